import { z } from 'zod';
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
