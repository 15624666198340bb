import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call, expectR1, msUntilSlowHeadersCutOff } from '../../support/http';

/** Sends a chunked body of `mib` MiB (or until the answer comes) and returns the answer. */
function chunkedUpload(
  baseUrl: string,
  path: string,
  key: string,
  mib: number,
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    let answered = false;
    const req = request(
      url,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
        res.on('error', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      },
    );
    // Once the server has answered and closed, further writes fail: that is expected.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const pump = (): void => {
      while (!answered && sent < mib) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
    setTimeout(() => reject(new Error('no answer within 20 s')), 20_000).unref();
  });
}

/** Raw bytes on a socket, and the answer split into status, headers and body. */
function rawExchange(port: number, bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed socket may be closed before a slower answer is written.
    // Every request here says Connection: close, so the server closes once it has answered.
    const sock = connect(port, '127.0.0.1', () => sock.write(Buffer.from(bytes, 'latin1')));
    let data = '';
    sock.setEncoding('latin1');
    sock.on('data', (d) => (data += d));
    sock.on('error', reject);
    sock.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
    });
    sock.setTimeout(10_000, () => sock.destroy(new Error('no answer within 10 s')));
  });
}

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

  it('a client that stops half-way through its headers is cut off after headersTimeout (10 s), not 30 s later', async () => {
    expect(await msUntilSlowHeadersCutOff(app.baseUrl, 'GET /healthz HTTP/1.1')).toBeLessThan(14_000);
  }, 45_000);

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
    expectR1(
      await call(app.baseUrl, 'POST', MATCH, { key, raw: 'hello', contentType: 'text/plain' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectR1(
      await call(app.baseUrl, 'POST', MATCH, { key, raw: JSON.stringify({ resume_text: RESUME }), contentType: null }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    // A charset parameter is still JSON.
    const ok = await call(app.baseUrl, 'POST', MATCH, {
      key,
      body: { resume_text: RESUME, bogus: 1 },
      contentType: 'application/json; charset=utf-8',
    });
    expectR1(ok, 400, 'VALIDATION_ERROR');
  });

  it('R5: authentication comes before body checks', async () => {
    expectR1(
      await call(app.baseUrl, 'POST', MATCH, { raw: 'not json', contentType: 'text/plain' }),
      401,
      'UNAUTHORIZED',
    );
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
    const res = await call(app.baseUrl, 'POST', MATCH, {
      key,
      body: { resume_text: RESUME, limit: 0 },
      headers: { 'X-Request-Id': 'log-check-1' },
    });
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

  it('R2: a query parameter on a route that takes none is 400 naming it, before the AI window counts (R5, R7)', async () => {
    const { key: fresh } = await makeTenant(app.db);
    const match = await call(app.baseUrl, 'POST', `${MATCH}?foo=1`, { key: fresh, body: { resume_text: RESUME } });
    expectR1(match, 400, 'VALIDATION_ERROR');
    expect(match.body.details).toEqual([{ path: 'foo', message: 'is not a recognised query parameter' }]);
    expect(match.headers.get('x-ratelimit-remaining')).toBe('100'); // nothing counted in the AI window
    const score = await call(app.baseUrl, 'POST', '/api/v1/external/ai/score-interview?async=true', {
      key: fresh,
      body: { transcript: RESUME, role: 'Engineer' },
    });
    expectR1(score, 400, 'VALIDATION_ERROR');
    expect(score.body.details.map((d: { path: string }) => d.path)).toEqual(['async']);
    const job = await call(app.baseUrl, 'GET', `/api/v1/external/jobs/job_0000000000000000000000?expand=1&expand=2&x`, {
      key: fresh,
    });
    expectR1(job, 400, 'VALIDATION_ERROR');
    expect(job.body.details.map((d: { path: string }) => d.path)).toEqual(['expand', 'x']);
    const unnamed = await call(app.baseUrl, 'GET', `/api/v1/external/jobs/job_0000000000000000000000?=1`, {
      key: fresh,
    });
    expectR1(unnamed, 400, 'VALIDATION_ERROR');
    expect(unnamed.body.message).toMatch(/empty name/);
    // A bare "?" sends no parameter at all.
    expectR1(
      await call(app.baseUrl, 'GET', `/api/v1/external/jobs/job_0000000000000000000000?`, { key: fresh }),
      404,
      'NOT_FOUND',
    );
  });

  it('R8: a 403 for a lapsed subscription still carries the window headers, nothing counted (R5, R16)', async () => {
    const lapsed = await makeTenant(app.db, { company: { status: 'past_due' } });
    const cases = [
      ['GET', '/api/v1/external/me', undefined, '60'],
      ['GET', '/api/v1/external/jobs/job_0000000000000000000000', undefined, '60'],
      ['GET', '/api/v1/external/candidates', undefined, '60'],
      ['POST', MATCH, { resume_text: RESUME }, '100'],
      ['POST', '/api/v1/external/ai/score-interview', { transcript: RESUME, role: 'Engineer' }, '100'],
    ] as const;
    for (const [method, path, body, limit] of cases) {
      const res = await call(app.baseUrl, method, path, { key: lapsed.key, body });
      expectR1(res, 403, 'FORBIDDEN');
      expect(res.headers.get('x-ratelimit-limit'), path).toBe(limit);
      expect(res.headers.get('x-ratelimit-remaining'), path).toBe(limit);
      expect(Number(res.headers.get('x-ratelimit-reset')), path).toBeGreaterThan(0);
    }
  });

  it('R9: an Idempotency-Key sent twice is refused, not joined into one key', async () => {
    const port = Number(new URL(app.baseUrl).port);
    const body = JSON.stringify({ resume_text: RESUME, async: true });
    const res = await rawExchange(
      port,
      `POST ${MATCH} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nIdempotency-Key: a\r\nIdempotency-Key: b\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      statusCode: 400,
      error: 'VALIDATION_ERROR',
      details: [{ path: 'Idempotency-Key' }],
    });
  });

  it('R2: an Authorization header sent twice is a malformed key (401), whichever comes first', async () => {
    const port = Number(new URL(app.baseUrl).port);
    for (const [a, b] of [
      [key, 'nope'],
      ['nope', key],
      [key, key],
    ]) {
      const res = await rawExchange(
        port,
        `GET /api/v1/external/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${a}\r\nAuthorization: Bearer ${b}\r\nConnection: close\r\n\r\n`,
      );
      expect(res.status).toBe(401);
      expect(res.headers).toMatch(/^www-authenticate: bearer/im);
      expect(JSON.parse(res.body).message).toMatch(/one Authorization header/);
    }
  });

  it('R1: an Expect header the server does not know is ignored (RFC 9110 allows it), not a bare 417', async () => {
    const port = Number(new URL(app.baseUrl).port);
    const res = await rawExchange(
      port,
      `GET /api/v1/external/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nExpect: something\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(200);
    expect(res.headers).toMatch(/^x-request-id: /im);
    expect(JSON.parse(res.body).status).toBe('success');
  });

  it('R1: requests the HTTP parser refuses still get an R1 body and an X-Request-Id that the log repeats', async () => {
    const port = Number(new URL(app.baseUrl).port);
    const heads = [
      `GET /api/v1/external/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'A'.repeat(70_000)}\r\nConnection: close\r\n\r\n`,
      `GET /api/v1/external/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer\x00 sk_live_x\r\nConnection: close\r\n\r\n`,
      `POST ${MATCH} HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\nConnection: close\r\n\r\n{"a":1}`,
    ];
    for (const head of heads) {
      const res = await rawExchange(port, head);
      expect(res.status, head.slice(0, 60)).toBe(400);
      const requestId = /x-request-id: (req_[0-9a-z]+)/i.exec(res.headers)?.[1];
      expect(requestId).toBeDefined();
      expect(JSON.parse(res.body)).toMatchObject({
        statusCode: 400,
        error: 'VALIDATION_ERROR',
        details: [{ path: '(headers)' }],
      });
      expect(app.logs.some((l) => l.includes(requestId!))).toBe(true);
    }
  });

  it('R2: a chunked body past 16 MiB is still answered 413 PAYLOAD_TOO_LARGE, then the connection closes', async () => {
    const res = await chunkedUpload(app.baseUrl, MATCH, key, 40);
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['x-request-id']).toBeDefined();
    expect(JSON.parse(res.text)).toMatchObject({ statusCode: 413, error: 'PAYLOAD_TOO_LARGE' });
  });

  it('R17: no CORS headers, even when a browser origin asks', async () => {
    const res = await call(app.baseUrl, 'GET', '/api/v1/external/me', {
      key,
      headers: { Origin: 'https://evil.example' },
    });
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
      const { createApiServer } = await import('../../src/http/server');
      const { listen, closeGracefully } = await import('../../src/net/listen');
      const server = createApiServer(app.deps, {
        '/boom': {
          // biome-ignore lint/correctness/noComponentHookFactories: a route handler keyed by HTTP method, not a React component
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
