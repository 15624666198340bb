import { z } from 'zod';
import { usageRange } from '../../domain/usage/range';
import { AppError } from '../../errors';
import { currentWindow } from '../../services/rate-limit.service';
import { usageOf } from '../../services/usage.service';
import { success } from '../envelope';
import { standardProcedure } from '../trpc';

const day = (name: string) =>
  z
    .string({ error: `${name} must be given once` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
    .optional();

export const usageQuerySchema = z.strictObject({ from: day('from'), to: day('to') });

/**
 * GET /usage: the calling company's own keys' counts per UTC day, endpoint and status class over
 * an inclusive range of at most 90 days, and the calling key's AI window as GET /me reports it.
 * Counts reach the store with each API process's flush (USAGE_FLUSH_INTERVAL_MS).
 */
export const usageProcedure = standardProcedure('usage:read')
  .input(usageQuerySchema)
  .query(async ({ ctx, input }) => {
    const range = usageRange(input.from, input.to, ctx.deps.clock.now());
    if (!range.ok)
      throw new AppError('VALIDATION_ERROR', `Invalid request: ${range.path} ${range.message}.`, {
        details: [{ path: range.path, message: range.message }],
      });
    const rows = await usageOf(ctx.deps, { companyId: ctx.auth.company.id, from: range.from, to: range.to });
    const ai = (await currentWindow(ctx.deps, ctx.auth, 'ai')).report;
    return success({
      from: range.from,
      to: range.to,
      days: rows.map((r) => ({
        date: r.day,
        key_id: r.key_id,
        endpoint: r.endpoint,
        status_class: r.status_class,
        count: r.count,
      })),
      ai_window: { limit: ai.limit, remaining: ai.remaining, reset: ai.reset },
    });
  });
