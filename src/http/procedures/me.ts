import { z } from 'zod';
import { readWindows } from '../../services/rate-limit.service';
import { keyProcedure } from '../trpc';
import { success } from '../envelope';

/** A self-check for any valid key; it counts toward no window. */
export const meProcedure = keyProcedure.input(z.strictObject({})).query(async ({ ctx }) => {
  const windows = await readWindows(ctx.deps, ctx.auth, ctx.res);
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
    rate_limits: windows,
  });
});
