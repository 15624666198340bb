import { describe, expect, it } from 'vitest';
import { MAX_USAGE_DAYS, parseDay, usageRange } from '../../../src/domain/usage/range';
import { statusClassOf, utcDay } from '../../../src/domain/usage/status-class';
import { UsageTally } from '../../../src/domain/usage/tally';

const NOW = Date.UTC(2026, 10, 28, 23, 59, 59);

describe('statusClassOf', () => {
  it.each([
    [200, '2xx'],
    [202, '2xx'],
    [400, '4xx'],
    [404, '4xx'],
    [422, '4xx'],
    [429, '429'],
    [500, '5xx'],
    [503, '5xx'],
    [504, '5xx'],
  ] as const)('%i is %s', (status, cls) => expect(statusClassOf(status)).toBe(cls));

  it('days are UTC days', () => {
    expect(utcDay(Date.UTC(2026, 10, 28, 23, 59, 59, 999))).toBe('2026-11-28');
    expect(utcDay(Date.UTC(2026, 10, 29))).toBe('2026-11-29');
  });
});

describe('usageRange', () => {
  it('defaults to the 30 days ending today (UTC)', () => {
    expect(usageRange(undefined, undefined, NOW)).toEqual({ ok: true, from: '2026-10-30', to: '2026-11-28' });
  });

  it('defaults from to 29 days before the given to', () => {
    expect(usageRange(undefined, '2026-03-01', NOW)).toEqual({ ok: true, from: '2026-01-31', to: '2026-03-01' });
  });

  it(`takes exactly ${MAX_USAGE_DAYS} days, both ends included, and refuses one more`, () => {
    expect(usageRange('2026-01-01', '2026-03-31', NOW)).toEqual({ ok: true, from: '2026-01-01', to: '2026-03-31' });
    expect(usageRange('2026-01-01', '2026-04-01', NOW)).toMatchObject({ ok: false, path: 'from' });
  });

  it('takes a single day', () => {
    expect(usageRange('2026-11-01', '2026-11-01', NOW)).toEqual({ ok: true, from: '2026-11-01', to: '2026-11-01' });
  });

  it.each([
    ['2026-11-02', '2026-11-01', 'from', 'after'],
    ['2026-02-29', '2026-03-01', 'from', 'calendar'],
    ['2026-11-01', '2026-13-01', 'to', 'calendar'],
    ['26-11-01', undefined, 'from', 'calendar'],
  ])('refuses from=%s to=%s naming %s', (from, to, path, says) => {
    const r = usageRange(from, to, NOW);
    expect(r).toMatchObject({ ok: false, path });
    expect(!r.ok && r.message).toContain(says);
  });

  it('knows leap days', () => {
    expect(parseDay('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(parseDay('2026-02-29')).toBeNull();
  });
});

describe('UsageTally', () => {
  it('adds requests of the same key, day, endpoint and class into one row, and keeps the latest use', () => {
    const t = new UsageTally();
    t.add('key_a', 'cmp_a', '/me', '2xx', '2026-11-28', 10);
    t.add('key_a', 'cmp_a', '/me', '2xx', '2026-11-28', 30);
    t.add('key_a', 'cmp_a', '/me', '2xx', '2026-11-28', 20);
    t.add('key_a', 'cmp_a', '/me', '429', '2026-11-28', 5);
    const b = t.take();
    expect(b.counts.map((c) => [c.statusClass, c.count])).toEqual([
      ['2xx', 3],
      ['429', 1],
    ]);
    expect(b.lastUsed.get('key_a')).toBe(30);
    expect(t.size).toBe(0);
  });

  it('a restored batch adds to what came since; past its bound it drops and says how much', () => {
    const t = new UsageTally(2);
    t.add('key_a', 'cmp_a', '/me', '2xx', '2026-11-28', 1);
    t.add('key_b', 'cmp_a', '/me', '2xx', '2026-11-28', 1);
    const failed = t.take();
    t.add('key_a', 'cmp_a', '/me', '2xx', '2026-11-28', 2);
    t.add('key_c', 'cmp_a', '/me', '2xx', '2026-11-28', 2);
    expect(t.restore(failed)).toBe(1); // key_b's row no longer fits
    const b = t.take();
    expect(Object.fromEntries(b.counts.map((c) => [c.keyId, c.count]))).toEqual({ key_a: 2, key_c: 1 });
    expect(b.lastUsed.get('key_b')).toBe(1);
    expect(t.add('key_d', 'cmp_a', '/me', '2xx', '2026-11-28', 3)).toBe(true);
  });
});
