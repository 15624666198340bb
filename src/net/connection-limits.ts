import type { Server } from 'node:http';

/**
 * How long a connection may idle, send its headers, and send its whole request.
 *
 * Idle: the caller picks it (5 s, Node's own default, unless given). A server behind a load
 * balancer keeps an idle connection longer than the balancer does (AWS ALB 60 s, nginx upstream
 * keep-alive 60 s, GCP 600 s unless set), so the balancer always closes first; a server that
 * closed first would meet the balancer's next request with a closed socket (a 502 or a reset).
 *
 * Headers: 10 s from a request's first byte, however long the connection idled before it (Node
 * times each request's headers on their own, so it need not exceed the idle timeout). A client
 * trickling its headers is cut off there. Node enforces that and the request timeout only every
 * connectionsCheckingInterval (30 s by default: a trickling client could hold a connection for up
 * to 40 s), so it is set to 1 s here. That is a createServer() option, which tRPC's adapter does
 * not pass on; Node reads the property when the server starts listening (tests in
 * http-errors.test.ts, codec-server.test.ts, metrics.test.ts and keep-alive.test.ts measure each,
 * so a Node that stops doing so shows). Set before listen().
 */
export function limitConnections(server: Server, requestTimeoutMs: number, keepAliveTimeoutMs = 5_000): Server {
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = 10_000;
  server.requestTimeout = requestTimeoutMs;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = 1_000;
  return server;
}
