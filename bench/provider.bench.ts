// The cost of the model-provider path over the local path for a synchronous call, the model's own
// time excluded: a fake OpenAI-compatible server on loopback answers at once. Both APIs share one
// database and one Temporal server, each with its worker process; calls alternate, one of each in
// turn, so a neighbour's burst on this shared machine hits both sides alike.
import type { Config } from '../src/config';
import { startTestApp, type TestApp } from '../support/app';
import { startFakeOpenAi } from '../support/fake-openai';
import { call } from '../support/http';
import { STRONG_BACKEND } from '../support/fixtures/transcripts';
import { delta, ms, summarize, table } from './stats';
import { resumeOf } from './synthetic';
import { tenantWithSyntheticPostings } from './tenant';
import { startWorkerProcess } from '../support/worker-process';
import { BENCH_WORKER } from './bench-services';

const RUNS = 150;
const WARMUP = 20;

export async function providerBench(app: TestApp, workerEnv: Record<string, string>): Promise<string> {
  const fake = await startFakeOpenAi();
  const ai: Partial<Record<keyof Config, string>> = {
    AI_PROVIDER: 'openai',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: fake.model,
    AI_API_KEY: 'bench',
  };
  const config = app.deps.config;
  const providerApp = await startTestApp({
    config: {
      MYSQL_URL: config.MYSQL_URL,
      TEMPORAL_ADDRESS: config.TEMPORAL_ADDRESS,
      TEMPORAL_PAYLOAD_KEYS: workerEnv.TEMPORAL_PAYLOAD_KEYS,
      LOG_LEVEL: 'silent',
      ...ai,
    },
  });
  const localWorker = await startWorkerProcess(workerEnv, BENCH_WORKER);
  const providerWorker = await startWorkerProcess(
    {
      ...workerEnv,
      TEMPORAL_TASK_QUEUE: providerApp.deps.config.TEMPORAL_TASK_QUEUE,
      ...(ai as Record<string, string>),
    },
    BENCH_WORKER,
  );
  try {
    const t = await tenantWithSyntheticPostings(app.db, 11);
    const resume = resumeOf(5_000);
    const rows: Array<Array<string | number>> = [];
    const calls = {
      'score-interview': {
        path: '/api/v1/external/ai/score-interview',
        body: { transcript: STRONG_BACKEND, role: 'Backend Engineer' },
      },
      'match-jobs (100 postings)': { path: '/api/v1/external/ai/match-jobs', body: { resume_text: resume } },
    };
    for (const [name, c] of Object.entries(calls)) {
      const once = async (a: TestApp, engine: string) => {
        const res = await call(a.baseUrl, 'POST', c.path, { key: t.key, body: c.body });
        if (res.status !== 200 || res.headers.get('x-ai-engine') !== engine)
          throw new Error(`${name}: ${res.status} ${res.headers.get('x-ai-engine')} ${res.text.slice(0, 200)}`);
      };
      const localMs: number[] = [];
      const providerMs: number[] = [];
      for (let i = 0; i < RUNS + WARMUP; i++) {
        const a = performance.now();
        await once(app, 'local');
        const b = performance.now();
        await once(providerApp, `openai:${fake.model}`);
        const d = performance.now();
        if (i >= WARMUP) {
          localMs.push(b - a);
          providerMs.push(d - b);
        }
      }
      const l = summarize(localMs);
      const p = summarize(providerMs);
      rows.push([`${name}: local engine`, l.n, ms(l.p50), ms(l.p95), ms(l.p99)]);
      rows.push([`${name}: model provider (fake answers at once)`, p.n, ms(p.p50), ms(p.p95), ms(p.p99)]);
      rows.push([
        `${name}: provider path overhead (target <= 15 at p50)`,
        '',
        delta(p.p50 - l.p50),
        delta(p.p95 - l.p95),
        '',
      ]);
    }
    return table(
      `Sync AI calls: model-provider path vs local path (${RUNS} interleaved pairs each, ms)`,
      ['path', 'runs', 'p50', 'p95', 'p99'],
      rows,
    );
  } finally {
    await providerWorker.stop();
    await localWorker.stop();
    await providerApp.close();
    await fake.close();
  }
}
