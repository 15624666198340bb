import { describe, expect, it } from 'vitest';
import { JOB_ID_PATTERN, newId, randomBase62 } from '../../../src/ids';

describe('ids (R10: job ids carry at least 128 random bits)', () => {
  it('are the prefix and 22 base62 characters; job ids match the pattern polls accept', () => {
    for (const prefix of ['job', 'key', 'cmp', 'req', 'rub', 'pst'] as const) {
      expect(newId(prefix)).toMatch(new RegExp(`^${prefix}_[0-9A-Za-z]{22}$`));
    }
    expect(newId('job')).toMatch(JOB_ID_PATTERN);
    expect(randomBase62(1)).toMatch(/^[0-9A-Za-z]$/);
    expect(randomBase62(300)).toHaveLength(300);
  });

  it('random base62 of the requested length, unique', () => {
    const ids = new Set(Array.from({ length: 2_000 }, () => randomBase62(22)));
    expect(ids.size).toBe(2_000);
    for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{22}$/);
  });

  it('never repeat, across many more ids than the 4 KiB byte pool holds', () => {
    const ids = new Set(Array.from({ length: 20_000 }, () => newId('req')));
    expect(ids.size).toBe(20_000);
  });

  it('use all 62 characters evenly (rejection sampling, no modulo bias)', () => {
    const counts = new Map<string, number>();
    const n = 62 * 4_000;
    for (const c of randomBase62(n)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // Expected 4,000 each, sd ~63: a modulo-biased draw (bytes 248-255 folded onto '0'-'7')
    // would put those eight near 4,840. The bounds are 8 sd wide.
    for (const [c, k] of counts) expect(k, c).toBeGreaterThan(3_500);
    for (const [c, k] of counts) expect(k, c).toBeLessThan(4_500);
  });
});
