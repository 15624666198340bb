import { describe, expect, it } from 'vitest';
import { averageRanks, spearman } from '../../../src/domain/scoring/spearman';

describe('averageRanks', () => {
  it('ranks from 1, in input order', () => {
    expect(averageRanks([30, 10, 20])).toEqual([3, 1, 2]);
  });

  it('gives ties the average of the ranks they span', () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    expect(averageRanks([5, 5, 5])).toEqual([2, 2, 2]);
    expect(averageRanks([2, 1, 2, 1, 3])).toEqual([3.5, 1.5, 3.5, 1.5, 5]);
  });
});

describe('spearman', () => {
  it('is 1 for any increasing relation and -1 for any decreasing one', () => {
    const x = [1, 2, 3, 4, 5];
    expect(spearman(x, [2, 4, 8, 16, 32])).toBeCloseTo(1, 12);
    expect(spearman(x, [50, 40, 30, 2, 1])).toBeCloseTo(-1, 12);
  });

  it('matches the textbook value without ties: 1 - 6*sum(d^2)/(n(n^2-1))', () => {
    const x = [86, 97, 99, 100, 101, 103, 106, 110, 112, 113];
    const y = [2, 20, 28, 27, 50, 29, 7, 17, 6, 12];
    expect(spearman(x, y)).toBeCloseTo(-29 / 165, 12);
  });

  it('uses average ranks for ties (Pearson on the ranks)', () => {
    // ranks x: 1, 2.5, 2.5, 4; ranks y: 1, 2, 3, 4 -> r = 4.5 / sqrt(4.5 * 5)
    expect(spearman([1, 2, 2, 3], [1, 2, 3, 4])).toBeCloseTo(4.5 / Math.sqrt(4.5 * 5), 12);
  });

  it('is symmetric and invariant under monotone transforms', () => {
    const x = [3, 1, 4, 1, 5, 9, 2, 6];
    const y = [2, 7, 1, 8, 2, 8, 1, 8];
    expect(spearman(x, y)).toBeCloseTo(spearman(y, x), 12);
    expect(
      spearman(
        x.map((v) => Math.exp(v)),
        y,
      ),
    ).toBeCloseTo(spearman(x, y), 12);
  });

  it('is NaN when undefined, and rejects bad input', () => {
    expect(spearman([1], [2])).toBeNaN();
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(() => spearman([1, 2], [1])).toThrow(/length/);
    expect(() => spearman([1, NaN], [1, 2])).toThrow(/finite/);
  });
});
