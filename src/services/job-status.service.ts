import type { AppDeps } from '../app-deps';
import type { LookupRequest } from '../db/batched-lookup';
import { findJob, JOBS_BY_ID, saveOutcome, type JobRow } from '../db/jobs.repository';
import { AppError } from '../errors';
import { JOB_ID_PATTERN } from '../ids';
import { readJobState } from '../temporal/job-client';
import { RETENTION_MS } from './ai-call.service';
import { splitEngineResult } from './ai-engine';
import { finishedJobView, type JobView } from './job-view';

export type { JobView } from './job-view';

const notFound = () =>
  new AppError('NOT_FOUND', 'No job with this id exists for your company, or it is older than 24 hours.');

/** The job row a poll's access batch reads for it (standardProcedure's lookup); none for a malformed id. */
export function jobLookup(jobId: string | undefined): LookupRequest<JobRow> | null {
  return jobId !== undefined && JOB_ID_PATTERN.test(jobId) ? { of: JOBS_BY_ID, id: jobId } : null;
}

/**
 * The job's view and, once completed, the engine that produced its result (X-AI-Engine).
 * One 404 for unknown, foreign and expired jobs alike, so ids leak nothing (R10, R13).
 * `prefetched` is a read by id alone (undefined: not read yet): the company check below is what
 * keeps tenants apart.
 */
export async function getJobWithEngine(
  deps: AppDeps,
  companyId: string,
  jobId: string,
  prefetched?: JobRow | null,
): Promise<{ view: JobView; engine: string | null }> {
  if (!JOB_ID_PATTERN.test(jobId)) throw notFound();
  const row = prefetched !== undefined ? prefetched : await findJob(deps.db, jobId);
  const job = row && row.id === jobId && row.company_id === companyId ? row : null;
  if (!job || deps.clock.now() >= job.created_at.getTime() + RETENTION_MS) throw notFound();
  if (job.outcome_status && job.outcome && job.finished_at) return finishedJobView(job);
  const state = await readJobState(deps.temporal, jobId, job.created_at, job.events_requested ?? 0);
  if (!state) throw notFound();
  if (state.status === 'completed' || state.status === 'failed') {
    // Final (job-state.ts JobState), so safe to keep: later polls are answered from this row.
    const outcome = state.status === 'completed' ? state.result : state.error;
    const saved = await saveOutcome(deps.db, job.id, state.status, outcome, state.updatedAt).catch(() => null);
    // Stored since this poll read the row (the job's events workflow stores its end, at the time
    // the job's body ended, before the workflow closes): answer what every later poll will (R12).
    if (saved === false) {
      const stored = await findJob(deps.db, jobId);
      if (stored?.outcome_status && stored.outcome && stored.finished_at) return finishedJobView(stored);
    }
  }
  const completed = state.status === 'completed' ? splitEngineResult(state.result) : null;
  const view: JobView = {
    job_id: job.id,
    type: job.type,
    status: state.status,
    result: completed ? completed.result : null,
    error: state.status === 'failed' ? state.error : null,
    created_at: job.created_at.toISOString(),
    // Never before created_at (Temporal's clock is not ours); from there on it moves only
    // forward, as readJobState's times do (R12).
    updated_at: (state.updatedAt < job.created_at ? job.created_at : state.updatedAt).toISOString(),
  };
  return { view, engine: completed?.engine ?? null };
}

/** Suggested seconds to the next poll while a job runs: the spec's schedule, by age. */
export function suggestedPollSeconds(createdAt: Date, nowMs: number): number {
  const age = (nowMs - createdAt.getTime()) / 1000;
  // 1 s, then x1.5 per poll, capped at 15 s: the wait that fits a job of this age.
  let wait = 1;
  let elapsed = 0;
  while (elapsed + wait < age && wait < 15) {
    elapsed += wait;
    wait = Math.min(15, wait * 1.5);
  }
  return Math.max(1, Math.round(wait));
}
