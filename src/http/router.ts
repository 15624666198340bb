import { createCallerFactory, router } from './trpc';
import { searchCandidatesProcedure } from './procedures/search-candidates';
import { getJobProcedure } from './procedures/get-job';
import { matchJobsProcedure } from './procedures/match-jobs';
import { meProcedure } from './procedures/me';
import { scoreInterviewProcedure } from './procedures/score-interview';
import { usageProcedure } from './procedures/usage';

export const appRouter = router({
  me: meProcedure,
  searchCandidates: searchCandidatesProcedure,
  matchJobs: matchJobsProcedure,
  scoreInterview: scoreInterviewProcedure,
  getJob: getJobProcedure,
  usage: usageProcedure,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
