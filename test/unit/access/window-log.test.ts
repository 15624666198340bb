import { describe, expect, it } from 'vitest';
import { fromRows, record, slide, type WindowLog } from '../../../src/domain/rate-limit/window-log';

const T = Date.UTC(2026, 10, 22, 12, 0, 0);
const W = 60_000;

describe('window log (R6): a process copy of one key standard window', () => {
  it('slides exactly: a hit judged at t counts until t + window, and leaves at t + window', () => {
    const log: WindowLog = { version: 7, entries: [], total: 0 };
    record(log, T, 3, 8);
    record(log, T + 1_000, 2, 9);
    expect(slide(log, T + W - 1 - W)).toEqual({ count: 5, oldestMs: T, expired: false });
    // At now = T + W the hits judged at T are out (the store counts ts_ms > now - window).
    expect(slide(log, T + W - W)).toEqual({ count: 2, oldestMs: T + 1_000, expired: true });
    expect(log.entries).toEqual([[T + 1_000, 2]]);
    expect(slide(log, T + 1_000)).toEqual({ count: 0, oldestMs: null, expired: true });
  });

  it('record merges hits of one instant, keeps the order when a clock steps back, and always takes the version', () => {
    const log: WindowLog = { version: 1, entries: [], total: 0 };
    record(log, T + 500, 1, 2);
    record(log, T + 500, 4, 3);
    record(log, T + 100, 2, 4);
    record(log, T + 900, 0, 5);
    expect(log).toEqual({ version: 5, entries: [[T + 100, 2], [T + 500, 5]], total: 7 });
    // The front is the oldest, so sliding past it drops it.
    expect(slide(log, T + 100)).toEqual({ count: 5, oldestMs: T + 500, expired: true });
  });

  it('fromRows groups the store rows by instant, in order, whatever order they came in', () => {
    const log = fromRows(42, [
      { ts: T + 20, n: 1 },
      { ts: T + 10, n: 2 },
      { ts: T + 20, n: 3 },
    ]);
    expect(log).toEqual({ version: 42, entries: [[T + 10, 2], [T + 20, 4]], total: 6 });
    expect(slide(log, T)).toEqual({ count: 6, oldestMs: T + 10, expired: false });
  });
});
