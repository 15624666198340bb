// GET /jobs/{id} under load, async submissions accepted per second, and completed
// match jobs per second with one worker.
import mysql from 'mysql2/promise';
import { createKey } from '../src/services/keys.service';
import type { TestApp } from '../support/app';
import { call } from '../support/http';
import { pollJob } from '../support/jobs';
import { load, type LoadResult } from './load';
import { ms, table } from './stats';
import { resumeOf } from './synthetic';
import { tenantWithSyntheticPostings } from './tenant';
import type { WorkerProcess } from '../support/worker-process';
import { FIXTURE_AUDIT } from '../support/factories';

export async function jobsBench(
  app: TestApp,
  startWorker: () => Promise<WorkerProcess>,
  seconds = 10,
): Promise<string> {
  const t = await tenantWithSyntheticPostings(app.db, 13);
  // Each enterprise key admits 1,000 standard requests a minute; rotate enough of them.
  const keys = [
    t.key,
    ...(
      await Promise.all(
        Array.from({ length: 300 }, () => createKey(app.db, { companyId: t.company.id }, FIXTURE_AUDIT)),
      )
    ).map((k) => k.key),
  ];
  const resume = resumeOf(3_000);
  let worker = await startWorker();
  const first = await call(app.baseUrl, 'POST', '/api/v1/external/ai/match-jobs', {
    key: t.key,
    body: { resume_text: resume, async: true },
  });
  const jobId = first.body.data.job_id as string;
  await pollJob(app.baseUrl, t.key, jobId);
  // Polls are measured with no worker running, so the worker's CPU does not compete for the cores.
  await worker.stop();

  // Baseline in the same run: what this server and machine give a request that does no work at all.
  // Each load is warmed for 2 s first (JIT, pools, the key cache), as in the access benchmark.
  const healthz = `${app.baseUrl}/healthz`;
  const poll = `${app.baseUrl}/api/v1/external/jobs/${jobId}`;
  await load(healthz, { connections: 32, seconds: 2 });
  const bare = await load(healthz, { connections: 32, seconds });
  await load(poll, { connections: 32, seconds: 2, keys });
  const get = await load(poll, { connections: 32, seconds, keys });
  const running = await pollRunning(app, t.key, resume, keys, startWorker);
  const submit = await load(`${app.baseUrl}/api/v1/external/ai/match-jobs`, {
    connections: 16,
    seconds: 5,
    method: 'POST',
    body: JSON.stringify({ resume_text: resume, async: true }),
    keys,
  });

  // End to end: N async match jobs drained by one worker.
  const n = 200;
  const started = performance.now();
  const ids: string[] = [];
  for (let i = 0; i < n; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: 20 }, (_, j) =>
        call(app.baseUrl, 'POST', '/api/v1/external/ai/match-jobs', {
          key: keys[(i + j) % keys.length]!,
          body: { resume_text: resume, async: true },
        }),
      ),
    );
    ids.push(...batch.map((r) => r.body.data.job_id as string));
  }
  worker = await startWorker();
  for (const id of ids) await pollJob(app.baseUrl, keys[0]!, id, undefined, 300_000);
  const e2eSeconds = (performance.now() - started) / 1000;
  await worker.stop();

  return table(
    `Async jobs (one API process, one worker)`,
    ['measure', 'value', 'p50 ms', 'p99 ms', 'statuses / notes'],
    [
      [
        'baseline: GET /healthz, same server, 32 connections',
        `${bare.rps.toFixed(0)} req/s`,
        ms(bare.p50),
        ms(bare.p99),
        JSON.stringify(bare.statuses),
      ],
      [
        'GET /jobs/{id}, 32 connections (target p99 <= 20 ms)',
        `${get.rps.toFixed(0)} req/s`,
        ms(get.p50),
        ms(get.p99),
        JSON.stringify(get.statuses),
      ],
      [
        'GET /jobs/{id} of a processing job, 32 connections',
        `${running.rps.toFixed(0)} req/s`,
        ms(running.p50),
        ms(running.p99),
        `${JSON.stringify(running.statuses)} (R12: Temporal describe per poll)`,
      ],
      [
        'async submissions accepted, 16 connections',
        `${(submit.statuses['202'] ?? 0) / 5} /s`,
        ms(submit.p50),
        ms(submit.p99),
        JSON.stringify(submit.statuses),
      ],
      [
        `completed match jobs, one worker (${n} jobs, 100 postings)`,
        `${(n / e2eSeconds).toFixed(1)} /s`,
        '',
        '',
        `${e2eSeconds.toFixed(1)} s incl. the backlog from the previous row`,
      ],
    ],
  );
}

/**
 * Polls of a job a worker is running (R12 `processing`): each asks Temporal (describe), where a
 * finished job is one MySQL read. The job's
 * ranking is held on a table lock for the length of the load, as in test/integration/jobs-status.
 */
async function pollRunning(
  app: TestApp,
  key: string,
  resume: string,
  keys: string[],
  startWorker: () => Promise<WorkerProcess>,
): Promise<LoadResult> {
  const locker = await mysql.createConnection({ uri: app.deps.config.MYSQL_URL });
  const worker = await startWorker();
  try {
    await locker.query('LOCK TABLES job_postings WRITE');
    const res = await call(app.baseUrl, 'POST', '/api/v1/external/ai/match-jobs', {
      key,
      body: { resume_text: resume, async: true },
    });
    const url = `${app.baseUrl}/api/v1/external/jobs/${res.body.data.job_id as string}`;
    for (let i = 0; ; i++) {
      const r = await call(app.baseUrl, 'GET', `/api/v1/external/jobs/${res.body.data.job_id as string}`, { key });
      if (r.body.data?.status === 'processing') break;
      if (i > 100) throw new Error(`the job never read processing: ${JSON.stringify(r.body)}`);
      await new Promise((done) => setTimeout(done, 50));
    }
    await load(url, { connections: 32, seconds: 1, keys });
    // Under the ranking's 20 s local-activity timeout, so the job stays processing throughout.
    return await load(url, { connections: 32, seconds: 5, keys });
  } finally {
    await locker.query('UNLOCK TABLES').catch(() => undefined);
    await locker.end();
    await worker.stop();
  }
}
