// What each job leaves on the Temporal server: bytes of history per sync and async match and
// score job with a 5,000-char input, and how many copies of that input the histories hold.
import { EncryptionCodec } from '../src/temporal/payload-codec';
import { payloadKeysFor } from '../src/temporal/payload-key-source';
import type { TestApp } from '../support/app';
import { jobFootprint } from '../support/history-footprint';
import { call } from '../support/http';
import { pollJob } from '../support/jobs';
import { table } from './stats';
import { resumeOf, transcriptOf } from './synthetic';
import { tenantWithSyntheticPostings } from './tenant';

const INPUT_CHARS = 5_000;
const RUNS = 5;

/** A 5,000-char input whose first line carries a word found nowhere else, to count its copies by. */
export function markedInput(text: string, marker: string): string {
  return `Reference ${marker}\n${text}`.slice(0, INPUT_CHARS);
}

const CASES = [
  { name: 'match, sync', path: '/api/v1/external/ai/match-jobs', async: false },
  { name: 'match, async', path: '/api/v1/external/ai/match-jobs', async: true },
  { name: 'score, sync', path: '/api/v1/external/ai/score-interview', async: false },
  { name: 'score, async', path: '/api/v1/external/ai/score-interview', async: true },
] as const;

export async function historySizeBench(app: TestApp): Promise<string> {
  const t = await tenantWithSyntheticPostings(app.db, 17);
  const codec = new EncryptionCodec(payloadKeysFor(app.deps.config));
  const rows: Array<Array<string | number>> = [];
  for (const c of CASES) {
    const runs: Array<Awaited<ReturnType<typeof jobFootprint>>> = [];
    for (let i = 0; i < RUNS; i++) {
      const marker = `zqmark${i}x${c.name.replace(/\W/g, '')}`;
      const body = c.path.endsWith('match-jobs')
        ? { resume_text: markedInput(resumeOf(INPUT_CHARS), marker) }
        : { transcript: markedInput(transcriptOf(INPUT_CHARS), marker), role: 'Backend Engineer' };
      const jobId = await submit(app, t.key, t.company.id, c.path, { ...body, ...(c.async && { async: true }) });
      // The job's history is complete once its workflow has closed. Its company has no webhook
      // endpoint, so an async job starts no other workflow (each endpoint adds a delivery's).
      if (c.async) await app.deps.temporal.workflow.getHandle(jobId).result();
      runs.push(await jobFootprint(app.deps.temporal, codec, jobId, marker));
    }
    const mean = (f: (r: (typeof runs)[number]) => number) => Math.round(runs.reduce((s, r) => s + f(r), 0) / RUNS);
    rows.push([c.name, RUNS, mean((r) => r.bytes), mean((r) => r.events), Math.max(...runs.map((r) => r.copies))]);
  }
  return table(
    `History per job on the Temporal server (5,000-char input, local engine, mean of ${RUNS} jobs; bytes as protobuf)`,
    ['job', 'runs', 'history bytes', 'events', 'copies of the input'],
    rows,
  );
}

async function submit(app: TestApp, key: string, companyId: string, path: string, body: object): Promise<string> {
  const res = await call(app.baseUrl, 'POST', path, { key, body });
  if ('async' in body) {
    if (res.status !== 202) throw new Error(`async submission: ${res.status} ${res.text}`);
    const jobId = res.body.data.job_id as string;
    await pollJob(app.baseUrl, key, jobId);
    return jobId;
  }
  if (res.status !== 200) throw new Error(`sync call: ${res.status} ${res.text}`);
  // Calls are sequential: the company's newest job is this one.
  const [rows] = await app.db.query('SELECT id FROM jobs WHERE company_id = ? ORDER BY created_at DESC LIMIT 1', [
    companyId,
  ]);
  return (rows as Array<{ id: string }>)[0]!.id;
}
