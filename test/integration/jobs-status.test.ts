import { Readable } from 'node:stream';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/rows';
import { AppError } from '../../src/errors';
import type { HopResponse } from '../../src/services/resume';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call } from '../../support/http';
import { loadFixturePostings } from '../helpers/postings';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';

const MATCH = '/api/v1/external/ai/match-jobs';
const SCORE = '/api/v1/external/ai/score-interview';
const jobUrl = (id: string) => `/api/v1/external/jobs/${id}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A promise the test settles when it chooses. */
function gate<T = void>() {
  let open!: (v: T) => void;
  const opened = new Promise<T>((r) => (open = r));
  return { open, opened };
}

async function until(what: string, ok: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(20);
  }
}

describe('R12: updated_at of a running match job', () => {
  // The resume "server" is the test: download attempt i calls in (reached) and waits for the
  // test's word (answer): fail it as a busy service (retried) or serve the resume.
  const attempts = Array.from({ length: 4 }, () => ({ reached: gate(), answer: gate<'fail' | 'serve'>() }));
  let calls = 0;
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      resumeFetch: {
        resolve: async () => [{ address: '93.184.216.34', family: 4 }],
        connect: async (): Promise<HopResponse> => {
          const a = attempts[calls++]!;
          a.reached.open();
          if ((await a.answer.opened) === 'fail') throw new AppError('SERVICE_UNAVAILABLE', 'busy, try again');
          return {
            status: 200,
            headers: { 'content-type': 'text/plain; charset=utf-8' },
            body: Readable.from([Buffer.from(BACKEND_RESUME)]),
          };
        },
      },
    });
  });
  afterAll(async () => app?.close());

  it('never steps back across polls: queued, a download attempt, its retry, the ranking, the end', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    await loadFixturePostings(app.db, t.company.id);
    const seen: Array<{ phase: string; status: string; updated_at: string }> = [];
    let id = '';
    const poll = async (phase: string) => {
      const res = await call(app.baseUrl, 'GET', jobUrl(id), { key: t.key });
      expect(res.status).toBe(200);
      seen.push({ phase, status: res.body.data.status, updated_at: res.body.data.updated_at });
      return res.body.data;
    };
    const accepted = await call(app.baseUrl, 'POST', MATCH, {
      key: t.key,
      body: { resume_url: 'https://cv.test/cv.txt', async: true },
    });
    expect(accepted.status).toBe(202);
    id = accepted.body.data.job_id;
    const handle = app.deps.temporal.workflow.getHandle(id);
    await poll('queued');
    await sleep(50); // the first attempt starts well after the workflow did
    await app.startWorker();

    await attempts[0]!.reached.opened;
    await poll('first attempt');
    attempts[0]!.answer.open('fail');
    // The attempt's retry waits 500 ms (initialInterval): polls land in that wait.
    while (calls < 2) {
      await poll('waiting to retry');
      await sleep(20);
    }
    await attempts[1]!.reached.opened;
    await poll('second attempt');

    // The ranking is a local activity, never pending: hold it on the postings table to poll it.
    const locker = await mysql.createConnection({ uri: app.deps.config.MYSQL_URL });
    try {
      await locker.query('LOCK TABLES job_postings WRITE');
      attempts[1]!.answer.open('serve');
      await until('the download is done and the ranking runs', async () => {
        const d = await handle.describe();
        return (
          d.status.name === 'RUNNING' &&
          (d.raw.pendingActivities ?? []).length === 0 &&
          Number(d.raw.pendingWorkflowTask?.state ?? 0) === 2
        );
      });
      for (let i = 0; i < 3; i++) expect((await poll('ranking')).status).toBe('processing');
    } finally {
      await locker.query('UNLOCK TABLES').catch(() => undefined);
      await locker.end();
    }
    await handle.result();
    expect((await poll('completed')).status).toBe('completed');
    expect((await poll('completed, from MySQL')).status).toBe('completed');
    await app.stopWorker();

    expect(seen.filter((s) => s.phase === 'waiting to retry').length).toBeGreaterThan(0);
    for (let i = 1; i < seen.length; i++) {
      // ISO 8601 UTC with milliseconds: string order is time order.
      if (seen[i]!.updated_at < seen[i - 1]!.updated_at) {
        throw new Error(
          `updated_at stepped back from ${seen[i - 1]!.phase} to ${seen[i]!.phase}: ${JSON.stringify(seen, null, 1)}`,
        );
      }
    }
  });
});

describe('R12: a job whose workflow was stopped before any worker took it', () => {
  let app: TestApp; // no worker yet: jobs stay in the queue
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it('cancelled: reads failed at once and from then on, as it reads once a worker has run it (never processing)', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    await loadFixturePostings(app.db, t.company.id);
    const accepted = await call(app.baseUrl, 'POST', MATCH, {
      key: t.key,
      body: { resume_text: BACKEND_RESUME, async: true },
    });
    const id = accepted.body.data.job_id as string;
    const handle = app.deps.temporal.workflow.getHandle(id);
    expect((await call(app.baseUrl, 'GET', jobUrl(id), { key: t.key })).body.data.status).toBe('queued');

    await handle.cancel();
    await handle.cancel(); // asked twice, recorded once
    expect((await handle.describe()).historyLength).toBe(3); // the cancel request is the third event
    const cancelled = await call(app.baseUrl, 'GET', jobUrl(id), { key: t.key });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'failed',
      result: null,
      error: { code: 'INTERNAL_ERROR', message: expect.any(String) },
    });
    expect(cancelled.headers.get('retry-after')).toBeNull();
    expect(cancelled.body.data.updated_at >= cancelled.body.data.created_at).toBe(true);
    // Kept from this first read on, though Temporal closes the workflow only once a worker takes
    // it: while a worker holds its task, the job must not read processing after reading failed.
    const [row] = await selectRows<{ outcome_status: string | null }>(
      app.db,
      'SELECT outcome_status FROM jobs WHERE id = ?',
      [id],
    );
    expect(row!.outcome_status).toBe('failed');

    // A worker then takes it: the workflow ends, failed, and the job reads the same.
    await app.startWorker();
    await expect(handle.result()).rejects.toThrow();
    const ran = await call(app.baseUrl, 'GET', jobUrl(id), { key: t.key });
    expect(ran.body.data).toMatchObject({ status: 'failed', result: null, error: cancelled.body.data.error });
    expect(ran.body.data.updated_at >= cancelled.body.data.updated_at).toBe(true);
    await app.stopWorker();
  });

  it('terminated: reads failed, not processing', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    const accepted = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body: { transcript: STRONG_BACKEND, role: 'Engineer', async: true },
    });
    const id = accepted.body.data.job_id as string;
    await app.deps.temporal.workflow.getHandle(id).terminate('operator stopped it');
    const res = await call(app.baseUrl, 'GET', jobUrl(id), { key: t.key });
    expect(res.body.data).toMatchObject({
      status: 'failed',
      result: null,
      error: { code: 'INTERNAL_ERROR', message: expect.any(String) },
    });
    expect(res.headers.get('retry-after')).toBeNull();
  });
});
