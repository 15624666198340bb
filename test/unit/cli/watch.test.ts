import { describe, expect, it } from 'vitest';
import { HiringClient } from '../../../clients/typescript/src/index';
import type { Job, JobStatus } from '../../../cli/api-schemas';
import { WATCH_EXIT_CODE, watchJob, type WatchSnapshot } from '../../../cli/watch';

const job = (status: JobStatus, extra: Partial<Job> = {}): Job => ({
  job_id: 'job_1',
  type: 'match_jobs',
  status,
  result: status === 'completed' ? { matches: [] } : null,
  error: status === 'failed' ? { code: 'RESUME_URL_FORBIDDEN', message: 'private host' } : null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

/** A job answered with a Retry-After header. */
class Hinted {
  constructor(
    readonly job: Job,
    readonly retryAfter: number,
  ) {}
}
/** An HTTP answer other than a job. */
class Answered {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly headers: Record<string, string> = {},
  ) {}
}
type Answer = Job | Hinted | Answered | Error;
const r1 = (status: number, error: string, retryAfter: number | null) =>
  new Answered(
    status,
    JSON.stringify({
      statusCode: status,
      error,
      message: error.toLowerCase(),
      ...(retryAfter !== null && { retryAfter }),
    }),
    retryAfter === null ? {} : { 'retry-after': String(retryAfter) },
  );
const rateLimited = (seconds: number) => r1(429, 'RATE_LIMITED', seconds);
const unavailable = (seconds: number) => r1(503, 'SERVICE_UNAVAILABLE', seconds);
const socketError = () => new TypeError('fetch failed', { cause: { code: 'UND_ERR_SOCKET' } });
const noAnswer = () => new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
const gatewayPage = (status: number) =>
  new Answered(status, '<html>bad gateway</html>', { 'content-type': 'text/html' });

/** A fake clock that sleeping advances, and a fake API answering from a script, behind the real client. */
function harness(script: Answer[]) {
  let now = 0;
  const waits: number[] = [];
  const pollTimes: number[] = [];
  const snapshots: WatchSnapshot[] = [];
  let i = 0;
  const fetch = async (): Promise<Response> => {
    pollTimes.push(now);
    const a = script[Math.min(i++, script.length - 1)]!;
    if (a instanceof Error) throw a;
    if (a instanceof Answered) return new Response(a.body, { status: a.status, headers: a.headers });
    const [data, headers] = a instanceof Hinted ? [a.job, { 'retry-after': String(a.retryAfter) }] : [a, {}];
    return new Response(JSON.stringify({ status: 'success', data }), { status: 200, headers });
  };
  const run = (extra: { scale?: number } = {}) => {
    const scale = extra.scale ?? 1;
    const client = new HiringClient({
      apiKey: 'sk_test_k',
      baseUrl: 'http://api.test',
      fetch,
      sleep: async (ms) => {
        waits.push(ms * scale);
        now += ms * scale;
      },
    });
    return watchJob({
      client,
      jobId: 'job_1',
      initialStatus: 'queued',
      now: () => now,
      scale,
      onUpdate: (s) => snapshots.push(s),
    });
  };
  return { run, waits, pollTimes, snapshots, polls: () => i };
}

describe('watchJob', () => {
  it('completed -> exit 0, after the scheduled waits', async () => {
    const h = harness([job('queued'), job('processing'), job('completed')]);
    const out = await h.run();
    expect(out.kind).toBe('completed');
    expect(WATCH_EXIT_CODE[out.kind]).toBe(0);
    expect(out.polls).toBe(3);
    expect(h.waits).toEqual([1000, 1500, 2250]);
    expect(out.elapsedMs).toBe(4750);
    expect(out.job?.result).toEqual({ matches: [] });
  });

  it('failed -> exit 1, with the reason', async () => {
    const h = harness([job('processing'), job('failed')]);
    const out = await h.run();
    expect(out.kind).toBe('failed');
    expect(WATCH_EXIT_CODE[out.kind]).toBe(1);
    expect(out.job?.error).toEqual({ code: 'RESUME_URL_FORBIDDEN', message: 'private host' });
  });

  it('still processing after 12 polls -> gives up, exit 3, without a 13th poll', async () => {
    const h = harness([job('processing')]);
    const out = await h.run();
    expect(out.kind).toBe('gave_up');
    expect(WATCH_EXIT_CODE[out.kind]).toBe(3);
    expect(out.polls).toBe(12);
    expect(h.polls()).toBe(12);
    expect(h.waits).toHaveLength(12);
    expect(out.elapsedMs).toBeCloseTo(107_172.0, 0);
    expect(h.snapshots.at(-1)).toMatchObject({ polls: 12, nextPollAt: null, status: 'processing' });
  });

  it('a 429 waits its Retry-After, counts as a poll, and the watch goes on', async () => {
    const h = harness([job('processing'), rateLimited(20), job('completed')]);
    const out = await h.run();
    expect(out.kind).toBe('completed');
    expect(h.waits).toEqual([1000, 1500, 20_000]);
    expect(h.pollTimes).toEqual([1000, 2500, 22_500]);
    expect(out.polls).toBe(3);
    expect(h.snapshots.some((s) => s.held === 'rate limited')).toBe(true);
  });

  it('a 503 (Temporal or MySQL down for a moment) waits its Retry-After, counts as a poll, and the watch goes on', async () => {
    const h = harness([job('queued'), unavailable(5), unavailable(5), job('completed')]);
    const out = await h.run();
    expect(out.kind).toBe('completed');
    expect(h.waits).toEqual([1000, 1500, 5_000, 5_000]);
    expect(out.polls).toBe(4);
    expect(h.snapshots.some((s) => s.held === 'service unavailable')).toBe(true);
    expect(h.snapshots.at(-1)?.held).toBeNull();
  });

  it('503s count toward the 12 polls: an outage ends the watch with exit 3, not a loop', async () => {
    const h = harness([unavailable(5)]);
    const out = await h.run();
    expect(out.kind).toBe('gave_up');
    expect(h.polls()).toBe(12);
  });

  it('no answer at all (a network error, a timeout) is a held poll, not a failed job: the watch goes on', async () => {
    const h = harness([job('processing'), socketError(), noAnswer(), job('completed')]);
    const out = await h.run();
    expect(out.kind).toBe('completed');
    expect(out.polls).toBe(4);
    expect(h.waits).toEqual([1000, 1500, 2250, 3375]);
    expect(h.snapshots.some((s) => s.held === 'API unreachable')).toBe(true);
  });

  it.each([502, 503, 504])('a %i page from a proxy (no R1 body) is a held poll', async (status) => {
    const h = harness([job('queued'), gatewayPage(status), job('completed')]);
    expect((await h.run()).kind).toBe('completed');
    expect(h.snapshots.some((s) => s.held === 'service unavailable')).toBe(true);
  });

  it('network errors count toward the 12 polls: the watch gives up (exit 3) knowing nothing, and says why', async () => {
    const h = harness([socketError()]);
    const out = await h.run();
    expect(out).toMatchObject({ kind: 'gave_up', job: null, polls: 12, held: 'API unreachable' });
    expect(WATCH_EXIT_CODE[out.kind]).toBe(3);
    expect(h.polls()).toBe(12);
  });

  it("a 502 or 504 with the API's own R1 body is not held: the API said something about the request", async () => {
    const h = harness([r1(502, 'INTERNAL_ERROR', null)]);
    await expect(h.run()).rejects.toMatchObject({ status: 502 });
  });

  it('other API errors end the watch at once (a 404 is not retried)', async () => {
    const h = harness([job('queued'), r1(404, 'NOT_FOUND', null)]);
    await expect(h.run()).rejects.toMatchObject({ status: 404 });
    expect(h.polls()).toBe(2);
  });

  it("a running job's Retry-After raises the next wait", async () => {
    const h = harness([new Hinted(job('processing'), 4), job('completed')]);
    await h.run();
    expect(h.waits).toEqual([1000, 4000]);
  });

  it('scale shrinks every wait alike (HIRING_POLL_SCALE)', async () => {
    const h = harness([job('processing'), rateLimited(10), job('completed')]);
    await h.run({ scale: 0.01 });
    expect(h.waits).toEqual([10, 15, 100]);
  });

  it('reports each step: polls made, status and the time of the next poll', async () => {
    const h = harness([job('processing'), job('completed')]);
    await h.run();
    expect(h.snapshots.map((s) => [s.status, s.polls, s.nextPollAt])).toEqual([
      ['queued', 0, 1000],
      ['processing', 1, 2500],
      ['completed', 2, null],
    ]);
  });

  it('other API errors end the watch', async () => {
    const h = harness([r1(404, 'NOT_FOUND', null)]);
    await expect(h.run()).rejects.toMatchObject({ status: 404, exitCode: 1 });
  });
});
