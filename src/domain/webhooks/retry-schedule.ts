// The delivery schedule (R26): delays after the first attempt, parsed from WEBHOOK_RETRY_SCHEDULE. Pure.

export const DEFAULT_RETRY_SCHEDULE = '5s,5m,30m,2h,5h,10h,14h,20h,24h';

const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `5s,5m,30m,2h` to milliseconds; a problem as an English message. */
export function parseRetrySchedule(text: string): { delaysMs: number[] } | { problem: string } {
  const parts = text.split(',').map((p) => p.trim());
  const delaysMs: number[] = [];
  for (const part of parts) {
    const m = /^(\d{1,6})(ms|s|m|h|d)$/.exec(part);
    if (!m) return { problem: `"${part}" is not a delay such as 500ms, 5s, 5m, 2h or 1d` };
    const ms = Number(m[1]) * UNIT_MS[m[2]!]!;
    if (ms > 7 * 86_400_000) return { problem: `"${part}" is longer than 7 days` };
    delaysMs.push(ms);
  }
  if (delaysMs.length > 50) return { problem: 'at most 50 retries' };
  return { delaysMs };
}

/**
 * `Retry-After` (delta seconds or an HTTP date) in milliseconds from `nowMs`; null when absent
 * or unreadable. A date in the past means at once.
 */
export function retryAfterMs(header: string | undefined, nowMs: number): number | null {
  if (header === undefined) return null;
  const text = header.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1_000;
  const at = Date.parse(text);
  if (!/[a-z]/i.test(text) || Number.isNaN(at)) return null;
  return Math.max(0, at - nowMs);
}
