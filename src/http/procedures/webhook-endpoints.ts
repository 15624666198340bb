import { z } from 'zod';
import { AppError } from '../../errors';
import type { AuditContext } from '../../services/audit.service';
import {
  createEndpointInput,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateEndpointInput,
  updateWebhookEndpoint,
} from '../../services/webhook-endpoints.service';
import type { AuthContext } from '../../services/auth.service';
import { messagesDepsOf } from '../../services/webhook-messages-deps';
import {
  DELIVERY_OUTCOMES,
  listDeliveries,
  MESSAGE_RETENTION_MS,
  recoverMessages,
  sendTestEvent,
} from '../../services/webhooks/messages.service';
import type { RequestContext } from '../context';
import { success } from '../envelope';
import { bodyGate, refuseStrayQuery, standardProcedure } from '../trpc';

// R22-R24: the company's own webhook endpoints, on the standard window with `webhooks:manage`.
// Another company's endpoint id reads as 404, like an unknown one.

const SCOPE = 'webhooks:manage';
const endpointParams = z.strictObject({ endpoint_id: z.string() });

/** Every change is audited as made by the calling key, under the request's id. */
const auditOf = (ctx: { auth: AuthContext; requestId: string }): AuditContext => ({
  actor: { type: 'key', id: ctx.auth.keyId },
  requestId: ctx.requestId,
});

const endpointIdOf = (ctx: Pick<RequestContext, 'params'>): string => ctx.params.endpoint_id ?? '';

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/;

/** R4: a base-10 integer, given once. */
const queryInteger = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} must be given once` })
    .regex(/^[0-9]+$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}`);

const withBody = standardProcedure(SCOPE)
  .use(bodyGate)
  .use(({ ctx, next }) => {
    refuseStrayQuery(ctx);
    return next();
  });

export const createWebhookEndpointProcedure = withBody.input(createEndpointInput).mutation(async ({ ctx, input }) => {
  const created = await createWebhookEndpoint(ctx.deps, ctx.auth.company.id, input, auditOf(ctx));
  ctx.res.status = 201;
  return success({ ...created.endpoint, secret: created.secret });
});

export const listWebhookEndpointsProcedure = standardProcedure(SCOPE)
  .input(z.strictObject({}))
  .query(async ({ ctx }) => success(await listWebhookEndpoints(ctx.deps, ctx.auth.company.id)));

export const getWebhookEndpointProcedure = standardProcedure(SCOPE)
  .input(endpointParams)
  .query(async ({ ctx, input }) => {
    refuseStrayQuery(ctx);
    return success(await getWebhookEndpoint(ctx.deps, ctx.auth.company.id, input.endpoint_id));
  });

export const updateWebhookEndpointProcedure = withBody
  .input(updateEndpointInput)
  .mutation(async ({ ctx, input }) =>
    success(await updateWebhookEndpoint(ctx.deps, ctx.auth.company.id, endpointIdOf(ctx), input, auditOf(ctx))),
  );

export const deleteWebhookEndpointProcedure = standardProcedure(SCOPE)
  .input(endpointParams)
  .mutation(async ({ ctx, input }) => {
    refuseStrayQuery(ctx);
    await deleteWebhookEndpoint(ctx.deps, ctx.auth.company.id, input.endpoint_id, auditOf(ctx));
    return success({ id: input.endpoint_id, deleted: true as const });
  });

export const rotateWebhookSecretProcedure = standardProcedure(SCOPE)
  .input(endpointParams)
  .mutation(async ({ ctx, input }) => {
    refuseStrayQuery(ctx);
    const rotated = await rotateWebhookSecret(ctx.deps, ctx.auth.company.id, input.endpoint_id, auditOf(ctx));
    return success({ ...rotated.endpoint, secret: rotated.secret });
  });

// The message side: a test event now, the delivery log, and recovery of failed messages (R29).

const deliveriesQuery = z.strictObject(
  {
    page: queryInteger('page', 1, Number.MAX_SAFE_INTEGER).default(1),
    limit: queryInteger('limit', 1, 50).default(10),
    outcome: z
      .enum(DELIVERY_OUTCOMES, { error: `outcome must be one of ${DELIVERY_OUTCOMES.join(', ')}, given once` })
      .optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? 'is not a recognised query parameter' : undefined) },
);

export const testWebhookEndpointProcedure = standardProcedure(SCOPE)
  .input(endpointParams)
  .mutation(async ({ ctx, input }) => {
    refuseStrayQuery(ctx);
    const sent = await sendTestEvent(messagesDepsOf(ctx.deps), ctx.auth.company.id, input.endpoint_id);
    return success(sent);
  });

export const listWebhookDeliveriesProcedure = standardProcedure(SCOPE)
  .input(deliveriesQuery)
  .query(async ({ ctx, input }) =>
    success(
      await listDeliveries(ctx.deps, ctx.auth.company.id, endpointIdOf(ctx), {
        page: input.page,
        limit: input.limit,
        outcome: input.outcome ?? null,
      }),
    ),
  );

export const recoverWebhookMessagesProcedure = withBody
  .input(
    z.strictObject({
      since: z
        .string({ error: (i) => (i.input === undefined ? 'since is required' : 'since must be a string') })
        .regex(ISO_TIME, 'since must be an ISO 8601 time with a time zone, e.g. 2026-11-28T09:00:00Z')
        .refine((s) => !Number.isNaN(Date.parse(s)), 'since must be a valid time')
        .meta({ format: 'date-time' }),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    const since = new Date(input.since);
    const problem = sinceProblem(since.getTime(), ctx.deps.clock.now());
    if (problem) {
      throw new AppError('VALIDATION_ERROR', `Invalid request: since: ${problem}`, {
        details: [{ path: 'since', message: problem }],
      });
    }
    return success(await recoverMessages(messagesDepsOf(ctx.deps), ctx.auth.company.id, endpointIdOf(ctx), since));
  });

/** R29: recovery reaches back as far as messages are kept, and no further. */
function sinceProblem(sinceMs: number, nowMs: number): string | null {
  if (sinceMs < nowMs - MESSAGE_RETENTION_MS) return 'must be at most 3 days ago: older messages are no longer kept';
  if (sinceMs > nowMs) return 'must not be in the future';
  return null;
}
