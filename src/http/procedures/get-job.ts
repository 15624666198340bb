import { z } from 'zod';
import { AI_ENGINE_HEADER } from '../../services/ai-engine';
import { getJobWithEngine, jobLookup, suggestedPollSeconds } from '../../services/job-status.service';
import { success } from '../envelope';
import { refuseStrayQuery, standardProcedure } from '../trpc';

// R2: any id that names no job of the caller's is one 404, however long (getJob checks the shape).
// The job row is read in the access check's own batch query: no round trip of its own on the hottest path.
export const getJobProcedure = standardProcedure('jobs:read', (ctx) => jobLookup(ctx.params.job_id))
  .input(z.strictObject({ job_id: z.string() }))
  .query(async ({ ctx, input }) => {
    refuseStrayQuery(ctx);
    const prefetched = ctx.params.job_id === input.job_id ? ctx.prefetched : undefined;
    const { view: job, engine } = await getJobWithEngine(ctx.deps, ctx.auth.company.id, input.job_id, prefetched);
    if (engine !== null) ctx.res.headers[AI_ENGINE_HEADER] = engine;
    if (job.status === 'queued' || job.status === 'processing') {
      ctx.res.headers['Retry-After'] = String(suggestedPollSeconds(new Date(job.created_at), ctx.deps.clock.now()));
    }
    return success(job);
  });
