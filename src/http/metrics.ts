import type { ApiMetrics } from '../metrics/api-metrics';
import { writeMetrics } from '../metrics/serve';
import type { PlainRoutes } from './dispatch';

/**
 * GET /metrics: Prometheus text, no key, like /healthz. It holds counts and latencies only (no
 * key, company or request content in any label); docs/operations.md says how to keep it off the
 * public edge.
 */
export function metricsRoutes(metrics: ApiMetrics): PlainRoutes {
  return {
    '/metrics': {
      GET: (_req, res) => writeMetrics(res, metrics.registry),
    },
  };
}
