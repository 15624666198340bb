// Webhook delivery through the real API and worker processes, to a receiver on loopback: the time
// from a job's end to the receiver's 200, and a burst of job events to a receiver that fails half
// of the first attempts, with the API's polls measured beside it and beside a burst without webhooks.
import type { Db } from '../src/db/pool';
import { createKey } from '../src/services/keys.service';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import type { TestApp } from '../support/app';
import { FIXTURE_AUDIT, makeTenant } from '../support/factories';
import { call } from '../support/http';
import { pollJob } from '../support/jobs';
import { answer, eventually, startReceiver, type Receiver, type Script } from '../support/webhook-receiver';
import { startWorkerProcess } from '../support/worker-process';
import { BENCH_WORKER } from './bench-services';
import { load } from './load';
import { cpuMeter } from './proc-usage';
import { ms, summarize, table } from './stats';
import { deliveryPhases } from './webhook-phases';

const SCORE = '/api/v1/external/ai/score-interview';
// The cheapest job the product runs: a short transcript scored by the local engine.
const TRANSCRIPT = `Interviewer: Tell me about a system you designed.
Candidate: I designed a Go service on PostgreSQL and Kafka, with Prometheus metrics and tests.`;
const LATENCY_RUNS = 50;
const BURST = 1_000;
const POLL_SECONDS = 15;

export async function webhooksBench(
  app: TestApp,
  workerEnv: Record<string, string>,
  temporalPid: number | undefined,
): Promise<string> {
  // A task queue of its own, and delivery allowed to loopback (an operator setting, R28).
  const env = { ...workerEnv, TEMPORAL_TASK_QUEUE: `${workerEnv.TEMPORAL_TASK_QUEUE}-webhooks` };
  const receiver = await startReceiver();
  const api = await startApiProcess({ ...env, WEBHOOK_ALLOW_PRIVATE_URLS: '1' });
  const worker = await startWorkerProcess(
    {
      ...env,
      WEBHOOK_ALLOW_PRIVATE_URLS: '1',
      WEBHOOK_RETRY_SCHEDULE: '1s,2s,5s',
    },
    BENCH_WORKER,
  );
  try {
    const latency = await latencyRun(app, api, receiver);
    // Without webhooks first and then with, twice over: a neighbour's burst on a shared machine
    // should fall on both sides of the comparison alike.
    const bursts: Burst[] = [];
    const pids: Pids = {
      api: api.proc.pid,
      worker: worker.proc.pid,
      temporal: temporalPid,
    };
    // BENCH_WEBHOOKS=latency measures the latency alone (a minute instead of about seven).
    const runs = process.env.BENCH_WEBHOOKS === 'latency' ? [] : [false, true, false, true];
    for (const withEndpoint of runs) {
      bursts.push(await burstRun(app, api, receiver, withEndpoint, pids));
    }
    return [latencyTable(latency), ...(bursts.length > 0 ? [burstTable(bursts)] : [])].join('\n');
  } finally {
    await worker.stop();
    await api.stop();
    await receiver.close();
  }
}

/** An enterprise company whose AI limit no run reaches, and `n` keys to spread polls over (R6). */
async function tenant(db: Db, n: number) {
  const t = await makeTenant(db, { company: { plan: 'enterprise', ai_call_limit: 10_000_000 } });
  const more = await Promise.all(
    Array.from({ length: n - 1 }, () => createKey(db, { companyId: t.company.id }, FIXTURE_AUDIT)),
  );
  return { ...t, keys: [t.key, ...more.map((k) => k.key)] };
}

async function createEndpoint(api: ApiProcess, key: string, url: string): Promise<string> {
  const res = await call(api.baseUrl, 'POST', '/api/v1/external/webhook-endpoints', { key, body: { url } });
  if (res.status !== 201) throw new Error(`create endpoint: ${res.status} ${res.text}`);
  return res.body.data.id as string;
}

async function submit(api: ApiProcess, key: string): Promise<string> {
  const res = await call(api.baseUrl, 'POST', SCORE, {
    key,
    body: { transcript: TRANSCRIPT, role: 'Backend Engineer', async: true },
  });
  if (res.status !== 202) throw new Error(`async score: ${res.status} ${res.text}`);
  return res.body.data.job_id as string;
}

