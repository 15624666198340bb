// The soak's load, in its own process: async match and score submissions at a fixed rate (open
// loop: a slow server does not slow the arrivals), each job polled until it ends. One JSON line
// per minute on stdout.
import { summarize } from './stats';

interface Options {
  baseUrl: string;
  keys: string[];
  minutes: number;
  rate: number;
  resume: string;
  transcript: string;
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const o = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Options;

let n = 0;
const key = () => o.keys[n++ % o.keys.length]!;
let minute = { latencies: [] as number[], statuses: {} as Record<string, number>, polls: 0, pollErrors: 0 };

async function submit(i: number): Promise<void> {
  const match = i % 2 === 0;
  const path = match ? '/api/v1/external/ai/match-jobs' : '/api/v1/external/ai/score-interview';
  const body = match
    ? { resume_text: o.resume, async: true }
    : { transcript: o.transcript, role: 'Backend Engineer', async: true };
  const sent = performance.now();
  let status = 'error';
  let jobId: string | null = null;
  try {
    const res = await fetch(o.baseUrl + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${key()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    status = String(res.status);
    const json = (await res.json()) as { data?: { job_id?: string } };
    jobId = json.data?.job_id ?? null;
  } catch {
    // Counted as 'error'.
  }
  const m = minute;
  m.latencies.push(performance.now() - sent);
  m.statuses[status] = (m.statuses[status] ?? 0) + 1;
  if (jobId) await pollUntilEnded(jobId);
}

/** As a client following the spec's schedule would, shortened: after 1 s, then every 2 s, at most 10 times. */
async function pollUntilEnded(jobId: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await sleep(i === 0 ? 1_000 : 2_000);
    const m = minute;
    m.polls++;
    try {
      const res = await fetch(`${o.baseUrl}/api/v1/external/jobs/${jobId}`, {
        headers: { authorization: `Bearer ${key()}` },
      });
      const json = (await res.json()) as { data?: { status?: string } };
      if (json.data?.status === 'completed' || json.data?.status === 'failed') return;
    } catch {
      m.pollErrors++;
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const started = performance.now();
const end = started + o.minutes * 60_000;
let nextReport = started + 60_000;
const inFlight = new Set<Promise<void>>();
for (let i = 0; performance.now() < end; i++) {
  const due = started + (i * 1000) / o.rate;
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
  if (performance.now() >= nextReport) {
    report();
    nextReport += 60_000;
  }
  const p = submit(i).finally(() => inFlight.delete(p));
  inFlight.add(p);
}
// The last minute, unless the loop's own check has just reported it.
if (minute.latencies.length > 0) report();
await Promise.race([Promise.all(inFlight), sleep(30_000)]);

function report(): void {
  const m = minute;
  minute = { latencies: [], statuses: {}, polls: 0, pollErrors: 0 };
  const s = summarize(m.latencies);
  process.stdout.write(
    `${JSON.stringify({ submitted: s.n, p50: s.p50, p99: s.p99, statuses: m.statuses, polls: m.polls, pollErrors: m.pollErrors })}\n`,
  );
}
