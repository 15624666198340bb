// The audit trail: every change an operator or a company makes, one hash chain per company.
import type { PoolConnection } from 'mysql2/promise';
import { appendEntry, chainHeads, chainOf, listEntries, lockChainHead } from '../db/audit.repository';
import type { Db } from '../db/pool';
import { inTransaction } from '../db/transaction';
import { chainEntry, verifyChain, type ActorType, type AuditEntry, type ChainVerdict } from '../domain/audit/chain';
import { newId } from '../ids';

export type { AuditEntry, ActorType };

/** Who made a change: an operator by name, or a company by the id of the key it called with. */
export interface AuditActor {
  type: ActorType;
  id: string;
}

/** What every change made in one invocation or request shares. */
export interface AuditContext {
  actor: AuditActor;
  /** `req_...`: the API request's X-Request-Id, or the id of one CLI invocation. */
  requestId: string;
}

export interface AuditRecord extends AuditContext {
  companyId: string;
  /** `<thing>.<what happened>`, e.g. `key.rolled`, `company.changed`, `webhook_endpoint.created`. */
  action: string;
  /** The id of what changed (a key, a company, a rubric, a posting ...). */
  target: string;
  /** What a reader needs to understand the change; never a secret. */
  details?: Record<string, unknown>;
}

const ACTION = /^[a-z][a-z_]*\.[a-z][a-z_]*$/;

/**
 * Appends one entry to its company's chain. Given the pool it runs its own transaction; given a
 * connection inside the caller's transaction it joins it, so the change and its entry commit
 * together or not at all. Appends for one company wait for each other on the chain head's lock,
 * so the chain never forks.
 */
export async function recordAudit(db: Db | PoolConnection, record: AuditRecord, now = new Date()): Promise<AuditEntry> {
  if (!ACTION.test(record.action)) throw new Error(`audit action "${record.action}" is not <thing>.<event>`);
  const append = async (conn: PoolConnection) => {
    const head = await lockChainHead(conn, record.companyId);
    const entry = chainEntry(
      {
        id: newId('aud'),
        company_id: record.companyId,
        at: now,
        actor_type: record.actor.type,
        actor: record.actor.id,
        action: record.action,
        target: record.target,
        request_id: record.requestId,
        details: record.details ?? {},
      },
      head,
    );
    await appendEntry(conn, entry);
    return entry;
  };
  return isPool(db) ? inTransaction(db, append) : append(db);
}

function isPool(db: Db | PoolConnection): db is Db {
  return !('release' in db);
}

export async function listAudit(
  db: Db,
  filter: { companyId?: string; since?: Date; limit?: number },
): Promise<AuditEntry[]> {
  return listEntries(db, filter);
}

export interface CompanyChainVerdict {
  companyId: string;
  verdict: ChainVerdict;
}

/** Every company's chain (or one company's), checked entry by entry against its recorded head. */
export async function verifyAudit(db: Db, companyId?: string): Promise<CompanyChainVerdict[]> {
  const heads = await chainHeads(db, companyId);
  const out: CompanyChainVerdict[] = [];
  for (const [id, head] of heads) out.push({ companyId: id, verdict: verifyChain(await chainOf(db, id), head) });
  return out;
}
