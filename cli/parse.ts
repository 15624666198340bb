import { CliError } from './io';

export function parseIntArg(name: string, value: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(value)) throw new CliError(`${name} must be a whole number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new CliError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

/** "90d", "12h", "30m" -> milliseconds, at most `maxMs` (a whole number of days). */
export function parseDuration(name: string, value: string, maxMs: number): number {
  const m = /^(\d{1,12})([dhm])$/.exec(value);
  if (!m) throw new CliError(`${name} must look like 90d, 12h or 30m, got "${value}"`);
  const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[m[2] as 'd' | 'h' | 'm'];
  const ms = Number(m[1]) * unit;
  if (ms <= 0) throw new CliError(`${name} must be positive`);
  if (ms > maxMs) throw new CliError(`${name} must be at most ${Math.floor(maxMs / 86_400_000)}d, got "${value}"`);
  return ms;
}

/** A grace period: "0" (none), or "90d", "24h", "30m", "45s"; at most `maxMs`. */
export function parseGrace(name: string, value: string, maxMs: number): number {
  if (/^\s*-/.test(value)) throw new CliError(`${name} must not be negative, got "${value}"`);
  const m = /^(\d{1,12})([dhms]?)$/.exec(value);
  if (!m || (m[2] === '' && Number(m[1]) !== 0))
    throw new CliError(`${name} must be 0 or look like 24h, 90m, 7d or 30s, got "${value}"`);
  const unit = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000, '': 0 }[m[2] as 'd' | 'h' | 'm' | 's' | ''];
  const ms = Number(m[1]) * unit;
  if (ms > maxMs) throw new CliError(`${name} must be at most ${Math.floor(maxMs / 86_400_000)}d, got "${value}"`);
  return ms;
}

/**
 * An ISO 8601 date ("2027-02-28", read as UTC midnight) or date and time (without an offset: local
 * time). The date must exist: JavaScript would read 2027-02-30 as 2 March.
 */
export function parseIsoDate(name: string, value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/.exec(
    value,
  );
  if (!m) throw new CliError(`${name} must be an ISO 8601 date or time, got "${value}"`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const calendar = new Date(Date.UTC(2000, month - 1, day));
  calendar.setUTCFullYear(year);
  const exists = month >= 1 && month <= 12 && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const [offH, offM] = [Number(m[8] ?? 0), Number(m[9] ?? 0)];
  const timeOk = hour <= 23 && minute <= 59 && second <= 59 && offH <= 23 && offM <= 59;
  const d = new Date(value);
  if (!exists || !timeOk || Number.isNaN(d.getTime())) throw new CliError(`${name} is not a valid date: "${value}"`);
  return d;
}

/**
 * A point in the past: a duration back from `now` ("30d", "12h", "45m") or an ISO 8601 date or
 * time. A time in the future selects nothing and is always a mistake.
 */
export function parseSince(name: string, value: string, now: Date): Date {
  if (/^\s*-/.test(value))
    throw new CliError(`${name} must be a duration back from now (30d) or a date, got "${value}"`);
  const since = /^\d+[dhm]$/.test(value)
    ? new Date(now.getTime() - parseDuration(name, value, 36_500 * 86_400_000))
    : parseIsoDate(name, value);
  if (since.getTime() > now.getTime()) throw new CliError(`${name} is in the future: ${since.toISOString()}`);
  return since;
}
