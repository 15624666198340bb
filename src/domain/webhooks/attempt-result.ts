// What one delivery attempt's answer means (R27). Pure.

/** Why an attempt failed without an HTTP status (or with one we do not accept). */
export type AttemptErrorClass =
  | 'timeout'
  | 'connection_refused'
  | 'connection_reset'
  | 'dns_failure'
  | 'forbidden_address'
  | 'invalid_url'
  | 'tls_failure'
  | 'invalid_response'
  | 'connection_failed';

export type AttemptVerdict =
  /** 2xx: the message is delivered. */
  | 'delivered'
  /** 410 Gone: the receiver asks us to stop; the endpoint is disabled. */
  | 'gone'
  /** Anything else: a failure, retried on the schedule. */
  | 'retry';

/** A redirect is not followed and counts as a failure, like any other non-2xx status. */
export function verdictOf(status: number): AttemptVerdict {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 410) return 'gone';
  return 'retry';
}

/** 429 and 503 may say when to come back; no other status's Retry-After is read. */
export const honoursRetryAfter = (status: number): boolean => status === 429 || status === 503;

/**
 * The wait before the next attempt: the scheduled (jittered) delay, or the receiver's
 * Retry-After when it asks for one, never longer than the scheduled delay.
 */
export function waitBeforeNext(plannedMs: number, retryAfter: number | null): number {
  if (retryAfter === null) return plannedMs;
  return Math.min(Math.max(0, retryAfter), plannedMs);
}

/** An endpoint that has failed for this long without one success is disabled (R27). */
export const FAILING_ENDPOINT_DISABLED_AFTER_MS = 5 * 86_400_000;

export function shouldDisableFailing(failingSince: Date | null, nowMs: number): boolean {
  return failingSince !== null && nowMs - failingSince.getTime() >= FAILING_ENDPOINT_DISABLED_AFTER_MS;
}

/** The response bytes kept for the delivery log: a short snippet, never a whole body. */
export const SNIPPET_CHARS = 200;

export function snippetOf(bytes: Buffer): string | null {
  if (bytes.length === 0) return null;
  const text = bytes
    .toString('utf8')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim();
  if (text === '') return null;
  return [...text].slice(0, SNIPPET_CHARS).join('');
}

/** Network error codes to the class the delivery log shows (never the error text, which may name addresses). */
export function errorClassOf(code: string): AttemptErrorClass {
  if (code === 'ECONNREFUSED') return 'connection_refused';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') return 'connection_reset';
  if (code === 'ETIMEDOUT' || code === 'ABORT_ERR' || code === 'TIMEOUT') return 'timeout';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'dns_failure';
  if (code.startsWith('HPE_')) return 'invalid_response';
  if (/CERT|SELF_SIGNED|TLS|SSL|UNABLE_TO|HOSTNAME|ALTNAME/.test(code)) return 'tls_failure';
  return 'connection_failed';
}
