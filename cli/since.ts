import { utcDay } from '../src/domain/usage/status-class';
import { CliError } from './io';
import { parseDuration, parseIsoDate } from './parse';

/** How far back `hiring usage --since` may reach. */
export const MAX_SINCE_DAYS = 366;

/**
 * `--since 30d` (the UTC day that long ago) or `--since 2026-11-01` (that day): the first day of
 * the range, which ends today. A day after today is refused, not read as an empty range.
 */
export function sinceDay(value: string, nowMs: number): string {
  const today = utcDay(nowMs);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = utcDay(parseIsoDate('--since', value).getTime());
    if (day > today) throw new CliError(`--since ${value} is in the future; today (UTC) is ${today}`);
    if (Date.parse(today) - Date.parse(day) >= MAX_SINCE_DAYS * 86_400_000)
      throw new CliError(`--since reaches back at most ${MAX_SINCE_DAYS} days`);
    return day;
  }
  if (value.startsWith('-'))
    throw new CliError(`--since must be a past duration like 30d or a date, got "${value}" (in the future)`);
  const ms = parseDuration('--since', value, MAX_SINCE_DAYS * 86_400_000);
  return utcDay(nowMs - ms);
}
