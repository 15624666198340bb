// `npm run soak -- --minutes N [--rate R]`: mixed async load (match and score submissions at R a
// second, each job polled until it ends) against the API, one worker process and a Temporal dev
// server, for N minutes. Prints per minute what was accepted and completed, the submission
// latency and each process's memory; at the end, the last minute's p50 against the first's.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createKey } from '../src/services/keys.service';
import { FIXTURE_AUDIT } from '../support/factories';
import { BENCH_WORKER, startBenchServices } from './bench-services';
import { startWorkerProcess, type WorkerProcess } from '../support/worker-process';
import { cpuMeter, pidOf, rssMiB } from './proc-usage';
import { ms, table } from './stats';
import { resumeOf, transcriptOf } from './synthetic';
import { tenantWithSyntheticPostings } from './tenant';

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '5' }, rate: { type: 'string', default: '5' } },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
if (!(minutes >= 1) || !(rate > 0)) {
  console.error('usage: npm run soak -- --minutes N [--rate submissions-per-second]');
  process.exit(2);
}

const CHILD = fileURLToPath(new URL('./soak-load-child.ts', import.meta.url));
const { services, app, workerEnv, stop } = await startBenchServices();
let worker: WorkerProcess | null = null;
try {
  worker = await startWorkerProcess(workerEnv, BENCH_WORKER);
  const t = await tenantWithSyntheticPostings(app.db, 19);
  // Each enterprise key admits 1,000 standard requests a minute: enough keys for the polls too.
  const keys = await Promise.all(
    Array.from({ length: 100 }, () => createKey(app.db, { companyId: t.company.id }, FIXTURE_AUDIT)),
  );
  const pids = { api: process.pid, worker: worker.proc.pid, temporal: services.temporalPid };
  const mysqlPid = pidOf('mariadbd') ?? pidOf('mysqld');
  console.error(`soak: ${minutes} min at ${rate} submissions/s (half match, half score), one worker`);
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { stdio: ['pipe', 'pipe', 'inherit'] });
  // Options (with the keys) go through stdin, never the command line that `ps` shows.
  child.stdin.end(
    JSON.stringify({
      baseUrl: app.baseUrl,
      keys: keys.map((k) => k.key),
      minutes,
      rate,
      resume: resumeOf(3_000),
      transcript: transcriptOf(3_000),
    }),
  );
  // Ctrl-C ends the load early: the minutes so far are still printed, and everything is stopped.
  process.once('SIGINT', () => child.kill('SIGTERM'));
  const rows: Array<Array<string | number>> = [];
  const p50s: number[] = [];
  let since = new Date();
  let cpu = cpuMeter({ ...pids, mysql: mysqlPid });
  for await (const line of createInterface({ input: child.stdout })) {
    const m = JSON.parse(line) as { submitted: number; p50: number; p99: number; statuses: Record<string, number> };
    const until = new Date();
    const seconds = (until.getTime() - since.getTime()) / 1000;
    const [done] = await app.db.query(
      'SELECT COUNT(*) AS n FROM jobs WHERE company_id = ? AND finished_at >= ? AND finished_at < ?',
      [t.company.id, since, until],
    );
    const used = cpu();
    const row = [
      rows.length + 1,
      ((m.statuses['202'] ?? 0) / seconds).toFixed(1),
      (Number((done as Array<{ n: number }>)[0]!.n) / seconds).toFixed(1),
      ms(m.p50),
      ms(m.p99),
      rssMiB(pids.api).toFixed(0),
      rssMiB(pids.worker ?? -1).toFixed(0),
      rssMiB(pids.temporal ?? -1).toFixed(0),
      `${(((used.api ?? 0) + (used.worker ?? 0) + (used.temporal ?? 0) + (used.mysql ?? 0)) / seconds / 10).toFixed(0)}% / ${((used.machine ?? 0) / seconds / 10).toFixed(0)}%`,
      JSON.stringify(m.statuses),
    ];
    rows.push(row);
    p50s.push(m.p50);
    console.error(row.join('  '));
    since = until;
    cpu = cpuMeter({ ...pids, mysql: mysqlPid });
  }
  const ratio = p50s.length > 1 ? p50s.at(-1)! / p50s[0]! : NaN;
  console.log(
    table(
      `Soak: ${minutes} min, ${rate} async submissions/s (match and score), each job polled; one API process, one worker`,
      [
        'minute',
        'accepted /s',
        'completed /s',
        'submit p50 ms',
        'submit p99 ms',
        'API MiB',
        'worker MiB',
        'Temporal MiB',
        'CPU ours / machine (200% = 2 cores)',
        'statuses',
      ],
      rows,
    ),
  );
  console.log(
    Number.isNaN(ratio)
      ? '\nlast minute against the first: needs at least 2 minutes'
      : `\nlast minute's submission p50 / first minute's: ${ratio.toFixed(2)}x (goal <= 1.5x)`,
  );
} finally {
  await worker?.stop();
  await stop();
}
