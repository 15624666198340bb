// The audit trail's SQL: entries are only ever inserted; the head of each company's chain is the
// lock that serialises appends (migration 20261128100000).
import type { PoolConnection } from 'mysql2/promise';
import { GENESIS_HASH, type ActorType, type AuditEntry } from '../domain/audit/chain';
import { execute, selectRows, type Queryable } from './rows';

export interface ChainHead {
  seq: number;
  hash: string;
}

/**
 * Locks the company's chain head for the rest of the transaction and returns it. The upsert takes
 * the row's exclusive lock at once (a plain INSERT IGNORE would take a shared one, and two
 * first appends would deadlock upgrading it).
 */
export async function lockChainHead(conn: PoolConnection, companyId: string): Promise<ChainHead | null> {
  await execute(
    conn,
    'INSERT INTO audit_heads (company_id, seq, hash) VALUES (?, 0, ?) ON DUPLICATE KEY UPDATE seq = seq',
    [companyId, GENESIS_HASH],
  );
  const [row] = await selectRows<{ seq: number | string; hash: string }>(
    conn,
    'SELECT seq, hash FROM audit_heads WHERE company_id = ? FOR UPDATE',
    [companyId],
  );
  return row && Number(row.seq) > 0 ? { seq: Number(row.seq), hash: row.hash } : null;
}

export async function appendEntry(conn: PoolConnection, e: AuditEntry): Promise<void> {
  await execute(
    conn,
    `INSERT INTO audit_log (id, company_id, seq, at, actor_type, actor, action, target, request_id, details, prev_hash, hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      e.id,
      e.company_id,
      e.seq,
      e.at,
      e.actor_type,
      e.actor,
      e.action,
      e.target,
      e.request_id,
      JSON.stringify(e.details),
      e.prev_hash,
      e.hash,
    ],
  );
  await execute(conn, 'UPDATE audit_heads SET seq = ?, hash = ? WHERE company_id = ?', [e.seq, e.hash, e.company_id]);
}

interface EntryRow extends Omit<AuditEntry, 'details' | 'seq' | 'actor_type'> {
  seq: number | string;
  actor_type: string;
  details: string;
}

const toEntry = (r: EntryRow): AuditEntry => ({
  ...r,
  seq: Number(r.seq),
  actor_type: r.actor_type as ActorType,
  details: JSON.parse(r.details) as Record<string, unknown>,
});

const COLUMNS = 'id, company_id, seq, at, actor_type, actor, action, target, request_id, details, prev_hash, hash';

/** Entries oldest first, by company then seq; at and after `since` when given. */
export async function listEntries(
  db: Queryable,
  filter: { companyId?: string; since?: Date; limit?: number },
): Promise<AuditEntry[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.companyId !== undefined) {
    where.push('company_id = ?');
    params.push(filter.companyId);
  }
  if (filter.since !== undefined) {
    where.push('at >= ?');
    params.push(filter.since);
  }
  const sql = `SELECT ${COLUMNS} FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY at, company_id, seq${filter.limit ? ` LIMIT ${Number(filter.limit)}` : ''}`;
  return (await selectRows<EntryRow>(db, sql, params)).map(toEntry);
}

/** One company's whole chain in order, for verification. */
export async function chainOf(db: Queryable, companyId: string): Promise<AuditEntry[]> {
  const rows = await selectRows<EntryRow>(db, `SELECT ${COLUMNS} FROM audit_log WHERE company_id = ? ORDER BY seq`, [
    companyId,
  ]);
  return rows.map(toEntry);
}

/** Every company with a chain (entries or a head), with its recorded head. */
export async function chainHeads(db: Queryable, companyId?: string): Promise<Map<string, ChainHead | null>> {
  const filter = companyId === undefined ? '' : 'WHERE company_id = ?';
  const params = companyId === undefined ? [] : [companyId, companyId];
  const rows = await selectRows<{ company_id: string; seq: number | string | null; hash: string | null }>(
    db,
    `SELECT c.company_id, h.seq, h.hash
       FROM (SELECT company_id FROM audit_heads ${filter} UNION SELECT DISTINCT company_id FROM audit_log ${filter}) c
       LEFT JOIN audit_heads h ON h.company_id = c.company_id
      ORDER BY c.company_id`,
    params,
  );
  return new Map(
    rows.map((r) => [r.company_id, r.seq !== null && Number(r.seq) > 0 ? { seq: Number(r.seq), hash: r.hash! } : null]),
  );
}
