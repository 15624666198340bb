import { describe, expect, it } from 'vitest';
import { refuseKey, refuseScope } from '../../../src/domain/keys/key-check';
import { allocateAdmissions } from '../../../src/domain/rate-limit/allocate';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('allocateAdmissions (R6): a batch answered as if its requests came one at a time', () => {
  it('admits the first limit - count requests of each key, in arrival order, and reports each turn', () => {
    const states = allocateAdmissions(
      [
        { keyId: 'a', limit: 3 },
        { keyId: 'b', limit: 1 },
        { keyId: 'a', limit: 3 },
        { keyId: null, limit: 0 },
        { keyId: 'a', limit: 3 },
        { keyId: 'b', limit: 1 },
      ],
      new Map([['a', { count: 1, oldestMs: NOW - 5_000 }]]),
      NOW,
    );
    expect(states.map((s) => s && [s.admitted, s.count, s.oldestMs])).toEqual([
      [true, 2, NOW - 5_000],
      [true, 1, NOW], // b had nothing counted: its oldest hit is this one
      [true, 3, NOW - 5_000],
      null, // refused key or scope: takes no slot
      [false, 3, NOW - 5_000],
      [false, 1, NOW],
    ]);
  });

  it('a key already over its limit (plan lowered) admits nothing and reports its full count', () => {
    const [s] = allocateAdmissions([{ keyId: 'a', limit: 2 }], new Map([['a', { count: 5, oldestMs: NOW - 1 }]]), NOW);
    expect(s).toEqual({ admitted: false, count: 5, oldestMs: NOW - 1, atMs: NOW });
  });

  it('a zero limit admits nothing and has no oldest hit', () => {
    const [s] = allocateAdmissions([{ keyId: 'a', limit: 0 }], new Map(), NOW);
    expect(s).toEqual({ admitted: false, count: 0, oldestMs: null, atMs: NOW });
  });
});

describe('refuseKey and refuseScope (R5 order, R15, R16)', () => {
  const row = {
    revoked_at: null,
    expires_at: null,
    subscription_status: 'active',
    scopes: 'jobs:read,candidates:read',
  };
  it.each([
    ['unknown', null, 'UNAUTHORIZED', /not recognised/, 'unknown_key'],
    ['revoked', { ...row, revoked_at: new Date(NOW - 1) }, 'UNAUTHORIZED', /revoked/, 'revoked'],
    ['expired at this very instant', { ...row, expires_at: new Date(NOW) }, 'UNAUTHORIZED', /expired/, 'expired'],
    [
      'revoked beats a lapsed subscription',
      { ...row, revoked_at: new Date(NOW - 1), subscription_status: 'canceled' },
      'UNAUTHORIZED',
      /revoked/,
      'revoked',
    ],
    ['past_due', { ...row, subscription_status: 'past_due' }, 'FORBIDDEN', /active subscription/, 'subscription'],
  ] as const)('%s', (_, facts, code, message, reason) => {
    const r = refuseKey(facts, NOW);
    expect(r?.code).toBe(code);
    expect(r?.message).toMatch(message);
    // The metrics label of the refusal (docs/operations.md), apart from the wording of the message.
    expect(r?.reason).toBe(reason);
  });

  it('lets active and trialing keys through until the millisecond they expire', () => {
    expect(refuseKey({ ...row, expires_at: new Date(NOW + 1) }, NOW)).toBeNull();
    expect(refuseKey({ ...row, subscription_status: 'trialing' }, NOW)).toBeNull();
  });

  it('names the missing scope, and ignores unknown stored entries', () => {
    expect(refuseScope(row, 'jobs:read')).toBeNull();
    expect(refuseScope({ ...row, scopes: 'ai:match, admin' }, 'jobs:read')).toMatchObject({
      code: 'FORBIDDEN',
      scope: 'jobs:read',
    });
    expect(refuseScope({ ...row, scopes: 'ai:match, jobs:read' }, 'jobs:read')).toBeNull();
  });
});
