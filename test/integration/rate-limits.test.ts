import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { admit, SWEEP_GRACE_MS, sweepExpired } from '../../src/db/rate-limit.repository';
import { checkAccess } from '../../src/db/access-check.repository';
import { admitStandardBatch, type WindowLogs } from '../../src/db/standard-window.repository';
import { hashApiKey } from '../../src/domain/keys/api-key';
import { createPool, type Db } from '../../src/db/pool';
import { selectRows } from '../../src/db/rows';
import { WINDOW_MS } from '../../src/domain/rate-limit/plans';
import { LATE_MS } from '../../src/domain/rate-limit/window';
import { startApiProcess } from '../helpers/api-process';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call, expectR1 } from '../../support/http';

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
    // The oldest hit (T0+500) leaves at T0+60500, so X-RateLimit-Reset is T0+61 s; now is
    // T0+6.5 s. R8: Retry-After = max(1, ceil(Reset - now)) = ceil(54.5) = 55, from the Reset sent.
    expect(over.headers.get('x-ratelimit-reset')).toBe(String((T0 + 61_000) / 1000));
    expect(over.body.retryAfter).toBe(55);
    expect(over.headers.get('retry-after')).toBe('55');
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

  it('R5, R7: the standard window comes before validation: an invalid request counts, and past the limit it is 429, not 400', async () => {
    clock.set(T0 + 300_000);
    const { key } = await makeTenant(app.db);
    const invalid = `${JOB}?unknown=1`; // R2: a query parameter this route does not take
    for (let i = 1; i <= 60; i++) {
      const res = await call(app.baseUrl, 'GET', invalid, { key });
      expectR1(res, 400, 'VALIDATION_ERROR');
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(60 - i));
    }
    const over = await call(app.baseUrl, 'GET', invalid, { key });
    expectR1(over, 429, 'RATE_LIMITED');
    expect(over.headers.get('retry-after')).toBe('60');
    expectR1(await call(app.baseUrl, 'GET', JOB, { key }), 429, 'RATE_LIMITED');
  });

  it('limits follow the plan (R8)', async () => {
    for (const [plan, standard, ai] of [
      ['pro', 300, 500],
      ['growth', 300, 500],
      ['agency', 1000, 2500],
      ['enterprise', 1000, 2500],
      ['starter', 60, 100],
    ] as const) {
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
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: RESUME, async: true } })).status,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('ai_call_limit = 0: 429 with Retry-After the window length (86400), Reset now (R8), nothing counted', async () => {
    const { key, company } = await makeTenant(app.db, { company: { ai_call_limit: 0 } });
    for (let i = 0; i < 2; i++) {
      const before = Date.now();
      const res = await call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: RESUME, async: true } });
      const after = Date.now();
      expectR1(res, 429, 'RATE_LIMITED');
      expect(res.headers.get('retry-after')).toBe('86400');
      expect(res.body.retryAfter).toBe(86_400);
      expect(res.headers.get('x-ratelimit-limit')).toBe('0');
      expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
      const reset = Number(res.headers.get('x-ratelimit-reset'));
      expect(reset).toBeGreaterThanOrEqual(Math.ceil(before / 1000));
      expect(reset).toBeLessThanOrEqual(Math.ceil(after / 1000));
    }
    expect(await selectRows(app.db, 'SELECT id FROM jobs WHERE company_id = ?', [company.id])).toEqual([]);
  });

  it('exact under concurrency: 20 concurrent AI calls on a 5-call window admit exactly 5', async () => {
    const { key, company } = await makeTenant(app.db, { company: { ai_call_limit: 5 } });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: RESUME, async: true } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    // The job row is written while the window is counted: a refused call leaves no row behind.
    const rows = await selectRows<{ id: string }>(app.db, 'SELECT id FROM jobs WHERE company_id = ?', [company.id]);
    expect(rows.map((r) => r.id).sort()).toEqual(
      results
        .filter((r) => r.status === 202)
        .map((r) => r.body.data.job_id)
        .sort(),
    );
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
      for (const r of results.filter((x) => x.status === 429))
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
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
        return checkAccess(app.db, {
          hash,
          scope: 'jobs:read',
          nowMs: now + (i % 7),
          windowMs: WINDOW_MS.standard,
        }).then((r) => ({ keyId: t.keyId, ...r.state! }));
      });
      const states = await Promise.all(calls);
      // starter: 60 a minute, pro: 300 (R8).
      for (const [keyId, limit, total] of [
        [a.keyId, 60, 100],
        [b.keyId, 300, 300],
      ] as const) {
        const mine = states.filter((s) => s.keyId === keyId);
        const admitted = mine.filter((s) => s.admitted);
        expect(mine).toHaveLength(total);
        expect(admitted).toHaveLength(Math.min(limit, total));
        // As if served one at a time: the admitted report counts 1..n, each once; the rest a full window.
        expect(admitted.map((s) => s.count).sort((x, y) => x - y)).toEqual(
          Array.from({ length: admitted.length }, (_, i) => i + 1),
        );
        expect(mine.filter((s) => !s.admitted).every((s) => s.count === limit && s.oldestMs !== null)).toBe(true);
        const stored = await selectRows<{ n: number }>(
          app.db,
          'SELECT COALESCE(SUM(n), 0) AS n FROM rate_limit_hits_mem WHERE key_id = ?',
          [keyId],
        );
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
      const pass = (db: Db, dt: number) =>
        checkAccess(db, { hash, scope: 'jobs:read', nowMs: now + dt, windowMs: WINDOW_MS.standard }).then(
          (r) => r.state!,
        );
      // Sequential calls: every one after the first in a pool decides from that pool's copy.
      for (let i = 0; i < 30; i++) expect((await pass(app.db, i)).count).toBe(i + 1);
      for (let i = 0; i < 30; i++) expect((await pass(other, 30 + i)).count).toBe(31 + i);
      // The first pool's copy says 30; the store says 60: refused, with the store's count.
      const stale = await pass(app.db, 60);
      expect(stale).toMatchObject({ admitted: false, count: 60, oldestMs: now });
      expect((await pass(other, 61)).admitted).toBe(false);
      const stored = await selectRows<{ n: number }>(
        app.db,
        'SELECT COALESCE(SUM(n), 0) AS n FROM rate_limit_hits_mem WHERE key_id = ?',
        [t.keyId],
      );
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
        const pass = (db: Db) =>
          checkAccess(db, {
            hash: hashApiKey(t.key),
            scope: 'jobs:read',
            nowMs: now + i,
            windowMs: WINDOW_MS.standard,
          });
        expect((await pass(app.db)).state!.count).toBe(1);
        expect((await pass(other)).state!.count).toBe(2);
      }
      const burst = Array.from({ length: 360 }, (_, i) => {
        const t = tenants[i % 3]!;
        const db = i % 2 ? app.db : other;
        return checkAccess(db, {
          hash: hashApiKey(t.key),
          scope: 'jobs:read',
          nowMs: now + 10 + (i % 5),
          windowMs: WINDOW_MS.standard,
        }).then((r) => ({ keyId: t.keyId, ...r.state! }));
      });
      const states = await Promise.all(burst);
      for (const t of tenants) {
        const mine = states.filter((s) => s.keyId === t.keyId);
        const admitted = mine.filter((s) => s.admitted);
        expect(admitted).toHaveLength(58);
        expect(admitted.map((s) => s.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 58 }, (_, i) => i + 3));
        expect(mine.filter((s) => !s.admitted).every((s) => s.count === 60)).toBe(true);
        const stored = await selectRows<{ n: string }>(
          app.db,
          'SELECT COALESCE(SUM(n), 0) AS n FROM rate_limit_hits_mem WHERE key_id = ?',
          [t.keyId],
        );
        expect(Number(stored[0]!.n)).toBe(60);
      }
    } finally {
      await other.end();
      await app.close();
    }
  });
});

