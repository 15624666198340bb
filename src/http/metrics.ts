import type { ApiMetrics } from '../metrics/api-metrics';
import type { PlainRoutes } from './dispatch';

/**
 * GET /metrics: Prometheus text, no key, like /healthz. It holds counts and latencies only (no
 * key, company or request content in any label); docs/operations.md says how to keep it off the
 * public edge.
 */
export function metricsRoutes(metrics: ApiMetrics): PlainRoutes {
  return {
    '/metrics': {
      GET: async (_req, res) => {
        const text = await metrics.registry.metrics();
        res.writeHead(200, {
          'Content-Type': metrics.registry.contentType,
          'Cache-Control': 'no-store',
          'Content-Length': Buffer.byteLength(text),
        });
        res.end(text);
        return 200;
      },
    },
  };
}
