import type { IncomingHttpHeaders } from 'node:http';
import type { AppDeps } from '../app-deps';
import type { WindowName } from '../domain/rate-limit/plans';
import type { WindowReading } from '../domain/rate-limit/window';
import type { BodyState } from '../net/body';
import type { AuthContext } from '../services/auth.service';

export interface RequestContext {
  deps: AppDeps;
  requestId: string;
  headers: IncomingHttpHeaders;
  params: Record<string, string>;
  body: BodyState;
  /** Query parameter names sent to a route that takes none (R2: each is a 400 at validation). */
  strayQuery: readonly string[];
  /**
   * Per-request state that middlewares and procedures write. One shared object, because tRPC
   * hands each middleware a shallow copy of the context.
   */
  res: ResponseState;
  auth: AuthContext | null;
}

export interface ResponseState {
  status: number;
  headers: Record<string, string>;
  /** Set once the key is known, so a response that fails later still carries R8 headers. */
  auth: AuthContext | null;
  /** The window whose figures go into the X-RateLimit-* headers of this response (R8). */
  window: WindowName | null;
  /** That window as the limiter judged this request; null: read as it stands when answering. */
  reading: WindowReading | null;
}

export function header(ctx: Pick<RequestContext, 'headers'>, name: string): string | undefined {
  const v = ctx.headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(', ') : v;
}
