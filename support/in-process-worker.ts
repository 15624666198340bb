import type { Worker } from '@temporalio/worker';
import { createActivities } from '../src/activities';
import type { ActivityDeps } from '../src/activities/deps';
import type { Config } from '../src/config';
import type { Db } from '../src/db/pool';
import type { Logger } from '../src/log';
import { createWorkerMetrics, type WorkerMetrics } from '../src/metrics/worker-metrics';
import { parserPool } from '../src/services/resume/parser-pool';
import { encryptingDataConverter } from '../src/temporal/data-converter';
import { payloadKeysFor } from '../src/temporal/payload-key-source';
import { jobTextFromHistory } from '../src/temporal/job-text';
import { startJobDeliveryFromActivity } from '../src/temporal/webhook-client';
import { createWorker, type WorkerOptions } from '../src/temporal/worker';

type Activities = ReturnType<typeof createActivities>;

export interface InProcessWorker {
  worker: Worker;
  metrics: WorkerMetrics;
  /** Shuts the worker down, waits for it, and closes its connection. */
  stop(): Promise<void>;
}

/**
 * A worker in this process on the config's task queue, running the product's activities on `db`,
 * or those `activities` makes of them (a test that replaces one to make it fail).
 */
export async function startInProcessWorker(
  config: Config,
  opts: {
    db: Db;
    log: Logger;
    resumeFetch?: ActivityDeps['resumeFetch'];
    tracing?: WorkerOptions['tracing'];
    activities?: (real: Activities) => Activities;
  },
): Promise<InProcessWorker> {
  const metrics = createWorkerMetrics({ parserLoad: () => parserPool.load() });
  const dataConverter = encryptingDataConverter(payloadKeysFor(config));
  const real = createActivities({
    config,
    db: opts.db,
    log: opts.log,
    resumeFetch: opts.resumeFetch,
    metrics,
    startJobDelivery: startJobDeliveryFromActivity,
    jobText: jobTextFromHistory(dataConverter),
  });
  const { worker, connection } = await createWorker({
    address: config.TEMPORAL_ADDRESS,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    activities: opts.activities ? opts.activities(real) : real,
    metrics,
    dataConverter,
    shutdownGraceTime: '1 second',
    tracing: opts.tracing,
    log: opts.log,
  });
  const done = worker.run();
  return {
    worker,
    metrics,
    async stop() {
      worker.shutdown();
      await done;
      await connection.close();
    },
  };
}
