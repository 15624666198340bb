// GET /jobs/{id} under load, async submissions accepted per second with the CPU each takes in
// the API, Temporal and MySQL, and completed match jobs per second with one worker.
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
import { cpuMeter, pidOf } from './proc-usage';

/** The processes whose CPU the benchmark reads; the API is this process. */
export interface BenchPids {
  temporal?: number;
}

export async function jobsBench(
  app: TestApp,
  startWorker: () => Promise<WorkerProcess>,
  pids: BenchPids = {},
  seconds = 10,
): Promise<string> {
  const mysqlPid = pidOf('mariadbd') ?? pidOf('mysqld');
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
  const submitting = cpuMeter({ api: process.pid, temporal: pids.temporal, mysql: mysqlPid });
  const submit = await load(`${app.baseUrl}/api/v1/external/ai/match-jobs`, {
    connections: 16,
    seconds: 5,
    method: 'POST',
    body: JSON.stringify({ resume_text: resume, async: true }),
    keys,
  });
  const submitCpu = submitting();
  const accepted = submit.statuses['202'] ?? 0;

  // End to end: N async match jobs, behind the backlog of the previous row, drained by one worker.
  const n = 200;
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
  const workerStarted = new Date();
  worker = await startWorker();
  const draining = cpuMeter({ worker: worker.proc.pid, temporal: pids.temporal, mysql: mysqlPid });
  for (const id of ids) await pollJob(app.baseUrl, keys[0]!, id, undefined, 300_000);
  const drainCpu = draining();
  await worker.stop();
  const drained = await completionsSince(app, t.company.id, workerStarted);

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
        `${accepted / 5} /s`,
        ms(submit.p50),
        ms(submit.p99),
        `${JSON.stringify(submit.statuses)}; CPU ms per submission: ${perJob(submitCpu, accepted)}`,
      ],
      [
        `completed match jobs, one worker (every job finished in the window, 100 postings)`,
        `${(drained.count / drained.seconds).toFixed(1)} /s`,
        '',
        '',
        `${drained.count} jobs in ${drained.seconds.toFixed(1)} s from the worker's start; CPU ms per job: ${perJob(drainCpu, drained.count)}`,
      ],
    ],
  );
}

/** CPU ms per job of each process, and of the whole machine (the load generator and neighbours too). */
function perJob(cpu: Record<string, number>, jobs: number): string {
  return Object.entries(cpu)
    .map(([name, used]) => `${name} ${(used / Math.max(1, jobs)).toFixed(2)}`)
    .join(', ');
}

/**
 * Jobs of the company that finished from `since` on, as their rows record it (an async job's
 * workflow stores its result there), and the seconds from `since` to the last of them.
 */
async function completionsSince(app: TestApp, companyId: string, since: Date) {
  const [rows] = await app.db.query('SELECT finished_at FROM jobs WHERE company_id = ? AND finished_at >= ?', [
    companyId,
    since,
  ]);
  const times = (rows as Array<{ finished_at: Date }>).map((r) => r.finished_at.getTime());
  const last = Math.max(since.getTime(), ...times);
  return { count: times.length, seconds: (last - since.getTime()) / 1000 };
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
