// The Temporal worker process: runs workflows and activities; drains on SIGINT/SIGTERM.
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { ConfigError, loadConfig } from './config';
import { createPool } from './db/pool';
import { createLogger, errorFields, sdkFields } from './log';
import { encryptingDataConverter } from './temporal/data-converter';
import { payloadKeysFor } from './temporal/payload-key-source';
import { createWorker } from './temporal/worker';

async function main(): Promise<void> {
  const config = loadConfig();
  const dataConverter = encryptingDataConverter(payloadKeysFor(config));
  const log = createLogger(config.LOG_LEVEL, { proc: 'worker' });
  Runtime.install({
    logger: new DefaultLogger('WARN', (entry) => log[entry.level === 'ERROR' ? 'error' : 'warn'](entry.message, { sdk: sdkFields(entry.meta) })),
    shutdownSignals: ['SIGINT', 'SIGTERM'],
  });
  const db = createPool({ url: config.MYSQL_URL, connectionLimit: config.MYSQL_POOL_SIZE, queryDeadlineMs: config.MYSQL_QUERY_TIMEOUT_MS });
  const { worker, connection } = await createWorker({
    address: config.TEMPORAL_ADDRESS,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    deps: { config, db, log },
    dataConverter,
  });
  // The engine, never the key or the provider's URL (it may carry credentials).
  const aiEngine = config.AI_PROVIDER === 'openai' ? `openai:${config.AI_MODEL}` : 'local';
  log.info('worker running', { task_queue: config.TEMPORAL_TASK_QUEUE, address: config.TEMPORAL_ADDRESS, ai_engine: aiEngine, ai_max_concurrency: config.AI_MAX_CONCURRENCY });
  // run() resolves after a shutdown signal, once in-flight tasks have drained.
  await worker.run();
  await connection.close();
  await db.end();
  log.info('worker stopped');
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(JSON.stringify({ level: 'error', msg: 'worker failed', ...errorFields(err) }));
  process.exit(1);
});
