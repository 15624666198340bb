import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { encryptingDataConverter } from '../../src/temporal/data-converter';
import { payloadKeysFor } from '../../src/temporal/payload-key-source';
import { workflowBundle } from '../../src/temporal/worker';
import { providerConfig } from '../helpers/ai-provider';
import { startTestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { startFakeOpenAi, type FakeBehaviour } from '../../support/fake-openai';
import { call } from '../../support/http';
import { loadFixturePostings } from '../helpers/postings';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { historyJson } from '../helpers/history';

// Jobs with a model provider live up to 24 h too: a worker deployed meanwhile replays their
// histories with its own workflow code. These were recorded from real runs against the fake
// provider; the current code must replay them. `<name>.json` holds each path as recorded before
// the model calls read the job's text from history (their input carried it), and
// `<name>-text-from-history.json` the current shape, which RECORD_PROVIDER_HISTORIES=1 records again.
const DIR = join(import.meta.dirname, '../fixtures/histories-provider');
const RECORD = process.env.RECORD_PROVIDER_HISTORIES === '1';
// A fixed fixture key (it protects nothing), so the histories replay in later runs.
const FIXTURE_KEYS = `fixtures:${createHash('sha256').update('provider-replay fixtures').digest('base64')}`;
const fixtureDataConverter = () =>
  encryptingDataConverter(payloadKeysFor(loadConfig({ TEMPORAL_PAYLOAD_KEYS: FIXTURE_KEYS })));

const CURRENT = '-text-from-history';

const RUNS: Record<string, { path: string; body: unknown; fake: FakeBehaviour[] }> = {
  'score-model-completed': {
    path: '/api/v1/external/ai/score-interview',
    body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
    fake: ['good'],
  },
  'score-model-retried-then-fallback': {
    path: '/api/v1/external/ai/score-interview',
    body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
    fake: ['server-error', 'malformed', 'malformed'],
  },
  'match-model-completed': {
    path: '/api/v1/external/ai/match-jobs',
    body: { resume_text: BACKEND_RESUME, async: true },
    fake: ['good'],
  },
};

describe('workflow code replays recorded histories of jobs with a model provider', () => {
  it.runIf(RECORD)('records one history per path', async () => {
    const fake = await startFakeOpenAi();
    const app = await startTestApp({
      worker: true,
      config: { TEMPORAL_PAYLOAD_KEYS: FIXTURE_KEYS, ...providerConfig(fake, { AI_API_KEY: 'sk-fixture' }) },
    });
    try {
      const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
      await loadFixturePostings(app.db, t.company.id);
      for (const [name, run] of Object.entries(RUNS)) {
        fake.reset();
        fake.script(...run.fake);
        const res = await call(app.baseUrl, 'POST', run.path, { key: t.key, body: run.body });
        const handle = app.deps.temporal.workflow.getHandle(res.body.data.job_id);
        await handle.result();
        writeFileSync(join(DIR, `${name}${CURRENT}.json`), historyJson(app, handle.workflowId));
      }
    } finally {
      await app.close();
      await fake.close();
    }
  });

  const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
  it('there are histories to replay: a model result, retries then the fallback, a model ranking, in both shapes', () => {
    expect(files.sort()).toEqual(
      Object.keys(RUNS)
        .flatMap((n) => [`${n}.json`, `${n}${CURRENT}.json`])
        .sort(),
    );
  });

  it.each(files)('%s replays with the current workflow code', async (file) => {
    const history: unknown = JSON.parse(readFileSync(join(DIR, file), 'utf8'));
    await Worker.runReplayHistory(
      { workflowBundle: await workflowBundle(), dataConverter: fixtureDataConverter() },
      history,
    );
  });
});
