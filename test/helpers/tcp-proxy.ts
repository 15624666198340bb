import { createServer, connect, type Server, type Socket } from 'node:net';

/** A loopback TCP proxy that a test can cut and restore, to play a database outage. */
export class TcpProxy {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  private pairs = new Set<[Socket, Socket]>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      client.on('close', () => this.pairs.delete(pair));
    });
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
  }

  /**
   * The connections open now go silent, in both directions, without closing: what a network
   * partition or a frozen server looks like from the client. New connections work normally.
   */
  freeze(): void {
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      // Keep reading and drop what arrives, so neither side sees backpressure or an end.
      client.on('data', () => undefined);
      upstream.on('data', () => undefined);
    }
    this.pairs.clear();
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}
