import type { WindowName } from './plans';

/** What the store reports after an admission attempt or a peek. */
export interface WindowState {
  admitted: boolean;
  /** Requests counted in (now - windowMs, now], after this one if admitted. */
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
  /** Seconds to wait, only when rejected: max(1, ceil(reset - now)). */
  retryAfter: number | null;
}

export function reportWindow(
  window: WindowName,
  state: WindowState,
  limit: number,
  windowMs: number,
  nowMs: number,
): WindowReport {
  const resetMs = state.oldestMs === null ? nowMs : state.oldestMs + windowMs;
  return {
    window,
    limit,
    remaining: Math.max(0, limit - state.count),
    reset: Math.ceil(resetMs / 1000),
    resetMs,
    retryAfter: state.admitted ? null : Math.max(1, Math.ceil((resetMs - nowMs) / 1000)),
  };
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
