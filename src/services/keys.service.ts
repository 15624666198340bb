import { insertApiKey, listApiKeys, revokeApiKey, type ApiKeyRow } from '../db/api-keys.repository';
import { findCompany } from '../db/companies.repository';
import type { Db } from '../db/pool';
import { generateApiKey, type KeyMode } from '../domain/keys/api-key';
import { formatScopes, grantedScopes, parseScopes, type Scope } from '../domain/scopes';
import { AppError } from '../errors';
import { newId } from '../ids';

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

export async function createKey(db: Db, input: CreateKeyInput, now = new Date()): Promise<CreatedKey> {
  const expiresAt = input.expiresAt ?? null;
  // An invalid Date would be stored as NULL: a key that never expires.
  if (expiresAt && Number.isNaN(expiresAt.getTime()))
    throw new AppError('VALIDATION_ERROR', 'expiry is not a valid date');
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw new AppError('VALIDATION_ERROR', 'expiry must be in the future');
  if (expiresAt && expiresAt.getTime() > now.getTime() + MAX_KEY_LIFETIME_MS) {
    throw new AppError(
      'VALIDATION_ERROR',
      'expiry must be at most 10 years (3650 days) ahead; omit it for a key that does not expire',
    );
  }
  // The id as stored, not as typed: the lookup ignores case, every table keyed by company does not.
  const company = await findCompany(db, input.companyId);
  if (!company) throw new AppError('NOT_FOUND', `company ${input.companyId} not found`);
  const mode = input.mode ?? 'live';
  const scopes = grantedScopes(input.scopes);
  const generated = generateApiKey(mode);
  const id = newId('key');
  await insertApiKey(db, {
    id,
    company_id: company.id,
    name: input.name ?? null,
    mode,
    prefix: generated.prefix,
    key_hash: generated.hash,
    scopes: formatScopes(scopes),
    expires_at: expiresAt,
    revoked_at: null,
    last_used_at: null,
    created_at: now,
  });
  return {
    id,
    key: generated.key,
    prefix: generated.prefix,
    mode,
    scopes: parseScopes(formatScopes(scopes)),
    expires_at: expiresAt?.toISOString() ?? null,
  };
}

export type KeyStatus = 'active' | 'revoked' | 'expired';

export function keyStatus(k: Pick<ApiKeyRow, 'revoked_at' | 'expires_at'>, now = new Date()): KeyStatus {
  if (k.revoked_at) return 'revoked';
  if (k.expires_at && k.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export async function revokeKey(db: Db, id: string, now = new Date()): Promise<void> {
  const result = await revokeApiKey(db, id, now);
  if (result === 'missing') throw new AppError('NOT_FOUND', `key ${id} not found`);
}

export { listApiKeys, type ApiKeyRow };
