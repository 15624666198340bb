import { describe, expect, it } from 'vitest';
import { nextPollWaitMs as nextWaitMs, parseRetryAfter, POLL_SCHEDULE, scheduledWaitMs } from '../../src/index.js';

describe('poll schedule (spec: 1 s, x1.5, cap 15 s, 12 polls)', () => {
  it('waits 1, 1.5, 2.25 ... seconds, capped at 15, for 12 polls, then gives up', () => {
    const waits: number[] = [];
    for (let polls = 0; ; polls++) {
      const w = nextWaitMs(polls);
      if (w === null) break;
      waits.push(w);
    }
    expect(waits).toEqual([1000, 1500, 2250, 3375, 5062.5, 7593.75, 11390.625, 15000, 15000, 15000, 15000, 15000]);
    expect(waits).toHaveLength(POLL_SCHEDULE.maxPolls);
    expect(nextWaitMs(12)).toBeNull();
    expect(nextWaitMs(40)).toBeNull();
  });

  it.each([
    [1, 1000],
    [2, 1500],
    [3, 2250],
    [7, 11390.625],
    [8, 15000],
    [12, 15000],
  ])('scheduled wait before poll %i is %d ms', (n, ms) => {
    expect(scheduledWaitMs(n)).toBe(ms);
  });

  it.each([
    ['server hint above the schedule raises the wait', 0, 2, 2000],
    ['server hint below the schedule is ignored', 5, 1, 7593.75],
    ['no hint keeps the schedule', 3, null, 3375],
    ['a 429 Retry-After beyond the cap is honoured in full', 9, 60, 60000],
    ['zero seconds changes nothing', 0, 0, 1000],
  ] as const)('%s', (_name, polls, retryAfter, expected) => {
    expect(nextWaitMs(polls, retryAfter)).toBe(expected);
  });

  it('a Retry-After moves one wait only: the schedule goes on from where it was', () => {
    expect(nextWaitMs(1, 30)).toBe(30000);
    expect(nextWaitMs(2, null)).toBe(2250);
  });

  it('a Retry-After does not buy polls past the limit', () => {
    expect(nextWaitMs(12, 1)).toBeNull();
  });

  it.each([
    ['3', 3],
    [' 10 ', 10],
    ['0', 0],
    [null, null],
    [undefined, null],
    ['soon', null],
    ['-1', null],
    ['1.5', null],
    ['Wed, 21 Oct 2015 07:28:10 GMT', 10],
    ['Wed, 21 Oct 2015 07:27:00 GMT', 0],
  ] as const)('parseRetryAfter(%j) = %j', (value, expected) => {
    expect(parseRetryAfter(value, Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(expected);
  });
});
