import type { WindowState } from '../domain/rate-limit/window';
import type { Db } from './pool';

const WIN_CODE = { standard: 's', ai: 'a' } as const;
export type StoredWindow = keyof typeof WIN_CODE;

/**
 * Exact sliding window shared by every API process (R6), in one round trip:
 * the lock row serialises admissions of one key and window; READ COMMITTED makes the
 * INSERT ... SELECT count by consistent read, so no gap locks are taken on the hits index.
 * Expired hits of the key are deleted on the way, so the table stays bounded by the limits.
 */
export async function admit(
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
  const conn = await db.getConnection();
  let results: unknown[];
  try {
    [results] = (await conn.query(sql, params)) as unknown as [unknown[]];
  } catch (err) {
    // A failed statement can leave the transaction open on this connection: never reuse it.
    conn.destroy();
    throw err;
  }
  conn.release();
  const inserted = results[4] as { affectedRows: number };
  const [row] = results[5] as Array<{ n: number; oldest: number | string | null }>;
  return { admitted: inserted.affectedRows === 1, count: Number(row?.n ?? 0), oldestMs: toMs(row?.oldest) };
}

/** The window as it stands, without counting anything (for responses that stop before the limiter). */
export async function peek(db: Db, keyId: string, window: StoredWindow, nowMs: number, windowMs: number): Promise<WindowState> {
  const [rows] = (await db.query(
    'SELECT COUNT(*) AS n, MIN(ts_ms) AS oldest FROM rate_limit_hits WHERE key_id = ? AND win = ? AND ts_ms > ?',
    [keyId, WIN_CODE[window], nowMs - windowMs],
  )) as unknown as [Array<{ n: number; oldest: number | string | null }>];
  return { admitted: true, count: Number(rows[0]?.n ?? 0), oldestMs: toMs(rows[0]?.oldest) };
}

/** Hits of keys that stopped calling are never reached by admit(): sweep them in bounded batches. */
export async function sweepExpired(db: Db, nowMs: number, windowMs: Record<StoredWindow, number>, batch = 10_000): Promise<number> {
  let deleted = 0;
  for (const window of Object.keys(WIN_CODE) as StoredWindow[]) {
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
