// `npm run bench`: every benchmark, each against a baseline measured in the same run.
import { cpus, totalmem } from 'node:os';
import { startTestApp } from '../support/app';
import { startServices } from '../support/services';
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

const services = await startServices('bench');
const app = await startTestApp({
  config: {
    MYSQL_URL: services.mysqlUrl,
    TEMPORAL_ADDRESS: services.temporalAddress,
    TEMPORAL_PAYLOAD_KEYS: services.payloadKeys,
    LOG_LEVEL: 'silent',
    MYSQL_POOL_SIZE: '32',
  },
});
const out: string[] = [
  `# Benchmarks ${new Date().toISOString()}`,
  `machine: ${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
];
try {
  if (want('engines')) out.push(await engineBench());
  if (want('resume')) out.push(await resumeParseBench());
  if (want('access')) out.push(await accessBench(app.deps));
  // Workers run in processes of their own, as in production: the API process never hosts one.
  const workerEnv = {
    MYSQL_URL: services.mysqlUrl,
    TEMPORAL_ADDRESS: services.temporalAddress,
    TEMPORAL_TASK_QUEUE: app.deps.config.TEMPORAL_TASK_QUEUE,
    TEMPORAL_PAYLOAD_KEYS: services.payloadKeys,
    // The jobs benchmark runs workers side by side: no metrics listeners, so no port is shared.
    WORKER_METRICS_PORT: '0',
    TEMPORAL_METRICS_PORT: '0',
  };
  if (want('temporal')) {
    const worker = await startWorkerProcess(workerEnv);
    out.push(await temporalBench(app, { worker: worker.proc.pid, temporal: services.temporalPid }));
    await worker.stop();
  }
  if (want('history')) {
    const worker = await startWorkerProcess(workerEnv);
    out.push(await historySizeBench(app));
    await worker.stop();
  }
  if (want('provider')) out.push(await providerBench(app, workerEnv));
  if (want('jobs'))
    out.push(await jobsBench(app, () => startWorkerProcess(workerEnv), { temporal: services.temporalPid }));
  // Uses its own 1,000,000-candidate database (hiring_bench), seeded on first use (the time is in docs/benchmarks.md).
  if (want('search')) out.push(await candidatesSearchBench());
  if (want('cli')) out.push(await cliStartupBench(services.mysqlUrl));
  if (want('client')) out.push(await clientBench(app.deps, app.baseUrl));
  if (want('webhooks')) out.push(await webhooksBench(app, workerEnv));
} finally {
  await app.close();
  await services.stop();
}
console.log(out.join('\n'));
