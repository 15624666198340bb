import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from '@temporalio/worker';
import { describe, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { encryptingDataConverter } from '../../src/temporal/data-converter';
import { payloadKeysFor } from '../../src/temporal/payload-key-source';
import { workflowBundle } from '../../src/temporal/worker';

// A job's events workflow in flight when a worker with newer code takes it over must replay:
// this history was recorded when prepareJobEvents was a scheduled activity and the deliveries
// (two endpoints) were started one per workflow task. Same fixture key as workflow-replay.test.ts.
const FILE = join(import.meta.dirname, '../fixtures/histories-webhooks/job-events-scheduled-prepare.json');
const FIXTURE_KEYS = `fixtures:${createHash('sha256').update('workflow-replay fixtures').digest('base64')}`;

describe('the job-events workflow replays histories recorded before its local prepareJobEvents', () => {
  it('a scheduled prepareJobEvents and two delivery starts in two tasks replay with the current code', async () => {
    await Worker.runReplayHistory(
      {
        workflowBundle: await workflowBundle(),
        dataConverter: encryptingDataConverter(payloadKeysFor(loadConfig({ TEMPORAL_PAYLOAD_KEYS: FIXTURE_KEYS }))),
      },
      JSON.parse(readFileSync(FILE, 'utf8')) as unknown,
    );
  });
});
