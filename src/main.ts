// The API process: load config, build deps, serve, and shut down gracefully on SIGINT/SIGTERM.
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { createPool } from './db/pool';
import { createApiServer } from './http/server';
import { closeGracefully, listen } from './net/listen';
import { createLogger, errorFields } from './log';
import { createSecretBox } from './secret-box';
import { startSweeper } from './services/sweeper.service';
import { startUsageFlusher } from './services/usage.service';
import { UsageTally } from './domain/usage/tally';
import { createTemporalClient } from './temporal/client';
import { connectionSummary, temporalConnectionOptions } from './temporal/connection-options';
import { encryptingDataConverter } from './temporal/data-converter';
import { payloadKeysFor } from './temporal/payload-key-source';
import { clientTracing } from './temporal/tracing';
import { startTracing } from './tracing/tracing';

async function main(): Promise<void> {
  const config = loadConfig();
  const temporalConnection = temporalConnectionOptions(config);
  const payloadKeys = payloadKeysFor(config);
  const dataConverter = encryptingDataConverter(payloadKeys);
  const log = createLogger(config.LOG_LEVEL, { proc: 'api' });
  const db = createPool({
    url: config.MYSQL_URL,
    connectionLimit: config.MYSQL_POOL_SIZE,
    queryDeadlineMs: config.MYSQL_QUERY_TIMEOUT_MS,
  });
  const tracing = await startTracing(config, 'hiring-api');
  const temporal = createTemporalClient(
    temporalConnection,
    config.TEMPORAL_NAMESPACE,
    dataConverter,
    tracing ? clientTracing() : undefined,
  );
  const shutdown = new AbortController();
  const usage = new UsageTally();
  const deps = {
    config,
    db,
    log,
    clock: systemClock,
    temporal,
    shutdown: shutdown.signal,
    tracer: tracing?.tracer,
    // Webhook secrets are sealed with the same key ring as Temporal payloads.
    secretBox: createSecretBox(payloadKeys),
    usage,
  };
  const server = createApiServer(deps);
  const port = await listen(server, config.PORT, config.HOST);
  log.info('api listening', { url: `http://${config.HOST}:${port}`, temporal: connectionSummary(temporalConnection) });

  const stopSweeper = startSweeper(deps);
  const usageFlusher = startUsageFlusher(deps, usage, config.USAGE_FLUSH_INTERVAL_MS);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('api stopping', { signal });
    // Sync AI calls still waiting answer 504 with their job id now, while the connection is open.
    shutdown.abort();
    stopSweeper();
    await closeGracefully(server, config.SHUTDOWN_GRACE_MS);
    // After the last answer: its counts are in the tally, and this flush writes them.
    await usageFlusher.stop();
    await temporal.connection.close().catch(() => undefined);
    await db.end().catch(() => undefined);
    await tracing?.shutdown().catch(() => undefined);
    log.info('api stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(JSON.stringify({ level: 'error', msg: 'api failed to start', ...errorFields(err) }));
  process.exit(1);
});
