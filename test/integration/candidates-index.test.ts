// The bitmap index against a plain reference implementation of R18, through random imports that
// insert between neighbours (ties on updated_at force shifts), updates, hides and a rebuild.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, type Db } from '../../src/db/pool';
import { selectRows } from '../../src/db/rows';
import { toRecord, type CandidateInput, type CandidateRecord } from '../../src/domain/search/candidate-input';
import { searchQuerySchema } from '../../src/domain/search/query';
import { foldText, indexTerms, queryWords } from '../../src/domain/search/text';
import { mulberry32 } from '../../src/domain/random';
import { importCandidates } from '../../src/services/candidate-import.service';
import { rebuildIndex, withIndexLock } from '../../src/services/candidate-index.service';
import { searchCandidates } from '../../src/services/candidate-search.service';
import { inject } from 'vitest';

const WORDS = [
  'senior',
  'go',
  'golang',
  'developer',
  'development',
  'data',
  'database',
  'c++',
  'c#',
  'c',
  'r',
  'node.js',
  'ux',
  'ai',
  'engineer',
  'engineering',
];
const SKILLS = ['Go', 'golang', 'Python', 'R', 'C', 'C++', 'C#', 'js', 'JavaScript', 'k8s', 'SQL', 'UX', 'Docker'];
const LOCATIONS = [
  null,
  'Berlin, Germany',
  'berlin',
  'New York, NY, USA',
  'Zürich',
  '100% Remote',
  'Remote_EU',
  'São Paulo',
];

function randomCandidate(rand: () => number, id: string): CandidateInput {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  return {
    id,
    name: rand() < 0.9 ? `Name ${id}` : null,
    headline: rand() < 0.9 ? words(2) : null,
    summary: rand() < 0.8 ? words(5) : null,
    location: pick(LOCATIONS),
    skills: Array.from({ length: Math.floor(rand() * 4) }, () => pick(SKILLS)),
    experience_years: rand() < 0.15 ? null : Math.floor(rand() * 25),
    // Few distinct instants: many ties, so most inserts land between adjacent neighbours.
    updated_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(rand() * 8) * 1000),
    privacy: { public_profile: rand() > 0.1, discoverable: rand() > 0.1, ai_matching: rand() > 0.1 },
  };
}

function reference(all: Map<string, CandidateRecord>, params: Record<string, string>) {
  const q = searchQuerySchema.parse(params);
  const hits = [...all.values()]
    .filter((c) => c.visible)
    .filter((c) => {
      const terms = [...indexTerms([c.headline, c.summary, ...c.skills])];
      if (!queryWords(params.q ?? '').every((w) => terms.some((t) => t.startsWith(w)))) return false;
      if (!q.skills.every((k) => c.skillKeys.includes(k))) return false;
      if (q.location !== null && (c.location === null || !foldText(c.location).includes(q.location))) return false;
      if (q.experienceMin !== null && (c.experience_years === null || c.experience_years < q.experienceMin))
        return false;
      return true;
    })
    .sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime() || (a.id < b.id ? 1 : -1));
  const start = (q.page - 1) * q.limit;
  return { ids: hits.slice(start, start + q.limit).map((c) => c.id), total: hits.length };
}

function randomQuery(rand: () => number): Record<string, string> {
  const p: Record<string, string> = {};
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  if (rand() < 0.5)
    p.q = Array.from({ length: 1 + Math.floor(rand() * 2) }, () =>
      pick([...WORDS, 'dev', 'eng', 'dat', 'se', 'n']),
    ).join(' ');
  if (rand() < 0.3) p.skills = Array.from({ length: 1 + Math.floor(rand() * 2) }, () => pick(SKILLS)).join(',');
  if (rand() < 0.3) p.location = pick(['berlin', 'new', 'remote', '%', '_', 'zurich', 'a', ', ']);
  if (rand() < 0.3) p.experience_min = String(Math.floor(rand() * 20));
  p.limit = String(1 + Math.floor(rand() * 20));
  p.page = String(1 + Math.floor(rand() * 4));
  return p;
}

describe('bitmap index equals the reference (R18) through imports, updates and a rebuild', () => {
  let db: Db;
  const all = new Map<string, CandidateRecord>();
  const rand = mulberry32(7);
  const queries = Array.from({ length: 150 }, () => randomQuery(rand));

  const importAll = async (inputs: CandidateInput[], batchSize: number) => {
    const lines = inputs.map((c) => JSON.stringify({ ...c, updated_at: c.updated_at.toISOString() }));
    const result = await importCandidates(db, Readable.from(lines), { batchSize });
    expect(result.errors).toEqual([]);
    for (const c of inputs) all.set(c.id, toRecord(c));
  };

  const expectSameAsReference = async () => {
    for (const params of queries) {
      const got = await searchCandidates(db, searchQuerySchema.parse(params));
      const want = reference(all, params);
      expect({ params, ids: got.candidates.map((c) => c.id), total: got.pagination.total }).toEqual({
        params,
        ...want,
      });
    }
  };

  const expectConsistentIndex = async () => {
    const positions = await selectRows<{ pos: number; id: string; updated_at: Date }>(
      db,
      'SELECT pos, id, updated_at FROM search_positions ORDER BY pos',
    );
    const visible = [...all.values()]
      .filter((c) => c.visible)
      .sort((a, b) => a.updated_at.getTime() - b.updated_at.getTime() || (a.id < b.id ? -1 : 1));
    expect(positions.map((p) => p.id)).toEqual(visible.map((c) => c.id));
    const [empty] = await selectRows<{ n: number }>(
      db,
      `SELECT COUNT(*) AS n FROM search_bits WHERE ${Array.from({ length: 16 }, (_, k) => `w${k} = 0`).join(' AND ')}`,
    );
    expect(empty!.n).toBe(0);
  };

  beforeAll(async () => {
    db = createPool({ url: inject('mysqlUrl'), connectionLimit: 4 });
    for (const t of ['candidates', 'search_bits', 'search_tokens', 'search_positions'])
      await db.query(`DELETE FROM ${t}`);
  });
  afterAll(async () => db?.end());

  it('after importing 400 profiles in random order', async () => {
    await importAll(
      Array.from({ length: 400 }, (_, i) => randomCandidate(rand, `r${String(i).padStart(4, '0')}`)),
      37,
    );
    await expectConsistentIndex();
    await expectSameAsReference();
  });

  it('after updates that change content, updated_at and privacy (same id twice in a batch: last wins)', async () => {
    const ids = [...all.keys()];
    const updates = Array.from({ length: 200 }, () => randomCandidate(rand, ids[Math.floor(rand() * ids.length)]!));
    await importAll(updates, 9);
    await expectConsistentIndex();
    await expectSameAsReference();
  });

  it('a rebuild gives the same answers', async () => {
    const stats = await withIndexLock(db, (conn) => rebuildIndex(conn));
    expect(stats.candidates).toBe([...all.values()].filter((c) => c.visible).length);
    await expectConsistentIndex();
    await expectSameAsReference();
  });

  it('imports after a rebuild stay exact (free slots, then shifts)', async () => {
    await importAll(
      Array.from({ length: 120 }, (_, i) => randomCandidate(rand, `s${String(i).padStart(4, '0')}`)),
      13,
    );
    await expectConsistentIndex();
    await expectSameAsReference();
  });
});
