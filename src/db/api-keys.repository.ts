import { coalescePer } from './coalesce';
import type { Db } from './pool';
import { execute, selectRows, type Queryable } from './rows';

export interface ApiKeyRow {
  id: string;
  company_id: string;
  name: string | null;
  mode: string;
  prefix: string;
  scopes: string;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
  /** The key that replaced this one when it was rolled, and when. */
  replaced_by: string | null;
  rolled_at: Date | null;
}

/** The key joined with its company: everything one authenticated request needs, in one query. */
export interface KeyWithCompany extends ApiKeyRow {
  company_name: string;
  plan: string;
  subscription_status: string;
  ai_call_limit: number | null;
}

export async function insertApiKey(db: Queryable, row: ApiKeyRow & { key_hash: Buffer }): Promise<void> {
  await execute(
    db,
    `INSERT INTO api_keys (id, company_id, name, mode, prefix, key_hash, scopes, expires_at, revoked_at, last_used_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?)`,
    [row.id, row.company_id, row.name, row.mode, row.prefix, row.key_hash, row.scopes, row.expires_at, row.created_at],
  );
}

export const KEY_COLUMNS = `k.key_hash, k.id, k.company_id, k.name, k.mode, k.prefix, k.scopes, k.expires_at, k.revoked_at, k.last_used_at,
       k.created_at, k.replaced_by, k.rolled_at, c.name AS company_name, c.plan, c.subscription_status, c.ai_call_limit`;

/**
 * The key lookup of the AI endpoints and /me (standard endpoints go through
 * access-check.repository.ts): concurrent lookups share one query (coalesce.ts), never a cache.
 */
export const findKeyByHash: (db: Db, hash: Buffer) => Promise<KeyWithCompany | null> = coalescePer(findKeysByHash, {
  maxInFlight: 2,
  maxBatch: 256,
});

async function findKeysByHash(db: Db, hashes: Buffer[]): Promise<Array<KeyWithCompany | null>> {
  const rows = await selectRows<KeyWithCompany & { key_hash: Buffer }>(
    db,
    `SELECT ${KEY_COLUMNS} FROM api_keys k JOIN companies c ON c.id = k.company_id WHERE k.key_hash IN (?)`,
    [hashes],
  );
  const byHash = new Map(rows.map(({ key_hash, ...row }) => [key_hash.toString('hex'), row as KeyWithCompany]));
  return hashes.map((h) => byHash.get(h.toString('hex')) ?? null);
}

export async function listApiKeys(db: Db, companyId?: string): Promise<ApiKeyRow[]> {
  const cols = LIST_COLUMNS;
  return companyId
    ? selectRows<ApiKeyRow>(db, `SELECT ${cols} FROM api_keys WHERE company_id = ? ORDER BY created_at, id`, [
        companyId,
      ])
    : selectRows<ApiKeyRow>(db, `SELECT ${cols} FROM api_keys ORDER BY company_id, created_at, id`);
}

const LIST_COLUMNS =
  'id, company_id, name, mode, prefix, scopes, expires_at, revoked_at, last_used_at, created_at, replaced_by, rolled_at';

/**
 * The key, locked for the rest of the caller's transaction (a revocation and a roll of one key
 * take turns). Ids compare exactly: the column's collation ignores case, key ids do not.
 */
export async function lockApiKey(conn: Queryable, id: string): Promise<ApiKeyRow | null> {
  const rows = await selectRows<ApiKeyRow>(conn, `SELECT ${LIST_COLUMNS} FROM api_keys WHERE id = ? FOR UPDATE`, [id]);
  return rows.find((r) => r.id === id) ?? null;
}

export async function revokeApiKey(conn: Queryable, id: string, now: Date): Promise<boolean> {
  const result = await execute(conn, 'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [
    now,
    id,
  ]);
  return result.affectedRows === 1;
}

/** Marks a key as replaced by `successor`, with the expiry or revocation its grace period gives it. */
export async function markRolled(
  conn: Queryable,
  id: string,
  change: { successor: string; now: Date; expires_at: Date | null; revoked_at: Date | null },
): Promise<void> {
  await execute(
    conn,
    'UPDATE api_keys SET replaced_by = ?, rolled_at = ?, expires_at = ?, revoked_at = COALESCE(revoked_at, ?) WHERE id = ?',
    [change.successor, change.now, change.expires_at, change.revoked_at, id],
  );
}
