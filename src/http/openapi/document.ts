import { z } from 'zod';
import { WINDOW_MS } from '../../domain/rate-limit/plans';
import { ERROR_STATUS, type ErrorCode } from '../../errors';
import { appRouter } from '../router';
import { ROUTES, type RouteDef } from '../routes';
import { loadExamples, type ExamplesFile, type OperationExamples } from './examples';
import { guideMarkdown } from './guide';
import { errorCodesOf, OPERATIONS, type JsonSchema, type OperationMeta } from './operations';
import { ERROR_WHEN, errorSchemaId, idempotencyKeyHeader, requestIdHeader, responseSchemas } from './responses';

// The OpenAPI 3.1 document of the external API, generated from the code: the REST route table,
// the input schemas of the registered tRPC procedures (the same zod schemas that validate
// requests), the response schemas in ./responses and the prose in ./operations.
// A route whose procedure is not registered yet is left out until it is.

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; [k: string]: unknown };
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, JsonSchema>;
    [k: string]: unknown;
  };
  [k: string]: unknown;
};

export interface OperationObject {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  'x-scopes': string[];
  'x-rate-limit-window': string | null;
  'x-error-codes': ErrorCode[];
  parameters: Array<Record<string, unknown>>;
  requestBody?: Record<string, unknown>;
  responses: Record<string, ResponseObject>;
}

export interface ResponseObject {
  description: string;
  headers: Record<string, HeaderObject>;
  content: {
    'application/json': { schema: JsonSchema; examples?: Record<string, { summary: string; value: unknown }> };
  };
}

export interface HeaderObject {
  description: string;
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
}

export const SECURITY_SCHEME = 'apiKey';
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

interface ProcedureLike {
  _def: { type: string; inputs: unknown[] };
}

/** The registered tRPC procedure of a route, or undefined while it is not registered. */
export function procedureOf(name: string): ProcedureLike | undefined {
  return (appRouter._def.procedures as Record<string, ProcedureLike | undefined>)[name];
}

/** The routes the document describes: those whose procedure is registered and documented. */
export function documentedRoutes(): RouteDef[] {
  return ROUTES.filter((r) => procedureOf(r.procedure) !== undefined && OPERATIONS[r.procedure] !== undefined);
}

const SAFE = Number.MAX_SAFE_INTEGER;

/** Drops what zod adds for standalone use ($schema, $id) and the safe-integer bounds of z.int(). */
function clean<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clean) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '$schema' || k === '$id') continue;
    if ((k === 'minimum' && v === -SAFE) || (k === 'maximum' && v === SAFE)) continue;
    out[k] = clean(v);
  }
  return out as T;
}

