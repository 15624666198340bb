import { randomInt } from 'node:crypto';
import { allocateAdmissions, type BatchedRequest } from '../domain/rate-limit/allocate';
import { deadUpTo, judgedAt, type WindowState } from '../domain/rate-limit/window';
import { dropUpTo, fromRows, newestOf, record, windowSince, type WindowLog } from '../domain/rate-limit/window-log';
import { lockNameSql } from './lock-name';
import type { Db } from './pool';
import { queryResults } from './rows';

/** Every write to the standard window, of any process, holds this named lock (per database). */
export const WINDOW_LOCK = lockNameSql('hiring_rl');
/** A process forgets its copies beyond this many keys (a copy is only a cache of the store). */
const LOGS_LIMIT = 50_000;

/** This process's copies of keys' standard windows, by key id. */
export type WindowLogs = Map<string, WindowLog>;

type Conn = Awaited<ReturnType<Db['getConnection']>>;
type Outcome = Array<WindowState | null> | 'epoch-moved';

/** One batch as both forms judge it, on the connection that holds (or will hold) the lock. */
interface Batch {
  conn: Conn;
  requests: readonly BatchedRequest[];
  keyIds: string[];
  nowMs: number;
  windowMs: number;
  epoch: number | null;
  logs: WindowLogs;
}

/** Reads that ride along at the end of the batch's first query (batched-lookup.ts), run once. */
export interface Riders {
  sql: string[];
  params: unknown[];
  done(results: unknown[]): void;
}

/**
 * Admissions of the standard window (R6) for a batch of requests of any keys, exact across every
 * connection and process. The hits live in MEMORY tables, and every write holds one named lock
 * (a connection that dies releases it).
 *
 * When this process holds a copy of every key's window (`logs`), it decides at once and sends one
 * round trip that takes the lock, writes the hits, checks that each key's version token and the
 * auth epoch are still what the copies say, and releases the lock if they are. A copy is only
 * stale when another process wrote to that key meanwhile (or the tables were emptied): the check
 * then fails, the hits are taken out again, and the batch is judged again from rows read under
 * the lock it still holds, which also refreshes the copies. So a batch costs one round trip in
 * the steady state and at most four, and every decision stands only if it was made from the
 * window as the store holds it under the lock.
 *
 * When `epoch` is given and the auth epoch has moved, nothing is written and the answer is
 * 'epoch-moved': the caller re-reads its keys and retries. The batch is judged at `nowMs`, its
 * latest arrival, or later when a key's newest hit is more than LATE_MS ahead of it (judgedAt:
 * requests may reach the store out of order, R6); requests with a null keyId take no slot.
 */
export async function admitStandardBatch(
  db: Db,
  requests: readonly BatchedRequest[],
  nowMs: number,
  windowMs: number,
  epoch: number | null,
  logs: WindowLogs = new Map(),
  riders: Riders | null = null,
): Promise<Outcome> {
  const keyIds = [...new Set(requests.flatMap((r) => (r.keyId ? [r.keyId] : [])))];
  const conn = await db.getConnection();
  const batch: Batch = { conn, requests, keyIds, nowMs, windowMs, epoch, logs };
  try {
    let outcome: Outcome | 'stale' = 'stale';
    let locked = false;
    if (keyIds.every((k) => logs.has(k))) {
      outcome = await confirmAndWrite(batch, riders);
      locked = outcome === 'stale';
    }
    if (outcome === 'stale') outcome = await readDecideWrite(batch, locked, locked ? null : riders);
    conn.release();
    if (logs.size > LOGS_LIMIT) logs.clear();
    return outcome;
  } catch (err) {
    // The lock may still be held by this session: never hand the connection back. What was
    // written is unknown, so this process's copies of these keys are dropped.
    conn.destroy();
    for (const k of keyIds) logs.delete(k);
    throw err;
  }
}

/**
 * The one-round-trip form. Its statements are as few and as plain as MariaDB allows, since
 * statement count is what the store's CPU pays for (measured: a conditional INSERT ... SELECT costs
 * twice a plain INSERT, and a separate check query as much as the UPDATE that does the check):
 * - the hits go in unconditionally, under the lock;
 * - rows of keys whose copies dropped some are deleted, up to deadUpTo(the key's newest hit): no
 *   judgement of any process can count them any more, whatever this batch's outcome;
 * - one UPDATE moves the tokens of keys whose token is still the copy's, and only while the auth
 *   epoch is unmoved: the batch stands when it changed every key of the batch;
 * - the last statement reports that and releases the lock only if the batch stands.
 * When it does not stand, the lock is still held: the hits just written are taken out again and
 * the batch is judged from the store (readDecideWrite). Tokens moved for some keys are harmless:
 * a token only says "the copy you hold may be stale". Should the connection die in between, the
 * server releases the lock and a batch's hits may stay: they can only make a window look fuller.
 */
