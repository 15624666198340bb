import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call } from '../../support/http';
import { startHttpsServer, textRoute } from '../helpers/https-server';
import { pollJob } from '../../support/jobs';
import { loadFixturePostings } from '../helpers/postings';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { startWorkerProcess } from '../../support/worker-process';

describe('a worker killed mid-job (nothing lost)', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttpsServer>>;
  let hits = 0;
  beforeAll(async () => {
    server = await startHttpsServer({
      // The first download hangs (the worker dies during it); the retry is answered at once.
      '/cv.txt': (req, res) =>
        ++hits === 1 ? textRoute(BACKEND_RESUME, 60_000)(req, res) : textRoute(BACKEND_RESUME)(req, res),
    });
    app = await startTestApp({
      config: { RESUME_URL_ALLOW_PRIVATE: 'true' },
      resumeFetch: { ca: server.cert, resolve: async () => [{ address: '127.0.0.1', family: 4 }] },
    });
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('is retried to completion on another worker', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    await loadFixturePostings(app.db, t.company.id);
    const worker = await startWorkerProcess(
      {
        MYSQL_URL: app.deps.config.MYSQL_URL,
        TEMPORAL_ADDRESS: app.deps.config.TEMPORAL_ADDRESS,
        TEMPORAL_TASK_QUEUE: app.deps.config.TEMPORAL_TASK_QUEUE,
        TEMPORAL_PAYLOAD_KEYS: inject('payloadKeys'),
        RESUME_URL_ALLOW_PRIVATE: 'true',
        NODE_EXTRA_CA_CERTS: server.caFile,
        LOG_LEVEL: 'warn',
      },
      { untilRunning: false },
    );
    try {
      const accepted = await call(app.baseUrl, 'POST', '/api/v1/external/ai/match-jobs', {
        key: t.key,
        body: { resume_url: server.url('/cv.txt', 'localhost'), async: true },
      });
      const id = accepted.body.data.job_id;
      await pollJob(app.baseUrl, t.key, id, (r) => r.body.data.status === 'processing', 30_000);
      while (hits === 0) await new Promise((r) => setTimeout(r, 50));
      await worker.kill();
      await app.startWorker();
      const done = await pollJob(app.baseUrl, t.key, id, undefined, 40_000);
      expect(done.body.data.status).toBe('completed');
      expect(done.body.data.result.matches[0].title).toBe('Senior Backend Engineer (Go)');
      expect(hits).toBe(2);
    } finally {
      await worker.kill();
    }
  });
});
