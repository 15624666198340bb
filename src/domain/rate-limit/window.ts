import type { WindowName } from './plans';

/** What the store reports after an admission attempt or a peek. */
export interface WindowState {
  admitted: boolean;
  /** Hits counted after now - windowMs (later ones included), after this one if admitted. */
  count: number;
  /** Time of the oldest counted request, ms; null when nothing is counted. */
  oldestMs: number | null;
  /** When the store judged the request, if later than the caller's clock reading (a shared batch). */
  atMs?: number;
}

export interface WindowReport {
  window: WindowName;
  limit: number;
  remaining: number;
  /** Unix seconds at which the oldest counted request leaves the window (R8). */
  reset: number;
  /** The same instant in milliseconds, for the delta-seconds of the IETF field. */
  resetMs: number;
  /** Seconds to wait, only when rejected: max(1, ceil(reset - now)) with reset in whole seconds. */
  retryAfter: number | null;
}

/** A window as judged at one instant: the HTTP layer turns it into the R8 headers. */
export interface WindowReading {
  report: WindowReport;
  windowMs: number;
  /** When it was judged, ms: the IETF field's delta-seconds count from here. */
  atMs: number;
}

export function reportWindow(
  window: WindowName,
  state: WindowState,
  limit: number,
  windowMs: number,
  nowMs: number,
): WindowReport {
  const resetMs = state.oldestMs === null ? nowMs : state.oldestMs + windowMs;
  const reset = Math.ceil(resetMs / 1000);
  return {
    window,
    limit,
    remaining: Math.max(0, limit - state.count),
    reset,
    resetMs,
    retryAfter: state.admitted ? null : retryAfter(reset, limit, windowMs, nowMs),
  };
}

/**
 * R8 read literally: from the Reset the response sends (whole seconds), not the exact instant.
 * A limit of 0 admits nothing however long one waits: the window's length, not a 1 s that is never true.
 */
function retryAfter(reset: number, limit: number, windowMs: number, nowMs: number): number {
  if (limit <= 0) return Math.ceil(windowMs / 1000);
  return Math.max(1, Math.ceil((reset * 1000 - nowMs) / 1000));
}

/**
 * How long before the newest hit stored for its key and window a request may be timed (it waited
 * for a connection, a lock, another process, and reached the store late) and still be judged at
 * its own time (R6). Hits are kept this long past their window, so it counts every hit it must.
 */
export const LATE_MS = 10_000;

/** When a request timed `nowMs` is judged: never before newestMs - LATE_MS, so no judgement needs a deleted hit. */
export function judgedAt(nowMs: number, newestMs: number | null): number {
  return newestMs === null ? nowMs : Math.max(nowMs, newestMs - LATE_MS);
}

/** Hits at or before this instant are in the window of no judgement to come: they may be deleted. */
export function deadUpTo(newestMs: number, windowMs: number): number {
  return newestMs - LATE_MS - windowMs;
}

/** X-RateLimit-* (spec) plus the IETF draft `RateLimit-Policy` / `RateLimit` fields. */
export function rateLimitHeaders(r: WindowReport, windowMs: number, nowMs: number): Record<string, string> {
  const secondsToReset = Math.max(0, Math.ceil((r.resetMs - nowMs) / 1000));
  const headers: Record<string, string> = {
    'X-RateLimit-Limit': String(r.limit),
    'X-RateLimit-Remaining': String(r.remaining),
    'X-RateLimit-Reset': String(r.reset),
    'RateLimit-Policy': `"${r.window}";q=${r.limit};w=${windowMs / 1000}`,
    RateLimit: `"${r.window}";r=${r.remaining};t=${secondsToReset}`,
  };
  if (r.retryAfter !== null) headers['Retry-After'] = String(r.retryAfter);
  return headers;
}
