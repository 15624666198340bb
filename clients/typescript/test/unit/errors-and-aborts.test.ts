import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_REFUSAL, HiringApiError, HiringClient, responseInfo } from '../../src/index.js';
import { KEY, ok, r1, scriptedFetch } from './fake-fetch.js';

const BASE = 'http://127.0.0.1:1';
const WINDOW = {
  'x-request-id': 'req_abc',
  'x-ratelimit-limit': '100',
  'x-ratelimit-remaining': '97',
  'x-ratelimit-reset': '1800000000',
  'ratelimit-policy': '100;w=60',
  ratelimit: 'limit=100, remaining=97, reset=42',
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('HiringApiError', () => {
  it('carries statusCode, error, message, retryAfter, details, the rate window and the request id', async () => {
    const f = scriptedFetch([
      r1(429, 'RATE_LIMITED', { ...WINDOW, 'retry-after': '7200', 'x-ratelimit-remaining': '0' }, { retryAfter: 7200 }),
    ]);
    const c = new HiringClient({ apiKey: KEY, baseUrl: BASE, fetch: f.fetch });
    const err = (await c.candidates.search().catch((e: unknown) => e)) as HiringApiError;
    expect(err).toBeInstanceOf(HiringApiError);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({
      name: 'HiringApiError',
      statusCode: 429,
      error: 'RATE_LIMITED',
      message: 'rate_limited happened',
      retryAfter: 7200,
      requestId: 'req_abc',
      rateLimit: { limit: 100, remaining: 0, reset: 1_800_000_000, policy: '100;w=60', rateLimit: WINDOW.ratelimit },
    });
  });

  it('keeps details of a 400 and reads retryAfter from the body when no header is sent', async () => {
    const details = [{ path: 'limit', message: 'too big' }];
    const f = scriptedFetch([
      r1(400, 'VALIDATION_ERROR', {}, { details }),
      r1(503, 'SERVICE_UNAVAILABLE', {}, { retryAfter: 5 }),
    ]);
    const c = new HiringClient({ apiKey: KEY, baseUrl: BASE, fetch: f.fetch, maxRetries: 0 });
    expect(await c.me().catch((e: unknown) => e)).toMatchObject({ details, requestId: 'req_400' });
    expect(await c.me().catch((e: unknown) => e)).toMatchObject({ retryAfter: 5 });
  });

  it("an answer without the API's error body (a proxy's page) becomes HTTP_<status>", async () => {
    const f = scriptedFetch([{ status: 502, body: '<html>bad gateway</html>' }]);
    const c = new HiringClient({ apiKey: KEY, baseUrl: BASE, fetch: f.fetch, maxRetries: 0 });
    expect(await c.me().catch((e: unknown) => e)).toMatchObject({ statusCode: 502, error: 'HTTP_502' });
  });

  it("the rate window, request id and a rolled key's Deprecation and Sunset of a successful call are readable with responseInfo", async () => {
    const rolled = { deprecation: '@1764324000', sunset: 'Sun, 29 Nov 2026 10:00:00 GMT' };
    const f = scriptedFetch([ok({ company: {} }, { ...WINDOW, ...rolled, 'idempotent-replayed': 'true' })]);
    const seen: string[] = [];
    const c = new HiringClient({
      apiKey: KEY,
      baseUrl: BASE,
      fetch: f.fetch,
      onResponse: (i) => seen.push(i.requestId!),
    });
    const me = await c.me();
    expect(responseInfo(me)).toEqual({
      statusCode: 200,
      requestId: 'req_abc',
      rateLimit: { limit: 100, remaining: 97, reset: 1_800_000_000, policy: '100;w=60', rateLimit: WINDOW.ratelimit },
      idempotencyKey: null,
      replayed: true,
      retries: 0,
      retryAfter: null,
      ...rolled,
    });
    expect(seen).toEqual(['req_abc']);
  });
});

describe('timeouts and aborts', () => {
  it('a request that gets no answer within timeoutMs fails with TIMEOUT (and is retried first)', async () => {
    vi.useFakeTimers();
    const f = scriptedFetch(['hang', 'hang']);
    const c = new HiringClient({ apiKey: KEY, baseUrl: BASE, fetch: f.fetch, timeoutMs: 2_000, maxRetries: 1 });
    const p = c.me().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(f.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await p).toMatchObject({ statusCode: 0, error: 'TIMEOUT' });
    expect(f.calls).toHaveLength(2);
  });

  it('synchronous AI calls wait up to 660 s by default, everything else 30 s', async () => {
    vi.useFakeTimers();
    const f = scriptedFetch(['hang', 'hang']);
    const c = new HiringClient({ apiKey: KEY, baseUrl: BASE, fetch: f.fetch, maxRetries: 0 });
    const sync = c.ai.matchJobs({ resume_text: 'x'.repeat(60) }).catch((e: unknown) => e);
    const read = c.me().catch((e: unknown) => e);
    let settled = false;
    void sync.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await read).toMatchObject({ error: 'TIMEOUT' });
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(630_000);
    expect(await sync).toMatchObject({ error: 'TIMEOUT' });
  });

  it("the caller's AbortSignal stops a request in flight with the signal's reason, without a retry", async () => {
    const f = scriptedFetch(['hang', 'hang']);
    const c = new HiringClient({ apiKey: KEY, baseUrl: BASE, fetch: f.fetch });
    const ac = new AbortController();
    const p = c.ai.matchJobs({ resume_text: 'x'.repeat(60) }, { signal: ac.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(f.calls).toHaveLength(1));
    ac.abort();
    const err = await p;
    expect((err as Error).name).toBe('AbortError');
    expect(f.calls).toHaveLength(1);
  });

  it('an abort during the wait before a retry ends the call at once', async () => {
    vi.useFakeTimers();
    const f = scriptedFetch([
      r1(503, 'SERVICE_UNAVAILABLE', { 'retry-after': '30' }),
      { status: 200, body: { data: {} } },
    ]);
    const c = new HiringClient({ apiKey: KEY, baseUrl: BASE, fetch: f.fetch });
    const ac = new AbortController();
    const p = c.me({ signal: ac.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    ac.abort(new Error('stop'));
    expect(await p).toMatchObject({ message: 'stop' });
    expect(f.calls).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const f = scriptedFetch([ok({})]);
    const c = new HiringClient({ apiKey: KEY, baseUrl: BASE, fetch: f.fetch });
    await expect(c.me({ signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(f.calls).toHaveLength(0);
  });
});

describe('configuration', () => {
  it('reads HIRING_API_KEY and HIRING_BASE_URL when no options are given', async () => {
    vi.stubEnv('HIRING_API_KEY', KEY);
    vi.stubEnv('HIRING_BASE_URL', 'http://127.0.0.2:4000/');
    const f = scriptedFetch([ok({})]);
    const c = new HiringClient({ fetch: f.fetch });
    expect(c.baseUrl).toBe('http://127.0.0.2:4000');
    await c.me();
    expect(f.calls[0]).toMatchObject({
      url: 'http://127.0.0.2:4000/api/v1/external/me',
      headers: { authorization: `Bearer ${KEY}` },
    });
  });

  it('without a key it refuses to start and says how to give one', () => {
    vi.stubEnv('HIRING_API_KEY', '');
    expect(() => new HiringClient()).toThrow(/HIRING_API_KEY/);
  });

  it('refuses to run in a browser, saying why, unless dangerouslyAllowBrowser is set', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    expect(() => new HiringClient({ apiKey: KEY })).toThrow(BROWSER_REFUSAL);
    expect(BROWSER_REFUSAL).toMatch(/server-side secret/);
    expect(() => new HiringClient({ apiKey: KEY, dangerouslyAllowBrowser: true })).not.toThrow();
  });

  it('refuses in a web worker too', () => {
    vi.stubGlobal('importScripts', () => {});
    expect(() => new HiringClient({ apiKey: KEY })).toThrow(BROWSER_REFUSAL);
  });
});
