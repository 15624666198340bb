// AI_MAX_CONCURRENCY bounds every request a worker sends its model provider, corrective turns,
// second asks for evidence and retries included, whatever the model answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerConfig } from '../helpers/ai-provider';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { startFakeOpenAi, type FakeBehaviour, type FakeOpenAi } from '../../support/fake-openai';
import { call } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';

const SCORE = '/api/v1/external/ai/score-interview';
const BOUND = 2;
const JOBS = 8;

describe('AI_MAX_CONCURRENCY holds across corrective turns, second asks and fallbacks', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({
      worker: true,
      config: providerConfig(fake, {
        AI_MAX_CONCURRENCY: String(BOUND),
        AI_TIMEOUT_MS: '800',
        AI_RETRY_BUDGET_MS: '8000',
      }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  /** N scoring jobs at once against a model answering `behaviour`; the jobs' engines. */
  async function scoreAtOnce(behaviour: FakeBehaviour, delayMs = 150): Promise<string[]> {
    fake.fallback = behaviour;
    fake.delayMs = delayMs;
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    const accepted = await Promise.all(
      Array.from({ length: JOBS }, (_, i) =>
        call(app.baseUrl, 'POST', SCORE, {
          key: t.key,
          body: { transcript: `${STRONG_BACKEND}\nInterviewer: Thanks (${i}).`, role: 'Backend Engineer', async: true },
        }),
      ),
    );
    const done = await Promise.all(
      accepted.map((a) => pollJob(app.baseUrl, t.key, a.body.data.job_id, undefined, 50_000)),
    );
    for (const d of done) expect(d.body.data.status).toBe('completed');
    return done.map((d) => d.headers.get('x-ai-engine') ?? '');
  }

  it(`quotes that never verify: two asks per job, then the local engine; never more than ${BOUND} in flight`, async () => {
    const engines = await scoreAtOnce('bad-quote');
    expect(engines.every((e) => e === 'local')).toBe(true);
    expect(fake.requests.length).toBeGreaterThanOrEqual(2 * JOBS);
    expect(fake.maxInFlight).toBeGreaterThan(0);
    expect(fake.maxInFlight).toBeLessThanOrEqual(BOUND);
  }, 90_000);

  it(`answers that are not JSON: a corrective turn per ask, then the local engine; never more than ${BOUND} in flight`, async () => {
    const engines = await scoreAtOnce('malformed');
    expect(engines.every((e) => e === 'local')).toBe(true);
    expect(fake.requests.length).toBeGreaterThanOrEqual(2 * JOBS);
    expect(fake.maxInFlight).toBeLessThanOrEqual(BOUND);
  }, 90_000);

  it(`one dimension without evidence: a second ask per job; never more than ${BOUND} in flight`, async () => {
    const engines = await scoreAtOnce('bad-quote-one');
    expect(engines.every((e) => e === 'openai:fake-model')).toBe(true);
    expect(fake.requests.length).toBe(2 * JOBS);
    expect(fake.maxInFlight).toBeLessThanOrEqual(BOUND);
  }, 90_000);

  it(`a model slower than AI_TIMEOUT_MS: each timed-out request keeps its slot until it is answered; never more than ${BOUND} in flight`, async () => {
    const engines = await scoreAtOnce('bad-quote', 1_000);
    expect(engines.every((e) => e === 'local')).toBe(true);
    expect(fake.requests.length).toBeGreaterThan(JOBS);
    expect(fake.maxInFlight).toBe(BOUND);
  }, 90_000);
});
