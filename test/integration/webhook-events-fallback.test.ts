import { Context } from '@temporalio/activity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/secret-box';
import { jobEventsWorkflowId } from '../../workflows/job-events';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { startInProcessWorker, type InProcessWorker } from '../../support/in-process-worker';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { call } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { makeEndpoint } from '../../support/webhook-endpoints';
import { eventually, startReceiver, type Receiver } from '../../support/webhook-receiver';

// A job stores its events itself, with a short budget, since it stays open meanwhile. When
// that fails (MySQL out for longer), the job hands its end to the events workflow, which retries
// on its own for an hour, and closes: the event still arrives, once.
describe('a job that cannot store its events in time hands them to its events workflow', () => {
  let app: TestApp;
  let receiver: Receiver;
  let worker: InProcessWorker | undefined;
  const refusedFor: string[] = [];
  // Each attempt fails; with startFirst it has started the deliveries before failing (a worker
  // whose answer is lost after the starts), so the events workflow then meets a delivery that has run.
  let startFirst = false;

  beforeAll(async () => {
    app = await startTestApp({ config: { WEBHOOK_ALLOW_PRIVATE_URLS: '1' } });
    receiver = await startReceiver();
    worker = await startInProcessWorker(app.deps.config, {
      db: app.db,
      log: app.deps.log,
      activities: (real) => ({
        ...real,
        // The job's own try is refused at every attempt; the events workflow's prepareJobEvents is served.
        async startJobEvents(input: Parameters<typeof real.startJobEvents>[0]) {
          refusedFor.push(Context.current().info.workflowType ?? 'unknown');
          if (startFirst) await real.startJobEvents(input);
          throw new Error('MySQL does not answer');
        },
      }),
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await receiver?.close();
    await app?.close();
  });

  /** A new company with one endpoint at `path` on the receiver submits an async score. */
  async function submitWithEndpoint(path: string) {
    const t = await makeTenant(app.db);
    const box = createSecretBox(app.deps.config.TEMPORAL_PAYLOAD_KEYS!);
    await makeEndpoint(app.db, box, t.company.id, receiver.url(path));
    const accepted = await call(app.baseUrl, 'POST', '/api/v1/external/ai/score-interview', {
      key: t.key,
      body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
    });
    return { t, accepted };
  }

  it('the job closes completed, the events workflow stores and starts the delivery, one event arrives', async () => {
    const { t, accepted } = await submitWithEndpoint('/fallback');
    expect(accepted.status).toBe(202);
    const jobId = accepted.body.data.job_id as string;
    const [request] = await eventually(
      () => receiver.received('/fallback').length === 1 && receiver.received('/fallback'),
      40_000,
    );
    // Each of the job's four attempts was refused; none from the events workflow.
    expect(refusedFor).toEqual(['scoreInterview', 'scoreInterview', 'scoreInterview', 'scoreInterview']);
    const events = await app.deps.temporal.workflow.getHandle(jobEventsWorkflowId(jobId)).describe();
    expect(events.type).toBe('dispatchJobEvents');
    const job = await app.deps.temporal.workflow.getHandle(jobId).describe();
    expect(job.status.name).toBe('COMPLETED');
    const polled = await pollJob(app.baseUrl, t.key, jobId);
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'job.completed', data: polled.body.data });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(receiver.received('/fallback')).toHaveLength(1);
  }, 60_000);

  it('a delivery the job started before its try failed is not run again by the events workflow', async () => {
    startFirst = true;
    refusedFor.length = 0;
    const { accepted } = await submitWithEndpoint('/started-then-failed');
    const jobId = accepted.body.data.job_id as string;
    // The job's four attempts take a few seconds: the first one's delivery has closed long before
    // the events workflow starts the same message, which REJECT_DUPLICATE refuses.
    await app.deps.temporal.workflow.getHandle(jobId).result();
    expect(refusedFor).toHaveLength(4);
    const events = app.deps.temporal.workflow.getHandle(jobEventsWorkflowId(jobId));
    expect(await events.result()).toBe(1);
    const { events: history } = await events.fetchHistory();
    expect(history!.filter((e) => e.startChildWorkflowExecutionFailedEventAttributes)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(receiver.received('/started-then-failed')).toHaveLength(1);
  }, 60_000);
});
