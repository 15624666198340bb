import type { IncomingMessage, ServerResponse } from 'node:http';
import { SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import type { AppDeps } from '../app-deps';
import { AppError } from '../errors';
import { errorFields } from '../log';
import { methodLabel } from '../metrics/api-metrics';
import { readBody, type BodyState } from '../net/body';
import type { RequestContext } from './context';
import { toAppError } from './error-mapping';
import { requestIdFrom } from './request-id';
import { sendJson } from './respond';
import { matchRoute, type CompiledRoute, type RouteDef } from './routes';
import { statusClassOf, utcDay } from '../domain/usage/status-class';
import { windowHeaders } from './window-headers';
import { rollHeaders } from './roll-headers';

/** Routes outside /api/v1 that need no key (health, docs). */
export type PlainHandler = (req: IncomingMessage, res: ServerResponse, requestId: string) => Promise<number>;
export type PlainRoutes = Record<string, Partial<Record<'GET' | 'POST', PlainHandler>>>;

export interface DispatchOptions<C extends object> {
  deps: AppDeps;
  /** A tRPC server-side caller of the router whose procedures `routes` name. */
  createCaller: (ctx: RequestContext) => C;
  plain: PlainRoutes;
  /** The REST routes: the API's own, or a benchmark's onto its own router. */
  routes: readonly CompiledRoute<keyof C & string>[];
}

/**
 * Calls one procedure with the request's raw input. The caller's types describe each procedure's
 * input after its zod schema has parsed it; the dispatcher holds it before that, so it goes in as
 * unknown and the procedure's own schema judges it (R1, R2).
 */
function invoke<C extends object>(caller: C, name: keyof C & string, input: unknown): Promise<unknown> {
  return (caller[name] as (input: unknown) => Promise<unknown>)(input);
}

/** Connect-style middleware for the tRPC standalone adapter: REST routes onto tRPC procedures. */
export function createDispatcher<C extends object>({ deps, createCaller, plain, routes }: DispatchOptions<C>) {
  const tracer = deps.tracer;
  // Tracing on: each request is the root span of its trace (the workflow's spans continue it).
  if (tracer)
    return (req: IncomingMessage, res: ServerResponse): void =>
      void tracer.startActiveSpan('HTTP request', { kind: SpanKind.SERVER }, (span) => serve(req, res, span));
  return (req: IncomingMessage, res: ServerResponse): void => serve(req, res);

  function serve(req: IncomingMessage, res: ServerResponse, span?: Span): void {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', requestId);
    let routeName = 'unmatched';
    // The metrics label: a route template or a fixed word, never the raw path (unbounded, and it may hold ids).
    let routeLabel = 'unmatched';
    handle()
      .catch((err) => {
        deps.log.error('unhandled error', { request_id: requestId, ...errorFields(err) });
        const e = new AppError('INTERNAL_ERROR', `Internal error; quote request id ${requestId} when reporting it.`);
        sendJson(res, e.status, e.toBody());
      })
      .finally(() => {
        const seconds = (performance.now() - started) / 1000;
        const method = methodLabel(req.method);
        deps.metrics?.requests.inc({ route: routeLabel, method, status: String(res.statusCode) });
        deps.metrics?.duration.observe({ route: routeLabel, method }, seconds);
        deps.log.info('request', {
          request_id: requestId,
          method: req.method,
          route: routeName,
          status: res.statusCode,
          duration_ms: Math.round((performance.now() - started) * 100) / 100,
        });
        if (span) endSpan(span, req.method ?? 'GET', routeLabel, res.statusCode, requestId);
      });

    async function handle(): Promise<void> {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      const plainRoute = plain[url.pathname];
      if (plainRoute) {
        routeName = url.pathname;
        routeLabel = url.pathname;
        const h = plainRoute[method as 'GET'];
        if (!h)
          return fail(
            new AppError('METHOD_NOT_ALLOWED', `Method ${method} is not allowed on ${url.pathname}.`, {
              headers: { Allow: Object.keys(plainRoute).join(', ') },
            }),
          );
        await h(req, res, requestId);
        return;
      }
      const match = matchRoute(method, url.pathname, routes);
      if (match.kind === 'none') return fail(new AppError('NOT_FOUND', `No route matches ${method} ${url.pathname}.`));
      if (match.kind === 'wrong-method') {
        routeName = url.pathname;
        routeLabel = match.path;
        return fail(
          new AppError(
            'METHOD_NOT_ALLOWED',
            `Method ${method} is not allowed on this path; use ${match.allow.join(' or ')}.`,
            { headers: { Allow: match.allow.join(', ') } },
          ),
        );
      }
      routeName = match.route.path;
      routeLabel = match.route.path;
      await callRoute(match.route, match.params, url);
    }

    async function callRoute(
      route: RouteDef<keyof C & string>,
      params: Record<string, string>,
      url: URL,
    ): Promise<void> {
      exposeRepeats(req);
      let body: BodyState = { kind: 'none' };
      if (route.input === 'body') {
        const read = await readBody(req);
        body = read.state;
        if (read.mustClose) res.setHeader('Connection', 'close');
      }
      const ctx: RequestContext = {
        deps,
        requestId,
        headers: req.headers,
        params,
        body,
        strayQuery: route.input === 'query' || url.search === '' ? NO_NAMES : [...new Set(url.searchParams.keys())],
        res: {
          status: 200,
          headers: {},
          auth: null,
          window: route.window ?? route.reports ?? null,
          reading: null,
        },
        auth: null,
      };
      let status: number;
      let payload: unknown;
      // An error's own headers (Retry-After, WWW-Authenticate) win over the rest.
      let errorHeaders: Record<string, string> = {};
      let error: AppError | null = null;
      try {
        const input =
          route.input === 'body'
            ? body.kind === 'json'
              ? body.value
              : undefined
            : route.input === 'params'
              ? params
              : queryInput(url);
        payload = await invoke(createCaller(ctx), route.procedure, input);
        status = ctx.res.status;
      } catch (err) {
        const e = toAppError(err, requestId);
        error = e;
        if (e.status >= 500)
          deps.log.error('request failed', {
            request_id: requestId,
            code: e.code,
            ...errorFields(e.options.cause ?? err),
          });
        status = e.status;
        payload = e.toBody();
        countRefusal(e, ctx);
        errorHeaders = e.options.headers ?? {};
      }
      const window = await windowHeaders(ctx, error).catch(() => ({}));
      sendJson(res, status, payload, { ...window, ...ctx.res.headers, ...rollHeaders(ctx.res.auth), ...errorHeaders });
      countUsage(ctx, route.path, status);
    }

    /** A known key's answer counts in its usage (in memory; the usage flusher writes it). */
    function countUsage(ctx: RequestContext, endpoint: string, status: number): void {
      const auth = ctx.res.auth;
      if (!auth || !deps.usage) return;
      const now = deps.clock.now();
      deps.usage.add(auth.keyId, auth.company.id, endpoint, statusClassOf(status), utcDay(now), now);
    }

    function countRefusal(e: AppError, ctx: RequestContext): void {
      if (e.code === 'RATE_LIMITED') deps.metrics?.rateLimited.inc({ window: ctx.res.window ?? 'none' });
      else if (e.options.reason && (e.code === 'UNAUTHORIZED' || e.code === 'FORBIDDEN'))
        deps.metrics?.authFailures.inc({ reason: e.options.reason });
    }

    function fail(e: AppError): void {
      sendJson(res, e.status, e.toBody(), e.options.headers);
    }
  }
}

function endSpan(span: Span, method: string, route: string, status: number, requestId: string): void {
  span.updateName(`${method} ${route}`);
  span.setAttributes({
    'http.request.method': method,
    'http.route': route,
    'http.response.status_code': status,
    'hiring.request_id': requestId,
  });
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * Node keeps the first of two Authorization headers and joins two Idempotency-Keys into "a, b",
 * either of which would pass for one. Sent twice, the key is malformed (401) and the
 * Idempotency-Key is refused as repeated (400, R9).
 */
function exposeRepeats(req: IncomingMessage): void {
  const raw = req.rawHeaders;
  let auth = 0;
  let idem = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 13 && name.toLowerCase() === 'authorization') auth++;
    else if (name.length === 15 && name.toLowerCase() === 'idempotency-key') idem++;
  }
  if (auth > 1) req.headers.authorization = req.headersDistinct.authorization!.join(', ');
  if (idem > 1)
    (req.headers as Record<string, string | string[] | undefined>)['idempotency-key'] =
      req.headersDistinct['idempotency-key'];
}

const NO_NAMES: readonly string[] = Object.freeze([]);

/**
 * R4: every query parameter arrives as one string; a repeated one is kept as an array so the
 * schema rejects it instead of silently taking the first or last value.
 */
export function queryInput(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [k, v] of url.searchParams) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}
