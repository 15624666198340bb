import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus series (docs/operations.md lists every one). Labels take fixed words only:
 * route templates, methods, statuses, windows, reasons, job types. Never a key, a company, a raw
 * path or anything from a request body: cardinality stays bounded and nothing private leaves.
 */
export function createApiMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'hiring_http_requests_total',
      help: 'HTTP requests answered, by route template, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
    }),
    duration: new Histogram({
      name: 'hiring_http_request_duration_seconds',
      help: 'Time from the request to its answer, by route template and method (sync AI calls wait for their job).',
      labelNames: ['route', 'method'] as const,
      // Up to the longest sync timeout a deployment is likely to set (30 s by default).
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    rateLimited: new Counter({
      name: 'hiring_rate_limit_rejections_total',
      help: 'Requests refused with 429, by window (standard or ai).',
      labelNames: ['window'] as const,
      registers,
    }),
    authFailures: new Counter({
      name: 'hiring_auth_failures_total',
      help: 'Requests refused with 401 or 403 by the key checks, by reason.',
      labelNames: ['reason'] as const,
      registers,
    }),
    aiCalls: new Counter({
      name: 'hiring_ai_calls_total',
      help: 'AI calls that reached Temporal, by operation, mode (sync or async) and outcome.',
      labelNames: ['operation', 'mode', 'outcome'] as const,
      registers,
    }),
    syncTimeouts: new Counter({
      name: 'hiring_sync_timeouts_total',
      help: 'Synchronous AI calls answered 504 SYNC_TIMEOUT (the job goes on), by operation.',
      labelNames: ['operation'] as const,
      registers,
    }),
    idempotentReplays: new Counter({
      name: 'hiring_idempotent_replays_total',
      help: 'AI calls answered from an earlier request with the same Idempotency-Key, by operation.',
      labelNames: ['operation'] as const,
      registers,
    }),
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Node accepts some thirty methods; the rare ones share one label. */
export const methodLabel = (method: string | undefined): string => (method && METHODS.has(method) ? method : 'OTHER');

/** The outcome label of an AI call from the status it answered with. */
export function aiOutcome(status: number): 'completed' | 'accepted' | 'sync_timeout' | 'failed' {
  if (status === 200) return 'completed';
  if (status === 202) return 'accepted';
  if (status === 504) return 'sync_timeout';
  return 'failed';
}
