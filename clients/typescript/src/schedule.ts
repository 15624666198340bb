// Waits as pure arithmetic: the retry backoff and the spec's recommended polling schedule.

export interface PollSchedule {
  /** Wait before the first poll (ms). */
  firstWaitMs: number;
  /** Each wait is the previous one times this. */
  factor: number;
  /** No wait is longer than this (ms), except a server's Retry-After. */
  capMs: number;
  /** Give up after this many polls. */
  maxPolls: number;
}

/** The spec's recommendation: first wait 1 s, x1.5 after each poll, at most 15 s, 12 polls. */
export const POLL_SCHEDULE: Readonly<PollSchedule> = Object.freeze({
  firstWaitMs: 1_000,
  factor: 1.5,
  capMs: 15_000,
  maxPolls: 12,
});

/** The scheduled wait before poll `n` (1-based). */
export function scheduledWaitMs(n: number, s: PollSchedule = POLL_SCHEDULE): number {
  return Math.min(s.capMs, s.firstWaitMs * s.factor ** (n - 1));
}

/**
 * The wait before the next poll, or null once `pollsMade` reached the limit. A Retry-After (a
 * running job's hint, or a 429) raises the wait, never lowers it: a rate limit must be waited out.
 */
export function nextPollWaitMs(
  pollsMade: number,
  retryAfterSeconds: number | null = null,
  s: PollSchedule = POLL_SCHEDULE,
): number | null {
  if (pollsMade >= s.maxPolls) return null;
  const scheduled = scheduledWaitMs(pollsMade + 1, s);
  return Math.max(scheduled, retryAfterSeconds === null ? 0 : retryAfterSeconds * 1_000);
}

export const RETRY_BASE_MS = 500;
export const RETRY_CAP_MS = 8_000;

/**
 * The wait before retry `attempt` (1-based): exponential from 0.5 s, capped at 8 s, with jitter
 * between half and all of it, so that many clients refused at once do not come back at once. A
 * Retry-After is a floor (plus up to 10 % jitter), never shortened.
 */
export function retryWaitMs(
  attempt: number,
  retryAfterSeconds: number | null,
  random: () => number = Math.random,
): number {
  const backoff = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (attempt - 1));
  const jittered = backoff * (0.5 + random() / 2);
  if (retryAfterSeconds === null) return jittered;
  const floor = retryAfterSeconds * 1_000;
  return Math.max(floor + floor * 0.1 * random(), jittered);
}
