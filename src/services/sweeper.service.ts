import type { AppDeps } from '../app-deps';
import { sweepRecords } from '../db/idempotency.repository';
import { sweepJobs } from '../db/jobs.repository';
import { sweepExpired } from '../db/rate-limit.repository';
import { WINDOW_MS } from '../domain/rate-limit/plans';
import { errorFields } from '../log';
import { RETENTION_MS } from './ai-call.service';

/**
 * Bounded clean-up of state that nothing reads any more: rate-limit hits of idle keys, and
 * idempotency records and job rows past the 24-hour retention (R13); reads already ignore them.
 */
export async function sweepOnce(
  deps: Pick<AppDeps, 'db' | 'clock'>,
): Promise<{ hits: number; records: number; jobs: number }> {
  const now = deps.clock.now();
  const cutoff = new Date(now - RETENTION_MS);
  const hits = await sweepExpired(deps.db, now, WINDOW_MS);
  const records = await sweepRecords(deps.db, cutoff);
  const jobs = await sweepJobs(deps.db, cutoff);
  return { hits, records, jobs };
}

export function startSweeper(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    sweepOnce(deps).catch((err) => deps.log.warn('sweep failed', errorFields(err)));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
