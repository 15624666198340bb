import type { AppDeps } from '../app-deps';
import { admit, peek } from '../db/rate-limit.repository';
import { WINDOW_MS, type WindowName } from '../domain/rate-limit/plans';
import { rateLimitHeaders, reportWindow, type WindowState } from '../domain/rate-limit/window';
import { AppError } from '../errors';
import type { AuthContext } from './auth.service';

type LimitDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Where a response's R8 headers are written as its request passes the limiter. The HTTP layer
 * passes its response state, so a response that fails after it was counted still reports the
 * window it was counted in.
 */
export interface WindowReportSink {
  headers: Record<string, string>;
  windowReported: boolean;
}

/** One window's figures as GET /me reports them. */
export interface WindowFigures {
  limit: number;
  remaining: number;
  reset: number;
  window_seconds: number;
}

/** Counts one request of `auth`'s key in `window` (R6, R7) and reports it (R8); 429 when the window is full. */
export async function countInWindow(
  deps: LimitDeps,
  auth: AuthContext,
  window: WindowName,
  sink: WindowReportSink,
): Promise<void> {
  const asked = deps.clock.now();
  const state = await admit(deps.db, auth.keyId, window, asked, WINDOW_MS[window], auth.limits[window]);
  reportAdmission(sink, window, state, state.atMs ?? asked, auth.limits[window]);
}

/** The R8 headers of a judged admission; a refused one is the 429 that carries them. */
export function reportAdmission(
  sink: WindowReportSink,
  window: WindowName,
  state: WindowState,
  now: number,
  limit: number,
): void {
  const report = reportWindow(window, state, limit, WINDOW_MS[window], now);
  const headers = rateLimitHeaders(report, WINDOW_MS[window], now);
  sink.windowReported = true;
  if (!state.admitted) {
    throw new AppError(
      'RATE_LIMITED',
      `Rate limit exceeded for the ${window} window; retry after ${report.retryAfter} s.`,
      {
        retryAfter: report.retryAfter!,
        headers,
      },
    );
  }
  Object.assign(sink.headers, headers);
}

/** For a response that ends before the limiter ran: the window as it stands, nothing counted (R8). */
export async function reportCurrentWindow(
  deps: LimitDeps,
  auth: AuthContext,
  window: WindowName,
  sink: WindowReportSink,
): Promise<void> {
  const now = deps.clock.now();
  const state = await peek(deps.db, auth.keyId, window, now, WINDOW_MS[window]);
  Object.assign(
    sink.headers,
    rateLimitHeaders(reportWindow(window, state, auth.limits[window], WINDOW_MS[window], now), WINDOW_MS[window], now),
  );
  sink.windowReported = true;
}

/**
 * Both windows of a key as they stand, counting nothing; `sink` gets the standard window's
 * headers, since GET /me is read like the other GET endpoints.
 */
export async function readWindows(
  deps: LimitDeps,
  auth: AuthContext,
  sink: WindowReportSink,
): Promise<Record<WindowName, WindowFigures>> {
  const now = deps.clock.now();
  const windows = {} as Record<WindowName, WindowFigures>;
  for (const w of ['standard', 'ai'] as const) {
    const state = await peek(deps.db, auth.keyId, w, now, WINDOW_MS[w]);
    const r = reportWindow(w, state, auth.limits[w], WINDOW_MS[w], now);
    windows[w] = { limit: r.limit, remaining: r.remaining, reset: r.reset, window_seconds: WINDOW_MS[w] / 1000 };
    if (w === 'standard') Object.assign(sink.headers, rateLimitHeaders(r, WINDOW_MS[w], now));
  }
  sink.windowReported = true;
  return windows;
}

/**
 * What the AI-call service needs of the limiter. The caller passes it with the response's header
 * sink, so the service never reaches up into HTTP, and a test can run the call's flow with a
 * window that refuses (test/integration/ai-call-window.test.ts).
 */
export interface AiWindow {
  countInWindow(deps: LimitDeps, auth: AuthContext, window: 'ai', sink: WindowReportSink): Promise<void>;
}

export const rateLimitService: AiWindow = { countInWindow };
