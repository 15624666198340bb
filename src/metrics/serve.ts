import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import { limitConnections } from '../net/connection-limits';

/** A registry's series as Prometheus text, for GET (or, with head, HEAD) /metrics; rejects if collecting fails. */
export async function writeMetrics(res: ServerResponse, registry: Registry, head = false): Promise<200> {
  const text = await registry.metrics();
  res.writeHead(200, {
    'Content-Type': registry.contentType,
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(head ? undefined : text);
  return 200;
}

/** A listener of its own for a process without an HTTP API (the worker): GET /metrics, nothing else. */
export function metricsServer(registry: Registry): Server {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    writeMetrics(res, registry, req.method === 'HEAD').catch(() => res.writeHead(500).end());
  });
  return limitConnections(server, 30_000, 65_000);
}