async function confirmAndWrite(batch: Batch, riders: Riders | null): Promise<Outcome | 'stale'> {
  const { conn, requests, keyIds, nowMs, windowMs, epoch, logs } = batch;
  const copies = keyIds.map((k) => logs.get(k)!);
  const { at, dead } = judge(keyIds, copies, nowMs, windowMs);
  const before = new Map(keyIds.map((k, i) => [k, windowSince(copies[i]!, at - windowMs)]));
  const states = allocateAdmissions(requests, before, at);
  const hits = hitsPerKey(requests, states);
  const version = newVersion();
  const epochNow = '(SELECT n FROM auth_epoch WHERE id = 1)';
  // With keys, the UPDATE checks the epoch and ROW_COUNT() tells whether every token matched.
  const stands = keyIds.length
    ? `ROW_COUNT() = ${keyIds.length}`
    : epoch === null
      ? '1'
      : `${epochNow} <=> ${Number(epoch)}`;
  const sql = [
    `SELECT GET_LOCK(${WINDOW_LOCK}, 5) INTO @rl_locked`,
    ...(hits.size ? ['INSERT INTO rate_limit_hits_mem (key_id, ts_ms, n) VALUES ?'] : []),
    ...(dead.length ? [deleteDead(dead)] : []),
    ...(keyIds.length
      ? [
          `UPDATE rate_limit_versions_mem SET version = ? WHERE @rl_locked = 1${epoch === null ? '' : ` AND ${epochNow} = ?`}
             AND key_id IN (?) AND (key_id, version) IN (?)`,
        ]
      : []),
    `SELECT @rl_locked AS locked, ${stands} AS stands, ${epochNow} AS epoch, IF(${stands}, RELEASE_LOCK(${WINDOW_LOCK}), 0) AS released`,
    ...(riders?.sql ?? []),
  ].join(';\n');
  const params = [
    ...(hits.size ? [hitRows(hits, at)] : []),
    ...dead.flat(),
    ...(keyIds.length
      ? [version, ...(epoch === null ? [] : [epoch]), keyIds, keyIds.map((k) => [k, logs.get(k)!.version])]
      : []),
    ...(riders?.params ?? []),
  ];
  const all = await queryResults(conn, sql, params);
  const results = riders ? all.slice(0, all.length - riders.sql.length) : all;
  if (riders) riders.done(all.slice(results.length));
  const status = (
    results[results.length - 1] as Array<{
      locked: number | null;
      stands: number | null;
      epoch: number | string | null;
    }>
  )[0];
  if (Number(status?.locked) !== 1) {
    // Written without the lock: take the hits out again (conservative until then: a fuller window).
    await takeBack(conn, hits, at);
    throw Object.assign(new Error('rate-limit lock not acquired'), { code: 'ETIMEDOUT' });
  }
  if (Number(status?.stands) === 1) {
    for (const k of keyIds) record(logs.get(k)!, at, hits.get(k) ?? 0, version);
    return states;
  }
  await takeBack(conn, hits, at);
  if (epoch !== null && Number(status?.epoch) !== epoch) return releaseMoved(conn);
  return 'stale';
}

/** Deletes one batch's hits (rows of equal key, instant and count are interchangeable). */
async function takeBack(conn: Conn, hits: ReadonlyMap<string, number>, atMs: number): Promise<void> {
  if (hits.size === 0) return;
  const one = 'DELETE FROM rate_limit_hits_mem WHERE key_id = ? AND ts_ms = ? AND n = ? LIMIT 1';
  await conn.query([...hits].map(() => one).join(';\n'), hitRows(hits, atMs).flat());
}

/**
 * When the batch is judged (the latest judgedAt of its keys), and what each copy dropped as dead:
 * [key, up to] pairs for the store's DELETE. A copy's newest hit is never newer than the store's,
 * so its dead bound is safe even when the copy turns out stale.
 */
function judge(
  keyIds: readonly string[],
  copies: readonly WindowLog[],
  nowMs: number,
  windowMs: number,
): { at: number; dead: Array<[string, number]> } {
  let at = nowMs;
  const dead: Array<[string, number]> = [];
  copies.forEach((log, i) => {
    const newest = newestOf(log);
    if (newest === null) return;
    at = Math.max(at, judgedAt(nowMs, newest));
    const upTo = deadUpTo(newest, windowMs);
    if (dropUpTo(log, upTo)) dead.push([keyIds[i]!, upTo]);
  });
  return { at, dead };
}

/** One DELETE of every key's dead rows, each key up to its own bound (a range of the key's index). */
function deleteDead(dead: ReadonlyArray<[string, number]>): string {
  return `DELETE FROM rate_limit_hits_mem WHERE ${dead.map(() => '(key_id = ? AND ts_ms <= ?)').join(' OR ')}`;
}

