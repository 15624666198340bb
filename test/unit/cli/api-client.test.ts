import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiConfigFrom,
  createApiClient,
  UnreachableError,
  withoutCredentials,
} from '../../../cli/api-client';
import { CliError } from '../../../cli/io';
import { silentServer } from '../../helpers/silent-server';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const KEY = `sk_live_${'A1b2C3d4E5'.repeat(4)}xyz`;

function configError(env: NodeJS.ProcessEnv): CliError | undefined {
  try {
    apiConfigFrom(env);
  } catch (e) {
    return e as CliError;
  }
  return undefined;
}

const client = (fetch: typeof globalThis.fetch, sleep = vi.fn(async () => {})) => ({
  api: createApiClient({ baseUrl: 'http://api.test/', apiKey: 'sk_test_k', fetch, sleep }),
  sleep,
});

describe('api client', () => {
  it('sends the key as a Bearer token, the body as JSON, and the Idempotency-Key', async () => {
    const fetch = vi.fn(async () =>
      json(202, {
        status: 'accepted',
        data: { job_id: 'job_1', status: 'queued', check_status_url: '/api/v1/external/jobs/job_1' },
      }),
    );
    const { api } = client(fetch);
    const sent = await api.matchJobs({ resume_url: 'https://example.com/cv.pdf', async: true }, 'key-1');
    expect(sent).toEqual({
      status: 202,
      data: { job_id: 'job_1', status: 'queued', check_status_url: '/api/v1/external/jobs/job_1' },
      retryAfter: null,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1/external/ai/match-jobs');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer sk_test_k',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-1',
    });
    expect(JSON.parse(init.body as string)).toEqual({ resume_url: 'https://example.com/cv.pdf', async: true });
  });

  it('builds the search query string from the given parameters only', async () => {
    const fetch = vi.fn(async () =>
      json(200, {
        status: 'success',
        data: { candidates: [], pagination: { page: 2, limit: 5, total: 0, total_pages: 0 } },
      }),
    );
    await client(fetch).api.searchCandidates({ q: 'go dev', skills: 'Go,SQL', page: 2, limit: 5, location: undefined });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      'http://api.test/api/v1/external/candidates?q=go+dev&skills=Go%2CSQL&page=2&limit=5',
    );
  });

  it.each([
    [400, 'VALIDATION_ERROR', 2],
    [422, 'IDEMPOTENCY_KEY_REUSED', 2],
    [422, 'RUBRIC_NOT_FOUND', 2],
    [422, 'RESUME_URL_FORBIDDEN', 1],
    [401, 'UNAUTHORIZED', 1],
    [403, 'FORBIDDEN', 1],
    [404, 'NOT_FOUND', 1],
    [503, 'SERVICE_UNAVAILABLE', 1],
  ])('an R1 %i %s becomes a one-line error with the API message and code, exit %i', async (status, code, exit) => {
    const fetch = vi.fn(async () => json(status, { statusCode: status, error: code, message: 'Something precise.' }));
    const err = await client(fetch)
      .api.getJobPatiently('job_1')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: `Something precise. (${code})`, exitCode: exit, status, code });
  });

  it('a sync timeout names the job to watch', async () => {
    const fetch = vi.fn(async () =>
      json(504, {
        statusCode: 504,
        error: 'SYNC_TIMEOUT',
        message: 'Too slow.',
        job_id: 'job_9',
        check_status_url: '/x',
      }),
    );
    await expect(client(fetch).api.scoreInterview({ transcript: 't', role: 'r' })).rejects.toMatchObject({
      message: 'Too slow. (SYNC_TIMEOUT); the job goes on: hiring jobs watch job_9',
      exitCode: 1,
    });
  });

  it('a 429 with a short Retry-After is waited out and retried', async () => {
    const limited = () =>
      json(
        429,
        { statusCode: 429, error: 'RATE_LIMITED', message: 'Slow down.', retryAfter: 7 },
        { 'Retry-After': '7' },
      );
    const ok = () =>
      json(200, {
        status: 'success',
        data: { candidates: [], pagination: { page: 1, limit: 10, total: 0, total_pages: 0 } },
      });
    const fetch = vi
      .fn()
      .mockImplementationOnce(async () => limited())
      .mockImplementationOnce(async () => ok());
    const { api, sleep } = client(fetch);
    await api.searchCandidates({});
    expect(sleep).toHaveBeenCalledWith(7000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a 429 with a long Retry-After (the 24 h AI window) is reported, not slept through', async () => {
    const fetch = vi.fn(async () =>
      json(
        429,
        { statusCode: 429, error: 'RATE_LIMITED', message: 'AI window exhausted.', retryAfter: 3600 },
        { 'Retry-After': '3600' },
      ),
    );
    const { api, sleep } = client(fetch);
    await expect(api.matchJobs({ resume_text: 'x' })).rejects.toMatchObject({
      message: 'AI window exhausted. (RATE_LIMITED); retry after 3600 s',
      exitCode: 1,
      retryAfter: 3600,
    });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('getJob does not retry a 429: it hands Retry-After to the watcher', async () => {
    const fetch = vi.fn(async () =>
      json(
        429,
        { statusCode: 429, error: 'RATE_LIMITED', message: 'Slow down.', retryAfter: 5 },
        { 'Retry-After': '5' },
      ),
    );
    await expect(client(fetch).api.getJob('job_1')).rejects.toMatchObject({ status: 429, retryAfter: 5 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("getJob returns a running job's Retry-After", async () => {
    const job = {
      job_id: 'job_1',
      type: 'match_jobs',
      status: 'processing',
      result: null,
      error: null,
      created_at: 'a',
      updated_at: 'b',
    };
    const fetch = vi.fn(async () => json(200, { status: 'success', data: job }, { 'Retry-After': '2' }));
    expect(await client(fetch).api.getJob('job_1')).toEqual({ job, retryAfter: 2 });
  });

  it('network errors and non-JSON answers become clear one-line errors (exit 1)', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    });
    await expect(client(refused).api.getJob('job_1')).rejects.toMatchObject({
      message: 'cannot reach the API at http://api.test: ECONNREFUSED',
      exitCode: 1,
    });
    const html = vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(client(html).api.getJob('job_1')).rejects.toMatchObject({
      message: 'the API answered HTTP 502 without an error body',
      exitCode: 1,
    });
    const odd = vi.fn(async () => json(200, { status: 'success', data: { nope: true } }));
    await expect(client(odd).api.getJob('job_1')).rejects.toThrow(
      /^unexpected response from GET \/api\/v1\/external\/jobs\/job_1 \(HTTP 200\)/,
    );
  });

  it('reads HIRING_API_KEY and HIRING_BASE_URL; a missing key or a bad URL is exit 2', () => {
    expect(apiConfigFrom({ HIRING_API_KEY: KEY })).toEqual({ apiKey: KEY, baseUrl: 'http://127.0.0.1:3000' });
    expect(apiConfigFrom({ HIRING_API_KEY: KEY, HIRING_BASE_URL: 'https://api.example.com' }).baseUrl).toBe(
      'https://api.example.com',
    );
    for (const env of [
      {},
      { HIRING_API_KEY: '' },
      { HIRING_API_KEY: KEY, HIRING_BASE_URL: 'ftp://x' },
      { HIRING_API_KEY: KEY, HIRING_BASE_URL: 'nope' },
    ]) {
      expect(configError(env)).toMatchObject({ exitCode: 2 });
    }
  });

  it('a malformed key is exit 2 with one line that never repeats it', () => {
    for (const key of [`sk_live_SECRET\nSECRET`, 'SECRETSECRET', `${KEY} `, `Bearer ${KEY}`, KEY.slice(0, -1)]) {
      const err = configError({ HIRING_API_KEY: key });
      expect(err, JSON.stringify(key)).toBeInstanceOf(CliError);
      expect(err!.exitCode).toBe(2);
      expect(err!.message).toMatch(/^HIRING_API_KEY is malformed: /);
      expect(err!.message).not.toContain('SECRET');
      expect(err!.message).not.toContain(KEY.slice(8, 20));
      expect(err!.message).not.toContain('\n');
    }
    expect(configError({ HIRING_API_KEY: `sk_live_SECRET\nSECRET` })!.message).toContain(
      'holds a space or a line break',
    );
  });

  it('a HIRING_BASE_URL with a user name or password is exit 2, without echoing them', () => {
    const err = configError({ HIRING_API_KEY: KEY, HIRING_BASE_URL: 'https://ops:hunter2@api.example.com' });
    expect(err).toMatchObject({
      exitCode: 2,
      message: expect.stringMatching(/^HIRING_BASE_URL must not hold a user name or password/),
    });
    expect(err!.message).not.toMatch(/ops|hunter2/);
  });

  it("network errors print a code or the network layer's reason, never fetch's own text (which may quote the key or the URL)", async () => {
    const leaky = vi.fn(async () => {
      throw new TypeError(`Headers.append: "Bearer ${KEY}" is an invalid header value.`);
    });
    const api = createApiClient({ baseUrl: 'http://ops:hunter2@api.test/', apiKey: KEY, fetch: leaky });
    const err = (await api.getJob('job_1').catch((e: unknown) => e)) as CliError;
    expect(err).toBeInstanceOf(UnreachableError);
    expect(err.message).toBe('cannot reach the API at http://api.test: the request failed before any answer');
    const socket = vi.fn(async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
      });
    });
    expect(
      (await client(socket)
        .api.getJob('job_1')
        .catch((e: unknown) => e)) as CliError,
    ).toMatchObject({ message: 'cannot reach the API at http://api.test: UND_ERR_SOCKET' });
    const badPort = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: new Error('bad port') });
    });
    expect(
      (await client(badPort)
        .api.getJob('job_1')
        .catch((e: unknown) => e)) as CliError,
    ).toMatchObject({ message: 'cannot reach the API at http://api.test: bad port' });
  });

  it('withoutCredentials drops only the user information of a URL', () => {
    expect(withoutCredentials('https://u:p@host:8443/base')).toBe('https://host:8443/base');
    expect(withoutCredentials('http://u:p@ss@host/x')).toBe('http://host/x');
    expect(withoutCredentials('http://host/path@x')).toBe('http://host/path@x');
  });
});

