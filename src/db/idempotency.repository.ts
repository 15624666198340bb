import type { Db } from './pool';
import { execute, selectRows } from './rows';

export interface IdempotencyRow {
  company_id: string;
  idem_key: string;
  endpoint: string;
  body_hash: Buffer;
  job_id: string;
  is_async: number;
  state: 'pending' | 'done';
  response_status: number | null;
  response_body: string | null;
  created_at: Date;
}

/**
 * Claims (company, key) with the unique primary key: exactly one concurrent request wins.
 * A record older than the retention (R13: 24 h) is cleared first, so the key can be used again.
 * `expiredBefore` is the moment 24 h ago: a record created then or earlier has expired, the same
 * instant its job starts to read as 404 (job-status.service.ts).
 */
export async function reserve(
  db: Db,
  row: Omit<IdempotencyRow, 'state' | 'response_status' | 'response_body'>,
  expiredBefore: Date,
): Promise<'reserved' | 'taken'> {
  await execute(db, 'DELETE FROM idempotency_keys WHERE company_id = ? AND idem_key = ? AND created_at <= ?', [
    row.company_id,
    row.idem_key,
    expiredBefore,
  ]);
  try {
    await execute(
      db,
      `INSERT INTO idempotency_keys (company_id, idem_key, endpoint, body_hash, job_id, is_async, state, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
      [row.company_id, row.idem_key, row.endpoint, row.body_hash, row.job_id, row.is_async, row.created_at],
    );
    return 'reserved';
  } catch (err) {
    if ((err as { code?: string }).code === 'ER_DUP_ENTRY') return 'taken';
    throw err;
  }
}

export async function findRecord(
  db: Db,
  companyId: string,
  key: string,
  expiredBefore: Date,
): Promise<IdempotencyRow | null> {
  const rows = await selectRows<IdempotencyRow>(
    db,
    'SELECT * FROM idempotency_keys WHERE company_id = ? AND idem_key = ? AND created_at > ?',
    [companyId, key, expiredBefore],
  );
  return rows[0] ?? null;
}

export async function completeRecord(
  db: Db,
  companyId: string,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await execute(
    db,
    `UPDATE idempotency_keys SET state = 'done', response_status = ?, response_body = ? WHERE company_id = ? AND idem_key = ?`,
    [status, JSON.stringify(body), companyId, key],
  );
}

/** R9: outcomes that must not be saved (5xx, or a request that never ran) free the key again. */
export async function releaseRecord(db: Db, companyId: string, key: string): Promise<void> {
  await execute(db, `DELETE FROM idempotency_keys WHERE company_id = ? AND idem_key = ? AND state = 'pending'`, [
    companyId,
    key,
  ]);
}

/**
 * Frees a key whose original request died before Temporal had its workflow (R9): only that
 * record, still pending, so a racing take-over or a late original cannot lose a newer one.
 */
export async function dropAbandoned(db: Db, companyId: string, key: string, jobId: string): Promise<boolean> {
  const r = await execute(
    db,
    `DELETE FROM idempotency_keys WHERE company_id = ? AND idem_key = ? AND job_id = ? AND state = 'pending'`,
    [companyId, key, jobId],
  );
  return r.affectedRows === 1;
}

export async function sweepRecords(db: Db, expiredBefore: Date, batch = 5_000): Promise<number> {
  const r = await execute(db, 'DELETE FROM idempotency_keys WHERE created_at <= ? LIMIT ?', [expiredBefore, batch]);
  return r.affectedRows;
}
