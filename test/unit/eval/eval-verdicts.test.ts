import { describe, expect, it } from 'vitest';
import { advanceAgreement, percentile, signStability } from '../../../scripts/eval-verdicts';

describe('eval:score verdict figures', () => {
  it('counts precision and recall of scores at or above the pass mark against ratings of 5.5 or more', () => {
    // advanced: 70, 90, 71 (the 69 is not); top group: 5.5, 6, 7
    const g = advanceAgreement([70, 90, 69, 71, 40], [5.5, 3, 6, 7, 2]);
    expect(g).toEqual({ advanced: 3, top: 3, both: 2, precision: 2 / 3, recall: 2 / 3 });
  });

  it('reports precision as undefined when nobody advances, instead of 0 or 1', () => {
    expect(advanceAgreement([10, 20], [6, 2]).precision).toBeNaN();
  });

  it('takes nearest-rank percentiles', () => {
    const xs = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect([percentile(xs, 0.1), percentile(xs, 0.5), percentile(xs, 0.9)]).toEqual([1, 5, 9]);
  });

  it('flags a signal whose correlation changes sign between the halves, and not one that keeps it', () => {
    const ratings = [1, 2, 3, 4, 1, 2, 3, 4];
    const inA = [true, true, true, true, false, false, false, false];
    const [steady, flips] = signStability(
      { steady: [1, 2, 3, 4, 2, 3, 4, 5], flips: [1, 2, 3, 4, 4, 3, 2, 1] },
      ratings,
      inA,
    );
    expect(steady).toMatchObject({ name: 'steady', flips: false });
    expect(flips).toMatchObject({ name: 'flips', flips: true });
    expect(flips!.a).toBeGreaterThan(0);
    expect(flips!.b).toBeLessThan(0);
  });
});
