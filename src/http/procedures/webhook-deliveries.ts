import { z } from 'zod';
import {
  DELIVERY_OUTCOMES,
  listDeliveries,
  recoverMessages,
  sendTestEvent,
} from '../../services/webhooks/messages.service';
import type { RequestContext } from '../context';
import { success } from '../envelope';
import { bodyGate, refuseStrayQuery, standardProcedure } from '../trpc';

// R29: a test event on request, the delivery log, and recovery of failed messages, on the
// standard window with `webhooks:manage`. Another company's endpoint id reads as 404.

const SCOPE = 'webhooks:manage';
const endpointParams = z.strictObject({ endpoint_id: z.string() });
const endpointIdOf = (ctx: Pick<RequestContext, 'params'>): string => ctx.params.endpoint_id ?? '';

export const DELIVERIES_LIMIT = { default: 20, max: 100 } as const;

/** R4: a base-10 integer given once, nothing else. */
const integer = (name: string, min: number, max: number) => {
  const range = `a whole number from ${min} to ${max}`;
  return z
    .string({ error: `${name} must be given once` })
    .regex(/^[0-9]+$/, `${name} must be ${range}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be ${range}`);
};

export const deliveriesQuery = z
  .strictObject(
    {
      page: integer('page', 1, Number.MAX_SAFE_INTEGER).optional(),
      limit: integer('limit', 1, DELIVERIES_LIMIT.max).optional(),
      outcome: z
        .enum(DELIVERY_OUTCOMES, { error: `outcome must be one of ${DELIVERY_OUTCOMES.join(', ')}` })
        .optional(),
    },
    { error: (iss) => (iss.code === 'unrecognized_keys' ? 'is not a recognised query parameter' : undefined) },
  )
  .transform((q) => ({
    page: q.page ?? 1,
    limit: q.limit ?? DELIVERIES_LIMIT.default,
    outcome: q.outcome ?? null,
  }));

export const recoverInput = z.strictObject({
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO 8601 date-time, e.g. 2026-11-28T04:00:00Z' }),
});

export const testWebhookEndpointProcedure = standardProcedure(SCOPE)
  .input(endpointParams)
  .mutation(async ({ ctx, input }) => {
    refuseStrayQuery(ctx);
    const sent = await sendTestEvent(ctx.deps, ctx.auth.company.id, input.endpoint_id, ctx.requestId);
    return success(sent);
  });

export const listWebhookDeliveriesProcedure = standardProcedure(SCOPE)
  .input(deliveriesQuery)
  .query(async ({ ctx, input }) => {
    return success(await listDeliveries(ctx.deps, ctx.auth.company.id, endpointIdOf(ctx), input));
  });

export const recoverWebhookMessagesProcedure = standardProcedure(SCOPE)
  .use(bodyGate)
  .use(({ ctx, next }) => {
    refuseStrayQuery(ctx);
    return next();
  })
  .input(recoverInput)
  .mutation(async ({ ctx, input }) => {
    const recovered = await recoverMessages(ctx.deps, ctx.auth.company.id, endpointIdOf(ctx), new Date(input.since));
    return success(recovered);
  });
