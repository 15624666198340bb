import { describe, expect, it } from 'vitest';
import { limitsFor } from '../../../src/domain/rate-limit/plans';
import { formatScopes, hasScope, parseScopes } from '../../../src/domain/scopes';

describe('scopes', () => {
  it.each([
    ['candidates:read,ai:match,ai:score,jobs:read', 'jobs:read', true],
    ['candidates:read', 'jobs:read', false],
    ['ai:match', 'ai:score', false],
    ['admin,jobs:read', 'jobs:read', true],
    ['', 'candidates:read', false],
  ] as const)('%j grants %s: %s', (stored, needed, ok) => {
    expect(hasScope(parseScopes(stored), needed)).toBe(ok);
  });

  it('drops unknown stored scopes and formats in canonical order', () => {
    expect(parseScopes('jobs:read, admin ,ai:match')).toEqual(['jobs:read', 'ai:match']);
    expect(formatScopes(['jobs:read', 'candidates:read'])).toBe('candidates:read,jobs:read');
  });
});

describe('plan limits (R8)', () => {
  it.each([
    ['starter', null, 60, 100],
    ['mystery-plan', null, 60, 100],
    ['pro', null, 300, 500],
    ['growth', null, 300, 500],
    ['agency', null, 1000, 2500],
    ['enterprise', null, 1000, 2500],
    ['enterprise', 10_000, 1000, 10_000],
    ['starter', 0, 60, 0],
  ])('%s with ai_call_limit %s -> %i/min, %i/day', (plan, ai, standard, aiLimit) => {
    expect(limitsFor(plan, ai)).toEqual({ standard, ai: aiLimit });
  });
});
