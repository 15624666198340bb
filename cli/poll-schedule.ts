// The spec's recommended client polling, as pure arithmetic: no clock, no I/O.

export interface PollSchedule {
  firstWaitMs: number;
  factor: number;
  capMs: number;
  maxPolls: number;
}

/** First wait 1 s, x1.5 after each poll, capped at 15 s, give up after 12 polls. */
export const POLL_SCHEDULE: PollSchedule = Object.freeze({
  firstWaitMs: 1_000,
  factor: 1.5,
  capMs: 15_000,
  maxPolls: 12,
});

/** The scheduled wait before poll `n` (1-based), without any hint from the server. */
export function scheduledWaitMs(n: number, s: PollSchedule = POLL_SCHEDULE): number {
  return Math.min(s.capMs, s.firstWaitMs * s.factor ** (n - 1));
}

/**
 * The wait before the next poll, or null once `pollsMade` reached the limit (give up). A
 * Retry-After (a running job's hint, or a 429) raises the wait, never lowers it, and is not capped:
 * a rate limit must be waited out. It moves only this wait; the schedule itself goes on.
 */
export function nextWaitMs(
  pollsMade: number,
  retryAfterSeconds: number | null = null,
  s: PollSchedule = POLL_SCHEDULE,
): number | null {
  if (pollsMade >= s.maxPolls) return null;
  const scheduled = scheduledWaitMs(pollsMade + 1, s);
  const hinted = retryAfterSeconds === null ? 0 : retryAfterSeconds * 1_000;
  return Math.max(scheduled, hinted);
}

/** Retry-After as seconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number = Date.now()): number | null {
  if (value === null || value === undefined) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const at = Date.parse(v);
  if (!/[a-z]/i.test(v) || Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1_000));
}
