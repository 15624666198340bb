import { findKeyByHash, type KeyWithCompany } from '../db/api-keys.repository';
import type { LookupRequest } from '../db/batched-lookup';
import type { Db } from '../db/pool';
import { checkAccess } from '../db/access-check.repository';
import { missingScope, refuseKey, refuseScope, type KeyRefusal } from '../domain/keys/key-check';
import { hashApiKey, parseBearer } from '../domain/keys/api-key';
import { rollNotice, type RollNotice } from '../domain/keys/roll';
import { limitsFor, WINDOW_MS, type WindowName } from '../domain/rate-limit/plans';
import type { WindowState } from '../domain/rate-limit/window';
import { parseScopes, type Scope } from '../domain/scopes';
import { AppError } from '../errors';

/** An endpoint's own read by id, which rides in the access check's batch query (standard endpoints). */
export type { LookupRequest };

export interface AuthContext {
  keyId: string;
  keyPrefix: string;
  mode: string;
  scopes: readonly Scope[];
  expiresAt: Date | null;
  /** Set while a rolled key's grace period runs: the HTTP layer turns it into Deprecation and Sunset. */
  rolled: RollNotice | null;
  company: { id: string; name: string; plan: string; subscriptionStatus: string };
  limits: Record<WindowName, number>;
}

const unauthorized = (message: string, reason: string) =>
  new AppError('UNAUTHORIZED', message, { headers: { 'WWW-Authenticate': 'Bearer' }, reason });

function refusal(r: KeyRefusal): AppError {
  return r.code === 'UNAUTHORIZED'
    ? unauthorized(r.message, r.reason)
    : new AppError('FORBIDDEN', r.message, { reason: r.reason });
}

/** The bearer key, checked for shape before any database lookup (R15). */
function bearerHash(header: string | undefined): Buffer {
  const parsed = parseBearer(header);
  if (!parsed.ok) throw unauthorized(parsed.reason, header === undefined || header === '' ? 'missing' : 'malformed');
  return hashApiKey(parsed.key);
}

/**
 * A key that authenticated, and the 403 its company's subscription earns (R16), if any. The key is
 * known by then, so even that 403 reports the window (R8: every response after authentication).
 */
export interface KeyOutcome {
  auth: AuthContext;
  refused: AppError | null;
}

/** 401 for any key problem (thrown), then the subscription's 403 (returned; R5 order; R15, R16). */
export async function authenticate(db: Db, header: string | undefined, now: Date): Promise<KeyOutcome> {
  const row = await findKeyByHash(db, bearerHash(header));
  return keyContext(row, now.getTime());
}

/**
 * The request's view of a known key. Its use is recorded with the request's usage, which the
 * usage flusher writes (last_used_at included): nothing here touches the database.
 */
function keyContext(row: KeyWithCompany | null, nowMs: number): KeyOutcome {
  const refused = refuseKey(row, nowMs);
  if (!row || refused?.code === 'UNAUTHORIZED') throw refusal(refused!);
  const auth: AuthContext = {
    keyId: row.id,
    keyPrefix: row.prefix,
    mode: row.mode,
    scopes: parseScopes(row.scopes),
    expiresAt: row.expires_at,
    rolled: rollNotice(row),
    company: {
      id: row.company_id,
      name: row.company_name,
      plan: row.plan,
      subscriptionStatus: row.subscription_status,
    },
    limits: limitsFor(row.plan, row.ai_call_limit),
  };
  return { auth, refused: refused ? refusal(refused) : null };
}

export function requireScope(auth: AuthContext, scope: Scope): void {
  const refused = missingScope(auth.scopes, scope);
  if (refused) throw refusal(refused);
}

export type StandardPass =
  /** `found`: the row the endpoint's lookup asked for, not yet checked against the company. */
  | { auth: AuthContext; state: WindowState; atMs: number; found: unknown | null }
  /** The key is known but may not call (subscription, then scope): nothing was counted. */
  | { auth: AuthContext; state: null; refused: AppError };

/**
 * R5 steps 1-4 of a standard endpoint, in a batch shared with concurrent requests: 401, then 403
 * (subscription), then 403 (scope, with the key known so the response still reports the window),
 * then the window.
 */
export async function passStandard(
  db: Db,
  header: string | undefined,
  scope: Scope,
  nowMs: number,
  lookup?: LookupRequest,
): Promise<StandardPass> {
  const hash = bearerHash(header);
  const { key, state, atMs, found } = await checkAccess(db, {
    hash,
    scope,
    nowMs,
    windowMs: WINDOW_MS.standard,
    lookup,
  });
  const { auth, refused } = keyContext(key, atMs);
  if (refused) return { auth, state: null, refused };
  const scopeRefused = refuseScope(key!, scope);
  if (scopeRefused) return { auth, state: null, refused: refusal(scopeRefused) };
  if (!state) throw Object.assign(new Error('standard pass counted nothing for a callable key'), { code: 'ETIMEDOUT' });
  return { auth, state, atMs, found };
}
