import { CliError } from './io';

export function parseIntArg(name: string, value: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(value)) throw new CliError(`${name} must be a whole number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new CliError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

export function parseNumberArg(name: string, value: string, min: number, max: number): number {
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new CliError(`${name} must be a number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new CliError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

/** "90d", "12h", "30m" -> milliseconds. */
export function parseDuration(name: string, value: string): number {
  const m = /^(\d+)([dhm])$/.exec(value);
  if (!m) throw new CliError(`${name} must look like 90d, 12h or 30m, got "${value}"`);
  const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[m[2] as 'd' | 'h' | 'm'];
  const ms = Number(m[1]) * unit;
  if (ms <= 0) throw new CliError(`${name} must be positive`);
  return ms;
}

export function parseIsoDate(name: string, value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) {
    throw new CliError(`${name} must be an ISO 8601 date or time, got "${value}"`);
  }
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw new CliError(`${name} is not a valid date: "${value}"`);
  return d;
}
