import type { StatusClass } from '../domain/usage/status-class';
import type { UsageCount } from '../domain/usage/tally';
import type { Db } from './pool';
import { execute, selectRows } from './rows';

/**
 * Adds a process's counts to the stored ones in one statement. The upsert is additive, so
 * processes flushing the same rows at once add up exactly, and the statement commits whole or
 * not at all (a failed flush can be retried without counting anything twice it did not write).
 */
export async function addUsage(db: Db, counts: readonly UsageCount[]): Promise<void> {
  if (counts.length === 0) return;
  await execute(
    db,
    `INSERT INTO api_usage_daily (key_id, day, endpoint, status_class, company_id, count) VALUES ?
     ON DUPLICATE KEY UPDATE count = count + VALUES(count)`,
    [counts.map((c) => [c.keyId, c.day, c.endpoint, c.statusClass, c.companyId, c.count])],
  );
}

/**
 * Each key's latest use, written only where the stored one is older than `granularityMs` (R15:
 * about once a minute per key at most). last_used_at does not move auth_epoch (its trigger).
 */
export async function touchKeysUsed(
  db: Db,
  lastUsed: ReadonlyMap<string, number>,
  granularityMs: number,
): Promise<void> {
  if (lastUsed.size === 0) return;
  const ids = [...lastUsed.keys()];
  const cases = ids.map(() => 'WHEN ? THEN ?').join(' ');
  const params: unknown[] = [];
  for (const id of ids) params.push(id, new Date(lastUsed.get(id)!));
  await execute(
    db,
    `UPDATE api_keys SET last_used_at = CASE id ${cases} END
      WHERE id IN (?) AND (last_used_at IS NULL OR last_used_at < (CASE id ${cases} END) - INTERVAL ? MICROSECOND)`,
    [...params, ids, ...params, granularityMs * 1000],
  );
}

export interface UsageRow {
  day: string;
  key_id: string;
  endpoint: string;
  status_class: StatusClass;
  count: number;
}

/** A company's counts over an inclusive day range, optionally of one key, in a stable order. */
export async function readUsage(
  db: Db,
  companyId: string,
  from: string,
  to: string,
  keyId?: string,
): Promise<UsageRow[]> {
  const rows = await selectRows<UsageRow & { day: string | Date; count: number | string }>(
    db,
    `SELECT DATE_FORMAT(day, '%Y-%m-%d') AS day, key_id, endpoint, status_class, count FROM api_usage_daily
      WHERE company_id = ? AND day BETWEEN ? AND ?${keyId ? ' AND key_id = ?' : ''}
      ORDER BY day, key_id, endpoint, status_class`,
    keyId ? [companyId, from, to, keyId] : [companyId, from, to],
  );
  return rows.map((r) => ({ ...r, day: String(r.day), count: Number(r.count) }));
}

/** A key's id as stored (the lookup ignores case) and its company; null for no such key. */
export async function keyCompany(db: Db, keyId: string): Promise<{ id: string; company_id: string } | null> {
  const rows = await selectRows<{ id: string; company_id: string }>(
    db,
    'SELECT id, company_id FROM api_keys WHERE id = ?',
    [keyId],
  );
  return rows[0] ?? null;
}
