import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, type Scope } from '../../../../src/domain/scopes';
import { startTestApp, type TestApp } from '../../../../support/app';
import { makeTenant } from '../../../../support/factories';
import { BACKEND_RESUME } from '../../../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../../../support/fixtures/transcripts';
import { loadFixturePostings } from '../../../../test/helpers/postings';
import { HiringApiError, HiringClient, type HiringClientOptions, responseInfo } from '../../src/index.js';
import { type Prism, startPrism } from './prism';

// Every method of the client against the real API (MariaDB, Temporal, a worker), through Prism
// validating each request and response against the served /openapi.json: a violation, in either
// direction, fails the test that caused it (afterEach).

let app: TestApp;
let prism: Prism;
let key: string;
const allBut = (scope: Scope) => SCOPES.filter((s) => s !== scope);
const UNKNOWN_KEY = `sk_test_${'Z'.repeat(43)}`;
// Answers for webhook endpoint hosts: one public address, one private.
const DNS: Record<string, string[]> = {
  'hooks.example.com': ['93.184.215.14'],
  'intranet.example.com': ['10.0.0.5'],
};
const FAST_WAIT = { schedule: { firstWaitMs: 100, factor: 1.5, capMs: 500, maxPolls: 60 } };

const client = (apiKey: string, o: HiringClientOptions = {}) =>
  new HiringClient({ apiKey, baseUrl: prism.baseUrl, fetch: prism.fetch, ...o });

async function refusal(p: Promise<unknown>): Promise<HiringApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HiringApiError);
  return err as HiringApiError;
}

function expectRefused(err: HiringApiError, statusCode: number, code: string): void {
  expect({ statusCode: err.statusCode, error: err.error }).toEqual({ statusCode, error: code });
  expect(err.message.length).toBeGreaterThan(0);
  expect(err.requestId).toMatch(/^req_/);
}

beforeAll(async () => {
  app = await startTestApp({ worker: true, resolveHost: async (host) => DNS[host] ?? [] });
  prism = await startPrism(app.baseUrl);
  const t = await makeTenant(app.db);
  key = t.key;
  await loadFixturePostings(app.db, t.company.id);
});
afterAll(async () => {
  await prism?.close();
  await app?.close();
});
afterEach(() => {
  const found = prism.violations.splice(0);
  expect(found, 'Prism found requests or responses that break the OpenAPI document').toEqual([]);
});

