// What can go wrong with a model call, in our words: the SDK's own messages may quote the
// provider's answer or the request, so they never become a job's error or a log line.

export type ModelFailureKind =
  /** 429: retried after the provider's Retry-After. */
  | 'rate_limited'
  /** 5xx, refused or reset connections: retried with backoff. */
  | 'unavailable'
  /** No answer within AI_TIMEOUT_MS: retried with backoff. */
  | 'timeout'
  /** Output that failed the schema, was cut short or refused, twice: final. */
  | 'bad_output'
  /** Any other 4xx (bad key, unknown model, request too large): retrying cannot help. */
  | 'rejected'
  /** The worker has no provider configured. */
  | 'not_configured';

export const RETRYABLE_KINDS: ReadonlySet<ModelFailureKind> = new Set(['rate_limited', 'unavailable', 'timeout']);

export class ModelFailure extends Error {
  constructor(
    readonly kind: ModelFailureKind,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ModelFailure';
  }
}

/** Retry-After as seconds or an HTTP date (RFC 9110), or OpenAI's retry-after-ms; null when absent or unreadable. */
export function retryAfterMs(
  headers: { get(name: string): string | null } | undefined,
  now = Date.now(),
): number | null {
  if (!headers) return null;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return Math.round(ms);
  const raw = headers.get('retry-after');
  if (raw === null) return null;
  const seconds = Number(raw);
  if (raw.trim() !== '' && Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
