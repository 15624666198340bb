// From a parsed query and the index tokens it resolved to, a plan: which bitmap drives the scan
// and which are ANDed (or, for a location complement, AND-NOTed) onto it. Cost is the number of
// block rows read, so the driver is the filter with the fewest rows.
import type { SearchQuery } from './query';
import { ALL_TOKEN, experienceToken, NO_LOCATION_TOKEN, skillToken } from './tokens';
import { BLOCK_SIZE } from './bitmap';

export interface TokenStat {
  tid: number;
  /** Candidates having the token (an estimate: it only steers the plan). */
  docs: number;
}

export interface LocationStat extends TokenStat {
  /** Folded location text (token without its "l:" prefix). */
  name: string;
}

/** Tokens the query resolved to in the dictionary. Absent tokens mean no candidate has them. */
export interface Resolved {
  exact: ReadonlyMap<string, TokenStat>;
  /** For each query word, the tokens it matches (one prefix token, or every term it begins). */
  words: ReadonlyMap<string, readonly TokenStat[]>;
  /** Every location token, only when the query filters by location. */
  locations: readonly LocationStat[];
}

/** A set of candidates: the OR of some tokens' bitmaps. */
export interface BitsSource {
  tids: number[];
  /** Upper bound of the block rows that hold its members. */
  estimate: number;
  /** Block rows read to build it. */
  cost: number;
}

export type Plan = { kind: 'empty' } | { kind: 'bits'; driver: BitsSource; and: BitsSource[]; andNot: BitsSource[] };

function source(stats: readonly TokenStat[], maxRows: number): BitsSource {
  const docs = stats.reduce((s, t) => s + t.docs, 0);
  const cost = stats.reduce((s, t) => s + Math.min(t.docs, maxRows), 0);
  return { tids: stats.map((t) => t.tid).sort((a, b) => a - b), estimate: Math.min(docs, maxRows), cost };
}

/** Tokens to look up exactly for this query (word ranges and locations are looked up apart). */
export function exactTokens(q: SearchQuery): string[] {
  const out = [ALL_TOKEN, ...q.skills.map(skillToken)];
  if (q.experienceMin !== null) out.push(experienceToken(q.experienceMin));
  if (q.location !== null) out.push(NO_LOCATION_TOKEN);
  return out;
}

export function buildPlan(q: SearchQuery, r: Resolved): Plan {
  const all = r.exact.get(ALL_TOKEN);
  if (!all || all.docs === 0) return { kind: 'empty' };
  // A bitmap has at most one row per block; "all" spans every block (16 positions per 15 used).
  const maxRows = Math.ceil((all.docs * 16) / 15 / BLOCK_SIZE) + 1;
  const positive: BitsSource[] = [];
  const negative: BitsSource[] = [];

  for (const key of q.skills) {
    const t = r.exact.get(skillToken(key));
    if (!t) return { kind: 'empty' };
    positive.push(source([t], maxRows));
  }
  if (q.experienceMin !== null) {
    const t = r.exact.get(experienceToken(q.experienceMin));
    if (!t) return { kind: 'empty' };
    positive.push(source([t], maxRows));
  }
  for (const word of q.words) {
    const ts = r.words.get(word) ?? [];
    if (ts.length === 0) return { kind: 'empty' };
    positive.push(source(ts, maxRows));
  }
  if (q.location !== null) {
    const hits = r.locations.filter((l) => l.name.includes(q.location!));
    if (hits.length === 0) return { kind: 'empty' };
    const misses = r.locations.filter((l) => !l.name.includes(q.location!));
    const none = r.exact.get(NO_LOCATION_TOKEN);
    const complement = source(none ? [...misses, none] : misses, maxRows);
    const direct = source(hits, maxRows);
    // "Not any other location" reads the other locations' rows instead: cheaper for broad text.
    if (complement.tids.length === 0) {
      // Every candidate has a matching location: no filter.
    } else if (direct.cost <= complement.cost) positive.push(direct);
    else negative.push(complement);
  }

  positive.sort((a, b) => a.estimate - b.estimate || a.cost - b.cost);
  const driver = positive.shift() ?? source([all], maxRows);
  return { kind: 'bits', driver, and: positive, andNot: negative };
}
