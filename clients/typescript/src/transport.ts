import { HiringApiError } from './errors.js';
import { parseRetryAfter, rateLimitFrom, type RateLimit } from './rate-limit.js';
import { retryWaitMs } from './schedule.js';

/** What an answer said besides its data: readable for successful calls with `responseInfo(data)`. */
export interface ResponseInfo {
  statusCode: number;
  /** X-Request-Id of the answer. */
  requestId: string | null;
  /** The rate window the answer reports; null when it reports none. */
  rateLimit: RateLimit | null;
  /** The Idempotency-Key sent (AI calls), the caller's or a generated one. */
  idempotencyKey: string | null;
  /** True when the answer is the saved outcome of an earlier call with the same key (Idempotent-Replayed). */
  replayed: boolean;
  /** Retries made before this answer. */
  retries: number;
  /** Retry-After of the answer in seconds (a running job's hint to poll later). */
  retryAfter: number | null;
  /** Deprecation as sent (RFC 9745): the key has been rolled; switch to its replacement. */
  deprecation: string | null;
  /** Sunset as sent (RFC 8594): when the rolled key stops working. */
  sunset: string | null;
}

/** The methods the API's routes use. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface TransportOptions {
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  maxRetries: number;
  maxRetryAfterSeconds: number;
  sleep: Sleep;
  random: () => number;
  onResponse?: (info: ResponseInfo & { method: string; path: string }) => void;
}

export interface SendOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  timeoutMs: number;
  maxRetries?: number;
}

export interface Sent<T> {
  data: T;
  info: ResponseInfo;
}

/** Marks the per-request timeout's abort, so it is told apart from the caller's. */
const TIMED_OUT = Symbol('timed out');

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export const abortableSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** One call: the request, its retries (429, 503, no answer) and the reading of the answer. */
export async function send<T>(t: TransportOptions, method: HttpMethod, path: string, o: SendOptions): Promise<Sent<T>> {
  const maxRetries = o.maxRetries ?? t.maxRetries;
  for (let attempt = 0; ; attempt++) {
    try {
      return await once<T>(t, method, path, o, attempt);
    } catch (err) {
      if (!(err instanceof HiringApiError) || attempt >= maxRetries || !retryable(err, t.maxRetryAfterSeconds))
        throw err;
      await t.sleep(retryWaitMs(attempt + 1, err.retryAfter, t.random), o.signal);
    }
  }
}

/**
 * 429 and 503 say "not now", and no answer at all says nothing: all three may be retried (an AI
 * call carries its Idempotency-Key, so a retry never runs a job twice). Any other 4xx would be
 * refused again. A Retry-After beyond the caller's cap (an AI window that resets in hours) is
 * reported at once instead of slept through.
 */
export function retryable(err: HiringApiError, maxRetryAfterSeconds: number): boolean {
  if (err.retryAfter !== null && err.retryAfter > maxRetryAfterSeconds) return false;
  return err.statusCode === 0 || err.statusCode === 429 || err.statusCode === 503;
}

async function once<T>(
  t: TransportOptions,
  method: HttpMethod,
  path: string,
  o: SendOptions,
  retries: number,
): Promise<Sent<T>> {
  if (o.signal?.aborted) throw o.signal.reason;
  const headers: Record<string, string> = { authorization: `Bearer ${t.apiKey}`, accept: 'application/json' };
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  if (o.idempotencyKey !== undefined) headers['idempotency-key'] = o.idempotencyKey;

  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(o.signal!.reason);
  o.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => controller.abort(TIMED_OUT), o.timeoutMs);
  let res: Response;
  let text: string;
  try {
    res = await t.fetch(t.baseUrl + path + queryString(o.query), {
      method,
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
      signal: controller.signal,
    });
    text = await res.text();
  } catch (err) {
    if (o.signal?.aborted) throw o.signal.reason;
    if (controller.signal.reason === TIMED_OUT)
      throw new HiringApiError({
        statusCode: 0,
        error: 'TIMEOUT',
        message: `the API at ${new URL(t.baseUrl).origin} did not answer ${method} ${path} within ${o.timeoutMs / 1000} s`,
      });
    throw new HiringApiError(
      {
        statusCode: 0,
        error: 'CONNECTION_ERROR',
        message: `cannot reach the API at ${new URL(t.baseUrl).origin}: ${networkReason(err, t.apiKey)}`,
      },
      { cause: err },
    );
  } finally {
    clearTimeout(timer);
    o.signal?.removeEventListener('abort', onCallerAbort);
  }

  const info: ResponseInfo = {
    statusCode: res.status,
    requestId: res.headers.get('x-request-id'),
    rateLimit: rateLimitFrom(res.headers),
    idempotencyKey: o.idempotencyKey ?? null,
    replayed: res.headers.get('idempotent-replayed') === 'true',
    retries,
    retryAfter: parseRetryAfter(res.headers.get('retry-after')),
    deprecation: res.headers.get('deprecation'),
    sunset: res.headers.get('sunset'),
  };
  t.onResponse?.({ ...info, method, path });
  const json = parseJson(text);
  if (!res.ok) throw errorFrom(res, json, info);
  if (!isObject(json) || !('data' in json))
    throw new HiringApiError({
      statusCode: res.status,
      error: 'INVALID_RESPONSE',
      message: `${method} ${path} answered HTTP ${res.status} without a data envelope`,
      requestId: info.requestId,
      rateLimit: info.rateLimit,
      body: json,
    });
  return { data: json.data as T, info };
}

function errorFrom(res: Response, json: unknown, info: ResponseInfo): HiringApiError {
  const header = info.retryAfter;
  const common = { statusCode: res.status, requestId: info.requestId, rateLimit: info.rateLimit, body: json };
  if (!isObject(json) || typeof json.error !== 'string' || typeof json.message !== 'string')
    return new HiringApiError({
      ...common,
      error: `HTTP_${res.status}`,
      message: `the API answered HTTP ${res.status} without an error body`,
      retryAfter: header,
    });
  return new HiringApiError({
    ...common,
    error: json.error,
    message: json.message,
    retryAfter: header ?? (typeof json.retryAfter === 'number' ? json.retryAfter : null),
    details: json.details,
    jobId: typeof json.job_id === 'string' ? json.job_id : null,
  });
}

function queryString(query: SendOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * A system error code (ECONNREFUSED ...) or the network layer's short reason, never fetch's own
 * top-level text, which may quote a header value (the key) or the URL.
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
