import { WorkflowNotFoundError } from '@temporalio/client';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/rows';
import { createSecretBox, type SecretBox } from '../../src/secret-box';
import { awaitJob, requestJobEvents, startJob } from '../../src/temporal/job-client';
import { startDelivery } from '../../src/temporal/webhook-client';
import { jobEventsWorkflowId } from '../../workflows/job-events';
import { insertJob } from '../../src/db/jobs.repository';
import { newId } from '../../src/ids';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { call } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { makeEndpoint } from '../../support/webhook-endpoints';
import { eventually, startReceiver, type Receiver } from '../../support/webhook-receiver';
import { loadFixturePostings } from '../helpers/postings';

const MATCH = '/api/v1/external/ai/match-jobs';
const SCORE = '/api/v1/external/ai/score-interview';

describe('job events (R25): job.completed and job.failed, for 202 jobs and 504 sync calls', () => {
  let app: TestApp;
  let receiver: Receiver;
  let box: SecretBox;

  beforeAll(async () => {
    app = await startTestApp({
      worker: true,
      config: { WEBHOOK_ALLOW_PRIVATE_URLS: '1', WEBHOOK_RETRY_SCHEDULE: '300ms', SYNC_TIMEOUT_MS: '3000' },
    });
    receiver = await startReceiver();
    box = createSecretBox(app.deps.config.TEMPORAL_PAYLOAD_KEYS!);
  });
  afterAll(async () => {
    await receiver?.close();
    await app?.close();
  });

  async function tenantWithEndpoint(path: string, events: string | null = null) {
    const t = await makeTenant(app.db);
    await loadFixturePostings(app.db, t.company.id);
    const ep = await makeEndpoint(app.db, box, t.company.id, receiver.url(path), events);
    return { ...t, ep };
  }
  const eventsAt = (path: string) => receiver.received(path).map((r) => JSON.parse(r.body));

  it('an async match job: job.completed carries the job exactly as GET /jobs/{id} returns it, signed', async () => {
    const t = await tenantWithEndpoint('/async-match');
    const accepted = await call(app.baseUrl, 'POST', MATCH, {
      key: t.key,
      body: { resume_text: BACKEND_RESUME, async: true },
    });
    expect(accepted.status).toBe(202);
    const jobId = accepted.body.data.job_id;
    const [req] = await eventually(
      () => receiver.received('/async-match').length === 1 && receiver.received('/async-match'),
    );
    const event = new Webhook(t.ep.secret).verify(req!.body, req!.headers as Record<string, string>) as {
      type: string;
      data: unknown;
    };
    expect(event.type).toBe('job.completed');
    const polled = await pollJob(app.baseUrl, t.key, jobId);
    expect(event.data).toEqual(polled.body.data);
    const [message] = await selectRows<{ job_id: string; event_type: string }>(
      app.db,
      'SELECT job_id, event_type FROM webhook_messages WHERE endpoint_id = ?',
      [t.ep.id],
    );
    expect(message).toEqual({ job_id: jobId, event_type: 'job.completed' });
    // The AI call's request id follows the job into its delivery log, so one id finds both.
    const log = await call(app.baseUrl, 'GET', `/api/v1/external/webhook-endpoints/${t.ep.id}/deliveries`, {
      key: t.key,
    });
    expect(log.status).toBe(200);
    expect(log.body.data.deliveries).toMatchObject([
      { job_id: jobId, event_type: 'job.completed', request_id: accepted.headers.get('x-request-id') },
    ]);
    expect(accepted.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('the job stores its messages and starts every delivery from its last task, eagerly, with no events workflow between', async () => {
    const t = await tenantWithEndpoint('/one-task');
    await makeEndpoint(app.db, box, t.company.id, receiver.url('/one-task-too'));
    const accepted = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
    });
    const jobId = accepted.body.data.job_id as string;
    await eventually(
      () => receiver.received('/one-task').length === 1 && receiver.received('/one-task-too').length === 1,
    );
    const handle = app.deps.temporal.workflow.getHandle(jobId);
    await handle.result();
    const { events } = await handle.fetchHistory();
    const ofType = (type: string) => events!.filter((e) => e[type as keyof typeof e]);
    // startJobEvents ran as a local activity, never a scheduled activity task, and stored the
    // result with the messages: two local activities in all (the scoring and it) ...
    expect(ofType('activityTaskScheduledEventAttributes')).toEqual([]);
    const localActivities = ofType('markerRecordedEventAttributes').filter(
      (e) => e.markerRecordedEventAttributes!.markerName === 'core_local_activity',
    );
    expect(localActivities).toHaveLength(2);
    // ... and started both deliveries itself: no child start among the job's commands ...
    expect(ofType('startChildWorkflowExecutionInitiatedEventAttributes')).toEqual([]);
    const jobClosed = (await handle.describe()).closeTime!.getTime();
    const messages = await selectRows<{ id: string }>(app.db, 'SELECT id FROM webhook_messages WHERE job_id = ?', [
      jobId,
    ]);
    expect(messages).toHaveLength(2);
    for (const { id } of messages) {
      const delivery = app.deps.temporal.workflow.getHandle(id);
      const started = (await delivery.fetchHistory()).events![0]!.workflowExecutionStartedEventAttributes!;
      // ... eagerly, through the worker's own client (its first task handed back in the start's
      // reply), while the job was still open, findable by company, endpoint and job.
      expect(started.eagerExecutionAccepted).toBe(true);
      expect(started.parentWorkflowExecution ?? null).toBeNull();
      const described = await delivery.describe();
      expect(described.startTime.getTime()).toBeLessThanOrEqual(jobClosed);
      expect(described.searchAttributes).toMatchObject({ CompanyId: [t.company.id], JobId: [jobId] });
    }
    await expect(app.deps.temporal.workflow.getHandle(jobEventsWorkflowId(jobId)).describe()).rejects.toBeInstanceOf(
      WorkflowNotFoundError,
    );
  });

  it("a job's event whose delivery has run is never started again: a retried job task sends nothing twice", async () => {
    const t = await tenantWithEndpoint('/once');
    const accepted = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
    });
    const jobId = accepted.body.data.job_id as string;
    await eventually(() => receiver.received('/once').length === 1);
    const [message] = await selectRows<{ id: string }>(app.db, 'SELECT id FROM webhook_messages WHERE job_id = ?', [
      jobId,
    ]);
    await app.deps.temporal.workflow.getHandle(message!.id).result();
    // What startJobEvents asks for the same message when its task runs again.
    const order = { messageId: message!.id, companyId: t.company.id, endpointId: t.ep.id, jobId, delaysMs: [] };
    const again = await startDelivery(app.deps.temporal, app.deps.config.TEMPORAL_TASK_QUEUE, order, {
      rerunClosed: false,
    });
    expect(again).toBe(false);
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received('/once')).toHaveLength(1);
  });

  it('an async job of a company without endpoints starts no other workflow', async () => {
    const t = await makeTenant(app.db);
    const accepted = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
    });
    expect(accepted.status).toBe(202);
    const handle = app.deps.temporal.workflow.getHandle(accepted.body.data.job_id as string);
    await handle.result();
    const { events } = await handle.fetchHistory();
    expect(events!.filter((e) => e.startChildWorkflowExecutionInitiatedEventAttributes)).toEqual([]);
    expect((await pollJob(app.baseUrl, t.key, accepted.body.data.job_id)).body.data.status).toBe('completed');
  });

  it('an async score job ends as job.completed; a failed async job as job.failed with its R2 error', async () => {
    const t = await tenantWithEndpoint('/async-both');
    const score = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
    });
    // A loopback resume_url is refused (RESUME_URL_ALLOW_PRIVATE is off): the job fails.
    const failing = await call(app.baseUrl, 'POST', MATCH, {
      key: t.key,
      body: { resume_url: 'https://127.0.0.1:9/cv.txt', async: true },
    });
    await eventually(() => receiver.received('/async-both').length === 2);
    const events = eventsAt('/async-both');
    const byJob = new Map(events.map((e) => [e.data.job_id, e]));
    expect(byJob.get(score.body.data.job_id)).toMatchObject({
      type: 'job.completed',
      data: { type: 'score_interview', status: 'completed', error: null },
    });
    const failed = byJob.get(failing.body.data.job_id);
    expect(failed).toMatchObject({
      type: 'job.failed',
      data: { type: 'match_jobs', status: 'failed', result: null, error: { code: 'RESUME_URL_FORBIDDEN' } },
    });
    expect(failed.data).toEqual((await pollJob(app.baseUrl, t.key, failing.body.data.job_id)).body.data);
  });

  it('an endpoint subscribed to job.failed only receives no job.completed', async () => {
    const t = await tenantWithEndpoint('/failed-only', 'job.failed');
    const ok = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
    });
    await pollJob(app.baseUrl, t.key, ok.body.data.job_id);
    const failing = await call(app.baseUrl, 'POST', MATCH, {
      key: t.key,
      body: { resume_url: 'https://127.0.0.1:9/cv.txt', async: true },
    });
    await eventually(() => receiver.received('/failed-only').length >= 1);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(eventsAt('/failed-only').map((e) => [e.type, e.data.job_id])).toEqual([
      ['job.failed', failing.body.data.job_id],
    ]);
  });

  it('a sync call answered 200 sends nothing: its caller holds the result', async () => {
    const t = await tenantWithEndpoint('/sync-ok');
    const res = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body: { transcript: STRONG_BACKEND, role: 'Backend Engineer' },
    });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(receiver.received('/sync-ok')).toEqual([]);
    const [row] = await selectRows<{ n: number }>(
      app.db,
      'SELECT COUNT(*) AS n FROM webhook_messages WHERE company_id = ?',
      [t.company.id],
    );
    expect(row!.n).toBe(0);
  });

  it('a sync call answered 504 goes on as a job, and its end is sent', async () => {
    const t = await tenantWithEndpoint('/sync-timeout');
    await app.stopWorker();
    try {
      const res = await call(app.baseUrl, 'POST', SCORE, {
        key: t.key,
        body: { transcript: STRONG_BACKEND, role: 'Backend Engineer' },
      });
      expect(res.status).toBe(504);
      await app.startWorker();
      await eventually(() => receiver.received('/sync-timeout').length === 1);
      const [event] = eventsAt('/sync-timeout');
      expect(event).toMatchObject({ type: 'job.completed', data: { job_id: res.body.job_id, status: 'completed' } });
    } finally {
      await app.startWorker();
    }
  });

  it('a 504 whose job closed before the API asked: the events workflow is started from the recorded outcome', async () => {
    const t = await tenantWithEndpoint('/late-ask');
    // A job that ran without events (as a sync call's does) and has closed.
    const jobId = newId('job');
    const createdAt = new Date();
    await insertJob(app.db, {
      id: jobId,
      company_id: t.company.id,
      type: 'score_interview',
      key_prefix: 'sk_test_x',
      created_at: createdAt,
    });
    await startJob(app.deps.temporal, {
      jobId,
      companyId: t.company.id,
      keyPrefix: 'sk_test_x',
      taskQueue: app.deps.config.TEMPORAL_TASK_QUEUE,
      job: {
        type: 'score_interview',
        workflowInput: { transcript: STRONG_BACKEND, role: 'Backend Engineer', rubric: null },
      },
    });
    expect((await awaitJob(app.deps.temporal, jobId, Date.now() + 20_000)).kind).toBe('completed');
    const job = { id: jobId, created_at: createdAt };
    // What the API does once its wait has given up, here after the job closed.
    await requestJobEvents(app.deps.temporal, job.id, t.company.id, job.created_at);
    await requestJobEvents(app.deps.temporal, job.id, t.company.id, job.created_at);
    await eventually(() => receiver.received('/late-ask').length === 1);
    await new Promise((r) => setTimeout(r, 1_000));
    const reqs = receiver.received('/late-ask');
    expect(reqs).toHaveLength(1);
    expect(JSON.parse(reqs[0]!.body)).toMatchObject({ type: 'job.completed', data: { job_id: job.id } });
  });
});
