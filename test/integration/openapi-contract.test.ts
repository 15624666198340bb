import { writeFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, type Scope } from '../../src/domain/scopes';
import { buildOpenApiDocument, type OpenApiDocument } from '../../src/http/openapi/document';
import { EXAMPLES_PATH, loadExamples, type ExamplesFile } from '../../src/http/openapi/examples';
import { OPERATIONS } from '../../src/http/openapi/operations';
import { ROUTES } from '../../src/http/routes';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { importCandidates } from '../../src/services/candidate-import.service';
import { call, expectR1, type ApiResponse, type RequestOptions } from '../../support/http';
import { startHttpsServer, textRoute } from '../helpers/https-server';
import { pollJob } from '../../support/jobs';
import { OpenApiResponseValidator } from '../helpers/openapi';
import { freePort } from '../../support/ports';
import { loadFixturePostings } from '../helpers/postings';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';

// Contract test: real responses of every operation, success and each reachable error
// status, are validated against the served OpenAPI document; the document itself is valid
// OpenAPI 3.1 and lints clean. With RECORD_OPENAPI_EXAMPLES=1 the responses marked below are
// written to src/http/openapi/examples.json, the examples of the document (commit that file).

const RECORD = process.env.RECORD_OPENAPI_EXAMPLES === '1';
const ME = '/api/v1/external/me';
const CANDIDATES = '/api/v1/external/candidates';
const MATCH = '/api/v1/external/ai/match-jobs';
const SCORE = '/api/v1/external/ai/score-interview';
const JOB_T = '/api/v1/external/jobs/{job_id}';
const jobUrl = (id: string) => `/api/v1/external/jobs/${id}`;
const UNKNOWN_JOB = jobUrl('job_0000000000000000000000');
const USAGE = '/api/v1/external/usage';
/** Statuses every operation documents but no real request can be made to produce. */
const UNREACHABLE = new Set(['500']);

let doc: OpenApiDocument;
let validator: OpenApiResponseValidator;
const observed = new Map<string, Set<string>>();
const recorded: ExamplesFile = {
  note: 'Recorded from real responses by test/integration/openapi-contract.test.ts with RECORD_OPENAPI_EXAMPLES=1; do not edit by hand.',
  operations: {},
};

function opAt(method: string, template: string) {
  const op = validator.operation(method, template);
  if (!op) throw new Error(`${method} ${template} is not in the document`);
  return op;
}

/**
 * Validates a real response against the document (method and path template of the documented
 * operation) and remembers its status. `example` records it as an example of the document.
 */
function check(
  method: string,
  template: string,
  res: ApiResponse,
  example?: { name: string; summary: string; request?: unknown },
): ApiResponse {
  const op = opAt(method, template);
  expect(
    validator.validate(method, template, res),
    `${op.operationId} ${res.status}: ${res.text.slice(0, 300)}`,
  ).toEqual([]);
  const seen = observed.get(op.operationId) ?? new Set<string>();
  seen.add(String(res.status));
  observed.set(op.operationId, seen);
  if (example && RECORD) {
    const ex = (recorded.operations[op.operationId] ??= {});
    const status = String(res.status);
    ((ex.responses ??= {})[status] ??= {})[example.name] = { summary: example.summary, value: res.body };
    // Request examples only from accepted requests: the document shows them as valid bodies.
    if (example.request !== undefined && res.status < 300)
      (ex.request ??= {})[example.name] = { summary: example.summary, value: example.request };
    if (!ex.headers?.[status]) {
      const documented = Object.keys(op.responses[status]!.headers);
      const headers: Record<string, string> = {};
      for (const name of documented) {
        const v = res.headers.get(name);
        if (v !== null) headers[name] = v;
      }
      (ex.headers ??= {})[status] = headers;
    }
  }
  return res;
}

/** `call` plus the contract check. */
async function req(
  app: TestApp,
  method: string,
  path: string,
  template: string,
  o: RequestOptions = {},
  example?: { name: string; summary: string },
) {
  const res = await call(app.baseUrl, method, path, o);
  return check(method, template, res, example && { ...example, request: o.body });
}

const allBut = (scope: Scope) => SCOPES.filter((s) => s !== scope);

