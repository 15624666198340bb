import { Client, Connection } from '@temporalio/client';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Db } from '../../src/db/pool';
import { randomBase62 } from '../../src/ids';
import type { ApiProcess } from '../../support/api-process';
import { makeTenant } from '../../support/factories';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { call } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { answer, eventually, firstThen, startReceiver, type Receiver } from '../../support/webhook-receiver';
import { startWorkerProcess, type WorkerProcess } from '../../support/worker-process';
import { startApiProcess } from '../helpers/api-process';

// The first retry waits 5 s: long enough to kill both processes inside the wait, short enough
// that the restarted worker delivers within the test. The API reads the schedule for test events,
// the worker for job events, so both get it.
const SCHEDULE = '5s,2s,2s';
const ENDPOINTS = '/api/v1/external/webhook-endpoints';

describe('a worker and the API killed between attempts: the message is still delivered (R26)', () => {
  const taskQueue = `test-${randomBase62(10)}`;
  const shared = { TEMPORAL_TASK_QUEUE: taskQueue, WEBHOOK_ALLOW_PRIVATE_URLS: '1', WEBHOOK_RETRY_SCHEDULE: SCHEDULE };
  let db: Db;
  let temporal: Client;
  let receiver: Receiver;
  let api: ApiProcess | undefined;
  let worker: WorkerProcess | undefined;
  // Each case has a company of its own, so one case's endpoint never hears the other's events.
  let key: string;

  const startApi = async () => (api = await startApiProcess(shared));
  const startWorker = async () =>
    (worker = await startWorkerProcess({
      ...shared,
      MYSQL_URL: inject('mysqlUrl'),
      TEMPORAL_ADDRESS: inject('temporalAddress'),
      TEMPORAL_PAYLOAD_KEYS: inject('payloadKeys'),
      WORKER_METRICS_PORT: '0',
      TEMPORAL_METRICS_PORT: '0',
    }));

  beforeAll(async () => {
    db = createPool({ url: inject('mysqlUrl'), connectionLimit: 2 });
    temporal = new Client({ connection: await Connection.connect({ address: inject('temporalAddress') }) });
    receiver = await startReceiver();
    await Promise.all([startApi(), startWorker()]);
  });
  afterAll(async () => {
    await Promise.all([api?.kill(), worker?.kill()]);
    await receiver?.close();
    await temporal?.connection.close();
    await db?.end();
  });

  const endpointAt = async (path: string) => {
    key = (await makeTenant(db)).key;
    receiver.script(path, firstThen(1, answer(500, {}, 'not yet'), answer(200)));
    const res = await call(api!.baseUrl, 'POST', ENDPOINTS, { key, body: { url: receiver.url(path) } });
    expect(res.status, res.text).toBe(201);
    return res.body.data as { id: string; secret: string };
  };
  const deliveries = async (endpointId: string) => {
    const res = await call(api!.baseUrl, 'GET', `${ENDPOINTS}/${endpointId}/deliveries`, { key });
    expect(res.status, res.text).toBe(200);
    return res.body.data.deliveries as Array<{
      message_id: string;
      outcome: string;
      attempts: Array<{ status_code: number | null; outcome: string }>;
    }>;
  };
  /** Waits until the first attempt failed and the delivery workflow sleeps on its timer. */
  const firstAttemptFailed = async (endpointId: string) => {
    const [message] = await eventually(async () => {
      const log = await deliveries(endpointId);
      return log[0]?.attempts.length === 1 && log;
    });
    expect(message!.attempts).toMatchObject([{ status_code: 500, outcome: 'retrying' }]);
    await eventually(async () => {
      const { events } = await temporal.workflow.getHandle(message!.message_id).fetchHistory();
      return events?.some((e) => e.timerStartedEventAttributes);
    });
    return message!.message_id;
  };
  /** Both processes die as a crash would end them, and come back as new processes. */
  const killAndRestart = async () => {
    await Promise.all([api!.kill(), worker!.kill()]);
    const killedAt = Date.now();
    await Promise.all([startApi(), startWorker()]);
    return killedAt;
  };
  /** Delivered, and the workflow closed: no further attempt can follow. */
  const deliveredOnce = async (path: string, endpointId: string, messageId: string, secret: string) => {
    await eventually(async () => {
      const { status } = await temporal.workflow.getHandle(messageId).describe();
      return status.name === 'COMPLETED';
    }, 40_000);
    const reqs = receiver.received(path);
    expect(reqs.map((r) => r.headers['webhook-id'])).toEqual([messageId, messageId]);
    expect(reqs[1]!.body).toBe(reqs[0]!.body);
    const [message, ...others] = await deliveries(endpointId);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ message_id: messageId, outcome: 'delivered' });
    expect(message!.attempts.map((a) => [a.status_code, a.outcome])).toEqual([
      [500, 'retrying'],
      [200, 'delivered'],
    ]);
    return new Webhook(secret).verify(reqs[1]!.body, reqs[1]!.headers as Record<string, string>) as {
      type: string;
      data: unknown;
    };
  };

  it('webhook.test: the attempt after the restart delivers it, with the same webhook-id, signed', async () => {
    const ep = await endpointAt('/test-event');
    const sent = await call(api!.baseUrl, 'POST', `${ENDPOINTS}/${ep.id}/test`, { key });
    expect(sent.status, sent.text).toBe(200);
    const messageId = await firstAttemptFailed(ep.id);
    expect(messageId).toBe(sent.body.data.message_id);
    const killedAt = await killAndRestart();
    const event = await deliveredOnce('/test-event', ep.id, messageId, ep.secret);
    expect(event).toMatchObject({ type: 'webhook.test', data: { endpoint_id: ep.id } });
    expect(receiver.received('/test-event')[1]!.at).toBeGreaterThan(killedAt);
  });

  it('job.completed of a 202 job: the attempt after the restart delivers the job as GET /jobs/{id} reads it', async () => {
    const ep = await endpointAt('/job-event');
    const accepted = await call(api!.baseUrl, 'POST', '/api/v1/external/ai/score-interview', {
      key,
      body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
    });
    expect(accepted.status, accepted.text).toBe(202);
    const jobId = accepted.body.data.job_id as string;
    const messageId = await firstAttemptFailed(ep.id);
    const killedAt = await killAndRestart();
    const event = await deliveredOnce('/job-event', ep.id, messageId, ep.secret);
    expect(event.type).toBe('job.completed');
    expect(event.data).toEqual((await pollJob(api!.baseUrl, key, jobId)).body.data);
    expect(receiver.received('/job-event')[1]!.at).toBeGreaterThan(killedAt);
  });
});
