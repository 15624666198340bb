// The jitter of the delivery schedule. Deterministic in the sandbox (Math.random is seeded per
// workflow), so a replay waits exactly as the first run did.

/** ±10 %: receivers recovering from an outage are not hit by every message at the same instant. */
export const JITTER = 0.1;

export function jittered(delayMs: number, random: () => number): number {
  return Math.max(0, Math.round(delayMs * (1 - JITTER + 2 * JITTER * random())));
}
