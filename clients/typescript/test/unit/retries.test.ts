import { describe, expect, it } from 'vitest';
import { HiringApiError, HiringClient, responseInfo, retryWaitMs } from '../../src/index.js';
import { job, KEY, ok, r1, recordingSleep, scriptedFetch, type Answer } from './fake-fetch.js';

const BASE = 'http://127.0.0.1:1';
const RESUME = { resume_text: 'x'.repeat(60) };
const client = (answers: Answer[], extra: Partial<ConstructorParameters<typeof HiringClient>[0]> = {}) => {
  const f = scriptedFetch(answers);
  const s = recordingSleep();
  return { c: new HiringClient({ apiKey: KEY, baseUrl: BASE, fetch: f.fetch, sleep: s.sleep, ...extra }), ...f, ...s };
};

describe('idempotency of AI calls', () => {
  it('sends a generated Idempotency-Key on every AI POST, a new one per call', async () => {
    const { c, calls } = client([ok({ matches: [] }), ok({ matches: [] }), ok({ overall_score: 1 })]);
    await c.ai.matchJobs(RESUME);
    await c.ai.matchJobs(RESUME);
    await c.ai.scoreInterview({ transcript: 't'.repeat(60), role: 'Engineer' });
    const keys = calls.map((r) => r.headers['idempotency-key']);
    expect(keys.every((k) => typeof k === 'string' && /^[\x20-\x7E]{1,255}$/.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(3);
  });

  it("sends the caller's key, and the same key on every retry (429, 503, no answer)", async () => {
    const { c, calls } = client(
      [
        r1(429, 'RATE_LIMITED', { 'retry-after': '1' }),
        r1(503, 'SERVICE_UNAVAILABLE'),
        new TypeError('fetch failed'),
        ok({ matches: [] }),
      ],
      { maxRetries: 3 },
    );
    const result = await c.ai.matchJobs(RESUME, { idempotencyKey: 'order-42' });
    expect(result).toEqual({ matches: [] });
    expect(calls.map((r) => r.headers['idempotency-key'])).toEqual(['order-42', 'order-42', 'order-42', 'order-42']);
    expect(calls.every((r) => JSON.stringify(r.body) === JSON.stringify(RESUME))).toBe(true);
    expect(responseInfo(result)).toMatchObject({ idempotencyKey: 'order-42', retries: 3 });
  });

  it('a generated key is also kept across retries', async () => {
    const { c, calls } = client([r1(503, 'SERVICE_UNAVAILABLE'), ok({ matches: [] })]);
    await c.ai.matchJobs(RESUME);
    expect(calls[0]!.headers['idempotency-key']).toBe(calls[1]!.headers['idempotency-key']);
  });

  it('reads send no Idempotency-Key', async () => {
    const { c, calls } = client([ok({ candidates: [], pagination: {} })]);
    await c.candidates.search({ q: 'go' });
    expect(calls[0]!.headers['idempotency-key']).toBeUndefined();
    expect(calls[0]!.url).toBe(`${BASE}/api/v1/external/candidates?q=go`);
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  });
});

describe('retries', () => {
  for (const [status, code] of [
    [400, 'VALIDATION_ERROR'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [422, 'IDEMPOTENCY_KEY_REUSED'],
  ] as const) {
    it(`never retries a ${status}: one request, the error thrown`, async () => {
      const { c, calls, waits } = client([r1(status, code), ok({})], { maxRetries: 5 });
      const err = await c.ai.matchJobs(RESUME).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(HiringApiError);
      expect((err as HiringApiError).statusCode).toBe(status);
      expect((err as HiringApiError).error).toBe(code);
      expect(calls).toHaveLength(1);
      expect(waits).toEqual([]);
    });
  }

  it('waits out a 429 for its Retry-After (a floor, at most 10 % more), then succeeds', async () => {
    const { c, calls, waits } = client([r1(429, 'RATE_LIMITED', { 'retry-after': '3' }), ok(job('queued'))]);
    await c.jobs.get('job_1');
    expect(calls).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(3_000);
    expect(waits[0]).toBeLessThanOrEqual(3_300);
  });

  it('a Retry-After over the cap (an AI window resetting in hours) is thrown at once', async () => {
    const { c, calls } = client([r1(429, 'RATE_LIMITED', { 'retry-after': '3600' }, { retryAfter: 3600 }), ok({})], {
      maxRetryAfterSeconds: 120,
    });
    const err = (await c.ai.matchJobs(RESUME).catch((e: unknown) => e)) as HiringApiError;
    expect(err.statusCode).toBe(429);
    expect(err.retryAfter).toBe(3600);
    expect(calls).toHaveLength(1);
  });

  it('gives up after maxRetries retries and throws the last answer', async () => {
    const { c, calls, waits } = client(
      Array.from({ length: 6 }, () => r1(503, 'SERVICE_UNAVAILABLE')),
      { maxRetries: 4 },
    );
    const err = (await c.me().catch((e: unknown) => e)) as HiringApiError;
    expect(err.error).toBe('SERVICE_UNAVAILABLE');
    expect(calls).toHaveLength(5);
    expect(waits).toHaveLength(4);
  });

  it('maxRetries 0 per call sends exactly one request', async () => {
    const { c, calls } = client([r1(503, 'SERVICE_UNAVAILABLE'), ok({})]);
    await expect(c.me({ maxRetries: 0 })).rejects.toBeInstanceOf(HiringApiError);
    expect(calls).toHaveLength(1);
  });

  it('retries connection errors; the final error names the system code, never the key', async () => {
    const refused = () => Object.assign(new TypeError(`fetch failed ${KEY}`), { cause: { code: 'ECONNREFUSED' } });
    const { c, calls } = client([refused(), refused(), refused()]);
    const err = (await c.me().catch((e: unknown) => e)) as HiringApiError;
    expect(calls).toHaveLength(3);
    expect(err).toMatchObject({ statusCode: 0, error: 'CONNECTION_ERROR', isConnectionError: true });
    expect(err.message).toContain('ECONNREFUSED');
    expect(err.message).not.toContain(KEY);
  });

  it('does not retry a 504 SYNC_TIMEOUT: the job goes on, and the error names it', async () => {
    const { c, calls } = client([r1(504, 'SYNC_TIMEOUT', {}, { job_id: 'job_9', check_status_url: '/x' }), ok({})]);
    const err = (await c.ai.matchJobs(RESUME).catch((e: unknown) => e)) as HiringApiError;
    expect(calls).toHaveLength(1);
    expect(err.jobId).toBe('job_9');
  });

  it('backoff grows exponentially from 0.5 s to a cap of 8 s, with jitter between half and all of it', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryWaitMs(n, null, () => 1))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect([1, 2, 3].map((n) => retryWaitMs(n, null, () => 0))).toEqual([250, 500, 1000]);
    expect(retryWaitMs(1, 10, () => 0)).toBe(10_000);
    expect(retryWaitMs(1, 10, () => 1)).toBe(11_000);
  });
});
