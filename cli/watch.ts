import {
  HiringWaitTimeoutError,
  type HiringApiError,
  type HiringClient,
  type PollEvent,
} from '../clients/typescript/src/index';
import type { Job, JobStatus } from './api-schemas';
import { cliErrorFrom } from './api-client';
import { POLL_SCHEDULE, scheduledWaitMs, type PollSchedule } from './poll-schedule';

// `hiring jobs watch` and `--watch`: the client's jobs.wait (the spec's schedule), reported step
// by step for the live view, and its end told as an outcome with an exit code.

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
 * poll): 429, 503, a gateway's 502/504 without the API's body, and no answer at all. The job may
 * well be running: only its own status may end the watch.
 */
export type HeldReason = 'rate limited' | 'service unavailable' | 'API unreachable';

export function heldReason(err: HiringApiError): HeldReason {
  if (err.statusCode === 0) return 'API unreachable';
  if (err.statusCode === 429) return 'rate limited';
  return 'service unavailable';
}

export type WatchOutcome =
  | { kind: 'completed' | 'failed'; job: Job; polls: number; elapsedMs: number }
  | { kind: 'gave_up'; job: Job | null; polls: number; elapsedMs: number; held: HeldReason | null };

export interface WatchOptions {
  client: HiringClient;
  jobId: string;
  /** The status already known (a 202 says queued). */
  initialStatus?: JobStatus;
  now?: () => number;
  schedule?: PollSchedule;
  /** The client's waits are scaled by this (HIRING_POLL_SCALE); the snapshots' clock follows. */
  scale?: number;
  onUpdate?: (s: WatchSnapshot) => void;
}

export const WATCH_EXIT_CODE = { completed: 0, failed: 1, gave_up: 3 } as const;

/** Polls one job on the spec's schedule until it completes, fails, or the polls run out. */
export async function watchJob(o: WatchOptions): Promise<WatchOutcome> {
  const now = o.now ?? Date.now;
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
    nextPollAt: startedAt + scheduledWaitMs(1, schedule) * scale,
    held: null,
  };
  o.onUpdate?.(snap);
  const onPoll = (e: PollEvent) => {
    snap = {
      ...snap,
      polls: e.poll,
      job: e.job ?? snap.job,
      status: e.job?.status ?? snap.status,
      held: e.error ? heldReason(e.error) : null,
      nextPollAt: e.nextWaitMs === null ? null : now() + e.nextWaitMs * scale,
    };
    o.onUpdate?.(snap);
  };
  try {
    const job = await o.client.jobs.wait(o.jobId, { schedule, onPoll });
    return { kind: job.status, job, polls: snap.polls, elapsedMs: now() - startedAt };
  } catch (err) {
    if (!(err instanceof HiringWaitTimeoutError)) throw cliErrorFrom(err);
    snap = { ...snap, nextPollAt: null };
    o.onUpdate?.(snap);
    return { kind: 'gave_up', job: snap.job, polls: snap.polls, elapsedMs: now() - startedAt, held: snap.held };
  }
}
