import { BROWSER_REFUSAL, looksLikeBrowser } from './environment.js';
import { HiringApiError } from './errors.js';
import {
  abortableSleep,
  send,
  type HttpMethod,
  type ResponseInfo,
  type SendOptions,
  type Sleep,
  type TransportOptions,
} from './transport.js';
import type {
  Acceptance,
  AsyncJob,
  CandidatesPage,
  FinishedJob,
  MatchJobsRequest,
  MatchResult,
  Me,
  ScoreInterviewRequest,
  Scorecard,
  SearchQuery,
  CreateWebhookEndpointRequest,
  RecoverWebhookMessagesRequest,
  UpdateWebhookEndpointRequest,
  WebhookDeliveriesPage,
  WebhookDeliveriesQuery,
  WebhookEndpoint,
  WebhookEndpointDeletion,
  WebhookEndpointWithSecret,
  WebhookRecovery,
  WebhookTestSent,
} from './types.js';
import { waitForJob, type WaitOptions } from './wait.js';

const PREFIX = '/api/v1/external';
export const DEFAULT_BASE_URL = 'http://127.0.0.1:3000';

/**
 * A synchronous AI call may take up to the API's SYNC_TIMEOUT_MS (at most 600 s), after which
 * the API answers 504 with the job id itself; everything else answers in moments.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_SYNC_AI_TIMEOUT_MS = 660_000;

export interface HiringClientOptions {
  /** Default: the HIRING_API_KEY environment variable. */
  apiKey?: string;
  /** Default: HIRING_BASE_URL, else http://127.0.0.1:3000. */
  baseUrl?: string;
  /** Retries of one call on 429, 503 and no answer (default 2). */
  maxRetries?: number;
  /** Per-request timeout (ms). Default 30 s, and 660 s for synchronous AI calls. */
  timeoutMs?: number;
  /** A 429 or 503 asking for a longer wait than this (seconds) is thrown at once (default 60). */
  maxRetryAfterSeconds?: number;
  /** Run in a browser anyway (the key is readable by anyone who opens the page). */
  dangerouslyAllowBrowser?: boolean;
  /** Called with every answer, retries included. */
  onResponse?: TransportOptions['onResponse'];
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** How the client waits between retries and polls (for CLIs that scale time, and tests). */
  sleep?: Sleep;
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  maxRetries?: number;
}

export interface AiOptions extends RequestOptions {
  /** Sent as Idempotency-Key; one is generated when absent. The same key is sent on every retry. */
  idempotencyKey?: string;
  /** Submit asynchronously and resolve to the finished job (polling as the spec recommends). */
  wait?: boolean | WaitOptions;
}

type Waiting = AiOptions & { wait: true | WaitOptions };
type Async = { async: true };

const answers = new WeakMap<object, ResponseInfo>();

/** Status, request id, rate window and idempotency of the answer a method's result came from. */
export function responseInfo(data: object): ResponseInfo | undefined {
  return answers.get(data);
}

// Declared here rather than through @types/node: the package has no dependencies, types included.
declare const process: { env?: Record<string, string | undefined> } | undefined;

const envVar = (name: string): string | undefined =>
  typeof process === 'undefined' ? undefined : process?.env?.[name] || undefined;

async function newIdempotencyKey(): Promise<string> {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  // Node 18 has no global crypto; a variable specifier keeps bundlers for other runtimes from following it.
  const nodeCrypto = 'node:crypto';
  return ((await import(nodeCrypto)) as { randomUUID(): string }).randomUUID();
}

export class HiringClient {
  readonly baseUrl: string;
  readonly #t: TransportOptions;
  readonly #timeoutMs: number | undefined;

