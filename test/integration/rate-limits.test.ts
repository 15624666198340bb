import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { admit, sweepExpired } from '../../src/db/rate-limit.repository';
import { passStandardWindow } from '../../src/db/standard-pass.repository';
import { hashApiKey } from '../../src/domain/keys/api-key';
import { createPool, type Db } from '../../src/db/pool';
import { selectRows } from '../../src/db/rows';
import { WINDOW_MS } from '../../src/domain/rate-limit/plans';
import { startApiProcess } from '../helpers/api-process';
import { startTestApp, type TestApp } from '../helpers/app';
import { makeTenant } from '../helpers/factories';
import { call, expectR1 } from '../helpers/http';

const JOB = '/api/v1/external/jobs/job_0000000000000000000000';
const MATCH = '/api/v1/external/ai/match-jobs';
const RESUME = 'Data analyst with five years of SQL, Python, Tableau and stakeholder reporting in retail.';
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('standard window (R6-R8) with an injected clock', () => {
  const clock = fixedClock(T0);
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock });
  });
  afterAll(async () => app?.close());

  it('headers after 1, N and N+1 requests, then 429 with Retry-After = retryAfter', async () => {
    clock.set(T0 + 500);
    const { key } = await makeTenant(app.db);
    const first = await call(app.baseUrl, 'GET', JOB, { key });
    expect(first.status).toBe(404); // counted: it passed the scope check (R7)
    expect(first.headers.get('x-ratelimit-limit')).toBe('60');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('59');
    expect(first.headers.get('x-ratelimit-reset')).toBe(String(Math.ceil((T0 + 500 + 60_000) / 1000)));
    expect(first.headers.get('ratelimit-policy')).toBe('"standard";q=60;w=60');
    expect(first.headers.get('ratelimit')).toBe('"standard";r=59;t=60');
    for (let i = 2; i <= 60; i++) {
      clock.advance(100);
      const res = await call(app.baseUrl, 'GET', JOB, { key });
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(60 - i));
    }
    clock.advance(100);
    const over = await call(app.baseUrl, 'GET', JOB, { key });
    expectR1(over, 429, 'RATE_LIMITED');
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
    // The oldest hit (T0+500) leaves at T0+60500; now is T0+500+6000.
    expect(over.body.retryAfter).toBe(54);
    expect(over.headers.get('retry-after')).toBe('54');
  });

  it('a request admitted at t frees its slot at t + 60 s exactly, and 429s do not count', async () => {
    clock.set(T0 + 10_000);
    const { key } = await makeTenant(app.db);
    for (let i = 0; i < 60; i++) expect((await call(app.baseUrl, 'GET', JOB, { key })).status).toBe(404);
    for (let i = 0; i < 5; i++) expect((await call(app.baseUrl, 'GET', JOB, { key })).status).toBe(429);
    clock.set(T0 + 10_000 + 59_999);
    expect((await call(app.baseUrl, 'GET', JOB, { key })).status).toBe(429);
    clock.set(T0 + 10_000 + 60_000);
    // All 60 were admitted at the same instant, so all 60 slots free together; the 429s took none.
    const res = await call(app.baseUrl, 'GET', JOB, { key });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('59');
  });

  it('no fixed-bucket double admission across a minute boundary', async () => {
    const minute = Math.ceil((T0 + 200_000) / 60_000) * 60_000;
    clock.set(minute - 1_000);
    const { key } = await makeTenant(app.db);
    for (let i = 0; i < 60; i++) expect((await call(app.baseUrl, 'GET', JOB, { key })).status).toBe(404);
    clock.set(minute + 1_000);
    expect((await call(app.baseUrl, 'GET', JOB, { key })).status).toBe(429);
    clock.set(minute - 1_000 + 60_000);
    expect((await call(app.baseUrl, 'GET', JOB, { key })).status).toBe(404);
  });

  it('limits follow the plan (R8)', async () => {
    for (const [plan, standard, ai] of [['pro', 300, 500], ['growth', 300, 500], ['agency', 1000, 2500], ['enterprise', 1000, 2500], ['starter', 60, 100]] as const) {
      const { key } = await makeTenant(app.db, { company: { plan } });
      const std = await call(app.baseUrl, 'GET', JOB, { key });
      expect(std.headers.get('x-ratelimit-limit')).toBe(String(standard));
      const aiRes = await call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: 'short' } });
      expect(aiRes.headers.get('x-ratelimit-limit')).toBe(String(ai));
    }
  });
});

