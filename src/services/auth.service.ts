import { findKeyByHash, touchLastUsed } from '../db/api-keys.repository';
import type { Db } from '../db/pool';
import { hashApiKey, parseBearer } from '../domain/keys/api-key';
import { limitsFor, type WindowName } from '../domain/rate-limit/plans';
import { hasScope, parseScopes, type Scope } from '../domain/scopes';
import { AppError } from '../errors';

export interface AuthContext {
  keyId: string;
  keyPrefix: string;
  mode: string;
  scopes: Scope[];
  expiresAt: Date | null;
  company: { id: string; name: string; plan: string; subscriptionStatus: string };
  limits: Record<WindowName, number>;
}

const CALLABLE = new Set(['active', 'trialing']);
const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message, { headers: { 'WWW-Authenticate': 'Bearer' } });

/** 401 for any key problem, then 403 for the subscription (R5 order; R15, R16). */
export async function authenticate(db: Db, header: string | undefined, now: Date): Promise<AuthContext> {
  const parsed = parseBearer(header);
  if (!parsed.ok) throw unauthorized(parsed.reason);
  const row = await findKeyByHash(db, hashApiKey(parsed.key));
  if (!row) throw unauthorized('API key is not recognised.');
  if (row.revoked_at) throw unauthorized('API key has been revoked.');
  if (row.expires_at && row.expires_at.getTime() <= now.getTime()) throw unauthorized('API key has expired.');
  if (!CALLABLE.has(row.subscription_status)) {
    throw new AppError('FORBIDDEN', 'An active subscription is required to use the API.');
  }
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= 60_000) {
    // Fire and forget: bookkeeping must not slow or fail the request.
    touchLastUsed(db, row.id, now).catch(() => undefined);
  }
  return {
    keyId: row.id,
    keyPrefix: row.prefix,
    mode: row.mode,
    scopes: parseScopes(row.scopes),
    expiresAt: row.expires_at,
    company: { id: row.company_id, name: row.company_name, plan: row.plan, subscriptionStatus: row.subscription_status },
    limits: limitsFor(row.plan, row.ai_call_limit),
  };
}

export function requireScope(auth: AuthContext, scope: Scope): void {
  if (!hasScope(auth.scopes, scope)) {
    throw new AppError('FORBIDDEN', `This API key lacks the "${scope}" scope required by this endpoint.`);
  }
}
