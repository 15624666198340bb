import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { loadFixturePostings } from '../helpers/postings';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { createPool, type Db } from '../../src/db/pool';
import { startInProcessWorker, type InProcessWorker } from '../../support/in-process-worker';
import { freePort } from '../../support/ports';
import { TcpProxy } from '../helpers/tcp-proxy';
import { parseMysqlUrl } from '../../src/db/bootstrap';

describe('MySQL out of reach of the worker for longer than a restart (nothing lost)', () => {
  let app: TestApp;
  let proxy: TcpProxy;
  let worker: InProcessWorker | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    app = await startTestApp();
    const target = parseMysqlUrl(app.deps.config.MYSQL_URL);
    proxy = new TcpProxy(await freePort(), { host: target.host, port: target.port });
  });
  afterAll(async () => {
    await worker?.stop();
    await db?.end();
    await proxy?.stop();
    await app?.close();
  });

  it('an accepted job waits out an outage longer than ~36 s and completes; it never fails as INTERNAL_ERROR', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    await loadFixturePostings(app.db, t.company.id);
    // The worker reaches MySQL only through the proxy, which is down: every read is refused.
    const url = new URL(app.deps.config.MYSQL_URL);
    url.port = String(proxy.port);
    db = createPool({ url: url.toString(), connectionLimit: 2 });
    worker = await startInProcessWorker({ ...app.deps.config, MYSQL_URL: url.toString() }, { db, log: app.deps.log });
    const started = Date.now();
    const accepted = await call(app.baseUrl, 'POST', '/api/v1/external/ai/match-jobs', {
      key: t.key,
      body: { resume_text: BACKEND_RESUME, async: true },
    });
    expect(accepted.status).toBe(202);
    const id = accepted.body.data.job_id;
    // Past eight attempts' worth of retries (~36 s), the job is still running, not failed.
    while (Date.now() - started < 40_000) {
      const polled = await call(app.baseUrl, 'GET', `/api/v1/external/jobs/${id}`, { key: t.key });
      expect(polled.body.data.status, JSON.stringify(polled.body.data.error)).not.toBe('failed');
      await new Promise((r) => setTimeout(r, 2_000));
    }
    await proxy.start();
    const done = await pollJob(app.baseUrl, t.key, id, undefined, 30_000);
    expect(done.body.data.status).toBe('completed');
    expect(done.body.data.result.matches[0].title).toBe('Senior Backend Engineer (Go)');
  }, 90_000);
});
