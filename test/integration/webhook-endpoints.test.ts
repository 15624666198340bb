import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/rows';
import { loadDeliveryTarget } from '../../src/db/webhook-endpoints.repository';
import { listAudit } from '../../src/services/audit.service';
import { secretBoxOf } from '../../src/services/webhook-secrets';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call, expectR1 } from '../../support/http';

const BASE = '/api/v1/external/webhook-endpoints';
const URL_OK = 'https://hooks.example.com/hiring';

// Host names the tests resolve themselves: no DNS query leaves the machine.
const DNS: Record<string, string[]> = {
  'hooks.example.com': ['93.184.215.14'],
  'other.example.com': ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'intranet.example.com': ['10.0.0.5'],
  'rebind.example.com': ['93.184.215.14', '127.0.0.1'],
  'metadata.example.com': ['169.254.169.254'],
};

describe('webhook endpoints API (R22-R24)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ resolveHost: async (host) => DNS[host] ?? [] });
  });
  afterAll(async () => app?.close());

  // The company's own creation and its keys are audited too; these tests read the endpoints' entries.
  const webhookAudit = async (companyId: string) =>
    (await listAudit(app.db, { companyId })).filter((e) => e.action.startsWith('webhook_endpoint.'));

  const tenant = () => makeTenant(app.db, { company: { plan: 'enterprise' } });

  it('creates an endpoint (201) with its secret, which no later read, log line or column shows', async () => {
    const { key, keyId, company } = await tenant();
    const res = await call(app.baseUrl, 'POST', BASE, {
      key,
      body: { url: URL_OK, events: ['job.failed'], description: 'ATS sync' },
      headers: { 'X-Request-Id': 'create-hook-1' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-ratelimit-limit')).toBe('1000');
    const created = res.body.data;
    expect(res.body.status).toBe('success');
    expect(created).toMatchObject({
      url: URL_OK,
      description: 'ATS sync',
      events: ['job.failed'],
      enabled: true,
      disabled_reason: null,
      failing_since: null,
      previous_secret_expires_at: null,
    });
    expect(created.id).toMatch(/^we_[0-9A-Za-z]{22}$/);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const secretKey = created.secret.slice('whsec_'.length);

    const one = await call(app.baseUrl, 'GET', `${BASE}/${created.id}`, { key });
    expect(one.status).toBe(200);
    const { secret: _secret, ...shown } = created;
    expect(one.body.data).toEqual(shown);
    const list = await call(app.baseUrl, 'GET', BASE, { key });
    expect(list.body.data).toEqual([shown]);
    for (const text of [one.text, list.text, ...app.logs]) expect(text).not.toContain(secretKey);

    const [row] = await selectRows<Record<string, unknown>>(app.db, 'SELECT * FROM webhook_endpoints WHERE id = ?', [
      created.id,
    ]);
    expect(JSON.stringify(row)).not.toContain(secretKey);
    const target = await loadDeliveryTarget(app.db, secretBoxOf(app.deps), company.id, created.id, new Date());
    expect(target).toMatchObject({ url: URL_OK, enabled: true, events: ['job.failed'], secrets: [created.secret] });

    const audit = await webhookAudit(company.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'webhook_endpoint.created',
        target: created.id,
        actor_type: 'key',
        actor: keyId,
        request_id: 'create-hook-1',
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(secretKey);
  });

  it('defaults to every event type, shown as ["*"]', async () => {
    const { key } = await tenant();
    const res = await call(app.baseUrl, 'POST', BASE, { key, body: { url: URL_OK } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ events: ['*'], description: null });
  });

  const badUrls: Array<[string, string, number, string, RegExp]> = [
    ['http://', 'http://hooks.example.com/in', 400, 'VALIDATION_ERROR', /url must use https/],
    ['credentials', 'https://u:p@hooks.example.com/in', 400, 'VALIDATION_ERROR', /credentials/],
    ['a URL over 2,048 characters', `https://hooks.example.com/${'a'.repeat(2048)}`, 400, 'VALIDATION_ERROR', /2048/],
    ['a loopback literal', 'https://127.0.0.1/in', 422, 'WEBHOOK_URL_FORBIDDEN', /public address/],
    ['an IPv6 loopback literal', 'https://[::1]/in', 422, 'WEBHOOK_URL_FORBIDDEN', /public address/],
    ['a private literal', 'https://192.168.1.20/in', 422, 'WEBHOOK_URL_FORBIDDEN', /public address/],
    ['a link-local literal', 'https://169.254.10.1/in', 422, 'WEBHOOK_URL_FORBIDDEN', /public address/],
    ['the metadata address', 'https://169.254.169.254/latest', 422, 'WEBHOOK_URL_FORBIDDEN', /public address/],
    ['a name resolving to a private address', 'https://intranet.example.com/', 422, 'WEBHOOK_URL_FORBIDDEN', /public/],
    [
      'a name with one loopback answer among public ones',
      'https://rebind.example.com/',
      422,
      'WEBHOOK_URL_FORBIDDEN',
      /public/,
    ],
    [
      'a name resolving to the metadata address',
      'https://metadata.example.com/',
      422,
      'WEBHOOK_URL_FORBIDDEN',
      /public/,
    ],
    ['a name that does not resolve', 'https://nowhere.example.com/', 422, 'WEBHOOK_URL_UNRESOLVABLE', /no address/],
  ];
  for (const [name, url, status, code, message] of badUrls) {
    it(`refuses ${name} (${status} ${code}) and stores nothing`, async () => {
      const { key, company } = await tenant();
      const res = await call(app.baseUrl, 'POST', BASE, { key, body: { url } });
      expectR1(res, status, code);
      expect(res.body.message).toMatch(message);
      if (status === 400) expect(res.body.details).toEqual([expect.objectContaining({ path: 'url' })]);
      expect(res.text).not.toMatch(/10\.0\.0\.5|93\.184/);
      const rows = await selectRows(app.db, 'SELECT id FROM webhook_endpoints WHERE company_id = ?', [company.id]);
      expect(rows).toEqual([]);
    });
  }

  it.each([
    [{ url: URL_OK, events: ['job.created'] }, 'events', /not an event type/],
    [{ url: URL_OK, events: [] }, 'events', /at least one/],
    [{ url: URL_OK, events: 'job.failed' }, 'events', /array/],
    [{ url: URL_OK, events: ['*', 'job.failed'] }, 'events', /cannot be combined/],
    [{ url: URL_OK, description: 'd'.repeat(501) }, 'description', /at most 500/],
    [{ url: URL_OK, secret: 'whsec_mine' }, 'secret', /not a recognised field/],
    [{ events: ['job.failed'] }, 'url', /url is required/],
  ])('400 VALIDATION_ERROR for %j', async (body, path, message) => {
    const { key } = await tenant();
    const res = await call(app.baseUrl, 'POST', BASE, { key, body });
    expectR1(res, 400, 'VALIDATION_ERROR');
    expect(res.body.details).toEqual(expect.arrayContaining([{ path, message: expect.stringMatching(message) }]));
  });

  it('refuses the 17th endpoint with 409 WEBHOOK_ENDPOINT_LIMIT, and takes one again after a delete', async () => {
    const { key } = await tenant();
    const ids: string[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await call(app.baseUrl, 'POST', BASE, { key, body: { url: `${URL_OK}/${i}` } });
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    await call(app.baseUrl, 'PATCH', `${BASE}/${ids[0]}`, { key, body: { enabled: false } });
    const refused = await call(app.baseUrl, 'POST', BASE, { key, body: { url: `${URL_OK}/17` } });
    expectR1(refused, 409, 'WEBHOOK_ENDPOINT_LIMIT');
    expect(refused.body.message).toMatch(/at most 16/);
    expect((await call(app.baseUrl, 'DELETE', `${BASE}/${ids[1]}`, { key })).status).toBe(200);
    expect((await call(app.baseUrl, 'POST', BASE, { key, body: { url: `${URL_OK}/17` } })).status).toBe(201);
  });

  it('reads another company’s endpoint as 404 on every route, and leaves it untouched', async () => {
    const owner = await tenant();
    const other = await tenant();
    const created = (await call(app.baseUrl, 'POST', BASE, { key: owner.key, body: { url: URL_OK } })).body.data;
    const one = `${BASE}/${created.id}`;
    for (const [method, path, body] of [
      ['GET', one, undefined],
      ['PATCH', one, { enabled: false }],
      ['DELETE', one, undefined],
      ['POST', `${one}/rotate-secret`, undefined],
    ] as const) {
      const res = await call(app.baseUrl, method, path, { key: other.key, body });
      expectR1(res, 404, 'NOT_FOUND');
      expect(res.body.message).toBe('No webhook endpoint with this id.');
    }
    expect((await call(app.baseUrl, 'GET', BASE, { key: other.key })).body.data).toEqual([]);
    const still = await call(app.baseUrl, 'GET', one, { key: owner.key });
    expect(still.body.data).toMatchObject({ enabled: true, updated_at: created.updated_at });
    for (const id of ['we_nope', created.id.toUpperCase(), 'job_0000000000000000000000', '%E0%A4%A']) {
      expectR1(await call(app.baseUrl, 'GET', `${BASE}/${id}`, { key: owner.key }), 404, 'NOT_FOUND');
    }
  });

  it('changes url, events, description and enabled; an empty change is 400; a deleted endpoint is 404', async () => {
    const { key, company } = await tenant();
    const created = (await call(app.baseUrl, 'POST', BASE, { key, body: { url: URL_OK, description: 'a' } })).body.data;
    const one = `${BASE}/${created.id}`;
    const patched = await call(app.baseUrl, 'PATCH', one, {
      key,
      body: { url: 'https://other.example.com/in', events: ['job.completed'], description: null, enabled: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      url: 'https://other.example.com/in',
      events: ['job.completed'],
      description: null,
      enabled: false,
    });
    expect(patched.body.data.secret).toBeUndefined();
    expectR1(
      await call(app.baseUrl, 'PATCH', one, { key, body: { url: 'https://intranet.example.com/' } }),
      422,
      'WEBHOOK_URL_FORBIDDEN',
    );
    expectR1(await call(app.baseUrl, 'PATCH', one, { key, body: {} }), 400, 'VALIDATION_ERROR');
    expectR1(await call(app.baseUrl, 'PATCH', one, { key, body: { enabled: 'yes' } }), 400, 'VALIDATION_ERROR');
    expectR1(
      await call(app.baseUrl, 'PATCH', one, { key, raw: 'enabled=true', contentType: 'text/plain' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectR1(await call(app.baseUrl, 'PATCH', one, { key, raw: '{"enabled":' }), 400, 'INVALID_JSON');
    const deleted = await call(app.baseUrl, 'DELETE', one, { key });
    expect(deleted.body).toEqual({ status: 'success', data: { id: created.id, deleted: true } });
    expectR1(await call(app.baseUrl, 'GET', one, { key }), 404, 'NOT_FOUND');
    expectR1(await call(app.baseUrl, 'DELETE', one, { key }), 404, 'NOT_FOUND');
    const actions = (await webhookAudit(company.id)).map((e) => e.action);
    expect(actions).toEqual(['webhook_endpoint.created', 'webhook_endpoint.changed', 'webhook_endpoint.deleted']);
  });

  it('rotates the secret: shown once, and the previous one signs beside it for 24 hours', async () => {
    const { key, company } = await tenant();
    const created = (await call(app.baseUrl, 'POST', BASE, { key, body: { url: URL_OK } })).body.data;
    const before = Date.now();
    const res = await call(app.baseUrl, 'POST', `${BASE}/${created.id}/rotate-secret`, { key });
    expect(res.status).toBe(200);
    const rotated = res.body.data;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    const expires = Date.parse(rotated.previous_secret_expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    const target = await loadDeliveryTarget(app.db, secretBoxOf(app.deps), company.id, created.id, new Date());
    expect(target?.secrets).toEqual([rotated.secret, created.secret]);
    const later = new Date(expires + 1);
    expect((await loadDeliveryTarget(app.db, secretBoxOf(app.deps), company.id, created.id, later))?.secrets).toEqual([
      rotated.secret,
    ]);
    for (const line of app.logs) expect(line).not.toContain(rotated.secret.slice(6));
    const audit = await webhookAudit(company.id);
    expect(audit.map((e) => e.action)).toEqual(['webhook_endpoint.created', 'webhook_endpoint.secret_rotated']);
  });

  it('answers a wrong method with 405 and the methods of the path in Allow', async () => {
    const { key } = await tenant();
    const base = await call(app.baseUrl, 'PUT', BASE, { key, body: {} });
    expectR1(base, 405, 'METHOD_NOT_ALLOWED');
    expect(base.headers.get('allow')).toBe('POST, GET');
    const one = await call(app.baseUrl, 'POST', `${BASE}/we_0000000000000000000000`, { key, body: {} });
    expectR1(one, 405, 'METHOD_NOT_ALLOWED');
    expect(one.headers.get('allow')).toBe('GET, PATCH, DELETE');
    const rotate = await call(app.baseUrl, 'GET', `${BASE}/we_0000000000000000000000/rotate-secret`, { key });
    expect(rotate.headers.get('allow')).toBe('POST');
  });

  it('needs the webhooks:manage scope (403 without it), which new keys hold', async () => {
    const narrowed = await makeTenant(app.db, { scopes: ['jobs:read'] });
    const refused = await call(app.baseUrl, 'GET', BASE, { key: narrowed.key });
    expectR1(refused, 403, 'FORBIDDEN');
    expect(refused.body.message).toMatch(/webhooks:manage/);
    const fresh = await makeTenant(app.db);
    expect((await call(app.baseUrl, 'GET', BASE, { key: fresh.key })).status).toBe(200);
    const me = await call(app.baseUrl, 'GET', '/api/v1/external/me', { key: fresh.key });
    expect(me.body.data.key.scopes).toContain('webhooks:manage');
  });

  it('gives keys made before the scope existed webhooks:manage, and keeps their other scopes', async () => {
    const old = await makeTenant(app.db, { scopes: ['candidates:read', 'jobs:read'] });
    const narrowedNew = await makeTenant(app.db);
    await app.db.query("UPDATE api_keys SET scopes = 'candidates:read,jobs:read' WHERE id = ?", [old.keyId]);
    expectR1(await call(app.baseUrl, 'GET', BASE, { key: old.key }), 403, 'FORBIDDEN');
    const sql = readFileSync(
      new URL('../../src/db/migrations/20261128120100_webhooks_manage_scope.sql', import.meta.url),
      'utf8',
    );
    await app.db.query(sql);
    expect((await call(app.baseUrl, 'GET', BASE, { key: old.key })).status).toBe(200);
    const [row] = await selectRows<{ scopes: string }>(app.db, 'SELECT scopes FROM api_keys WHERE id = ?', [old.keyId]);
    expect(row?.scopes).toBe('candidates:read,jobs:read,webhooks:manage');
    const [same] = await selectRows<{ scopes: string }>(app.db, 'SELECT scopes FROM api_keys WHERE id = ?', [
      narrowedNew.keyId,
    ]);
    expect(same?.scopes.split(',').filter((s) => s === 'webhooks:manage')).toHaveLength(1);
  });

  it('refuses unknown query parameters (400) on the list', async () => {
    const { key } = await tenant();
    expectR1(await call(app.baseUrl, 'GET', `${BASE}?enabled=true`, { key }), 400, 'VALIDATION_ERROR');
  });
});

describe('webhook endpoints with the operator switch WEBHOOK_ALLOW_PRIVATE_URLS=1', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ config: { WEBHOOK_ALLOW_PRIVATE_URLS: '1' }, resolveHost: async () => ['127.0.0.1'] });
  });
  afterAll(async () => app?.close());

  it('admits http:// and loopback, private and link-local addresses', async () => {
    const { key } = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    for (const url of [
      'http://127.0.0.1:9999/in',
      'https://[::1]/in',
      'http://10.1.2.3/',
      'http://receiver.local/in',
    ]) {
      const res = await call(app.baseUrl, 'POST', BASE, { key, body: { url } });
      expect(res.status, `${url}: ${res.text}`).toBe(201);
    }
    expectR1(
      await call(app.baseUrl, 'POST', BASE, { key, body: { url: 'ftp://127.0.0.1/' } }),
      400,
      'VALIDATION_ERROR',
    );
  });
});
