import { ApiError, UnreachableError } from './api-client';
import type { Job, JobStatus } from './api-schemas';
import { nextWaitMs, POLL_SCHEDULE, type PollSchedule } from './poll-schedule';

export interface JobSource {
  getJob(id: string): Promise<{ job: Job; retryAfter: number | null }>;
}

/** What the watcher knows after each step; the live view renders it. */
export interface WatchSnapshot {
  jobId: string;
  /** Null until the first poll when nothing was known at the start. */
  status: JobStatus | null;
  job: Job | null;
  polls: number;
  maxPolls: number;
  startedAt: number;
  /** Clock time of the next poll; null once the watch is over. */
  nextPollAt: number | null;
  /** Why the last poll got no answer about the job, when the API asked to be polled later. */
  held: HeldReason | null;
}

/**
 * Answers that say nothing about the job, so the watch waits and goes on (each still counts as a
 * poll): 429 (the key's window is full), 503 (a backing service is down for a moment), a 502, 503
 * or 504 without an R1 body (a proxy in front of the API), and no answer at all (a network error
 * or a request timeout). The job may well be running: only its own status may end the watch.
 */
export type HeldReason = 'rate limited' | 'service unavailable' | 'API unreachable';

export function heldReason(err: unknown): HeldReason | null {
  if (err instanceof UnreachableError) return 'API unreachable';
  if (!(err instanceof ApiError)) return null;
  if (err.status === 429) return 'rate limited';
  if (err.status === 503) return 'service unavailable';
  // A gateway's own page, not the API's: apiError() gives a body it cannot read the code HTTP_<status>.
  if ((err.status === 502 || err.status === 504) && err.code === `HTTP_${err.status}`) return 'service unavailable';
  return null;
}

export type WatchOutcome =
  | { kind: 'completed' | 'failed'; job: Job; polls: number; elapsedMs: number }
  | { kind: 'gave_up'; job: Job | null; polls: number; elapsedMs: number; held: HeldReason | null };

export interface WatchOptions {
  source: JobSource;
  jobId: string;
  /** The status already known (a 202 says queued). */
  initialStatus?: JobStatus;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  schedule?: PollSchedule;
  /** Multiplies every wait (tests run the real schedule at 1/100 speed). */
  scale?: number;
  onUpdate?: (s: WatchSnapshot) => void;
}

export const WATCH_EXIT_CODE = { completed: 0, failed: 1, gave_up: 3 } as const;

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls one job on the spec's schedule until it completes, fails, or the polls run out. */
export async function watchJob(o: WatchOptions): Promise<WatchOutcome> {
  const now = o.now ?? Date.now;
  const sleep = o.sleep ?? realSleep;
  const schedule = o.schedule ?? POLL_SCHEDULE;
  const scale = o.scale ?? 1;
  const startedAt = now();
  let snap: WatchSnapshot = {
    jobId: o.jobId,
    status: o.initialStatus ?? null,
    job: null,
    polls: 0,
    maxPolls: schedule.maxPolls,
    startedAt,
    nextPollAt: null,
    held: null,
  };
  let retryAfter: number | null = null;
  const update = (patch: Partial<WatchSnapshot>) => {
    snap = { ...snap, ...patch };
    o.onUpdate?.(snap);
  };

  for (;;) {
    const wait = nextWaitMs(snap.polls, retryAfter, schedule);
    if (wait === null) {
      update({ nextPollAt: null });
      return { kind: 'gave_up', job: snap.job, polls: snap.polls, elapsedMs: now() - startedAt, held: snap.held };
    }
    update({ nextPollAt: now() + wait * scale });
    await sleep(wait * scale);
    try {
      const r = await o.source.getJob(o.jobId);
      retryAfter = r.retryAfter;
      snap = { ...snap, job: r.job, status: r.job.status, polls: snap.polls + 1, held: null };
    } catch (err) {
      const held = heldReason(err);
      if (!held) throw err;
      // A refused poll still counts, so a rate limit or an outage cannot keep the watch going for ever.
      retryAfter = err instanceof ApiError ? err.retryAfter : null;
      snap = { ...snap, polls: snap.polls + 1, held };
    }
    const { job } = snap;
    if (job && (job.status === 'completed' || job.status === 'failed')) {
      update({ nextPollAt: null });
      return { kind: job.status, job, polls: snap.polls, elapsedMs: now() - startedAt };
    }
  }
}
