import type { WindowState } from '../domain/rate-limit/window';
import type { Db } from './pool';
import { admitStandardBatch } from './standard-window.repository';

const WIN_CODE = { standard: 's', ai: 'a' } as const;
export type StoredWindow = keyof typeof WIN_CODE;

/**
 * One request in an exact sliding window shared by every API process (R6). The standard window
 * lives in a MEMORY table (no fsync per request); API requests reach it in batches through
 * standard-pass.repository.ts, and this form admits one request as a batch of its own. The AI
 * window is InnoDB (see the migration 20261122113000 for why).
 */
export async function admit(
  db: Db,
  keyId: string,
  window: StoredWindow,
  nowMs: number,
  windowMs: number,
  limit: number,
): Promise<WindowState> {
  if (window === 'ai') return admitDurable(db, keyId, window, nowMs, windowMs, limit);
  const [state] = (await admitStandardBatch(db, [{ keyId, limit }], nowMs, windowMs, null)) as WindowState[];
  return state!;
}

async function runBatch(db: Db, sql: string, params: unknown[]): Promise<unknown[]> {
  const conn = await db.getConnection();
  let results: unknown[];
  try {
    [results] = (await conn.query(sql, params)) as unknown as [unknown[]];
  } catch (err) {
    // A failed statement can leave a transaction open or a named lock held: never reuse the connection.
    conn.destroy();
    throw err;
  }
  conn.release();
  return results;
}

/**
 * The durable form:
 * the lock row serialises admissions of one key and window; READ COMMITTED makes the
 * INSERT ... SELECT count by consistent read, so no gap locks are taken on the hits index.
 * Expired hits of the key are deleted on the way, so the table stays bounded by the limits.
 */
async function admitDurable(
  db: Db,
  keyId: string,
  window: StoredWindow,
  nowMs: number,
  windowMs: number,
  limit: number,
): Promise<WindowState> {
  const win = WIN_CODE[window];
  const since = nowMs - windowMs;
  const sql = `SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
START TRANSACTION;
INSERT INTO rate_limit_locks (key_id, win, admitted) VALUES (?, ?, 0) ON DUPLICATE KEY UPDATE admitted = admitted;
DELETE FROM rate_limit_hits WHERE key_id = ? AND win = ? AND ts_ms <= ?;
INSERT INTO rate_limit_hits (key_id, win, ts_ms)
  SELECT ?, ?, ? FROM DUAL
   WHERE (SELECT COUNT(*) FROM rate_limit_hits WHERE key_id = ? AND win = ? AND ts_ms > ?) < ?;
SELECT COUNT(*) AS n, MIN(ts_ms) AS oldest FROM rate_limit_hits WHERE key_id = ? AND win = ? AND ts_ms > ?;
COMMIT;`;
  const params = [keyId, win, keyId, win, since, keyId, win, nowMs, keyId, win, since, limit, keyId, win, since];
  const results = await runBatch(db, sql, params);
  const inserted = results[4] as { affectedRows: number };
  const [row] = results[5] as Array<{ n: number; oldest: number | string | null }>;
  return { admitted: inserted.affectedRows === 1, count: Number(row?.n ?? 0), oldestMs: toMs(row?.oldest) };
}

/** The window as it stands, without counting anything (for responses that stop before the limiter). */
export async function peek(db: Db, keyId: string, window: StoredWindow, nowMs: number, windowMs: number): Promise<WindowState> {
  const [rows] = (await (window === 'standard'
    ? db.query('SELECT COALESCE(SUM(n), 0) AS n, MIN(ts_ms) AS oldest FROM rate_limit_hits_mem WHERE key_id = ? AND ts_ms > ?', [keyId, nowMs - windowMs])
    : db.query('SELECT COUNT(*) AS n, MIN(ts_ms) AS oldest FROM rate_limit_hits WHERE key_id = ? AND win = ? AND ts_ms > ?', [
        keyId,
        WIN_CODE[window],
        nowMs - windowMs,
      ]))) as unknown as [Array<{ n: number; oldest: number | string | null }>];
  return { admitted: true, count: Number(rows[0]?.n ?? 0), oldestMs: toMs(rows[0]?.oldest) };
}

/** Hits of keys that stopped calling are never reached by admit(): sweep them in bounded batches. */
export async function sweepExpired(db: Db, nowMs: number, windowMs: Record<StoredWindow, number>, batch = 10_000): Promise<number> {
  const [mem] = (await db.query('DELETE FROM rate_limit_hits_mem WHERE ts_ms <= ? LIMIT ?', [nowMs - windowMs.standard, batch])) as unknown as [
    { affectedRows: number },
  ];
  let deleted = mem.affectedRows;
  // Version tokens of keys with no hits left: a process holding one finds it gone and re-reads.
  await db.query('DELETE v FROM rate_limit_versions_mem v LEFT JOIN rate_limit_hits_mem h ON h.key_id = v.key_id WHERE h.key_id IS NULL');
  for (const window of ['ai'] as const) {
    const [result] = (await db.query('DELETE FROM rate_limit_hits WHERE win = ? AND ts_ms <= ? LIMIT ?', [
      WIN_CODE[window],
      nowMs - windowMs[window],
      batch,
    ])) as unknown as [{ affectedRows: number }];
    deleted += result.affectedRows;
  }
  return deleted;
}

function toMs(v: number | string | null | undefined): number | null {
  return v === null || v === undefined ? null : Number(v);
}