describe('the client against the live API, validated by Prism', () => {
  it('me: 200 with the key, its company and the rate windows; 401; 403', async () => {
    const me = await client(key).me();
    expect(me.key.scopes).toEqual(expect.arrayContaining(['candidates:read', 'ai:match']));
    expect(me.rate_limits.standard.limit).toBeGreaterThan(0);
    expect(responseInfo(me)).toMatchObject({ statusCode: 200, requestId: expect.stringMatching(/^req_/) });

    expectRefused(await refusal(client(UNKNOWN_KEY).me()), 401, 'UNAUTHORIZED');
    const lapsed = await makeTenant(app.db, { company: { status: 'canceled' } });
    expectRefused(await refusal(client(lapsed.key).me()), 403, 'FORBIDDEN');
  });

  it('candidates.search: 200 with the rate window readable; 400; 401; 403', async () => {
    const page = await client(key).candidates.search({ skills: 'Go', limit: 2 });
    expect(page.pagination).toMatchObject({ page: 1, limit: 2 });
    const info = responseInfo(page)!;
    expect(info.rateLimit).toMatchObject({
      limit: expect.any(Number),
      remaining: expect.any(Number),
      reset: expect.any(Number),
    });

    // 21 skills: valid for the document's schema, refused by the API's own rule.
    const tooMany = Array.from({ length: 21 }, (_, i) => `s${i}`).join(',');
    const bad = await refusal(client(key).candidates.search({ skills: tooMany }));
    expectRefused(bad, 400, 'VALIDATION_ERROR');
    expect(bad.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.any(String) })]));

    expectRefused(await refusal(client(UNKNOWN_KEY).candidates.search()), 401, 'UNAUTHORIZED');
    const noScope = await makeTenant(app.db, { scopes: allBut('candidates:read') });
    expectRefused(await refusal(client(noScope.key).candidates.search()), 403, 'FORBIDDEN');
  });

  it('candidates.search: 429 with Retry-After and the rate-limit headers, thrown at once past the cap', async () => {
    const busy = await makeTenant(app.db);
    const c = client(busy.key, { maxRetryAfterSeconds: 0 });
    for (let i = 0; i < 60; i++) await c.candidates.search({ limit: 1 });
    const err = await refusal(c.candidates.search({ limit: 1 }));
    expectRefused(err, 429, 'RATE_LIMITED');
    expect(err.retryAfter).toBeGreaterThan(0);
    expect(err.rateLimit).toMatchObject({ limit: 60, remaining: 0, reset: expect.any(Number) });
    expect(err.rateLimit!.policy).toBeTruthy();
  });

  it('ai.matchJobs: 200 (sync), 202 (async), and the finished job with { wait: true }', async () => {
    const c = client(key);
    const sync = await c.ai.matchJobs({ resume_text: BACKEND_RESUME, limit: 2 });
    expect(sync.matches.length).toBeGreaterThan(0);
    expect(responseInfo(sync)).toMatchObject({ statusCode: 200, idempotencyKey: expect.any(String), replayed: false });

    const accepted = await c.ai.matchJobs({ resume_text: BACKEND_RESUME, async: true });
    expect(accepted).toMatchObject({ status: 'queued', job_id: expect.stringMatching(/^job_/) });
    expect(responseInfo(accepted)!.statusCode).toBe(202);

    const done = await c.ai.matchJobs({ resume_text: BACKEND_RESUME, async: true }, { wait: FAST_WAIT });
    expect(done.status).toBe('completed');
    expect(done.result).toMatchObject({ matches: expect.any(Array) });
  });

  it('ai.matchJobs: the same Idempotency-Key replays; 422 for another body or a private resume_url; 401; 403', async () => {
    const c = client(key);
    const first = await c.ai.matchJobs(
      { resume_text: BACKEND_RESUME, async: true },
      { idempotencyKey: 'client-replay-1' },
    );
    const again = await c.ai.matchJobs(
      { resume_text: BACKEND_RESUME, async: true },
      { idempotencyKey: 'client-replay-1' },
    );
    expect(again.job_id).toBe(first.job_id);
    expect(responseInfo(again)!.replayed).toBe(true);
    expectRefused(
      await refusal(c.ai.matchJobs({ resume_text: BACKEND_RESUME, limit: 3 }, { idempotencyKey: 'client-replay-1' })),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expectRefused(
      await refusal(c.ai.matchJobs({ resume_url: 'https://127.0.0.1/cv.txt' })),
      422,
      'RESUME_URL_FORBIDDEN',
    );
    expectRefused(
      await refusal(client(UNKNOWN_KEY).ai.matchJobs({ resume_text: BACKEND_RESUME })),
      401,
      'UNAUTHORIZED',
    );
    const noScope = await makeTenant(app.db, { scopes: allBut('ai:match') });
    expectRefused(await refusal(client(noScope.key).ai.matchJobs({ resume_text: BACKEND_RESUME })), 403, 'FORBIDDEN');
  });

  it('ai.matchJobs and ai.scoreInterview: 429 when the AI window is used up, with its headers', async () => {
    const limited = await makeTenant(app.db, { company: { ai_call_limit: 1 } });
    const c = client(limited.key);
    await c.ai.matchJobs({ resume_text: BACKEND_RESUME, async: true });
    for (const call of [
      () => c.ai.matchJobs({ resume_text: BACKEND_RESUME, async: true }),
      () => c.ai.scoreInterview({ transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true }),
    ]) {
      const err = await refusal(call());
      expectRefused(err, 429, 'RATE_LIMITED');
      // The AI window resets in hours: past the default 60 s cap, so thrown without waiting.
      expect(err.retryAfter).toBeGreaterThan(60);
      expect(err.rateLimit).toMatchObject({ limit: 1, remaining: 0 });
    }
  });

  it('ai.scoreInterview: 200 (sync), 202 (async), the finished job; 422 RUBRIC_NOT_FOUND; 401; 403', async () => {
    const c = client(key);
    const card = await c.ai.scoreInterview({ transcript: STRONG_BACKEND, role: 'Backend Engineer' });
    expect(card.overall_score).toBeGreaterThanOrEqual(0);
    const accepted = await c.ai.scoreInterview({ transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true });
    expect(accepted.status).toBe('queued');
    const done = await c.ai.scoreInterview(
      { transcript: STRONG_BACKEND, role: 'Backend Engineer' },
      { wait: FAST_WAIT },
    );
    expect(done).toMatchObject({ status: 'completed', type: 'score_interview' });

    expectRefused(
      await refusal(
        c.ai.scoreInterview({ transcript: STRONG_BACKEND, role: 'Backend Engineer', rubric_id: 'rub_nope' }),
      ),
      422,
      'RUBRIC_NOT_FOUND',
    );
    expectRefused(
      await refusal(client(UNKNOWN_KEY).ai.scoreInterview({ transcript: STRONG_BACKEND, role: 'Engineer' })),
      401,
      'UNAUTHORIZED',
    );
    const noScope = await makeTenant(app.db, { scopes: allBut('ai:score') });
    expectRefused(
      await refusal(client(noScope.key).ai.scoreInterview({ transcript: STRONG_BACKEND, role: 'Engineer' })),
      403,
      'FORBIDDEN',
    );
  });

  it('jobs.get and jobs.wait: 200 on the way to completed; 404; 401; 403', async () => {
    const c = client(key);
    const accepted = await c.ai.matchJobs({ resume_text: BACKEND_RESUME, async: true });
    const now = await c.jobs.get(accepted.job_id);
    expect(now.job_id).toBe(accepted.job_id);
    const polled: string[] = [];
    const done = await c.jobs.wait(accepted.job_id, { ...FAST_WAIT, onPoll: (e) => polled.push(e.job!.status) });
    expect(done.status).toBe('completed');
    expect(polled.at(-1)).toBe('completed');

    expectRefused(await refusal(c.jobs.get('job_0000000000000000000000')), 404, 'NOT_FOUND');
    expectRefused(await refusal(client(UNKNOWN_KEY).jobs.get(accepted.job_id)), 401, 'UNAUTHORIZED');
    const noScope = await makeTenant(app.db, { scopes: allBut('jobs:read') });
    expectRefused(await refusal(client(noScope.key).jobs.get(accepted.job_id)), 403, 'FORBIDDEN');
  });

  it('webhookEndpoints: 201, 200 for every operation but test; 400; 404; 422; 401; 403', async () => {
    // A tenant of its own that runs no job and sends no test event, so nothing is ever delivered
    // to the endpoint's public address (answered by the injected DNS, never dialled).
    const t = await makeTenant(app.db);
    const c = client(t.key);
    const made = await c.webhookEndpoints.create({ url: 'https://hooks.example.com/hiring', description: 'prism' });
    expect(made.secret).toMatch(/^whsec_/);
    expect(responseInfo(made)).toMatchObject({ statusCode: 201 });
    expect((await c.webhookEndpoints.list()).map((e) => e.id)).toEqual([made.id]);
    expect(await c.webhookEndpoints.get(made.id)).toMatchObject({ id: made.id, enabled: true });
    const changed = await c.webhookEndpoints.update(made.id, { events: ['job.failed'], description: 'failures' });
    expect(changed).toMatchObject({ events: ['job.failed'], description: 'failures' });
    const rotated = await c.webhookEndpoints.rotateSecret(made.id);
    expect(rotated.secret).not.toBe(made.secret);
    const log = await c.webhookEndpoints.deliveries(made.id, { limit: 5 });
    expect(log).toMatchObject({ deliveries: [], pagination: { page: 1, limit: 5, total: 0 } });
    const since = new Date(Date.now() - 3_600_000).toISOString();
    expect(await c.webhookEndpoints.recover(made.id, { since })).toEqual({ recovered: 0, message_ids: [] });

    expectRefused(
      await refusal(c.webhookEndpoints.create({ url: 'https://user:pw@hooks.example.com/x' })),
      400,
      'VALIDATION_ERROR',
    );
    expectRefused(
      await refusal(c.webhookEndpoints.create({ url: 'https://intranet.example.com/x' })),
      422,
      'WEBHOOK_URL_FORBIDDEN',
    );
    expectRefused(await refusal(c.webhookEndpoints.get('we_0000000000000000000000')), 404, 'NOT_FOUND');
    expectRefused(await refusal(client(UNKNOWN_KEY).webhookEndpoints.list()), 401, 'UNAUTHORIZED');
    const noScope = await makeTenant(app.db, { scopes: allBut('webhooks:manage') });
    expectRefused(await refusal(client(noScope.key).webhookEndpoints.list()), 403, 'FORBIDDEN');
    expect(await c.webhookEndpoints.delete(made.id)).toEqual({ id: made.id, deleted: true });
    expectRefused(await refusal(c.webhookEndpoints.get(made.id)), 404, 'NOT_FOUND');
  });

  it('Prism is really validating: a request that breaks the document is answered by Prism, not the API', async () => {
    const err = await refusal(client(key, { maxRetries: 0 }).candidates.search({ limit: 500 }));
    expect(err.statusCode).toBe(422);
    expect(prism.violations.splice(0)).toHaveLength(1);
  });
});
