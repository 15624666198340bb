import { createServer, type Socket } from 'node:net';

/**
 * A loopback TCP server that accepts connections and never says a word: what a hung Temporal,
 * API or database looks like to a client (as opposed to a refused connection).
 */
export async function silentServer(port = 0): Promise<{ port: number; url: string; close(): void }> {
  const sockets = new Set<Socket>();
  const server = createServer((s) => {
    sockets.add(s);
    s.on('error', () => undefined);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  const bound = (server.address() as { port: number }).port;
  return {
    port: bound,
    url: `http://127.0.0.1:${bound}`,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}
