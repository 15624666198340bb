import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { selectRows } from '../../src/db/rows';
import { WINDOW_LOCK } from '../../src/db/standard-window.repository';
import { revokeKey } from '../../src/services/keys.service';
import { startApiProcess } from '../helpers/api-process';
import { startTestApp, type TestApp } from '../../support/app';
import { FIXTURE_AUDIT, makeTenant } from '../../support/factories';
import { call, expectR1 } from '../../support/http';

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
      await revokeKey(app.db, keyId, FIXTURE_AUDIT);
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

  for (const path of ['/api/v1/external/ai/match-jobs', '/api/v1/external/ai/score-interview']) {
    it(`R16: 403 FORBIDDEN for a lapsed subscription on POST ${path}, saying an active subscription is required`, async () => {
      for (const status of ['past_due', 'canceled']) {
        const { key } = await makeTenant(app.db, { company: { status: status as 'active' } });
        const res = await call(app.baseUrl, 'POST', path, {
          key,
          body: { resume_text: 'x'.repeat(60), transcript: 'x'.repeat(60), role: 'Engineer' },
        });
        expectR1(res, 403, 'FORBIDDEN');
        expect(res.body.message).toMatch(/active subscription is required/i);
      }
    });
  }

  it('R5: requests refused for the subscription or the scope count toward no window', async () => {
    const { key, company } = await makeTenant(app.db, {
      company: { status: 'past_due' },
      scopes: ['jobs:read', 'ai:score'],
    });
    // Lapsed: every endpoint, standard and AI, is 403 before any window.
    for (let i = 0; i < 3; i++) {
      expectR1(await call(app.baseUrl, 'GET', JOB, { key }), 403, 'FORBIDDEN');
      expectR1(
        await call(app.baseUrl, 'POST', '/api/v1/external/ai/score-interview', { key, body: {} }),
        403,
        'FORBIDDEN',
      );
    }
    await app.db.query("UPDATE companies SET subscription_status = 'active' WHERE id = ?", [company.id]);
    // Wrong scope: a standard endpoint (candidates:read) and an AI endpoint (ai:match).
    for (let i = 0; i < 3; i++) {
      const std = await call(app.baseUrl, 'GET', '/api/v1/external/candidates', { key });
      expectR1(std, 403, 'FORBIDDEN');
      expect(std.headers.get('x-ratelimit-remaining')).toBe('60');
      const ai = await call(app.baseUrl, 'POST', '/api/v1/external/ai/match-jobs', { key, body: {} });
      expectR1(ai, 403, 'FORBIDDEN');
      expect(ai.headers.get('x-ratelimit-remaining')).toBe('100');
    }
    const counted = await call(app.baseUrl, 'GET', JOB, { key });
    expect(counted.status).toBe(404);
    expect(counted.headers.get('x-ratelimit-limit')).toBe('60');
    expect(counted.headers.get('x-ratelimit-remaining')).toBe('59');
    const me = await call(app.baseUrl, 'GET', ME, { key });
    expect(me.body.data.rate_limits.ai).toMatchObject({ limit: 100, remaining: 100 });
  });

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
    expect(res.body.data.key).toMatchObject({
      prefix,
      mode: 'live',
      scopes: ['candidates:read', 'ai:match', 'ai:score', 'jobs:read', 'usage:read', 'webhooks:manage'],
      expires_at: null,
    });
    expect(res.body.data.rate_limits.standard).toMatchObject({ limit: 300, remaining: 300, window_seconds: 60 });
    expect(res.body.data.rate_limits.ai).toMatchObject({ limit: 500, remaining: 500, window_seconds: 86400 });
    expect(res.headers.get('x-ratelimit-remaining')).toBe('300');
  });

  it('GET /me rejects unknown query parameters (R2)', async () => {
    const { key } = await makeTenant(app.db);
    expectR1(await call(app.baseUrl, 'GET', `${ME}?x=1`, { key }), 400, 'VALIDATION_ERROR');
  });
});

