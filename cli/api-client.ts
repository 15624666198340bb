import { z } from 'zod';
import {
  acceptedSchema,
  candidatesPageSchema,
  errorBodySchema,
  jobSchema,
  matchResultSchema,
  scorecardSchema,
  type Job,
} from './api-schemas';
import { isWellFormedKey } from '../src/domain/keys/api-key';
import { CliError } from './io';
import { parseRetryAfter } from './poll-schedule';

const PREFIX = '/api/v1/external';

/** API codes that mean the request as given can never succeed: exit 2, like a bad flag. */
const BAD_INPUT = new Set([
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'IDEMPOTENCY_KEY_REUSED',
  'RUBRIC_NOT_FOUND',
]);

/** An R1 error body from the API, as a one-line CLI error. */
export class ApiError extends CliError {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly retryAfter: number | null,
    readonly body: unknown,
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

export interface ApiClientOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Waits out a 429 before retrying (scaled like the poll waits). */
  sleep?: (ms: number) => Promise<void>;
  /** Seconds of Retry-After the client waits out by itself; a longer one is reported instead. */
  maxRateLimitWaitSeconds?: number;
  rateLimitRetries?: number;
  notice?: (line: string) => void;
  /** How long one request may take before the CLI gives up on it (REQUEST_TIMEOUTS_MS by default). */
  timeouts?: { syncMs: number; otherMs: number };
}

/**
 * A synchronous AI call may take up to the API's SYNC_TIMEOUT_MS (at most 600 s, R14), after which
 * the API itself answers 504 with the job id; anything else answers in moments. Past these, an API
 * that accepted the connection and never answered is reported instead of waited on for ever.
 */
export const REQUEST_TIMEOUTS_MS = { syncMs: 660_000, otherMs: 30_000 } as const;

export interface Sent<T> {
  status: number;
  data: T;
  retryAfter: number | null;
}

export type SearchQuery = Partial<
  Record<'q' | 'skills' | 'location' | 'experience_min' | 'page' | 'limit', string | number>
>;

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function createApiClient(o: ApiClientOptions) {
  const doFetch = o.fetch ?? fetch;
  const sleep = o.sleep ?? realSleep;
  const maxWait = o.maxRateLimitWaitSeconds ?? 60;
  const retries = o.rateLimitRetries ?? 2;
  const base = o.baseUrl.replace(/\/+$/, '');
  const shownBase = withoutCredentials(base);
  const timeouts = o.timeouts ?? REQUEST_TIMEOUTS_MS;

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    opts: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Sent<T>> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${o.apiKey}`,
      Accept: 'application/json',
      ...opts.headers,
    };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const sync = method === 'POST' && (opts.body as { async?: unknown } | undefined)?.async !== true;
    const timeoutMs = sync ? timeouts.syncMs : timeouts.otherMs;
    let res: Response;
    let text: string;
    try {
      const signal = AbortSignal.timeout(timeoutMs);
      res = await doFetch(base + path, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal,
      });
      text = await res.text();
    } catch (err) {
      if ((err as Error)?.name === 'TimeoutError') {
        throw new UnreachableError(`the API at ${shownBase} did not answer within ${timeoutMs / 1000} s`);
      }
      throw new UnreachableError(`cannot reach the API at ${shownBase}: ${networkReason(err, o.apiKey)}`);
    }
    const retryAfter = parseRetryAfter(res.headers.get('retry-after'));
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!res.ok) throw apiError(res.status, json, retryAfter);
    const envelope = z.looseObject({ status: z.string(), data: schema }).safeParse(json);
    if (!envelope.success) {
      const issue = envelope.error.issues[0]!;
      throw new CliError(
        `unexpected response from ${method} ${path} (HTTP ${res.status}): ${issue.path.join('.') || 'body'}: ${issue.message}`,
        1,
      );
    }
    return { status: res.status, data: envelope.data.data, retryAfter };
  }

  /** A 429 with a short Retry-After is waited out and retried; a long one is an error. */
  async function patiently<T>(attempt: () => Promise<T>): Promise<T> {
    for (let n = 0; ; n++) {
      try {
        return await attempt();
      } catch (err) {
        if (
          !(err instanceof ApiError) ||
          err.status !== 429 ||
          err.retryAfter === null ||
          err.retryAfter > maxWait ||
          n >= retries
        )
          throw err;
        o.notice?.(`rate limited; retrying in ${err.retryAfter} s`);
        await sleep(err.retryAfter * 1_000);
      }
    }
  }

  const idem = (key: string | undefined): Record<string, string> =>
    key === undefined ? {} : { 'Idempotency-Key': key };

  return {
    searchCandidates(query: SearchQuery) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
      const qs = params.size ? `?${params}` : '';
      return patiently(() => send('GET', `${PREFIX}/candidates${qs}`, candidatesPageSchema));
    },
    matchJobs(body: Record<string, unknown>, idempotencyKey?: string) {
      const schema = body.async ? acceptedSchema : matchResultSchema;
      return patiently(() =>
        send('POST', `${PREFIX}/ai/match-jobs`, schema as z.ZodType<unknown>, { body, headers: idem(idempotencyKey) }),
      );
    },
    scoreInterview(body: Record<string, unknown>, idempotencyKey?: string) {
      const schema = body.async ? acceptedSchema : scorecardSchema;
      return patiently(() =>
        send('POST', `${PREFIX}/ai/score-interview`, schema as z.ZodType<unknown>, {
          body,
          headers: idem(idempotencyKey),
        }),
      );
    },
    /** One poll: no retry here, the watcher owns the schedule (and 429 waits). */
    async getJob(id: string): Promise<{ job: Job; retryAfter: number | null }> {
      const r = await send('GET', `${PREFIX}/jobs/${encodeURIComponent(id)}`, jobSchema);
      return { job: r.data, retryAfter: r.retryAfter };
    },
    getJobPatiently(id: string) {
      return patiently(() => send('GET', `${PREFIX}/jobs/${encodeURIComponent(id)}`, jobSchema));
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function apiError(status: number, json: unknown, retryAfterHeader: number | null): ApiError {
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success)
    return new ApiError(
      `the API answered HTTP ${status} without an error body`,
      status,
      `HTTP_${status}`,
      retryAfterHeader,
      json,
    );
  const b = parsed.data;
  const retryAfter = retryAfterHeader ?? b.retryAfter ?? null;
  let message = `${b.message} (${b.error})`;
  if (status === 429 && retryAfter !== null) message += `; retry after ${retryAfter} s`;
  if (typeof b.job_id === 'string') message += `; the job goes on: hiring jobs watch ${b.job_id}`;
  return new ApiError(message, status, b.error, retryAfter, json);
}

/**
 * A system error code (ECONNREFUSED, UND_ERR_SOCKET ...) or the network layer's own short reason
 * ("bad port"), never fetch's top-level message: that one may quote a header value (the key) or
 * the URL with its credentials.
 */
function networkReason(err: unknown, apiKey: string): string {
  const cause = err instanceof Error ? (err.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string' && /^[A-Z][A-Z0-9_]{1,63}$/.test(cause.code)) return cause.code;
  const m = cause?.message;
  if (
    typeof m === 'string' &&
    m !== '' &&
    m.length <= 200 &&
    !/[\r\n]/.test(m) &&
    !m.includes(apiKey) &&
    !/bearer|@/i.test(m)
  )
    return m;
  return 'the request failed before any answer';
}

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