const jobIdOf = (body: string): string => (JSON.parse(body) as { data: { job_id: string } }).data.job_id;

interface Latency {
  totals: number[];
  phases: Array<[string, number[]]>;
}

/** One job at a time, each event answered 200 at once: job end (finished_at) to the receiver's 200. */
async function latencyRun(app: TestApp, api: ApiProcess, receiver: Receiver): Promise<Latency> {
  const t = await tenant(app.db, 1);
  await createEndpoint(api, t.key, receiver.url('/latency'));
  const warmup = 5;
  const seen = new Map<string, { at: number; messageId: string }>();
  receiver.script('/latency', (res, n, socket, req) => {
    seen.set(jobIdOf(req.body), { at: req.at, messageId: String(req.headers['webhook-id']) });
    answer(200)(res, n, socket, req);
  });
  const runs: Array<{ jobId: string; at: number; messageId: string }> = [];
  for (let i = 0; i < warmup + LATENCY_RUNS; i++) {
    const jobId = await submit(api, t.key);
    const got = await eventually(() => seen.get(jobId), 30_000);
    if (i >= warmup) runs.push({ jobId, ...got });
  }
  const [rows] = await app.db.query('SELECT id, finished_at FROM jobs WHERE company_id = ?', [t.company.id]);
  const finished = new Map((rows as Array<{ id: string; finished_at: Date }>).map((r) => [r.id, r.finished_at]));
  const timed = runs.map((r) => ({ ...r, finishedAt: finished.get(r.jobId)!.getTime() }));
  return {
    totals: timed.map((r) => r.at - r.finishedAt),
    phases: await deliveryPhases(app.deps.temporal, timed),
  };
}

interface Burst {
  withEndpoint: boolean;
  poll: Awaited<ReturnType<typeof load>>;
  completed: number;
  /** From the first submission to the last job's end, and to the last delivery's 200. */
  jobsSeconds: number;
  drainSeconds: number | null;
  delivered: number;
  firstAttemptsFailed: number;
  duplicateDeliveries: number;
  idsReused: number;
  /** CPU seconds each process spent from the first submission to the last job end or delivery. */
  cpu: Record<keyof Pids, number>;
}

type Pids = {
  api: number | undefined;
  worker: number | undefined;
  temporal: number | undefined;
};

/**
 * BURST async jobs submitted at once while GET /jobs/{id} is polled for POLL_SECONDS; with an
 * endpoint, its receiver answers 500 to the first attempt of every other message.
 */