/** The JSON Schema of a procedure's input as a client sends it (defaults apply when omitted). */
export function inputJsonSchema(route: RouteDef): JsonSchema {
  const input = procedureOf(route.procedure)?._def.inputs[0];
  if (!input) return { type: 'object', properties: {}, additionalProperties: false };
  return clean(
    z.toJSONSchema(input as z.ZodType, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema,
  );
}

export function componentSchemas(): Record<string, JsonSchema> {
  const out = z.toJSONSchema(responseSchemas, {
    io: 'output',
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return clean(out.schemas as Record<string, JsonSchema>);
}

const headerSchema = (schema: z.ZodType) => clean(z.toJSONSchema(schema, { target: 'draft-2020-12' }) as JsonSchema);
const pascal = (s: string) => s[0]!.toUpperCase() + s.slice(1);

// ---- Headers ----------------------------------------------------------------------------------

const H = {
  requestId: (): HeaderObject => ({
    description:
      'The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.',
    required: true,
    schema: headerSchema(requestIdHeader),
  }),
  rateLimit: (required: boolean, window: string): Record<string, HeaderObject> => {
    const when = required ? '' : ' Present once the key is authenticated.';
    return {
      'X-RateLimit-Limit': {
        description: `Maximum requests in the ${window} window.${when}`,
        required,
        schema: { type: 'integer', minimum: 0 },
      },
      'X-RateLimit-Remaining': {
        description: `Requests left in the ${window} window after this one (never negative).${when}`,
        required,
        schema: { type: 'integer', minimum: 0 },
      },
      'X-RateLimit-Reset': {
        description: `Unix time (seconds) at which the oldest counted request leaves the ${window} window, so Remaining grows again; now when nothing is counted.${when}`,
        required,
        schema: { type: 'integer', minimum: 0 },
      },
      'RateLimit-Policy': {
        description: `IETF draft policy field: window name, quota \`q\` and window length \`w\` in seconds.${when}`,
        required,
        schema: { type: 'string', pattern: '^"(standard|ai)";q=\\d+;w=\\d+$' },
      },
      RateLimit: {
        description: `IETF draft field: remaining \`r\` and seconds to reset \`t\`.${when}`,
        required,
        schema: { type: 'string', pattern: '^"(standard|ai)";r=\\d+;t=\\d+$' },
      },
    };
  },
  retryAfter: (required: boolean, description: string): HeaderObject => ({
    description,
    required,
    schema: { type: 'integer', minimum: 1 },
  }),
  location: (): HeaderObject => ({
    description: 'Path of the job-status endpoint for the job (same as `check_status_url`).',
    required: true,
    schema: { type: 'string', format: 'uri-reference', pattern: '^/api/v1/external/jobs/job_[0-9A-Za-z]{22,64}$' },
  }),
  replayed: (): HeaderObject => ({
    description:
      '`true` when this answer is the outcome of an earlier request with the same `Idempotency-Key` and body (R9): its saved outcome, or, for a duplicate that arrived while the original ran, the outcome they share; absent otherwise.',
    required: false,
    schema: { type: 'string', enum: ['true'] },
  }),
  aiEngine: (job: boolean): HeaderObject => ({
    description: `The engine that produced the result: \`local\` (the built-in engines) or \`openai:<model>\` (the company's configured model provider; see the AI providers guide). ${job ? 'Present once the job is `completed`.' : 'Absent on a replayed answer (`Idempotent-Replayed`).'}`,
    required: false,
    schema: { type: 'string', pattern: '^(local|openai:.+)$' },
  }),
  wwwAuthenticate: (): HeaderObject => ({
    description: 'The authentication scheme to use.',
    required: true,
    schema: { type: 'string', enum: ['Bearer'] },
  }),
  deprecation: (): HeaderObject => ({
    description:
      'Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`.',
    required: false,
    schema: { type: 'string', pattern: '^@\\d+$' },
  }),
  sunset: (): HeaderObject => ({
    description:
      'Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once.',
    required: false,
    schema: { type: 'string', pattern: '^[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT$' },
  }),
  allow: (): HeaderObject => ({
    description: 'The methods this path accepts.',
    required: true,
    schema: { type: 'string', pattern: '^(GET|POST|PATCH|DELETE)(, (GET|POST|PATCH|DELETE))*$' },
  }),
};

const WINDOW_LABEL = { standard: 'standard', ai: 'AI' } as const;

function headersFor(route: RouteDef, meta: OperationMeta, status: number): Record<string, HeaderObject> {
  const headers: Record<string, HeaderObject> = { 'X-Request-Id': H.requestId() };
  const window = route.window ?? meta.reportsWindow ?? null;
  if (window && status !== 401 && status !== 405)
    Object.assign(
      headers,
      H.rateLimit(status === 200 || status === 201 || status === 202 || status === 429, WINDOW_LABEL[window]),
    );
  if (status === 429)
    headers['Retry-After'] = H.retryAfter(
      true,
      "Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.",
    );
  if (status === 503) headers['Retry-After'] = H.retryAfter(true, 'Seconds to wait before retrying.');
  if (status === 200 && route.procedure === 'getJob') {
    headers['Retry-After'] = H.retryAfter(
      false,
      'Only while the job is `queued` or `processing`: suggested seconds to the next poll, following the recommended schedule for a job of this age.',
    );
  }
  if (status === 200 && (route.procedure === 'getJob' || route.window === 'ai'))
    headers['X-AI-Engine'] = H.aiEngine(route.procedure === 'getJob');
  if (status === 401) headers['WWW-Authenticate'] = H.wwwAuthenticate();
  // Any answer to a key that authenticated: the key is known, so its roll is too.
  if (status !== 401 && status !== 405) Object.assign(headers, { Deprecation: H.deprecation(), Sunset: H.sunset() });
  if (status === 405) headers.Allow = H.allow();
  // Only an accepted AI job has a status to poll; a webhook message's 202 names its message instead.
  if ((status === 202 && route.window === 'ai') || (status === 504 && meta.errors.includes('SYNC_TIMEOUT')))
    headers.Location = H.location();
  // A duplicate that waited for its original shares its outcome, a 5xx included (never saved, R9).
  if (meta.idempotent && [200, 202, 422, 500, 503, 504].includes(status)) headers['Idempotent-Replayed'] = H.replayed();
  return headers;
}

// ---- Operations --------------------------------------------------------------------------------

function errorDescription(code: ErrorCode, meta: OperationMeta): string {
  if (code === 'FORBIDDEN' && meta.scope === null) return 'the company has no active or trialing subscription.';
  if (code === 'FORBIDDEN')
    return `the key lacks the \`${meta.scope}\` scope, or the company has no active or trialing subscription.`;
  if (code === 'METHOD_NOT_ALLOWED')
    return 'a request with another method on this path; `Allow` lists the method this path accepts.';
  return ERROR_WHEN[code];
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Unprocessable',
  429: 'Rate limited',
  500: 'Internal error',
  503: 'Service unavailable',
  504: 'Synchronous call timed out',
};

function withExamples(
  media: ResponseObject['content']['application/json'],
  recorded: Record<string, { summary: string; value: unknown }> | undefined,
) {
  if (recorded && Object.keys(recorded).length) media.examples = recorded;
  return media;
}

function headerExamples(
  headers: Record<string, HeaderObject>,
  seen: Record<string, string> | undefined,
): Record<string, HeaderObject> {
  if (!seen) return headers;
  const lower = Object.fromEntries(Object.entries(seen).map(([k, v]) => [k.toLowerCase(), v]));
  for (const [name, h] of Object.entries(headers)) {
    const v = lower[name.toLowerCase()];
    if (v !== undefined) h.example = h.schema.type === 'integer' ? Number(v) : v;
  }
  return headers;
}

function responsesFor(route: RouteDef, meta: OperationMeta, ex: OperationExamples): Record<string, ResponseObject> {
  const out: Record<string, ResponseObject> = {};
  for (const [status, s] of Object.entries(meta.success)) {
    const id = responseSchemas.get(s.schema)?.id;
    if (!id) throw new Error(`success schema of ${route.procedure} ${status} is not registered`);
    out[status] = {
      description: s.description,
      headers: headerExamples(headersFor(route, meta, Number(status)), ex.headers?.[status]),
      content: { 'application/json': withExamples({ schema: ref(id) }, ex.responses?.[status]) },
    };
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(route, meta))
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  for (const [status, codes] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    const schema =
      codes.length === 1 ? ref(errorSchemaId(codes[0]!)) : { oneOf: codes.map((c) => ref(errorSchemaId(c))) };
    const description = `${STATUS_TEXT[status] ?? 'Error'}: ${codes.join(', ')}.\n\n${codes.map((c) => `- \`${c}\`: ${errorDescription(c, meta)}`).join('\n')}`;
    out[String(status)] = {
      description,
      headers: headerExamples(headersFor(route, meta, status), ex.headers?.[String(status)]),
      content: { 'application/json': withExamples({ schema }, ex.responses?.[String(status)]) },
    };
  }
  return out;
}

function parametersFor(route: RouteDef, meta: OperationMeta, input: JsonSchema): Array<Record<string, unknown>> {
  const params: Array<Record<string, unknown>> = [];
  // A body or query route's path parameters come from its path template (its input schema does
  // not hold them: they reach the procedure in its context).
  if (route.input !== 'params') {
    for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
      const hint = meta.fields?.[name!];
      const p: Record<string, unknown> = {
        name,
        in: 'path',
        required: true,
        description: hint?.description ?? '',
        schema: hint?.schema ?? { type: 'string' },
      };
      if (hint?.example !== undefined) p.example = hint.example;
      params.push(p);
    }
  }
  if (route.input !== 'body') {
    const where = route.input === 'params' ? 'path' : 'query';
    const props = (input.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((input.required ?? []) as string[]);
    for (const [name, generated] of Object.entries(props)) {
      const hint = meta.fields?.[name];
      const p: Record<string, unknown> = {
        name,
        in: where,
        required: where === 'path' || required.has(name),
        description: hint?.description ?? '',
        schema: hint?.schema ?? { ...generated, ...hint?.extend },
      };
      if (hint?.example !== undefined) p.example = hint.example;
      params.push(p);
    }
  }
  if (meta.idempotent) params.push({ $ref: '#/components/parameters/IdempotencyKey' });
  params.push({ $ref: '#/components/parameters/RequestId' });
  return params;
}

function requestBodyFor(meta: OperationMeta, input: JsonSchema, id: string): JsonSchema {
  const props = (input.properties ?? {}) as Record<string, JsonSchema>;
  const properties = Object.fromEntries(
    Object.entries(props).map(([name, p]) => {
      const hint = meta.fields?.[name];
      return [
        name,
        { ...(hint?.schema ?? { ...p, ...hint?.extend }), ...(hint ? { description: hint.description } : {}) },
      ];
    }),
  );
  return { title: id, ...input, properties, ...meta.bodyRules };
}

function operationFor(
  route: RouteDef,
  meta: OperationMeta,
  examples: ExamplesFile,
  schemas: Record<string, JsonSchema>,
): OperationObject {
  const ex = examples.operations[route.procedure] ?? {};
  const input = inputJsonSchema(route);
  const windowText = route.window
    ? `${WINDOW_LABEL[route.window]} (sliding ${route.window === 'ai' ? `${WINDOW_MS.ai / 3_600_000} h` : `${WINDOW_MS.standard / 1000} s`})`
    : 'none (counts toward no window)';
  const facts = [
    `**Scope:** ${meta.scope ? `\`${meta.scope}\`` : 'none (any valid key)'}.`,
    `**Rate window:** ${windowText}.`,
  ];
  if (meta.idempotent) facts.push('**Idempotent:** with an `Idempotency-Key` header (R9).');
  const op: OperationObject = {
    operationId: route.procedure,
    summary: meta.summary,
    description: `${meta.description}\n\n${facts.join(' ')}`,
    tags: [meta.tag],
    security: [{ [SECURITY_SCHEME]: meta.scope ? [meta.scope] : [] }],
    'x-scopes': meta.scope ? [meta.scope] : [],
    'x-rate-limit-window': route.window,
    'x-error-codes': errorCodesOf(route, meta),
    parameters: parametersFor(route, meta, input),
    responses: responsesFor(route, meta, ex),
  };
  if (route.input === 'body') {
    const id = `${pascal(route.procedure)}Request`;
    schemas[id] = requestBodyFor(meta, input, id);
    const media: Record<string, unknown> = { schema: ref(id) };
    if (ex.request && Object.keys(ex.request).length) media.examples = ex.request;
    op.requestBody = { required: true, content: { 'application/json': media } };
  }
  return op;
}

const TAGS = [
  { name: 'Account', description: 'The calling key and its company.' },
  { name: 'Candidates', description: 'Search the pool of discoverable candidates.' },
  { name: 'AI', description: 'Resume matching and interview scoring, synchronous or asynchronous.' },
  { name: 'Jobs', description: 'Status and results of asynchronous jobs.' },
  { name: 'Webhooks', description: 'Endpoints that receive signed job events (Standard Webhooks).' },
  { name: 'Usage', description: 'Request counts of your own keys, per day, endpoint and status class.' },
];

export function buildOpenApiDocument(examples: ExamplesFile = loadExamples()): OpenApiDocument {
  const schemas = componentSchemas();
  const paths: OpenApiDocument['paths'] = {};
  for (const route of documentedRoutes()) {
    const meta = OPERATIONS[route.procedure]!;
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operationFor(route, meta, examples, schemas);
  }
  const usedTags = new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((o) => o.tags)));
  const doc: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'External Hiring API',
      version: '1.0.0',
      summary: 'Candidate search, AI job matching and interview scoring for companies.',
      description: guideMarkdown(),
    },
    // Relative, so the document stays right when the service is served under a path prefix.
    servers: [{ url: '.', description: 'This server' }],
    tags: TAGS.filter((t) => usedTags.has(t.name)),
    paths,
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'sk_live_... or sk_test_... API key',
          description:
            'The company API key: `Authorization: Bearer sk_live_<43 base64url characters>` (or `sk_test_`). Keys are for servers only. Each operation lists the scope it needs in its security requirement and in `x-scopes`.',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Makes a retry safe (R9): within 24 hours the same key with the same endpoint and body returns the original status and body with `Idempotent-Replayed: true`, without running the work or using the AI window. A different body or endpoint is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 printable ASCII characters (else 400).',
          schema: headerSchema(idempotencyKeyHeader),
          example: '3f1c9a52-6f0e-4c1e-9d7a-0b8e2f4c5d61',
        },
        RequestId: {
          name: 'X-Request-Id',
          in: 'header',
          required: false,
          description:
            'Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.',
          schema: headerSchema(requestIdHeader),
          example: 'order-7731-retry-2',
        },
      },
      schemas,
    },
  };
  pruneSchemas(doc);
  return doc;
}

/** Keeps the component schemas that the operations reach, so nothing unused is listed. */
function pruneSchemas(doc: OpenApiDocument): void {
  const all = doc.components.schemas;
  const keep = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
        const id = v.slice('#/components/schemas/'.length);
        if (!keep.has(id)) {
          keep.add(id);
          visit(all[id]);
        }
      } else visit(v);
    }
  };
  visit(doc.paths);
  visit(doc.components.parameters);
  doc.components.schemas = Object.fromEntries(Object.entries(all).filter(([id]) => keep.has(id)));
}

let cached: OpenApiDocument | null = null;

/** The document as served: built once per process. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}
