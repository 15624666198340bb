// Rolling a key: a successor is issued and the old key keeps working for a grace period, during
// which its responses say it is deprecated (RFC 9745) and when it stops working (RFC 8594).

/** The longest an old key may keep working after a roll. */
export const MAX_ROLL_GRACE_MS = 30 * 86_400_000;
export const DEFAULT_ROLL_GRACE_MS = 86_400_000;

export interface RolledOldKey {
  /** When it stops working; an expiry already sooner than the grace period is kept. */
  expires_at: Date | null;
  /** Set when the grace period is zero: the old key stops at once. */
  revoked_at: Date | null;
}

export function rollOldKey(current: { expires_at: Date | null }, now: Date, graceMs: number): RolledOldKey {
  if (!Number.isInteger(graceMs) || graceMs < 0 || graceMs > MAX_ROLL_GRACE_MS)
    throw new RangeError(`grace period must be 0 to ${MAX_ROLL_GRACE_MS} ms, got ${graceMs}`);
  if (graceMs === 0) return { expires_at: current.expires_at, revoked_at: now };
  // Whole seconds, so the Sunset header (an HTTP-date) names the very moment the key stops.
  const end = new Date(Math.ceil((now.getTime() + graceMs) / 1000) * 1000);
  const keep = current.expires_at !== null && current.expires_at.getTime() <= end.getTime();
  return { expires_at: keep ? current.expires_at : end, revoked_at: null };
}

/** The response headers of a rolled key's requests; null for a key that was not rolled. */
export interface RollNotice {
  /** RFC 9745: `@` and the Unix time, in seconds, of the roll. */
  deprecation: string;
  /** RFC 8594: the HTTP-date after which the key is refused. */
  sunset: string | null;
}

export function rollNotice(key: { rolled_at: Date | null; expires_at: Date | null }): RollNotice | null {
  if (!key.rolled_at) return null;
  return {
    deprecation: `@${Math.floor(key.rolled_at.getTime() / 1000)}`,
    sunset: key.expires_at ? key.expires_at.toUTCString() : null,
  };
}
