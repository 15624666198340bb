// The audit trail's hash chain: each entry's hash covers its content and the previous entry's
// hash, so editing, removing or reordering a stored entry breaks every link after it.
import { hash } from 'node:crypto';
import { canonicalJson } from './canonical-json';

export const ACTOR_TYPES = ['operator', 'key'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/** The hash a company's first entry chains to. */
export const GENESIS_HASH = '0'.repeat(64);

export interface AuditContent {
  id: string;
  company_id: string;
  /** 1, 2, 3 ... within the company. */
  seq: number;
  at: Date;
  actor_type: ActorType;
  actor: string;
  action: string;
  target: string;
  request_id: string;
  details: Record<string, unknown>;
}

export interface AuditEntry extends AuditContent {
  prev_hash: string;
  hash: string;
}

export function entryHash(content: AuditContent, prevHash: string): string {
  const { id, company_id, seq, at, actor_type, actor, action, target, request_id, details } = content;
  const canonical = canonicalJson({
    id,
    company_id,
    seq,
    at: at.toISOString(),
    actor_type,
    actor,
    action,
    target,
    request_id,
    details,
    prev_hash: prevHash,
  });
  return hash('sha256', canonical, 'hex');
}

/** The next link after `head` (null for a company without entries). */
export function chainEntry(content: Omit<AuditContent, 'seq'>, head: { seq: number; hash: string } | null): AuditEntry {
  const prev = head ?? { seq: 0, hash: GENESIS_HASH };
  const full = { ...content, seq: prev.seq + 1 };
  return { ...full, prev_hash: prev.hash, hash: entryHash(full, prev.hash) };
}

export type ChainVerdict =
  | { intact: true; entries: number }
  | { intact: false; entries: number; firstBad: { id: string | null; seq: number; reason: string } };

/**
 * Checks one company's entries, in seq order, against each other and against the recorded head.
 * The first bad entry is the first whose content, link or number does not follow from the one
 * before; a removed newest entry shows as a head the last entry does not reach.
 */
export function verifyChain(entries: readonly AuditEntry[], head: { seq: number; hash: string } | null): ChainVerdict {
  let prev = { seq: 0, hash: GENESIS_HASH };
  const bad = (id: string | null, seq: number, reason: string): ChainVerdict => ({
    intact: false,
    entries: entries.length,
    firstBad: { id, seq, reason },
  });
  for (const e of entries) {
    if (e.seq !== prev.seq + 1)
      return bad(e.id, e.seq, `entry ${prev.seq + 1} is missing (the chain jumps from ${prev.seq} to ${e.seq})`);
    if (e.prev_hash !== prev.hash)
      return bad(e.id, e.seq, 'its previous-hash does not match the entry before it (an entry was removed or changed)');
    if (entryHash(e, e.prev_hash) !== e.hash) return bad(e.id, e.seq, 'its content does not match its hash (edited)');
    prev = { seq: e.seq, hash: e.hash };
  }
  if (head && (head.seq !== prev.seq || head.hash !== prev.hash)) {
    return bad(null, prev.seq + 1, `the chain ends at entry ${prev.seq} but its head records entry ${head.seq}`);
  }
  if (!head && entries.length > 0) return bad(entries[0]!.id, 1, 'the company has entries but no recorded head');
  return { intact: true, entries: entries.length };
}