describe('AI window (R5, R7, R8)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it('ai_call_limit replaces the plan figure; failed validation counts toward nothing', async () => {
    const { key } = await makeTenant(app.db, { company: { plan: 'enterprise', ai_call_limit: 3 } });
    for (let i = 0; i < 4; i++) {
      const bad = await call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: RESUME, limit: 99 } });
      expectR1(bad, 400, 'VALIDATION_ERROR');
      expect(bad.headers.get('x-ratelimit-limit')).toBe('3');
      expect(bad.headers.get('x-ratelimit-remaining')).toBe('3');
    }
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: RESUME, async: true } })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('exact under concurrency: 20 concurrent AI calls on a 5-call window admit exactly 5', async () => {
    const { key, company } = await makeTenant(app.db, { company: { ai_call_limit: 5 } });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: RESUME, async: true } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    // The job row is written while the window is counted: a refused call leaves no row behind.
    const rows = await selectRows<{ id: string }>(app.db, 'SELECT id FROM jobs WHERE company_id = ?', [company.id]);
    expect(rows.map((r) => r.id).sort()).toEqual(results.filter((r) => r.status === 202).map((r) => r.body.data.job_id).sort());
  });
});

describe('two API processes share the windows (R6)', () => {
  it('150 concurrent requests on a 60-per-minute key: exactly 60 admitted, 90 rejected', async () => {
    const setup = await startTestApp();
    const a = await startApiProcess();
    const b = await startApiProcess();
    try {
      const { key } = await makeTenant(setup.db);
      const results = await Promise.all(
        Array.from({ length: 150 }, (_, i) => call(i % 2 ? a.baseUrl : b.baseUrl, 'GET', JOB, { key })),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 404)).toHaveLength(60);
      expect(statuses.filter((s) => s === 429)).toHaveLength(90);
      for (const r of results.filter((x) => x.status === 429)) expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await setup.close();
    }
  });
});

describe('coalesced admissions (R6): concurrent requests of one process share round trips', () => {
  it('stay exact per key when many keys are admitted in the same batches', async () => {
    const app = await startTestApp();
    try {
      const a = await makeTenant(app.db, { company: { plan: 'starter' } });
      const b = await makeTenant(app.db, { company: { plan: 'pro' } });
      const now = Date.now();
      const calls = Array.from({ length: 400 }, (_, i) => {
        const t = i % 4 === 0 ? a : b;
        const hash = hashApiKey(t.key);
        return passStandardWindow(app.db, { hash, scope: 'jobs:read', nowMs: now + (i % 7), windowMs: WINDOW_MS.standard }).then((r) => ({ keyId: t.keyId, ...r.state! }));
      });
      const states = await Promise.all(calls);
      // starter: 60 a minute, pro: 300 (R8).
      for (const [keyId, limit, total] of [[a.keyId, 60, 100], [b.keyId, 300, 300]] as const) {
        const mine = states.filter((s) => s.keyId === keyId);
        const admitted = mine.filter((s) => s.admitted);
        expect(mine).toHaveLength(total);
        expect(admitted).toHaveLength(Math.min(limit, total));
        // As if served one at a time: the admitted report counts 1..n, each once; the rest a full window.
        expect(admitted.map((s) => s.count).sort((x, y) => x - y)).toEqual(Array.from({ length: admitted.length }, (_, i) => i + 1));
        expect(mine.filter((s) => !s.admitted).every((s) => s.count === limit && s.oldestMs !== null)).toBe(true);
        const stored = await selectRows<{ n: number }>(app.db, 'SELECT COALESCE(SUM(n), 0) AS n FROM rate_limit_hits_mem WHERE key_id = ?', [keyId]);
        expect(Number(stored[0]!.n)).toBe(admitted.length);
      }
    } finally {
      await app.close();
    }
  });
});

describe('process copies of the standard window (R6) are confirmed by the store on every write', () => {
  // Two pools stand for two API processes: each keeps its own copies of keys and windows.
  it('a copy made stale by another process never admits past the limit, and a restart of the tables is noticed', async () => {
    const app = await startTestApp();
    const other = createPool({ url: app.deps.config.MYSQL_URL, connectionLimit: 4 });
    try {
      const t = await makeTenant(app.db, { company: { plan: 'starter' } }); // 60 a minute
      const hash = hashApiKey(t.key);
      const now = Date.now();
      const pass = (db: Db, dt: number) => passStandardWindow(db, { hash, scope: 'jobs:read', nowMs: now + dt, windowMs: WINDOW_MS.standard }).then((r) => r.state!);
      // Sequential calls: every one after the first in a pool decides from that pool's copy.
      for (let i = 0; i < 30; i++) expect((await pass(app.db, i)).count).toBe(i + 1);
      for (let i = 0; i < 30; i++) expect((await pass(other, 30 + i)).count).toBe(31 + i);
      // The first pool's copy says 30; the store says 60: refused, with the store's count.
      const stale = await pass(app.db, 60);
      expect(stale).toMatchObject({ admitted: false, count: 60, oldestMs: now });
      expect((await pass(other, 61)).admitted).toBe(false);
      const stored = await selectRows<{ n: number }>(app.db, 'SELECT COALESCE(SUM(n), 0) AS n FROM rate_limit_hits_mem WHERE key_id = ?', [t.keyId]);
      expect(Number(stored[0]!.n)).toBe(60);

      // MySQL restarted: the MEMORY tables are empty. Both copies say full; the store says empty.
      await app.db.query('DELETE FROM rate_limit_hits_mem WHERE key_id = ?', [t.keyId]);
      await app.db.query('DELETE FROM rate_limit_versions_mem WHERE key_id = ?', [t.keyId]);
      expect(await pass(app.db, 62)).toMatchObject({ admitted: true, count: 1 });
      // The other copy is stale too, though the key's token row exists again (tokens are random).
      expect(await pass(other, 63)).toMatchObject({ admitted: true, count: 2 });
    } finally {
      await other.end();
      await app.close();
    }
  });
});

