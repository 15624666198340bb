// R5 steps 1-3 and R16 as pure judgements, shared by the key lookup and the batched standard pass.
import { hasScope, parseScopes, type Scope } from '../scopes';

/** Subscription statuses that may call the API; the SQL of the batched pass is built from this list. */
export const CALLABLE_STATUSES = ['active', 'trialing'] as const;

export interface KeyFacts {
  revoked_at: Date | null;
  expires_at: Date | null;
  subscription_status: string;
  scopes: string;
}

/** `reason` is a fixed word for metrics: the message may change, the label must not. */
export type RefusalReason = 'unknown_key' | 'revoked' | 'expired' | 'subscription' | 'scope';
export type KeyRefusal = { code: 'UNAUTHORIZED' | 'FORBIDDEN'; reason: RefusalReason; message: string; scope?: Scope };

/** 401 for any key problem, then 403 for the subscription (R5 order; R15, R16); null when the key may call. */
export function refuseKey(row: KeyFacts | null, nowMs: number): KeyRefusal | null {
  if (!row) return { code: 'UNAUTHORIZED', reason: 'unknown_key', message: 'API key is not recognised.' };
  if (row.revoked_at) return { code: 'UNAUTHORIZED', reason: 'revoked', message: 'API key has been revoked.' };
  if (row.expires_at && row.expires_at.getTime() <= nowMs)
    return { code: 'UNAUTHORIZED', reason: 'expired', message: 'API key has expired.' };
  if (!(CALLABLE_STATUSES as readonly string[]).includes(row.subscription_status)) {
    return { code: 'FORBIDDEN', reason: 'subscription', message: 'An active subscription is required to use the API.' };
  }
  return null;
}

/** R5 step 3: the endpoint's scope, checked only once the key itself may call. */
export function refuseScope(row: KeyFacts, scope: Scope): KeyRefusal | null {
  return missingScope(parseScopes(row.scopes), scope);
}

export function missingScope(granted: readonly Scope[], scope: Scope): KeyRefusal | null {
  return hasScope(granted, scope)
    ? null
    : {
        code: 'FORBIDDEN',
        reason: 'scope',
        message: `This API key lacks the "${scope}" scope required by this endpoint.`,
        scope,
      };
}
