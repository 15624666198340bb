/** Injected everywhere time matters, so tests can move it (rate windows, retention, expiry). */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function fixedClock(startMs: number): Clock & { set(ms: number): void; advance(ms: number): void } {
  let t = startMs;
  return {
    now: () => t,
    set: (ms) => {
      t = ms;
    },
    advance: (ms) => {
      t += ms;
    },
  };
}
