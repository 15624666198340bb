import type { Server } from 'node:http';

/** Starts listening; resolves with the port bound (the one the OS chose when asked for 0). */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}

/**
 * Stops accepting, lets in-flight requests finish (up to graceMs), then closes what is left. A
 * keep-alive connection whose last request finishes meanwhile is idle from then on, and would
 * otherwise hold the close for its whole keep-alive timeout: the sweep closes it.
 */
export async function closeGracefully(server: Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  timer.unref();
  await closed;
  clearInterval(sweep);
  clearTimeout(timer);
}
