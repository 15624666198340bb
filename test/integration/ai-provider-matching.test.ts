import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiEngineAttribute, logsMatching, providerConfig, TEST_AI_KEY } from '../helpers/ai-provider';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { startFakeOpenAi, type FakeOpenAi } from '../../support/fake-openai';
import { call } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { loadFixturePostings } from '../helpers/postings';
import { BACKEND_RESUME, POSTINGS } from '../../support/fixtures/postings';

const MATCH = '/api/v1/external/ai/match-jobs';
const MODEL_ENGINE = 'openai:fake-model';

// Written for this test: more open postings than the model reads (max(limit, 10)).
const MORE = [
  'Platform Engineer',
  'Site Reliability Engineer',
  'Database Administrator',
  'Mobile Developer (iOS)',
  'QA Automation Engineer',
  'DevOps Engineer',
  'Machine Learning Engineer',
  'Technical Writer',
  'Product Designer',
].map((title, i) => ({
  id: `more-${i}`,
  title,
  description: `We are looking for a ${title} to join a product team shipping weekly. You will work with engineers across the stack, review designs and improve reliability. Experience with Linux and Git helps.`,
  location: 'Remote',
  employment_type: 'FULL_TIME',
  skills: ['Linux', 'Git'],
  min_years: 1,
}));

type Mode = 'sync' | 'async';

async function matched(
  app: TestApp,
  key: string,
  mode: Mode,
  body: Record<string, unknown> = {},
): Promise<{ matches: any[]; engine: string | null; jobId: string | null }> {
  const res = await call(app.baseUrl, 'POST', MATCH, {
    key,
    body: { resume_text: BACKEND_RESUME, ...body, ...(mode === 'async' ? { async: true } : {}) },
  });
  if (mode === 'sync') {
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['matches']);
    return { matches: res.body.data.matches, engine: res.headers.get('x-ai-engine'), jobId: null };
  }
  expect(res.status, res.text).toBe(202);
  const done = await pollJob(app.baseUrl, key, res.body.data.job_id, undefined, 30_000);
  expect(done.body.data.status, JSON.stringify(done.body.data.error)).toBe('completed');
  return {
    matches: done.body.data.result.matches,
    engine: done.headers.get('x-ai-engine'),
    jobId: res.body.data.job_id,
  };
}

