import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { encryptingDataConverter } from '../../src/temporal/data-converter';
import { payloadKeysFor } from '../../src/temporal/payload-key-source';
import { workflowBundle } from '../../src/temporal/worker';
import { startTestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call } from '../../support/http';
import { loadFixturePostings } from '../helpers/postings';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { historyJson } from '../helpers/history';

// Jobs live up to 24 h, and a worker deployed meanwhile replays their histories with its own
// workflow code: a change that schedules different commands (an activity turned local, a step
// added without patched()) would fail every job in flight. These histories were recorded from
// real runs (RECORD_WORKFLOW_HISTORIES=1 records them again); the current code must replay them.
const DIR = join(import.meta.dirname, '../fixtures/histories');
const RECORD = process.env.RECORD_WORKFLOW_HISTORIES === '1';
// Histories are recorded and replayed with this key (it protects nothing: derived from a fixed
// text), so a history recorded encrypted still replays in later runs, whose own keys are new.
// The three recorded before payload encryption are plain and pass through the codec.
const FIXTURE_KEYS = `fixtures:${createHash('sha256').update('workflow-replay fixtures').digest('base64')}`;
const fixtureDataConverter = () =>
  encryptingDataConverter(payloadKeysFor(loadConfig({ TEMPORAL_PAYLOAD_KEYS: FIXTURE_KEYS })));

/**
 * The job's id, where the history shows it: a job that started its job-events workflow named it
 * after itself (workflows/job-events.ts), and a replay under another id would start another child.
 */
function workflowIdOf(history: unknown): string | undefined {
  const events = (history as { events: Array<Record<string, { workflowId?: string }>> }).events;
  const child = events.find((e) => e.startChildWorkflowExecutionInitiatedEventAttributes);
  return child?.startChildWorkflowExecutionInitiatedEventAttributes?.workflowId?.replace(/-events$/, '');
}

describe('workflow code replays recorded job histories (no nondeterminism for jobs in flight)', () => {
  it.runIf(RECORD)('records one history per kind of job', async () => {
    const app = await startTestApp({ worker: true, config: { TEMPORAL_PAYLOAD_KEYS: FIXTURE_KEYS } });
    try {
      const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
      await loadFixturePostings(app.db, t.company.id);
      const runs = {
        'match-text-completed': {
          path: '/api/v1/external/ai/match-jobs',
          body: { resume_text: BACKEND_RESUME, async: true },
        },
        'match-url-failed': {
          path: '/api/v1/external/ai/match-jobs',
          body: { resume_url: 'https://127.0.0.1/cv.pdf', async: true },
        },
        'score-completed': {
          path: '/api/v1/external/ai/score-interview',
          body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
        },
        'match-text-events-completed': {
          path: '/api/v1/external/ai/match-jobs',
          body: { resume_text: BACKEND_RESUME, async: true },
        },
      };
      for (const [name, run] of Object.entries(runs)) {
        const res = await call(app.baseUrl, 'POST', run.path, { key: t.key, body: run.body });
        const handle = app.deps.temporal.workflow.getHandle(res.body.data.job_id);
        await handle.result().catch(() => undefined);
        writeFileSync(join(DIR, `${name}.json`), historyJson(app, handle.workflowId));
      }
    } finally {
      await app.close();
    }
  });

  const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
  it('there are histories to replay: completed and failed matches (text and URL), a scoring, and an async job that hands its result to its job-events workflow', () => {
    expect(files.sort()).toEqual([
      'match-text-completed.json',
      'match-text-events-completed.json',
      'match-url-failed.json',
      'score-completed.json',
    ]);
  });

  it.each(files)('%s replays with the current workflow code', async (file) => {
    // Given as JSON, converted by the worker's own proto module (one loaded through vitest's
    // transform is a different instance, and protobufjs then refuses its types).
    const history: unknown = JSON.parse(readFileSync(join(DIR, file), 'utf8'));
    // Through the same data converter as production's workers (encrypted payloads, encoded failures).
    await Worker.runReplayHistory(
      { workflowBundle: await workflowBundle(), dataConverter: fixtureDataConverter() },
      history,
      workflowIdOf(history),
    );
  });

  // Tracing can be turned on or off while jobs are in flight: the bundle with OpenTelemetry's
  // workflow interceptor must replay the same histories (its spans are sinks, not commands).
  it.each(files)('%s replays with the tracing bundle too', async (file) => {
    const history: unknown = JSON.parse(readFileSync(join(DIR, file), 'utf8'));
    await Worker.runReplayHistory(
      {
        workflowBundle: await workflowBundle({ tracing: true }),
        dataConverter: fixtureDataConverter(),
        // The interceptor hands its spans to this sink; a replay exports nothing.
        sinks: { exporter: { export: { fn: () => undefined } } },
      },
      history,
      workflowIdOf(history),
    );
  });
});