describe('OpenAPI document', () => {
  let app: TestApp;
  let key: string;
  let companyId: string;

  beforeAll(async () => {
    app = await startTestApp({
      worker: true,
      // Webhook endpoint URLs: one public answer, no query leaves the machine.
      resolveHost: async (host) => (host === 'hooks.example.com' ? ['93.184.215.14'] : []),
    });
    const served = await call(app.baseUrl, 'GET', '/openapi.json');
    expect(served.status).toBe(200);
    doc = served.body;
    validator = new OpenApiResponseValidator(doc);
    const t = await makeTenant(app.db);
    key = t.key;
    companyId = t.company.id;
    await loadFixturePostings(app.db, companyId);
  });
  afterAll(async () => app?.close());

  it('GET /openapi.json needs no key and serves the document generated from the code', async () => {
    expect(doc).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    expect(doc.openapi).toBe('3.1.0');
  });

  it('GET /docs needs no key and serves a page whose scripts and styles come from this server', async () => {
    const page = await call(app.baseUrl, 'GET', '/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const srcs = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(srcs.length).toBeGreaterThan(3);
    for (const s of srcs) {
      expect(s).not.toMatch(/^(https?:)?\/\//);
      const asset = await call(app.baseUrl, 'GET', `/${s}`);
      expect(asset.status, s).toBe(200);
    }
  });

  it('is valid against the OpenAPI 3.1 JSON Schema', async () => {
    const result = await new Validator().validate(
      structuredClone(doc) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('passes the Redocly "recommended" ruleset with no errors (the only warning: no license)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc, null, 2),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    expect(problems.filter((p) => p.severity === 'warn').map((p) => p.ruleId)).toEqual(['info-license']);
  });

  it('describes every registered route', () => {
    for (const r of ROUTES.filter((r) => OPERATIONS[r.procedure])) {
      const registered = doc.paths[r.path]?.[r.method.toLowerCase()] !== undefined;
      if (!registered)
        console.warn(`${r.method} ${r.path}: procedure ${r.procedure} not registered yet; not documented`);
    }
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(4);
  });

  describe('GET /me', () => {
    it('200, 400, 401, 403 (subscription), 405', async () => {
      await req(app, 'GET', ME, ME, { key }, { name: 'ok', summary: "A starter company's key" });
      expectR1(
        await req(
          app,
          'GET',
          `${ME}?verbose=1`,
          ME,
          { key },
          { name: 'VALIDATION_ERROR', summary: 'An unknown query parameter' },
        ),
        400,
        'VALIDATION_ERROR',
      );
      expectR1(
        await req(app, 'GET', ME, ME, {}, { name: 'UNAUTHORIZED', summary: 'No Authorization header' }),
        401,
        'UNAUTHORIZED',
      );
      expectR1(
        await req(app, 'GET', ME, ME, { headers: { Authorization: 'Bearer sk_live_tooshort' } }),
        401,
        'UNAUTHORIZED',
      );
      const lapsed = await makeTenant(app.db, { company: { status: 'canceled' } });
      expectR1(
        await req(
          app,
          'GET',
          ME,
          ME,
          { key: lapsed.key },
          { name: 'FORBIDDEN', summary: 'The company has no active subscription' },
        ),
        403,
        'FORBIDDEN',
      );
      const wrong = check('GET', ME, await call(app.baseUrl, 'POST', ME, { key, body: {} }), {
        name: 'METHOD_NOT_ALLOWED',
        summary: 'POST on a GET path',
      });
      expectR1(wrong, 405, 'METHOD_NOT_ALLOWED');
    });
  });

  describe('GET /candidates', () => {
    it('200, 400, 401, 403, 405, 429', async () => {
      expect(doc.paths[CANDIDATES]?.get).toBeDefined();
      // A few visible candidates, so the recorded 200 examples show real Candidate objects.
      const people = [
        {
          id: 'oa-1',
          name: 'Ada Example',
          headline: 'Senior Backend Engineer',
          summary: 'Go and PostgreSQL services in Berlin.',
          location: 'Berlin, Germany',
          skills: ['Go', 'PostgreSQL', 'Kubernetes'],
          experience_years: 8,
        },
        {
          id: 'oa-2',
          name: null,
          headline: 'Data Analyst',
          summary: 'SQL and dashboards.',
          location: 'Remote',
          skills: ['SQL', 'Tableau'],
          experience_years: 3,
        },
      ];
      await importCandidates(
        app.db,
        (async function* () {
          for (const p of people)
            yield JSON.stringify({ ...p, privacy: { public_profile: true, discoverable: true, ai_matching: true } });
        })(),
      );
      const ok = await req(
        app,
        'GET',
        `${CANDIDATES}?limit=2`,
        CANDIDATES,
        { key },
        { name: 'ok', summary: 'A page of two candidates' },
      );
      expect(ok.status).toBe(200);
      await req(
        app,
        'GET',
        `${CANDIDATES}?q=engineer&skills=Go,PostgreSQL&location=Berlin&experience_min=3&page=1&limit=10`,
        CANDIDATES,
        { key },
        { name: 'filters', summary: 'Every filter at once' },
      );
      expectR1(
        await req(
          app,
          'GET',
          `${CANDIDATES}?limit=51`,
          CANDIDATES,
          { key },
          { name: 'VALIDATION_ERROR', summary: 'limit out of range' },
        ),
        400,
        'VALIDATION_ERROR',
      );
      expectR1(await req(app, 'GET', `${CANDIDATES}?page=1.5`, CANDIDATES, { key }), 400, 'VALIDATION_ERROR');
      expectR1(
        await req(app, 'GET', CANDIDATES, CANDIDATES, {}, { name: 'UNAUTHORIZED', summary: 'No Authorization header' }),
        401,
        'UNAUTHORIZED',
      );
      const noScope = await makeTenant(app.db, { scopes: allBut('candidates:read') });
      expectR1(
        await req(
          app,
          'GET',
          CANDIDATES,
          CANDIDATES,
          { key: noScope.key },
          { name: 'FORBIDDEN', summary: 'The key lacks candidates:read' },
        ),
        403,
        'FORBIDDEN',
      );
      expectR1(
        check('GET', CANDIDATES, await call(app.baseUrl, 'POST', CANDIDATES, { key, body: {} }), {
          name: 'METHOD_NOT_ALLOWED',
          summary: 'POST on a GET path',
        }),
        405,
        'METHOD_NOT_ALLOWED',
      );
      const busy = await makeTenant(app.db);
      for (let i = 0; i < 60; i++)
        expect((await call(app.baseUrl, 'GET', `${CANDIDATES}?limit=1`, { key: busy.key })).status).toBe(200);
      expectR1(
        await req(
          app,
          'GET',
          CANDIDATES,
          CANDIDATES,
          { key: busy.key },
          { name: 'RATE_LIMITED', summary: 'The 61st request within a minute (starter plan)' },
        ),
        429,
        'RATE_LIMITED',
      );
    });
  });

  describe('POST /ai/match-jobs', () => {
    it('200 sync, 200 replayed, 202 async', async () => {
      const body = { resume_text: BACKEND_RESUME, limit: 3 };
      const ok = await req(
        app,
        'POST',
        MATCH,
        MATCH,
        { key, body, headers: { 'Idempotency-Key': 'contract-match-1' } },
        { name: 'sync', summary: 'Synchronous match of a resume text' },
      );
      expect(ok.status).toBe(200);
      const again = await req(app, 'POST', MATCH, MATCH, {
        key,
        body,
        headers: { 'Idempotency-Key': 'contract-match-1' },
      });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const accepted = await req(
        app,
        'POST',
        MATCH,
        MATCH,
        { key, body: { resume_text: BACKEND_RESUME, async: true } },
        { name: 'async', summary: 'Asynchronous match: accepted' },
      );
      expect(accepted.status).toBe(202);
      await pollJob(app.baseUrl, key, accepted.body.data.job_id);
    });

    it('400 VALIDATION_ERROR and INVALID_JSON, 401, 403, 405, 413, 415', async () => {
      expectR1(
        await req(
          app,
          'POST',
          MATCH,
          MATCH,
          { key, body: { resume_text: BACKEND_RESUME, resume_url: 'https://example.com/cv.pdf' } },
          { name: 'VALIDATION_ERROR', summary: 'Both resume_text and resume_url' },
        ),
        400,
        'VALIDATION_ERROR',
      );
      expectR1(
        await req(app, 'POST', MATCH, MATCH, { key, body: { resume_text: 'too short', limit: 0 } }),
        400,
        'VALIDATION_ERROR',
      );
      expectR1(
        await req(app, 'POST', MATCH, MATCH, {
          key,
          body: { resume_text: BACKEND_RESUME },
          headers: { 'Idempotency-Key': 'x'.repeat(256) },
        }),
        400,
        'VALIDATION_ERROR',
      );
      expectR1(
        await req(
          app,
          'POST',
          MATCH,
          MATCH,
          { key, raw: '{"resume_text": ' },
          { name: 'INVALID_JSON', summary: 'A body that is not JSON' },
        ),
        400,
        'INVALID_JSON',
      );
      expectR1(
        await req(
          app,
          'POST',
          MATCH,
          MATCH,
          { body: { resume_text: BACKEND_RESUME } },
          { name: 'UNAUTHORIZED', summary: 'No Authorization header' },
        ),
        401,
        'UNAUTHORIZED',
      );
      const noScope = await makeTenant(app.db, { scopes: allBut('ai:match') });
      expectR1(
        await req(
          app,
          'POST',
          MATCH,
          MATCH,
          { key: noScope.key, body: { resume_text: BACKEND_RESUME } },
          { name: 'FORBIDDEN', summary: 'The key lacks ai:match' },
        ),
        403,
        'FORBIDDEN',
      );
      expectR1(
        check('POST', MATCH, await call(app.baseUrl, 'GET', MATCH, { key }), {
          name: 'METHOD_NOT_ALLOWED',
          summary: 'GET on a POST path',
        }),
        405,
        'METHOD_NOT_ALLOWED',
      );
      const big = JSON.stringify({ resume_text: 'x'.repeat(2 * 1024 * 1024) });
      expectR1(
        await req(app, 'POST', MATCH, MATCH, { key, raw: big }, { name: 'PAYLOAD_TOO_LARGE', summary: 'A 2 MiB body' }),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      expectR1(
        await req(
          app,
          'POST',
          MATCH,
          MATCH,
          { key, raw: 'resume', contentType: 'text/plain' },
          { name: 'UNSUPPORTED_MEDIA_TYPE', summary: 'A text/plain body' },
        ),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    });

    it('422 IDEMPOTENCY_KEY_REUSED and RESUME_URL_FORBIDDEN, 429', async () => {
      await req(app, 'POST', MATCH, MATCH, {
        key,
        body: { resume_text: BACKEND_RESUME, limit: 1 },
        headers: { 'Idempotency-Key': 'contract-match-2' },
      });
      expectR1(
        await req(
          app,
          'POST',
          MATCH,
          MATCH,
          { key, body: { resume_text: BACKEND_RESUME, limit: 2 }, headers: { 'Idempotency-Key': 'contract-match-2' } },
          { name: 'IDEMPOTENCY_KEY_REUSED', summary: 'A used Idempotency-Key with another body' },
        ),
        422,
        'IDEMPOTENCY_KEY_REUSED',
      );
      expectR1(
        await req(
          app,
          'POST',
          MATCH,
          MATCH,
          { key, body: { resume_url: 'https://127.0.0.1/cv.txt' } },
          { name: 'RESUME_URL_FORBIDDEN', summary: 'A resume_url on a loopback address' },
        ),
        422,
        'RESUME_URL_FORBIDDEN',
      );
      const limited = await makeTenant(app.db, { company: { ai_call_limit: 1 } });
      expect(
        (await req(app, 'POST', MATCH, MATCH, { key: limited.key, body: { resume_text: BACKEND_RESUME, async: true } }))
          .status,
      ).toBe(202);
      expectR1(
        await req(
          app,
          'POST',
          MATCH,
          MATCH,
          { key: limited.key, body: { resume_text: BACKEND_RESUME } },
          { name: 'RATE_LIMITED', summary: 'The AI window is used up' },
        ),
        429,
        'RATE_LIMITED',
      );
    });
  });

  describe('POST /ai/score-interview', () => {
    it('200 sync, 202 async', async () => {
      const ok = await req(
        app,
        'POST',
        SCORE,
        SCORE,
        { key, body: { transcript: STRONG_BACKEND, role: 'Backend Engineer' } },
        { name: 'sync', summary: 'Synchronous scoring' },
      );
      expect(ok.status).toBe(200);
      const accepted = await req(
        app,
        'POST',
        SCORE,
        SCORE,
        { key, body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true } },
        { name: 'async', summary: 'Asynchronous scoring: accepted' },
      );
      expect(accepted.status).toBe(202);
      await pollJob(app.baseUrl, key, accepted.body.data.job_id);
    });

    it('400 VALIDATION_ERROR and INVALID_JSON, 401, 403, 405, 413, 415, 422, 429', async () => {
      expectR1(
        await req(
          app,
          'POST',
          SCORE,
          SCORE,
          { key, body: { transcript: 'Too short.', role: 'X' } },
          { name: 'VALIDATION_ERROR', summary: 'A transcript and a role that are too short' },
        ),
        400,
        'VALIDATION_ERROR',
      );
      expectR1(
        await req(
          app,
          'POST',
          SCORE,
          SCORE,
          { key, raw: '[1, 2]' },
          { name: 'INVALID_JSON', summary: 'A JSON array instead of an object' },
        ),
        400,
        'INVALID_JSON',
      );
      expectR1(
        await req(
          app,
          'POST',
          SCORE,
          SCORE,
          { body: {} },
          { name: 'UNAUTHORIZED', summary: 'No Authorization header' },
        ),
        401,
        'UNAUTHORIZED',
      );
      const noScope = await makeTenant(app.db, { scopes: allBut('ai:score') });
      expectR1(
        await req(
          app,
          'POST',
          SCORE,
          SCORE,
          { key: noScope.key, body: {} },
          { name: 'FORBIDDEN', summary: 'The key lacks ai:score' },
        ),
        403,
        'FORBIDDEN',
      );
      expectR1(
        check('POST', SCORE, await call(app.baseUrl, 'PUT', SCORE, { key, body: {} }), {
          name: 'METHOD_NOT_ALLOWED',
          summary: 'PUT on a POST path',
        }),
        405,
        'METHOD_NOT_ALLOWED',
      );
      const big = JSON.stringify({ transcript: 'x'.repeat(1024 * 1024), role: 'Engineer' });
      expectR1(
        await req(
          app,
          'POST',
          SCORE,
          SCORE,
          { key, raw: big },
          { name: 'PAYLOAD_TOO_LARGE', summary: 'A body over 1 MiB' },
        ),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      expectR1(
        await req(
          app,
          'POST',
          SCORE,
          SCORE,
          { key, raw: JSON.stringify({ transcript: STRONG_BACKEND }), contentType: null },
          { name: 'UNSUPPORTED_MEDIA_TYPE', summary: 'No Content-Type' },
        ),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expectR1(
        await req(
          app,
          'POST',
          SCORE,
          SCORE,
          { key, body: { transcript: STRONG_BACKEND, role: 'Engineer', rubric_id: 'rub_doesnotexist' } },
          { name: 'RUBRIC_NOT_FOUND', summary: 'A rubric_id of no rubric of the company' },
        ),
        422,
        'RUBRIC_NOT_FOUND',
      );
      await req(app, 'POST', SCORE, SCORE, {
        key,
        body: { transcript: STRONG_BACKEND, role: 'Engineer', async: true },
        headers: { 'Idempotency-Key': 'contract-score-1' },
      });
      expectR1(
        await req(app, 'POST', MATCH, MATCH, {
          key,
          body: { resume_text: BACKEND_RESUME },
          headers: { 'Idempotency-Key': 'contract-score-1' },
        }),
        422,
        'IDEMPOTENCY_KEY_REUSED',
      );
      expectR1(
        await req(
          app,
          'POST',
          SCORE,
          SCORE,
          {
            key,
            body: { transcript: STRONG_BACKEND, role: 'Staff Engineer', async: true },
            headers: { 'Idempotency-Key': 'contract-score-1' },
          },
          { name: 'IDEMPOTENCY_KEY_REUSED', summary: 'A used Idempotency-Key with another body' },
        ),
        422,
        'IDEMPOTENCY_KEY_REUSED',
      );
      const limited = await makeTenant(app.db, { company: { ai_call_limit: 1 } });
      expect(
        (
          await req(app, 'POST', SCORE, SCORE, {
            key: limited.key,
            body: { transcript: STRONG_BACKEND, role: 'Engineer', async: true },
          })
        ).status,
      ).toBe(202);
      expectR1(
        await req(
          app,
          'POST',
          SCORE,
          SCORE,
          { key: limited.key, body: { transcript: STRONG_BACKEND, role: 'Engineer' } },
          { name: 'RATE_LIMITED', summary: 'The AI window is used up' },
        ),
        429,
        'RATE_LIMITED',
      );
    });
  });

  describe('GET /jobs/{job_id}', () => {
    it('200 completed (match and score) and failed', async () => {
      const m = await call(app.baseUrl, 'POST', MATCH, {
        key,
        body: { resume_text: BACKEND_RESUME, limit: 2, async: true },
      });
      check('GET', JOB_T, await pollJob(app.baseUrl, key, m.body.data.job_id), {
        name: 'completed_match',
        summary: 'A completed match job',
      });
      const s = await call(app.baseUrl, 'POST', SCORE, {
        key,
        body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
      });
      check('GET', JOB_T, await pollJob(app.baseUrl, key, s.body.data.job_id), {
        name: 'completed_score',
        summary: 'A completed score job',
      });
      const f = await call(app.baseUrl, 'POST', MATCH, {
        key,
        body: { resume_url: 'https://127.0.0.1/cv.txt', async: true },
      });
      const failed = check('GET', JOB_T, await pollJob(app.baseUrl, key, f.body.data.job_id), {
        name: 'failed',
        summary: 'A failed match job',
      });
      expect(failed.body.data.error.code).toBe('RESUME_URL_FORBIDDEN');
    });

    it('400, 401, 403, 404, 405, 429', async () => {
      expectR1(
        await req(
          app,
          'GET',
          `${UNKNOWN_JOB}?expand=result`,
          JOB_T,
          { key },
          { name: 'VALIDATION_ERROR', summary: 'An unknown query parameter' },
        ),
        400,
        'VALIDATION_ERROR',
      );
      expectR1(
        await req(app, 'GET', UNKNOWN_JOB, JOB_T, {}, { name: 'UNAUTHORIZED', summary: 'No Authorization header' }),
        401,
        'UNAUTHORIZED',
      );
      const noScope = await makeTenant(app.db, { scopes: allBut('jobs:read') });
      expectR1(
        await req(
          app,
          'GET',
          UNKNOWN_JOB,
          JOB_T,
          { key: noScope.key },
          { name: 'FORBIDDEN', summary: 'The key lacks jobs:read' },
        ),
        403,
        'FORBIDDEN',
      );
      expectR1(
        await req(
          app,
          'GET',
          UNKNOWN_JOB,
          JOB_T,
          { key },
          { name: 'NOT_FOUND', summary: 'Unknown, foreign or expired job' },
        ),
        404,
        'NOT_FOUND',
      );
      expectR1(
        check('GET', JOB_T, await call(app.baseUrl, 'DELETE', UNKNOWN_JOB, { key }), {
          name: 'METHOD_NOT_ALLOWED',
          summary: 'DELETE on a GET path',
        }),
        405,
        'METHOD_NOT_ALLOWED',
      );
      const busy = await makeTenant(app.db);
      for (let i = 0; i < 60; i++)
        expect((await call(app.baseUrl, 'GET', UNKNOWN_JOB, { key: busy.key })).status).toBe(404);
      expectR1(
        await req(
          app,
          'GET',
          UNKNOWN_JOB,
          JOB_T,
          { key: busy.key },
          { name: 'RATE_LIMITED', summary: 'The 61st request within a minute (starter plan)' },
        ),
        429,
        'RATE_LIMITED',
      );
    });
  });

  describe('GET /usage', () => {
    it('200, 400, 401, 403, 405, 429', async () => {
      await app.flushUsage(); // the key's earlier calls in this file, as the periodic flush writes them
      const ok = await req(app, 'GET', USAGE, USAGE, { key }, { name: 'ok', summary: 'The last 30 days' });
      expect(ok.body.data.days.length).toBeGreaterThan(0);
      expect(ok.status).toBe(200);
      expectR1(
        await req(
          app,
          'GET',
          `${USAGE}?from=2026-01-01&to=2026-11-30`,
          USAGE,
          { key },
          { name: 'VALIDATION_ERROR', summary: 'A range over 90 days' },
        ),
        400,
        'VALIDATION_ERROR',
      );
      expectR1(
        await req(app, 'GET', USAGE, USAGE, {}, { name: 'UNAUTHORIZED', summary: 'No Authorization header' }),
        401,
        'UNAUTHORIZED',
      );
      const lapsed = await makeTenant(app.db, { company: { status: 'canceled' } });
      expectR1(
        await req(
          app,
          'GET',
          USAGE,
          USAGE,
          { key: lapsed.key },
          { name: 'FORBIDDEN', summary: 'The company has no active subscription' },
        ),
        403,
        'FORBIDDEN',
      );
      expectR1(
        check('GET', USAGE, await call(app.baseUrl, 'POST', USAGE, { key, body: {} }), {
          name: 'METHOD_NOT_ALLOWED',
          summary: 'POST on a GET path',
        }),
        405,
        'METHOD_NOT_ALLOWED',
      );
      const busy = await makeTenant(app.db);
      for (let i = 0; i < 60; i++) expect((await call(app.baseUrl, 'GET', USAGE, { key: busy.key })).status).toBe(200);
      expectR1(
        await req(
          app,
          'GET',
          USAGE,
          USAGE,
          { key: busy.key },
          { name: 'RATE_LIMITED', summary: 'The 61st request within a minute (starter plan)' },
        ),
        429,
        'RATE_LIMITED',
      );
    });
  });

  describe('webhook endpoints', () => {
    const HOOKS = '/api/v1/external/webhook-endpoints';
    const ONE_T = `${HOOKS}/{endpoint_id}`;
    const ROTATE_T = `${ONE_T}/rotate-secret`;
    const UNKNOWN = `${HOOKS}/we_0000000000000000000000`;
    const URL_OK = 'https://hooks.example.com/hiring';
    const ex = (name: string, summary: string) => ({ name, summary });

    it('200, 201 and every refusal of each operation', async () => {
      const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
      const k = t.key;
      const created = await req(
        app,
        'POST',
        HOOKS,
        HOOKS,
        { key: k, body: { url: URL_OK, events: ['job.completed', 'job.failed'], description: 'ATS sync' } },
        ex('created', 'A new endpoint with its secret'),
      );
      expect(created.status).toBe(201);
      const id = created.body.data.id as string;
      const one = `${HOOKS}/${id}`;
      expect((await req(app, 'GET', HOOKS, HOOKS, { key: k }, ex('list', 'Your endpoints'))).status).toBe(200);
      expect((await req(app, 'GET', one, ONE_T, { key: k }, ex('endpoint', 'One endpoint'))).status).toBe(200);
      expect(
        (await req(app, 'PATCH', one, ONE_T, { key: k, body: { enabled: false } }, ex('disabled', 'Disabled by you')))
          .status,
      ).toBe(200);
      expect(
        (
          await req(
            app,
            'POST',
            `${one}/rotate-secret`,
            ROTATE_T,
            { key: k },
            ex('rotated', 'A new secret; the previous one signs for 24 hours'),
          )
        ).status,
      ).toBe(200);

      // 400
      expectR1(
        await req(
          app,
          'POST',
          HOOKS,
          HOOKS,
          { key: k, body: { url: 'http://hooks.example.com/in' } },
          ex('VALIDATION_ERROR', 'An http:// URL'),
        ),
        400,
        'VALIDATION_ERROR',
      );
      expectR1(
        await req(
          app,
          'POST',
          HOOKS,
          HOOKS,
          { key: k, raw: '{"url": ' },
          ex('INVALID_JSON', 'A body that is not JSON'),
        ),
        400,
        'INVALID_JSON',
      );
      expectR1(
        await req(
          app,
          'GET',
          `${HOOKS}?page=2`,
          HOOKS,
          { key: k },
          ex('VALIDATION_ERROR', 'An unknown query parameter'),
        ),
        400,
        'VALIDATION_ERROR',
      );
      expectR1(
        await req(
          app,
          'GET',
          `${one}?expand=secret`,
          ONE_T,
          { key: k },
          ex('VALIDATION_ERROR', 'An unknown query parameter'),
        ),
        400,
        'VALIDATION_ERROR',
      );
      expectR1(
        await req(
          app,
          'PATCH',
          one,
          ONE_T,
          { key: k, body: { events: ['job.created'] } },
          ex('VALIDATION_ERROR', 'An unknown event type'),
        ),
        400,
        'VALIDATION_ERROR',
      );
      expectR1(
        await req(
          app,
          'DELETE',
          `${one}?force=1`,
          ONE_T,
          { key: k },
          ex('VALIDATION_ERROR', 'An unknown query parameter'),
        ),
        400,
        'VALIDATION_ERROR',
      );
      expectR1(
        await req(
          app,
          'POST',
          `${one}/rotate-secret?now=1`,
          ROTATE_T,
          { key: k },
          ex('VALIDATION_ERROR', 'An unknown query parameter'),
        ),
        400,
        'VALIDATION_ERROR',
      );

      // 404, 405, 413, 415, 422 per operation
      for (const [method, template, path, body] of [
        ['GET', ONE_T, UNKNOWN, undefined],
        ['PATCH', ONE_T, UNKNOWN, { enabled: true }],
        ['DELETE', ONE_T, UNKNOWN, undefined],
        ['POST', ROTATE_T, `${UNKNOWN}/rotate-secret`, undefined],
      ] as const) {
        expectR1(
          await req(
            app,
            method,
            path,
            template,
            { key: k, body },
            ex('NOT_FOUND', 'Unknown, deleted or another company’s endpoint'),
          ),
          404,
          'NOT_FOUND',
        );
      }
      for (const [method, template, path, wrong] of [
        ['POST', HOOKS, HOOKS, 'PUT'],
        ['GET', HOOKS, HOOKS, 'PUT'],
        ['GET', ONE_T, one, 'PUT'],
        ['PATCH', ONE_T, one, 'PUT'],
        ['DELETE', ONE_T, one, 'PUT'],
        ['POST', ROTATE_T, `${one}/rotate-secret`, 'GET'],
      ] as const) {
        const res = check(
          method,
          template,
          await call(app.baseUrl, wrong, path, { key: k }),
          ex('METHOD_NOT_ALLOWED', `${wrong} on this path`),
        );
        expectR1(res, 405, 'METHOD_NOT_ALLOWED');
      }
      const big = JSON.stringify({ description: 'x'.repeat(2 * 1024 * 1024) });
      for (const [method, template, path] of [
        ['POST', HOOKS, HOOKS],
        ['PATCH', ONE_T, one],
      ] as const) {
        expectR1(
          await req(app, method, path, template, { key: k, raw: big }, ex('PAYLOAD_TOO_LARGE', 'A 2 MiB body')),
          413,
          'PAYLOAD_TOO_LARGE',
        );
        expectR1(
          await req(
            app,
            method,
            path,
            template,
            { key: k, raw: 'url', contentType: 'text/plain' },
            ex('UNSUPPORTED_MEDIA_TYPE', 'A text/plain body'),
          ),
          415,
          'UNSUPPORTED_MEDIA_TYPE',
        );
        expectR1(
          await req(
            app,
            method,
            path,
            template,
            { key: k, body: { url: 'https://169.254.169.254/latest' } },
            ex('WEBHOOK_URL_FORBIDDEN', 'The cloud metadata address'),
          ),
          422,
          'WEBHOOK_URL_FORBIDDEN',
        );
        expectR1(
          await req(
            app,
            method,
            path,
            template,
            { key: k, body: { url: 'https://nowhere.example.com/' } },
            ex('WEBHOOK_URL_UNRESOLVABLE', 'A host name without addresses'),
          ),
          422,
          'WEBHOOK_URL_UNRESOLVABLE',
        );
      }
      expect((await req(app, 'DELETE', one, ONE_T, { key: k }, ex('deleted', 'Deleted'))).status).toBe(200);

      // 409: the 17th endpoint
      for (let i = 0; i < 16; i++)
        expect((await call(app.baseUrl, 'POST', HOOKS, { key: k, body: { url: URL_OK } })).status).toBe(201);
      expectR1(
        await req(
          app,
          'POST',
          HOOKS,
          HOOKS,
          { key: k, body: { url: URL_OK } },
          ex('WEBHOOK_ENDPOINT_LIMIT', 'The 17th endpoint'),
        ),
        409,
        'WEBHOOK_ENDPOINT_LIMIT',
      );

      // 401, 403, 429 on every operation
      const noScope = await makeTenant(app.db, { scopes: allBut('webhooks:manage') });
      const busy = await makeTenant(app.db);
      for (let i = 0; i < 60; i++) expect((await call(app.baseUrl, 'GET', HOOKS, { key: busy.key })).status).toBe(200);
      for (const [method, template, path, body] of [
        ['POST', HOOKS, HOOKS, { url: URL_OK }],
        ['GET', HOOKS, HOOKS, undefined],
        ['GET', ONE_T, UNKNOWN, undefined],
        ['PATCH', ONE_T, UNKNOWN, { enabled: true }],
        ['DELETE', ONE_T, UNKNOWN, undefined],
        ['POST', ROTATE_T, `${UNKNOWN}/rotate-secret`, undefined],
      ] as const) {
        expectR1(
          await req(app, method, path, template, { body }, ex('UNAUTHORIZED', 'No Authorization header')),
          401,
          'UNAUTHORIZED',
        );
        expectR1(
          await req(
            app,
            method,
            path,
            template,
            { key: noScope.key, body },
            ex('FORBIDDEN', 'The key lacks webhooks:manage'),
          ),
          403,
          'FORBIDDEN',
        );
        expectR1(
          await req(
            app,
            method,
            path,
            template,
            { key: busy.key, body },
            ex('RATE_LIMITED', 'Over the standard window (starter plan)'),
          ),
          429,
          'RATE_LIMITED',
        );
      }
    });
  });

  describe('webhook deliveries', () => {
    const HOOKS = '/api/v1/external/webhook-endpoints';
    const TEST_T = `${HOOKS}/{endpoint_id}/test`;
    const LOG_T = `${HOOKS}/{endpoint_id}/deliveries`;
    const RECOVER_T = `${HOOKS}/{endpoint_id}/recover`;
    const UNKNOWN = `${HOOKS}/we_0000000000000000000000`;
    const ex = (name: string, summary: string) => ({ name, summary });
    const since = () => new Date(Date.now() - 3_600_000).toISOString();

    it('200 and every refusal of the test, deliveries and recover operations', async () => {
      const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
      const k = t.key;
      const created = await call(app.baseUrl, 'POST', HOOKS, { key: k, body: { url: 'https://hooks.example.com/in' } });
      expect(created.status).toBe(201);
      const one = `${HOOKS}/${created.body.data.id}`;
      const sent = await req(
        app,
        'POST',
        `${one}/test`,
        TEST_T,
        { key: k },
        ex('sent', 'A webhook.test message on its way'),
      );
      expect(sent.status).toBe(200);
      const log = await req(app, 'GET', `${one}/deliveries`, LOG_T, { key: k }, ex('log', 'The newest messages'));
      expect(log.status).toBe(200);
      expect(log.body.data.deliveries[0].message_id).toBe(sent.body.data.message_id);
      const recovered = await req(
        app,
        'POST',
        `${one}/recover`,
        RECOVER_T,
        { key: k, body: { since: since() } },
        ex('recovered', 'Failed messages sent again'),
      );
      expect(recovered.status).toBe(200);

      // 400
      for (const [method, path, template, o, name] of [
        ['POST', `${one}/test?now=1`, TEST_T, {}, 'An unknown query parameter'],
        ['GET', `${one}/deliveries?outcome=lost`, LOG_T, {}, 'An unknown outcome'],
        ['POST', `${one}/recover`, RECOVER_T, { body: { since: '2020-01-01T00:00:00Z' } }, 'since beyond 3 days'],
      ] as const) {
        expectR1(
          await req(app, method, path, template, { key: k, ...o }, ex('VALIDATION_ERROR', name)),
          400,
          'VALIDATION_ERROR',
        );
      }
      expectR1(
        await req(
          app,
          'POST',
          `${one}/recover`,
          RECOVER_T,
          { key: k, raw: '{"since": ' },
          ex('INVALID_JSON', 'A body that is not JSON'),
        ),
        400,
        'INVALID_JSON',
      );
      expectR1(
        await req(
          app,
          'POST',
          `${one}/recover`,
          RECOVER_T,
          { key: k, raw: JSON.stringify({ since: 'x'.repeat(1_100_000) }) },
          ex('PAYLOAD_TOO_LARGE', 'A body over 1 MiB'),
        ),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      expectR1(
        await req(
          app,
          'POST',
          `${one}/recover`,
          RECOVER_T,
          { key: k, raw: 'since', contentType: 'text/plain' },
          ex('UNSUPPORTED_MEDIA_TYPE', 'A text/plain body'),
        ),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      // 405
      for (const [method, template, path, wrong] of [
        ['POST', TEST_T, `${one}/test`, 'GET'],
        ['GET', LOG_T, `${one}/deliveries`, 'DELETE'],
        ['POST', RECOVER_T, `${one}/recover`, 'PUT'],
      ] as const) {
        const res = check(
          method,
          template,
          await call(app.baseUrl, wrong, path, { key: k }),
          ex('METHOD_NOT_ALLOWED', `${wrong} on this path`),
        );
        expectR1(res, 405, 'METHOD_NOT_ALLOWED');
      }
      // 404: unknown, or another company's
      const other = await makeTenant(app.db);
      for (const [method, path, template, body] of [
        ['POST', `${UNKNOWN}/test`, TEST_T, undefined],
        ['GET', `${one}/deliveries`, LOG_T, undefined],
        ['POST', `${UNKNOWN}/recover`, RECOVER_T, { since: since() }],
      ] as const) {
        expectR1(
          await req(app, method, path, template, { key: other.key, body }, ex('NOT_FOUND', 'Not an endpoint of yours')),
          404,
          'NOT_FOUND',
        );
      }
      // 409: a disabled endpoint
      expect((await call(app.baseUrl, 'PATCH', one, { key: k, body: { enabled: false } })).status).toBe(200);
      for (const [path, template, body] of [
        [`${one}/test`, TEST_T, undefined],
        [`${one}/recover`, RECOVER_T, { since: since() }],
      ] as const) {
        expectR1(
          await req(
            app,
            'POST',
            path,
            template,
            { key: k, body },
            ex('WEBHOOK_ENDPOINT_DISABLED', 'A disabled endpoint'),
          ),
          409,
          'WEBHOOK_ENDPOINT_DISABLED',
        );
      }

      // 401, 403, 429 on every operation
      const noScope = await makeTenant(app.db, { scopes: allBut('webhooks:manage') });
      const busy = await makeTenant(app.db);
      for (let i = 0; i < 60; i++) expect((await call(app.baseUrl, 'GET', HOOKS, { key: busy.key })).status).toBe(200);
      for (const [method, template, path, body] of [
        ['POST', TEST_T, `${UNKNOWN}/test`, undefined],
        ['GET', LOG_T, `${UNKNOWN}/deliveries`, undefined],
        ['POST', RECOVER_T, `${UNKNOWN}/recover`, { since: since() }],
      ] as const) {
        expectR1(
          await req(app, method, path, template, { body }, ex('UNAUTHORIZED', 'No Authorization header')),
          401,
          'UNAUTHORIZED',
        );
        expectR1(
          await req(
            app,
            method,
            path,
            template,
            { key: noScope.key, body },
            ex('FORBIDDEN', 'The key lacks webhooks:manage'),
          ),
          403,
          'FORBIDDEN',
        );
        expectR1(
          await req(
            app,
            method,
            path,
            template,
            { key: busy.key, body },
            ex('RATE_LIMITED', 'Over the standard window (starter plan)'),
          ),
          429,
          'RATE_LIMITED',
        );
      }
    });
  });

  describe('no worker, a short sync timeout: 504 SYNC_TIMEOUT and a queued job', () => {
    let slow: TestApp;
    beforeAll(async () => {
      slow = await startTestApp({ config: { SYNC_TIMEOUT_MS: '300' } });
    });
    afterAll(async () => slow?.close());

    it('504 on both AI operations; the job reads as queued with a Retry-After', async () => {
      const t = await makeTenant(slow.db);
      const m = await req(
        slow,
        'POST',
        MATCH,
        MATCH,
        { key: t.key, body: { resume_text: BACKEND_RESUME } },
        { name: 'SYNC_TIMEOUT', summary: 'The work outlasted the sync timeout and goes on' },
      );
      expectR1(m, 504, 'SYNC_TIMEOUT');
      expect(m.headers.get('location')).toBe(m.body.check_status_url);
      expectR1(
        await req(
          slow,
          'POST',
          SCORE,
          SCORE,
          { key: t.key, body: { transcript: STRONG_BACKEND, role: 'Engineer' } },
          { name: 'SYNC_TIMEOUT', summary: 'The work outlasted the sync timeout and goes on' },
        ),
        504,
        'SYNC_TIMEOUT',
      );
      const queued = await req(
        slow,
        'GET',
        jobUrl(m.body.job_id),
        JOB_T,
        { key: t.key },
        { name: 'queued', summary: 'A job no worker has started yet' },
      );
      expect(queued.body.data.status).toBe('queued');
      expect(queued.headers.get('retry-after')).not.toBeNull();
    });
  });

  describe('resume downloads that fail (private hosts allowed for the local HTTPS server)', () => {
    let server: Awaited<ReturnType<typeof startHttpsServer>>;
    let local: TestApp;
    beforeAll(async () => {
      server = await startHttpsServer({ '/short.txt': textRoute('Too short to be a resume.') });
      local = await startTestApp({
        worker: true,
        config: { RESUME_URL_ALLOW_PRIVATE: 'true' },
        resumeFetch: { resolve: async () => [{ address: '127.0.0.1', family: 4 }], ca: server.cert },
      });
    });
    afterAll(async () => {
      await local?.close();
      await server?.close();
    });

    it('422 RESUME_URL_UNREACHABLE and RESUME_UNSUPPORTED', async () => {
      const t = await makeTenant(local.db);
      expectR1(
        await req(
          local,
          'POST',
          MATCH,
          MATCH,
          { key: t.key, body: { resume_url: server.url('/missing.txt') } },
          { name: 'RESUME_URL_UNREACHABLE', summary: 'The resume URL answers 404' },
        ),
        422,
        'RESUME_URL_UNREACHABLE',
      );
      expectR1(
        await req(
          local,
          'POST',
          MATCH,
          MATCH,
          { key: t.key, body: { resume_url: server.url('/short.txt') } },
          { name: 'RESUME_UNSUPPORTED', summary: 'The file yields under 50 characters of text' },
        ),
        422,
        'RESUME_UNSUPPORTED',
      );
    });
  });

  describe('MySQL unreachable: 503 SERVICE_UNAVAILABLE on every operation', () => {
    let down: TestApp;
    beforeAll(async () => {
      down = await startTestApp({ config: { MYSQL_URL: `mysql://nobody:nothing@127.0.0.1:${await freePort()}/none` } });
    });
    afterAll(async () => down?.close());

    it('503 with Retry-After', async () => {
      const bearer = `sk_live_${'A'.repeat(43)}`;
      const cases: Array<[string, string, string, RequestOptions]> = [
        ['GET', ME, ME, {}],
        ['POST', MATCH, MATCH, { body: { resume_text: BACKEND_RESUME } }],
        ['POST', SCORE, SCORE, { body: { transcript: STRONG_BACKEND, role: 'Engineer' } }],
        ['GET', UNKNOWN_JOB, JOB_T, {}],
        ['GET', USAGE, USAGE, {}],
      ];
      if (doc.paths[CANDIDATES]?.get) cases.push(['GET', CANDIDATES, CANDIDATES, {}]);
      const hooks = '/api/v1/external/webhook-endpoints';
      const unknownHook = `${hooks}/we_0000000000000000000000`;
      cases.push(
        ['POST', hooks, hooks, { body: { url: 'https://hooks.example.com/in' } }],
        ['GET', hooks, hooks, {}],
        ['GET', unknownHook, `${hooks}/{endpoint_id}`, {}],
        ['PATCH', unknownHook, `${hooks}/{endpoint_id}`, { body: { enabled: true } }],
        ['DELETE', unknownHook, `${hooks}/{endpoint_id}`, {}],
        ['POST', `${unknownHook}/rotate-secret`, `${hooks}/{endpoint_id}/rotate-secret`, {}],
        ['POST', `${unknownHook}/test`, `${hooks}/{endpoint_id}/test`, {}],
        ['GET', `${unknownHook}/deliveries`, `${hooks}/{endpoint_id}/deliveries`, {}],
        [
          'POST',
          `${unknownHook}/recover`,
          `${hooks}/{endpoint_id}/recover`,
          { body: { since: new Date().toISOString() } },
        ],
      );
      for (const [method, path, template, o] of cases) {
        const res = await req(
          down,
          method,
          path,
          template,
          { ...o, key: bearer },
          { name: 'SERVICE_UNAVAILABLE', summary: 'The database is unreachable' },
        );
        expectR1(res, 503, 'SERVICE_UNAVAILABLE');
      }
    });
  });

  it('every documented status of every operation was produced and validated (500 aside)', () => {
    const missing: string[] = [];
    for (const ops of Object.values(doc.paths)) {
      for (const op of Object.values(ops)) {
        for (const status of Object.keys(op.responses)) {
          if (!UNREACHABLE.has(status) && !observed.get(op.operationId)?.has(status))
            missing.push(`${op.operationId} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('the committed examples cover every documented status (500 aside)', () => {
    if (RECORD) {
      const order: string[] = ROUTES.map((r) => r.procedure);
      recorded.operations = Object.fromEntries(
        Object.entries(recorded.operations).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)),
      );
      writeFileSync(EXAMPLES_PATH, `${JSON.stringify(recorded, null, 2)}\n`);
    }
    const examples = loadExamples();
    const missing: string[] = [];
    for (const ops of Object.values(doc.paths)) {
      for (const op of Object.values(ops)) {
        for (const status of Object.keys(op.responses)) {
          if (!UNREACHABLE.has(status) && !examples.operations[op.operationId]?.responses?.[status])
            missing.push(`${op.operationId} ${status}`);
        }
      }
    }
    expect(
      missing,
      'record them: RECORD_OPENAPI_EXAMPLES=1 npx vitest run --project integration test/integration/openapi-contract.test.ts',
    ).toEqual([]);
  });
});