/** Reads the windows under the lock (taking it unless held), decides, writes and releases. */
async function readDecideWrite(batch: Batch, locked: boolean, riders: Riders | null): Promise<Outcome> {
  const { conn, requests, keyIds, nowMs, windowMs, epoch, logs } = batch;
  const ids = keyIds.length ? keyIds : [''];
  // Every row of the keys: the store holds none that deadUpTo() allows to delete for long.
  const read = await queryResults(
    conn,
    [
      locked ? `SET @rl_locked = 1` : `SELECT GET_LOCK(${WINDOW_LOCK}, 5) INTO @rl_locked`,
      `SELECT @rl_locked AS locked, (SELECT n FROM auth_epoch WHERE id = 1) AS epoch`,
      `SELECT key_id, version FROM rate_limit_versions_mem WHERE @rl_locked = 1 AND key_id IN (?)`,
      `SELECT key_id, ts_ms AS ts, SUM(n) AS n FROM rate_limit_hits_mem WHERE @rl_locked = 1 AND key_id IN (?) GROUP BY key_id, ts_ms`,
      ...(riders?.sql ?? []),
    ].join(';\n'),
    [ids, ids, ...(riders?.params ?? [])],
  );
  if (riders) riders.done(read.slice(4));
  const { locked: got = null, epoch: seen = null } =
    (read[1] as Array<{ locked: number | null; epoch: number | string | null }>)[0] ?? {};
  if (Number(got) !== 1) throw Object.assign(new Error('rate-limit lock not acquired'), { code: 'ETIMEDOUT' });
  if (epoch !== null && (seen === null || Number(seen) !== epoch)) return releaseMoved(conn);

  const versions = new Map(
    (read[2] as Array<{ key_id: string; version: number | string }>).map((r) => [r.key_id, Number(r.version)]),
  );
  const rows = new Map<string, Array<{ ts: number; n: number }>>();
  for (const r of read[3] as Array<{ key_id: string; ts: number | string; n: number | string }>) {
    const list = rows.get(r.key_id) ?? [];
    list.push({ ts: Number(r.ts), n: Number(r.n) });
    rows.set(r.key_id, list);
  }
  const fresh = keyIds.map((k) => fromRows(versions.get(k) ?? Number.NaN, rows.get(k) ?? []));
  const { at, dead } = judge(keyIds, fresh, nowMs, windowMs);
  const states = allocateAdmissions(
    requests,
    new Map(keyIds.map((k, i) => [k, windowSince(fresh[i]!, at - windowMs)])),
    at,
  );
  const hits = hitsPerKey(requests, states);
  // Keys written, and keys the store had no token for, get this batch's token.
  const version = newVersion();
  const moved = new Set(keyIds.filter((k) => hits.has(k) || !versions.has(k)));
  await conn.query(
    `${hits.size ? 'INSERT INTO rate_limit_hits_mem (key_id, ts_ms, n) VALUES ?;' : ''}
${moved.size ? 'INSERT INTO rate_limit_versions_mem (key_id, version) VALUES ? ON DUPLICATE KEY UPDATE version = ?;' : ''}
${dead.length ? `${deleteDead(dead)};` : ''}
DO RELEASE_LOCK(${WINDOW_LOCK});`,
    [
      ...(hits.size ? [hitRows(hits, at)] : []),
      ...(moved.size ? [[...moved].map((k) => [k, version]), version] : []),
      ...dead.flat(),
    ],
  );
  keyIds.forEach((k, i) => {
    const log = fresh[i]!;
    if (moved.has(k)) record(log, at, hits.get(k) ?? 0, version);
    logs.set(k, log);
  });
  return states;
}

async function releaseMoved(conn: Conn): Promise<'epoch-moved'> {
  await conn.query(`DO RELEASE_LOCK(${WINDOW_LOCK})`);
  return 'epoch-moved';
}

function hitsPerKey(
  requests: readonly BatchedRequest[],
  states: ReadonlyArray<WindowState | null>,
): Map<string, number> {
  const hits = new Map<string, number>();
  requests.forEach((r, i) => {
    if (r.keyId && states[i]?.admitted) hits.set(r.keyId, (hits.get(r.keyId) ?? 0) + 1);
  });
  return hits;
}

/** The rows of rate_limit_hits_mem a batch writes: one per key, its hits judged at `atMs`. */
function hitRows(hits: ReadonlyMap<string, number>, atMs: number): Array<[string, number, number]> {
  return [...hits].map(([k, n]) => [k, atMs, n]);
}

/** Random, not counted: a table emptied by a restart can never hand back a token a process holds. */
function newVersion(): number {
  return randomInt(1, 2 ** 48 - 1);
}
