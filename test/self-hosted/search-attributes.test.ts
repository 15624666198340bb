import { Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredSearchAttributes } from '../../src/services/temporal-setup.service';
import { customSearchAttributes } from '../../src/temporal/namespace-admin';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { loadFixturePostings } from '../helpers/postings';
import { jobMessageId } from '../../src/domain/webhooks/message-id';
import { createSecretBox } from '../../src/secret-box';
import { makeEndpoint } from '../../support/webhook-endpoints';
import { startReceiver, type Receiver } from '../../support/webhook-receiver';

// A cluster's visibility store (SQL here) is written after the workflow's own record: a list query
// sees a new workflow a moment later, so each query is asked again until it sees what it expects.
async function listUntil(app: TestApp, query: string, expected: number): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ids: string[] = [];
    for await (const wf of app.deps.temporal.workflow.list({ query })) ids.push(wf.workflowId);
    if (ids.length >= expected || Date.now() > deadline) return ids.sort();
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('search attributes on a self-hosted server', () => {
  let app: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    app = await startTestApp({ worker: true, config: { WEBHOOK_ALLOW_PRIVATE_URLS: '1' } });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await app?.close();
  });

  it('the namespace holds every search attribute the workflows set, with its type', async () => {
    const connection = await Connection.connect({ address: app.deps.config.TEMPORAL_ADDRESS });
    try {
      const present = await customSearchAttributes(connection, app.deps.config.TEMPORAL_NAMESPACE);
      for (const a of declaredSearchAttributes()) expect(present.get(a.name), a.name).toBe(a.type);
    } finally {
      await connection.close();
    }
  });

  it("jobs are found by CompanyId, JobType and AiEngine, their deliveries by JobId, never another company's", async () => {
    const [a, b] = await Promise.all([
      makeTenant(app.db, { company: { plan: 'enterprise' } }),
      makeTenant(app.db, { company: { plan: 'enterprise' } }),
    ]);
    await Promise.all([loadFixturePostings(app.db, a.company.id), loadFixturePostings(app.db, b.company.id)]);
    const box = createSecretBox(app.deps.config.TEMPORAL_PAYLOAD_KEYS!);
    const endpoint = await makeEndpoint(app.db, box, a.company.id, receiver.url('/a'));
    const delivery = (jobId: string) => jobMessageId(jobId, endpoint.id, 'job.completed');
    const submit = async (key: string, path: string, body: object) => {
      const res = await call(app.baseUrl, 'POST', `/api/v1/external/ai/${path}`, {
        key,
        body: { ...body, async: true },
      });
      expect(res.status).toBe(202);
      const id = res.body.data.job_id as string;
      expect((await pollJob(app.baseUrl, key, id)).body.data.status).toBe('completed');
      return id;
    };
    const match = { resume_text: BACKEND_RESUME };
    const score = { transcript: STRONG_BACKEND, role: 'Backend Engineer' };
    const aMatch = await submit(a.key, 'match-jobs', match);
    const aScore = await submit(a.key, 'score-interview', score);
    const bMatch = await submit(b.key, 'match-jobs', match);

    const ofA = `CompanyId = '${a.company.id}'`;
    expect(await listUntil(app, `${ofA} AND JobType = 'match_jobs'`, 1)).toEqual([aMatch]);
    expect(await listUntil(app, `${ofA} AND JobType = 'score_interview'`, 1)).toEqual([aScore]);
    expect(await listUntil(app, `CompanyId = '${b.company.id}' AND AiEngine = 'local'`, 1)).toEqual([bMatch]);
    // Each async job's end goes to A's endpoint through a delivery workflow, found by JobId;
    // B has no endpoint, so its job starts no other workflow.
    expect(await listUntil(app, `JobId = '${aMatch}'`, 1)).toEqual([delivery(aMatch)]);
    expect(await listUntil(app, `CompanyId = '${b.company.id}'`, 1)).toEqual([bMatch]);
    const all = [aMatch, aScore, delivery(aMatch), delivery(aScore)].sort();
    expect(await listUntil(app, ofA, 4)).toEqual(all);
    expect(await listUntil(app, `${ofA} AND ExecutionStatus = 'Completed'`, 4)).toEqual(all);
  });
});
