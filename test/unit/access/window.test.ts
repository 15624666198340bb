import { describe, expect, it } from 'vitest';
import { rateLimitHeaders, reportWindow } from '../../../src/domain/rate-limit/window';

const W = 60_000;
const NOW = 1_800_000_000_500;

describe('window report (R8)', () => {
  it('nothing counted: full remaining, reset is now', () => {
    const r = reportWindow('standard', { admitted: true, count: 0, oldestMs: null }, 60, W, NOW);
    expect(r).toMatchObject({ limit: 60, remaining: 60, reset: Math.ceil(NOW / 1000), retryAfter: null });
  });

  it('reset is when the oldest counted request leaves the window', () => {
    const r = reportWindow('standard', { admitted: true, count: 3, oldestMs: NOW - 10_000 }, 60, W, NOW);
    expect(r.remaining).toBe(57);
    expect(r.reset).toBe(Math.ceil((NOW + 50_000) / 1000));
  });

  it('rejected: Retry-After = max(1, ceil(reset - now)), never negative remaining', () => {
    const r = reportWindow('standard', { admitted: false, count: 60, oldestMs: NOW - 59_999 }, 60, W, NOW);
    expect(r.remaining).toBe(0);
    expect(r.retryAfter).toBe(1);
    const r2 = reportWindow('ai', { admitted: false, count: 100, oldestMs: NOW - 1_000 }, 100, 86_400_000, NOW);
    expect(r2.retryAfter).toBe(86_399);
    const shrunk = reportWindow('ai', { admitted: true, count: 120, oldestMs: NOW }, 100, 86_400_000, NOW);
    expect(shrunk.remaining).toBe(0);
  });

  it('headers carry the spec fields and the IETF draft fields', () => {
    const r = reportWindow('standard', { admitted: false, count: 60, oldestMs: NOW - 30_000 }, 60, W, NOW);
    expect(rateLimitHeaders(r, W, NOW)).toEqual({
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(Math.ceil((NOW + 30_000) / 1000)),
      'RateLimit-Policy': '"standard";q=60;w=60',
      RateLimit: '"standard";r=0;t=30',
      'Retry-After': '30',
    });
  });
});
