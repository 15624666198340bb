import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';

// Load balancers keep idle connections to the API for 60 s or more and send the next request
// down one of them: the API must not have closed it (HTTP_KEEP_ALIVE_TIMEOUT_MS, 65 s by default).

/** One keep-alive connection: send a request, wait for its complete answer. */
function connection(baseUrl: string) {
  const socket: Socket = connect(Number(new URL(baseUrl).port), '127.0.0.1');
  let received = '';
  let closedAt: number | null = null;
  socket.on('data', (d) => (received += d.toString()));
  socket.on('close', () => (closedAt = Date.now()));
  socket.on('error', () => undefined);
  return {
    get closedAt() {
      return closedAt;
    },
    async get(path: string): Promise<string> {
      const before = received.length;
      socket.write(`GET ${path} HTTP/1.1\r\nHost: api.test\r\nConnection: keep-alive\r\n\r\n`);
      const deadline = Date.now() + 5_000;
      // /healthz answers a small JSON object: complete once its closing brace has arrived.
      while (!/\r\n\r\n[\s\S]*\}$/.test(received.slice(before))) {
        if (closedAt !== null || Date.now() > deadline) return received.slice(before);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received.slice(before);
    },
    close: () => socket.destroy(),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('keep-alive connections (HTTP_KEEP_ALIVE_TIMEOUT_MS)', () => {
  let app: TestApp;
  let short: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    short = await startTestApp({ config: { HTTP_KEEP_ALIVE_TIMEOUT_MS: '1500' } });
  });
  afterAll(async () => {
    await app?.close();
    await short?.close();
  });

  it('the default keeps an idle connection for 65 s, with headers still timed from each request', () => {
    expect(app.server.keepAliveTimeout).toBe(65_000);
    expect(app.server.headersTimeout).toBe(10_000);
  });

  it('a connection idle for 12 s (past the headers timeout too) still answers its next request', async () => {
    const c = connection(app.baseUrl);
    expect(await c.get('/healthz')).toMatch(/^HTTP\/1\.1 200 /);
    await sleep(12_000);
    expect(c.closedAt).toBeNull();
    expect(await c.get('/healthz')).toMatch(/^HTTP\/1\.1 200 /);
    c.close();
  }, 30_000);

  it('the setting is honoured: with 1.5 s the server closes an idle connection after about that long', async () => {
    const c = connection(short.baseUrl);
    const answered = Date.now();
    expect(await c.get('/healthz')).toMatch(/^HTTP\/1\.1 200 /);
    await sleep(3_500);
    expect(c.closedAt).not.toBeNull();
    expect(c.closedAt! - answered).toBeGreaterThanOrEqual(1_400);
    expect(c.closedAt! - answered).toBeLessThan(3_500);
  }, 30_000);
});
