import type { WindowReading } from './domain/rate-limit/window';

// One error type with a closed set of codes (R2) and one table from code to HTTP status.
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  WEBHOOK_ENDPOINT_LIMIT: 409,
  WEBHOOK_ENDPOINT_DISABLED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RUBRIC_NOT_FOUND: 422,
  RESUME_URL_FORBIDDEN: 422,
  RESUME_URL_UNREACHABLE: 422,
  RESUME_UNSUPPORTED: 422,
  WEBHOOK_URL_FORBIDDEN: 422,
  WEBHOOK_URL_UNRESOLVABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  SYNC_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorDetail {
  path: string;
  message: string;
}

export interface AppErrorOptions {
  details?: ErrorDetail[];
  headers?: Record<string, string>;
  retryAfter?: number;
  /** Extra top-level body fields (R14 adds job_id and check_status_url to SYNC_TIMEOUT). */
  extra?: Record<string, unknown>;
  cause?: unknown;
  /** A 429's window as judged (R8): the HTTP layer turns it into the response's headers. */
  window?: WindowReading;
  /** Why a request was refused, as a metrics label (a fixed word, never shown to the caller). */
  reason?: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly options: AppErrorOptions;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.options = options;
  }

  /** R1 body: exactly {statusCode, error, message[, retryAfter][, details]} (+ R14 extras). */
  toBody(): Record<string, unknown> {
    const body: Record<string, unknown> = { statusCode: this.status, error: this.code, message: this.message };
    if (this.code === 'RATE_LIMITED' && this.options.retryAfter !== undefined)
      body.retryAfter = this.options.retryAfter;
    if (this.code === 'VALIDATION_ERROR' && this.options.details) body.details = this.options.details;
    return { ...body, ...this.options.extra };
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
