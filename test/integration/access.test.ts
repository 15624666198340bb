import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { selectRows } from '../../src/db/rows';
import { revokeKey } from '../../src/services/keys.service';
import { startApiProcess } from '../helpers/api-process';
import { startTestApp, type TestApp } from '../helpers/app';
import { makeTenant } from '../helpers/factories';
import { call, expectR1 } from '../helpers/http';

const JOB = '/api/v1/external/jobs/job_0000000000000000000000';
const ME = '/api/v1/external/me';

describe('authentication and subscriptions (R5, R15, R16)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  const unauthorizedCases: Array<[string, (key: string) => Record<string, string>]> = [
    ['a missing header', () => ({})],
    ['another scheme', (k) => ({ Authorization: `Basic ${k}` })],
    ['a malformed key', () => ({ Authorization: 'Bearer sk_live_tooshort' })],
    ['a wrong prefix', (k) => ({ Authorization: `Bearer ${k.replace('sk_live_', 'pk_live_')}` })],
    ['an unknown well-formed key', () => ({ Authorization: `Bearer sk_live_${'A'.repeat(43)}` })],
  ];
  for (const [name, headers] of unauthorizedCases) {
    it(`401 UNAUTHORIZED with WWW-Authenticate for ${name}`, async () => {
      const { key } = await makeTenant(app.db);
      const res = await call(app.baseUrl, 'GET', ME, { headers: headers(key) });
      expectR1(res, 401, 'UNAUTHORIZED');
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    });
  }

  it('401 for an expired key, from the moment it expires', async () => {
    const clock = fixedClock(Date.now());
    const clocked = await startTestApp({ clock });
    try {
      const { key } = await makeTenant(clocked.db, { expiresAt: new Date(clock.now() + 60_000) });
      expect((await call(clocked.baseUrl, 'GET', ME, { key })).status).toBe(200);
      clock.advance(60_000);
      const res = await call(clocked.baseUrl, 'GET', ME, { key });
      expectR1(res, 401, 'UNAUTHORIZED');
      expect(res.body.message).toMatch(/expired/);
    } finally {
      await clocked.close();
    }
  });

  it('401 for a revoked key on the very next request, in another API process too', async () => {
    const { key, keyId } = await makeTenant(app.db);
    const other = await startApiProcess();
    try {
      expect((await call(other.baseUrl, 'GET', ME, { key })).status).toBe(200);
      expect((await call(app.baseUrl, 'GET', ME, { key })).status).toBe(200);
      await revokeKey(app.db, keyId);
      expectR1(await call(other.baseUrl, 'GET', ME, { key }), 401, 'UNAUTHORIZED');
      expectR1(await call(app.baseUrl, 'GET', ME, { key }), 401, 'UNAUTHORIZED');
    } finally {
      await other.stop();
    }
  });

  for (const status of ['past_due', 'canceled', 'unpaid', 'paused']) {
    it(`R16: 403 FORBIDDEN for a ${status} company, saying an active subscription is required`, async () => {
      const { key } = await makeTenant(app.db, { company: { status: status as 'active' } });
      const res = await call(app.baseUrl, 'GET', ME, { key });
      expectR1(res, 403, 'FORBIDDEN');
      expect(res.body.message).toMatch(/active subscription is required/i);
    });
  }

  it('R16: trialing companies may call', async () => {
    const { key } = await makeTenant(app.db, { company: { status: 'trialing' } });
    expect((await call(app.baseUrl, 'GET', ME, { key })).status).toBe(200);
  });

  const scopeCases = [
    ['GET', '/api/v1/external/candidates', 'candidates:read'],
    ['GET', JOB, 'jobs:read'],
    ['POST', '/api/v1/external/ai/match-jobs', 'ai:match'],
    ['POST', '/api/v1/external/ai/score-interview', 'ai:score'],
  ] as const;
  for (const [method, path, scope] of scopeCases) {
    it(`403 FORBIDDEN naming the missing scope ${scope}, with the window headers (R8)`, async () => {
      const others = (['candidates:read', 'ai:match', 'ai:score', 'jobs:read'] as const).filter((s) => s !== scope);
      const { key } = await makeTenant(app.db, { scopes: [...others] });
      const res = await call(app.baseUrl, method, path, { key, body: method === 'POST' ? {} : undefined });
      expectR1(res, 403, 'FORBIDDEN');
      expect(res.body.message).toContain(scope);
      expect(res.headers.get('x-ratelimit-limit')).toBe(method === 'POST' ? '100' : '60');
    });
  }

  it('GET /me returns the company, the key and both windows, and counts toward none', async () => {
    const { key, prefix, company } = await makeTenant(app.db, { company: { plan: 'pro' } });
    for (let i = 0; i < 3; i++) expect((await call(app.baseUrl, 'GET', ME, { key })).status).toBe(200);
    const res = await call(app.baseUrl, 'GET', ME, { key });
    expect(res.body.status).toBe('success');
    expect(res.body.data.company).toMatchObject({ id: company.id, plan: 'pro', subscription_status: 'active' });
    expect(res.body.data.key).toMatchObject({ prefix, mode: 'live', scopes: ['candidates:read', 'ai:match', 'ai:score', 'jobs:read'], expires_at: null });
    expect(res.body.data.rate_limits.standard).toMatchObject({ limit: 300, remaining: 300, window_seconds: 60 });
    expect(res.body.data.rate_limits.ai).toMatchObject({ limit: 500, remaining: 500, window_seconds: 86400 });
    expect(res.headers.get('x-ratelimit-remaining')).toBe('300');
  });

  it('GET /me rejects unknown query parameters (R2)', async () => {
    const { key } = await makeTenant(app.db);
    expectR1(await call(app.baseUrl, 'GET', `${ME}?x=1`, { key }), 400, 'VALIDATION_ERROR');
  });
});