  constructor(options: HiringClientOptions = {}) {
    if (!options.dangerouslyAllowBrowser && looksLikeBrowser()) throw new Error(BROWSER_REFUSAL);
    const apiKey = options.apiKey ?? envVar('HIRING_API_KEY');
    if (!apiKey) throw new Error('HiringClient needs an API key: pass { apiKey } or set HIRING_API_KEY');
    const baseUrl = (options.baseUrl ?? envVar('HIRING_BASE_URL') ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    if (!/^https?:\/\/[^/]/.test(baseUrl)) throw new Error(`HiringClient: baseUrl must be an http(s) URL`);
    const maxRetries = options.maxRetries ?? 2;
    if (!Number.isInteger(maxRetries) || maxRetries < 0)
      throw new Error('HiringClient: maxRetries must be an integer >= 0');
    this.baseUrl = baseUrl;
    this.#timeoutMs = options.timeoutMs;
    this.#t = {
      apiKey,
      baseUrl,
      fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
      maxRetries,
      maxRetryAfterSeconds: options.maxRetryAfterSeconds ?? 60,
      sleep: options.sleep ?? abortableSleep,
      random: Math.random,
      onResponse: options.onResponse,
    };
  }

  async #call<T extends object>(method: HttpMethod, path: string, o: SendOptions): Promise<T> {
    const { data, info } = await send<T>(this.#t, method, path, o);
    answers.set(data, info);
    return data;
  }

