import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { checkIdempotencyKey } from '../../../src/domain/idempotency';
import type { JobMatch as DomainJobMatch } from '../../../src/domain/matching/rank';
import { SCOPES } from '../../../src/domain/scopes';
import type { Scorecard as DomainScorecard } from '../../../src/domain/scoring/score-interview';
import { ERROR_STATUS, type ErrorCode } from '../../../src/errors';
import {
  buildOpenApiDocument,
  procedureOf,
  type OpenApiDocument,
  type OperationObject,
} from '../../../src/http/openapi/document';
import { loadExamples } from '../../../src/http/openapi/examples';
import { POLLING, pollingWaits } from '../../../src/http/openapi/guide';
import { OPERATIONS, type JsonSchema } from '../../../src/http/openapi/operations';
import { errorSchemaId, type JobMatch, type Scorecard } from '../../../src/http/openapi/responses';
import { requestIdFrom } from '../../../src/http/request-id';
import { ROUTES, type RouteDef } from '../../../src/http/routes';
import { OpenApiResponseValidator } from '../../helpers/openapi';

// The document's structure, checked against the code it is generated from: the route table,
// the R2 codes each operation can produce, and the constraints of the real input schemas
// (probed at their boundaries, so a documented bound that the validator does not enforce, or
// the other way round, fails here).

const doc: OpenApiDocument = buildOpenApiDocument();
const validator = new OpenApiResponseValidator(doc);
const registered = ROUTES.filter((r) => procedureOf(r.procedure));
const opOf = (r: RouteDef): OperationObject => doc.paths[r.path]![r.method.toLowerCase()]!;
const inputOf = (r: RouteDef) => procedureOf(r.procedure)!._def.inputs[0] as z.ZodType;
const accepts = (r: RouteDef, value: unknown) => inputOf(r).safeParse(value).success;

/** R2, read for each route by hand: what can this operation answer? */
const EXPECTED_CODES: Record<string, ErrorCode[]> = {
  me: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'FORBIDDEN', 'METHOD_NOT_ALLOWED', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE'],
  searchCandidates: [
    'VALIDATION_ERROR',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'METHOD_NOT_ALLOWED',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
    'SERVICE_UNAVAILABLE',
  ],
  matchJobs: [
    'VALIDATION_ERROR',
    'INVALID_JSON',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'METHOD_NOT_ALLOWED',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'IDEMPOTENCY_KEY_REUSED',
    'RESUME_URL_FORBIDDEN',
    'RESUME_URL_UNREACHABLE',
    'RESUME_UNSUPPORTED',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
    'SERVICE_UNAVAILABLE',
    'SYNC_TIMEOUT',
  ],
  scoreInterview: [
    'VALIDATION_ERROR',
    'INVALID_JSON',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'METHOD_NOT_ALLOWED',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'IDEMPOTENCY_KEY_REUSED',
    'RUBRIC_NOT_FOUND',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
    'SERVICE_UNAVAILABLE',
    'SYNC_TIMEOUT',
  ],
  getJob: [
    'VALIDATION_ERROR',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'NOT_FOUND',
    'METHOD_NOT_ALLOWED',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
    'SERVICE_UNAVAILABLE',
  ],
  usage: [
    'VALIDATION_ERROR',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'METHOD_NOT_ALLOWED',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
    'SERVICE_UNAVAILABLE',
  ],
};

