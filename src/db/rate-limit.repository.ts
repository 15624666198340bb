import { LATE_MS, type WindowState } from '../domain/rate-limit/window';
import type { Db } from './pool';
import { execute, queryResults, selectRows } from './rows';
import { admitStandardBatch } from './standard-window.repository';

const WIN_CODE = { standard: 's', ai: 'a' } as const;
export type StoredWindow = keyof typeof WIN_CODE;

/**
 * One request in an exact sliding window shared by every API process (R6). The standard window
 * lives in a MEMORY table (no fsync per request); API requests reach it in batches through
 * access-check.repository.ts, and this form admits one request as a batch of its own. The AI
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
    results = await queryResults(conn, sql, params);
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
 * Requests may reach the store out of order (R6): one is judged at its own time, counting every
 * hit after that time less a window (later ones too), unless it is more than LATE_MS older than
 * the newest hit, when it is judged at newest - LATE_MS (judgedAt). Only hits no judgement can
 * count any more are deleted (deadUpTo), so the table stays bounded by the limits.
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
  // The same rules as judgedAt() and deadUpTo(), in SQL: no round trip of their own.
  const sql = `SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
START TRANSACTION;
INSERT INTO rate_limit_locks (key_id, win, admitted) VALUES (?, ?, 0) ON DUPLICATE KEY UPDATE admitted = admitted;
SELECT GREATEST(?, COALESCE(MAX(ts_ms) - ?, ?)), MAX(ts_ms) - ? FROM rate_limit_hits WHERE key_id = ? AND win = ? INTO @rl_at, @rl_dead;
DELETE FROM rate_limit_hits WHERE key_id = ? AND win = ? AND ts_ms <= @rl_dead;
INSERT INTO rate_limit_hits (key_id, win, ts_ms)
  SELECT ?, ?, @rl_at FROM DUAL
   WHERE (SELECT COUNT(*) FROM rate_limit_hits WHERE key_id = ? AND win = ? AND ts_ms > @rl_at - ?) < ?;
SELECT COUNT(*) AS n, MIN(ts_ms) AS oldest, @rl_at AS at FROM rate_limit_hits WHERE key_id = ? AND win = ? AND ts_ms > @rl_at - ?;
COMMIT;`;
  const params = [
    ...[keyId, win],
    ...[nowMs, LATE_MS, nowMs, LATE_MS + windowMs, keyId, win],
    ...[keyId, win],
    ...[keyId, win, keyId, win, windowMs, limit],
    ...[keyId, win, windowMs],
  ];
  const results = await runBatch(db, sql, params);
  const inserted = results[5] as { affectedRows: number };
  const [row] = results[6] as Array<{ n: number; oldest: number | string | null; at: number | string }>;
  return {
    admitted: inserted.affectedRows === 1,
    count: Number(row?.n ?? 0),
    oldestMs: toMs(row?.oldest),
    atMs: Number(row?.at ?? nowMs),
  };
}

interface WindowCount {
  n: number;
  oldest: number | string | null;
}

/** The window as it stands, without counting anything (for responses that stop before the limiter). */
export async function peek(
  db: Db,
  keyId: string,
  window: StoredWindow,
  nowMs: number,
  windowMs: number,
): Promise<WindowState> {
  const rows = await (window === 'standard'
    ? selectRows<WindowCount>(
        db,
        'SELECT COALESCE(SUM(n), 0) AS n, MIN(ts_ms) AS oldest FROM rate_limit_hits_mem WHERE key_id = ? AND ts_ms > ?',
        [keyId, nowMs - windowMs],
      )
    : selectRows<WindowCount>(
        db,
        'SELECT COUNT(*) AS n, MIN(ts_ms) AS oldest FROM rate_limit_hits WHERE key_id = ? AND win = ? AND ts_ms > ?',
        [keyId, WIN_CODE[window], nowMs - windowMs],
      ));
  return { admitted: true, count: Number(rows[0]?.n ?? 0), oldestMs: toMs(rows[0]?.oldest) };
}

/**
 * Hits of keys that stopped calling are never reached by admit(): sweep them in bounded batches.
 * The sweeper cannot move a key's judgements on (admissions do, judgedAt), so it leaves hits a
 * minute past their window: a request timed before the sweep, still on its way to the store, can
 * count them. Only a store that stalls a minute (each statement's deadline is 15 s) gets past it.
 */
export const SWEEP_GRACE_MS = 60_000;

export async function sweepExpired(
  db: Db,
  nowMs: number,
  windowMs: Record<StoredWindow, number>,
  batch = 10_000,
): Promise<number> {
  const cutoff = (window: StoredWindow) => nowMs - windowMs[window] - SWEEP_GRACE_MS;
  const mem = await execute(db, 'DELETE FROM rate_limit_hits_mem WHERE ts_ms <= ? LIMIT ?', [
    cutoff('standard'),
    batch,
  ]);
  let deleted = mem.affectedRows;
  // Version tokens of keys with no hits left: a process holding one finds it gone and re-reads.
  await db.query(
    'DELETE v FROM rate_limit_versions_mem v LEFT JOIN rate_limit_hits_mem h ON h.key_id = v.key_id WHERE h.key_id IS NULL',
  );
  for (const window of ['ai'] as const) {
    const result = await execute(db, 'DELETE FROM rate_limit_hits WHERE win = ? AND ts_ms <= ? LIMIT ?', [
      WIN_CODE[window],
      cutoff(window),
      batch,
    ]);
    deleted += result.affectedRows;
  }
  return deleted;
}

function toMs(v: number | string | null | undefined): number | null {
  return v === null || v === undefined ? null : Number(v);
}
