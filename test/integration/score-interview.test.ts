import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRubric } from '../../src/services/rubrics.service';
import { startTestApp, type TestApp } from '../../support/app';
import { FIXTURE_AUDIT, makeTenant } from '../../support/factories';
import { call, expectR1 } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { STRONG_BACKEND, WEAK_BACKEND } from '../../support/fixtures/transcripts';

const SCORE = '/api/v1/external/ai/score-interview';

function expectScorecard(data: any): void {
  expect(Object.keys(data).sort()).toEqual(['dimensions', 'overall_score', 'recommendation', 'summary']);
  expect(Object.keys(data.dimensions).sort()).toEqual(['communication', 'problem_solving', 'technical_accuracy']);
  for (const d of Object.values<any>(data.dimensions)) {
    expect(Object.keys(d).sort()).toEqual(['feedback', 'score']);
    expect(Number.isInteger(d.score) && d.score >= 0 && d.score <= 100).toBe(true);
    expect(d.feedback.length).toBeGreaterThan(0);
  }
  expect(Number.isInteger(data.overall_score)).toBe(true);
  expect(['Advance to next round', 'Do not advance']).toContain(data.recommendation);
  expect(data.recommendation).toBe(data.overall_score >= 70 ? 'Advance to next round' : 'Do not advance');
}

describe('POST /ai/score-interview through a real Temporal server (R11, R14, R21)', () => {
  let app: TestApp;
  let key: string;
  let companyId: string;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    key = t.key;
    companyId = t.company.id;
  });
  afterAll(async () => app?.close());

  it('sync: 200 with a Scorecard; the strong transcript beats the weak one', async () => {
    const strong = await call(app.baseUrl, 'POST', SCORE, {
      key,
      body: { transcript: STRONG_BACKEND, role: 'Backend Engineer' },
    });
    const weak = await call(app.baseUrl, 'POST', SCORE, {
      key,
      body: { transcript: WEAK_BACKEND, role: 'Backend Engineer' },
    });
    expect(strong.status).toBe(200);
    expect(strong.body.status).toBe('success');
    expectScorecard(strong.body.data);
    expectScorecard(weak.body.data);
    expect(strong.body.data.overall_score).toBeGreaterThan(weak.body.data.overall_score);
    expect(weak.body.data.recommendation).toBe('Do not advance');
  });

  it('async: 202 then completed with the same scorecard as sync (R11)', async () => {
    const body = { transcript: STRONG_BACKEND, role: 'Backend Engineer' };
    const sync = await call(app.baseUrl, 'POST', SCORE, { key, body });
    const res = await call(app.baseUrl, 'POST', SCORE, { key, body: { ...body, async: true } });
    expect(res.status).toBe(202);
    expect(res.headers.get('location')).toBe(res.body.data.check_status_url);
    const done = await pollJob(app.baseUrl, key, res.body.data.job_id);
    expect(done.body.data).toMatchObject({ type: 'score_interview', status: 'completed', error: null });
    expect(done.body.data.result).toEqual(sync.body.data);
  });

  it('R21: a company rubric changes the weights and the pass mark', async () => {
    const plain = (
      await call(app.baseUrl, 'POST', SCORE, { key, body: { transcript: STRONG_BACKEND, role: 'Backend Engineer' } })
    ).body.data;
    const rubric = await createRubric(
      app.db,
      companyId,
      {
        name: 'Communication first',
        weights: { technical_accuracy: 1, communication: 2, problem_solving: 1 },
        pass_mark: 95,
      },
      FIXTURE_AUDIT,
    );
    const res = await call(app.baseUrl, 'POST', SCORE, {
      key,
      body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', rubric_id: rubric.id },
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    const s = d.dimensions;
    expect(s).toEqual(plain.dimensions);
    const expected = Math.round((s.technical_accuracy.score + 2 * s.communication.score + s.problem_solving.score) / 4);
    expect(d.overall_score).toBe(expected);
    expect(d.recommendation).toBe(expected >= 95 ? 'Advance to next round' : 'Do not advance');
  });

  it('R2: 422 RUBRIC_NOT_FOUND for another company rubric or an unknown id, counting toward no window', async () => {
    const other = await makeTenant(app.db);
    const foreign = await createRubric(app.db, other.company.id, { name: 'Theirs' }, FIXTURE_AUDIT);
    const t = await makeTenant(app.db, { company: { ai_call_limit: 1 } });
    const own = await createRubric(app.db, t.company.id, { name: 'Ours' }, FIXTURE_AUDIT);
    // Ids compare exactly: a look-alike of the company's own rubric names no rubric.
    const lookAlikes = [own.id.toUpperCase(), own.id.toLowerCase(), `${own.id} `].filter((id) => id !== own.id);
    expect(lookAlikes.length).toBeGreaterThanOrEqual(2);
    for (const rubric_id of [foreign.id, 'rub_doesnotexist', ...lookAlikes]) {
      const res = await call(app.baseUrl, 'POST', SCORE, {
        key: t.key,
        body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', rubric_id },
      });
      expectR1(res, 422, 'RUBRIC_NOT_FOUND');
      expect(res.headers.get('x-ratelimit-remaining')).toBe('1');
    }
  });

  const invalid: Array<[string, unknown, string]> = [
    ['a missing transcript', { role: 'Engineer' }, 'transcript'],
    ['a missing role', { transcript: STRONG_BACKEND }, 'role'],
    ['a short transcript', { transcript: 'too short', role: 'Engineer' }, 'transcript'],
    ['a long transcript', { transcript: 'a'.repeat(50_001), role: 'Engineer' }, 'transcript'],
    ['a one-character role', { transcript: STRONG_BACKEND, role: 'E' }, 'role'],
    ['a 121-character role', { transcript: STRONG_BACKEND, role: 'r'.repeat(121) }, 'role'],
    [
      'a 101-character rubric_id',
      { transcript: STRONG_BACKEND, role: 'Engineer', rubric_id: 'r'.repeat(101) },
      'rubric_id',
    ],
    ['async as a number', { transcript: STRONG_BACKEND, role: 'Engineer', async: 1 }, 'async'],
    ['an unknown field', { transcript: STRONG_BACKEND, role: 'Engineer', candidate: 'x' }, 'candidate'],
  ];
  for (const [name, body, path] of invalid) {
    it(`400 VALIDATION_ERROR for ${name}`, async () => {
      const res = await call(app.baseUrl, 'POST', SCORE, { key, body });
      expectR1(res, 400, 'VALIDATION_ERROR');
      expect(res.body.details.map((d: any) => d.path)).toContain(path);
    });
  }

  it('a 50,000-character transcript and non-Latin text are scored', async () => {
    const long = (STRONG_BACKEND + '\n').repeat(60).slice(0, 50_000);
    const big = await call(app.baseUrl, 'POST', SCORE, { key, body: { transcript: long, role: 'Backend Engineer' } });
    expect(big.status).toBe(200);
    expectScorecard(big.body.data);
    const cjk =
      '面试官：请介绍一下你做过的系统。\n候选人：我负责过支付系统，用 Go 和 PostgreSQL 开发，延迟从两秒降到了两百毫秒。我们权衡了一致性和可用性。';
    const res = await call(app.baseUrl, 'POST', SCORE, {
      key,
      body: { transcript: cjk.repeat(2), role: '后端工程师' },
    });
    expect(res.status).toBe(200);
    expectScorecard(res.body.data);
  });
});