describe('R6: requests that reach the store out of order never over-admit', () => {
  // Limit 3: three hits at T, then Y timed at T+W+2 reaches the store first, then X timed at
  // T+W-1 (it waited for a connection, a lock, another process). X must not see an emptier window
  // than its own: [T, T+W) already holds three admissions.
  const L = 3;
  /** Most admissions inside any interval [t, t + W) of the given admission instants. */
  const densest = (times: number[], windowMs: number) =>
    Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + windowMs).length));
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it('R6 ai window: X timed at T+W-1, arriving after Y timed at T+W+2, is refused', async () => {
    const W = WINDOW_MS.ai;
    const keyId = 'key_r6_late_ai';
    const admitted: number[] = [];
    const ask = async (t: number) => {
      const s = await admit(app.db, keyId, 'ai', t, W, L);
      if (s.admitted) admitted.push(t);
      return s;
    };
    for (let i = 0; i < L; i++) expect((await ask(T0)).admitted).toBe(true);
    expect(await ask(T0 + W + 2)).toMatchObject({ admitted: true, count: 1 });
    const x = await ask(T0 + W - 1);
    expect(x.admitted).toBe(false);
    // R8: nothing left, and the slot comes back when the hits at T leave the window.
    expect(x.count).toBeGreaterThanOrEqual(L);
    expect(x.oldestMs).toBe(T0);
    expect(densest(admitted, W)).toBeLessThanOrEqual(L);
  });

  it('R6 ai window: a request more than LATE_MS behind the newest hit is judged and recorded at newest - LATE_MS', async () => {
    const W = WINDOW_MS.ai;
    const keyId = 'key_r6_later_ai';
    for (let i = 0; i < L; i++) await admit(app.db, keyId, 'ai', T0, W, L);
    expect(await admit(app.db, keyId, 'ai', T0 + W + LATE_MS + 5, W, L)).toMatchObject({ admitted: true, count: 1 });
    // Its own time (T0+W-1) would need the hits at T0; at T0+W+5 they are out of its window.
    expect(await admit(app.db, keyId, 'ai', T0 + W - 1, W, L)).toMatchObject({
      admitted: true,
      count: 2,
      oldestMs: T0 + W + 5,
      atMs: T0 + W + 5,
    });
    const stored = (
      await selectRows<{ ts: number }>(app.db, 'SELECT ts_ms AS ts FROM rate_limit_hits WHERE key_id = ?', [keyId])
    ).map((r) => Number(r.ts));
    // No judgement can come before T0+W+5 any more, so the hits at T0 were deleted on the way.
    expect(stored.sort((a, b) => a - b)).toEqual([T0 + W + 5, T0 + W + LATE_MS + 5]);
    expect(densest(stored, W)).toBeLessThanOrEqual(L);
  });

  for (const [name, sameProcess] of [
    ['from this process copy', true],
    ['from the store (another process)', false],
  ] as const) {
    it(`R6 standard window, batch path ${name}: X timed at T+W-1, arriving after Y timed at T+W+2, is refused`, async () => {
      const W = WINDOW_MS.standard;
      const keyId = `key_r6_late_std_${sameProcess ? 'copy' : 'store'}`;
      const a: WindowLogs = new Map();
      const b: WindowLogs = sameProcess ? a : new Map();
      const admitted: number[] = [];
      const batch = async (logs: WindowLogs, t: number, n: number) => {
        const out = await admitStandardBatch(
          app.db,
          Array.from({ length: n }, () => ({ keyId, limit: L })),
          t,
          W,
          null,
          logs,
        );
        if (out === 'epoch-moved') throw new Error('no epoch was given');
        for (const s of out) if (s!.admitted) admitted.push(s!.atMs ?? t);
        return out;
      };
      expect((await batch(a, T0, L)).map((s) => s!.admitted)).toEqual([true, true, true]);
      expect((await batch(b, T0 + W + 2, 1))[0]).toMatchObject({ admitted: true, count: 1 });
      const [x] = await batch(a, T0 + W - 1, 1);
      expect(x!.admitted).toBe(false);
      expect(x!.oldestMs).toBe(T0);
      expect(densest(admitted, W)).toBeLessThanOrEqual(L);
      // More than LATE_MS behind the newest hit: judged and recorded at newest - LATE_MS.
      const [z] = await batch(b, T0 + W + LATE_MS + 10, 1);
      expect(z).toMatchObject({ admitted: true, count: 2 });
      const [late] = await batch(a, T0 + W - 1, 1);
      expect(late).toMatchObject({ admitted: true, count: 3, atMs: T0 + W + 10 });
      expect(densest(admitted, W)).toBeLessThanOrEqual(L);
      const stored = await selectRows<{ ts: number; n: number }>(
        app.db,
        'SELECT ts_ms AS ts, n FROM rate_limit_hits_mem WHERE key_id = ?',
        [keyId],
      );
      expect(
        densest(
          stored.flatMap((r) => Array<number>(Number(r.n)).fill(Number(r.ts))),
          W,
        ),
      ).toBeLessThanOrEqual(L);
    });
  }
});

