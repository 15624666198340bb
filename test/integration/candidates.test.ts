import { Readable } from 'node:stream';
import mysql, { type PoolConnection } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockIndex, unlockIndex } from '../../src/db/search-index.repository';
import { createPool } from '../../src/db/pool';
import { selectRows } from '../../src/db/rows';
import { searchQuerySchema } from '../../src/domain/search/query';
import { foldText, foldTextV1 } from '../../src/domain/search/text';
import { VERSION_TOKEN } from '../../src/domain/search/tokens';
import { importCandidates } from '../../src/services/candidate-import.service';
import { upgradeIndex } from '../../src/services/candidate-index.service';
import { searchCandidates } from '../../src/services/candidate-search.service';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call, expectR1 } from '../../support/http';

const PATH = '/api/v1/external/candidates';
const T0 = Date.UTC(2026, 0, 1);
const at = (minutes: number) => new Date(T0 + minutes * 60_000 + 123).toISOString();
const open = { public_profile: true, discoverable: true, ai_matching: true };

interface Fixture {
  id: string;
  name?: string | null;
  headline?: string | null;
  summary?: string | null;
  location?: string | null;
  skills?: string[];
  experience_years?: number | null;
  updated_at: string;
  privacy?: typeof open;
}

// Hand-made profiles whose answers are known; listed oldest first on purpose, and imported in a
// shuffled order so that the index places most of them between neighbours.
const FIXTURES: Fixture[] = [
  {
    id: 'c13',
    headline: 'Rocket 🚀 scientist',
    summary: 'Propulsion.',
    location: 'Houston, TX, USA',
    skills: ['MATLAB'],
    experience_years: 2,
    updated_at: at(89),
  },
  {
    id: 'c12',
    name: "Bobby O'Tables",
    headline: "Robert'); DROP TABLE candidates;--",
    summary: '50% of time in _underscores_ and 100% (parentheses)',
    location: 'São Paulo, Brazil',
    skills: ['PostgreSQL'],
    experience_years: 60,
    updated_at: at(90),
  },
  {
    id: 'c11',
    headline: 'Polyglot',
    summary: 'Many tools.',
    location: 'Lisbon, Portugal',
    skills: Array.from({ length: 25 }, (_, i) => `Tool${String(i + 1).padStart(2, '0')}`),
    experience_years: 15,
    updated_at: at(91),
  },
  {
    id: 'c10',
    name: null,
    headline: null,
    summary: null,
    location: null,
    skills: [],
    experience_years: null,
    updated_at: at(92),
  },
  {
    id: 'c08',
    name: 'Ken Thompson',
    headline: 'Go engineer',
    summary: 'Plan 9 and Unix.',
    location: 'New York, NY, USA',
    skills: ['Go'],
    experience_years: 4,
    updated_at: at(93),
  },
  {
    id: 'c09',
    name: 'James Gosling',
    headline: 'Java engineer',
    summary: 'JVM internals.',
    location: 'Toronto, ON, Canada',
    skills: ['Java'],
    experience_years: 40,
    updated_at: at(93),
  },
  {
    id: 'c07',
    name: 'Kelsey',
    headline: 'DevOps engineer',
    summary: 'Kubernetes, Terraform, AWS.',
    location: 'berlin',
    skills: ['k8s', 'Terraform', 'AWS'],
    experience_years: 0,
    updated_at: at(94),
  },
  {
    id: 'c06',
    name: 'Brendan',
    headline: 'JavaScript engineer',
    summary: 'React and Node.js; TypeScript.',
    location: 'Remote_EU',
    skills: ['js', 'React', 'node'],
    experience_years: null,
    updated_at: at(95),
  },
  {
    id: 'c05',
    name: 'Don Norman',
    headline: 'UX designer',
    summary: 'User research and UX writing.',
    location: '100% Remote',
    skills: ['UX', 'Figma'],
    experience_years: 3,
    updated_at: at(96),
  },
  {
    id: 'c04',
    name: 'Hadley',
    headline: 'Data scientist',
    summary: 'Statistics with R and Python; machine learning.',
    location: 'Zürich, Switzerland',
    skills: ['R', 'python', 'ML'],
    experience_years: 8,
    updated_at: at(97),
  },
  {
    id: 'c03',
    name: 'Anders',
    headline: 'C# .NET developer',
    summary: 'Backend services with C# and ASP.NET.',
    location: 'London, United Kingdom',
    skills: ['C#', '.NET', 'SQL'],
    experience_years: 5,
    updated_at: at(98),
  },
  {
    id: 'c02',
    name: 'Grace Hopper',
    headline: 'C++ engineer',
    summary: 'Compilers, embedded C and C++.',
    location: 'New York, NY, USA',
    skills: ['C++', 'C'],
    experience_years: 30,
    updated_at: at(99),
  },
  {
    id: 'c01',
    name: 'Ada Lovelace',
    headline: 'Senior Go developer',
    summary: 'Builds distributed systems in Go and Rust. Loves AI tooling.',
    location: 'Berlin, Germany',
    skills: ['golang', 'Rust', 'Docker'],
    experience_years: 12,
    updated_at: at(100),
  },
  // Hidden three ways; each would match "senior go", "berlin", skills=go and experience_min=10.
  ...(['public_profile', 'discoverable', 'ai_matching'] as const).map((flag, i) => ({
    id: `h0${i + 1}`,
    name: 'Hidden',
    headline: 'Senior Go developer',
    summary: 'Go everywhere.',
    location: 'Berlin, Germany',
    skills: ['Go'],
    experience_years: 20,
    updated_at: at(150 + i),
    privacy: { ...open, [flag]: false },
  })),
];

