import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { makeTenant } from '../helpers/factories';
import { call, expectR1 } from '../helpers/http';

const MATCH = '/api/v1/external/ai/match-jobs';
const RESUME = 'Senior backend engineer with eight years of Go, PostgreSQL and Kubernetes in production systems.';

describe('R1/R2 error model of the HTTP layer (foundation)', () => {
  let app: TestApp;
  let key: string;
  beforeAll(async () => {
    app = await startTestApp();
    ({ key } = await makeTenant(app.db));
  });
  afterAll(async () => app?.close());

  it('R2: unknown route is 404 NOT_FOUND with the R1 body', async () => {
    const res = await call(app.baseUrl, 'GET', '/api/v1/external/nope');
    expectR1(res, 404, 'NOT_FOUND');
    expect(Object.keys(res.body).sort()).toEqual(['error', 'message', 'statusCode']);
  });

  it('R2: known path with the wrong method is 405 with Allow', async () => {
    const res = await call(app.baseUrl, 'DELETE', MATCH, { key });
    expectR1(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('POST');
    const get = await call(app.baseUrl, 'POST', '/api/v1/external/candidates', { key, body: {} });
    expect(get.headers.get('allow')).toBe('GET');
  });

  it('R2: malformed JSON is 400 INVALID_JSON, as is a JSON array or an empty body', async () => {
    expectR1(await call(app.baseUrl, 'POST', MATCH, { key, raw: '{"resume_text": ' }), 400, 'INVALID_JSON');
    expectR1(await call(app.baseUrl, 'POST', MATCH, { key, raw: '[1,2]' }), 400, 'INVALID_JSON');
    expectR1(await call(app.baseUrl, 'POST', MATCH, { key, raw: '' }), 400, 'INVALID_JSON');
  });

  it('R2: a body over 1 MiB is 413 PAYLOAD_TOO_LARGE (2 MiB sent)', async () => {
    const big = JSON.stringify({ resume_text: 'x'.repeat(2 * 1024 * 1024) });
    expectR1(await call(app.baseUrl, 'POST', MATCH, { key, raw: big }), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('R2: a POST that is not application/json is 415', async () => {
    expectR1(await call(app.baseUrl, 'POST', MATCH, { key, raw: 'hello', contentType: 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectR1(await call(app.baseUrl, 'POST', MATCH, { key, raw: JSON.stringify({ resume_text: RESUME }), contentType: null }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    // A charset parameter is still JSON.
    const ok = await call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: RESUME, bogus: 1 }, contentType: 'application/json; charset=utf-8' });
    expectR1(ok, 400, 'VALIDATION_ERROR');
  });

  it('R5: authentication comes before body checks', async () => {
    expectR1(await call(app.baseUrl, 'POST', MATCH, { raw: 'not json', contentType: 'text/plain' }), 401, 'UNAUTHORIZED');
  });

  it('R1: X-Request-Id echoes a sane client id and replaces an unsafe one', async () => {
    const mine = await call(app.baseUrl, 'GET', '/healthz', { headers: { 'X-Request-Id': 'client-123.abc' } });
    expect(mine.headers.get('x-request-id')).toBe('client-123.abc');
    const unsafe = await call(app.baseUrl, 'GET', '/healthz', { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^req_[0-9A-Za-z]{22}$/);
    const err = await call(app.baseUrl, 'GET', '/nope');
    expect(err.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('logs one JSON line per request with method, route, status, duration and request id, and never the key or the resume', async () => {
    const res = await call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: RESUME, limit: 0 }, headers: { 'X-Request-Id': 'log-check-1' } });
    expect(res.status).toBe(400);
    const lines = app.logs.map((l) => JSON.parse(l)).filter((l) => l.request_id === 'log-check-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'POST', route: MATCH, status: 400 });
    expect(typeof lines[0].duration_ms).toBe('number');
    const all = app.logs.join('\n');
    expect(all).not.toContain(key);
    expect(all).not.toContain(RESUME);
  });

  it('GET /healthz answers without a key; /readyz is 200 when MySQL and Temporal answer', async () => {
    expect((await call(app.baseUrl, 'GET', '/healthz')).status).toBe(200);
    const ready = await call(app.baseUrl, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ mysql: 'ok', temporal: 'ok' });
  });

  it('R17: no CORS headers, even when a browser origin asks', async () => {
    const res = await call(app.baseUrl, 'GET', '/api/v1/external/me', { key, headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    for (const h of res.headers.keys()) expect(h.startsWith('access-control-')).toBe(false);
    const preflight = await call(app.baseUrl, 'OPTIONS', MATCH, { headers: { Origin: 'https://evil.example' } });
    expect(preflight.status).toBe(405);
    expect([...preflight.headers.keys()].some((h) => h.startsWith('access-control-'))).toBe(false);
  });
});

describe('uncaught errors', () => {
  it('R2: a bug becomes 500 INTERNAL_ERROR naming only the request id', async () => {
    const app = await startTestApp();
    try {
      // A plain route that throws stands in for a bug anywhere below the dispatcher.
      const { createApiServer, listen, closeGracefully } = await import('../../src/http/server');
      const server = createApiServer(app.deps, {
        '/boom': {
          GET: async () => {
            throw new Error('secret internals at /srv/app.ts:12 SELECT password FROM users');
          },
        },
      });
      const port = await listen(server, 0, '127.0.0.1');
      const res = await call(`http://127.0.0.1:${port}`, 'GET', '/boom');
      expectR1(res, 500, 'INTERNAL_ERROR');
      expect(res.body.message).toContain(res.headers.get('x-request-id')!);
      expect(res.text).not.toContain('secret');
      await closeGracefully(server, 500);
    } finally {
      await app.close();
    }
  });
});
