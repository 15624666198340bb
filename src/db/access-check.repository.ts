// The access check of standard endpoints, batched: the keys are judged (from this process's cache
// while the auth epoch stands) and the standard window counted in one round trip per batch.
import { refuseKey, refuseScope } from '../domain/keys/key-check';
import type { BatchedRequest } from '../domain/rate-limit/allocate';
import { limitsFor } from '../domain/rate-limit/plans';
import type { WindowState } from '../domain/rate-limit/window';
import type { Scope } from '../domain/scopes';
import { KEY_COLUMNS, type KeyWithCompany } from './api-keys.repository';
import { riderReads, type LookupRequest } from './batched-lookup';
import { coalescePer } from './coalesce';
import type { Db } from './pool';
import { queryResults } from './rows';
import { admitStandardBatch, type WindowLogs } from './standard-window.repository';

export interface AccessRequest {
  hash: Buffer;
  scope: Scope;
  nowMs: number;
  windowMs: number;
  /** The endpoint's own read by id, carried in the batch's query (batched-lookup.ts). */
  lookup?: LookupRequest;
}

export interface AccessResult {
  key: KeyWithCompany | null;
  /** null when the key or scope was refused: nothing was counted. */
  state: WindowState | null;
  atMs: number;
  /**
   * The row `lookup` asked for, read by id alone before the key was judged: the caller must
   * still check that it belongs to the caller. null when absent or not asked.
   */
  found: unknown | null;
}

/**
 * Key rows this process has read, valid while `auth_epoch` (bumped by triggers on every change
 * that can alter an access decision) has not moved. Unknown keys are never kept.
 */
interface KeyCache {
  epoch: number | null;
  byHash: Map<string, KeyWithCompany>;
  /** Copies of the keys' windows, confirmed by the store on every write (standard-window.repository.ts). */
  windows: WindowLogs;
}
const CACHE_LIMIT = 50_000;
const ATTEMPTS = 3;

/**
 * The whole access check of a standard endpoint (key, subscription, scope, window: R5 steps 1-4)
 * for every request of the process that arrives meanwhile (coalesce.ts). In the steady state the
 * keys and their windows come from this process's cache and the batch costs the one round trip of
 * admitStandardBatch, which also checks the auth epoch under its lock: if it moved since the keys
 * were read, nothing is counted, the keys are read again and the batch is judged again. So a
 * revocation committed before a request arrived is always seen by its batch.
 */
export const checkAccess: (db: Db, request: AccessRequest) => Promise<AccessResult> = coalescePer(
  (db: Db, batch: AccessRequest[]) => checkBatch(db, cacheOf(db), batch),
  // One batch at a time: measured, two or four in flight (even with one lock per key) made
  // smaller batches and more queries, and lowered throughput.
  { maxInFlight: 1, maxBatch: 256 },
);

const caches = new WeakMap<Db, KeyCache>();
function cacheOf(db: Db): KeyCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { epoch: null, byHash: new Map(), windows: new Map() }));
  return cache;
}

async function checkBatch(db: Db, cache: KeyCache, batch: AccessRequest[]): Promise<AccessResult[]> {
  const windowMs = batch[0]!.windowMs;
  if (batch.some((r) => r.windowMs !== windowMs)) throw new Error('one window per admission batch');
  // Judged at the latest arrival of the batch: never before any of its requests arrived.
  const nowMs = Math.max(...batch.map((r) => r.nowMs));
  const hexes = batch.map((r) => r.hash.toString('hex'));
  const reads = riderReads(batch.map((r) => r.lookup));
  let found: Array<unknown | null> = batch.map(() => null);
  // The reads ride in the first admission query only; a retry keeps what they found.
  let riders = reads && {
    sql: reads.sql,
    params: reads.params,
    done: (results: unknown[]) => void (found = reads.rowsFor(results)),
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    await readMissingKeys(db, cache, hexes);
    const keys = hexes.map((h) => cache.byHash.get(h) ?? null);
    const epoch = cache.epoch!;
    const countable: BatchedRequest[] = batch.map((r, i) => {
      const key = keys[i]!;
      if (!key || refuseKey(key, nowMs) || refuseScope(key, r.scope)) return { keyId: null, limit: 0 };
      return { keyId: key.id, limit: limitsFor(key.plan, key.ai_call_limit).standard };
    });
    const outcome = await admitStandardBatch(db, countable, nowMs, windowMs, epoch, cache.windows, riders);
    riders = null;
    if (outcome === 'epoch-moved') {
      cache.byHash.clear();
      continue;
    }
    return batch.map((_, i) => ({ key: keys[i]!, state: outcome[i]!, atMs: nowMs, found: found[i] ?? null }));
  }
  throw Object.assign(new Error('keys kept changing while this batch was judged'), { code: 'ETIMEDOUT' });
}

/**
 * Reads the keys the cache lacks, with the epoch read first so a row is never newer than its tag.
 * When the epoch has moved, everything cached before is dropped and read again.
 */
async function readMissingKeys(db: Db, cache: KeyCache, hexes: string[]): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const missing = [...new Set(hexes.filter((h) => !cache.byHash.has(h)))];
    if (missing.length === 0 && cache.epoch !== null) return;
    const results = await queryResults<[Array<{ n: number | string }>, Array<KeyWithCompany & { key_hash: Buffer }>]>(
      db,
      `SELECT n FROM auth_epoch WHERE id = 1;
SELECT ${KEY_COLUMNS} FROM api_keys k JOIN companies c ON c.id = k.company_id WHERE k.key_hash IN (?)`,
      [missing.length ? missing.map((h) => Buffer.from(h, 'hex')) : [Buffer.alloc(0)]],
    );
    const epoch = Number(results[0][0]?.n ?? Number.NaN);
    // A moved epoch makes every older row suspect; a full cache is emptied to bound memory.
    const dropped = cache.epoch !== epoch || cache.byHash.size + results[1].length > CACHE_LIMIT;
    if (dropped) cache.byHash.clear();
    cache.epoch = epoch;
    for (const { key_hash, ...row } of results[1]) cache.byHash.set(key_hash.toString('hex'), row as KeyWithCompany);
    // Not found at an unmoved epoch: unknown keys (never kept). After a drop, read the rest too.
    const asked = new Set(missing);
    if (!dropped || hexes.every((h) => asked.has(h))) return;
  }
  throw Object.assign(new Error('keys kept changing while this batch was read'), { code: 'ETIMEDOUT' });
}
