import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../src/config';
import { DIMENSIONS } from '../../../src/domain/scoring/rubric';
import {
  parseScoringAnswer,
  SCORING_SCHEMA_NAME,
  scoringMessages,
  scoringSchema,
} from '../../../src/domain/provider/scoring';
import { createModelClient, type ModelClient } from '../../../src/services/model/chat-client';
import { ModelFailure, retryAfterMs } from '../../../src/services/model/failure';
import { Semaphore } from '../../../src/services/model/semaphore';
import { startFakeOpenAi, type FakeOpenAi } from '../../../support/fake-openai';
import { freePort } from '../../../support/ports';

const KEY = 'sk-unit-test-key-4b1c';
const TRANSCRIPT =
  'Interviewer: Tell me about a hard bug.\nCandidate: A race in our cache warmer corrupted prices, so I added a version check and a test that replays the race.';

describe('the model client against a fake OpenAI-compatible server on loopback', () => {
  let fake: FakeOpenAi;
  let client: ModelClient;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: KEY });
    client = createModelClient(
      loadConfig({
        AI_PROVIDER: 'openai',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: fake.model,
        AI_API_KEY: KEY,
        AI_TIMEOUT_MS: '400',
      }),
    )!;
  });
  afterAll(async () => fake?.close());
  beforeEach(() => fake.reset());

  const score = () =>
    client.completeJson({
      schemaName: SCORING_SCHEMA_NAME,
      schema: scoringSchema(),
      messages: scoringMessages({ blindTranscript: TRANSCRIPT, role: 'Backend Engineer', rubric: null }),
      parse: (json) => parseScoringAnswer(json, DIMENSIONS),
    });
  const failure = async (): Promise<ModelFailure> => {
    const err = await score().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ModelFailure);
    expect(String((err as Error).message)).not.toContain(KEY);
    return err as ModelFailure;
  };

  it('a good answer: one well-shaped request with a strict JSON schema, usage counted', async () => {
    const { value, usage } = await score();
    expect(value.technical_accuracy!.score).toBe(83);
    expect(fake.requests).toHaveLength(1);
    expect(fake.shapeProblems).toEqual([]);
    expect(fake.requests[0]!.body.response_format.json_schema).toMatchObject({
      name: 'interview_scores',
      strict: true,
    });
    expect(usage.prompt).toBeGreaterThan(0);
    expect(usage.completion).toBeGreaterThan(0);
    expect(client.label).toBe('openai:fake-model');
  });

  for (const b of ['malformed', 'schema-violation', 'out-of-range', 'refusal', 'truncated'] as const) {
    it(`${b}: one corrective turn, then the answer is used`, async () => {
      fake.script(b, 'good');
      const { value } = await score();
      expect(value.communication!.score).toBe(64);
      expect(fake.requests).toHaveLength(2);
      const retry = fake.requests[1]!.body.messages;
      expect(retry.at(-2).role).toBe('assistant');
      expect(retry.at(-1).content).toMatch(/could not be used/);
      expect(fake.shapeProblems).toEqual([]);
    });
    it(`${b} twice: a final bad_output failure`, async () => {
      fake.fallback = b;
      const err = await failure();
      expect(err.kind).toBe('bad_output');
      // Our words only: nothing of the model's answer reaches an error or a log line.
      expect(err.message).toMatch(
        /^The model's answer was unusable twice \((schema violation|not JSON|a refusal|cut short)\)\.$/,
      );
      expect(fake.requests).toHaveLength(2);
    });
  }

  it('429 is rate_limited with the Retry-After in ms; 500 is unavailable; neither is retried by the SDK', async () => {
    fake.fallback = 'rate-limited';
    fake.rateLimitRetryAfter = '3';
    const limited = await failure();
    expect(limited.kind).toBe('rate_limited');
    expect(limited.retryAfterMs).toBe(3_000);
    fake.reset();
    fake.fallback = 'server-error';
    expect((await failure()).kind).toBe('unavailable');
    expect(fake.requests).toHaveLength(1);
  });

  it('no answer within AI_TIMEOUT_MS is a timeout', async () => {
    fake.fallback = 'hang';
    const started = Date.now();
    expect((await failure()).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
    // The provider may still be working on it: the request keeps its connection (and its slot of
    // AI_MAX_CONCURRENCY) until twice AI_TIMEOUT_MS, then closes it.
    expect(fake.inFlight).toBe(1);
    await vi.waitFor(() => expect(fake.inFlight).toBe(0), { timeout: 3_000, interval: 50 });
  });

  it('a 4xx other than 429 (here a wrong key) is rejected: final, and the key is in no message', async () => {
    const wrong = createModelClient(
      loadConfig({
        AI_PROVIDER: 'openai',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: fake.model,
        AI_API_KEY: 'sk-wrong-key-0000',
      }),
    )!;
    const err = await wrong
      .completeJson({
        schemaName: SCORING_SCHEMA_NAME,
        schema: scoringSchema(),
        messages: scoringMessages({ blindTranscript: TRANSCRIPT, role: 'R', rubric: null }),
        parse: (j) => parseScoringAnswer(j, DIMENSIONS),
      })
      .catch((e: unknown) => e);
    expect((err as ModelFailure).kind).toBe('rejected');
    expect((err as Error).message).not.toMatch(/sk-wrong-key|sk-unit-test/);
    expect(fake.requests).toHaveLength(1);
    fake.shapeProblems.length = 0;
  });

  it('a refused connection is unavailable', async () => {
    const port = await freePort();
    const dead = createModelClient(
      loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'm', AI_API_KEY: KEY }),
    )!;
    const err = await dead
      .completeJson({ schemaName: 'x', schema: {}, messages: [], parse: () => ({ ok: true, value: 1 }) })
      .catch((e: unknown) => e);
    expect((err as ModelFailure).kind).toBe('unavailable');
    expect((err as Error).message).not.toContain(KEY);
  });

  it('no more than AI_MAX_CONCURRENCY requests in flight', async () => {
    const narrow = createModelClient(
      loadConfig({
        AI_PROVIDER: 'openai',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: fake.model,
        AI_API_KEY: KEY,
        AI_MAX_CONCURRENCY: '3',
      }),
    )!;
    fake.delayMs = 60;
    await Promise.all(
      Array.from({ length: 12 }, () =>
        narrow.completeJson({
          schemaName: SCORING_SCHEMA_NAME,
          schema: scoringSchema(),
          messages: scoringMessages({ blindTranscript: TRANSCRIPT, role: 'R&D', rubric: null }),
          parse: (j) => parseScoringAnswer(j, DIMENSIONS),
        }),
      ),
    );
    expect(fake.requests).toHaveLength(12);
    expect(fake.maxInFlight).toBe(3);
  });
});

describe('Retry-After and the semaphore', () => {
  const h = (o: Record<string, string>) => new Headers(o);
  it('reads seconds, an HTTP date and retry-after-ms; null when absent or unreadable', () => {
    expect(retryAfterMs(h({ 'retry-after': '2' }))).toBe(2_000);
    expect(retryAfterMs(h({ 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(h({ 'retry-after': new Date(10_000).toUTCString() }), 4_000)).toBe(6_000);
    expect(retryAfterMs(h({}))).toBeNull();
    expect(retryAfterMs(h({ 'retry-after': 'soon' }))).toBeNull();
  });
  it('a slot is freed once, however often its release is called', async () => {
    const s = new Semaphore(2);
    const a = await s.acquire();
    await s.acquire();
    a();
    a();
    expect(s.inUse).toBe(1);
  });
  it('a waiter whose signal aborts leaves the queue', async () => {
    const s = new Semaphore(1);
    let release!: () => void;
    const held = s.run(() => new Promise<void>((r) => (release = r)));
    const abort = new AbortController();
    const waiting = s.run(async () => 'ran', abort.signal);
    abort.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
    release();
    await held;
    expect(s.inUse).toBe(0);
    await expect(s.run(async () => 'next')).resolves.toBe('next');
  });
});