describe('standard endpoints keep key rows in memory only while the auth epoch stands (R5, R15, R16)', () => {
  let app: TestApp;
  let other: Awaited<ReturnType<typeof startApiProcess>>;
  beforeAll(async () => {
    app = await startTestApp();
    other = await startApiProcess();
  });
  afterAll(async () => {
    await other?.stop();
    await app?.close();
  });
  const both = () => [app.baseUrl, other.baseUrl];
  const epoch = async () =>
    Number((await selectRows<{ n: number }>(app.db, 'SELECT n FROM auth_epoch WHERE id = 1'))[0]!.n);

  it('a key revoked through the service is refused on the next request in every process', async () => {
    const { key, keyId } = await makeTenant(app.db);
    for (const base of both()) expect((await call(base, 'GET', JOB, { key })).status).toBe(404);
    await revokeKey(app.db, keyId, FIXTURE_AUDIT);
    for (const base of both()) expectR1(await call(base, 'GET', JOB, { key }), 401, 'UNAUTHORIZED');
  });

  it('changes written by plain SQL are seen too (triggers move the epoch): revocation, status, plan, scopes, expiry', async () => {
    const { key, keyId, company } = await makeTenant(app.db);
    for (const base of both())
      expect((await call(base, 'GET', JOB, { key })).headers.get('x-ratelimit-limit')).toBe('60');

    await app.db.query("UPDATE companies SET plan = 'pro' WHERE id = ?", [company.id]);
    for (const base of both())
      expect((await call(base, 'GET', JOB, { key })).headers.get('x-ratelimit-limit')).toBe('300');

    await app.db.query("UPDATE companies SET subscription_status = 'past_due' WHERE id = ?", [company.id]);
    for (const base of both()) expectR1(await call(base, 'GET', JOB, { key }), 403, 'FORBIDDEN');
    await app.db.query("UPDATE companies SET subscription_status = 'active' WHERE id = ?", [company.id]);
    for (const base of both()) expect((await call(base, 'GET', JOB, { key })).status).toBe(404);

    await app.db.query("UPDATE api_keys SET scopes = 'candidates:read' WHERE id = ?", [keyId]);
    for (const base of both()) expect((await call(base, 'GET', JOB, { key })).body.message).toContain('jobs:read');
    await app.db.query("UPDATE api_keys SET scopes = 'jobs:read' WHERE id = ?", [keyId]);

    await app.db.query('UPDATE api_keys SET expires_at = ? WHERE id = ?', [new Date(Date.now() - 1_000), keyId]);
    for (const base of both()) expectR1(await call(base, 'GET', JOB, { key }), 401, 'UNAUTHORIZED');
    await app.db.query('UPDATE api_keys SET expires_at = ? WHERE id = ?', [new Date(Date.now() + 3_600_000), keyId]);
    for (const base of both()) expect((await call(base, 'GET', JOB, { key })).status).toBe(404);

    await app.db.query('UPDATE api_keys SET revoked_at = UTC_TIMESTAMP(3) WHERE id = ?', [keyId]);
    for (const base of both()) expectR1(await call(base, 'GET', JOB, { key }), 401, 'UNAUTHORIZED');
  });

  it('last_used_at bookkeeping does not move the epoch (the cache stays warm)', async () => {
    const { key, keyId } = await makeTenant(app.db);
    const before = await epoch();
    expect((await call(app.baseUrl, 'GET', JOB, { key })).status).toBe(404);
    await app.flushUsage(); // last_used_at is written with the usage counts
    const [row] = await selectRows<{ last_used_at: Date | null }>(
      app.db,
      'SELECT last_used_at FROM api_keys WHERE id = ?',
      [keyId],
    );
    expect(row!.last_used_at).not.toBeNull();
    expect(await epoch()).toBe(before);
  });

  it('one batch of mixed requests answers each exactly as if served alone', async () => {
    const ok = await makeTenant(app.db);
    const revoked = await makeTenant(app.db);
    await revokeKey(app.db, revoked.keyId, FIXTURE_AUDIT);
    const scopeless = await makeTenant(app.db, { scopes: ['candidates:read'] });
    const lapsed = await makeTenant(app.db, { company: { status: 'past_due' } });
    const unknown = `sk_live_${'B'.repeat(43)}`;
    const plan = [
      ...Array.from({ length: 70 }, () => [ok.key, 'ok'] as const),
      ...Array.from({ length: 5 }, () => [revoked.key, 401] as const),
      ...Array.from({ length: 5 }, () => [scopeless.key, 403] as const),
      ...Array.from({ length: 5 }, () => [lapsed.key, 403] as const),
      ...Array.from({ length: 5 }, () => [unknown, 401] as const),
    ].sort(() => Math.random() - 0.5);
    const results = await Promise.all(plan.map(([key]) => call(app.baseUrl, 'GET', JOB, { key })));
    const statuses = (want: string | number) => results.filter((_, i) => plan[i]![1] === want).map((r) => r.status);
    expect(statuses(401)).toEqual(Array(10).fill(401));
    expect(statuses(403)).toEqual(Array(10).fill(403));
    const okStatuses = statuses('ok');
    expect(okStatuses.filter((s) => s === 404)).toHaveLength(60);
    expect(okStatuses.filter((s) => s === 429)).toHaveLength(10);
    const remaining = results
      .filter((r, i) => plan[i]![1] === 'ok' && r.status === 404)
      .map((r) => Number(r.headers.get('x-ratelimit-remaining')));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i));
  });
});

