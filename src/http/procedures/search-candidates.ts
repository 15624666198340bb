import { searchQuerySchema } from '../../domain/search/query';
import { searchCandidates } from '../../services/candidate-search.service';
import { success } from '../envelope';
import { standardProcedure } from '../trpc';

/** GET /candidates: auth, subscription, scope, standard window (R5), then the query (R3, R4, R18). */
export const searchCandidatesProcedure = standardProcedure('candidates:read')
  .input(searchQuerySchema)
  .query(async ({ ctx, input }) => success(await searchCandidates(ctx.deps.db, input)));
