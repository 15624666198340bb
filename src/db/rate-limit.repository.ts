import type { WindowState } from '../domain/rate-limit/window';
import type { Db } from './pool';

const WIN_CODE = { standard: 's', ai: 'a' } as const;
export type StoredWindow = keyof typeof WIN_CODE;

/**
 * Exact sliding window shared by every API process (R6), in one round trip. The standard window
 * lives in a MEMORY table (no fsync per request), serialised per key by a named lock; the AI
 * window in InnoDB (see the migration 20261122113000 for why). */
export async function admit(
  db: Db,
  keyId: string,
  window: StoredWindow,
  nowMs: number,
  windowMs: number,
  limit: number,
): Promise<WindowState> {
  return window === 'standard' ? admitInMemory(db, keyId, nowMs, windowMs, limit) : admitDurable(db, keyId, window, nowMs, windowMs, limit);
}

/**
 * GET_LOCK serialises one key's admissions across every connection and process; a connection
 * that dies releases it. Without the lock nothing is admitted (the caller reports 503).
 */
async function admitInMemory(db: Db, keyId: string, nowMs: number, windowMs: number, limit: number): Promise<WindowState> {
  const since = nowMs - windowMs;
  const lock = `hiring_rl:${keyId}`;
  const sql = `SELECT GET_LOCK(?, 5) INTO @hiring_rl_locked;
DELETE FROM rate_limit_hits_mem WHERE key_id = ? AND ts_ms <= ? AND @hiring_rl_locked = 1;
INSERT INTO rate_limit_hits_mem (key_id, ts_ms)
  SELECT ?, ? FROM DUAL
   WHERE @hiring_rl_locked = 1 AND (SELECT COUNT(*) FROM rate_limit_hits_mem WHERE key_id = ? AND ts_ms > ?) < ?;
SELECT COUNT(*) AS n, MIN(ts_ms) AS oldest, @hiring_rl_locked AS locked FROM rate_limit_hits_mem WHERE key_id = ? AND ts_ms > ?;
DO RELEASE_LOCK(?);`;
  const params = [lock, keyId, since, keyId, nowMs, keyId, since, limit, keyId, since, lock];
  const results = await runBatch(db, sql, params);
  const [row] = results[3] as Array<{ n: number; oldest: number | string | null; locked: number | null }>;
  if (Number(row?.locked) !== 1) throw Object.assign(new Error('rate-limit lock not acquired'), { code: 'ETIMEDOUT' });
  const inserted = results[2] as { affectedRows: number };
  return { admitted: inserted.affectedRows === 1, count: Number(row?.n ?? 0), oldestMs: toMs(row?.oldest) };
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
    ? db.query('SELECT COUNT(*) AS n, MIN(ts_ms) AS oldest FROM rate_limit_hits_mem WHERE key_id = ? AND ts_ms > ?', [keyId, nowMs - windowMs])
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