describe('last_used_at (R15)', () => {
  it('is written on use, then at most about once a minute', async () => {
    const clock = fixedClock(Date.UTC(2026, 10, 22, 9, 0, 0));
    const app = await startTestApp({ clock });
    try {
      const { key, keyId } = await makeTenant(app.db);
      const lastUsed = async () => {
        // last_used_at is written with the usage counts: flush them, as the process does periodically.
        await app.flushUsage();
        return (
          (
            await selectRows<{ t: Date | null }>(app.db, 'SELECT last_used_at AS t FROM api_keys WHERE id = ?', [keyId])
          )[0]!.t?.getTime() ?? null
        );
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
      const tables = await selectRows<{ t: string }>(
        app.db,
        'SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE()',
      );
      const secret = key.slice('sk_live_'.length);
      for (const { t } of tables) {
        const rows = await selectRows<Record<string, unknown>>(app.db, `SELECT * FROM \`${t}\``);
        const dump = JSON.stringify(rows, (_k, v) =>
          v && v.type === 'Buffer' ? Buffer.from(v.data).toString('latin1') : v,
        );
        expect(dump.includes(secret), `table ${t}`).toBe(false);
      }
      expect(app.logs.join('\n').includes(secret)).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describe("the standard window's lock is per database (R6)", () => {
  it('a process of another database on the same server holding its lock does not hold up this one', async () => {
    const app = await startTestApp();
    // Another database's batch in progress (as root: the app's user may not use another database).
    const elsewhere = await mysql.createConnection({ uri: app.deps.config.MYSQL_ADMIN_URL, database: 'mysql' });
    try {
      const [[held]] = (await elsewhere.query(`SELECT GET_LOCK(${WINDOW_LOCK}, 0) AS ok`)) as unknown as [
        [{ ok: number }],
      ];
      expect(held.ok).toBe(1);
      const { key } = await makeTenant(app.db);
      const started = Date.now();
      const res = await call(app.baseUrl, 'GET', '/api/v1/external/jobs/job_0000000000000000000000', { key });
      expectR1(res, 404, 'NOT_FOUND');
      // A shared lock name made this wait GET_LOCK's 5 s and answer 503.
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await elsewhere.end();
      await app.close();
    }
  });
});
