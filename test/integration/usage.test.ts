// Usage counting: exact across API processes, kept across restarts within one flush interval, and
// read by a company through GET /usage with every refusal of a bad request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../src/db/pool';
import { selectRows } from '../../src/db/rows';
import { UsageTally } from '../../src/domain/usage/tally';
import { createLogger } from '../../src/log';
import { flushUsage } from '../../src/services/usage.service';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call, expectR1 } from '../../support/http';
import { freePort } from '../../support/ports';
import { startApiProcess } from '../helpers/api-process';

const ME = '/api/v1/external/me';
const JOB = '/api/v1/external/jobs/job_0000000000000000000000';
const JOB_T = '/api/v1/external/jobs/{job_id}';
const USAGE = '/api/v1/external/usage';
const today = () => new Date().toISOString().slice(0, 10);

type Stored = { endpoint: string; status_class: string; count: number };

describe('usage counting', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  /** The stored counts of one key, as `endpoint status_class` -> count. */
  async function stored(keyId: string): Promise<Record<string, number>> {
    const rows = await selectRows<Stored>(
      app.db,
      'SELECT endpoint, status_class, count FROM api_usage_daily WHERE key_id = ?',
      [keyId],
    );
    return Object.fromEntries(rows.map((r) => [`${r.endpoint} ${r.status_class}`, Number(r.count)]));
  }

  it('is exact under concurrent load across two API processes (per endpoint and status class)', async () => {
    const t = await makeTenant(app.db); // starter: 60 standard requests a minute
    const a = await startApiProcess({ USAGE_FLUSH_INTERVAL_MS: '150' });
    const b = await startApiProcess({ USAGE_FLUSH_INTERVAL_MS: '150' });
    try {
      const plan = Array.from({ length: 120 }, (_, i) => ({
        base: i % 2 ? a.baseUrl : b.baseUrl,
        path: i % 3 === 0 ? ME : i % 3 === 1 ? JOB : `${JOB}?x=1`,
      }));
      const results = await Promise.all(plan.map((p) => call(p.base, 'GET', p.path, { key: t.key })));
      const want: Record<string, number> = {};
      results.forEach((r, i) => {
        const endpoint = plan[i]!.path === ME ? ME : JOB_T;
        const cls = r.status === 429 ? '429' : r.status >= 400 ? '4xx' : '2xx';
        want[`${endpoint} ${cls}`] = (want[`${endpoint} ${cls}`] ?? 0) + 1;
      });
      // The standard window refused some: the 429s are a class of their own.
      expect(want[`${JOB_T} 429`]).toBeGreaterThan(0);
      await Promise.all([a.stop(), b.stop()]); // a graceful stop flushes what is left
      expect(await stored(t.keyId)).toEqual(want);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('survives a crash of the API process, losing nothing flushed before it', async () => {
    const t = await makeTenant(app.db);
    const first = await startApiProcess({ USAGE_FLUSH_INTERVAL_MS: '100' });
    for (let i = 0; i < 7; i++) expect((await call(first.baseUrl, 'GET', ME, { key: t.key })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 600)); // several flush intervals
    first.proc.kill('SIGKILL'); // no graceful flush
    await new Promise((r) => first.proc.once('exit', r));
    expect(await stored(t.keyId)).toEqual({ [`${ME} 2xx`]: 7 });
    const second = await startApiProcess({ USAGE_FLUSH_INTERVAL_MS: '100' });
    for (let i = 0; i < 3; i++) expect((await call(second.baseUrl, 'GET', ME, { key: t.key })).status).toBe(200);
    await second.stop();
    expect(await stored(t.keyId)).toEqual({ [`${ME} 2xx`]: 10 });
  });

  it('a flush the database refuses keeps its counts, and the next one writes them once', async () => {
    const t = await makeTenant(app.db);
    const tally = new UsageTally();
    tally.add(t.keyId, t.company.id, ME, '2xx', today(), Date.now());
    tally.add(t.keyId, t.company.id, ME, '2xx', today(), Date.now());
    const down = createPool({ url: `mysql://nobody:nothing@127.0.0.1:${await freePort()}/none`, connectionLimit: 1 });
    const lines: string[] = [];
    try {
      await flushUsage({ db: down, log: createLogger('warn', {}, (l) => lines.push(l)) }, tally);
    } finally {
      await down.end();
    }
    expect(lines.join('\n')).toContain('usage flush failed');
    expect(tally.size).toBe(1);
    tally.add(t.keyId, t.company.id, ME, '2xx', today(), Date.now());
    await flushUsage(app.deps, tally);
    expect(await stored(t.keyId)).toEqual({ [`${ME} 2xx`]: 3 });
    expect(tally.size).toBe(0);
  });

  it("the flush writes the key's last use", async () => {
    const t = await makeTenant(app.db);
    const before = Date.now();
    expect((await call(app.baseUrl, 'GET', ME, { key: t.key })).status).toBe(200);
    const read = async () =>
      (
        await selectRows<{ t: Date | null }>(app.db, 'SELECT last_used_at AS t FROM api_keys WHERE id = ?', [t.keyId])
      )[0]!.t;
    expect(await read()).toBeNull(); // nothing is written on the request path
    await app.flushUsage();
    expect((await read())!.getTime()).toBeGreaterThanOrEqual(before - 5);
  });
});

describe('GET /usage', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it("returns the company's own keys' counts and the calling key's AI window as /me reports it", async () => {
    const t = await makeTenant(app.db);
    const other = await makeTenant(app.db);
    for (let i = 0; i < 3; i++) await call(app.baseUrl, 'GET', ME, { key: t.key });
    await call(app.baseUrl, 'GET', JOB, { key: t.key });
    await call(app.baseUrl, 'GET', ME, { key: other.key });
    await app.flushUsage();
    const res = await call(app.baseUrl, 'GET', USAGE, { key: t.key });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('60'); // the standard window
    expect(res.body.data.days).toEqual([
      { date: today(), key_id: t.keyId, endpoint: JOB_T, status_class: '4xx', count: 1 },
      { date: today(), key_id: t.keyId, endpoint: ME, status_class: '2xx', count: 3 },
    ]);
    const me = await call(app.baseUrl, 'GET', ME, { key: t.key });
    const { limit, remaining, reset } = me.body.data.rate_limits.ai;
    expect(res.body.data.ai_window).toEqual({ limit, remaining, reset });
  });

  it('defaults to the 30 days ending today, both ends included', async () => {
    const t = await makeTenant(app.db);
    const res = await call(app.baseUrl, 'GET', USAGE, { key: t.key });
    const to = today();
    const from = new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
    expect(res.body.data).toMatchObject({ from, to });
  });

  it('reads an inclusive range of exactly 90 days', async () => {
    const t = await makeTenant(app.db);
    const res = await call(app.baseUrl, 'GET', `${USAGE}?from=2026-01-01&to=2026-03-31`, { key: t.key });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ from: '2026-01-01', to: '2026-03-31', days: [] });
  });

  const refusals: Array<[string, string, string]> = [
    ['a range over 90 days', '?from=2026-01-01&to=2026-04-01', 'at most 90'],
    ['from after to', '?from=2026-11-02&to=2026-11-01', 'must not be after to'],
    ['a date that does not exist', '?from=2026-02-30&to=2026-03-01', 'calendar date'],
    ['a date not in YYYY-MM-DD', '?from=2026-1-1', 'YYYY-MM-DD'],
    ['a repeated parameter', '?to=2026-11-01&to=2026-11-02', 'to'],
    ['an unknown parameter', '?key_id=key_x', 'key_id'],
    ['from alone, more than 90 days ago', '?from=2000-01-01', 'at most 90'],
  ];
  for (const [what, query, says] of refusals) {
    it(`refuses ${what} with 400 VALIDATION_ERROR (R1, R2)`, async () => {
      const t = await makeTenant(app.db);
      const res = await call(app.baseUrl, 'GET', `${USAGE}${query}`, { key: t.key });
      expectR1(res, 400, 'VALIDATION_ERROR');
      expect(res.body.message).toContain(says);
      expect(res.body.details.length).toBeGreaterThan(0);
    });
  }

  it('401 without a key, 403 for a lapsed company, 403 for a stored scope list without usage:read', async () => {
    expectR1(await call(app.baseUrl, 'GET', USAGE), 401, 'UNAUTHORIZED');
    const lapsed = await makeTenant(app.db, { company: { status: 'past_due' } });
    expectR1(await call(app.baseUrl, 'GET', USAGE, { key: lapsed.key }), 403, 'FORBIDDEN');
    const narrow = await makeTenant(app.db);
    await app.db.query("UPDATE api_keys SET scopes = 'jobs:read' WHERE id = ?", [narrow.keyId]);
    const res = await call(app.baseUrl, 'GET', USAGE, { key: narrow.key });
    expectR1(res, 403, 'FORBIDDEN');
    expect(res.body.message).toContain('usage:read');
  });

  it('new keys hold usage:read even when the operator narrows their scopes', async () => {
    const t = await makeTenant(app.db, { scopes: ['jobs:read'] });
    expect((await call(app.baseUrl, 'GET', USAGE, { key: t.key })).status).toBe(200);
  });

  it('counts in the standard window: the 61st request of a minute is 429', async () => {
    const t = await makeTenant(app.db);
    for (let i = 0; i < 60; i++) expect((await call(app.baseUrl, 'GET', USAGE, { key: t.key })).status).toBe(200);
    expectR1(await call(app.baseUrl, 'GET', USAGE, { key: t.key }), 429, 'RATE_LIMITED');
  });
});
