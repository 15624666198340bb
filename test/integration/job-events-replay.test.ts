import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createSecretBox } from '../../src/secret-box';
import { encryptingDataConverter } from '../../src/temporal/data-converter';
import { payloadKeysFor } from '../../src/temporal/payload-key-source';
import { workflowBundle } from '../../src/temporal/worker';
import { startTestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { call } from '../../support/http';
import { makeEndpoint } from '../../support/webhook-endpoints';
import { eventually, startReceiver } from '../../support/webhook-receiver';
import { historyJson } from '../helpers/history';

// Jobs and job-events workflows in flight when a worker with newer code takes them over must
// replay. Same fixture key as workflow-replay.test.ts; RECORD_WORKFLOW_HISTORIES=1 records the
// current job shape again. The others keep older shapes: the job-events history was recorded when
// prepareJobEvents was a scheduled activity and the deliveries, to two endpoints, were started one
// per workflow task; score-starts-deliveries.json when the job stored its result with
// storeJobResult before prepareJobEvents; score-end-one-activity.json when the job stored both in
// one activity and started its deliveries as children, from its last task's commands.
const DIR = join(import.meta.dirname, '../fixtures/histories-webhooks');
const RECORD = process.env.RECORD_WORKFLOW_HISTORIES === '1';
const FIXTURE_KEYS = `fixtures:${createHash('sha256').update('workflow-replay fixtures').digest('base64')}`;
const CURRENT = 'score-deliveries-from-activity.json';

const replay = async (file: string) =>
  Worker.runReplayHistory(
    {
      workflowBundle: await workflowBundle(),
      dataConverter: encryptingDataConverter(payloadKeysFor(loadConfig({ TEMPORAL_PAYLOAD_KEYS: FIXTURE_KEYS }))),
    },
    JSON.parse(readFileSync(join(DIR, file), 'utf8')) as unknown,
  );

describe('webhook workflows replay recorded histories', () => {
  it.runIf(RECORD)('records an async score job that starts the deliveries to two endpoints itself', async () => {
    const app = await startTestApp({
      worker: true,
      config: { TEMPORAL_PAYLOAD_KEYS: FIXTURE_KEYS, WEBHOOK_ALLOW_PRIVATE_URLS: '1' },
    });
    const receiver = await startReceiver();
    try {
      const t = await makeTenant(app.db);
      const box = createSecretBox(app.deps.config.TEMPORAL_PAYLOAD_KEYS!);
      await makeEndpoint(app.db, box, t.company.id, receiver.url('/a'));
      await makeEndpoint(app.db, box, t.company.id, receiver.url('/b'));
      const res = await call(app.baseUrl, 'POST', '/api/v1/external/ai/score-interview', {
        key: t.key,
        body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
      });
      const handle = app.deps.temporal.workflow.getHandle(res.body.data.job_id);
      await handle.result();
      await eventually(() => receiver.received('/a').length === 1 && receiver.received('/b').length === 1);
      writeFileSync(join(DIR, CURRENT), historyJson(app, handle.workflowId));
    } finally {
      await receiver.close();
      await app.close();
    }
  });

  it('the recorded job started its two deliveries from its startJobEvents activity: no child start', () => {
    type Payloads = { payloads: Array<{ data: string }> };
    const history = JSON.parse(readFileSync(join(DIR, CURRENT), 'utf8')) as {
      events: Array<{
        startChildWorkflowExecutionInitiatedEventAttributes?: unknown;
        markerRecordedEventAttributes?: { markerName?: string; details?: { data?: Payloads } };
      }>;
    };
    expect(history.events.filter((e) => e.startChildWorkflowExecutionInitiatedEventAttributes)).toEqual([]);
    // A local activity's marker names its type in its (plain JSON) data payload.
    const localTypes = history.events
      .flatMap((e) => e.markerRecordedEventAttributes ?? [])
      .filter((m) => m.markerName === 'core_local_activity')
      .map((m) => JSON.parse(Buffer.from(m.details!.data!.payloads[0]!.data, 'base64').toString()).activity_type);
    expect(localTypes).toEqual(['scoreTranscript', 'startJobEvents']);
  });

  it('a job that stored its result and messages and started its deliveries in one activity replays', async () => {
    await replay(CURRENT);
  });

  it('a job that stored its result and messages in one activity and started its deliveries as children replays', async () => {
    await replay('score-end-one-activity.json');
  });

  it('a job that stored its result, then its messages, and started its deliveries replays', async () => {
    await replay('score-starts-deliveries.json');
  });

  it('a scheduled prepareJobEvents and two delivery starts in two tasks replay with the current code', async () => {
    await replay('job-events-scheduled-prepare.json');
  });
});
