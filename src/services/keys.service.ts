import type { PoolConnection } from 'mysql2/promise';
import {
  insertApiKey,
  listApiKeys,
  lockApiKey,
  markRolled,
  revokeApiKey,
  type ApiKeyRow,
} from '../db/api-keys.repository';
import { findCompany } from '../db/companies.repository';
import type { Db } from '../db/pool';
import { inTransaction } from '../db/transaction';
import { generateApiKey, type KeyMode } from '../domain/keys/api-key';
import { DEFAULT_ROLL_GRACE_MS, MAX_ROLL_GRACE_MS, rollOldKey } from '../domain/keys/roll';
import { formatScopes, grantedScopes, parseScopes, type Scope } from '../domain/scopes';
import { AppError } from '../errors';
import { newId } from '../ids';
import { recordAudit, type AuditContext } from './audit.service';

export interface CreateKeyInput {
  companyId: string;
  mode?: KeyMode;
  name?: string | null;
  expiresAt?: Date | null;
  scopes?: Scope[];
}

export interface CreatedKey {
  id: string;
  /** Shown once; only its hash is stored (R15). */
  key: string;
  prefix: string;
  mode: KeyMode;
  scopes: readonly Scope[];
  expires_at: string | null;
}

/** A key may be set to expire at most this far ahead; without an expiry it never expires. */
export const MAX_KEY_LIFETIME_MS = 3_650 * 86_400_000;

function checkExpiry(expiresAt: Date, now: Date): void {
  // An invalid Date would be stored as NULL: a key that never expires.
  if (Number.isNaN(expiresAt.getTime())) throw new AppError('VALIDATION_ERROR', 'expiry is not a valid date');
  if (expiresAt.getTime() <= now.getTime()) throw new AppError('VALIDATION_ERROR', 'expiry must be in the future');
  if (expiresAt.getTime() > now.getTime() + MAX_KEY_LIFETIME_MS) {
    throw new AppError(
      'VALIDATION_ERROR',
      'expiry must be at most 10 years (3650 days) ahead; omit it for a key that does not expire',
    );
  }
}

export async function createKey(
  db: Db,
  input: CreateKeyInput,
  audit: AuditContext,
  now = new Date(),
): Promise<CreatedKey> {
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt) checkExpiry(expiresAt, now);
  // The id as stored, not as typed: the lookup ignores case, every table keyed by company does not.
  const company = await findCompany(db, input.companyId);
  if (!company) throw new AppError('NOT_FOUND', `company ${input.companyId} not found`);
  const key = {
    companyId: company.id,
    mode: input.mode ?? 'live',
    name: input.name ?? null,
    expiresAt,
    scopes: input.scopes,
  };
  return inTransaction(db, async (conn) => {
    const created = await issueKey(conn, key, now);
    await recordAudit(
      conn,
      {
        ...audit,
        companyId: company.id,
        action: 'key.created',
        target: created.id,
        details: keyDetails(created, key.name),
      },
      now,
    );
    return created;
  });
}

const keyDetails = (k: CreatedKey, name: string | null) => ({
  prefix: k.prefix,
  mode: k.mode,
  name,
  scopes: [...k.scopes],
  expires_at: k.expires_at,
});

async function issueKey(
  conn: PoolConnection,
  k: { companyId: string; mode: KeyMode; name: string | null; expiresAt: Date | null; scopes?: readonly Scope[] },
  now: Date,
): Promise<CreatedKey> {
  const scopes = grantedScopes(k.scopes);
  const generated = generateApiKey(k.mode);
  const id = newId('key');
  await insertApiKey(conn, {
    id,
    company_id: k.companyId,
    name: k.name,
    mode: k.mode,
    prefix: generated.prefix,
    key_hash: generated.hash,
    scopes: formatScopes(scopes),
    expires_at: k.expiresAt,
    revoked_at: null,
    last_used_at: null,
    created_at: now,
    replaced_by: null,
    rolled_at: null,
  });
  return {
    id,
    key: generated.key,
    prefix: generated.prefix,
    mode: k.mode,
    scopes: parseScopes(formatScopes(scopes)),
    expires_at: k.expiresAt?.toISOString() ?? null,
  };
}

export type KeyStatus = 'active' | 'revoked' | 'expired';

