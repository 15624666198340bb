// `npm run bench`: every benchmark, each against a baseline measured in the same run. The
// Temporal-bound ones (temporal, jobs) run on each server BENCH_TEMPORAL names (temporal-servers.ts),
// one server at a time, and print their tables one server after the other.
import { cpus, totalmem } from 'node:os';
import type { TemporalKind } from '../support/services';
import { findTemporalServer } from '../support/temporal-server-binaries';
import { accessBench } from './access.bench';
import { candidatesSearchBench } from './candidates-search.bench';
import { cliStartupBench } from './cli-startup.bench';
import { clientBench } from './client.bench';
import { engineBench } from './engines.bench';
import { providerBench } from './provider.bench';
import { jobsBench } from './jobs.bench';
import { resumeParseBench } from './resume-parse.bench';
import { temporalBench } from './temporal.bench';
import { webhooksBench } from './webhooks.bench';
import { historySizeBench } from './history-size.bench';
import { BENCH_WORKER, type BenchServices, startBenchServices } from './bench-services';
import { benchTemporalKinds, SERVER_TITLES } from './temporal-servers';
import { startWorkerProcess } from '../support/worker-process';

const BENCHES = [
  'engines',
  'resume',
  'access',
  'temporal',
  'history',
  'provider',
  'jobs',
  'search',
  'cli',
  'client',
  'webhooks',
];
const only = process.argv.slice(2);
const unknown = only.filter((name) => !BENCHES.includes(name));
if (unknown.length > 0) {
  console.error(`error: no benchmark named ${unknown.join(', ')}; choose from ${BENCHES.join(', ')}`);
  process.exit(2);
}
const want = (name: string) => only.length === 0 || only.includes(name);
const kinds = benchTemporalKinds(process.env.BENCH_TEMPORAL, findTemporalServer() !== null);

/** The Temporal-bound benchmarks on one server, their tables by benchmark name. */
async function temporalBound(on: BenchServices) {
  const tables = new Map<string, string>();
  if (want('temporal')) {
    const worker = await startWorkerProcess(on.workerEnv, BENCH_WORKER);
    tables.set('temporal', await temporalBench(on.app, { worker: worker.proc.pid, temporal: on.services.temporalPid }));
    await worker.stop();
  }
  if (want('history')) {
    const worker = await startWorkerProcess(on.workerEnv, BENCH_WORKER);
    tables.set('history', await historySizeBench(on.app));
    await worker.stop();
  }
  if (want('jobs'))
    tables.set(
      'jobs',
      await jobsBench(on.app, () => startWorkerProcess(on.workerEnv, BENCH_WORKER), {
        temporal: on.services.temporalPid,
      }),
    );
  return tables;
}

const out: string[] = [
  `# Benchmarks ${new Date().toISOString()}`,
  `machine: ${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  `Temporal: ${kinds.map((k) => SERVER_TITLES[k]).join('; ')}`,
];
// The Temporal-bound tables of each server, printed where the benchmark's name falls in BENCHES.
const byServer = new Map<TemporalKind, Map<string, string>>();
const dev = await startBenchServices('dev');
try {
  const { app, workerEnv, services } = dev;
  if (want('engines')) out.push(await engineBench());
  if (want('resume')) out.push(await resumeParseBench());
  if (want('access')) out.push(await accessBench(app.deps));
  if (kinds.includes('dev')) byServer.set('dev', await temporalBound(dev));
  out.push('@temporal');
  out.push('@history');
  if (want('provider')) out.push(await providerBench(app, workerEnv));
  out.push('@jobs');
  // Uses its own 1,000,000-candidate database (hiring_bench), seeded on first use (the time is in docs/benchmarks.md).
  if (want('search')) out.push(await candidatesSearchBench());
  if (want('cli')) out.push(await cliStartupBench(services.mysqlUrl));
  if (want('client')) out.push(await clientBench(app.deps, app.baseUrl));
  if (want('webhooks')) out.push(await webhooksBench(app, workerEnv, services.temporalPid));
} finally {
  await dev.stop();
}
// Last, with the dev server stopped: the servers never share the cores.
if (kinds.includes('self-hosted') && (want('temporal') || want('history') || want('jobs'))) {
  const selfHosted = await startBenchServices('self-hosted');
  try {
    byServer.set('self-hosted', await temporalBound(selfHosted));
  } finally {
    await selfHosted.stop();
  }
}
const printed = out.flatMap((line) => {
  if (!line.startsWith('@')) return [line];
  const name = line.slice(1);
  return kinds.flatMap((kind) => {
    const t = byServer.get(kind)?.get(name);
    return t ? [`\n## ${name}: ${SERVER_TITLES[kind]}`, t] : [];
  });
});
console.log(printed.join('\n'));
