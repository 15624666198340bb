import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { FIXTURE_AUDIT, makeTenant } from '../../support/factories';
import { call, expectR1 } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { loadFixturePostings } from '../helpers/postings';
import { ANALYST_RESUME, BACKEND_RESUME, POSTINGS } from '../../support/fixtures/postings';
import { importPostings } from '../../src/services/postings.service';
import { createActivities } from '../../src/activities';
import { createPool } from '../../src/db/pool';

const MATCH = '/api/v1/external/ai/match-jobs';
const MATCH_FIELDS = ['employment_type', 'job_id', 'location', 'match_score', 'rationale', 'skills_gap', 'title'];

describe('POST /ai/match-jobs through a real Temporal server (R10-R12, R14, R19)', () => {
  let app: TestApp;
  let key: string;
  let ids: string[];
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    key = t.key;
    ids = await loadFixturePostings(app.db, t.company.id);
  });
  afterAll(async () => app?.close());

  it('sync: 200 with matches ranked by score, exact Job match fields, scores in [0,1] with <= 3 decimals', async () => {
    const res = await call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: BACKEND_RESUME } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const matches = res.body.data.matches as any[];
    expect(Object.keys(res.body.data)).toEqual(['matches']);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(5);
    expect(matches[0].job_id).toBe(ids[0]);
    expect(matches[0].title).toBe('Senior Backend Engineer (Go)');
    expect(matches[0].location).toBe('Berlin, Germany');
    expect(matches[0].employment_type).toBe('FULL_TIME');
    expect(matches[0].skills_gap.matched).toEqual(expect.arrayContaining(['Go', 'PostgreSQL', 'Kubernetes']));
    for (const m of matches) {
      expect(Object.keys(m).sort()).toEqual(MATCH_FIELDS);
      expect(m.match_score).toBeGreaterThanOrEqual(0);
      expect(m.match_score).toBeLessThanOrEqual(1);
      expect(Math.round(m.match_score * 1000) / 1000).toBe(m.match_score);
      expect(m.rationale.length).toBeGreaterThan(10);
      expect(m.skills_gap.matched.length).toBeLessThanOrEqual(10);
      expect(m.skills_gap.missing.length).toBeLessThanOrEqual(10);
    }
    const scores = matches.map((m) => m.match_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('R19: limit and an inclusive min_score apply', async () => {
    const all = (await call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: ANALYST_RESUME, limit: 20 } })).body
      .data.matches;
    expect(all).toHaveLength(4);
    expect(all[0].title).toBe('Data Analyst');
    const second = all[1].match_score;
    const filtered = (
      await call(app.baseUrl, 'POST', MATCH, {
        key,
        body: { resume_text: ANALYST_RESUME, limit: 20, min_score: second },
      })
    ).body.data.matches;
    expect(filtered.map((m: any) => m.job_id)).toEqual(
      all.filter((m: any) => m.match_score >= second).map((m: any) => m.job_id),
    );
    expect(filtered.at(-1).match_score).toBe(second);
    const one = (await call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: ANALYST_RESUME, limit: 1 } })).body
      .data.matches;
    expect(one).toEqual([all[0]]);
  });

  it('async: 202 with exactly {job_id, status: queued, check_status_url} and Location, then the same result as sync (R11)', async () => {
    const sync = await call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: BACKEND_RESUME, limit: 3 } });
    const res = await call(app.baseUrl, 'POST', MATCH, {
      key,
      body: { resume_text: BACKEND_RESUME, limit: 3, async: true },
    });
    expect(res.status).toBe(202);
    expect(res.body.status).toBe('accepted');
    expect(Object.keys(res.body.data).sort()).toEqual(['check_status_url', 'job_id', 'status']);
    expect(res.body.data.status).toBe('queued');
    expect(res.body.data.job_id).toMatch(/^job_[0-9A-Za-z]{22}$/);
    expect(res.body.data.check_status_url).toBe(`/api/v1/external/jobs/${res.body.data.job_id}`);
    expect(res.headers.get('location')).toBe(res.body.data.check_status_url);
    const done = await pollJob(app.baseUrl, key, res.body.data.job_id);
    expect(done.body.data).toMatchObject({
      job_id: res.body.data.job_id,
      type: 'match_jobs',
      status: 'completed',
      error: null,
    });
    expect(done.body.data.result).toEqual(sync.body.data);
  });

  it('R19: no open postings is 200 with an empty list; other companies postings never appear', async () => {
    const other = await makeTenant(app.db);
    const res = await call(app.baseUrl, 'POST', MATCH, { key: other.key, body: { resume_text: BACKEND_RESUME } });
    expect(res.status).toBe(200);
    expect(res.body.data.matches).toEqual([]);
  });

  it('R19: a closed posting is never matched, however well it fits; reopened, it is again', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    const own = await loadFixturePostings(app.db, t.company.id);
    const best = (
      await call(app.baseUrl, 'POST', MATCH, { key: t.key, body: { resume_text: BACKEND_RESUME, limit: 20 } })
    ).body.data.matches;
    expect(best[0].job_id).toBe(own[0]);
    const setStatus = (status: string) =>
      importPostings(app.db, t.company.id, JSON.stringify({ ...POSTINGS[0], id: own[0], status }), FIXTURE_AUDIT);
    await setStatus('closed');
    const without = (
      await call(app.baseUrl, 'POST', MATCH, { key: t.key, body: { resume_text: BACKEND_RESUME, limit: 20 } })
    ).body.data.matches;
    expect(without.map((m: any) => m.job_id)).toEqual(best.slice(1).map((m: any) => m.job_id));
    await setStatus('open');
    const back = (
      await call(app.baseUrl, 'POST', MATCH, { key: t.key, body: { resume_text: BACKEND_RESUME, limit: 20 } })
    ).body.data.matches;
    expect(back[0].job_id).toBe(own[0]);
  });

  const invalid: Array<[string, unknown, string]> = [
    ['neither resume field', { limit: 3 }, '(body)'],
    ['both resume fields', { resume_text: BACKEND_RESUME, resume_url: 'https://example.com/cv.pdf' }, '(body)'],
    ['an unknown field', { resume_text: BACKEND_RESUME, extra: true }, 'extra'],
    ['async as a string', { resume_text: BACKEND_RESUME, async: 'true' }, 'async'],
    ['limit 0', { resume_text: BACKEND_RESUME, limit: 0 }, 'limit'],
    ['limit 21', { resume_text: BACKEND_RESUME, limit: 21 }, 'limit'],
    ['limit 1.5', { resume_text: BACKEND_RESUME, limit: 1.5 }, 'limit'],
    ['limit as a string', { resume_text: BACKEND_RESUME, limit: '5' }, 'limit'],
    ['min_score 1.1', { resume_text: BACKEND_RESUME, min_score: 1.1 }, 'min_score'],
    ['min_score -0.1', { resume_text: BACKEND_RESUME, min_score: -0.1 }, 'min_score'],
    ['resume_text of 49 code points', { resume_text: '😀'.repeat(49) }, 'resume_text'],
    ['resume_text over 50,000', { resume_text: 'a'.repeat(50_001) }, 'resume_text'],
    ['resume_text null', { resume_text: null }, 'resume_text'],
    ['resume_url with http:', { resume_url: 'http://example.com/cv.txt' }, 'resume_url'],
    ['resume_url with credentials', { resume_url: 'https://user:pw@example.com/cv.txt' }, 'resume_url'],
    ['resume_url over 2,048', { resume_url: `https://example.com/${'a'.repeat(2048)}` }, 'resume_url'],
  ];
  for (const [name, body, path] of invalid) {
    it(`400 VALIDATION_ERROR for ${name}`, async () => {
      const res = await call(app.baseUrl, 'POST', MATCH, { key, body });
      expectR1(res, 400, 'VALIDATION_ERROR');
      expect(res.body.details.map((d: any) => d.path)).toContain(path);
      if (path !== '(body)') expect(res.body.message).toContain(path);
    });
  }

  it('an exception in the engines is final at once (INTERNAL_ERROR, not retried); reading postings is not', async () => {
    // Input the API's validation would never let through: the engines throw on it, every time.
    const acts = createActivities({ config: app.deps.config, db: app.db, log: app.deps.log });
    const companyId = (await makeTenant(app.db)).company.id;
    const asOf = new Date().toISOString();
    const ranking = acts.rankOpenPostings({
      companyId,
      resumeText: null as unknown as string,
      limit: 5,
      minScore: 0,
      asOf,
    });
    await expect(ranking).rejects.toMatchObject({
      type: 'INTERNAL_ERROR',
      nonRetryable: true,
      message: 'The job failed because of an internal error.',
    });
    const scoring = acts.scoreTranscript({ transcript: BACKEND_RESUME, role: null as unknown as string, rubric: null });
    await expect(scoring).rejects.toMatchObject({ type: 'INTERNAL_ERROR', nonRetryable: true });
    // A database that cannot answer is another matter: that failure stays retryable.
    // (A real pool aimed at a loopback port where nothing listens.)
    const refused = createPool({ url: 'mysql://root@127.0.0.1:1/none', connectionLimit: 1 });
    try {
      const closed = createActivities({ config: app.deps.config, db: refused, log: app.deps.log });
      const io = await closed
        .rankOpenPostings({ companyId, resumeText: BACKEND_RESUME, limit: 5, minScore: 0, asOf })
        .catch((e: unknown) => e);
      // Retried, and named: a job that outlasts the retries fails as SERVICE_UNAVAILABLE.
      expect(io).toMatchObject({ type: 'SERVICE_UNAVAILABLE', nonRetryable: false });
    } finally {
      await refused.end();
    }
  });

  it('R3: 50 emoji (100 UTF-16 units) is a valid 50-character resume', async () => {
    const res = await call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: '😀'.repeat(50) } });
    expect(res.status).toBe(200);
  });
});
