// A webhook receiver on loopback for tests and benchmarks: each path follows a script, and every
// request is recorded (headers, body, arrival time) for the test to judge.
import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What the receiver does with the n-th request (0-based) to a path, recorded as `req`. */
export type Script = (res: ServerResponse, n: number, socket: Socket, req: ReceivedRequest) => void;

export interface Receiver {
  url(path: string): string;
  /** Requests to a path, in arrival order. */
  received(path: string): ReceivedRequest[];
  all(): ReceivedRequest[];
  script(path: string, script: Script): void;
  close(): Promise<void>;
}

export const answer =
  (status: number, headers: Record<string, string> = {}, body = ''): Script =>
  (res) => {
    res.writeHead(status, headers);
    res.end(body);
  };

/** The first `n` requests get `first`, the rest `then`. */
export const firstThen =
  (n: number, first: Script, then: Script): Script =>
  (res, i, socket, req) =>
    (i < n ? first : then)(res, i, socket, req);

/** Never answers; the connection stays open until the caller gives up. */
export const hang: Script = () => undefined;

/** Drops the TCP connection without an answer. */
export const reset: Script = (_res, _n, socket) => {
  socket.resetAndDestroy();
};

/** Sends 200 at once, then the body a byte every `everyMs`, for ever (until the caller goes). */
export const slowBody =
  (everyMs: number): Script =>
  (res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    const timer = setInterval(() => res.write('.'), everyMs);
    res.on('close', () => clearInterval(timer));
  };

export async function startReceiver(): Promise<Receiver> {
  const scripts = new Map<string, Script>();
  const log: ReceivedRequest[] = [];
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const entry = { path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      const n = (counts.get(path) ?? 0) + 1;
      counts.set(path, n);
      log.push(entry);
      (scripts.get(path) ?? answer(200))(res, n - 1, req.socket, entry);
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received: (path) => log.filter((r) => r.path === path),
    all: () => [...log],
    script: (path, script) => void scripts.set(path, script),
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

/** Polls `check` until it returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
