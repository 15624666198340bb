import type { Server } from 'node:http';
import { DefaultLogger, Runtime, type Worker } from '@temporalio/worker';
import { inject } from 'vitest';
import type { ActivityDeps } from '../src/activities/deps';
import type { AppDeps } from '../src/app-deps';
import { systemClock, type Clock } from '../src/clock';
import { loadConfig, type Config } from '../src/config';
import { createPool, type Db } from '../src/db/pool';
import { createApiServer } from '../src/http/server';
import { closeGracefully, listen } from '../src/net/listen';
import { createLogger, type Logger } from '../src/log';
import { randomBase62 } from '../src/ids';
import { createTemporalClient } from '../src/temporal/client';
import { encryptingDataConverter } from '../src/temporal/data-converter';
import { payloadKeysFor } from '../src/temporal/payload-key-source';
import type { WorkerMetrics } from '../src/metrics/worker-metrics';
import { clientTracing, workerTracing } from '../src/temporal/tracing';
import type { Tracing } from '../src/tracing/tracing';
import { UsageTally } from '../src/domain/usage/tally';
import { startUsageFlusher } from '../src/services/usage.service';
import { startInProcessWorker, type InProcessWorker } from './in-process-worker';

// Keep the SDK's own INFO chatter out of test output.
try {
  Runtime.install({ logger: new DefaultLogger('WARN') });
} catch {
  // Already installed in this process.
}

export interface TestApp {
  baseUrl: string;
  deps: AppDeps;
  db: Db;
  logs: string[];
  server: Server;
  startWorker(): Promise<Worker>;
  /** The running worker's Prometheus series (what its /metrics serves), null without a worker. */
  workerMetrics(): WorkerMetrics | null;
  stopWorker(): Promise<void>;
  /** Writes the usage counted so far (and keys' last use), as the periodic flush does. */
  flushUsage(): Promise<void>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({
    // Benchmarks pass these three explicitly; vitest provides them from the global setup.
    MYSQL_URL: overrides.MYSQL_URL ?? inject('mysqlUrl'),
    TEMPORAL_ADDRESS: overrides.TEMPORAL_ADDRESS ?? inject('temporalAddress'),
    TEMPORAL_PAYLOAD_KEYS: overrides.TEMPORAL_PAYLOAD_KEYS ?? inject('payloadKeys'),
    // Each app gets its own task queue, so one test's worker never takes another's jobs.
    TEMPORAL_TASK_QUEUE: `test-${randomBase62(10)}`,
    LOG_LEVEL: 'info',
    ...overrides,
  });
}

/** The real API on a free port, against the run's MySQL and Temporal; logs captured for assertions. */
export async function startTestApp(
  opts: {
    clock?: Clock;
    config?: Partial<Record<keyof Config, string>>;
    worker?: boolean;
    resumeFetch?: ActivityDeps['resumeFetch'];
    tracing?: Tracing;
    /** Answers for host names of webhook endpoint URLs (AppDeps.resolveHost). */
    resolveHost?: AppDeps['resolveHost'];
  } = {},
): Promise<TestApp> {
  const config = testConfig(opts.config);
  const logs: string[] = [];
  const log: Logger = createLogger(config.LOG_LEVEL, {}, (line) => logs.push(line));
  const db = createPool({ url: config.MYSQL_URL, connectionLimit: 8, queryDeadlineMs: config.MYSQL_QUERY_TIMEOUT_MS });
  // As main.ts and worker.ts build them: the run's key (testConfig), the same for client and worker.
  const dataConverter = encryptingDataConverter(payloadKeysFor(config));
  const temporal = createTemporalClient(
    config.TEMPORAL_ADDRESS,
    config.TEMPORAL_NAMESPACE,
    dataConverter,
    opts.tracing ? clientTracing() : undefined,
  );
  const usage = new UsageTally();
  const deps: AppDeps = {
    config,
    db,
    log,
    clock: opts.clock ?? systemClock,
    temporal,
    tracer: opts.tracing?.tracer,
    resolveHost: opts.resolveHost,
    usage,
  };
  const usageFlusher = startUsageFlusher(deps, usage, config.USAGE_FLUSH_INTERVAL_MS);
  const server = createApiServer(deps);
  const port = await listen(server, 0, '127.0.0.1');
  let running: InProcessWorker | null = null;

  const app: TestApp = {
    baseUrl: `http://127.0.0.1:${port}`,
    deps,
    db,
    logs,
    server,
    async startWorker() {
      if (running) return running.worker;
      running = await startInProcessWorker(config, {
        db,
        log,
        resumeFetch: opts.resumeFetch,
        tracing: opts.tracing ? workerTracing(opts.tracing) : undefined,
      });
      return running.worker;
    },
    workerMetrics: () => running?.metrics ?? null,
    async stopWorker() {
      if (!running) return;
      const r = running;
      running = null;
      await r.stop();
    },
    flushUsage: () => usageFlusher.flush(),
    async close() {
      await app.stopWorker();
      await closeGracefully(server, 1_000);
      await usageFlusher.stop();
      await temporal.connection.close();
      await db.end();
    },
  };
  if (opts.worker) await app.startWorker();
  return app;
}
