import { initTRPC } from '@trpc/server';
import type { WindowName } from '../domain/rate-limit/plans';
import type { Scope } from '../domain/scopes';
import { AppError } from '../errors';
import { authenticate, passStandard, requireScope, type LookupRequest } from '../services/auth.service';
import { judgeAdmission } from '../services/rate-limit.service';
import { header, type RequestContext } from './context';

const t = initTRPC.context<RequestContext>().create();

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** R5 step 1-2: the key (401) and the subscription (403). */
export const keyProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const { auth, refused } = await authenticate(
    ctx.deps.db,
    header(ctx, 'authorization'),
    new Date(ctx.deps.clock.now()),
  );
  ctx.res.auth = auth;
  if (refused) throw refused;
  return next({ ctx: { auth } });
});

/** R5 step 3 for any scope, and the window whose headers this endpoint reports. */
export function scopedProcedure(scope: Scope, window: WindowName) {
  return keyProcedure.use(({ ctx, next }) => {
    ctx.res.window = window;
    requireScope(ctx.auth, scope);
    return next();
  });
}

/**
 * R5 steps 1-4: standard endpoints count before validation, in batches shared by concurrent
 * requests. `lookup` names the endpoint's own read by id, which rides in the same batch query;
 * its row reaches the handler (as `prefetched`) only once the request has passed, and the handler
 * still checks that it belongs to the caller.
 */
export function standardProcedure<R = never>(scope: Scope, lookup?: (ctx: RequestContext) => LookupRequest<R> | null) {
  return publicProcedure.use(async ({ ctx, next }) => {
    const wanted = lookup?.(ctx) ?? undefined;
    const pass = await passStandard(
      ctx.deps.db,
      header(ctx, 'authorization'),
      scope,
      ctx.deps.clock.now(),
      wanted as LookupRequest | undefined,
    );
    ctx.res.auth = pass.auth;
    ctx.res.window = 'standard';
    if (pass.state === null) throw pass.refused;
    ctx.res.reading = judgeAdmission('standard', pass.state, pass.atMs, pass.auth.limits.standard);
    // undefined: nothing was asked; null: asked, and no such row.
    const prefetched = wanted ? (pass.found as R | null) : undefined;
    // The request's own context object is extended in place: next({ ctx }) would have tRPC copy
    // every field of it property by property, a measurable share of this hottest path (~2% of a
    // trivial request's CPU). Same object, so every later middleware and the handler see it.
    const extended = Object.assign(ctx, { auth: pass.auth, prefetched });
    return next() as unknown as ReturnType<typeof next<typeof extended>>;
  });
}

/** R2 body errors, judged after authentication (R5): 415, 413, then INVALID_JSON. */
export const bodyGate = middleware(({ ctx, next }) => {
  const b = ctx.body;
  if (b.kind === 'unsupported-type') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json.');
  }
  if (b.kind === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', 'Request body exceeds the 1 MiB limit.');
  if (b.kind === 'invalid-json' || b.kind === 'none')
    throw new AppError('INVALID_JSON', 'Request body is not valid JSON.');
  if (b.kind === 'not-object') throw new AppError('INVALID_JSON', 'Request body must be a JSON object.');
  return next();
});

/**
 * R2: a query parameter sent to a route that takes none is an unknown field like any other, found
 * at the validation step (R5), so on an AI endpoint it is refused before the AI window counts.
 */
export function refuseStrayQuery(ctx: Pick<RequestContext, 'strayQuery'>): void {
  if (ctx.strayQuery.length === 0) return;
  const details = ctx.strayQuery.map((name) => ({ path: name, message: 'is not a recognised query parameter' }));
  const first =
    ctx.strayQuery[0] === '' ? 'a query parameter with an empty name' : `query parameter "${ctx.strayQuery[0]}"`;
  throw new AppError(
    'VALIDATION_ERROR',
    `Invalid request: ${first} is not recognised; this endpoint takes no query parameters.`,
    { details },
  );
}

/** R5 steps for AI endpoints before validation: scope, then the body gate and the query. */
export function aiProcedure(scope: Scope) {
  return scopedProcedure(scope, 'ai')
    .use(bodyGate)
    .use(({ ctx, next }) => {
      refuseStrayQuery(ctx);
      return next();
    });
}
