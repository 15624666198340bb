import { z } from 'zod';
import { getJob, suggestedPollSeconds } from '../../services/jobs.service';
import { success } from '../envelope';
import { standardProcedure } from '../trpc';

export const getJobProcedure = standardProcedure('jobs:read')
  .input(z.strictObject({ job_id: z.string().max(200) }))
  .query(async ({ ctx, input }) => {
    const job = await getJob(ctx.deps, ctx.auth.company.id, input.job_id);
    if (job.status === 'queued' || job.status === 'processing') {
      ctx.res.headers['Retry-After'] = String(suggestedPollSeconds(new Date(job.created_at), ctx.deps.clock.now()));
    }
    return success(job);
  });
