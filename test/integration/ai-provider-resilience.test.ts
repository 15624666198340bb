import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { providerConfig, TEST_AI_KEY } from '../helpers/ai-provider';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { startFakeOpenAi, type FakeOpenAi } from '../../support/fake-openai';
import { call } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { startWorkerProcess } from '../../support/worker-process';

const SCORE = '/api/v1/external/ai/score-interview';

describe('a worker killed during a model call loses nothing', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: TEST_AI_KEY });
    // A budget well past the heartbeat timeout, and a request timeout the dead call never reaches.
    app = await startTestApp({ config: providerConfig(fake, { AI_TIMEOUT_MS: '20000', AI_RETRY_BUDGET_MS: '60000' }) });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('the job completes with the model once a worker runs again', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    fake.script('hang', 'good');
    const config = app.deps.config;
    const worker = await startWorkerProcess(
      {
        MYSQL_URL: config.MYSQL_URL,
        TEMPORAL_ADDRESS: config.TEMPORAL_ADDRESS,
        TEMPORAL_TASK_QUEUE: config.TEMPORAL_TASK_QUEUE,
        TEMPORAL_PAYLOAD_KEYS: inject('payloadKeys'),
        ...providerConfig(fake, { AI_TIMEOUT_MS: '20000', AI_RETRY_BUDGET_MS: '60000' }),
        LOG_LEVEL: 'warn',
      },
      { untilRunning: false },
    );
    try {
      const firstCall = fake.nextRequest();
      const accepted = await call(app.baseUrl, 'POST', SCORE, {
        key: t.key,
        body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
      });
      expect(accepted.status).toBe(202);
      const id = accepted.body.data.job_id;
      await firstCall; // the model call is in flight in the child worker
      await worker.kill();
      await app.startWorker();
      const done = await pollJob(app.baseUrl, t.key, id, undefined, 40_000);
      expect(done.body.data.status).toBe('completed');
      expect(done.headers.get('x-ai-engine')).toBe('openai:fake-model');
      expect(done.body.data.result.dimensions.technical_accuracy.score).toBe(83);
      expect(fake.requests).toHaveLength(2);
    } finally {
      await worker.kill();
    }
  }, 60_000);
});

describe('AI_MAX_CONCURRENCY bounds the model calls in flight per worker', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: TEST_AI_KEY });
    fake.delayMs = 250;
    app = await startTestApp({
      worker: true,
      config: providerConfig(fake, { AI_MAX_CONCURRENCY: '2', AI_TIMEOUT_MS: '5000', AI_RETRY_BUDGET_MS: '30000' }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('10 jobs at once: never more than 2 requests in flight, every job completes with the model', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    const accepted = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(app.baseUrl, 'POST', SCORE, {
          key: t.key,
          body: { transcript: `${STRONG_BACKEND}\nInterviewer: Thanks (${i}).`, role: 'Backend Engineer', async: true },
        }),
      ),
    );
    const done = await Promise.all(
      accepted.map((a) => pollJob(app.baseUrl, t.key, a.body.data.job_id, undefined, 40_000)),
    );
    for (const d of done) {
      expect(d.body.data.status).toBe('completed');
      expect(d.headers.get('x-ai-engine')).toBe('openai:fake-model');
    }
    expect(fake.requests).toHaveLength(10);
    expect(fake.maxInFlight).toBe(2);
  }, 60_000);
});
