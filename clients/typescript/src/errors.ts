import type { RateLimit } from './rate-limit.js';

/** Every R2 error code the API documents; a newer server may send others. */
export type HiringErrorCode =
  | 'VALIDATION_ERROR'
  | 'INVALID_JSON'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'RUBRIC_NOT_FOUND'
  | 'RESUME_URL_FORBIDDEN'
  | 'RESUME_URL_UNREACHABLE'
  | 'RESUME_UNSUPPORTED'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'SYNC_TIMEOUT'
  | (string & {});

export interface HiringApiErrorInit {
  statusCode: number;
  error: HiringErrorCode;
  message: string;
  retryAfter?: number | null;
  details?: unknown;
  jobId?: string | null;
  requestId?: string | null;
  rateLimit?: RateLimit | null;
  body?: unknown;
}

/**
 * An error answer of the API (an R1 body), or no usable answer at all: `statusCode` 0 with
 * `error` CONNECTION_ERROR or TIMEOUT when the request never got one.
 */
export class HiringApiError extends Error {
  override readonly name = 'HiringApiError';
  readonly statusCode: number;
  readonly error: HiringErrorCode;
  /** Seconds to wait before retrying (429, 503), from Retry-After or the body. */
  readonly retryAfter: number | null;
  readonly details: unknown;
  /** The job that goes on after a 504 SYNC_TIMEOUT: wait for it with `jobs.wait(jobId)`. */
  readonly jobId: string | null;
  /** X-Request-Id of the answer: quote it when asking about a request. */
  readonly requestId: string | null;
  readonly rateLimit: RateLimit | null;
  /** The parsed body as sent (undefined when it was not JSON). */
  readonly body: unknown;

  constructor(init: HiringApiErrorInit, options?: { cause?: unknown }) {
    super(init.message, options);
    this.statusCode = init.statusCode;
    this.error = init.error;
    this.retryAfter = init.retryAfter ?? null;
    this.details = init.details;
    this.jobId = init.jobId ?? null;
    this.requestId = init.requestId ?? null;
    this.rateLimit = init.rateLimit ?? null;
    this.body = init.body;
  }

  /** True when no answer came back (refused, reset, DNS, timed out). */
  get isConnectionError(): boolean {
    return this.statusCode === 0;
  }
}

/** `jobs.wait` ran out of polls: the job may still finish; `job` is the last one read, if any. */
export class HiringWaitTimeoutError extends Error {
  override readonly name = 'HiringWaitTimeoutError';
  constructor(
    readonly jobId: string,
    readonly polls: number,
    readonly job: unknown,
    readonly lastError: HiringApiError | null,
  ) {
    super(
      `job ${jobId} did not finish within ${polls} polls${job ? ` (last status: ${(job as { status: string }).status})` : ''}; it may still be running`,
    );
  }
}
