import { z } from 'zod';
import { HiringApiError, HiringClient, responseInfo, type Sleep } from '../clients/typescript/src/index';
import type { Job } from './api-schemas';
import { isWellFormedKey } from '../src/domain/keys/api-key';
import { CliError } from './io';

// The CLI's HTTP commands go through the TypeScript client (clients/typescript): this module only
// turns the client's errors into one-line CLI errors with an exit code.

/** API codes that mean the request as given can never succeed: exit 2, like a bad flag. */
const BAD_INPUT = new Set([
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'IDEMPOTENCY_KEY_REUSED',
  'RUBRIC_NOT_FOUND',
]);

/** An R1 error answer, as a one-line CLI error that names its code and request id. */
export class ApiError extends CliError {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly retryAfter: number | null,
    readonly requestId: string | null = null,
  ) {
    super(message, BAD_INPUT.has(code) ? 2 : 1);
  }
}

/** No answer at all (refused, reset, DNS, TLS, timed out): says nothing about a job. */
export class UnreachableError extends CliError {
  constructor(message: string) {
    super(message, 1);
  }
}

/** `message (CODE, request req_...)`, plus what to do next for a 429 or a sync timeout. */
export function cliErrorFrom(err: unknown): unknown {
  if (!(err instanceof HiringApiError)) return err;
  if (err.isConnectionError) return new UnreachableError(err.message);
  const tag = err.requestId ? `${err.error}, request ${err.requestId}` : err.error;
  let message = `${err.message} (${tag})`;
  if (err.statusCode === 429 && err.retryAfter !== null) message += `; retry after ${err.retryAfter} s`;
  if (err.jobId) message += `; the job goes on: hiring jobs watch ${err.jobId}`;
  return new ApiError(message, err.statusCode, err.error, err.retryAfter, err.requestId);
}

/** Runs a client call; its errors come out as CLI errors. */
export async function viaCli<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw cliErrorFrom(err);
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** How waits pass (HIRING_POLL_SCALE scales them); retries and polls both use it. */
  sleep?: Sleep;
}

/**
 * The client as the CLI uses it. Rate limits: a Retry-After of up to a minute is waited out
 * (two retries), a longer one (the 24 h AI window) is reported at once.
 */
export function createApiClient(o: ApiClientOptions): HiringClient {
  return new HiringClient({
    apiKey: o.apiKey,
    baseUrl: o.baseUrl,
    fetch: o.fetch,
    sleep: o.sleep,
    maxRetries: 2,
    maxRetryAfterSeconds: 60,
  });
}

/** The HTTP status a result came with (202 for an accepted job). */
export const statusOf = (data: object): number => responseInfo(data)?.statusCode ?? 200;

export type { Job };

/** A URL as it may be printed: without "user:password@". */
export function withoutCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1');
}

const envSchema = z.object({
  HIRING_API_KEY: z
    .string({ error: 'HIRING_API_KEY is not set; export an API key (sk_live_... or sk_test_...)' })
    .min(1, 'HIRING_API_KEY is empty')
    // Never echoed: a near miss is still a secret.
    .superRefine((key, ctx) => {
      if (isWellFormedKey(key)) return;
      const hint = /\s/.test(key) ? ' (this one holds a space or a line break)' : '';
      ctx.addIssue({
        code: 'custom',
        message: `HIRING_API_KEY is malformed: an API key is sk_live_ or sk_test_ and 43 letters, digits, "-" or "_"${hint}`,
      });
    }),
  HIRING_BASE_URL: z
    .string()
    .default('http://127.0.0.1:3000')
    .refine((u) => /^https?:\/\/[^/]/.test(u) && URL.canParse(u), 'HIRING_BASE_URL must be an http(s) URL')
    .refine(
      (u) => withoutCredentials(u) === u,
      'HIRING_BASE_URL must not hold a user name or password (the API key is the only credential)',
    ),
});

/** HIRING_API_KEY and HIRING_BASE_URL from the given environment; exit 2 when unusable. */
export function apiConfigFrom(env: NodeJS.ProcessEnv): { apiKey: string; baseUrl: string } {
  const parsed = envSchema.safeParse({
    HIRING_API_KEY: env.HIRING_API_KEY,
    HIRING_BASE_URL: env.HIRING_BASE_URL || undefined,
  });
  if (!parsed.success) throw new CliError(parsed.error.issues[0]!.message, 2);
  return { apiKey: parsed.data.HIRING_API_KEY, baseUrl: parsed.data.HIRING_BASE_URL };
}