describe('process copies under contention (R6): two processes, several keys, one burst', () => {
  it('every key admits exactly its limit, each count 1..limit reported once, and the store holds exactly that', async () => {
    const app = await startTestApp();
    const other = createPool({ url: app.deps.config.MYSQL_URL, connectionLimit: 8 });
    try {
      const tenants = await Promise.all([0, 1, 2].map(() => makeTenant(app.db, { company: { plan: 'starter' } }))); // 60 a minute each
      const now = Date.now();
      // Warm both pools' copies first, so the burst runs the one-round-trip form and its conflicts.
      for (const [i, t] of tenants.entries()) {
        const pass = (db: Db) => passStandardWindow(db, { hash: hashApiKey(t.key), scope: 'jobs:read', nowMs: now + i, windowMs: WINDOW_MS.standard });
        expect((await pass(app.db)).state!.count).toBe(1);
        expect((await pass(other)).state!.count).toBe(2);
      }
      const burst = Array.from({ length: 360 }, (_, i) => {
        const t = tenants[i % 3]!;
        const db = i % 2 ? app.db : other;
        return passStandardWindow(db, { hash: hashApiKey(t.key), scope: 'jobs:read', nowMs: now + 10 + (i % 5), windowMs: WINDOW_MS.standard }).then((r) => ({ keyId: t.keyId, ...r.state! }));
      });
      const states = await Promise.all(burst);
      for (const t of tenants) {
        const mine = states.filter((s) => s.keyId === t.keyId);
        const admitted = mine.filter((s) => s.admitted);
        expect(admitted).toHaveLength(58);
        expect(admitted.map((s) => s.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 58 }, (_, i) => i + 3));
        expect(mine.filter((s) => !s.admitted).every((s) => s.count === 60)).toBe(true);
        const stored = await selectRows<{ n: string }>(app.db, 'SELECT COALESCE(SUM(n), 0) AS n FROM rate_limit_hits_mem WHERE key_id = ?', [t.keyId]);
        expect(Number(stored[0]!.n)).toBe(60);
      }
    } finally {
      await other.end();
      await app.close();
    }
  });
});

describe('window storage stays bounded', () => {
  it('expired hits are deleted on admission and by the sweeper, per window', async () => {
    const app = await startTestApp();
    try {
      const count = async (k: string) => Number((await selectRows<{ n: string }>(app.db, 'SELECT COALESCE(SUM(n), 0) AS n FROM rate_limit_hits_mem WHERE key_id = ?', [k]))[0]!.n);
      const countAi = async (k: string) => (await selectRows<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM rate_limit_hits WHERE key_id = ?', [k]))[0]!.n;
      for (let i = 0; i < 10; i++) await admit(app.db, 'key_sweep_a', 'standard', T0 + i, WINDOW_MS.standard, 60);
      expect(await count('key_sweep_a')).toBe(10);
      await admit(app.db, 'key_sweep_a', 'standard', T0 + 70_000, WINDOW_MS.standard, 60);
      expect(await count('key_sweep_a')).toBe(1);
      for (let i = 0; i < 5; i++) await admit(app.db, 'key_sweep_b', 'standard', T0 + i, WINDOW_MS.standard, 60);
      for (let i = 0; i < 3; i++) await admit(app.db, 'key_sweep_c', 'ai', T0 + i, WINDOW_MS.ai, 100);
      const tokens = async (k: string) => Number((await selectRows<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM rate_limit_versions_mem WHERE key_id = ?', [k]))[0]!.n);
      expect(await tokens('key_sweep_b')).toBe(1);
      await sweepExpired(app.db, T0 + 120_000, WINDOW_MS);
      expect(await count('key_sweep_b')).toBe(0);
      // A key with no hits left loses its version token too; one with a live hit keeps it.
      expect(await tokens('key_sweep_b')).toBe(0);
      expect(await tokens('key_sweep_a')).toBe(1);
      expect(await countAi('key_sweep_c')).toBe(3);
      await sweepExpired(app.db, T0 + WINDOW_MS.ai + 10, WINDOW_MS);
      expect(await countAi('key_sweep_c')).toBe(0);
    } finally {
      await app.close();
    }
  });
});
