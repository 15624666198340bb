// The Temporal worker process: runs workflows and activities; drains on SIGINT/SIGTERM.
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { ConfigError, loadConfig } from './config';
import { createPool } from './db/pool';
import { createActivities } from './activities';
import { createLogger, errorFields } from './log';
import { encryptingDataConverter } from './temporal/data-converter';
import { payloadKeysFor } from './temporal/payload-key-source';
import { sdkLogSink } from './temporal/sdk-log';
import { createWorker } from './temporal/worker';
import { startJobDeliveryFromActivity } from './temporal/webhook-client';
import { jobTextFromHistory } from './temporal/job-text';
import { connectionSummary, temporalConnectionOptions } from './temporal/connection-options';
import { createWorkerMetrics } from './metrics/worker-metrics';
import { createSecretBox } from './secret-box';
import { oldestPendingAt } from './db/webhook-messages.repository';
import { parserPool } from './services/resume/parser-pool';
import { providerEngineOf } from './services/ai-engine';
import { LOCAL_ENGINE } from './domain/provider/engine';
import { metricsServer } from './metrics/serve';
import { listen } from './net/listen';
import { workerTracing } from './temporal/tracing';
import { startTracing } from './tracing/tracing';

async function main(): Promise<void> {
  const config = loadConfig();
  const temporalConnection = temporalConnectionOptions(config);
  const payloadKeys = payloadKeysFor(config);
  const dataConverter = encryptingDataConverter(payloadKeys);
  const log = createLogger(config.LOG_LEVEL, { proc: 'worker' });
  Runtime.install({
    logger: new DefaultLogger('WARN', sdkLogSink(log)),
    shutdownSignals: ['SIGINT', 'SIGTERM'],
    // The SDK's own series (task latencies, slots, pollers, workflow outcomes) from its core's listener.
    ...(config.TEMPORAL_METRICS_PORT > 0 && {
      telemetryOptions: {
        metrics: { prometheus: { bindAddress: `${config.WORKER_METRICS_HOST}:${config.TEMPORAL_METRICS_PORT}` } },
      },
    }),
  });
  const db = createPool({
    url: config.MYSQL_URL,
    connectionLimit: config.MYSQL_POOL_SIZE,
    queryDeadlineMs: config.MYSQL_QUERY_TIMEOUT_MS,
  });
  const metrics = createWorkerMetrics({
    parserLoad: () => parserPool.load(),
    oldestUndeliveredSeconds: async () => {
      const at = await oldestPendingAt(db);
      return at ? Math.max(0, (Date.now() - at.getTime()) / 1000) : 0;
    },
  });
  const metricsHttp = config.WORKER_METRICS_PORT > 0 ? metricsServer(metrics.registry) : null;
  if (metricsHttp) await listen(metricsHttp, config.WORKER_METRICS_PORT, config.WORKER_METRICS_HOST);
  const tracing = await startTracing(config, 'hiring-worker');
  const { worker, connection } = await createWorker({
    ...temporalConnection,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    activities: createActivities({
      config,
      db,
      log,
      metrics,
      secretBox: createSecretBox(payloadKeys),
      startJobDelivery: startJobDeliveryFromActivity,
      jobText: jobTextFromHistory(dataConverter),
    }),
    metrics,
    dataConverter,
    tracing: tracing ? workerTracing(tracing) : undefined,
    log,
  });
  log.info('worker running', {
    task_queue: config.TEMPORAL_TASK_QUEUE,
    temporal: connectionSummary(temporalConnection),
    // The engine, never the key or the provider's URL (it may carry credentials).
    ai_engine: providerEngineOf(config)?.label ?? LOCAL_ENGINE,
    ai_max_concurrency: config.AI_MAX_CONCURRENCY,
    metrics: metricsHttp ? `http://${config.WORKER_METRICS_HOST}:${config.WORKER_METRICS_PORT}/metrics` : null,
    sdk_metrics:
      config.TEMPORAL_METRICS_PORT > 0
        ? `http://${config.WORKER_METRICS_HOST}:${config.TEMPORAL_METRICS_PORT}/metrics`
        : null,
    tracing: tracing !== null,
  });
  // run() resolves after a shutdown signal, once in-flight tasks have drained.
  await worker.run();
  await connection.close();
  await db.end();
  metricsHttp?.close();
  metricsHttp?.closeAllConnections();
  await tracing?.shutdown().catch(() => undefined);
  log.info('worker stopped');
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(JSON.stringify({ level: 'error', msg: 'worker failed', ...errorFields(err) }));
  process.exit(1);
});
