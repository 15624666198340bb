// Candidate search (GET /candidates, R18): the query's plan from the token dictionary, then one
// read-only snapshot for the bitmaps and the page of candidates.
import { candidatesAt, lookupTokens, searchBits, type Around, type ResultRow } from '../db/search-index.repository';
import type { Db } from '../db/pool';
import { pagePositions } from '../domain/search/bitmap';
import { buildPlan, exactTokens, type LocationStat, type Plan, type TokenStat } from '../domain/search/plan';
import type { SearchQuery } from '../domain/search/query';
import { foldTextV1 } from '../domain/search/text';
import { ALL_TOKEN, LOCATION_RANGE, locationName, VERSION_TOKEN, wordLookup } from '../domain/search/tokens';
import { upgradeIndex } from './candidate-index.service';

export const MAX_RESULT_SKILLS = 20;

/** A Candidate exactly as the spec lists it. */
export interface CandidateOut {
  id: string;
  name: string | null;
  headline: string | null;
  location: string | null;
  skills: string[];
  experience_years: number | null;
  updated_at: string;
}

export interface SearchResult {
  candidates: CandidateOut[];
  pagination: { page: number; limit: number; total: number; total_pages: number };
}

/** MariaDB/MySQL: a table was swapped (index rebuild) under this read snapshot. */
const TABLE_DEF_CHANGED = 1412;

export async function searchCandidates(db: Db, q: SearchQuery): Promise<SearchResult> {
  try {
    return await searchOnce(db, q);
  } catch (err) {
    if ((err as { errno?: number }).errno !== TABLE_DEF_CHANGED) throw err;
    return searchOnce(db, q);
  }
}

async function searchOnce(db: Db, q: SearchQuery): Promise<SearchResult> {
  const conn = await db.getConnection();
  try {
    // One read-only snapshot for the three reads, so that positions cannot move between them;
    // it opens with the first read and closes with the last, in the same round trips.
    const resolved = await resolvePlan(conn, q, { before: 'START TRANSACTION READ ONLY' });
    let plan = resolved.plan;
    if (!resolved.current) {
      // Built by an older tokeniser: rebuild it, and meanwhile ask it in its own folding.
      void upgradeIndex(db);
      if (q.legacy) plan = (await resolvePlan(conn, { ...q, ...q.legacy }, {}, foldTextV1)).plan;
    }
    let total = 0;
    let positions: number[] = [];
    if (plan.kind === 'bits') {
      // Past any possible total: still ask, for the total, but keep the numbers in range.
      const offset = Math.min((q.page - 1) * q.limit, 2 ** 48);
      const found = await searchBits(conn, plan, offset, q.limit);
      total = found.total;
      positions = pagePositions(found.rows, offset, q.limit);
    }
    const byPos = new Map((await candidatesAt(conn, positions, { after: 'COMMIT' })).map((r) => [r.pos, r]));
    return {
      candidates: positions.flatMap((p) => {
        const r = byPos.get(p);
        return r ? [toCandidateOut(r)] : [];
      }),
      pagination: { page: q.page, limit: q.limit, total, total_pages: Math.ceil(total / q.limit) },
    };
  } catch (err) {
    await conn.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    conn.release();
  }
}

function toCandidateOut(r: ResultRow): CandidateOut {
  return {
    id: r.id,
    name: r.name,
    headline: r.headline,
    location: r.location,
    skills: (JSON.parse(r.skills) as string[]).slice(0, MAX_RESULT_SKILLS),
    experience_years: r.experience_years,
    updated_at: r.updated_at.toISOString(),
  };
}

/** Resolves the query's tokens in the dictionary and picks the bitmaps to combine. */
export async function planSearch(conn: Pick<Db, 'query'>, q: SearchQuery, around?: Around): Promise<Plan> {
  return (await resolvePlan(conn, q, around)).plan;
}

/**
 * The plan, and whether the index carries the current version (asked in the same look-up). An
 * empty index (no "a:" yet) counts as current: it answers nothing either way.
 */
async function resolvePlan(
  conn: Pick<Db, 'query'>,
  q: SearchQuery,
  around?: Around,
  fold?: (s: string) => string,
): Promise<{ plan: Plan; current: boolean }> {
  const exact = [...exactTokens(q), VERSION_TOKEN];
  const ranges: Array<{ word: string | null; from: Buffer; to: Buffer }> = [];
  const prefixWords = new Map<string, string>();
  for (const word of q.words) {
    const l = wordLookup(word);
    if (l.kind === 'token') {
      exact.push(l.token);
      prefixWords.set(l.token, word);
    } else ranges.push({ word, ...l });
  }
  if (q.location !== null) ranges.push({ word: null, ...LOCATION_RANGE });

  const found = await lookupTokens(conn, exact, ranges, around);
  const exactStats = new Map<string, TokenStat>();
  const words = new Map<string, TokenStat[]>();
  const locations: LocationStat[] = [];
  for (const row of found) {
    const stat = { tid: row.tid, docs: Number(row.docs) };
    const token = row.token.toString('utf8');
    if (row.part === 0) {
      exactStats.set(token, stat);
      const word = prefixWords.get(token);
      if (word !== undefined) words.set(word, [stat]);
      continue;
    }
    const range = ranges[row.part - 1]!;
    if (range.word === null) locations.push({ ...stat, name: locationName(token, fold) });
    else words.set(range.word, [...(words.get(range.word) ?? []), stat]);
  }

  const current = exactStats.has(VERSION_TOKEN) || !((exactStats.get(ALL_TOKEN)?.docs ?? 0) > 0);
  return { plan: buildPlan(q, { exact: exactStats, words, locations }), current };
}
