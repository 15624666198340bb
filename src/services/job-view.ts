// A job's view (R11, R12) as GET /jobs/{id} answers it, from its row once it has finished.
import type { JobRow } from '../db/jobs.repository';
import { splitEngineResult } from './ai-engine';

export interface JobView {
  job_id: string;
  type: string;
  status: 'queued' | 'processing' | 'completed' | 'failed';
  result: unknown;
  error: { code: string; message: string } | null;
  created_at: string;
  updated_at: string;
}

/** The stored outcome keeps a provider job's engine beside its result (EngineResult). */
export function finishedJobView(job: JobRow): { view: JobView; engine: string | null } {
  const completed = job.outcome_status === 'completed';
  const outcome = parsedOutcome(job.id, job.outcome!);
  const split = completed ? splitEngineResult(outcome) : null;
  const view: JobView = {
    job_id: job.id,
    type: job.type,
    status: job.outcome_status!,
    result: split ? split.result : null,
    error: completed ? null : (outcome as JobView['error']),
    created_at: job.created_at.toISOString(),
    updated_at: (job.finished_at! < job.created_at ? job.created_at : job.finished_at!).toISOString(),
  };
  return { view, engine: split?.engine ?? null };
}

/**
 * A finished job is polled again and again, and its stored outcome never changes: the parsed
 * value is kept for the most recently read jobs (the stored text is compared, so a row that did
 * change is parsed again). Views are only serialised, never modified.
 */
function parsedOutcome(jobId: string, stored: string): unknown {
  const known = outcomes.get(jobId);
  if (known && known.stored === stored) return known.value;
  const value = JSON.parse(stored) as unknown;
  if (outcomes.size >= OUTCOMES_KEPT) outcomes.delete(outcomes.keys().next().value!);
  outcomes.set(jobId, { stored, value });
  return value;
}
const OUTCOMES_KEPT = 1_000;
const outcomes = new Map<string, { stored: string; value: unknown }>();
