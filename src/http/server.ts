import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError } from '../errors';
import { createHTTPServer } from '@trpc/server/adapters/standalone';
import type { AppDeps } from '../app-deps';
import type { RequestContext } from './context';
import { createDispatcher, type PlainRoutes } from './dispatch';
import { createApiMetrics } from '../metrics/api-metrics';
import { healthRoutes } from './health';
import { metricsRoutes } from './metrics';
import { docsRoutes } from './openapi/docs';
import { limitConnections } from '../net/connection-limits';
import { requestIdFrom } from './request-id';
import { appRouter, createCaller } from './router';
import { API_ROUTES } from './routes';

/**
 * The tRPC standalone server; its middleware serves the REST routes and never falls through. Each
 * server counts into Prometheus series of its own, served at its GET /metrics.
 */
export function createApiServer(given: AppDeps, extraPlain: PlainRoutes = {}): Server {
  const deps: AppDeps = { ...given, metrics: createApiMetrics() };
  const dispatcher = createDispatcher({
    deps,
    createCaller: (ctx: RequestContext) => createCaller(ctx),
    routes: API_ROUTES,
    plain: { ...healthRoutes(deps), ...metricsRoutes(deps.metrics!), ...docsRoutes(), ...extraPlain },
  });
  const server = createHTTPServer({
    router: appRouter,
    middleware: (req, res) => dispatcher(req, res),
    // The dispatcher answers every request itself, so tRPC's own path (and context) is never reached.
    createContext: () => {
      throw new Error('unreachable: REST dispatcher handles every request');
    },
  });
  // RFC 9110 lets a server ignore an expectation it does not know (MAY answer 417): the request is
  // served as usual, so its answer keeps R1's body and X-Request-Id instead of Node's bare 417.
  server.on('checkExpectation', (req, res) => server.emit('request', req, res));
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => answerMalformed(deps, err, socket));
  return limitConnections(server, 120_000, deps.config.HTTP_KEEP_ALIVE_TIMEOUT_MS);
}

/**
 * Requests Node's HTTP parser refuses before any route sees them (bad bytes in the request line or
 * a header, headers over Node's 16 KiB) still get an R1 body and an X-Request-Id that the log line
 * repeats. R2 has no code of its own for broken HTTP: it is a 400 VALIDATION_ERROR, like any other
 * part of the request that breaks a constraint (docs/decisions.md). A client that sent nothing in
 * time, or has gone, is owed no answer.
 */
function answerMalformed(deps: AppDeps, err: NodeJS.ErrnoException, socket: Duplex): void {
  // As Node's own handler: never write into a response that has started (it would corrupt it).
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (
    !socket.writable ||
    inFlight?.headersSent ||
    err.code === 'ECONNRESET' ||
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
  ) {
    socket.destroy();
    return;
  }
  const requestId = requestIdFrom(undefined);
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const problem = tooLarge ? 'exceed the 16 KiB limit' : 'are not well-formed HTTP/1.1';
  const e = new AppError('VALIDATION_ERROR', `Invalid request: the request line or headers ${problem}.`, {
    details: [{ path: '(headers)', message: problem }],
  });
  const body = JSON.stringify(e.toBody());
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
  );
  deps.log.info('request', {
    request_id: requestId,
    method: null,
    route: 'malformed',
    status: 400,
    parser_error: err.code ?? 'unknown',
  });
  deps.metrics?.requests.inc({ route: 'malformed', method: 'OTHER', status: '400' });
}