  #timeout(o: RequestOptions | undefined, syncAi = false): number {
    return o?.timeoutMs ?? this.#timeoutMs ?? (syncAi ? DEFAULT_SYNC_AI_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
  }

  /** The key, its company and both rate windows (GET /me). */
  me(options?: RequestOptions): Promise<Me> {
    return this.#call('GET', `${PREFIX}/me`, { ...options, timeoutMs: this.#timeout(options) });
  }

  readonly candidates = {
    /** One page of discoverable candidates (GET /candidates). */
    search: (query: SearchQuery = {}, options?: RequestOptions): Promise<CandidatesPage> =>
      this.#call('GET', `${PREFIX}/candidates`, { ...options, query, timeoutMs: this.#timeout(options) }),
  };

  readonly jobs = {
    /** An async job as it is now (GET /jobs/{job_id}). */
    get: (jobId: string, options?: RequestOptions): Promise<AsyncJob> => this.#getJob(jobId, options),
    /** Polls a job until it completes or fails; see WaitOptions for the schedule. */
    wait: (jobId: string, options?: WaitOptions): Promise<FinishedJob> =>
      waitForJob(
        jobId,
        async (signal) => {
          const job = await this.#getJob(jobId, { signal, timeoutMs: options?.timeoutMs, maxRetries: 0 });
          return { job, retryAfter: answers.get(job)?.retryAfter ?? null };
        },
        this.#t.sleep,
        options,
      ),
  };

  /** A webhook-endpoint call: no Idempotency-Key (only AI calls carry one), the standard timeout. */
  #endpoint<T extends object>(
    method: HttpMethod,
    endpointId: string | null,
    suffix: string,
    options: RequestOptions | undefined,
    extra: Pick<SendOptions, 'body' | 'query'> = {},
  ): Promise<T> {
    if (endpointId !== null && (typeof endpointId !== 'string' || endpointId === ''))
      return Promise.reject(new TypeError('endpointId must be a non-empty string'));
    const one = endpointId === null ? '' : `/${encodeURIComponent(endpointId)}`;
    return this.#call(method, `${PREFIX}/webhook-endpoints${one}${suffix}`, {
      ...options,
      ...extra,
      timeoutMs: this.#timeout(options),
    });
  }

  readonly webhookEndpoints = {
    /** Registers a URL for signed job events (POST /webhook-endpoints); the answer holds the secret. */
    create: (body: CreateWebhookEndpointRequest, options?: RequestOptions): Promise<WebhookEndpointWithSecret> =>
      this.#endpoint('POST', null, '', options, { body }),
    /** Every endpoint of the company (GET /webhook-endpoints), without secrets. */
    list: (options?: RequestOptions): Promise<WebhookEndpoint[]> => this.#endpoint('GET', null, '', options),
    /** One endpoint, without its secret (GET /webhook-endpoints/{endpoint_id}). */
    get: (endpointId: string, options?: RequestOptions): Promise<WebhookEndpoint> =>
      this.#endpoint('GET', endpointId, '', options),
    /** Changes url, events, description or enabled (PATCH /webhook-endpoints/{endpoint_id}). */
    update: (
      endpointId: string,
      body: UpdateWebhookEndpointRequest,
      options?: RequestOptions,
    ): Promise<WebhookEndpoint> => this.#endpoint('PATCH', endpointId, '', options, { body }),
    /** Deletes an endpoint (DELETE /webhook-endpoints/{endpoint_id}). */
    delete: (endpointId: string, options?: RequestOptions): Promise<WebhookEndpointDeletion> =>
      this.#endpoint('DELETE', endpointId, '', options),
    /**
     * A new signing secret (POST .../rotate-secret); for 24 hours messages carry a signature
     * by the old secret too, so receivers can switch without losing one.
     */
    rotateSecret: (endpointId: string, options?: RequestOptions): Promise<WebhookEndpointWithSecret> =>
      this.#endpoint('POST', endpointId, '/rotate-secret', options),
    /** Sends a `webhook.test` event now (POST .../test). */
    test: (endpointId: string, options?: RequestOptions): Promise<WebhookTestSent> =>
      this.#endpoint('POST', endpointId, '/test', options),
    /** One page of the delivery log, newest first (GET .../deliveries). */
    deliveries: (
      endpointId: string,
      query: WebhookDeliveriesQuery = {},
      options?: RequestOptions,
    ): Promise<WebhookDeliveriesPage> => this.#endpoint('GET', endpointId, '/deliveries', options, { query }),
    /** Re-sends every message that failed since `since`, with its original webhook-id (POST .../recover). */
    recover: (
      endpointId: string,
      body: RecoverWebhookMessagesRequest,
      options?: RequestOptions,
    ): Promise<WebhookRecovery> => this.#endpoint('POST', endpointId, '/recover', options, { body }),
  };

  #getJob(jobId: string, options?: RequestOptions): Promise<AsyncJob> {
    if (typeof jobId !== 'string' || jobId === '')
      return Promise.reject(new TypeError('jobId must be a non-empty string'));
    return this.#call('GET', `${PREFIX}/jobs/${encodeURIComponent(jobId)}`, {
      ...options,
      timeoutMs: this.#timeout(options),
    });
  }

  async #ai(path: string, body: { async?: boolean }, options: AiOptions = {}): Promise<object> {
    const { wait, idempotencyKey, ...rest } = options;
    const async = Boolean(body.async || wait);
    const sent = async && !body.async ? { ...body, async: true } : body;
    const key = idempotencyKey ?? (await newIdempotencyKey());
    const data = await this.#call<object>('POST', path, {
      ...rest,
      body: sent,
      idempotencyKey: key,
      timeoutMs: this.#timeout(rest, !async),
    });
    if (!wait) return data;
    const waitOptions: WaitOptions = wait === true ? {} : wait;
    return this.jobs.wait((data as Acceptance).job_id, { signal: rest.signal, ...waitOptions });
  }

  readonly ai = {
    /**
     * Ranks the company's open postings against a resume (POST /ai/match-jobs): the matches, or
     * with `async: true` the accepted job, or with `{ wait: true }` the finished job.
     */
    matchJobs: ((body: MatchJobsRequest, options?: AiOptions) =>
      this.#ai(`${PREFIX}/ai/match-jobs`, body, options)) as {
      (body: MatchJobsRequest, options: Waiting): Promise<FinishedJob>;
      (body: MatchJobsRequest & Async, options?: AiOptions & { wait?: false }): Promise<Acceptance>;
      (body: MatchJobsRequest & { async?: false }, options?: AiOptions & { wait?: false }): Promise<MatchResult>;
      (body: MatchJobsRequest, options?: AiOptions): Promise<MatchResult | Acceptance | FinishedJob>;
    },
    /**
     * Scores an interview transcript (POST /ai/score-interview): the scorecard, or with
     * `async: true` the accepted job, or with `{ wait: true }` the finished job.
     */
    scoreInterview: ((body: ScoreInterviewRequest, options?: AiOptions) =>
      this.#ai(`${PREFIX}/ai/score-interview`, body, options)) as {
      (body: ScoreInterviewRequest, options: Waiting): Promise<FinishedJob>;
      (body: ScoreInterviewRequest & Async, options?: AiOptions & { wait?: false }): Promise<Acceptance>;
      (body: ScoreInterviewRequest & { async?: false }, options?: AiOptions & { wait?: false }): Promise<Scorecard>;
      (body: ScoreInterviewRequest, options?: AiOptions): Promise<Scorecard | Acceptance | FinishedJob>;
    },
  };
}

export { HiringApiError };
