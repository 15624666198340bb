export const SCOPES = [
  'candidates:read',
  'ai:match',
  'ai:score',
  'jobs:read',
  'usage:read',
  'webhooks:manage',
] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/**
 * Stored as a comma list; unknown entries are dropped so a stale scope can never grant access.
 * Every request reads its key's scopes, and keys share a handful of lists: the parsed lists are
 * kept (frozen, so no caller can change another's) for the first few distinct strings seen.
 */
export function parseScopes(stored: string): readonly Scope[] {
  const known = parsed.get(stored);
  if (known) return known;
  const scopes = Object.freeze(
    stored
      .split(',')
      .map((s) => s.trim())
      .filter(isScope),
  );
  if (parsed.size < PARSED_LIMIT) parsed.set(stored, scopes);
  return scopes;
}
const PARSED_LIMIT = 256;
const parsed = new Map<string, readonly Scope[]>();

/**
 * Held by every key whatever the operator narrows: a company may always read its own usage. Stored
 * lists carry it like any other scope (the usage migration added it to keys made before it).
 */
export const EVERY_KEY_SCOPES: readonly Scope[] = ['usage:read'];

/** The scopes a new key is stored with: the operator's list (or all), plus those every key holds. */
export function grantedScopes(asked: readonly Scope[] | undefined): Scope[] {
  const base = asked?.length ? asked : SCOPES;
  return SCOPES.filter((s) => base.includes(s) || EVERY_KEY_SCOPES.includes(s));
}

export function formatScopes(scopes: readonly Scope[]): string {
  return SCOPES.filter((s) => scopes.includes(s)).join(',');
}

export function hasScope(granted: readonly Scope[], needed: Scope): boolean {
  return granted.includes(needed);
}
