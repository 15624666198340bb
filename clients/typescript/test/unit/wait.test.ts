import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HiringApiError, HiringClient, HiringWaitTimeoutError, type PollEvent } from '../../src/index.js';
import { job, KEY, ok, r1, scriptedFetch, type Answer } from './fake-fetch.js';

// The real timers of the client, faked: the schedule is read off the clock at each request.
const SPEC_WAITS = [1000, 1500, 2250, 3375, 5062.5, 7593.75, 11390.625, 15000, 15000, 15000, 15000, 15000];

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(answers: Answer[]) {
  const f = scriptedFetch(answers);
  const at: number[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    at.push(Date.now());
    return f.fetch(input, init);
  };
  return { c: new HiringClient({ apiKey: KEY, baseUrl: 'http://127.0.0.1:1', fetch }), calls: f.calls, at };
}
const gaps = (at: number[], from = 0) => at.map((t, i) => t - (i === 0 ? from : at[i - 1]!));
/** The fake clock counts whole milliseconds: each gap within 1 ms of the schedule's. */
const expectWaits = (at: number[], waits: number[]) => {
  expect(at).toHaveLength(waits.length);
  gaps(at).forEach((g, i) => expect(Math.abs(g - waits[i]!), `wait ${i + 1}: ${g} vs ${waits[i]}`).toBeLessThan(1));
};

describe('jobs.wait', () => {
  it("polls on the spec's schedule (1 s, x1.5, cap 15 s) and stops at completed", async () => {
    const { c, at } = setup([...Array.from({ length: 9 }, () => ok(job('processing'))), ok(job('completed'))]);
    const p = c.jobs.wait('job_1');
    await vi.runAllTimersAsync();
    expect((await p).status).toBe('completed');
    expectWaits(at, SPEC_WAITS.slice(0, 10));
  });

  it('stops at failed and resolves to the failed job', async () => {
    const { c, calls } = setup([ok(job('queued')), ok(job('failed'))]);
    const p = c.jobs.wait('job_1');
    await vi.runAllTimersAsync();
    expect(await p).toMatchObject({ status: 'failed', error: { code: 'INTERNAL_ERROR' } });
    expect(calls).toHaveLength(2);
  });

  it('gives up after 12 polls without a 13th, with the last job read', async () => {
    const { c, at } = setup(Array.from({ length: 13 }, () => ok(job('processing'))));
    const p = c.jobs.wait('job_1').catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const err = (await p) as HiringWaitTimeoutError;
    expect(err).toBeInstanceOf(HiringWaitTimeoutError);
    expect(err.polls).toBe(12);
    expect(err.job).toMatchObject({ status: 'processing' });
    expectWaits(at, SPEC_WAITS);
  });

  it('takes another schedule and reports every poll', async () => {
    const { c, at } = setup([ok(job('queued')), r1(503, 'SERVICE_UNAVAILABLE'), ok(job('completed'))]);
    const events: PollEvent[] = [];
    const p = c.jobs.wait('job_1', {
      schedule: { firstWaitMs: 100, factor: 2, capMs: 300, maxPolls: 5 },
      onPoll: (e) => events.push(e),
    });
    await vi.runAllTimersAsync();
    await p;
    expect(gaps(at)).toEqual([100, 200, 300]);
    expect(events.map((e) => [e.poll, e.job?.status ?? null, e.error?.statusCode ?? null, e.nextWaitMs])).toEqual([
      [1, 'queued', null, 200],
      [2, null, 503, 300],
      [3, 'completed', null, null],
    ]);
  });

  it('a 429 counts as a poll, its Retry-After raises the next wait, and the wait goes on', async () => {
    const { c, at } = setup([r1(429, 'RATE_LIMITED', { 'retry-after': '20' }), ok(job('completed'))]);
    const p = c.jobs.wait('job_1');
    await vi.runAllTimersAsync();
    await p;
    expect(gaps(at)).toEqual([1000, 20_000]);
  });

  it("a running job's Retry-After raises the next wait too", async () => {
    const { c, at } = setup([ok(job('processing'), { 'retry-after': '4' }), ok(job('completed'))]);
    const p = c.jobs.wait('job_1');
    await vi.runAllTimersAsync();
    await p;
    expect(gaps(at)).toEqual([1000, 4000]);
  });

  it('other errors (404) end the wait at once', async () => {
    const { c, calls } = setup([r1(404, 'NOT_FOUND'), ok(job('completed'))]);
    const p = c.jobs.wait('job_1').catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await p).toMatchObject({ statusCode: 404 });
    expect(calls).toHaveLength(1);
  });

  it('an abort signal ends the wait between polls', async () => {
    const { c, calls } = setup([ok(job('processing')), ok(job('completed'))]);
    const ac = new AbortController();
    const p = c.jobs.wait('job_1', { signal: ac.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_200);
    ac.abort();
    expect(await p).toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });
});

describe('AI calls with { wait: true }', () => {
  it('submit asynchronously with an Idempotency-Key, then resolve to the finished job', async () => {
    const accepted = ok(
      { job_id: 'job_7', status: 'queued', check_status_url: '/api/v1/external/jobs/job_7' },
      {},
      202,
    );
    const { c, calls } = setup([accepted, ok(job('processing', 'job_7')), ok(job('completed', 'job_7'))]);
    const p = c.ai.matchJobs({ resume_text: 'x'.repeat(60), async: true }, { wait: true });
    await vi.runAllTimersAsync();
    const done = await p;
    expect(done).toMatchObject({ job_id: 'job_7', status: 'completed', result: { matches: [] } });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { async: true } });
    expect(calls[0]!.headers['idempotency-key']).toBeTruthy();
    expect(calls.slice(1).map((r) => r.url)).toEqual(Array(2).fill('http://127.0.0.1:1/api/v1/external/jobs/job_7'));
  });

  it('wait implies async for scoring too', async () => {
    const accepted = ok(
      { job_id: 'job_8', status: 'queued', check_status_url: '/api/v1/external/jobs/job_8' },
      {},
      202,
    );
    const { c, calls } = setup([accepted, ok(job('completed', 'job_8'))]);
    const p = c.ai.scoreInterview(
      { transcript: 't'.repeat(60), role: 'Engineer' },
      { wait: { schedule: { firstWaitMs: 10 } } },
    );
    await vi.runAllTimersAsync();
    expect((await p).status).toBe('completed');
    expect(calls[0]!.body).toMatchObject({ async: true, role: 'Engineer' });
  });

  it('polls are not retried by themselves: each refused poll counts toward the limit', async () => {
    const { c, calls } = setup(Array.from({ length: 3 }, () => r1(503, 'SERVICE_UNAVAILABLE')));
    const p = c.jobs.wait('job_1', { schedule: { maxPolls: 3 } }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const err = (await p) as HiringWaitTimeoutError;
    expect(err.lastError).toBeInstanceOf(HiringApiError);
    expect(calls).toHaveLength(3);
  });
});
