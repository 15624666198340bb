import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { insertJob, saveOutcome } from '../../src/db/jobs.repository';
import { selectRows } from '../../src/db/rows';
import { bodyHash } from '../../src/domain/idempotency';
import { newId } from '../../src/ids';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call, expectR1 } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { freePort } from '../../support/ports';
import { startApiProcess } from '../helpers/api-process';
import { silentServer } from '../helpers/silent-server';
import { loadFixturePostings } from '../helpers/postings';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';

const MATCH = '/api/v1/external/ai/match-jobs';
const SCORE = '/api/v1/external/ai/score-interview';
const jobUrl = (id: string) => `/api/v1/external/jobs/${id}`;
const jobsOf = async (app: TestApp, companyId: string) =>
  (await selectRows<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM jobs WHERE company_id = ?', [companyId]))[0]!.n;

describe('GET /jobs/{job_id} (R10-R13)', () => {
  const clock = fixedClock(Date.now());
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock });
  });
  afterAll(async () => app?.close());

  it('R12: a job is queued while no worker runs, and completes once one starts (nothing lost)', async () => {
    const t = await makeTenant(app.db);
    await loadFixturePostings(app.db, t.company.id);
    const accepted = await call(app.baseUrl, 'POST', MATCH, {
      key: t.key,
      body: { resume_text: BACKEND_RESUME, async: true },
    });
    expect(accepted.status).toBe(202);
    const id = accepted.body.data.job_id;
    await new Promise((r) => setTimeout(r, 500));
    const queued = await call(app.baseUrl, 'GET', jobUrl(id), { key: t.key });
    expect(queued.status).toBe(200);
    expect(queued.body).toEqual({
      status: 'success',
      data: {
        job_id: id,
        type: 'match_jobs',
        status: 'queued',
        result: null,
        error: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect(queued.body.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(queued.body.data.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Number(queued.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(queued.headers.get('x-ratelimit-limit')).toBe('60');

    await app.startWorker();
    const done = await pollJob(app.baseUrl, t.key, id);
    expect(done.body.data.status).toBe('completed');
    expect(done.body.data.result.matches.length).toBeGreaterThan(0);
    expect(done.headers.get('retry-after')).toBeNull();
    await app.stopWorker();
  });

  it('R10/R13: 404 NOT_FOUND, same body, for unknown, malformed, foreign and expired jobs', async () => {
    const a = await makeTenant(app.db);
    const b = await makeTenant(app.db);
    const accepted = await call(app.baseUrl, 'POST', SCORE, {
      key: a.key,
      body: { transcript: STRONG_BACKEND, role: 'Engineer', async: true },
    });
    const id = accepted.body.data.job_id;
    expect((await call(app.baseUrl, 'GET', jobUrl(id), { key: a.key })).status).toBe(200);
    const bodies = [];
    for (const [key, path] of [
      [b.key, jobUrl(id)],
      [a.key, jobUrl('job_0000000000000000000000')],
      [a.key, jobUrl('not-a-job')],
      [a.key, jobUrl('job_%00%27')],
    ] as const) {
      const res = await call(app.baseUrl, 'GET', path, { key });
      expectR1(res, 404, 'NOT_FOUND');
      bodies.push(res.body);
    }
    expect(new Set(bodies.map((x) => JSON.stringify(x))).size).toBe(1);
    clock.advance(24 * 60 * 60_000 - 1);
    expect((await call(app.baseUrl, 'GET', jobUrl(id), { key: a.key })).status).toBe(200);
    clock.advance(1);
    const expired = await call(app.baseUrl, 'GET', jobUrl(id), { key: a.key });
    expectR1(expired, 404, 'NOT_FOUND');
    expect(expired.body).toEqual(bodies[0]);
    clock.set(Date.now());
  });
});

describe('GET /jobs/{job_id} in shared batches (R10)', () => {
  it("concurrent polls of two companies, for their own and each other's jobs, read rows in one batch and never cross tenants", async () => {
    const app = await startTestApp();
    try {
      const a = await makeTenant(app.db, { company: { plan: 'enterprise' } });
      const b = await makeTenant(app.db, { company: { plan: 'enterprise' } });
      const submit = (key: string) =>
        call(app.baseUrl, 'POST', SCORE, { key, body: { transcript: STRONG_BACKEND, role: 'Engineer', async: true } });
      const [ja, jb] = (await Promise.all([submit(a.key), submit(b.key)])).map((r) => r.body.data.job_id as string);
      const polls = Array.from({ length: 60 }, (_, i) => {
        const [key, id, own] = [
          [a.key, ja, true],
          [b.key, jb, true],
          [a.key, jb, false],
          [b.key, ja, false],
        ][i % 4] as [string, string, boolean];
        return call(app.baseUrl, 'GET', jobUrl(id!), { key }).then((res) => ({ res, id, own }));
      });
      for (const { res, id, own } of await Promise.all(polls)) {
        if (own) expect([res.status, res.body.data.job_id]).toEqual([200, id]);
        else expectR1(res, 404, 'NOT_FOUND');
      }
    } finally {
      await app.close();
    }
  });
});

describe('GET /jobs/{job_id} of finished jobs (R11)', () => {
  it('polled again and again, each finished job answers its own stored outcome, the same every time', async () => {
    const app = await startTestApp();
    try {
      const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
      const outcomes = [
        { id: newId('job'), status: 'completed' as const, outcome: { overall_score: 71, recommendation: 'hire' } },
        { id: newId('job'), status: 'completed' as const, outcome: { overall_score: 38, recommendation: 'no_hire' } },
        {
          id: newId('job'),
          status: 'failed' as const,
          outcome: { code: 'RESUME_URL_FORBIDDEN', message: 'private address' },
        },
      ];
      for (const o of outcomes) {
        await insertJob(app.db, {
          id: o.id,
          company_id: t.company.id,
          type: 'score_interview',
          key_prefix: t.prefix,
          created_at: new Date(),
        });
        await saveOutcome(app.db, o.id, o.status, o.outcome, new Date());
      }
      // Interleaved, so each poll follows another job's: a mixed-up parse cache would show here.
      for (let round = 0; round < 3; round++) {
        for (const o of outcomes) {
          const res = await call(app.baseUrl, 'GET', jobUrl(o.id), { key: t.key });
          expect(res.status).toBe(200);
          expect(res.body.data).toMatchObject({
            job_id: o.id,
            status: o.status,
            result: o.status === 'completed' ? o.outcome : null,
            error: o.status === 'failed' ? o.outcome : null,
          });
        }
      }
    } finally {
      await app.close();
    }
  });
});

describe('Idempotency-Key on the AI operations (R9)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
  });
  afterAll(async () => app?.close());

  it('20 concurrent identical sync requests run one workflow and all get the same answer', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    await loadFixturePostings(app.db, t.company.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app.baseUrl, 'POST', MATCH, {
          key: t.key,
          body: { resume_text: BACKEND_RESUME },
          headers: { 'Idempotency-Key': 'sync-1' },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.text)).size).toBe(1);
    expect(await jobsOf(app, t.company.id)).toBe(1);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
  });

  it('20 concurrent identical async requests get one job id', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    const body = { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app.baseUrl, 'POST', SCORE, { key: t.key, body, headers: { 'Idempotency-Key': 'async-1' } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(202));
    expect(new Set(results.map((r) => r.body.data.job_id)).size).toBe(1);
    expect(await jobsOf(app, t.company.id)).toBe(1);
  });

  it('a replay returns the original status and body with Idempotent-Replayed and does not use the AI window', async () => {
    const t = await makeTenant(app.db, { company: { ai_call_limit: 2 } });
    const body = { transcript: STRONG_BACKEND, role: 'Backend Engineer' };
    const first = await call(app.baseUrl, 'POST', SCORE, { key: t.key, body, headers: { 'Idempotency-Key': 'k1' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(first.headers.get('x-ratelimit-remaining')).toBe('1');
    expect(first.headers.get('x-ai-engine')).toBe('local');
    for (let i = 0; i < 3; i++) {
      // Key order differs: bodies compare as canonical JSON.
      const again = await call(app.baseUrl, 'POST', SCORE, {
        key: t.key,
        body: { role: body.role, transcript: body.transcript },
        headers: { 'Idempotency-Key': 'k1' },
      });
      expect(again.status).toBe(200);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('x-ratelimit-remaining')).toBe('1');
      // The stored record holds the status and body only: a replay from it names no engine.
      expect(again.headers.get('x-ai-engine')).toBeNull();
    }
    expect(await jobsOf(app, t.company.id)).toBe(1);
  });

  it('a retry that arrives while the sync original runs waits for the same job and answers with its engine; one from the stored record names none', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    await loadFixturePostings(app.db, t.company.id);
    const send = () =>
      call(app.baseUrl, 'POST', MATCH, {
        key: t.key,
        body: { resume_text: BACKEND_RESUME },
        headers: { 'Idempotency-Key': 'in-flight-1' },
      });
    // The ranking reads the postings: holding their table keeps the original's workflow running.
    const locker = await mysql.createConnection({ uri: app.deps.config.MYSQL_URL });
    let original: ReturnType<typeof send>;
    let waiting: ReturnType<typeof send>;
    try {
      await locker.query('LOCK TABLES job_postings WRITE');
      original = send();
      for (let i = 0; (await jobsOf(app, t.company.id)) === 0; i++) {
        if (i > 400) throw new Error('the original never created its job');
        await new Promise((r) => setTimeout(r, 25));
      }
      waiting = send();
      // Time for the retry to find the pending record and wait on the job (a few queries; generous
      // for a loaded machine, since a retry that arrives after the original saved reads the record).
      await new Promise((r) => setTimeout(r, 3_000));
    } finally {
      await locker.query('UNLOCK TABLES').catch(() => undefined);
      await locker.end();
    }
    const [first, followed] = await Promise.all([original, waiting]);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ai-engine')).toBe('local');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(followed.status).toBe(200);
    expect(followed.text).toBe(first.text);
    expect(followed.headers.get('idempotent-replayed')).toBe('true');
    expect(followed.headers.get('x-ai-engine')).toBe('local');

    const stored = await send();
    expect(stored.status).toBe(200);
    expect(stored.text).toBe(first.text);
    expect(stored.headers.get('idempotent-replayed')).toBe('true');
    expect(stored.headers.get('x-ai-engine')).toBeNull();
    expect(await jobsOf(app, t.company.id)).toBe(1);
  });

  it('the same key with a different body or endpoint is 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const t = await makeTenant(app.db);
    await loadFixturePostings(app.db, t.company.id);
    const ok = await call(app.baseUrl, 'POST', MATCH, {
      key: t.key,
      body: { resume_text: BACKEND_RESUME },
      headers: { 'Idempotency-Key': 'k2' },
    });
    expect(ok.status).toBe(200);
    expectR1(
      await call(app.baseUrl, 'POST', MATCH, {
        key: t.key,
        body: { resume_text: BACKEND_RESUME, limit: 2 },
        headers: { 'Idempotency-Key': 'k2' },
      }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expectR1(
      await call(app.baseUrl, 'POST', SCORE, {
        key: t.key,
        body: { transcript: STRONG_BACKEND, role: 'Engineer' },
        headers: { 'Idempotency-Key': 'k2' },
      }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('a 422 from the job itself is saved like any outcome under 500: the retry replays it, no second job', async () => {
    const t = await makeTenant(app.db);
    const body = { resume_url: 'https://127.0.0.1/cv.pdf' };
    const first = await call(app.baseUrl, 'POST', MATCH, { key: t.key, body, headers: { 'Idempotency-Key': 'k-422' } });
    expectR1(first, 422, 'RESUME_URL_FORBIDDEN');
    const again = await call(app.baseUrl, 'POST', MATCH, { key: t.key, body, headers: { 'Idempotency-Key': 'k-422' } });
    expect(again.status).toBe(422);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await jobsOf(app, t.company.id)).toBe(1);
  });

  it('keys are scoped to the company', async () => {
    const a = await makeTenant(app.db);
    const b = await makeTenant(app.db);
    const body = { transcript: STRONG_BACKEND, role: 'Engineer', async: true };
    const ra = await call(app.baseUrl, 'POST', SCORE, { key: a.key, body, headers: { 'Idempotency-Key': 'shared' } });
    const rb = await call(app.baseUrl, 'POST', SCORE, { key: b.key, body, headers: { 'Idempotency-Key': 'shared' } });
    expect(ra.body.data.job_id).not.toBe(rb.body.data.job_id);
    expect(rb.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a 400 is not saved: a corrected retry with the same key proceeds', async () => {
    const t = await makeTenant(app.db);
    const bad = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body: { transcript: 'short', role: 'Engineer' },
      headers: { 'Idempotency-Key': 'k3' },
    });
    expectR1(bad, 400, 'VALIDATION_ERROR');
    const good = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body: { transcript: STRONG_BACKEND, role: 'Engineer' },
      headers: { 'Idempotency-Key': 'k3' },
    });
    expect(good.status).toBe(200);
    expect(good.headers.get('idempotent-replayed')).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['x'.repeat(256), 'too long'],
    ['naïve', 'not ASCII'],
  ])('an Idempotency-Key that is %s is 400', async (value) => {
    const t = await makeTenant(app.db);
    const res = await fetch(app.baseUrl + SCORE, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${t.key}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': Buffer.from(value, 'utf8').toString('latin1'),
      },
      body: JSON.stringify({ transcript: STRONG_BACKEND, role: 'Engineer' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('VALIDATION_ERROR');
  });
});

describe('R9: a key whose original request died is neither blocked for 24 h nor its job lost', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true, config: { SYNC_TIMEOUT_MS: '2000' } });
  });
  afterAll(async () => app?.close());

  /** What a process leaves behind when it dies between claiming the key and starting the job. */
  async function abandon(
    companyId: string,
    key: string,
    endpoint: string,
    body: unknown,
    ageMs: number,
    isAsync: boolean,
  ): Promise<string> {
    const jobId = newId('job');
    const createdAt = new Date(Date.now() - ageMs);
    await app.db.query(
      `INSERT INTO idempotency_keys (company_id, idem_key, endpoint, body_hash, job_id, is_async, state, created_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
      [companyId, key, endpoint, bodyHash(body), jobId, isAsync ? 1 : 0, createdAt],
    );
    await insertJob(app.db, {
      id: jobId,
      company_id: companyId,
      type: 'score_interview',
      key_prefix: 'sk_liv',
      created_at: createdAt,
    });
    return jobId;
  }

  it('an abandoned sync claim (no workflow, over a minute old) is taken over: the work runs now, once', async () => {
    const t = await makeTenant(app.db);
    const body = { transcript: STRONG_BACKEND, role: 'Engineer' };
    const dead = await abandon(t.company.id, 'orphan-sync', SCORE, body, 120_000, false);
    const res = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body,
      headers: { 'Idempotency-Key': 'orphan-sync' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    // The dead claim's row is gone; the new job is the company's only one, and the key now replays it.
    expect(await jobsOf(app, t.company.id)).toBe(1);
    expect(await selectRows(app.db, 'SELECT id FROM jobs WHERE id = ?', [dead])).toHaveLength(0);
    const again = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body,
      headers: { 'Idempotency-Key': 'orphan-sync' },
    });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(res.text);
  });

  it('an async claim whose 202 was lost after Temporal took the job: the retry gets that job, not a second one', async () => {
    const t = await makeTenant(app.db);
    const body = { transcript: STRONG_BACKEND, role: 'Engineer', async: true };
    const first = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body,
      headers: { 'Idempotency-Key': 'orphan-async' },
    });
    expect(first.status).toBe(202);
    // As if the process had died right after starting the workflow, before saving its answer.
    await app.db.query(
      `UPDATE idempotency_keys SET state = 'pending', response_status = NULL, response_body = NULL, created_at = ? WHERE company_id = ? AND idem_key = ?`,
      [new Date(Date.now() - 120_000), t.company.id, 'orphan-async'],
    );
    const retry = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body,
      headers: { 'Idempotency-Key': 'orphan-async' },
    });
    expect(retry.status).toBe(202);
    expect(retry.body.data.job_id).toBe(first.body.data.job_id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await jobsOf(app, t.company.id)).toBe(1);
  });

  it('a fresh pending claim is a live original: a duplicate waits, and is told to retry, never runs the work twice', async () => {
    const t = await makeTenant(app.db);
    const body = { transcript: STRONG_BACKEND, role: 'Engineer', async: true };
    await abandon(t.company.id, 'live-1', SCORE, body, 5_000, true);
    const res = await call(app.baseUrl, 'POST', SCORE, { key: t.key, body, headers: { 'Idempotency-Key': 'live-1' } });
    expectR1(res, 503, 'SERVICE_UNAVAILABLE');
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await jobsOf(app, t.company.id)).toBe(1);
  });
});

describe('nothing lost when Temporal is unreachable', () => {
  it('the client gets 503 SERVICE_UNAVAILABLE with Retry-After and no job id; nothing is left behind', async () => {
    const app = await startTestApp({ config: { TEMPORAL_ADDRESS: `127.0.0.1:${await freePort()}` } });
    try {
      const t = await makeTenant(app.db, { company: { ai_call_limit: 5 } });
      const res = await call(app.baseUrl, 'POST', SCORE, {
        key: t.key,
        body: { transcript: STRONG_BACKEND, role: 'Engineer', async: true },
        headers: { 'Idempotency-Key': 'down-1' },
      });
      expectR1(res, 503, 'SERVICE_UNAVAILABLE');
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.text).not.toContain('job_');
      expect(await jobsOf(app, t.company.id)).toBe(0);
      const idem = await selectRows(app.db, 'SELECT * FROM idempotency_keys WHERE company_id = ?', [t.company.id]);
      expect(idem).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('a Temporal that accepts connections and never answers: the same 503 within the 5 s start deadline', async () => {
    const silent = await silentServer();
    const app = await startTestApp({ config: { TEMPORAL_ADDRESS: `127.0.0.1:${silent.port}` } });
    try {
      const t = await makeTenant(app.db, { company: { ai_call_limit: 5 } });
      const started = Date.now();
      const res = await call(app.baseUrl, 'POST', MATCH, {
        key: t.key,
        body: { resume_text: BACKEND_RESUME, async: true },
      });
      expect(Date.now() - started).toBeLessThan(8_000);
      expectR1(res, 503, 'SERVICE_UNAVAILABLE');
      expect(res.text).not.toContain('job_');
      expect(await jobsOf(app, t.company.id)).toBe(0);
    } finally {
      await app.close();
      silent.close();
    }
  }, 20_000);
});

describe('polling a running job while Temporal cannot answer', () => {
  // A queued job's state lives only in Temporal. Whether Temporal refuses connections or accepts
  // them and never answers, a poll must end promptly in 503 with Retry-After: never a 404 (the job
  // is not lost), a 500 or a request that hangs.
  for (const mode of ['refused', 'silent'] as const) {
    it(`${mode}: 503 SERVICE_UNAVAILABLE within a few seconds; the job is still there once Temporal is back`, async () => {
      const app = await startTestApp(); // no worker: the job stays queued
      const silent = mode === 'silent' ? await silentServer() : null;
      const port = silent?.port ?? (await freePort());
      const offline = await startTestApp({ config: { TEMPORAL_ADDRESS: `127.0.0.1:${port}` } });
      try {
        const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
        const accepted = await call(app.baseUrl, 'POST', SCORE, {
          key: t.key,
          body: { transcript: STRONG_BACKEND, role: 'Engineer', async: true },
        });
        expect(accepted.status).toBe(202);
        const id = accepted.body.data.job_id as string;
        const started = Date.now();
        const res = await call(offline.baseUrl, 'GET', jobUrl(id), { key: t.key });
        expect(Date.now() - started).toBeLessThan(8_000);
        expectR1(res, 503, 'SERVICE_UNAVAILABLE');
        expect(res.headers.get('retry-after')).toBe('5');
        const back = await call(app.baseUrl, 'GET', jobUrl(id), { key: t.key });
        expect(back.status).toBe(200);
        expect(back.body.data.status).toBe('queued');
      } finally {
        await offline.close();
        await app.close();
        silent?.close();
      }
    }, 30_000);
  }
});

describe('R14: a synchronous call that outlives SYNC_TIMEOUT_MS', () => {
  it('answers 504 SYNC_TIMEOUT with job_id and check_status_url, and the work goes on', async () => {
    const app = await startTestApp({ config: { SYNC_TIMEOUT_MS: '300' } });
    try {
      const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
      const res = await call(app.baseUrl, 'POST', SCORE, {
        key: t.key,
        body: { transcript: STRONG_BACKEND, role: 'Engineer' },
        headers: { 'Idempotency-Key': 'slow-1' },
      });
      expectR1(res, 504, 'SYNC_TIMEOUT');
      expect(res.body.job_id).toMatch(/^job_/);
      expect(res.body.check_status_url).toBe(`/api/v1/external/jobs/${res.body.job_id}`);
      await app.startWorker();
      const done = await pollJob(app.baseUrl, t.key, res.body.job_id);
      expect(done.body.data.status).toBe('completed');
      // The retry with the same key follows the same job instead of starting another.
      const retry = await call(app.baseUrl, 'POST', SCORE, {
        key: t.key,
        body: { transcript: STRONG_BACKEND, role: 'Engineer' },
        headers: { 'Idempotency-Key': 'slow-1' },
      });
      expect(retry.status).toBe(200);
      expect(retry.body.data).toEqual(done.body.data.result);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await jobsOf(app, t.company.id)).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe('R14: an API process told to stop answers its waiting synchronous calls', () => {
  it('with 504 SYNC_TIMEOUT and the job id, at once, instead of cutting the connection; the job goes on', async () => {
    const app = await startTestApp();
    // A task queue no worker serves: the synchronous call can only wait.
    const api = await startApiProcess({
      TEMPORAL_TASK_QUEUE: `idle-${newId('job').slice(-8)}`,
      SHUTDOWN_GRACE_MS: '10000',
    });
    try {
      const t = await makeTenant(app.db);
      const pending = call(api.baseUrl, 'POST', SCORE, {
        key: t.key,
        body: { transcript: STRONG_BACKEND, role: 'Engineer' },
      });
      await new Promise((r) => setTimeout(r, 1_000));
      const stopping = Date.now();
      api.proc.kill('SIGTERM');
      const res = await pending;
      expectR1(res, 504, 'SYNC_TIMEOUT');
      expect(res.body.job_id).toMatch(/^job_/);
      expect(Date.now() - stopping).toBeLessThan(5_000);
      // The job was not lost: Temporal still has it, waiting for a worker.
      const described = await app.deps.temporal.workflow.getHandle(res.body.job_id).describe();
      expect(described.status.name).toBe('RUNNING');
      await app.deps.temporal.workflow.getHandle(res.body.job_id).terminate('test over');
    } finally {
      await api.stop();
      await app.close();
    }
  });
});

describe('retention sweep (R13)', () => {
  it('removes idempotency records and job rows older than 24 hours, and nothing newer', async () => {
    const clock = fixedClock(Date.now());
    const app = await startTestApp({ clock });
    try {
      const { sweepOnce } = await import('../../src/services/sweeper.service');
      const t = await makeTenant(app.db);
      const res = await call(app.baseUrl, 'POST', SCORE, {
        key: t.key,
        body: { transcript: STRONG_BACKEND, role: 'Engineer', async: true },
        headers: { 'Idempotency-Key': 'sweep-1' },
      });
      expect(res.status).toBe(202);
      clock.advance(24 * 60 * 60_000 - 1_000);
      await sweepOnce(app.deps);
      expect(await jobsOf(app, t.company.id)).toBe(1);
      clock.advance(2_000);
      await sweepOnce(app.deps);
      expect(await jobsOf(app, t.company.id)).toBe(0);
      expect(
        await selectRows(app.db, 'SELECT * FROM idempotency_keys WHERE company_id = ?', [t.company.id]),
      ).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('R9/R13: a key is free again at the very instant its job reads as 404, sweeper or not', async () => {
    const clock = fixedClock(Date.now());
    const app = await startTestApp({ clock });
    try {
      const t = await makeTenant(app.db);
      const body = { transcript: STRONG_BACKEND, role: 'Engineer', async: true };
      const first = await call(app.baseUrl, 'POST', SCORE, {
        key: t.key,
        body,
        headers: { 'Idempotency-Key': 'edge-1' },
      });
      expect(first.status).toBe(202);
      clock.advance(24 * 60 * 60_000 - 1);
      expectR1(
        await call(app.baseUrl, 'POST', SCORE, {
          key: t.key,
          body: { ...body, role: 'Other' },
          headers: { 'Idempotency-Key': 'edge-1' },
        }),
        422,
        'IDEMPOTENCY_KEY_REUSED',
      );
      clock.advance(1);
      expectR1(await call(app.baseUrl, 'GET', jobUrl(first.body.data.job_id), { key: t.key }), 404, 'NOT_FOUND');
      const reused = await call(app.baseUrl, 'POST', SCORE, {
        key: t.key,
        body: { ...body, role: 'Other' },
        headers: { 'Idempotency-Key': 'edge-1' },
      });
      expect(reused.status).toBe(202);
      expect(reused.body.data.job_id).not.toBe(first.body.data.job_id);
    } finally {
      await app.close();
    }
  });
});

describe('a finished job is answered from MySQL afterwards', () => {
  it('reads the same view after the first poll saved the outcome, even with Temporal gone', async () => {
    const app = await startTestApp({ worker: true });
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    const accepted = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body: { transcript: STRONG_BACKEND, role: 'Engineer', async: true },
    });
    const first = await pollJob(app.baseUrl, t.key, accepted.body.data.job_id);
    await app.close();
    // A second API whose Temporal address answers nothing: only the saved outcome can serve it.
    const offline = await startTestApp({ config: { TEMPORAL_ADDRESS: `127.0.0.1:${await freePort()}` } });
    try {
      const again = await call(offline.baseUrl, 'GET', jobUrl(accepted.body.data.job_id), { key: t.key });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    } finally {
      await offline.close();
    }
  });
});
