import { describe, expect, it, vi } from 'vitest';
import { HiringApiError } from '../../../clients/typescript/src/index';
import {
  ApiError,
  apiConfigFrom,
  cliErrorFrom,
  createApiClient,
  UnreachableError,
  withoutCredentials,
} from '../../../cli/api-client';
import { CliError } from '../../../cli/io';

// The CLI's HTTP commands go through the client (tested in clients/typescript/test): here, what
// the CLI adds, its configuration and its one-line errors.

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

const client = (fetch: typeof globalThis.fetch) =>
  createApiClient({ baseUrl: 'http://api.test/', apiKey: 'sk_test_k', fetch, sleep: async () => {} });

const refusal = (err: Partial<ConstructorParameters<typeof HiringApiError>[0]>) =>
  cliErrorFrom(new HiringApiError({ statusCode: 404, error: 'NOT_FOUND', message: 'No job with this id', ...err }));

describe('api client', () => {
  it('an API error is one line: the message, then its code and request id', () => {
    const err = refusal({ requestId: 'req_abc123' }) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('No job with this id (NOT_FOUND, request req_abc123)');
    expect(err.exitCode).toBe(1);
    expect(err.requestId).toBe('req_abc123');
    expect((refusal({}) as ApiError).message).toBe('No job with this id (NOT_FOUND)');
  });

  it('a request that can never succeed is exit 2, like a bad flag', () => {
    for (const code of ['VALIDATION_ERROR', 'IDEMPOTENCY_KEY_REUSED', 'RUBRIC_NOT_FOUND'])
      expect(refusal({ statusCode: 422, error: code })).toMatchObject({ exitCode: 2 });
  });

  it('a 429 says when to retry; a sync timeout names the job to watch', () => {
    expect(refusal({ statusCode: 429, error: 'RATE_LIMITED', retryAfter: 3600, requestId: 'req_1' })).toMatchObject({
      message: 'No job with this id (RATE_LIMITED, request req_1); retry after 3600 s',
    });
    expect(refusal({ statusCode: 504, error: 'SYNC_TIMEOUT', jobId: 'job_9', requestId: 'req_2' })).toMatchObject({
      message: 'No job with this id (SYNC_TIMEOUT, request req_2); the job goes on: hiring jobs watch job_9',
    });
  });

  it('no answer at all is UnreachableError (exit 1); anything not from the client passes through', () => {
    const e = cliErrorFrom(new HiringApiError({ statusCode: 0, error: 'CONNECTION_ERROR', message: 'cannot reach' }));
    expect(e).toBeInstanceOf(UnreachableError);
    expect(e).toMatchObject({ exitCode: 1, message: 'cannot reach' });
    const other = new Error('x');
    expect(cliErrorFrom(other)).toBe(other);
  });

  it('a short Retry-After is waited out and retried by the client', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(
        json(
          429,
          { statusCode: 429, error: 'RATE_LIMITED', message: 'slow down', retryAfter: 2 },
          { 'Retry-After': '2' },
        ),
      )
      .mockResolvedValueOnce(json(200, { status: 'success', data: { candidates: [], pagination: {} } }));
    await client(fetch).candidates.search({ q: 'go' });
    expect(fetch).toHaveBeenCalledTimes(2);
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
    const api = createApiClient({
      baseUrl: 'http://ops:hunter2@api.test/',
      apiKey: KEY,
      fetch: leaky,
      sleep: async () => {},
    });
    const err = cliErrorFrom(await api.jobs.get('job_1').catch((e: unknown) => e)) as CliError;
    expect(err).toBeInstanceOf(UnreachableError);
    expect(err.message).toBe('cannot reach the API at http://api.test: the request failed before any answer');
    const socket = vi.fn(async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
      });
    });
    expect(
      cliErrorFrom(
        await client(socket)
          .jobs.get('job_1')
          .catch((e: unknown) => e),
      ) as CliError,
    ).toMatchObject({ message: 'cannot reach the API at http://api.test: UND_ERR_SOCKET' });
    const badPort = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: new Error('bad port') });
    });
    expect(
      cliErrorFrom(
        await client(badPort)
          .jobs.get('job_1')
          .catch((e: unknown) => e),
      ) as CliError,
    ).toMatchObject({ message: 'cannot reach the API at http://api.test: bad port' });
  });

  it('withoutCredentials drops only the user information of a URL', () => {
    expect(withoutCredentials('https://u:p@host:8443/base')).toBe('https://host:8443/base');
    expect(withoutCredentials('http://u:p@ss@host/x')).toBe('http://host/x');
    expect(withoutCredentials('http://host/path@x')).toBe('http://host/path@x');
  });
});
