/** The rate window an answer reports (X-RateLimit-* and the IETF draft fields). */
export interface RateLimit {
  /** The window's limit (X-RateLimit-Limit). */
  limit: number | null;
  /** Requests left after this one (X-RateLimit-Remaining). */
  remaining: number | null;
  /** Unix seconds at which the oldest counted request leaves the window (X-RateLimit-Reset). */
  reset: number | null;
  /** RateLimit-Policy as sent. */
  policy: string | null;
  /** RateLimit as sent. */
  rateLimit: string | null;
}

const int = (v: string | null): number | null => (v !== null && /^\d+$/.test(v.trim()) ? Number(v.trim()) : null);

/** The rate window of an answer; null when it carries none (e.g. before authentication). */
export function rateLimitFrom(headers: Headers): RateLimit | null {
  const r: RateLimit = {
    limit: int(headers.get('x-ratelimit-limit')),
    remaining: int(headers.get('x-ratelimit-remaining')),
    reset: int(headers.get('x-ratelimit-reset')),
    policy: headers.get('ratelimit-policy'),
    rateLimit: headers.get('ratelimit'),
  };
  return r.limit === null && r.remaining === null && r.reset === null && r.policy === null ? null : r;
}

/** Retry-After as seconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number = Date.now()): number | null {
  if (value === null || value === undefined) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const at = Date.parse(v);
  if (!/[a-z]/i.test(v) || Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1_000));
}
