import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/** A listener of its own for a process without an HTTP API (the worker): GET /metrics, nothing else. */
export function metricsServer(registry: Registry): Server {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => res.writeHead(500).end(),
    );
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  return server;
}