const ALL = ['c01', 'c02', 'c03', 'c04', 'c05', 'c06', 'c07', 'c09', 'c08', 'c10', 'c11', 'c12', 'c13'];

function jsonl(items: Fixture[]): AsyncIterable<string> {
  return Readable.from(items.map((f) => JSON.stringify({ privacy: open, ...f })));
}

describe('GET /candidates (R18)', () => {
  let app: TestApp;
  let key: string;
  const search = async (query: string) => call(app.baseUrl, 'GET', `${PATH}${query ? `?${query}` : ''}`, { key });
  const ids = async (query: string) => {
    const res = await search(query);
    expect(res.status, res.text).toBe(200);
    return res.body.data.candidates.map((c: { id: string }) => c.id) as string[];
  };
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

  beforeAll(async () => {
    app = await startTestApp();
    for (const t of ['candidates', 'search_bits', 'search_tokens', 'search_positions'])
      await app.db.query(`DELETE FROM ${t}`);
    const shuffled = [...FIXTURES].sort((a, b) => ((a.id.charCodeAt(2) * 7) % 11) - ((b.id.charCodeAt(2) * 7) % 11));
    const result = await importCandidates(app.db, jsonl(shuffled), { batchSize: 4 });
    expect(result.errors).toEqual([]);
    key = (await makeTenant(app.db, { company: { plan: 'enterprise' } })).key;
  });
  afterAll(async () => app?.close());

  describe('results', () => {
    it('lists only visible candidates, most recently updated first, ties by id descending', async () => {
      const res = await search('');
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('success');
      expect(res.body.data.candidates.map((c: { id: string }) => c.id)).toEqual(ALL.slice(0, 10));
      expect(res.body.data.pagination).toEqual({ page: 1, limit: 10, total: 13, total_pages: 2 });
      expect(await ids('limit=50')).toEqual(ALL);
    });

    it('returns exactly the spec fields, at most 20 skills, ISO 8601 UTC with milliseconds', async () => {
      const res = await search('limit=50');
      const byId = Object.fromEntries(res.body.data.candidates.map((c: { id: string }) => [c.id, c]));
      for (const c of res.body.data.candidates) {
        expect(Object.keys(c).sort()).toEqual([
          'experience_years',
          'headline',
          'id',
          'location',
          'name',
          'skills',
          'updated_at',
        ]);
        expect(c.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      }
      expect(byId.c01).toEqual({
        id: 'c01',
        name: 'Ada Lovelace',
        headline: 'Senior Go developer',
        location: 'Berlin, Germany',
        skills: ['Go', 'Rust', 'Docker'],
        experience_years: 12,
        updated_at: at(100),
      });
      expect(byId.c10).toEqual({
        id: 'c10',
        name: null,
        headline: null,
        location: null,
        skills: [],
        experience_years: null,
        updated_at: at(92),
      });
      expect(byId.c11.skills).toEqual(Array.from({ length: 20 }, (_, i) => `Tool${String(i + 1).padStart(2, '0')}`));
      expect(byId.c06.skills).toEqual(['JavaScript', 'React', 'Node.js']);
    });
  });

  describe('q: every word is a case-insensitive prefix of a word in headline, summary or skills', () => {
    it.each([
      ['go', ['c01', 'c08']],
      ['GO', ['c01', 'c08']],
      ['senior go', ['c01']],
      ['engineer', ['c02', 'c06', 'c07', 'c09', 'c08']],
      ['eng jav', ['c06', 'c09']],
      ['machine learning', ['c04']],
      ['c', ['c02', 'c03', 'c12']],
      ['c++', ['c02']],
      ['C#', ['c03']],
      ['.net', ['c03']],
      ['net', ['c03']],
      ['node.js', ['c06']],
      ['js', ['c06']],
      ['ai', ['c01']],
      ['ux', ['c05']],
      ['kubernetes aws', ['c07']],
      ['terraform', ['c07']],
      ['docker', ['c01']],
      ['tool07', ['c11']],
      ['nobody', []],
    ])('%j', async (text, expected) => {
      expect(await ids(q({ q: text, limit: '50' }))).toEqual(expected);
    });

    it.each([
      ['(x', []],
      ['(', ALL.slice(0, 10)],
      ['"', ALL.slice(0, 10)],
      ['%', ALL.slice(0, 10)],
      ['_', ALL.slice(0, 10)],
      ['\\', ALL.slice(0, 10)],
      ['*', ALL.slice(0, 10)],
      ['🚀', ALL.slice(0, 10)],
      ['100%', ['c12']],
      ['_underscores_', ['c12']],
      ["'; DROP TABLE candidates; --", ['c12']],
      ["Robert'); DROP", ['c12']],
      ['+go -java', []],
      ['+go', ['c01', 'c08']],
      ['1=1 OR', []],
      ['%%%% ____', ALL.slice(0, 10)],
      ['x'.repeat(300), []],
      ['😀'.repeat(300), ALL.slice(0, 10)],
    ])('hostile q %j is 200 with the right rows', async (text, expected) => {
      expect(await ids(q({ q: text }))).toEqual(expected);
    });
  });

  describe('skills: all required, case-insensitive, aliases folded', () => {
    it.each([
      ['go', ['c01', 'c08']],
      ['golang', ['c01', 'c08']],
      ['GoLang', ['c01', 'c08']],
      ['c', ['c02']],
      ['c++', ['c02']],
      ['c#', ['c03']],
      ['r', ['c04']],
      ['js', ['c06']],
      ['javascript,react', ['c06']],
      ['k8s', ['c07']],
      ['Kubernetes', ['c07']],
      ['python, r ,ml', ['c04']],
      ['python,rust', []],
      ['ux', ['c05']],
      ['no such skill', []],
      ["' OR 1=1 --", []],
    ])('%j', async (list, expected) => {
      expect(await ids(q({ skills: list, limit: '50' }))).toEqual(expected);
    });
  });

  describe('location: case-insensitive substring, wildcards literal', () => {
    it.each([
      ['berlin', ['c01', 'c07']],
      ['BERLIN', ['c01', 'c07']],
      ['new york', ['c02', 'c08']],
      ['usa', ['c02', 'c08', 'c13']],
      ['remote', ['c05', 'c06']],
      ['%', ['c05']],
      ['_', ['c06']],
      ['100%', ['c05']],
      ['zürich', ['c04']],
      ['zurich', ['c04']],
      ['sao paulo', ['c12']],
      [', ', ['c01', 'c02', 'c03', 'c04', 'c09', 'c08', 'c11', 'c12', 'c13']],
      ["' OR 1=1 --", []],
      ['\\', []],
      ['nowhere', []],
    ])('%j', async (text, expected) => {
      expect(await ids(q({ location: text, limit: '50' }))).toEqual(expected);
    });
  });

  describe('experience_min: at least that many years; unknown experience never passes', () => {
    it.each([
      ['0', ['c01', 'c02', 'c03', 'c04', 'c05', 'c07', 'c09', 'c08', 'c11', 'c12', 'c13']],
      ['10', ['c01', 'c02', 'c09', 'c11', 'c12']],
      ['30', ['c02', 'c09', 'c12']],
      ['60', ['c12']],
    ])('%s', async (min, expected) => {
      expect(await ids(q({ experience_min: min, limit: '50' }))).toEqual(expected);
    });
  });

  it('combines every filter (AND)', async () => {
    expect(await ids(q({ q: 'engineer', skills: 'go', location: 'new', experience_min: '1' }))).toEqual(['c08']);
    expect(await ids(q({ q: 'engineer', skills: 'c++,c', location: 'usa', experience_min: '30' }))).toEqual(['c02']);
    expect(await ids(q({ q: 'engineer', skills: 'go', location: 'berlin' }))).toEqual([]);
    const res = await search(q({ q: 'engineer', location: 'new york' }));
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 10, total: 2, total_pages: 1 });
  });

  describe('pagination', () => {
    it('pages neither overlap nor skip, and total_pages = ceil(total / limit)', async () => {
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        const res = await search(q({ limit: '5', page: String(page) }));
        expect(res.body.data.pagination).toEqual({ page, limit: 5, total: 13, total_pages: 3 });
        pages.push(...res.body.data.candidates.map((c: { id: string }) => c.id));
      }
      expect(pages).toEqual(ALL);
    });

    it('a page past the end is an empty list with the true totals', async () => {
      for (const page of ['4', '1000', '9007199254740991']) {
        const res = await search(q({ limit: '5', page }));
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual({
          candidates: [],
          pagination: { page: Number(page), limit: 5, total: 13, total_pages: 3 },
        });
      }
    });

    it('nothing matching: total 0 and total_pages 0', async () => {
      const res = await search(q({ q: 'nobody' }));
      expect(res.body.data).toEqual({ candidates: [], pagination: { page: 1, limit: 10, total: 0, total_pages: 0 } });
    });

    it('filtered pages too', async () => {
      const first = await search(q({ q: 'engineer', limit: '2' }));
      const second = await search(q({ q: 'engineer', limit: '2', page: '2' }));
      const third = await search(q({ q: 'engineer', limit: '2', page: '3' }));
      expect([first, second, third].flatMap((r) => r.body.data.candidates.map((c: { id: string }) => c.id))).toEqual([
        'c02',
        'c06',
        'c07',
        'c09',
        'c08',
      ]);
      expect(third.body.data.pagination).toEqual({ page: 3, limit: 2, total: 5, total_pages: 3 });
    });
  });

  describe('validation: 400 VALIDATION_ERROR naming the parameter', () => {
    it.each([
      ['page=0', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['page=', 'page'],
      ['page=%2B1', 'page'],
      ['page=%201', 'page'],
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['limit=-1', 'limit'],
      ['experience_min=61', 'experience_min'],
      ['experience_min=-1', 'experience_min'],
      ['experience_min=2.5', 'experience_min'],
      [`q=${'x'.repeat(301)}`, 'q'],
      [`location=${'x'.repeat(121)}`, 'location'],
      ['skills=', 'skills'],
      ['skills=go,,rust', 'skills'],
      [`skills=${Array.from({ length: 21 }, (_, i) => `s${i}`).join(',')}`, 'skills'],
      [`skills=${'x'.repeat(81)}`, 'skills'],
      ['page=1&page=2', 'page'],
      ['q=a&q=b', 'q'],
      ['sort=name', 'sort'],
    ])('%s', async (query, param) => {
      const res = await search(query);
      expectR1(res, 400, 'VALIDATION_ERROR');
      expect(res.body.message).toContain(param);
      expect(res.body.details[0].path).toBe(param);
    });
  });

  describe('access (R5)', () => {
    it('401 without a key, 403 without candidates:read', async () => {
      expectR1(await call(app.baseUrl, 'GET', PATH), 401, 'UNAUTHORIZED');
      const other = await makeTenant(app.db, { scopes: ['jobs:read'] });
      expectR1(await call(app.baseUrl, 'GET', PATH, { key: other.key }), 403, 'FORBIDDEN');
    });

    it('counts toward the standard window', async () => {
      const res = await search('');
      expect(res.headers.get('x-ratelimit-limit')).toBe('1000');
      expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeLessThan(1000);
    });
  });

  describe('re-import keeps results and totals exact', () => {
    it('privacy changes hide and reveal a candidate; a newer update moves it to the top', async () => {
      const c01 = FIXTURES.find((f) => f.id === 'c01')!;
      const h01 = FIXTURES.find((f) => f.id === 'h01')!;
      await importCandidates(
        app.db,
        jsonl([
          { ...c01, privacy: { ...open, discoverable: false } },
          { ...h01, privacy: open },
        ]),
      );
      expect(await ids(q({ location: 'berlin' }))).toEqual(['h01', 'c07']);
      expect((await search(q({ skills: 'go' }))).body.data.pagination.total).toBe(2);

      await importCandidates(
        app.db,
        jsonl([{ ...h01, privacy: { ...open, public_profile: false } }, c01, { ...FIXTURES[0]!, updated_at: at(500) }]),
      );
      expect(await ids('limit=50')).toEqual(['c13', ...ALL.slice(0, -1)]);
      expect((await search('')).body.data.pagination.total).toBe(13);

      await importCandidates(app.db, jsonl([FIXTURES[0]!]));
      expect(await ids('limit=50')).toEqual(ALL);
    });
  });

  describe('R18: queries with more filters than a SQL join can hold', () => {
    // 100 distinct two-letter words ("ja" .. "vv"); each is one bitmap (a "p:" prefix token).
    const WORDS = Array.from(
      { length: 100 },
      (_, i) => 'jkqv'[Math.floor(i / 26)]! + 'abcdefghijklmnopqrstuvwxyz'[i % 26]!,
    );
    const GIZMOS = Array.from({ length: 20 }, (_, i) => `Gizmo${String(i + 1).padStart(2, '0')}`);
    const wordy: Fixture = {
      id: 'w01',
      headline: 'Wordy',
      summary: WORDS.join(' '),
      location: 'Oslo, Norway',
      skills: GIZMOS,
      experience_years: 7,
      updated_at: at(20),
    };
    beforeAll(async () => {
      expect((await importCandidates(app.db, jsonl([wordy]))).errors).toEqual([]);
    });
    afterAll(async () => {
      await importCandidates(app.db, jsonl([{ ...wordy, privacy: { ...open, discoverable: false } }]));
    });

    it.each([62, 63, 80, 100])('R18: q with %i of its words is 200 with the profile', async (n) => {
      const res = await search(q({ q: WORDS.slice(0, n).join(' '), limit: '50' }));
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.candidates.map((c: { id: string }) => c.id)).toEqual(['w01']);
      expect(res.body.data.pagination).toEqual({ page: 1, limit: 50, total: 1, total_pages: 1 });
    });

    it('R18: 20 skills, experience_min and 41 words (62 filters) find it', async () => {
      expect(await ids(q({ q: WORDS.slice(0, 41).join(' '), skills: GIZMOS.join(','), experience_min: '5' }))).toEqual([
        'w01',
      ]);
    });

    it('R18: every filter at once (100 words, 20 skills, experience_min, location) finds it', async () => {
      expect(
        await ids(q({ q: WORDS.join(' '), skills: GIZMOS.join(','), experience_min: '7', location: 'oslo' })),
      ).toEqual(['w01']);
      expect(
        await ids(q({ q: WORDS.join(' '), skills: GIZMOS.join(','), experience_min: '8', location: 'oslo' })),
      ).toEqual([]);
    });

    it('R18: one word it lacks among 80 gives nothing (the word exists elsewhere)', async () => {
      const res = await search(q({ q: [...WORDS.slice(0, 79), 'engineer'].join(' ') }));
      expect(res.status, res.text).toBe(200);
      expect(res.body.data).toEqual({ candidates: [], pagination: { page: 1, limit: 10, total: 0, total_pages: 0 } });
    });
  });

  describe('R18: folding is case and accent folding only', () => {
    const folded: Fixture[] = [
      {
        id: 'k01',
        headline: '석사 연구원',
        summary: '부산에서 일합니다.',
        location: '부산, 대한민국',
        skills: [],
        experience_years: 3,
        updated_at: at(10),
      },
      {
        id: 'g01',
        headline: 'Μηχανικός λογισμικού',
        summary: null,
        location: 'ΑΘΗΝΑΣ',
        skills: [],
        experience_years: 3,
        updated_at: at(11),
      },
    ];
    beforeAll(async () => {
      expect((await importCandidates(app.db, jsonl(folded))).errors).toEqual([]);
    });
    afterAll(async () => {
      await importCandidates(app.db, jsonl(folded.map((f) => ({ ...f, privacy: { ...open, ai_matching: false } }))));
    });

    it.each([
      [{ location: '부산' }, ['k01']],
      [{ location: '부사' }, []],
      [{ location: '대한' }, ['k01']],
      [{ q: '석사' }, ['k01']],
      [{ q: '석' }, ['k01']],
      [{ q: '서' }, []],
      [{ q: '부산에서' }, ['k01']],
      [{ location: 'Σ' }, ['g01']],
      [{ location: 'σ' }, ['g01']],
      [{ location: 'ς' }, ['g01']],
      [{ location: 'αθηνασ' }, ['g01']],
      [{ location: 'αθηνας' }, ['g01']],
      [{ location: 'Αθήνας' }, ['g01']],
      [{ q: 'ΜΗΧΑΝΙΚΟΣ' }, ['g01']],
      [{ q: 'μηχανικοσ λογισμικου' }, ['g01']],
    ])('R18: %j', async (params, expected) => {
      expect(await ids(q({ ...params, limit: '50' }))).toEqual(expected);
    });

    it.each([
      ['location=%CC%81', 'location'],
      ['location=%CC%81%CC%88', 'location'],
      ['location=%EF%B8%8F', 'location'],
    ])('R18: %s folds to nothing: 400 naming the parameter, not "any location"', async (query, param) => {
      const res = await search(query);
      expectR1(res, 400, 'VALIDATION_ERROR');
      expect(res.body.details[0].path).toBe(param);
      expect(res.body.message).toContain(param);
    });
  });

  describe('long locations and skills are imported and found', () => {
    const long: Fixture[] = [
      { id: 'l01', headline: 'Long one', location: '강'.repeat(120), skills: [], updated_at: at(5) },
      { id: 'l02', headline: 'Long two', location: '😀'.repeat(200), skills: [], updated_at: at(6) },
      // U+FDFA folds (NFKD) to 18 letters: 200 of them fold to over 6,000 bytes.
      {
        id: 'l03',
        headline: 'Long three',
        location: '\ufdfa'.repeat(199) + 'Z',
        skills: ['\ufdfa'.repeat(80)],
        updated_at: at(7),
      },
      { id: 'l04', headline: 'After them', location: 'Tromsø', skills: [], updated_at: at(8) },
    ];
    afterAll(async () => {
      await importCandidates(app.db, jsonl(long.map((f) => ({ ...f, privacy: { ...open, public_profile: false } }))));
    });

    it('every line is written, in batches of one: no batch is lost', async () => {
      const result = await importCandidates(app.db, jsonl(long), { batchSize: 1 });
      expect(result).toMatchObject({ lines: 4, imported: 4, batches: 4, failed_batches: 0, errors: [] });
    });

    it.each([
      [{ location: '강강강' }, ['l01']],
      [{ location: '강'.repeat(120) }, ['l01']],
      [{ location: '😀' }, ['l02']],
      [{ location: '😀'.repeat(120) }, ['l02']],
      [{ location: '\ufdfa' }, ['l03']],
      [{ location: '\ufdfaz' }, ['l03']],
      [{ location: 'وسلمz' }, ['l03']],
      [{ location: '\ufdfa'.repeat(120) }, ['l03']],
      [{ location: 'zz' }, []],
      [{ skills: '\ufdfa'.repeat(80) }, ['l03']],
      [{ skills: '\ufdfa'.repeat(79) }, []],
      [{ location: 'TROMSØ' }, ['l04']],
    ])('%j', async (params, expected) => {
      expect(await ids(q({ ...params, limit: '50' }))).toEqual(expected);
    });
  });

  describe('R4: page has a stated maximum', () => {
    it('page=9007199254740992 is 400 with a message that names the maximum', async () => {
      const res = await search('page=9007199254740992');
      expectR1(res, 400, 'VALIDATION_ERROR');
      expect(res.body.details).toEqual([
        { path: 'page', message: 'page must be a whole number from 1 to 9007199254740991' },
      ]);
    });
  });

  describe('R5, R7: the order of checks on search', () => {
    it('R5: an invalid query without a key is 401, not 400', async () => {
      const res = await call(app.baseUrl, 'GET', `${PATH}?page=0`);
      expectR1(res, 401, 'UNAUTHORIZED');
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    });

    it('R5, R7: with a key it is 400, and it counts toward the standard window', async () => {
      const tenant = await makeTenant(app.db, { company: { plan: 'starter' } });
      const get = (query: string) => call(app.baseUrl, 'GET', `${PATH}?${query}`, { key: tenant.key });
      const first = await get('page=1');
      expect(first.status).toBe(200);
      const remaining = Number(first.headers.get('x-ratelimit-remaining'));
      expect(remaining).toBe(59);
      const bad = await get('page=0');
      expectR1(bad, 400, 'VALIDATION_ERROR');
      expect(Number(bad.headers.get('x-ratelimit-remaining'))).toBe(remaining - 1);
      const next = await get('page=1');
      expect(Number(next.headers.get('x-ratelimit-remaining'))).toBe(remaining - 2);
    });

    it('R5: with the standard window used up, an invalid query is 429, not 400', async () => {
      const tenant = await makeTenant(app.db, { company: { plan: 'starter' } });
      for (let i = 0; i < 60; i++) {
        const res = await call(app.baseUrl, 'GET', `${PATH}?limit=1`, { key: tenant.key });
        expect(res.status).toBe(200);
      }
      const res = await call(app.baseUrl, 'GET', `${PATH}?page=0`, { key: tenant.key });
      expectR1(res, 429, 'RATE_LIMITED');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    });
  });

  describe('R18: an index written with the version 1 folding, after an upgrade', () => {
    const old: Fixture[] = [
      {
        id: 'u01',
        headline: 'Busan office',
        location: '부산, 대한민국',
        skills: [],
        experience_years: 1,
        updated_at: at(3),
      },
      { id: 'u02', headline: 'Athens office', location: 'ΑΘΗΝΑΣ', skills: [], experience_years: 1, updated_at: at(4) },
    ];
    const stamped = async () =>
      (await selectRows(app.db, 'SELECT tid FROM search_tokens WHERE token = ?', [Buffer.from(VERSION_TOKEN)]))
        .length === 1;
    // What version 1 wrote for these profiles: the same tokens but these locations, and no stamp.
    const downgrade = async () => {
      for (const f of old) {
        await app.db.query('UPDATE search_tokens SET token = ? WHERE token = ?', [
          Buffer.from('l:' + foldTextV1(f.location!)),
          Buffer.from('l:' + foldText(f.location!)),
        ]);
      }
      await app.db.query("DELETE FROM search_tokens WHERE token LIKE 'v:%'");
      expect(await stamped()).toBe(false);
    };
    beforeAll(async () => {
      expect((await importCandidates(app.db, jsonl(old))).errors).toEqual([]);
      expect(await stamped()).toBe(true);
    });
    afterAll(async () => {
      await importCandidates(
        app.db,
        jsonl(
          [...old, { id: 'u03', updated_at: at(2) }].map((f) => ({ ...f, privacy: { ...open, discoverable: false } })),
        ),
      );
    });

    it('the index lock is per database: a writer of another database on the same server does not hold up this one', async () => {
      // Another database's writer (as root: the app's user may not use another database).
      const elsewhere = await mysql.createConnection({ uri: app.deps.config.MYSQL_ADMIN_URL, database: 'mysql' });
      try {
        expect(await lockIndex(elsewhere as unknown as PoolConnection, 0)).toBe(true);
        const started = Date.now();
        expect(
          (
            await importCandidates(
              app.db,
              jsonl([
                { id: 'u09', headline: 'Elsewhere', updated_at: at(3), privacy: { ...open, discoverable: false } },
              ]),
            )
          ).errors,
        ).toEqual([]);
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await elsewhere.end();
      }
    });

    it('R18: a read answers in its folding while another writer holds the index, then the index is rebuilt', async () => {
      await downgrade();
      const holder = await app.db.getConnection();
      try {
        expect(await lockIndex(holder, 5)).toBe(true);
        expect(await ids(q({ location: '부산' }))).toEqual(['u01']);
        expect(await ids(q({ location: 'ΑΘΗΝΑΣ' }))).toEqual(['u02']);
        expect(await ids(q({ q: 'athens', limit: '50' }))).toEqual(['u02']);
        expect(await ids(q({ location: 'berlin', limit: '50' }))).toEqual(['c01', 'c07']);
        // The read tried to rebuild it, found the lock taken, and left the index as it was.
        expect(await upgradeIndex(app.db)).toBe(false);
        expect(await stamped()).toBe(false);
      } finally {
        await unlockIndex(holder);
        holder.release();
      }
      // A process that has not tried yet (its own pool) rebuilds it on its first read.
      const other = createPool({ url: app.deps.config.MYSQL_URL, connectionLimit: 2 });
      try {
        const res = await searchCandidates(other, searchQuerySchema.parse({ location: '부산' }));
        expect(res.candidates.map((c) => c.id)).toEqual(['u01']);
        expect(await upgradeIndex(other)).toBe(true);
      } finally {
        await other.end();
      }
      expect(await stamped()).toBe(true);
      expect(await ids(q({ location: '부산' }))).toEqual(['u01']);
      expect(await ids(q({ location: '부사' }))).toEqual([]);
      expect(await ids(q({ location: 'αθηνασ' }))).toEqual(['u02']);
      expect(await ids(q({ location: 'Σ' }))).toEqual(['u02']);
    });

    it('R18: an import into it rebuilds it first', async () => {
      await downgrade();
      expect(
        (
          await importCandidates(
            app.db,
            jsonl([{ id: 'u03', headline: 'Athens too', location: 'Αθήνα', updated_at: at(2) }]),
          )
        ).errors,
      ).toEqual([]);
      expect(await stamped()).toBe(true);
      expect(await ids(q({ location: 'αθηνασ' }))).toEqual(['u02']);
      expect(await ids(q({ location: 'αθην', limit: '50' }))).toEqual(['u02', 'u03']);
      expect(await ids(q({ location: '부사' }))).toEqual([]);
      expect(await ids(q({ location: '부산' }))).toEqual(['u01']);
    });
  });

  describe('R3: lengths in code points; only skill items are trimmed', () => {
    it.each([
      [{ q: ' ' + 'x'.repeat(300) }, 'q'],
      [{ q: 'x'.repeat(300) + ' ' }, 'q'],
      [{ location: ' ' + 'x'.repeat(120) }, 'location'],
      [{ q: 'e\u0301'.repeat(151) }, 'q'],
      [{ location: 'e\u0301'.repeat(61) }, 'location'],
      [{ skills: 'e\u0301'.repeat(41) }, 'skills'],
    ])('R3: %j is 400 naming the parameter', async (params, param) => {
      const res = await search(q(params));
      expectR1(res, 400, 'VALIDATION_ERROR');
      expect(res.body.details[0].path).toBe(param);
    });

    it.each([
      [{ skills: ' ' + 'x'.repeat(80) + ' ' }],
      [{ skills: `go , ${'x'.repeat(80)}\t` }],
      [{ q: 'e\u0301'.repeat(150) }],
      [{ location: 'e\u0301'.repeat(60) }],
      [{ skills: 'e\u0301'.repeat(40) }],
    ])('R3: %j is 200', async (params) => {
      const res = await search(q(params));
      expect(res.status, res.text).toBe(200);
    });
  });
});