describe('window storage stays bounded', () => {
  it('hits no judgement can count any more are deleted on admission and by the sweeper, per window (R6)', async () => {
    const app = await startTestApp();
    try {
      const count = async (k: string) =>
        Number(
          (
            await selectRows<{ n: string }>(
              app.db,
              'SELECT COALESCE(SUM(n), 0) AS n FROM rate_limit_hits_mem WHERE key_id = ?',
              [k],
            )
          )[0]!.n,
        );
      const countAi = async (k: string) =>
        (await selectRows<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM rate_limit_hits WHERE key_id = ?', [k]))[0]!
          .n;
      for (let i = 0; i < 10; i++) await admit(app.db, 'key_sweep_a', 'standard', T0 + i, WINDOW_MS.standard, 60);
      expect(await count('key_sweep_a')).toBe(10);
      // A request timed up to LATE_MS before the newest hit is judged at its own time: the hits
      // at T0+1.. stay until the newest hit is a window and LATE_MS past them.
      await admit(app.db, 'key_sweep_a', 'standard', T0 + 70_000, WINDOW_MS.standard, 60);
      expect(await count('key_sweep_a')).toBe(11);
      // Deleted up to (the newest hit before this admission) - LATE_MS - window: here T0 only.
      await admit(app.db, 'key_sweep_a', 'standard', T0 + 70_009, WINDOW_MS.standard, 60);
      expect(await count('key_sweep_a')).toBe(11);
      await admit(app.db, 'key_sweep_a', 'standard', T0 + 70_010, WINDOW_MS.standard, 60);
      expect(await count('key_sweep_a')).toBe(3);
      for (let i = 0; i < 5; i++) await admit(app.db, 'key_sweep_b', 'standard', T0 + i, WINDOW_MS.standard, 60);
      for (let i = 0; i < 3; i++) await admit(app.db, 'key_sweep_c', 'ai', T0 + i, WINDOW_MS.ai, 100);
      const tokens = async (k: string) =>
        Number(
          (
            await selectRows<{ n: number }>(
              app.db,
              'SELECT COUNT(*) AS n FROM rate_limit_versions_mem WHERE key_id = ?',
              [k],
            )
          )[0]!.n,
        );
      expect(await tokens('key_sweep_b')).toBe(1);
      // The sweeper leaves hits SWEEP_GRACE_MS past their window: a request on its way may count them.
      await sweepExpired(app.db, T0 + WINDOW_MS.standard + SWEEP_GRACE_MS - 1, WINDOW_MS);
      expect(await count('key_sweep_b')).toBe(5);
      await sweepExpired(app.db, T0 + WINDOW_MS.standard + SWEEP_GRACE_MS + 10, WINDOW_MS);
      expect(await count('key_sweep_b')).toBe(0);
      // A key with no hits left loses its version token too; one with a live hit keeps it.
      expect(await tokens('key_sweep_b')).toBe(0);
      expect(await tokens('key_sweep_a')).toBe(1);
      expect(await countAi('key_sweep_c')).toBe(3);
      await sweepExpired(app.db, T0 + WINDOW_MS.ai + SWEEP_GRACE_MS - 1, WINDOW_MS);
      expect(await countAi('key_sweep_c')).toBe(3);
      await sweepExpired(app.db, T0 + WINDOW_MS.ai + SWEEP_GRACE_MS + 10, WINDOW_MS);
      expect(await countAi('key_sweep_c')).toBe(0);
    } finally {
      await app.close();
    }
  });
});
