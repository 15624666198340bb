import { describe, expect, it } from 'vitest';
import { ndcgAt, reciprocalRank, summarize, top1 } from '../../../src/domain/matching/metrics';

const rel = (...ids: string[]): Set<string> => new Set(ids);

describe('ranking metrics', () => {
  it('top1', () => {
    expect(top1(['a', 'b'], rel('a'))).toBe(1);
    expect(top1(['b', 'a'], rel('a'))).toBe(0);
    expect(top1([], rel('a'))).toBe(0);
  });

  it('reciprocal rank of the first relevant id', () => {
    expect(reciprocalRank(['a', 'b', 'c'], rel('a'))).toBe(1);
    expect(reciprocalRank(['x', 'y', 'c', 'a'], rel('a', 'c'))).toBeCloseTo(1 / 3);
    expect(reciprocalRank(['x', 'y'], rel('a'))).toBe(0);
  });

  it('NDCG@k with binary gains', () => {
    expect(ndcgAt(5, ['a', 'b', 'x'], rel('a', 'b'))).toBeCloseTo(1);
    // one relevant at rank 2: (1/log2 3) / 1
    expect(ndcgAt(5, ['x', 'a'], rel('a'))).toBeCloseTo(1 / Math.log2(3));
    // two relevant, found at ranks 1 and 3
    const ideal = 1 + 1 / Math.log2(3);
    expect(ndcgAt(5, ['a', 'x', 'b'], rel('a', 'b'))).toBeCloseTo((1 + 1 / Math.log2(4)) / ideal);
    // beyond the cut-off counts nothing
    expect(ndcgAt(2, ['x', 'y', 'a'], rel('a'))).toBe(0);
    expect(ndcgAt(5, ['a'], rel())).toBe(0);
  });

  it('summarizes means over queries', () => {
    const m = summarize([
      { ranked: ['a', 'b'], relevant: rel('a') },
      { ranked: ['b', 'a'], relevant: rel('a') },
    ]);
    expect(m.n).toBe(2);
    expect(m.top1).toBe(0.5);
    expect(m.mrr).toBeCloseTo(0.75);
    expect(m.ndcg5).toBeCloseTo((1 + 1 / Math.log2(3)) / 2);
    expect(summarize([])).toEqual({ top1: 0, mrr: 0, ndcg5: 0, n: 0 });
  });
});
