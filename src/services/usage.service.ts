import type { AppDeps } from '../app-deps';
import { findCompany } from '../db/companies.repository';
import type { Db } from '../db/pool';
import { addUsage, keyCompany, readUsage, touchKeysUsed, type UsageRow } from '../db/usage.repository';
import { AppError } from '../errors';
import type { UsageTally } from '../domain/usage/tally';
import { errorFields } from '../log';

/** last_used_at moves at most this often per key (R15), whichever process serves it. */
export const LAST_USED_GRANULARITY_MS = 60_000;

type FlushDeps = Pick<AppDeps, 'db' | 'log'>;

/**
 * Writes what the tally gathered since the last flush. A flush that fails puts its batch back,
 * so the next one writes it; only a tally already at its row bound drops counts (logged).
 */
export async function flushUsage(deps: FlushDeps, tally: UsageTally): Promise<void> {
  const batch = tally.take();
  if (batch.counts.length === 0 && batch.lastUsed.size === 0) return;
  try {
    await addUsage(deps.db, batch.counts);
  } catch (err) {
    const dropped = tally.restore(batch);
    deps.log.warn('usage flush failed; kept for the next one', {
      rows: batch.counts.length,
      dropped,
      ...errorFields(err),
    });
    return;
  }
  // The counts are stored: a failure here only delays last_used_at to the next flush.
  await touchKeysUsed(deps.db, batch.lastUsed, LAST_USED_GRANULARITY_MS).catch((err) => {
    tally.restore({ counts: [], lastUsed: batch.lastUsed });
    deps.log.warn('last_used_at flush failed; kept for the next one', errorFields(err));
  });
}

export interface UsageFlusher {
  /** Writes now (tests, and the last flush of a graceful shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

/** Flushes every `everyMs` (USAGE_FLUSH_INTERVAL_MS); one flush at a time, so batches never race. */
export function startUsageFlusher(deps: FlushDeps, tally: UsageTally, everyMs: number): UsageFlusher {
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    running = running.then(() => flushUsage(deps, tally));
    return running;
  };
  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();
  return {
    flush,
    stop: () => {
      clearInterval(timer);
      return flush();
    },
  };
}

export interface UsageQuery {
  companyId: string;
  /** Inclusive YYYY-MM-DD days, already checked (domain/usage/range.ts). */
  from: string;
  to: string;
  keyId?: string;
}

/** The stored counts of a company's own keys; what the running processes hold is not yet in them. */
export function usageOf(deps: Pick<AppDeps, 'db'>, q: UsageQuery): Promise<UsageRow[]> {
  return readUsage(deps.db, q.companyId, q.from, q.to, q.keyId);
}

export type { UsageRow };

/** What an operator asks of a company's usage (`hiring usage`). */
export interface OperatorUsageQuery {
  companyId: string;
  keyId?: string;
  /** Inclusive YYYY-MM-DD days. */
  from: string;
  to: string;
}

/**
 * A company's stored usage for an operator: the company must exist, and a key, when named, must be
 * one of that company's (another company's key is refused, not silently read as empty).
 */
export async function operatorUsage(db: Db, q: OperatorUsageQuery): Promise<{ companyId: string; rows: UsageRow[] }> {
  const company = await findCompany(db, q.companyId);
  if (!company) throw new AppError('NOT_FOUND', `company ${q.companyId} not found`);
  let keyId: string | undefined;
  if (q.keyId !== undefined) {
    const key = await keyCompany(db, q.keyId);
    if (key === null) throw new AppError('NOT_FOUND', `key ${q.keyId} not found`);
    if (key.company_id !== company.id)
      throw new AppError('VALIDATION_ERROR', `key ${q.keyId} belongs to another company, not to ${company.id}`);
    keyId = key.id;
  }
  return { companyId: company.id, rows: await readUsage(db, company.id, q.from, q.to, keyId) };
}
