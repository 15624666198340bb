import { z } from 'zod';
import { peek } from '../../db/rate-limit.repository';
import { WINDOW_MS, type WindowName } from '../../domain/rate-limit/plans';
import { rateLimitHeaders, reportWindow } from '../../domain/rate-limit/window';
import { keyProcedure } from '../trpc';
import { success } from '../envelope';

/** A self-check for any valid key; it counts toward no window. */
export const meProcedure = keyProcedure.input(z.strictObject({})).query(async ({ ctx }) => {
  const now = ctx.deps.clock.now();
  const windows = {} as Record<WindowName, { limit: number; remaining: number; reset: number; window_seconds: number }>;
  for (const w of ['standard', 'ai'] as const) {
    const state = await peek(ctx.deps.db, ctx.auth.keyId, w, now, WINDOW_MS[w]);
    const r = reportWindow(w, state, ctx.auth.limits[w], WINDOW_MS[w], now);
    windows[w] = { limit: r.limit, remaining: r.remaining, reset: r.reset, window_seconds: WINDOW_MS[w] / 1000 };
    // Headers describe the standard window: /me is read like the other GET endpoints.
    if (w === 'standard') Object.assign(ctx.res.headers, rateLimitHeaders(r, WINDOW_MS[w], now));
  }
  ctx.res.windowReported = true;
  return success({
    company: { id: ctx.auth.company.id, name: ctx.auth.company.name, plan: ctx.auth.company.plan, subscription_status: ctx.auth.company.subscriptionStatus },
    key: {
      id: ctx.auth.keyId,
      prefix: ctx.auth.keyPrefix,
      mode: ctx.auth.mode,
      scopes: ctx.auth.scopes,
      expires_at: ctx.auth.expiresAt ? ctx.auth.expiresAt.toISOString() : null,
    },
    rate_limits: windows,
  });
});
