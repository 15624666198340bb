import { inject } from 'vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMysqlUrl } from '../../src/db/bootstrap';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call, expectR1 } from '../../support/http';
import { freePort } from '../../support/ports';
import { TcpProxy } from '../helpers/tcp-proxy';

async function waitForStatus(app: TestApp, status: number, withinMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < withinMs) {
    const res = await call(app.baseUrl, 'GET', '/readyz');
    if (res.status === status) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`/readyz did not turn ${status} within ${withinMs} ms`);
}

describe('/readyz follows MySQL without a restart (foundation acceptance)', () => {
  let app: TestApp | undefined;
  let proxy: TcpProxy | undefined;
  afterAll(async () => {
    await app?.close();
    await proxy?.stop();
  });

  it('turns 503 within 5 s of MySQL going away and back to 200 when it returns', async () => {
    const target = parseMysqlUrl(inject('mysqlUrl'));
    proxy = new TcpProxy(await freePort(), { host: target.host, port: target.port });
    await proxy.start();
    const url = new URL(inject('mysqlUrl'));
    url.port = String(proxy.port);
    app = await startTestApp({ config: { MYSQL_URL: url.toString() } });

    await waitForStatus(app, 200, 5_000);
    await proxy.stop();
    const down = await call(app.baseUrl, 'GET', '/readyz');
    expectR1(down, 503, 'SERVICE_UNAVAILABLE');
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.body.message).toContain('MySQL');

    await proxy.start();
    await waitForStatus(app, 200, 10_000);
  });

  it('a MySQL that goes silent on open connections: 503 within the query deadline, then it recovers', async () => {
    const target = parseMysqlUrl(inject('mysqlUrl'));
    const silentProxy = new TcpProxy(await freePort(), { host: target.host, port: target.port });
    await silentProxy.start();
    const url = new URL(inject('mysqlUrl'));
    url.port = String(silentProxy.port);
    const stalled = await startTestApp({ config: { MYSQL_URL: url.toString(), MYSQL_QUERY_TIMEOUT_MS: '6000' } });
    try {
      const t = await makeTenant(stalled.db, { company: { plan: 'enterprise' } });
      expect((await call(stalled.baseUrl, 'GET', '/api/v1/external/candidates', { key: t.key })).status).toBe(200);
      silentProxy.freeze();
      // Both a standard endpoint (its window batch) and /me wait on MySQL; neither may hang.
      const started = Date.now();
      const [search, me] = await Promise.all([
        call(stalled.baseUrl, 'GET', '/api/v1/external/candidates', { key: t.key }),
        call(stalled.baseUrl, 'GET', '/api/v1/external/me', { key: t.key }),
      ]);
      expect(Date.now() - started).toBeLessThan(9_000);
      for (const res of [search, me]) {
        if (res.status !== 200) {
          expectR1(res, 503, 'SERVICE_UNAVAILABLE');
          expect(res.headers.get('retry-after')).toBe('5');
        }
      }
      expect(search.status).toBe(503);
      // The stalled connections were given up; fresh ones serve the next requests.
      const after = await call(stalled.baseUrl, 'GET', '/api/v1/external/candidates', { key: t.key });
      expect(after.status).toBe(200);
    } finally {
      await stalled.close();
      await silentProxy.stop();
    }
  }, 30_000);

  it('is 503 when Temporal does not answer', async () => {
    const port = await freePort();
    const noTemporal = await startTestApp({ config: { TEMPORAL_ADDRESS: `127.0.0.1:${port}` } });
    try {
      const res = await call(noTemporal.baseUrl, 'GET', '/readyz');
      expectR1(res, 503, 'SERVICE_UNAVAILABLE');
      expect(res.body.message).toContain('Temporal');
    } finally {
      await noTemporal.close();
    }
  });
});
