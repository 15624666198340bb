// The search index is a set of bitmaps, one per token, cut into blocks of 1,024 positions stored as
// sixteen 64-bit words per row. A candidate's position orders it: a higher position is a more recent
// (updated_at, id), so "most recent first" is "highest position first", and the k-th result of any
// filter is found by counting bits from the top. Positions are sparse integers: a rebuild leaves
// one free slot in every 16, so most inserts in the middle find a free slot between neighbours.

export const WORDS = 16;
export const BLOCK_SIZE = WORDS * 64;
/** First position a rebuild hands out; leaves room below for candidates older than everyone. */
export const BASE_POSITION = 2 ** 32;
const GROUP = 16;

export function blockOf(pos: number): number {
  return Math.floor(pos / BLOCK_SIZE);
}

/** The words of a block with only `pos` set. */
export function bitWords(pos: number): bigint[] {
  const words: bigint[] = new Array<bigint>(WORDS).fill(0n);
  const inBlock = pos % BLOCK_SIZE;
  words[Math.floor(inBlock / 64)] = 1n << BigInt(inBlock % 64);
  return words;
}

/** Position of the r-th oldest candidate after a rebuild: 15 used slots, then a free one. */
export function rebuildPosition(rank: number): number {
  return BASE_POSITION + Math.floor(rank / (GROUP - 1)) * GROUP + (rank % (GROUP - 1));
}

/** The position after `pos` for an append, keeping the one-in-16 free slot. */
export function nextPosition(pos: number): number {
  const next = pos + 1;
  return next % GROUP === GROUP - 1 ? next + 1 : next;
}

/**
 * A free position strictly between the neighbours (either may be missing), or null when they
 * are adjacent and a neighbour must move up to make room.
 */
export function positionBetween(below: number | null, above: number | null): number | null {
  if (below === null && above === null) return BASE_POSITION;
  if (below === null) return above! - 2;
  if (above === null) return nextPosition(below);
  if (above - below >= 2) return below + Math.floor((above - below) / 2);
  return null;
}

/**
 * To insert right above `below` when `below + 1` is taken: shift the run of occupied positions
 * above it up by one. `occupiedAbove` lists positions above `below` in ascending order; when it was
 * cut short (`complete` false) and the run fills all of it, the answer is null: look further.
 * Moves are listed highest first, so that no two candidates ever share a position.
 */
export function shiftUp(
  below: number,
  occupiedAbove: readonly number[],
  complete: boolean,
): Array<{ from: number; to: number }> | null {
  let end = below;
  let seen = 0;
  for (const p of occupiedAbove) {
    if (p !== end + 1) break;
    end = p;
    seen++;
  }
  if (seen === occupiedAbove.length && !complete) return null;
  const moves: Array<{ from: number; to: number }> = [];
  for (let p = end; p > below; p--) moves.push({ from: p, to: p + 1 });
  return moves;
}

export interface BitsRow {
  block: number;
  words: bigint[];
  /** Matches in this row. */
  count: number;
  /** Matches in this row and every higher block. */
  upto: number;
}

/** Positions of results offset .. offset+limit-1 (most recent first), from the rows covering them. */
export function pagePositions(rows: readonly BitsRow[], offset: number, limit: number): number[] {
  const out: number[] = [];
  const end = offset + limit;
  for (const row of [...rows].sort((a, b) => b.block - a.block)) {
    let index = row.upto - row.count;
    if (row.upto <= offset || index >= end) continue;
    for (let w = WORDS - 1; w >= 0 && index < end; w--) {
      const word = row.words[w]!;
      if (word === 0n) continue;
      for (let bit = 63; bit >= 0 && index < end; bit--) {
        if (((word >> BigInt(bit)) & 1n) === 0n) continue;
        if (index >= offset) out.push(row.block * BLOCK_SIZE + w * 64 + bit);
        index++;
      }
    }
  }
  return out;
}

/** OR-accumulates single positions into block rows, per token id. */
export class BitsAccumulator {
  private readonly rows = new Map<string, { tid: number; block: number; words: bigint[] }>();

  add(tid: number, pos: number): void {
    const block = blockOf(pos);
    const key = `${tid}:${block}`;
    let row = this.rows.get(key);
    if (!row) {
      row = { tid, block, words: new Array<bigint>(WORDS).fill(0n) };
      this.rows.set(key, row);
    }
    const bit = bitWords(pos);
    for (let w = 0; w < WORDS; w++) row.words[w]! |= bit[w]!;
  }

  get size(): number {
    return this.rows.size;
  }

  list(): Array<{ tid: number; block: number; words: bigint[] }> {
    return [...this.rows.values()].sort((a, b) => a.tid - b.tid || a.block - b.block);
  }
}
