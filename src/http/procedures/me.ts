import { z } from 'zod';
import { figuresOf, readWindows } from '../../services/rate-limit.service';
import { keyProcedure } from '../trpc';
import { success } from '../envelope';

/** A self-check for any valid key; it counts toward no window. */
export const meProcedure = keyProcedure.input(z.strictObject({})).query(async ({ ctx }) => {
  const windows = await readWindows(ctx.deps, ctx.auth);
  // Read like the other GET endpoints: the answer's headers report the standard window.
  ctx.res.reading = windows.standard;
  return success({
    company: {
      id: ctx.auth.company.id,
      name: ctx.auth.company.name,
      plan: ctx.auth.company.plan,
      subscription_status: ctx.auth.company.subscriptionStatus,
    },
    key: {
      id: ctx.auth.keyId,
      prefix: ctx.auth.keyPrefix,
      mode: ctx.auth.mode,
      scopes: ctx.auth.scopes,
      expires_at: ctx.auth.expiresAt ? ctx.auth.expiresAt.toISOString() : null,
    },
    rate_limits: { standard: figuresOf(windows.standard), ai: figuresOf(windows.ai) },
  });
});
