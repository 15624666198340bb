import { rateLimitHeaders } from '../domain/rate-limit/window';
import type { AppError } from '../errors';
import { currentWindow } from '../services/rate-limit.service';
import type { RequestContext } from './context';

/**
 * The R8 headers of an answer, from the window as the limiter judged the request (or its 429),
 * else, for an answer that ended before the limiter ran, the window as it stands (nothing counted).
 * No window for a request whose key is unknown.
 */
export async function windowHeaders(ctx: RequestContext, error: AppError | null): Promise<Record<string, string>> {
  const { auth, window } = ctx.res;
  let reading = error?.options.window ?? ctx.res.reading;
  if (!reading) {
    if (!auth || !window) return {};
    reading = await currentWindow(ctx.deps, auth, window);
  }
  return rateLimitHeaders(reading.report, reading.windowMs, reading.atMs);
}
