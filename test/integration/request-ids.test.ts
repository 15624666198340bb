// One id from the caller's log to the work: the X-Request-Id of an AI call is in its job's memo
// (shown by the Temporal UI) and on the worker's log lines for the job's workflow and activities.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { loadFixturePostings } from '../helpers/postings';

const SCORE = '/api/v1/external/ai/score-interview';
const MATCH = '/api/v1/external/ai/match-jobs';

describe('request ids all the way through', () => {
  let app: TestApp;
  let key: string;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    const t = await makeTenant(app.db);
    key = t.key;
    await loadFixturePostings(app.db, t.company.id);
  });
  afterAll(async () => app?.close());

  const linesOf = (jobId: string) =>
    app.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.job_id === jobId);

  async function expectTraced(jobId: string, requestId: string, activity: string): Promise<void> {
    const described = await app.deps.temporal.workflow.getHandle(jobId).describe();
    expect(await described.memo).toMatchObject({ requestId });
    // The worker's lines follow the workflow's end by a moment.
    for (let i = 0; i < 50 && !linesOf(jobId).some((l) => l.msg === 'job finished'); i++)
      await new Promise((r) => setTimeout(r, 20));
    const lines = linesOf(jobId);
    expect(lines.find((l) => l.msg === 'job finished')).toMatchObject({ request_id: requestId, outcome: 'completed' });
    expect(lines.find((l) => l.msg === 'activity completed')).toMatchObject({ request_id: requestId, activity });
    // Every line of the job carries it.
    expect(lines.every((l) => l.request_id === requestId)).toBe(true);
  }

  it('a synchronous call: the id it was answered with is in the memo and on the worker lines', async () => {
    const requestId = `req-sync-${Date.now()}`;
    const res = await call(app.baseUrl, 'POST', SCORE, {
      key,
      headers: { 'X-Request-Id': requestId },
      body: { transcript: STRONG_BACKEND, role: 'Backend Engineer' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(requestId);
    const jobId = await jobOfRequest(requestId);
    await expectTraced(jobId, requestId, 'scoreTranscript');
  });

  it('an asynchronous call: the generated id is in the memo and on the worker lines', async () => {
    const res = await call(app.baseUrl, 'POST', MATCH, {
      key,
      body: { resume_text: BACKEND_RESUME, limit: 2, async: true },
    });
    expect(res.status).toBe(202);
    const requestId = res.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^req_/);
    const jobId = res.body.data.job_id as string;
    expect((await pollJob(app.baseUrl, key, jobId)).body.data.status).toBe('completed');
    await expectTraced(jobId, requestId, 'rankOpenPostings');
  });

  /** A sync answer has no job id: the API's own request line and the job's memo tie them. */
  async function jobOfRequest(requestId: string): Promise<string> {
    for await (const wf of app.deps.temporal.workflow.list({ query: `WorkflowType = 'scoreInterview'` })) {
      if ((await wf.memo)?.requestId === requestId) return wf.workflowId;
    }
    throw new Error(`no job with request id ${requestId}`);
  }
});