describe('last_used_at (R15)', () => {
  it('is written on use, then at most about once a minute', async () => {
    const clock = fixedClock(Date.UTC(2026, 10, 22, 9, 0, 0));
    const app = await startTestApp({ clock });
    try {
      const { key, keyId } = await makeTenant(app.db);
      const lastUsed = async () => {
        // The write is fire-and-forget: give it a moment to land.
        await new Promise((r) => setTimeout(r, 150));
        return (await selectRows<{ t: Date | null }>(app.db, 'SELECT last_used_at AS t FROM api_keys WHERE id = ?', [keyId]))[0]!.t?.getTime() ?? null;
      };
      expect(await lastUsed()).toBeNull();
      await call(app.baseUrl, 'GET', ME, { key });
      const first = clock.now();
      expect(await lastUsed()).toBe(first);
      clock.advance(30_000);
      await call(app.baseUrl, 'GET', ME, { key });
      expect(await lastUsed()).toBe(first);
      clock.advance(31_000);
      await call(app.baseUrl, 'GET', ME, { key });
      expect(await lastUsed()).toBe(clock.now());
    } finally {
      await app.close();
    }
  });
});

describe('keys are stored as hashes only (R15)', () => {
  it('the plaintext key appears nowhere in the database or the logs', async () => {
    const app = await startTestApp();
    try {
      const { key } = await makeTenant(app.db);
      await call(app.baseUrl, 'GET', ME, { key });
      await call(app.baseUrl, 'GET', JOB, { key });
      const tables = await selectRows<{ t: string }>(app.db, 'SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE()');
      const secret = key.slice('sk_live_'.length);
      for (const { t } of tables) {
        const rows = await selectRows<Record<string, unknown>>(app.db, `SELECT * FROM \`${t}\``);
        const dump = JSON.stringify(rows, (_k, v) => (v && v.type === 'Buffer' ? Buffer.from(v.data).toString('latin1') : v));
        expect(dump.includes(secret), `table ${t}`).toBe(false);
      }
      expect(app.logs.join('\n').includes(secret)).toBe(false);
    } finally {
      await app.close();
    }
  });
});
