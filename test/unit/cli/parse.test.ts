import { describe, expect, it } from 'vitest';
import { parseDuration, parseGrace, parseIsoDate, parseSince } from '../../../cli/parse';

const TEN_YEARS = 3_650 * 86_400_000;
const message = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return { message: (e as Error).message, exitCode: (e as { exitCode?: number }).exitCode };
  }
  return undefined;
};

describe('parseDuration', () => {
  it.each([
    ['90d', 90 * 86_400_000],
    ['12h', 12 * 3_600_000],
    ['30m', 30 * 60_000],
    ['3650d', TEN_YEARS],
  ])('%s', (v, ms) => expect(parseDuration('--expires-in', v, TEN_YEARS)).toBe(ms));

  it.each(['999999999999d', '3000000d', '3651d', '87601h'])(
    '%s is past the cap: exit 2, no invalid or unstorable date',
    (v) => {
      expect(message(() => parseDuration('--expires-in', v, TEN_YEARS))).toEqual({
        message: `--expires-in must be at most 3650d, got "${v}"`,
        exitCode: 2,
      });
    },
  );

  it.each(['soon', '0d', '-1d', '1y', '99999999999999999999d'])('%s is refused', (v) => {
    expect(message(() => parseDuration('--expires-in', v, TEN_YEARS))?.exitCode).toBe(2);
  });
});

describe('parseIsoDate', () => {
  it.each([
    ['2027-02-28', '2027-02-28T00:00:00.000Z'],
    ['2028-02-29', '2028-02-29T00:00:00.000Z'],
    ['2030-12-31T23:59:59.999Z', '2030-12-31T23:59:59.999Z'],
    ['2030-06-01T10:00+02:00', '2030-06-01T08:00:00.000Z'],
  ])('%s', (v, iso) => expect(parseIsoDate('--expires-at', v).toISOString()).toBe(iso));

  it.each([
    '2027-02-30',
    '2027-02-29',
    '2100-02-29',
    '2027-04-31',
    '2027-13-01',
    '2027-00-10',
    '2027-01-00',
    '2027-01-01T24:00',
    '2027-01-01T23:60',
    '2027-01-01T10:00+24:00',
  ])('%s does not exist: exit 2 instead of rolling over', (v) => {
    expect(message(() => parseIsoDate('--expires-at', v))).toEqual({
      message: `--expires-at is not a valid date: "${v}"`,
      exitCode: 2,
    });
  });

  it('a shape that is not ISO 8601', () => {
    expect(message(() => parseIsoDate('--expires-at', 'next tuesday'))?.message).toBe(
      '--expires-at must be an ISO 8601 date or time, got "next tuesday"',
    );
  });
});

describe('parseGrace (keys roll --expire-old-in)', () => {
  const MAX = 30 * 86_400_000;
  it.each([
    ['0', 0],
    ['0h', 0],
    ['45s', 45_000],
    ['90m', 5_400_000],
    ['24h', 86_400_000],
    ['30d', MAX],
  ])('%s is %d ms', (value, ms) => {
    expect(parseGrace('--expire-old-in', value, MAX)).toBe(ms);
  });

  it.each([
    ['-1', /must not be negative/],
    ['-2h', /must not be negative/],
    ['12', /must be 0 or look like 24h/],
    ['1.5h', /must be 0 or look like 24h/],
    ['soon', /must be 0 or look like 24h/],
    ['', /must be 0 or look like 24h/],
    ['31d', /must be at most 30d/],
  ])('%j is refused with exit 2', (value, text) => {
    expect(message(() => parseGrace('--expire-old-in', value, MAX))).toEqual({
      message: expect.stringMatching(text),
      exitCode: 2,
    });
  });
});

describe('parseSince (audit --since)', () => {
  const NOW = new Date(Date.UTC(2026, 10, 28, 12, 0, 0));
  it('reads a duration back from now, or a date', () => {
    expect(parseSince('--since', '30d', NOW)).toEqual(new Date(Date.UTC(2026, 9, 29, 12, 0, 0)));
    expect(parseSince('--since', '2026-11-01', NOW)).toEqual(new Date(Date.UTC(2026, 10, 1)));
  });

  it.each([
    ['2026-11-29', /in the future/],
    ['-1d', /must be a duration back from now/],
    ['0d', /must be positive/],
    ['yesterday', /must be an ISO 8601 date/],
  ])('%j is refused with exit 2', (value, text) => {
    expect(message(() => parseSince('--since', value, NOW))).toEqual({
      message: expect.stringMatching(text),
      exitCode: 2,
    });
  });
});
