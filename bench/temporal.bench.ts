// The cost of running a match as a Temporal workflow, against the same work called
// directly in process (load the postings, analyse, rank), in the same run.
import { openPostings } from '../src/db/postings.repository';
import { analyseResume, buildCorpusStats, rankPostings, type PostingFeatures } from '../src/domain/matching';
import type { TestApp } from '../support/app';
import { call } from '../support/http';
import { delta, ms, summarize, table } from './stats';
import { resumeOf } from './synthetic';
import { tenantWithSyntheticPostings } from './tenant';
import { cpuMeter } from './proc-usage';

/** The worker and Temporal server processes, whose CPU per call the benchmark reads. */
export interface TemporalBenchPids {
  worker?: number;
  temporal?: number;
}

const RUNS = 200;
const WARMUP = 20;

export async function temporalBench(app: TestApp, pids: TemporalBenchPids = {}): Promise<string> {
  const t = await tenantWithSyntheticPostings(app.db, 11);
  const resume = resumeOf(5_000);
  const directCall = async () => {
    const rows = await openPostings(app.db, t.company.id);
    const postings = rows.map(({ features, ...posting }) => ({
      posting,
      features: JSON.parse(features) as PostingFeatures,
    }));
    return rankPostings(analyseResume(resume), postings, buildCorpusStats(postings.map((p) => p.features)), {
      limit: 5,
      minScore: 0,
    });
  };
  const calls: Array<{ sent: number; answered: number }> = [];
  const e2eCall = async () => {
    const sent = now();
    const res = await call(app.baseUrl, 'POST', '/api/v1/external/ai/match-jobs', {
      key: t.key,
      body: { resume_text: resume },
    });
    calls.push({ sent, answered: now() });
    if (res.status !== 200) throw new Error(`sync match: ${res.status} ${res.text}`);
  };
  // Interleaved, one of each in turn: this machine is shared, and a neighbour's burst should hit
  // both sides of the comparison alike.
  const directMs: number[] = [];
  const e2eMs: number[] = [];
  let cpu: (() => Record<string, number>) | null = null;
  for (let i = 0; i < RUNS + WARMUP; i++) {
    // CPU time, unlike wall time, hardly moves with a neighbour's load: the figure to compare
    // worker settings by on a shared machine.
    if (i === WARMUP) cpu = cpuMeter({ 'API process (incl. the direct calls)': process.pid, ...pids });
    const a = performance.now();
    await directCall();
    const b = performance.now();
    await e2eCall();
    const c = performance.now();
    if (i >= WARMUP) {
      directMs.push(b - a);
      e2eMs.push(c - b);
    }
  }
  const used = cpu!();
  const direct = summarize(directMs);
  const e2e = summarize(e2eMs);
  const phases = await phasesOf(app, t.company.id, calls.slice(-e2e.n));
  return [
    table(
      `Sync match through Temporal vs direct engine call (100 postings, 5,000-char resume, ${RUNS} interleaved pairs, ms)`,
      ['path', 'runs', 'p50', 'p95', 'p99'],
      [
        ['direct: load + analyse + rank in process', direct.n, ms(direct.p50), ms(direct.p95), ms(direct.p99)],
        ['HTTP sync: API -> workflow -> activity -> result', e2e.n, ms(e2e.p50), ms(e2e.p95), ms(e2e.p99)],
        [
          'Temporal + HTTP overhead (target <= 30 at p50)',
          '',
          delta(e2e.p50 - direct.p50),
          delta(e2e.p95 - direct.p95),
          '',
        ],
      ],
    ),
    table(
      'Where a sync match spends its time (from workflow history event times, ms)',
      ['phase', 'runs', 'p50', 'p95', 'p99'],
      phases,
    ),
    table(
      `CPU per sync match (/proc, over the ${RUNS} timed pairs, ms)`,
      ['process', 'CPU ms per call'],
      Object.entries(used).map(([name, total]) => [name, (total / RUNS).toFixed(2)]),
    ),
  ].join('\n');
}

const now = () => performance.timeOrigin + performance.now();

const PHASES: Array<[string, (c: { sent: number; answered: number }, at: EventTimes) => number]> = [
  // HTTP, access layer, AI window, job row, then the start RPC until history records the start.
  ['request sent -> workflow started (API, start RPC)', (c, at) => at.started - c.sent],
  // Transfer queue -> matching -> a waiting poller -> history records the task as started.
  ['workflow task scheduled -> started (dispatch)', (_, at) => at.taskStarted - at.taskScheduled],
  // Poll response to the worker, sandbox activation, local activity (rankOpenPostings), completion.
  ['workflow task started -> completed (worker)', (_, at) => at.taskCompleted - at.taskStarted],
  // Completion persisted, result long poll answered, API response read by the client.
  ['workflow completed -> response received', (c, at) => c.answered - at.closed],
];

interface EventTimes {
  started: number;
  taskScheduled: number;
  taskStarted: number;
  taskCompleted: number;
  closed: number;
}

/** Matches each timed call to its workflow (calls are sequential) and splits its time by history events. */
async function phasesOf(app: TestApp, companyId: string, calls: Array<{ sent: number; answered: number }>) {
  const [rows] = await app.db.query('SELECT id FROM jobs WHERE company_id = ?', [companyId]);
  const runs: EventTimes[] = [];
  for (const { id } of rows as Array<{ id: string }>) {
    const events = (await app.deps.temporal.workflow.getHandle(id).fetchHistory()).events ?? [];
    const at = (type: number) => eventMs(events.find((e) => Number(e.eventType) === type)?.eventTime);
    runs.push({
      started: at(1 /* WORKFLOW_EXECUTION_STARTED */),
      taskScheduled: at(5 /* WORKFLOW_TASK_SCHEDULED */),
      taskStarted: at(6 /* WORKFLOW_TASK_STARTED */),
      taskCompleted: at(7 /* WORKFLOW_TASK_COMPLETED */),
      closed: at(2 /* WORKFLOW_EXECUTION_COMPLETED */),
    });
  }
  const matched = calls.flatMap((c) => {
    const run = runs.find((r) => r.started >= c.sent - 1 && r.started <= c.answered);
    return run ? [{ c, run }] : [];
  });
  return PHASES.map(([name, f]) => {
    const s = summarize(matched.map(({ c, run }) => f(c, run)));
    return [name, s.n, ms(s.p50), ms(s.p95), ms(s.p99)];
  });
}

function eventMs(t: { seconds?: unknown; nanos?: number | null } | null | undefined): number {
  return t ? Number(t.seconds ?? 0) * 1000 + (t.nanos ?? 0) / 1e6 : NaN;
}
