import { randomBytes } from 'node:crypto';
import type { RowDataPacket } from 'mysql2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncryptionCodec } from '../../src/temporal/payload-codec';
import { payloadKeysFor } from '../../src/temporal/payload-key-source';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { jobFootprint } from '../../support/history-footprint';
import { call } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { loadFixturePostings } from '../helpers/postings';
import { providerConfig } from '../helpers/ai-provider';
import { startFakeOpenAi, type FakeOpenAi } from '../../support/fake-openai';

const MATCH = '/api/v1/external/ai/match-jobs';
const SCORE = '/api/v1/external/ai/score-interview';
const marker = () => `inputmarker${randomBytes(8).toString('hex')}`;

// Every copy of a job's input or result in history is stored by the Temporal server for the
// namespace's retention: the copies are counted in the job's history and in any job-events
// workflow's, each payload decrypted through the codec. A company without webhook endpoints has
// its job's events handled inside the job: no other workflow is started.
describe('a job carries its input through history once, and its result into no other workflow', () => {
  let app: TestApp;
  let codec: EncryptionCodec;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    codec = new EncryptionCodec(payloadKeysFor(app.deps.config));
  });
  afterAll(async () => app?.close());

  /** Submits, polls to the end, and waits for the job's workflow to close. */
  async function runAsync(key: string, path: string, body: object) {
    const res = await call(app.baseUrl, 'POST', path, { key, body: { ...body, async: true } });
    expect(res.status).toBe(202);
    const jobId = res.body.data.job_id as string;
    const polled = await pollJob(app.baseUrl, key, jobId);
    const result = await app.deps.temporal.workflow.getHandle(jobId).result();
    return { jobId, polled, result };
  }

  it('async match: the resume once; its best match twice (the ranking and the job result), no events workflow', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    await loadFixturePostings(app.db, t.company.id);
    const m = marker();
    const { jobId, polled, result } = await runAsync(t.key, MATCH, { resume_text: `${BACKEND_RESUME}\nRef: ${m}` });
    expect(polled.body.data.status).toBe('completed');
    expect(polled.body.data.result).toEqual(result);
    const best = (result as { matches: Array<{ job_id: string }> }).matches[0]!.job_id;

    const input = await jobFootprint(app.deps.temporal, codec, jobId, m);
    expect(input.copies).toBe(1);
    const output = await jobFootprint(app.deps.temporal, codec, jobId, best);
    expect(output.job.copies).toBe(2);
    expect(output.eventsHistory).toBeNull();
  });

  it('async score: the transcript once; no events workflow; a poll reads the stored result', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    const m = marker();
    const { jobId, polled, result } = await runAsync(t.key, SCORE, {
      transcript: `Interviewer: Reference ${m}.\n${STRONG_BACKEND}`,
      role: 'Backend Engineer',
    });
    expect(polled.body.data.result).toEqual(result);
    const [rows] = await app.db.query<RowDataPacket[]>('SELECT outcome_status, outcome FROM jobs WHERE id = ?', [
      jobId,
    ]);
    expect(rows[0]).toMatchObject({ outcome_status: 'completed' });
    expect(JSON.parse(rows[0]!.outcome as string)).toEqual(result);

    expect((await jobFootprint(app.deps.temporal, codec, jobId, m)).copies).toBe(1);
    // As the JSON payload holds it (quotes escaped).
    const summary = JSON.stringify((result as { summary: string }).summary).slice(1, -1);
    const output = await jobFootprint(app.deps.temporal, codec, jobId, summary);
    expect(output.job.copies).toBe(2);
    expect(output.eventsHistory).toBeNull();
  });

  it('sync match: the resume once, no job-events workflow', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    await loadFixturePostings(app.db, t.company.id);
    const m = marker();
    const res = await call(app.baseUrl, 'POST', MATCH, {
      key: t.key,
      body: { resume_text: `${BACKEND_RESUME}\n${m}` },
    });
    expect(res.status).toBe(200);
    const [rows] = await app.db.query<RowDataPacket[]>('SELECT id FROM jobs WHERE company_id = ?', [t.company.id]);
    const footprint = await jobFootprint(app.deps.temporal, codec, rows[0]!.id as string, m);
    expect(footprint.copies).toBe(1);
    expect(footprint.eventsHistory).toBeNull();
  });
});

// With a model provider, the model call is a scheduled activity, whose input history records: it
// carries the job's input without its text, and reads the transcript or resume from the one copy
// in the job's history. The model still receives the text (its blind view).
describe('a job with a model provider carries its text through history once too', () => {
  let app: TestApp;
  let fake: FakeOpenAi;
  let codec: EncryptionCodec;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({ worker: true, config: providerConfig(fake) });
    codec = new EncryptionCodec(payloadKeysFor(app.deps.config));
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  async function runAsync(key: string, path: string, body: object) {
    const res = await call(app.baseUrl, 'POST', path, { key, body: { ...body, async: true } });
    expect(res.status).toBe(202);
    const jobId = res.body.data.job_id as string;
    const result = await app.deps.temporal.workflow.getHandle(jobId).result();
    return { jobId, result: result as { aiEngine: string } };
  }

  it('async score: the transcript once, and the model was sent it', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    const m = marker();
    fake.script('good');
    const { jobId, result } = await runAsync(t.key, SCORE, {
      transcript: `Interviewer: Reference ${m}.\n${STRONG_BACKEND}`,
      role: 'Backend Engineer',
    });
    expect(result.aiEngine).toBe(`openai:${fake.model}`);
    expect(fake.requests.at(-1)!.raw).toContain(m);
    expect((await jobFootprint(app.deps.temporal, codec, jobId, m)).copies).toBe(1);
  });

  it('async match: the resume once, and the model was sent it', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    await loadFixturePostings(app.db, t.company.id);
    const m = marker();
    fake.script('good');
    const { jobId, result } = await runAsync(t.key, MATCH, { resume_text: `${BACKEND_RESUME}\nRef: ${m}` });
    expect(result.aiEngine).toBe(`openai:${fake.model}`);
    expect(fake.requests.at(-1)!.raw).toContain(m);
    expect((await jobFootprint(app.deps.temporal, codec, jobId, m)).copies).toBe(1);
  });
});