async function burstRun(
  app: TestApp,
  api: ApiProcess,
  receiver: Receiver,
  withEndpoint: boolean,
  pids: Pids,
): Promise<Burst> {
  const t = await tenant(app.db, 300);
  const path = `/burst-${t.company.id}`;
  const firstSeen = new Set<string>();
  const okBy = new Map<string, number>();
  let failed = 0;
  const script: Script = (res, n, socket, req) => {
    const id = String(req.headers['webhook-id']);
    const first = !firstSeen.has(id);
    firstSeen.add(id);
    if (first && firstSeen.size % 2 === 0) {
      failed++;
      return answer(500)(res, n, socket, req);
    }
    okBy.set(id, (okBy.get(id) ?? 0) + 1);
    answer(200)(res, n, socket, req);
  };
  receiver.script(path, script);
  if (withEndpoint) await createEndpoint(api, t.key, receiver.url(path));
  // The job polled is one that has completed: its poll is one MySQL read, as most polls are.
  const polled = await submit(api, t.key);
  await pollJob(api.baseUrl, t.key, polled, undefined, 60_000);
  await eventually(() => !withEndpoint || okBy.size === 1, 30_000);
  const pollUrl = `${api.baseUrl}/api/v1/external/jobs/${polled}`;
  await load(pollUrl, { connections: 32, seconds: 2, keys: t.keys });

  const started = Date.now();
  const cpu = cpuMeter(pids);
  const polling = load(pollUrl, { connections: 32, seconds: POLL_SECONDS, keys: t.keys });
  for (let i = 0; i < BURST; i += 20) {
    await Promise.all(Array.from({ length: 20 }, (_, j) => submit(api, t.keys[(i + j) % t.keys.length]!)));
  }
  const poll = await polling;
  const count = async (sql: string) => {
    const [rows] = await app.db.query(sql, [t.company.id]);
    return (rows as Array<{ n: number; last: Date | null }>)[0]!;
  };
  const done = await eventually(async () => {
    const c = await count(
      'SELECT COUNT(*) AS n, MAX(finished_at) AS last FROM jobs WHERE company_id = ? AND finished_at IS NOT NULL',
    );
    return c.n >= BURST + 1 && c;
  }, 600_000);
  let drainSeconds: number | null = null;
  if (withEndpoint) {
    await eventually(() => okBy.size >= BURST + 1, 600_000);
    drainSeconds = (receiver.received(path).at(-1)!.at - started) / 1000;
  }
  const lastOk = Date.now();
  const cpuMs = cpu();
  // The delivery log as stored: an attempt is recorded just after the receiver's answer, so wait
  // for the last ones (a message never recorded as delivered shows as missing in the table).
  const delivered = await eventually(async () => {
    const c = await count(
      "SELECT COUNT(*) AS n, NULL AS last FROM webhook_messages WHERE company_id = ? AND outcome = 'delivered'",
    );
    return (!withEndpoint || c.n >= BURST + 1 || Date.now() - lastOk > 30_000) && c;
  }, 60_000);
  // The bodies each webhook-id carried: never two different messages under one id.
  const bodies = new Map<string, Set<string>>();
  for (const r of receiver.received(path)) {
    const id = String(r.headers['webhook-id']);
    bodies.set(id, (bodies.get(id) ?? new Set()).add(r.body));
  }
  return {
    withEndpoint,
    poll,
    completed: done.n - 1,
    jobsSeconds: (done.last!.getTime() - started) / 1000,
    drainSeconds,
    delivered: withEndpoint ? delivered.n - 1 : 0,
    firstAttemptsFailed: failed,
    duplicateDeliveries: [...okBy.values()].filter((n) => n > 1).length,
    idsReused: [...bodies.values()].filter((s) => s.size > 1).length,
    cpu: { api: cpuMs.api! / 1000, worker: cpuMs.worker! / 1000, temporal: cpuMs.temporal! / 1000 },
  };
}

function latencyTable(l: Latency): string {
  const row = (name: string, samples: number[]) => {
    const s = summarize(samples);
    return [name, s.n, ms(s.p50), ms(s.p95), ms(s.p99)];
  };
  return table(
    `Webhook delivery: job end to the receiver's 200 (one job at a time, async score jobs, ms)`,
    ['phase', 'runs', 'p50', 'p95', 'p99'],
    [
      row("job end (finished_at) -> receiver's 200 (target p50 <= 100)", l.totals),
      ...l.phases.map(([name, samples]) => row(`  ${name}`, samples)),
    ],
  );
}

function burstTable(bursts: Burst[]): string {
  return table(
    `Webhook burst: ${BURST} async jobs at once, GET /jobs/{id} polled by 32 connections for the first ${POLL_SECONDS} s`,
    [
      'run',
      'polls req/s',
      'poll p50 ms',
      'poll p99 ms',
      'jobs ended',
      'last job end s',
      'delivered',
      'first attempts 500',
      'last 200 s',
      'dup. deliveries',
      'ids reused',
      'CPU s: API / worker / Temporal',
    ],
    bursts.map((b) => [
      b.withEndpoint ? 'one endpoint, half the first attempts 500' : 'no endpoint',
      b.poll.rps.toFixed(0),
      ms(b.poll.p50),
      ms(b.poll.p99),
      `${b.completed}/${BURST}`,
      b.jobsSeconds.toFixed(1),
      b.withEndpoint ? `${b.delivered}/${BURST}` : '-',
      b.withEndpoint ? b.firstAttemptsFailed : '-',
      b.drainSeconds === null ? '-' : b.drainSeconds.toFixed(1),
      b.withEndpoint ? b.duplicateDeliveries : '-',
      b.withEndpoint ? b.idsReused : '-',
      [b.cpu.api, b.cpu.worker, b.cpu.temporal].map((v) => v.toFixed(1)).join(' / '),
    ]),
  );
}
