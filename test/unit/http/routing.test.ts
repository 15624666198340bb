import { describe, expect, it } from 'vitest';
import { type ZodError, z } from 'zod';
import { loadConfig, ConfigError } from '../../../src/config';
import { AppError } from '../../../src/errors';
import { isJsonContentType } from '../../../src/net/body';
import { queryInput } from '../../../src/http/dispatch';
import { toAppError } from '../../../src/http/error-mapping';
import { requestIdFrom } from '../../../src/http/request-id';
import { matchRoute } from '../../../src/http/routes';

describe('routing', () => {
  it.each([
    ['GET', '/api/v1/external/candidates', 'found'],
    ['POST', '/api/v1/external/candidates', 'wrong-method'],
    ['GET', '/api/v1/external/jobs/job_abc', 'found'],
    ['GET', '/api/v1/external/jobs/', 'none'],
    ['GET', '/api/v1/external/jobs/a/b', 'none'],
    ['GET', '/api/v2/external/candidates', 'none'],
    ['GET', '/api/v1/external/candidates/', 'none'],
  ])('%s %s -> %s', (method, path, kind) => {
    expect(matchRoute(method, path).kind).toBe(kind);
  });

  it('decodes path parameters', () => {
    const m = matchRoute('GET', '/api/v1/external/jobs/job%5Fx');
    expect(m.kind === 'found' && m.params.job_id).toBe('job_x');
  });

  it('R4: repeated query parameters are kept as arrays so validation rejects them', () => {
    expect(queryInput(new URL('http://x/?page=1&page=2&q=go'))).toEqual({ page: ['1', '2'], q: 'go' });
    expect(Object.getPrototypeOf(queryInput(new URL('http://x/?__proto__=1')))).toBeNull();
  });

  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['text/plain', false],
    ['application/json-patch+json', false],
    [undefined, false],
  ])('content type %j is JSON: %s', (ct, ok) => {
    expect(isJsonContentType(ct)).toBe(ok);
  });

  it('R1: request ids', () => {
    expect(requestIdFrom('abc-123')).toBe('abc-123');
    expect(requestIdFrom('x'.repeat(129))).toMatch(/^req_/);
    expect(requestIdFrom(['a', 'b'])).toMatch(/^req_/);
    expect(requestIdFrom(undefined)).toMatch(/^req_/);
  });
});

describe('error mapping (R1, R2)', () => {
  it('R1: a parameter sent with an empty name ("?=x") is named as such, not as ": "', () => {
    const r = z.strictObject({ q: z.string().optional() }).safeParse({ '': 'x' });
    const e = toAppError((r as { error: ZodError }).error, 'req_1');
    expect(e.toBody()).toMatchObject({
      message: 'Invalid request: a parameter with an empty name: is not a recognised field',
      details: [{ path: '' }],
    });
  });

  it('zod errors become VALIDATION_ERROR naming the field, with details', () => {
    const schema = z.strictObject({ limit: z.number().max(20, 'limit must be between 1 and 20') });
    const r = schema.safeParse({ limit: 50, extra: 1 });
    const e = toAppError((r as { error: ZodError }).error, 'req_1');
    expect(e.status).toBe(400);
    expect(e.toBody()).toEqual({
      statusCode: 400,
      error: 'VALIDATION_ERROR',
      message: expect.stringContaining('limit'),
      details: expect.arrayContaining([
        { path: 'extra', message: 'is not a recognised field' },
        { path: 'limit', message: 'limit must be between 1 and 20' },
      ]),
    });
  });

  it('unknown errors become INTERNAL_ERROR with only the request id', () => {
    const e = toAppError(new Error('SELECT * FROM secrets at db.ts:1'), 'req_42');
    expect(e.toBody()).toEqual({
      statusCode: 500,
      error: 'INTERNAL_ERROR',
      message: 'Internal error; quote request id req_42 when reporting it.',
    });
  });

  it('unreachable MySQL or Temporal becomes 503 with Retry-After', () => {
    for (const err of [
      Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('y'), { code: 14 }),
    ]) {
      const e = toAppError(err, 'r');
      expect(e.code).toBe('SERVICE_UNAVAILABLE');
      expect(e.options.headers).toEqual({ 'Retry-After': '5' });
    }
  });

  it('retryAfter appears on 429 only, details on 400 only', () => {
    expect(new AppError('RATE_LIMITED', 'm', { retryAfter: 3 }).toBody()).toEqual({
      statusCode: 429,
      error: 'RATE_LIMITED',
      message: 'm',
      retryAfter: 3,
    });
    expect(new AppError('FORBIDDEN', 'm', { retryAfter: 3, details: [] }).toBody()).toEqual({
      statusCode: 403,
      error: 'FORBIDDEN',
      message: 'm',
    });
  });
});

describe('config', () => {
  it('defaults load', () => {
    expect(loadConfig({}).PORT).toBe(3000);
  });
  it('a bad value stops start-up naming the variable and what it expects', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    // A bad setting is named and shown, its password never (it would reach a terminal or a log).
    for (const url of [
      'mysql//hiring:s3cr3t@db:3306/hiring',
      'postgres://hiring:s3cr3t@db/hiring',
      'mysql:/hiring:s3:cr/3t@db',
    ]) {
      let message = '';
      try {
        loadConfig({ MYSQL_URL: url });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/MYSQL_URL=.*hiring/);
      expect(message).not.toMatch(/s3cr3t|s3:cr\/3t/);
    }
    expect(() => loadConfig({ MYSQL_URL: 'postgres://x' })).toThrow(
      /MYSQL_URL="postgres:\/\/x": must be a mysql:\/\/ URL/,
    );
    expect(() => loadConfig({ SYNC_TIMEOUT_MS: '5' })).toThrow(/SYNC_TIMEOUT_MS/);
  });
  it('the MySQL statement deadline defaults to 15 s and cannot go under the window lock wait (5 s)', () => {
    expect(loadConfig({}).MYSQL_QUERY_TIMEOUT_MS).toBe(15_000);
    expect(loadConfig({ MYSQL_QUERY_TIMEOUT_MS: '6000' }).MYSQL_QUERY_TIMEOUT_MS).toBe(6_000);
    expect(() => loadConfig({ MYSQL_QUERY_TIMEOUT_MS: '5000' })).toThrow(/MYSQL_QUERY_TIMEOUT_MS/);
  });
});
