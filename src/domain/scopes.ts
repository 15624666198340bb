export const SCOPES = ['candidates:read', 'ai:match', 'ai:score', 'jobs:read'] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** Stored as a comma list; unknown entries are dropped so a stale scope can never grant access. */
export function parseScopes(stored: string): Scope[] {
  return stored
    .split(',')
    .map((s) => s.trim())
    .filter(isScope);
}

export function formatScopes(scopes: readonly Scope[]): string {
  return SCOPES.filter((s) => scopes.includes(s)).join(',');
}

export function hasScope(granted: readonly Scope[], needed: Scope): boolean {
  return granted.includes(needed);
}
