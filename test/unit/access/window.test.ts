import { describe, expect, it } from 'vitest';
import { deadUpTo, judgedAt, LATE_MS, rateLimitHeaders, reportWindow } from '../../../src/domain/rate-limit/window';

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
    // R8 literally: Reset 1800086400 (whole seconds), now 1800000000.5: ceil(86399.5) = 86400.
    const r2 = reportWindow('ai', { admitted: false, count: 100, oldestMs: NOW - 1_000 }, 100, 86_400_000, NOW);
    expect(r2.reset).toBe(1_800_086_400);
    expect(r2.retryAfter).toBe(86_400);
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
      // R8: Reset is 1800000031 (whole seconds) and now 1800000000.5, so ceil(30.5); the IETF
      // field keeps the exact delta to the instant.
      'Retry-After': '31',
    });
  });

  it('R8: Retry-After = max(1, ceil(Reset - now)) from the Reset the response sends, to the millisecond', () => {
    // Observed: Reset 1800086401, now 1800000001.5: 86399.5 -> 86400 (the exact instant would give 86399).
    const at = 1_800_000_001_500;
    const r = reportWindow('ai', { admitted: false, count: 100, oldestMs: 1_800_000_000_200 }, 100, 86_400_000, at);
    expect(r.reset).toBe(1_800_086_401);
    expect(r.retryAfter).toBe(86_400);
    expect(rateLimitHeaders(r, 86_400_000, at)['Retry-After']).toBe('86400');
    // now on a whole second: no rounding either way; Reset already past: 1.
    expect(
      reportWindow('standard', { admitted: false, count: 60, oldestMs: 1_800_000_000_000 }, 60, W, 1_800_000_001_000)
        .retryAfter,
    ).toBe(59);
    expect(
      reportWindow('standard', { admitted: false, count: 60, oldestMs: 1_799_999_940_001 }, 60, W, 1_800_000_000_900)
        .retryAfter,
    ).toBe(1);
  });

  it('a limit of 0 (ai_call_limit = 0): Reset is now (R8), Retry-After the window length, never a 1 s that is never true', () => {
    const r = reportWindow('ai', { admitted: false, count: 0, oldestMs: null }, 0, 86_400_000, NOW);
    expect(r).toMatchObject({ limit: 0, remaining: 0, reset: Math.ceil(NOW / 1000), retryAfter: 86_400 });
    expect(rateLimitHeaders(r, 86_400_000, NOW)).toMatchObject({
      'Retry-After': '86400',
      'X-RateLimit-Reset': String(Math.ceil(NOW / 1000)),
    });
  });
});

describe('judgedAt and deadUpTo (R6): requests that reach the store out of order', () => {
  it('a request is judged at its own time unless it is more than LATE_MS older than the newest hit', () => {
    expect(judgedAt(NOW, null)).toBe(NOW);
    expect(judgedAt(NOW, NOW - 5)).toBe(NOW);
    expect(judgedAt(NOW, NOW + LATE_MS)).toBe(NOW);
    expect(judgedAt(NOW, NOW + LATE_MS + 7)).toBe(NOW + 7);
  });

  it('only hits outside the window of every judgement to come are dead', () => {
    const newest = NOW;
    const earliestJudgement = judgedAt(Number.NEGATIVE_INFINITY, newest);
    // A judgement at t counts hits after t - window: the dead bound is exactly the first it cannot count.
    expect(deadUpTo(newest, W)).toBe(earliestJudgement - W);
  });
});
