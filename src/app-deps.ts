import type { Tracer } from '@opentelemetry/api';
import type { Client } from '@temporalio/client';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/pool';
import type { Logger } from './log';
import type { ApiMetrics } from './metrics/api-metrics';
import type { SecretBox } from './secret-box';
import type { UsageTally } from './domain/usage/tally';

/** Infrastructure handed to services and HTTP handlers; built once in main.ts (or a test). */
export interface AppDeps {
  config: Config;
  db: Db;
  log: Logger;
  clock: Clock;
  temporal: Client;
  /**
   * Aborted when the process starts to shut down: synchronous AI calls still waiting then answer
   * 504 with their job id at once (R14), instead of being cut off with the connection.
   */
  shutdown?: AbortSignal;
  /**
   * The API's Prometheus series (GET /metrics): createApiServer makes them for the deps it hands
   * its routes, so its callers leave this unset; a dispatcher given none counts nothing.
   */
  metrics?: ApiMetrics;
  /**
   * The process's usage counts since the last flush: the dispatcher adds each answered request of
   * a known key; the usage flusher (services/usage.service.ts) writes them. Absent, nothing counts.
   */
  usage?: UsageTally;
  /** Set only when tracing is on (src/tracing/): each request is then a span. */
  tracer?: Tracer;
  /**
   * Seals webhook secrets with the TEMPORAL_PAYLOAD_KEYS ring; unset, one is made from the
   * config's keys on first use (services/webhook-secrets.ts).
   */
  secretBox?: SecretBox;
  /** The addresses of a host name (webhook endpoint URLs); unset, the system resolver. Tests inject answers. */
  resolveHost?: (hostname: string) => Promise<string[]>;
}
