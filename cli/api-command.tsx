import { loadedInk, Text } from './ui/ink';
import type { ReactElement } from 'react';
import type { HiringClient } from '../clients/typescript/src/index';
import { apiConfigFrom, createApiClient } from './api-client';
import { matchResultSchema, scorecardSchema, type Job, type JobStatus } from './api-schemas';
import { CliError, emit, type CliIO } from './io';
import { POLL_SCHEDULE } from './poll-schedule';
import { JobWatch, type JobWatchProps } from './ui/JobWatch';
import { MatchesTable } from './ui/MatchesTable';
import { Scorecard } from './ui/Scorecard';
import { WATCH_EXIT_CODE, watchJob, type WatchSnapshot } from './watch';

export const API_ENV_HELP = `
Environment:
  HIRING_API_KEY     API key sent as "Authorization: Bearer ..." (required)
  HIRING_BASE_URL    API address (default http://127.0.0.1:3000)
  HIRING_POLL_SCALE  multiplies every wait while watching (default 1; tests use 0.01)`;

export interface ApiCommandContext {
  client: HiringClient;
  scale: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Everything an API command needs from the environment; exit 2 when it is unusable. */
export function apiContext(io: CliIO): ApiCommandContext {
  const { apiKey, baseUrl } = apiConfigFrom(io.env);
  const scale = pollScale(io.env.HIRING_POLL_SCALE);
  // Retry waits and poll waits alike pass at HIRING_POLL_SCALE speed.
  const client = createApiClient({ apiKey, baseUrl, sleep: (ms, signal) => sleep(ms * scale, signal) });
  return { client, scale };
}

function pollScale(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > 10)
    throw new CliError(`HIRING_POLL_SCALE must be a number above 0 and at most 10, got "${raw}"`, 2);
  return n;
}

/** A completed job's payload, shown for a person: a matches table or a scorecard. */
export function resultView(result: unknown, role?: string): ReactElement {
  const matches = matchResultSchema.safeParse(result);
  if (matches.success) return <MatchesTable matches={matches.data.matches} />;
  const card = scorecardSchema.safeParse(result);
  if (card.success) return <Scorecard scorecard={card.data} role={role} />;
  return <Text>{JSON.stringify(result, null, 2)}</Text>;
}

const watchProps = (s: WatchSnapshot, now: number, type?: string): JobWatchProps => ({
  jobId: s.jobId,
  type: s.job?.type ?? type,
  status: s.status,
  elapsedMs: now - s.startedAt,
  polls: s.polls,
  maxPolls: s.maxPolls,
  nextPollInMs: s.nextPollAt === null ? null : Math.max(0, s.nextPollAt - now),
  held: s.held,
  error: s.job?.error ?? null,
});

/** Ink's live renderer on a terminal: one frame per poll, plus a ticking clock between polls. */
function liveView(io: CliIO, first: JobWatchProps, type?: string) {
  const ink = loadedInk().render(<JobWatch {...first} />, {
    stdout: io.stdout as NodeJS.WriteStream,
    patchConsole: false,
  });
  let snap: WatchSnapshot | null = null;
  const draw = () => snap && ink.rerender(<JobWatch {...watchProps(snap, Date.now(), type)} />);
  const timer = setInterval(draw, 250);
  return {
    update(s: WatchSnapshot) {
      snap = s;
      draw();
    },
    async finish(extra: Partial<JobWatchProps>) {
      clearInterval(timer);
      if (snap) ink.rerender(<JobWatch {...watchProps(snap, Date.now(), type)} {...extra} />);
      ink.unmount();
      await ink.waitUntilExit();
    },
  };
}

export interface WatchRequest {
  jobId: string;
  type?: string;
  initialStatus?: JobStatus;
  json?: boolean;
  role?: string;
}

/**
 * Watches a job to its end. On a terminal: a live view, then the result for a person; otherwise
 * (or with --json) only the last job object read as JSON, nothing when no poll was answered.
 * Failed -> exit 1, gave up (the job's fate unknown) -> exit 3.
 */
export async function watchAndReport(io: CliIO, ctx: ApiCommandContext, w: WatchRequest): Promise<void> {
  const live = !w.json && io.stdout.isTTY === true;
  const first: JobWatchProps = {
    jobId: w.jobId,
    type: w.type,
    status: w.initialStatus ?? null,
    elapsedMs: 0,
    polls: 0,
    maxPolls: POLL_SCHEDULE.maxPolls,
    nextPollInMs: POLL_SCHEDULE.firstWaitMs * ctx.scale,
  };
  const view = live ? liveView(io, first, w.type) : null;
  let outcome;
  try {
    outcome = await watchJob({
      client: ctx.client,
      jobId: w.jobId,
      initialStatus: w.initialStatus,
      scale: ctx.scale,
      onUpdate: view?.update,
    });
  } catch (err) {
    await view?.finish({});
    throw err;
  }
  await view?.finish({ gaveUp: outcome.kind === 'gave_up', nextPollInMs: null });
  const job: Job | null = outcome.job;
  if (!live) {
    // No poll ever answered: nothing is known about the job, so nothing is printed (stderr names it).
    if (job) io.stdout.write(JSON.stringify(job, null, 2) + '\n');
  } else if (outcome.kind === 'completed') {
    io.stdout.write('\n');
    emit(io, false, job, () => resultView(outcome.job.result, w.role));
  }
  if (outcome.kind === 'failed') {
    const e = outcome.job.error;
    throw new CliError(`job ${w.jobId} failed${e ? `: ${e.message} (${e.code})` : ''}`, WATCH_EXIT_CODE.failed);
  }
  if (outcome.kind === 'gave_up') {
    const resume = `keep waiting with: hiring jobs watch ${w.jobId}`;
    const last = outcome.held ? ` (last poll: ${outcome.held})` : '';
    if (!job)
      throw new CliError(
        `gave up after ${outcome.polls} polls without news of job ${w.jobId}${last}; it may still be running; ${resume}`,
        WATCH_EXIT_CODE.gave_up,
      );
    throw new CliError(
      `gave up after ${outcome.polls} polls: job ${w.jobId} is still ${job.status}${last}; ${resume}`,
      WATCH_EXIT_CODE.gave_up,
    );
  }
}