describe('api client against an API that accepts and never answers', () => {
  it('gives up after its timeout with a one-line error (exit 1) instead of hanging; sync AI calls get the longer one', async () => {
    const silent = await silentServer();
    try {
      const api = createApiClient({
        baseUrl: silent.url,
        apiKey: 'sk_test_k',
        timeouts: { syncMs: 600, otherMs: 150 },
      });
      let t = Date.now();
      const poll = await api.getJob('job_1').catch((e: unknown) => e);
      expect(poll).toBeInstanceOf(CliError);
      expect((poll as CliError).message).toBe(`the API at ${silent.url} did not answer within 0.15 s`);
      expect((poll as CliError).exitCode).toBe(1);
      expect(Date.now() - t).toBeLessThan(550);

      t = Date.now();
      const accepted = await api.matchJobs({ resume_text: 'x'.repeat(60), async: true }).catch((e: unknown) => e);
      expect((accepted as CliError).message).toContain('did not answer within 0.15 s');
      expect(Date.now() - t).toBeLessThan(550);

      t = Date.now();
      const sync = await api.scoreInterview({ transcript: 'x'.repeat(60), role: 'Engineer' }).catch((e: unknown) => e);
      expect((sync as CliError).message).toContain('did not answer within 0.6 s');
      expect(Date.now() - t).toBeGreaterThanOrEqual(550);
    } finally {
      silent.close();
    }
  });
});
