import type { AppDeps } from '../app-deps';
import { admit, peek } from '../db/rate-limit.repository';
import { WINDOW_MS, type WindowName } from '../domain/rate-limit/plans';
import { reportWindow, type WindowReading, type WindowState } from '../domain/rate-limit/window';
import { AppError } from '../errors';
import type { AuthContext } from './auth.service';

type LimitDeps = Pick<AppDeps, 'db' | 'clock'>;

/** One window's figures as GET /me reports them. */
export interface WindowFigures {
  limit: number;
  remaining: number;
  reset: number;
  window_seconds: number;
}

/**
 * Counts one request of `auth`'s key in `window` (R6, R7) and returns the window as judged (R8);
 * a full window is the 429, which carries its reading for the headers.
 */
export async function countInWindow(deps: LimitDeps, auth: AuthContext, window: WindowName): Promise<WindowReading> {
  const asked = deps.clock.now();
  const state = await admit(deps.db, auth.keyId, window, asked, WINDOW_MS[window], auth.limits[window]);
  return judgeAdmission(window, state, state.atMs ?? asked, auth.limits[window]);
}

/** The reading of a judged admission; a refused one throws the 429 that carries it. */
export function judgeAdmission(window: WindowName, state: WindowState, now: number, limit: number): WindowReading {
  const reading = read(window, state, limit, now);
  if (!state.admitted) {
    const retryAfter = reading.report.retryAfter!;
    throw new AppError('RATE_LIMITED', `Rate limit exceeded for the ${window} window; retry after ${retryAfter} s.`, {
      retryAfter,
      window: reading,
    });
  }
  return reading;
}

const read = (window: WindowName, state: WindowState, limit: number, now: number): WindowReading => ({
  report: reportWindow(window, state, limit, WINDOW_MS[window], now),
  windowMs: WINDOW_MS[window],
  atMs: now,
});

/** The window as it stands, nothing counted: for a response that ends before the limiter ran (R8). */
export async function currentWindow(deps: LimitDeps, auth: AuthContext, window: WindowName): Promise<WindowReading> {
  const now = deps.clock.now();
  const state = await peek(deps.db, auth.keyId, window, now, WINDOW_MS[window]);
  return read(window, state, auth.limits[window], now);
}

export const figuresOf = ({ report, windowMs }: WindowReading): WindowFigures => ({
  limit: report.limit,
  remaining: report.remaining,
  reset: report.reset,
  window_seconds: windowMs / 1000,
});

/** Both windows of a key as they stand, counting nothing (GET /me). */
export async function readWindows(deps: LimitDeps, auth: AuthContext): Promise<Record<WindowName, WindowReading>> {
  return { standard: await currentWindow(deps, auth, 'standard'), ai: await currentWindow(deps, auth, 'ai') };
}

/**
 * What the AI-call service needs of the limiter: injected, so the service never reaches up into
 * HTTP, and a test can run the call's flow with a window that refuses
 * (test/integration/ai-call-window.test.ts).
 */
export interface AiWindow {
  countInWindow(deps: LimitDeps, auth: AuthContext, window: 'ai'): Promise<WindowReading>;
}

export const rateLimitService: AiWindow = { countInWindow };
