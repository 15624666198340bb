import type { Server } from 'node:http';
import { createHTTPServer } from '@trpc/server/adapters/standalone';
import type { AppDeps } from '../app-deps';
import type { RequestContext } from './context';
import { createDispatcher, type PlainRoutes } from './dispatch';
import { healthRoutes } from './health';
import { docsRoutes } from './openapi/docs';
import { appRouter, createCaller } from './router';

/** The tRPC standalone server; its middleware serves the REST routes and never falls through. */
export function createApiServer(deps: AppDeps, extraPlain: PlainRoutes = {}): Server {
  const dispatcher = createDispatcher({
    deps,
    createCaller: (ctx: RequestContext) => createCaller(ctx) as unknown as Record<string, (input: unknown) => Promise<unknown>>,
    plain: { ...healthRoutes(deps), ...docsRoutes(), ...extraPlain },
  });
  const server = createHTTPServer({
    router: appRouter,
    middleware: (req, res) => dispatcher(req, res),
    // The dispatcher answers every request itself, so tRPC's own path (and context) is never reached.
    createContext: () => {
      throw new Error('unreachable: REST dispatcher handles every request');
    },
  });
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 120_000;
  return server;
}

export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}

/** Stops accepting, lets in-flight requests finish (up to graceMs), then closes what is left. */
export async function closeGracefully(server: Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  timer.unref();
  await closed;
  clearTimeout(timer);
}
