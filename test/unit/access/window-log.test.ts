import { describe, expect, it } from 'vitest';
import {
  dropUpTo,
  fromRows,
  newestOf,
  record,
  windowSince,
  type WindowLog,
} from '../../../src/domain/rate-limit/window-log';
import { mulberry32 } from '../../../src/domain/random';

const T = Date.UTC(2026, 10, 22, 12, 0, 0);
const W = 60_000;

describe('window log (R6): a process copy of one key standard window', () => {
  it('counts exactly: a hit judged at t counts until t + window, and leaves at t + window', () => {
    const log: WindowLog = { version: 7, entries: [], total: 0 };
    record(log, T, 3, 8);
    record(log, T + 1_000, 2, 9);
    expect(windowSince(log, T + W - 1 - W)).toEqual({ count: 5, oldestMs: T });
    // At now = T + W the hits judged at T are out (the store counts ts_ms > now - window).
    expect(windowSince(log, T + W - W)).toEqual({ count: 2, oldestMs: T + 1_000 });
    expect(windowSince(log, T + 1_000)).toEqual({ count: 0, oldestMs: null });
    // Counting drops nothing: a request judged earlier (it reached the store late) still sees them.
    expect(log.entries).toEqual([
      [T, 3],
      [T + 1_000, 2],
    ]);
  });

  it('R6: hits judged after the request count too (they share its later intervals)', () => {
    const log = fromRows(1, [
      { ts: T, n: 3 },
      { ts: T + W + 2, n: 1 },
    ]);
    expect(windowSince(log, T + W - 1 - W)).toEqual({ count: 4, oldestMs: T });
  });

  it('dropUpTo drops the front up to an instant and says whether it dropped anything', () => {
    const log = fromRows(1, [
      { ts: T, n: 3 },
      { ts: T + 10, n: 1 },
      { ts: T + 20, n: 2 },
    ]);
    expect(dropUpTo(log, T - 1)).toBe(false);
    expect(dropUpTo(log, T + 10)).toBe(true);
    expect(log).toEqual({ version: 1, entries: [[T + 20, 2]], total: 2 });
    expect(newestOf(log)).toBe(T + 20);
    expect(dropUpTo(log, T + 20)).toBe(true);
    expect(newestOf(log)).toBeNull();
  });

  it('record merges hits of one instant, keeps the order when a clock steps back, and always takes the version', () => {
    const log: WindowLog = { version: 1, entries: [], total: 0 };
    record(log, T + 500, 1, 2);
    record(log, T + 500, 4, 3);
    record(log, T + 100, 2, 4);
    record(log, T + 900, 0, 5);
    expect(log).toEqual({
      version: 5,
      entries: [
        [T + 100, 2],
        [T + 500, 5],
      ],
      total: 7,
    });
    // The front is the oldest, so dropping up to it drops it.
    expect(dropUpTo(log, T + 100)).toBe(true);
    expect(windowSince(log, T + 100)).toEqual({ count: 5, oldestMs: T + 500 });
  });

  it('fromRows groups the store rows by instant, in order, whatever order they came in', () => {
    const log = fromRows(42, [
      { ts: T + 20, n: 1 },
      { ts: T + 10, n: 2 },
      { ts: T + 20, n: 3 },
    ]);
    expect(log).toEqual({
      version: 42,
      entries: [
        [T + 10, 2],
        [T + 20, 4],
      ],
      total: 6,
    });
    expect(windowSince(log, T)).toEqual({ count: 6, oldestMs: T + 10 });
  });

  it('windowSince resumes where it stopped and still counts exactly, whatever drops, records and steps back come between', () => {
    const log: WindowLog = { version: 0, entries: [], total: 0 };
    const hits: Array<[number, number]> = [];
    // mulberry32: a seeded generator whose low bits are not periodic; its 32-bit output, modulo n.
    const next = mulberry32(7);
    const rnd = (n: number) => (next() * 4294967296) % n;
    let t = T;
    for (let step = 0; step < 5_000; step++) {
      t += rnd(50);
      const op = rnd(10);
      if (op < 5) {
        const at = t - (rnd(20) === 0 ? rnd(W + 20_000) : 0); // now and then a batch judged far back
        const n = 1 + rnd(3);
        record(log, at, n, step);
        hits.push([at, n]);
      } else if (op < 6) {
        const upTo = t - W - 10_000 - rnd(5_000);
        dropUpTo(log, upTo);
        hits.splice(0, hits.length, ...hits.filter(([ts]) => ts > upTo));
      } else {
        const since = t - W - (rnd(8) === 0 ? rnd(20_000) : 0);
        const after = hits.filter(([ts]) => ts > since);
        const oldest = after.length ? Math.min(...after.map(([ts]) => ts)) : null;
        expect(windowSince(log, since)).toEqual({ count: after.reduce((a, [, n]) => a + n, 0), oldestMs: oldest });
      }
    }
  });
});
