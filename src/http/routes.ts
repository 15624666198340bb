import { API_PREFIX } from '../api-paths';
import type { WindowName } from '../domain/rate-limit/plans';
import type { AppRouter } from './router';

/** A procedure of the API's router: a route that names any other fails to type-check. */
export type ProcedureName = keyof AppRouter['_def']['procedures'] & string;

// REST shape of the API: each route names the tRPC procedure that serves it.
export const HTTP_METHODS = ['GET', 'POST', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface RouteDef<P extends string = ProcedureName> {
  method: HttpMethod;
  path: string;
  procedure: P;
  /**
   * Where the procedure's input comes from. A `body` route's path parameters reach the procedure
   * in its context (`ctx.params`), so a body can never override them.
   */
  input: 'query' | 'body' | 'params';
  window: WindowName | null;
  /** A window whose headers the route reports without counting in it (R8), when `window` is null. */
  reports?: WindowName;
}

export const ROUTES: RouteDef[] = [
  { method: 'GET', path: `${API_PREFIX}/me`, procedure: 'me', input: 'query', window: null, reports: 'standard' },
  {
    method: 'GET',
    path: `${API_PREFIX}/candidates`,
    procedure: 'searchCandidates',
    input: 'query',
    window: 'standard',
  },
  { method: 'POST', path: `${API_PREFIX}/ai/match-jobs`, procedure: 'matchJobs', input: 'body', window: 'ai' },
  {
    method: 'POST',
    path: `${API_PREFIX}/ai/score-interview`,
    procedure: 'scoreInterview',
    input: 'body',
    window: 'ai',
  },
  { method: 'GET', path: `${API_PREFIX}/jobs/{job_id}`, procedure: 'getJob', input: 'params', window: 'standard' },
  ...webhookEndpointRoutes(`${API_PREFIX}/webhook-endpoints`),
  { method: 'GET', path: `${API_PREFIX}/usage`, procedure: 'usage', input: 'query', window: 'standard' },
];

function webhookEndpointRoutes(base: string): RouteDef[] {
  const one = `${base}/{endpoint_id}`;
  return [
    { method: 'POST', path: base, procedure: 'createWebhookEndpoint', input: 'body', window: 'standard' },
    { method: 'GET', path: base, procedure: 'listWebhookEndpoints', input: 'query', window: 'standard' },
    {
      method: 'POST',
      path: `${one}/rotate-secret`,
      procedure: 'rotateWebhookSecret',
      input: 'params',
      window: 'standard',
    },
    { method: 'POST', path: `${one}/test`, procedure: 'testWebhookEndpoint', input: 'params', window: 'standard' },
    {
      method: 'GET',
      path: `${one}/deliveries`,
      procedure: 'listWebhookDeliveries',
      input: 'query',
      window: 'standard',
    },
    {
      method: 'POST',
      path: `${one}/recover`,
      procedure: 'recoverWebhookMessages',
      input: 'body',
      window: 'standard',
    },
    { method: 'GET', path: one, procedure: 'getWebhookEndpoint', input: 'params', window: 'standard' },
    { method: 'PATCH', path: one, procedure: 'updateWebhookEndpoint', input: 'body', window: 'standard' },
    { method: 'DELETE', path: one, procedure: 'deleteWebhookEndpoint', input: 'params', window: 'standard' },
  ];
}

export interface CompiledRoute<P extends string = ProcedureName> {
  def: RouteDef<P>;
  regex: RegExp;
  names: string[];
}

export function compileRoutes<P extends string>(defs: readonly RouteDef<P>[]): CompiledRoute<P>[] {
  return defs.map(compileRoute);
}

function compileRoute<P extends string>(def: RouteDef<P>): CompiledRoute<P> {
  const names: string[] = [];
  const pattern = def.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { def, regex: new RegExp(`^${pattern}$`), names };
}

/** The API's own routes, compiled once. */
export const API_ROUTES = compileRoutes(ROUTES);

export type RouteMatch<P extends string = ProcedureName> =
  | { kind: 'found'; route: RouteDef<P>; params: Record<string, string> }
  /** `path`: the template of the first route whose path matched, for the request's metrics label. */
  | { kind: 'wrong-method'; allow: string[]; path: string }
  | { kind: 'none' };

/** Literal paths are listed before parameterised ones, and the first match wins. */
export function matchRoute(method: string, pathname: string): RouteMatch;
export function matchRoute<P extends string>(
  method: string,
  pathname: string,
  routes: readonly CompiledRoute<P>[],
): RouteMatch<P>;
export function matchRoute(
  method: string,
  pathname: string,
  routes: readonly CompiledRoute<string>[] = API_ROUTES,
): RouteMatch<string> {
  const allow: string[] = [];
  let path = '';
  for (const r of routes) {
    const m = r.regex.exec(pathname);
    if (!m) continue;
    if (r.def.method !== method) {
      allow.push(r.def.method);
      path ||= r.def.path;
      continue;
    }
    const params: Record<string, string> = {};
    r.names.forEach((name, i) => {
      params[name] = safeDecode(m[i + 1]!);
    });
    return { kind: 'found', route: r.def, params };
  }
  return allow.length ? { kind: 'wrong-method', allow, path } : { kind: 'none' };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
