// Upkeep of the candidate search index: placing candidates in position order, writing batches under
// the index lock, and rebuilding an index of an older version.
import type { PoolConnection } from 'mysql2/promise';
import {
  findCandidates,
  streamVisibleCandidates,
  upsertCandidates,
  type CandidateContent,
  type StoredCandidate,
} from '../db/candidates.repository';
import {
  clearBits,
  deletePositions,
  highestPosition,
  indexIsCurrent,
  insertPositions,
  lockIndex,
  neighbour,
  positionsAbove,
  positionsOf,
  setBits,
  unlockIndex,
  upsertTokens,
  type PositionRow,
} from '../db/search-index.repository';
import type { Db } from '../db/pool';
import { BitsAccumulator, positionBetween, shiftUp, BASE_POSITION, nextPosition } from '../domain/search/bitmap';
import { toRecord, type CandidateInput, type CandidateRecord } from '../domain/search/candidate-input';
import { candidateTokens } from '../domain/search/tokens';
import { IndexBuilder, type BuildStats } from './seed/index-builder';

const UPGRADE_RETRY_MS = 60_000;
const upgrades = new WeakMap<Db, { done: Promise<boolean>; retryAt: number }>();

/**
 * Rebuilds an index written by an older tokeniser (no current version token), in the background
 * of the first read that finds it; the index lock makes it one rebuild for all processes. While
 * another writer holds the lock, or after a failure, a read a minute later tries again. Resolves
 * true once the index is current.
 */
export function upgradeIndex(db: Db): Promise<boolean> {
  const last = upgrades.get(db);
  if (last && Date.now() < last.retryAt) return last.done;
  const entry = { done: Promise.resolve(false), retryAt: Infinity };
  entry.done = withIndexLock(db, (conn) => ensureCurrentIndex(conn), 0).then(
    () => true,
    () => false,
  );
  void entry.done.then(() => {
    entry.retryAt = Date.now() + UPGRADE_RETRY_MS;
  });
  upgrades.set(db, entry);
  return entry.done;
}

/** On a connection holding the index lock: rebuilds the index unless it has the current version. */
export async function ensureCurrentIndex(conn: PoolConnection): Promise<void> {
  if (!(await indexIsCurrent(conn))) await rebuildIndex(conn);
}

export function storedToInput(row: StoredCandidate): CandidateInput {
  return {
    id: row.id,
    name: row.name,
    headline: row.headline,
    summary: row.summary,
    location: row.location,
    skills: JSON.parse(row.skills) as string[],
    experience_years: row.experience_years,
    updated_at: row.updated_at,
    privacy: {
      public_profile: row.public_profile === 1,
      discoverable: row.discoverable === 1,
      ai_matching: row.ai_matching === 1,
    },
  };
}

export function recordToContent(r: CandidateRecord): CandidateContent {
  return {
    id: r.id,
    name: r.name,
    headline: r.headline,
    summary: r.summary,
    location: r.location,
    skills: r.skills,
    experience_years: r.experience_years,
    public_profile: r.public_profile,
    discoverable: r.discoverable,
    ai_matching: r.ai_matching,
    updated_at: r.updated_at,
  };
}