describe('POST /ai/match-jobs with a model provider: the local engine retrieves, the model judges fit', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  let localApp: TestApp;
  let key: string;
  let localTop: any[];
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: TEST_AI_KEY });
    app = await startTestApp({ worker: true, config: providerConfig(fake) });
    // The same database without a provider: the local engine's answer to compare with.
    localApp = await startTestApp({ worker: true });
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    key = t.key;
    await loadFixturePostings(app.db, t.company.id, [...POSTINGS, ...MORE]);
    const res = await call(localApp.baseUrl, 'POST', MATCH, { key, body: { resume_text: BACKEND_RESUME, limit: 20 } });
    expect(res.headers.get('x-ai-engine')).toBe('local');
    localTop = res.body.data.matches;
    expect(localTop.length).toBe(POSTINGS.length + MORE.length);
  });
  afterAll(async () => {
    await app?.close();
    await localApp?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.reset();
    app.logs.length = 0;
  });

  for (const mode of ['sync', 'async'] as const) {
    it(`${mode}: the local top max(limit, 10) go to the model; match_score is its fit, ordered by it; skills_gap stays the taxonomy's`, async () => {
      const r = await matched(app, key, mode, { limit: 5 });
      expect(r.engine).toBe(MODEL_ENGINE);
      expect(fake.shapeProblems).toEqual([]);
      expect(fake.requests).toHaveLength(1);
      const sent = JSON.parse(fake.requests[0]!.body.messages[1].content.slice('Postings (JSON):\n'.length));
      expect(sent.map((p: any) => p.job_id)).toEqual(localTop.slice(0, 10).map((m) => m.job_id));
      expect(sent[0].required_skills).toEqual(expect.arrayContaining(['Go', 'PostgreSQL']));
      expect(sent[0].description_start.length).toBeGreaterThan(50);
      // The fake's fit is the reverse of the order given: the local 10th is the model's best.
      expect(r.matches).toHaveLength(5);
      expect(r.matches.map((m) => m.job_id)).toEqual(
        localTop
          .slice(5, 10)
          .map((m) => m.job_id)
          .reverse(),
      );
      expect(r.matches.map((m) => m.match_score)).toEqual(
        [10, 9, 8, 7, 6].map((i) => Math.round((i / 11) * 1000) / 1000),
      );
      for (const m of r.matches) {
        const l = localTop.find((x) => x.job_id === m.job_id);
        expect(m.skills_gap).toEqual(l.skills_gap);
        expect(m.rationale).toMatch(/bears on the/);
        expect(Object.keys(m).sort()).toEqual([
          'employment_type',
          'job_id',
          'location',
          'match_score',
          'rationale',
          'skills_gap',
          'title',
        ]);
      }
      if (r.jobId) expect(await aiEngineAttribute(app, r.jobId)).toBe(MODEL_ENGINE);
    });

    it(`${mode}: min_score and limit apply to the model's fit (R19)`, async () => {
      fake.fitOf = (p) =>
        p.title.includes('Backend') ? 0.9 : p.title.includes('Platform') || p.title.includes('Reliability') ? 0.6 : 0.2;
      const r = await matched(app, key, mode, { limit: 20, min_score: 0.6 });
      expect(
        fake.requests[0]!.body.response_format.json_schema.schema.properties.postings.items.properties.job_id.enum,
      ).toHaveLength(POSTINGS.length + MORE.length);
      expect(r.matches.map((m) => m.title)).toEqual([
        'Senior Backend Engineer (Go)',
        expect.stringMatching(/Platform|Reliability/),
        expect.stringMatching(/Platform|Reliability/),
      ]);
      expect(r.matches.map((m) => m.match_score)).toEqual([0.9, 0.6, 0.6]);
    });

    for (const b of ['out-of-range', 'malformed', 'schema-violation', 'refusal', 'truncated'] as const) {
      it(`${mode}: ${b} once: a corrective turn, then the model's ranking`, async () => {
        fake.script(b, 'good');
        const r = await matched(app, key, mode);
        expect(r.engine).toBe(MODEL_ENGINE);
        expect(fake.requests).toHaveLength(2);
      });
      it(`${mode}: ${b} twice: the local engine's ranking, the fallback logged`, async () => {
        fake.fallback = b;
        const r = await matched(app, key, mode);
        expect(r.engine).toBe('local');
        expect(r.matches).toEqual(localTop.slice(0, 5));
        expect(String(logsMatching(app, /the local engine answers/)[0]?.reason)).toMatch(/PROVIDER_BAD_OUTPUT/);
      });
    }

    for (const b of ['rate-limited', 'server-error', 'hang'] as const) {
      it(`${mode}: ${b} once, then a good answer: the model's ranking`, async () => {
        fake.script(b, 'good');
        const r = await matched(app, key, mode);
        expect(r.engine).toBe(MODEL_ENGINE);
      });
      it(`${mode}: ${b} for good: the local engine's ranking after the retry budget`, async () => {
        fake.fallback = b;
        const r = await matched(app, key, mode);
        expect(r.engine).toBe('local');
        expect(r.matches).toEqual(localTop.slice(0, 5));
        expect(logsMatching(app, /the local engine answers/)).toHaveLength(1);
      });
    }
  }

  it('no open postings: 200 with an empty list and no model call', async () => {
    const empty = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    const res = await call(app.baseUrl, 'POST', MATCH, { key: empty.key, body: { resume_text: BACKEND_RESUME } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ matches: [] });
    expect(fake.requests).toHaveLength(0);
  });
});
