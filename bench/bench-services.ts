import { startTestApp } from '../support/app';
import { startServices, type TemporalKind } from '../support/services';
import type { WorkerProcessOptions } from '../support/worker-process';

/**
 * How benchmarks start worker processes: a tail of their output is enough for an error message,
 * and a whole run's log lines would grow the benchmark's own memory, which the soak reports.
 */
export const BENCH_WORKER: WorkerProcessOptions = { keepOutputChars: 64 * 1024 };

/** The services and the API of one Temporal server, and the environment of its worker processes. */
export async function startBenchServices(kind: TemporalKind = 'dev') {
  const services = await startServices('bench', { temporal: kind });
  const app = await startTestApp({
    config: {
      MYSQL_URL: services.mysqlUrl,
      TEMPORAL_ADDRESS: services.temporalAddress,
      TEMPORAL_PAYLOAD_KEYS: services.payloadKeys,
      LOG_LEVEL: 'silent',
      MYSQL_POOL_SIZE: '32',
    },
  });
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
  return {
    services,
    app,
    workerEnv,
    async stop() {
      await app.close();
      await services.stop();
    },
  };
}
export type BenchServices = Awaited<ReturnType<typeof startBenchServices>>;