/** Sort key order: (updated_at, id), both ascending. */
function compareKey(a: { updated_at: Date; id: string }, b: { updated_at: Date; id: string }): number {
  const d = a.updated_at.getTime() - b.updated_at.getTime();
  return d !== 0 ? d : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Writes a batch of profiles and brings the index up to date, on a connection that holds the
 * index lock and has a transaction open (the caller commits or rolls back the whole batch).
 * Within the batch the last profile of an id wins.
 */
export async function applyBatch(conn: PoolConnection, records: readonly CandidateRecord[], now: Date): Promise<void> {
  const byId = new Map(records.map((r) => [r.id, r]));
  const batch = [...byId.values()];
  const ids = batch.map((r) => r.id);
  const before = await findCandidates(conn, ids);
  const placed = new Map((await positionsOf(conn, ids)).map((p) => [p.id, p]));
  await upsertCandidates(conn, batch.map(recordToContent), now);

  const deltas = new Map<string, number>();
  const bump = (tokens: readonly string[], by: number) => {
    for (const t of tokens) deltas.set(t, (deltas.get(t) ?? 0) + by);
  };
  const removed: Array<{ tokens: string[]; pos: number }> = [];
  const kept = new Map<string, number>();
  for (const row of before) {
    const at = placed.get(row.id);
    if (!at) continue;
    const tokens = candidateTokens(toRecord(storedToInput(row)));
    bump(tokens, -1);
    removed.push({ tokens, pos: at.pos });
    const next = byId.get(row.id)!;
    if (next.visible && compareKey(next, at) === 0) kept.set(row.id, at.pos);
  }
  const added = batch.filter((r) => r.visible).map((r) => ({ rec: r, tokens: candidateTokens(r) }));
  for (const a of added) bump(a.tokens, +1);
  const tids = await upsertTokens(conn, deltas);

  const clear = new BitsAccumulator();
  for (const r of removed) for (const t of r.tokens) clear.add(tids.get(t)!, r.pos);
  await clearBits(conn, clear.list());
  await deletePositions(
    conn,
    [...placed.keys()].filter((id) => !kept.has(id)),
  );

  const pending = new Map(kept);
  const toPlace = added
    .filter((a) => !kept.has(a.rec.id))
    .map((a) => a.rec)
    .sort(compareKey);
  // Most imports are newer than everything indexed: those are appended without look-ups.
  const top = await highestPosition(conn);
  const middle = top === null ? [] : toPlace.filter((r) => compareKey(r, top) < 0);
  for (const rec of middle) {
    const pos = await placeBetween(conn, rec, pending);
    await insertPositions(conn, [{ pos, id: rec.id, updated_at: rec.updated_at }]);
    pending.set(rec.id, pos);
  }
  let last = middle.length ? ((await highestPosition(conn))?.pos ?? null) : (top?.pos ?? null);
  const appends: PositionRow[] = [];
  for (const rec of toPlace.slice(middle.length)) {
    last = last === null ? BASE_POSITION : nextPosition(last);
    appends.push({ pos: last, id: rec.id, updated_at: rec.updated_at });
    pending.set(rec.id, last);
  }
  await insertPositions(conn, appends);

  const set = new BitsAccumulator();
  for (const a of added) for (const t of a.tokens) set.add(tids.get(t)!, pending.get(a.rec.id)!);
  await setBits(conn, set.list());
}

/** A free position between the record's neighbours, shifting neighbours up when there is none. */
async function placeBetween(conn: PoolConnection, rec: CandidateRecord, pending: Map<string, number>): Promise<number> {
  const below = await neighbour(conn, rec.updated_at, rec.id, 'below');
  const above = await neighbour(conn, rec.updated_at, rec.id, 'above');
  const free = positionBetween(below?.pos ?? null, above?.pos ?? null);
  if (free !== null) return free;
  for (let look = 64; ; look *= 4) {
    const seen = await positionsAbove(conn, below!.pos, look);
    const moves = shiftUp(
      below!.pos,
      seen.map((p) => p.pos),
      seen.length < look,
    );
    if (moves === null) continue;
    const at = new Map(seen.map((p) => [p.pos, p]));
    await relocate(
      conn,
      moves.map(({ from, to }) => ({ ...at.get(from)!, to })),
      pending,
    );
    return below!.pos + 1;
  }
}

/** Moves placed candidates to free positions: their bits (unless still pending) and their rows. */
async function relocate(
  conn: PoolConnection,
  moves: ReadonlyArray<PositionRow & { to: number }>,
  pending: Map<string, number>,
): Promise<void> {
  const settled = moves.filter((m) => !pending.has(m.id));
  for (const m of moves) if (pending.has(m.id)) pending.set(m.id, m.to);
  if (settled.length) {
    const rows = new Map(
      (
        await findCandidates(
          conn,
          settled.map((m) => m.id),
        )
      ).map((r) => [r.id, r]),
    );
    const tokensOf = new Map(settled.map((m) => [m.id, candidateTokens(toRecord(storedToInput(rows.get(m.id)!)))]));
    const tids = await upsertTokens(conn, new Map([...tokensOf.values()].flat().map((t) => [t, 0])));
    const off = new BitsAccumulator();
    const on = new BitsAccumulator();
    for (const m of settled) {
      for (const t of tokensOf.get(m.id)!) {
        off.add(tids.get(t)!, m.pos);
        on.add(tids.get(t)!, m.to);
      }
    }
    // Every clear before any set: a position vacated by one candidate may be taken by another.
    await clearBits(conn, off.list());
    await setBits(conn, on.list());
  }
  await deletePositions(
    conn,
    moves.map((m) => m.id),
  );
  await insertPositions(
    conn,
    moves.map((m) => ({ pos: m.to, id: m.id, updated_at: m.updated_at })),
  );
}

export class IndexBusyError extends Error {
  constructor() {
    super('another import, seed or reindex is writing the candidate index; try again when it has finished');
  }
}

/** Runs fn on one connection that holds the index lock for its whole duration. */
export async function withIndexLock<T>(db: Db, fn: (conn: PoolConnection) => Promise<T>, waitSeconds = 10): Promise<T> {
  const conn = await db.getConnection();
  try {
    if (!(await lockIndex(conn, waitSeconds))) throw new IndexBusyError();
    try {
      return await fn(conn);
    } finally {
      await unlockIndex(conn);
    }
  } finally {
    conn.release();
  }
}

/**
 * One batch in one transaction: all of it or none of it. An index of an older version is rebuilt
 * first, so that no index mixes two foldings.
 */
export async function writeBatch(conn: PoolConnection, records: readonly CandidateRecord[], now: Date): Promise<void> {
  await ensureCurrentIndex(conn);
  await conn.query('START TRANSACTION');
  try {
    await applyBatch(conn, records, now);
    await conn.query('COMMIT');
  } catch (err) {
    await conn.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

/** Rebuilds the whole index from the candidates table (after a taxonomy change, or to compact). */
export async function rebuildIndex(conn: PoolConnection): Promise<BuildStats> {
  const builder = new IndexBuilder();
  for await (const row of streamVisibleCandidates(conn) as AsyncIterable<StoredCandidate>)
    builder.add(toRecord(storedToInput(row)));
  return builder.write(conn);
}