export function keyStatus(k: Pick<ApiKeyRow, 'revoked_at' | 'expires_at'>, now = new Date()): KeyStatus {
  if (k.revoked_at) return 'revoked';
  if (k.expires_at && k.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/**
 * The key, locked for the caller's transaction; NOT_FOUND when it does not exist or, with
 * `companyId`, belongs to another company (whose keys this caller does not get to learn about).
 */
async function ownedKey(conn: PoolConnection, id: string, companyId: string | undefined): Promise<ApiKeyRow> {
  const key = await lockApiKey(conn, id);
  if (!key) throw new AppError('NOT_FOUND', `key ${id} not found`);
  if (companyId !== undefined && key.company_id.toLowerCase() !== companyId.toLowerCase())
    throw new AppError('NOT_FOUND', `key ${id} is not a key of company ${companyId}`);
  return key;
}

/** Revokes a key; revoking a revoked key changes nothing and records nothing. */
export async function revokeKey(
  db: Db,
  id: string,
  audit: AuditContext,
  opts: { companyId?: string } = {},
  now = new Date(),
): Promise<{ id: string; status: 'revoked'; revoked_now: boolean }> {
  return inTransaction(db, async (conn) => {
    const key = await ownedKey(conn, id, opts.companyId);
    const revoked = await revokeApiKey(conn, key.id, now);
    if (revoked) {
      const early = key.expires_at !== null && key.expires_at.getTime() > now.getTime();
      await recordAudit(
        conn,
        {
          ...audit,
          companyId: key.company_id,
          action: 'key.revoked',
          target: key.id,
          details: { prefix: key.prefix, ...(early ? { expires_at: key.expires_at!.toISOString() } : {}) },
        },
        now,
      );
    }
    return { id: key.id, status: 'revoked' as const, revoked_now: revoked };
  });
}

export interface RollInput {
  /** How long the old key keeps working: 0 revokes it at once (default 24 h, at most 30 days). */
  graceMs?: number;
  /** When given, the key must belong to this company. */
  companyId?: string;
  /** The new key's expiry; without it the new key does not expire. */
  expiresAt?: Date | null;
}

export interface RolledKey {
  old: { id: string; prefix: string; expires_at: string | null; revoked_at: string | null };
  new: CreatedKey;
}

/**
 * Issues a successor with the old key's company, mode, name and scopes, and gives the old key
 * its grace period; both steps and their audit entries commit together. A revoked, expired or
 * already rolled key cannot be rolled (roll its successor instead).
 */
export async function rollKey(
  db: Db,
  id: string,
  input: RollInput,
  audit: AuditContext,
  now = new Date(),
): Promise<RolledKey> {
  const graceMs = input.graceMs ?? DEFAULT_ROLL_GRACE_MS;
  if (!Number.isInteger(graceMs) || graceMs < 0 || graceMs > MAX_ROLL_GRACE_MS)
    throw new AppError('VALIDATION_ERROR', `the old key's grace period must be between 0 and 30 days`);
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt) checkExpiry(expiresAt, now);
  return inTransaction(db, async (conn) => {
    const old = await ownedKey(conn, id, input.companyId);
    const status = keyStatus(old, now);
    if (status !== 'active')
      throw new AppError('VALIDATION_ERROR', `key ${old.id} is ${status}; only an active key can be rolled`);
    if (old.replaced_by)
      throw new AppError(
        'VALIDATION_ERROR',
        `key ${old.id} was already rolled to ${old.replaced_by}; roll that key instead`,
      );
    const mode = old.mode as KeyMode;
    const created = await issueKey(
      conn,
      { companyId: old.company_id, mode, name: old.name, expiresAt, scopes: parseScopes(old.scopes) },
      now,
    );
    const after = rollOldKey(old, now, graceMs);
    await markRolled(conn, old.id, { successor: created.id, now, ...after });
    const base = { ...audit, companyId: old.company_id };
    await recordAudit(
      conn,
      {
        ...base,
        action: 'key.created',
        target: created.id,
        details: { ...keyDetails(created, old.name), replaces: old.id },
      },
      now,
    );
    await recordAudit(
      conn,
      {
        ...base,
        action: 'key.rolled',
        target: old.id,
        details: {
          prefix: old.prefix,
          replaced_by: created.id,
          expires_at: after.expires_at?.toISOString() ?? null,
          revoked: after.revoked_at !== null,
        },
      },
      now,
    );
    return {
      old: {
        id: old.id,
        prefix: old.prefix,
        expires_at: after.revoked_at ? null : (after.expires_at?.toISOString() ?? null),
        revoked_at: after.revoked_at?.toISOString() ?? null,
      },
      new: created,
    };
  });
}

export interface KeyListing extends ApiKeyRow {
  /** The key this one replaced, if it was issued by a roll. */
  replaces: string | null;
}

/**
 * Keys oldest first; with `expiringWithinMs`, only the active keys that expire within that time
 * (soonest first).
 */
export async function listKeys(
  db: Db,
  filter: { companyId?: string; expiringWithinMs?: number } = {},
  now = new Date(),
): Promise<KeyListing[]> {
  const rows = await listApiKeys(db, filter.companyId);
  const replaces = new Map(rows.filter((r) => r.replaced_by).map((r) => [r.replaced_by!, r.id]));
  const listed = rows.map((r) => ({ ...r, replaces: replaces.get(r.id) ?? null }));
  if (filter.expiringWithinMs === undefined) return listed;
  const until = now.getTime() + filter.expiringWithinMs;
  return listed
    .filter((k) => keyStatus(k, now) === 'active' && k.expires_at !== null && k.expires_at.getTime() <= until)
    .sort((a, b) => a.expires_at!.getTime() - b.expires_at!.getTime());
}

export { listApiKeys, type ApiKeyRow };
