import { saveOutcome } from '../db/jobs.repository';
import type { StoreJobResultInput } from '../../workflows/types';
import type { ActivityDeps } from './deps';
import { translated } from './failures';

/** A completed job's result, kept with its row once: its job-events workflow then carries only the job id. */
export function createJobResultActivities(deps: Pick<ActivityDeps, 'db'>) {
  return {
    /** The row a poll reads (as the first poll after the job's end would store it); idempotent, a retry changes nothing. */
    async storeJobResult(input: StoreJobResultInput): Promise<void> {
      await translated(() => saveOutcome(deps.db, input.jobId, 'completed', input.result, new Date(input.endedAt)));
    },
  };
}
