// The statistics behind `npm run eval:match`: folds and intervals are deterministic for a seed,
// folds are balanced within each category, and an interval brackets the mean it is drawn around.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interval, mean, stratifiedFolds, summarise, type PerResume } from '../../../scripts/eval-stats';
import { mulberry32 } from '../../../src/domain/random';

describe('eval statistics', () => {
  it('the generator is deterministic for a seed and uniform in [0, 1)', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const xs = Array.from({ length: 2000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 2000 }, () => b()));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(Math.abs(mean(xs) - 0.5)).toBeLessThan(0.03);
  });

  it('stratified folds: every item in one fold, each category spread within one item per fold, same for a seed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 2, max: 10 }),
        (strata, k) => {
          const folds = stratifiedFolds(strata, k, 1);
          expect(folds).toEqual(stratifiedFolds(strata, k, 1));
          expect(folds.every((f) => Number.isInteger(f) && f >= 0 && f < k)).toBe(true);
          for (const s of new Set(strata)) {
            const counts = Array.from(
              { length: k },
              (_, f) => strata.filter((x, i) => x === s && folds[i] === f).length,
            );
            expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });

  it('bootstrap intervals are deterministic, ordered, and bracket the mean', () => {
    const next = mulberry32(3);
    const runs: PerResume = Array.from({ length: 120 }, () => {
      const x = next();
      return { top1: x < 0.5 ? 1 : 0, mrr: x, ndcg5: x * x };
    });
    const ci = interval(runs, 500, 1)!;
    expect(interval(runs, 500, 1)).toEqual(ci);
    const m = summarise(runs);
    for (const key of ['top1', 'mrr', 'ndcg5'] as const) {
      expect(ci[key][0]).toBeLessThanOrEqual(m[key]);
      expect(ci[key][1]).toBeGreaterThanOrEqual(m[key]);
      expect(ci[key][1] - ci[key][0]).toBeGreaterThan(0);
    }
    expect(interval(runs, 0, 1)).toBeNull();
  });

  it('an interval over identical figures has no width', () => {
    const runs: PerResume = Array.from({ length: 30 }, () => ({ top1: 1, mrr: 0.5, ndcg5: 0.25 }));
    expect(interval(runs, 200, 1)).toEqual({ top1: [1, 1], mrr: [0.5, 0.5], ndcg5: [0.25, 0.25] });
  });
});
