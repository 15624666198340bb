import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCandidates } from '../../src/services/candidates.service';
import { startTestApp, type TestApp } from '../helpers/app';
import { makeTenant } from '../helpers/factories';
import { call, expectR1 } from '../helpers/http';

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
  { id: 'c13', headline: 'Rocket 🚀 scientist', summary: 'Propulsion.', location: 'Houston, TX, USA', skills: ['MATLAB'], experience_years: 2, updated_at: at(89) },
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
  { id: 'c11', headline: 'Polyglot', summary: 'Many tools.', location: 'Lisbon, Portugal', skills: Array.from({ length: 25 }, (_, i) => `Tool${String(i + 1).padStart(2, '0')}`), experience_years: 15, updated_at: at(91) },
  { id: 'c10', name: null, headline: null, summary: null, location: null, skills: [], experience_years: null, updated_at: at(92) },
  { id: 'c08', name: 'Ken Thompson', headline: 'Go engineer', summary: 'Plan 9 and Unix.', location: 'New York, NY, USA', skills: ['Go'], experience_years: 4, updated_at: at(93) },
  { id: 'c09', name: 'James Gosling', headline: 'Java engineer', summary: 'JVM internals.', location: 'Toronto, ON, Canada', skills: ['Java'], experience_years: 40, updated_at: at(93) },
  { id: 'c07', name: 'Kelsey', headline: 'DevOps engineer', summary: 'Kubernetes, Terraform, AWS.', location: 'berlin', skills: ['k8s', 'Terraform', 'AWS'], experience_years: 0, updated_at: at(94) },
  { id: 'c06', name: 'Brendan', headline: 'JavaScript engineer', summary: 'React and Node.js; TypeScript.', location: 'Remote_EU', skills: ['js', 'React', 'node'], experience_years: null, updated_at: at(95) },
  { id: 'c05', name: 'Don Norman', headline: 'UX designer', summary: 'User research and UX writing.', location: '100% Remote', skills: ['UX', 'Figma'], experience_years: 3, updated_at: at(96) },
  { id: 'c04', name: 'Hadley', headline: 'Data scientist', summary: 'Statistics with R and Python; machine learning.', location: 'Zürich, Switzerland', skills: ['R', 'python', 'ML'], experience_years: 8, updated_at: at(97) },
  { id: 'c03', name: 'Anders', headline: 'C# .NET developer', summary: 'Backend services with C# and ASP.NET.', location: 'London, United Kingdom', skills: ['C#', '.NET', 'SQL'], experience_years: 5, updated_at: at(98) },
  { id: 'c02', name: 'Grace Hopper', headline: 'C++ engineer', summary: 'Compilers, embedded C and C++.', location: 'New York, NY, USA', skills: ['C++', 'C'], experience_years: 30, updated_at: at(99) },
  { id: 'c01', name: 'Ada Lovelace', headline: 'Senior Go developer', summary: 'Builds distributed systems in Go and Rust. Loves AI tooling.', location: 'Berlin, Germany', skills: ['golang', 'Rust', 'Docker'], experience_years: 12, updated_at: at(100) },
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

describe('GET /candidates (issue 4, R18)', () => {
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
    for (const t of ['candidates', 'search_bits', 'search_tokens', 'search_positions']) await app.db.query(`DELETE FROM ${t}`);
    const shuffled = [...FIXTURES].sort((a, b) => (a.id.charCodeAt(2) * 7) % 11 - (b.id.charCodeAt(2) * 7) % 11);
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
        expect(Object.keys(c).sort()).toEqual(['experience_years', 'headline', 'id', 'location', 'name', 'skills', 'updated_at']);
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
      expect(byId.c10).toEqual({ id: 'c10', name: null, headline: null, location: null, skills: [], experience_years: null, updated_at: at(92) });
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
        expect(res.body.data).toEqual({ candidates: [], pagination: { page: Number(page), limit: 5, total: 13, total_pages: 3 } });
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
      expect([first, second, third].flatMap((r) => r.body.data.candidates.map((c: { id: string }) => c.id))).toEqual(['c02', 'c06', 'c07', 'c09', 'c08']);
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
      await importCandidates(app.db, jsonl([{ ...c01, privacy: { ...open, discoverable: false } }, { ...h01, privacy: open }]));
      expect(await ids(q({ location: 'berlin' }))).toEqual(['h01', 'c07']);
      expect((await search(q({ skills: 'go' }))).body.data.pagination.total).toBe(2);

      await importCandidates(app.db, jsonl([{ ...h01, privacy: { ...open, public_profile: false } }, c01, { ...FIXTURES[0]!, updated_at: at(500) }]));
      expect((await ids('limit=50'))).toEqual(['c13', ...ALL.slice(0, -1)]);
      expect((await search('')).body.data.pagination.total).toBe(13);

      await importCandidates(app.db, jsonl([FIXTURES[0]!]));
      expect(await ids('limit=50')).toEqual(ALL);
    });
  });
});
