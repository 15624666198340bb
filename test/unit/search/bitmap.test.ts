import { describe, expect, it } from 'vitest';
import {
  BASE_POSITION,
  BitsAccumulator,
  BLOCK_SIZE,
  WORDS,
  bitWords,
  nextPosition,
  pagePositions,
  positionBetween,
  rebuildPosition,
  shiftUp,
  type BitsRow,
} from '../../../src/domain/search/bitmap';

describe('positions', () => {
  it('a rebuild uses 15 slots of every 16, in rank order', () => {
    const ps = Array.from({ length: 32 }, (_, r) => rebuildPosition(r) - BASE_POSITION);
    expect(ps.slice(0, 16)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16]);
    expect(new Set(ps.map((p) => p % 16))).not.toContain(15);
  });

  it('appends keep the free slot pattern', () => {
    expect(nextPosition(BASE_POSITION + 13)).toBe(BASE_POSITION + 14);
    expect(nextPosition(BASE_POSITION + 14)).toBe(BASE_POSITION + 16);
  });

  it.each([
    [null, null, BASE_POSITION],
    [null, 100, 98],
    [BASE_POSITION + 3, null, BASE_POSITION + 4],
    [10, 20, 15],
    [10, 12, 11],
    [10, 11, null],
  ])('between %s and %s: %s', (below, above, expected) => {
    expect(positionBetween(below, above)).toBe(expected);
  });

  it('shifts the run above the insertion point into the first free slot, highest first', () => {
    expect(shiftUp(10, [11, 12, 13, 15, 16], false)).toEqual([
      { from: 13, to: 14 },
      { from: 12, to: 13 },
      { from: 11, to: 12 },
    ]);
    expect(shiftUp(10, [11, 12], true)).toEqual([
      { from: 12, to: 13 },
      { from: 11, to: 12 },
    ]);
    // The run fills everything seen and more may follow: look further.
    expect(shiftUp(10, [11, 12], false)).toBeNull();
  });
});

describe('bits', () => {
  const row = (block: number, positions: number[], upto: number): BitsRow => {
    const words = new Array<bigint>(WORDS).fill(0n);
    for (const p of positions) words[Math.floor(p / 64)]! |= 1n << BigInt(p % 64);
    return { block, words, count: positions.length, upto };
  };

  it('bitWords sets one bit of one word', () => {
    const w = bitWords(BLOCK_SIZE * 7 + 130);
    expect(w.filter((x) => x !== 0n)).toEqual([1n << 2n]);
    expect(w[2]).toBe(4n);
  });

  it('pagePositions counts from the newest block and highest bit down', () => {
    // Block 9 holds 3 matches, block 4 holds 2: positions in result order.
    const rows = [row(4, [0, 700], 5), row(9, [1, 65, 1023], 3)];
    const all = [9 * BLOCK_SIZE + 1023, 9 * BLOCK_SIZE + 65, 9 * BLOCK_SIZE + 1, 4 * BLOCK_SIZE + 700, 4 * BLOCK_SIZE];
    expect(pagePositions(rows, 0, 10)).toEqual(all);
    expect(pagePositions(rows, 2, 2)).toEqual(all.slice(2, 4));
    expect(pagePositions(rows, 4, 2)).toEqual(all.slice(4));
    expect(pagePositions(rows, 5, 2)).toEqual([]);
  });

  it('only the rows covering the page are needed', () => {
    expect(pagePositions([row(4, [0, 700], 5)], 3, 1)).toEqual([4 * BLOCK_SIZE + 700]);
  });

  it('BitsAccumulator ORs positions per token and block', () => {
    const acc = new BitsAccumulator();
    acc.add(2, BLOCK_SIZE * 3 + 1);
    acc.add(2, BLOCK_SIZE * 3 + 64);
    acc.add(1, BLOCK_SIZE * 5);
    acc.add(2, BLOCK_SIZE * 4);
    expect(acc.list().map((r) => [r.tid, r.block, r.words.slice(0, 2)])).toEqual([
      [1, 5, [1n, 0n]],
      [2, 3, [2n, 1n]],
      [2, 4, [1n, 0n]],
    ]);
  });
});
