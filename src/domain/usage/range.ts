import { utcDay } from './status-class';

/** A company may read at most this many days of usage per request, both ends included. */
export const MAX_USAGE_DAYS = 90;
/** Days read when no `from` is given: the 30 days ending with `to`. */
export const DEFAULT_USAGE_DAYS = 30;

export type UsageRange = { ok: true; from: string; to: string } | { ok: false; path: string; message: string };

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a YYYY-MM-DD calendar date at 00:00 UTC; null when it is no such date. */
export function parseDay(text: string): number | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return utcDay(ms) === text ? ms : null;
}

/**
 * The inclusive day range of a usage request. `to` defaults to today (UTC) and `from` to the
 * DEFAULT_USAGE_DAYS days ending with `to`; from after to, or more than MAX_USAGE_DAYS, is refused.
 */
export function usageRange(from: string | undefined, to: string | undefined, nowMs: number): UsageRange {
  const toMs = to === undefined ? parseDay(utcDay(nowMs))! : parseDay(to);
  if (toMs === null) return { ok: false, path: 'to', message: 'must be a calendar date as YYYY-MM-DD' };
  const fromMs = from === undefined ? toMs - (DEFAULT_USAGE_DAYS - 1) * DAY_MS : parseDay(from);
  if (fromMs === null) return { ok: false, path: 'from', message: 'must be a calendar date as YYYY-MM-DD' };
  if (fromMs > toMs) return { ok: false, path: 'from', message: 'must not be after to' };
  const days = (toMs - fromMs) / DAY_MS + 1;
  if (days > MAX_USAGE_DAYS)
    return {
      ok: false,
      path: 'from',
      message: `the range covers ${days} days; at most ${MAX_USAGE_DAYS} (both ends included) per request`,
    };
  return { ok: true, from: utcDay(fromMs), to: utcDay(toMs) };
}
