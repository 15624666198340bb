import type { AppDeps } from '../app-deps';
import { sweepRecords } from '../db/idempotency.repository';
import { sweepJobs } from '../db/jobs.repository';
import { sweepExpired } from '../db/rate-limit.repository';
import { sweepMessages } from '../db/webhook-messages.repository';
import { WINDOW_MS } from '../domain/rate-limit/plans';
import { errorFields } from '../log';
import { RETENTION_MS } from './ai-call.service';
import { MESSAGE_RETENTION_MS } from './webhooks/messages.service';

/**
 * Bounded clean-up of state that nothing reads any more: rate-limit hits of idle keys, and
 * idempotency records and job rows past the 24-hour retention (R13); reads already ignore them;
 * webhook messages and their attempts 3 days after creation, once their delivery has ended (R29).
 */
export async function sweepOnce(
  deps: Pick<AppDeps, 'db' | 'clock'>,
): Promise<{ hits: number; records: number; jobs: number; messages: number }> {
  const now = deps.clock.now();
  const cutoff = new Date(now - RETENTION_MS);
  const hits = await sweepExpired(deps.db, now, WINDOW_MS);
  const records = await sweepRecords(deps.db, cutoff);
  const jobs = await sweepJobs(deps.db, cutoff);
  const messages = await sweepMessages(deps.db, new Date(now - MESSAGE_RETENTION_MS));
  return { hits, records, jobs, messages };
}

export function startSweeper(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    sweepOnce(deps).catch((err) => deps.log.warn('sweep failed', errorFields(err)));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