const WEBHOOK_READ: ErrorCode[] = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
];
const WEBHOOK_BODY: ErrorCode[] = [...WEBHOOK_READ, 'INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];
Object.assign(EXPECTED_CODES, {
  createWebhookEndpoint: [
    ...WEBHOOK_BODY,
    'WEBHOOK_ENDPOINT_LIMIT',
    'WEBHOOK_URL_FORBIDDEN',
    'WEBHOOK_URL_UNRESOLVABLE',
  ],
  listWebhookEndpoints: WEBHOOK_READ,
  getWebhookEndpoint: [...WEBHOOK_READ, 'NOT_FOUND'],
  updateWebhookEndpoint: [...WEBHOOK_BODY, 'NOT_FOUND', 'WEBHOOK_URL_FORBIDDEN', 'WEBHOOK_URL_UNRESOLVABLE'],
  deleteWebhookEndpoint: [...WEBHOOK_READ, 'NOT_FOUND'],
  rotateWebhookSecret: [...WEBHOOK_READ, 'NOT_FOUND'],
  testWebhookEndpoint: [...WEBHOOK_READ, 'NOT_FOUND', 'WEBHOOK_ENDPOINT_DISABLED'],
  listWebhookDeliveries: [...WEBHOOK_READ, 'NOT_FOUND'],
  recoverWebhookMessages: [...WEBHOOK_BODY, 'NOT_FOUND', 'WEBHOOK_ENDPOINT_DISABLED'],
} satisfies Record<string, ErrorCode[]>);

const EXPECTED_SCOPES: Record<string, string | null> = {
  createWebhookEndpoint: 'webhooks:manage',
  listWebhookEndpoints: 'webhooks:manage',
  getWebhookEndpoint: 'webhooks:manage',
  updateWebhookEndpoint: 'webhooks:manage',
  deleteWebhookEndpoint: 'webhooks:manage',
  rotateWebhookSecret: 'webhooks:manage',
  testWebhookEndpoint: 'webhooks:manage',
  listWebhookDeliveries: 'webhooks:manage',
  recoverWebhookMessages: 'webhooks:manage',
  me: null,
  searchCandidates: 'candidates:read',
  matchJobs: 'ai:match',
  scoreInterview: 'ai:score',
  getJob: 'jobs:read',
  usage: 'usage:read',
};

describe('routes', () => {
  it('every route of ROUTES has documentation metadata, so it appears as soon as its procedure is registered', () => {
    for (const r of ROUTES) expect(OPERATIONS[r.procedure], r.procedure).toBeDefined();
  });

  it('every registered route appears with its method and operationId; no other operation is listed', () => {
    expect(registered.length).toBeGreaterThanOrEqual(4);
    for (const r of registered) expect(opOf(r)?.operationId, `${r.method} ${r.path}`).toBe(r.procedure);
    const listed = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(listed.sort()).toEqual(registered.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('a route whose procedure is not registered yet is not documented', () => {
    for (const r of ROUTES.filter((r) => !procedureOf(r.procedure)))
      expect(doc.paths[r.path]?.[r.method.toLowerCase()]).toBeUndefined();
  });

  it('path templates and path parameters agree', () => {
    for (const r of registered) {
      const names = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const pathParams = opOf(r)
        .parameters.filter((p) => p.in === 'path')
        .map((p) => p.name);
      expect(pathParams, r.path).toEqual(names);
    }
  });
});

describe('errors (R1, R2)', () => {
  for (const r of registered) {
    it(`${r.procedure}: lists every R2 code it can produce, under its status, with the R1 body of that code`, () => {
      const op = opOf(r);
      expect([...op['x-error-codes']].sort()).toEqual([...EXPECTED_CODES[r.procedure]!].sort());
      const statuses = new Set(op['x-error-codes'].map((c) => String(ERROR_STATUS[c])));
      for (const status of statuses) expect(op.responses[status], `${r.procedure} ${status}`).toBeDefined();
      for (const code of op['x-error-codes']) {
        const schema = op.responses[String(ERROR_STATUS[code])]!.content['application/json'].schema as {
          $ref?: string;
          oneOf?: Array<{ $ref: string }>;
        };
        const refs = schema.oneOf ? schema.oneOf.map((s) => s.$ref) : [schema.$ref];
        expect(refs, `${r.procedure} ${code}`).toContain(`#/components/schemas/${errorSchemaId(code)}`);
        expect(op.responses[String(ERROR_STATUS[code])]!.description).toContain(`\`${code}\``);
      }
      const documentedErrorStatuses = Object.keys(op.responses).filter((s) => Number(s) >= 400);
      expect(documentedErrorStatuses.sort()).toEqual([...statuses].sort());
    });
  }

  it('each R1 body schema accepts the body AppError produces for its code, and only that code', () => {
    for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
      const body: Record<string, unknown> = {
        statusCode: ERROR_STATUS[code],
        error: code,
        message: 'Something is wrong.',
      };
      if (code === 'VALIDATION_ERROR') body.details = [{ path: 'limit', message: 'limit must be between 1 and 20' }];
      if (code === 'RATE_LIMITED') body.retryAfter = 12;
      if (code === 'SYNC_TIMEOUT')
        Object.assign(body, {
          job_id: 'job_0123456789abcdefghijkl',
          check_status_url: '/api/v1/external/jobs/job_0123456789abcdefghijkl',
        });
      const pointer = `/components/schemas/${errorSchemaId(code)}`;
      expect(validator.problems(pointer, body), code).toEqual([]);
      expect(
        validator.problems(pointer, { ...body, error: code === 'NOT_FOUND' ? 'FORBIDDEN' : 'NOT_FOUND' }),
        code,
      ).not.toEqual([]);
      expect(validator.problems(pointer, { ...body, stack: 'at x' }), code).not.toEqual([]);
      if (code !== 'RATE_LIMITED')
        expect(validator.problems(pointer, { ...body, retryAfter: 1 }), code).not.toEqual([]);
    }
  });
});

describe('security, scopes and headers', () => {
  it('each operation names its scope in the security requirement and in x-scopes; every scope is used', () => {
    const used: string[] = [];
    for (const r of registered) {
      const op = opOf(r);
      const scope = EXPECTED_SCOPES[r.procedure];
      expect(op.security, r.procedure).toEqual([{ apiKey: scope ? [scope] : [] }]);
      expect(op['x-scopes']).toEqual(scope ? [scope] : []);
      expect(op.description).toContain(scope ? `\`${scope}\`` : 'none (any valid key)');
      if (scope) used.push(scope);
    }
    expect((doc.components.securitySchemes as Record<string, { scheme: string; type: string }>).apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    // One operation per scope, except webhooks:manage, which covers the nine webhook operations.
    for (const s of SCOPES)
      expect(Object.values(OPERATIONS).filter((o) => o.scope === s)).toHaveLength(s === 'webhooks:manage' ? 9 : 1);
    expect(new Set(used)).toEqual(new Set(SCOPES));
  });

  it('headers: X-Request-Id always; rate limits after authentication; Retry-After, WWW-Authenticate, Allow, Location, Idempotent-Replayed where they apply', () => {
    for (const r of registered) {
      const op = opOf(r);
      const counted = r.window !== null || OPERATIONS[r.procedure]!.reportsWindow;
      for (const [status, res] of Object.entries(op.responses)) {
        const h = res.headers;
        expect(h['X-Request-Id']?.required, `${r.procedure} ${status}`).toBe(true);
        if (counted && !['401', '405'].includes(status)) {
          for (const n of [
            'X-RateLimit-Limit',
            'X-RateLimit-Remaining',
            'X-RateLimit-Reset',
            'RateLimit-Policy',
            'RateLimit',
          ]) {
            expect(h[n]?.required, `${r.procedure} ${status} ${n}`).toBe(['200', '201', '202', '429'].includes(status));
          }
        } else expect(h['X-RateLimit-Limit']).toBeUndefined();
        if (status === '429' || status === '503') expect(h['Retry-After']?.required).toBe(true);
        if (status === '401') expect(h['WWW-Authenticate']?.required).toBe(true);
        if (status === '405') expect(h.Allow?.required).toBe(true);
        if ((status === '202' && r.window === 'ai') || status === '504') expect(h.Location?.required).toBe(true);
        else expect(h.Location).toBeUndefined();
        // R9: a duplicate that waited for its original shares its outcome, 500 and 503 included.
        if (OPERATIONS[r.procedure]!.idempotent && ['200', '202', '422', '500', '503'].includes(status))
          expect(h['Idempotent-Replayed']?.required, `${r.procedure} ${status}`).toBe(false);
      }
      const idem = op.parameters.some((p) => p.$ref === '#/components/parameters/IdempotencyKey');
      expect(idem, r.procedure).toBe(OPERATIONS[r.procedure]!.idempotent);
    }
    expect(opOf(ROUTES.find((r) => r.procedure === 'getJob')!).responses['200']!.headers['Retry-After']?.required).toBe(
      false,
    );
  });

  it('the Idempotency-Key schema agrees with checkIdempotencyKey (R9)', () => {
    const pointer = '/components/parameters/IdempotencyKey/schema';
    for (const v of [
      '',
      'a',
      'x'.repeat(255),
      'x'.repeat(256),
      'naïve',
      'tab\there',
      'del\x7f',
      ' spaced key ~!',
      '3f1c9a52-6f0e',
    ]) {
      expect(validator.problems(pointer, v).length === 0, JSON.stringify(v)).toBe(checkIdempotencyKey(v) === null);
    }
  });

  it('the X-Request-Id schema agrees with requestIdFrom (R1)', () => {
    const pointer = '/components/parameters/RequestId/schema';
    for (const v of ['', 'a', 'client-123.abc', 'x'.repeat(128), 'x'.repeat(129), 'bad id', 'a:b_c-d.e', '<script>']) {
      expect(validator.problems(pointer, v).length === 0, JSON.stringify(v)).toBe(requestIdFrom(v) === v);
    }
  });
});

// ---- Constraints, probed against the real input schemas ----------------------------------------

const cp = (n: number) => '😀'.repeat(n); // one code point, two UTF-16 units (R3)

/** A string of exactly n code points that meets the schema's pattern/format. */
function stringOf(schema: JsonSchema, n: number): string {
  if (schema.format === 'uri') {
    const head = 'https://example.com/';
    return head + 'a'.repeat(Math.max(0, n - head.length));
  }
  return cp(n);
}

interface Probe {
  name: string;
  values: Array<[unknown, boolean]>;
}

/** Values at and beyond each documented bound, and whether the document says they are valid. */
function probesFor(schema: JsonSchema, asQuery: boolean): Probe[] {
  const out: Probe[] = [];
  const num = (n: number) => (asQuery ? String(n) : n);
  if (schema.type === 'string') {
    const min = (schema.minLength as number | undefined) ?? 0;
    const max = schema.maxLength as number | undefined;
    if (min > 0)
      out.push({
        name: 'minLength',
        values: [
          [stringOf(schema, min), true],
          [stringOf(schema, min - 1), false],
        ],
      });
    if (max !== undefined)
      out.push({
        name: 'maxLength',
        values: [
          [stringOf(schema, max), true],
          [stringOf(schema, max + 1), false],
        ],
      });
    if (!asQuery) out.push({ name: 'type', values: [[42, false]] });
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const min = schema.minimum as number | undefined;
    const max = schema.maximum as number | undefined;
    const step = schema.type === 'integer' ? 1 : 0.001;
    if (min !== undefined)
      out.push({
        name: 'minimum',
        values: [
          [num(min), true],
          [num(min - step), false],
        ],
      });
    if (max !== undefined)
      out.push({
        name: 'maximum',
        values: [
          [num(max), true],
          [num(max + step), false],
        ],
      });
    if (schema.type === 'integer') out.push({ name: 'integer', values: [[num((min ?? 0) + 0.5), false]] });
    if (asQuery)
      out.push({
        name: 'base-10',
        values: [
          ['abc', false],
          ['', false],
        ],
      });
    else out.push({ name: 'type', values: [[String(min ?? 1), false]] });
  }
  if (schema.type === 'boolean')
    out.push({
      name: 'type',
      values: [
        [true, true],
        [false, true],
        ['true', false],
      ],
    });
  if (schema['x-max-items'] !== undefined) {
    const items = schema['x-max-items'] as number;
    const len = schema['x-item-max-length'] as number;
    out.push({
      name: 'items',
      values: [
        [Array.from({ length: items }, (_, i) => `skill${i}`).join(','), true],
        [Array.from({ length: items + 1 }, (_, i) => `skill${i}`).join(','), false],
        [cp(len), true],
        [cp(len + 1), false],
        ['Go,,SQL', false],
      ],
    });
  }
  return out;
}

/** A minimal valid input for each operation, and the fields each oneOf branch excludes. */
const BASE: Record<string, Record<string, unknown>> = {
  me: {},
  searchCandidates: {},
  matchJobs: { resume_text: 'a'.repeat(50) },
  scoreInterview: { transcript: 'a'.repeat(50), role: 'Engineer' },
  getJob: { job_id: 'job_0123456789abcdefghijkl' },
  createWebhookEndpoint: { url: 'https://hooks.example.com/in' },
  listWebhookEndpoints: {},
  getWebhookEndpoint: { endpoint_id: 'we_0123456789abcdefghijkl' },
  updateWebhookEndpoint: { enabled: false },
  deleteWebhookEndpoint: { endpoint_id: 'we_0123456789abcdefghijkl' },
  rotateWebhookSecret: { endpoint_id: 'we_0123456789abcdefghijkl' },
  testWebhookEndpoint: { endpoint_id: 'we_0123456789abcdefghijkl' },
  listWebhookDeliveries: {},
  recoverWebhookMessages: { since: '2026-11-28T04:00:00Z' },
  usage: {},
};

function documentedFields(r: RouteDef): Array<{ name: string; schema: JsonSchema; required: boolean }> {
  const op = opOf(r);
  if (r.input === 'body') {
    const id = (op.requestBody as { content: { 'application/json': { schema: { $ref: string } } } }).content[
      'application/json'
    ].schema.$ref
      .split('/')
      .pop()!;
    const body = doc.components.schemas[id]!;
    const required = new Set((body.required ?? []) as string[]);
    return Object.entries(body.properties as Record<string, JsonSchema>).map(([name, schema]) => ({
      name,
      schema,
      required: required.has(name),
    }));
  }
  // A query route's path parameters reach its procedure in the context, not in its input.
  return op.parameters
    .filter((p) => p.in === 'query' || (p.in === 'path' && r.input === 'params'))
    .map((p) => ({ name: p.name as string, schema: p.schema as JsonSchema, required: p.required as boolean }));
}

/** The base input with `name` set, minus the fields of other oneOf branches. */
function withField(r: RouteDef, name: string, value: unknown): Record<string, unknown> {
  const base = { ...BASE[r.procedure] };
  const branches = (OPERATIONS[r.procedure]!.bodyRules?.oneOf ?? []) as Array<{ required: string[] }>;
  if (branches.some((b) => b.required.includes(name)))
    for (const b of branches) for (const f of b.required) delete base[f];
  return { ...base, [name]: value };
}

describe('constraints match the input schemas', () => {
  for (const r of registered) {
    describe(r.procedure, () => {
      it('the minimal input is valid, an unknown field is refused, a missing required field is refused', () => {
        expect(accepts(r, BASE[r.procedure])).toBe(true);
        expect(accepts(r, { ...BASE[r.procedure], unknown_field: '1' })).toBe(false);
        for (const f of documentedFields(r).filter((f) => f.required)) {
          const rest = { ...BASE[r.procedure] };
          delete rest[f.name];
          expect(accepts(r, rest), f.name).toBe(false);
        }
      });

      it('every documented bound is the bound the schema enforces (lengths in code points)', () => {
        const fields = documentedFields(r);
        for (const f of fields) {
          for (const probe of probesFor(f.schema, r.input !== 'body')) {
            for (const [value, valid] of probe.values) {
              const label = `${f.name} ${probe.name} ${JSON.stringify(value).slice(0, 40)}`;
              expect(accepts(r, withField(r, f.name, value)), label).toBe(valid);
            }
          }
        }
      });

      it('documented defaults are the values the schema fills in', () => {
        for (const f of documentedFields(r).filter((f) => f.schema.default !== undefined)) {
          const rest = { ...BASE[r.procedure] };
          delete rest[f.name];
          const out = inputOf(r).parse(rest) as Record<string, unknown>;
          expect(out[f.name], f.name).toEqual(f.schema.default);
        }
      });
    });
  }

  it('match-jobs: exactly one of resume_text and resume_url, as the oneOf says', () => {
    const r = ROUTES.find((x) => x.procedure === 'matchJobs')!;
    const text = 'a'.repeat(50);
    const url = 'https://example.com/cv.pdf';
    const pointer = '/components/schemas/MatchJobsRequest';
    for (const [body, valid] of [
      [{ resume_text: text }, true],
      [{ resume_url: url }, true],
      [{ resume_text: text, resume_url: url }, false],
      [{}, false],
      [{ limit: 3 }, false],
    ] as const) {
      expect(accepts(r, body), JSON.stringify(body)).toBe(valid);
      expect(validator.problems(pointer, body).length === 0, JSON.stringify(body)).toBe(valid);
    }
    expect(accepts(r, { resume_url: 'http://example.com/cv.pdf' })).toBe(false);
    // The document agrees with the API on the scheme's spelling (the URL parser ignores its case).
    for (const [resume_url, valid] of [
      ['HTTPS://example.com/cv.pdf', true],
      ['Https://example.com/cv.pdf', true],
      ['ftp://example.com/cv.pdf', false],
    ] as const) {
      expect(accepts(r, { resume_url }), resume_url).toBe(valid);
      expect(validator.problems(pointer, { resume_url }).length === 0, resume_url).toBe(valid);
    }
  });
});

describe('response schemas', () => {
  it('describe the domain types (checked by tsc)', () => {
    expectTypeOf<DomainScorecard>().toExtend<z.infer<typeof Scorecard>>();
    expectTypeOf<DomainJobMatch>().toExtend<z.infer<typeof JobMatch>>();
  });

  it('every example in the document validates against its schema, headers included', () => {
    let count = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      const esc = path.replace(/~/g, '~0').replace(/\//g, '~1');
      for (const [method, op] of Object.entries(ops)) {
        const media = (
          op.requestBody as { content?: Record<string, { examples?: Record<string, { value: unknown }> }> } | undefined
        )?.content?.['application/json'];
        for (const [name, ex] of Object.entries(media?.examples ?? {})) {
          expect(
            validator.problems(`/paths/${esc}/${method}/requestBody/content/application~1json/schema`, ex.value),
            `${op.operationId} request ${name}`,
          ).toEqual([]);
          count++;
        }
        for (const [status, res] of Object.entries(op.responses)) {
          for (const [name, ex] of Object.entries(res.content['application/json'].examples ?? {})) {
            expect(
              validator.problems(
                `/paths/${esc}/${method}/responses/${status}/content/application~1json/schema`,
                ex.value,
              ),
              `${op.operationId} ${status} ${name}`,
            ).toEqual([]);
            count++;
          }
          for (const [name, h] of Object.entries(res.headers)) {
            if (h.example !== undefined)
              expect(
                validator.problems(
                  `/paths/${esc}/${method}/responses/${status}/headers/${name.replace(/\//g, '~1')}/schema`,
                  h.example,
                ),
                `${op.operationId} ${status} ${name}`,
              ).toEqual([]);
          }
        }
      }
    }
    expect(count).toBeGreaterThan(40);
  });

  it('the examples file names only documented operations and statuses', () => {
    const file = loadExamples();
    for (const [opId, ex] of Object.entries(file.operations)) {
      const r = ROUTES.find((x) => x.procedure === opId);
      expect(r, opId).toBeDefined();
      if (!procedureOf(opId)) continue;
      for (const status of Object.keys(ex.responses ?? {}))
        expect(opOf(r!).responses[status], `${opId} ${status}`).toBeDefined();
    }
  });
});

describe('guidance (info.description)', () => {
  const md = doc.info.description;

  it('covers authentication, rate limits, idempotency, polling and errors', () => {
    for (const heading of [
      '## Authentication',
      '## Rate limits',
      '## Idempotency',
      '## Asynchronous jobs and polling',
      '## Errors',
    ])
      expect(md).toContain(heading);
    expect(md).toContain('Authorization: Bearer <API_KEY>');
    for (const h of [
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'Retry-After',
      'Idempotency-Key',
      'Idempotent-Replayed',
      'X-Request-Id',
    ])
      expect(md).toContain(h);
    for (const code of Object.keys(ERROR_STATUS)) expect(md).toContain(`\`${code}\``);
  });

  it('states the polling schedule of the spec: 1 s, x1.5, capped at 15 s, 12 polls', () => {
    expect(POLLING).toEqual({ firstWaitSeconds: 1, factor: 1.5, capSeconds: 15, maxPolls: 12 });
    const waits = pollingWaits();
    expect(waits).toHaveLength(12);
    expect(waits.slice(0, 4)).toEqual([1, 1.5, 2.25, 3.375]);
    expect(Math.max(...waits)).toBe(15);
    expect(md).toMatch(/first wait \*\*1 s\*\*/);
    expect(md).toMatch(/\*\*1\.5\*\*/);
    expect(md).toMatch(/\*\*15 s\*\*/);
    expect(md).toMatch(/\*\*12 polls\*\*/);
  });

  it('lists the plan limits of R8', () => {
    expect(md).toMatch(/\| starter \(and unknown plans\) \| 60 \| 100 \|/);
    expect(md).toMatch(/\| pro, growth \| 300 \| 500 \|/);
    expect(md).toMatch(/\| agency, enterprise \| 1,000 \| 2,500 \|/);
  });
});
