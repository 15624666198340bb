export const SCOPES = ['candidates:read', 'ai:match', 'ai:score', 'jobs:read', 'webhooks:manage'] as const;
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

export function formatScopes(scopes: readonly Scope[]): string {
  return SCOPES.filter((s) => scopes.includes(s)).join(',');
}

export function hasScope(granted: readonly Scope[], needed: Scope): boolean {
  return granted.includes(needed);
}
