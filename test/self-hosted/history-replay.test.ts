import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptingDataConverter } from '../../src/temporal/data-converter';
import { payloadKeysFor } from '../../src/temporal/payload-key-source';
import { workflowBundle } from '../../src/temporal/worker';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call } from '../../support/http';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { historyJson } from '../helpers/history';
import { loadFixturePostings } from '../helpers/postings';

// The recorded histories (test/fixtures/histories, replayed by workflow-replay.test.ts) come from
// the dev server. The same jobs run on a self-hosted server must leave the same events, and their
// histories must replay with the current workflow code: a worker moved from one server to the other
// meets nothing it has not been tested against.
const FIXTURES = join(import.meta.dirname, '../fixtures/histories');
const RUNS = {
  'match-text-completed': { path: '/api/v1/external/ai/match-jobs', body: { resume_text: BACKEND_RESUME } },
  'match-url-failed': { path: '/api/v1/external/ai/match-jobs', body: { resume_url: 'https://127.0.0.1/cv.pdf' } },
  'score-completed': {
    path: '/api/v1/external/ai/score-interview',
    body: { transcript: STRONG_BACKEND, role: 'Backend Engineer' },
  },
} as const;

type HistoryJson = { events: Array<{ eventType: string }>; workflowId?: string };

/** The company's one workflow, once the visibility store shows it (closed: the sync call has answered). */
async function onlyJobOf(app: TestApp, companyId: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ids: string[] = [];
    for await (const wf of app.deps.temporal.workflow.list({ query: `CompanyId = '${companyId}'` }))
      ids.push(wf.workflowId);
    if (ids.length === 1) return ids[0]!;
    if (ids.length > 1 || Date.now() > deadline)
      throw new Error(`company ${companyId} has workflows ${ids.join(', ')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
const eventTypes = (h: HistoryJson) => h.events.map((e) => e.eventType);

describe('histories of jobs run on a self-hosted server', () => {
  let app: TestApp;
  const histories = new Map<string, HistoryJson>();
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    // Synchronous, as the recorded ones' events are those of a job no one asked events of; each
    // job in a company of its own, so the company's one workflow is the job's.
    for (const [name, run] of Object.entries(RUNS)) {
      const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
      await loadFixturePostings(app.db, t.company.id);
      await call(app.baseUrl, 'POST', run.path, { key: t.key, body: run.body });
      const jobId = await onlyJobOf(app, t.company.id);
      histories.set(name, { ...JSON.parse(historyJson(app, jobId).toString('utf8')), workflowId: jobId });
    }
  });
  afterAll(async () => app?.close());

  it.each(Object.keys(RUNS))('%s has the events of the history recorded on the dev server', (name) => {
    const recorded: HistoryJson = JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));
    expect(eventTypes(histories.get(name)!)).toEqual(eventTypes(recorded));
  });

  it.each(Object.keys(RUNS))('%s replays with the current workflow code', async (name) => {
    await Worker.runReplayHistory(
      {
        workflowBundle: await workflowBundle(),
        dataConverter: encryptingDataConverter(payloadKeysFor(app.deps.config)),
      },
      histories.get(name),
      histories.get(name)!.workflowId,
    );
  });
});
