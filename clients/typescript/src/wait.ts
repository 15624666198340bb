import { HiringApiError, HiringWaitTimeoutError } from './errors.js';
import { nextPollWaitMs, POLL_SCHEDULE, type PollSchedule } from './schedule.js';
import type { Sleep } from './transport.js';
import type { AsyncJob, FinishedJob } from './types.js';

/** What `jobs.wait` reports after each poll. */
export interface PollEvent {
  jobId: string;
  /** Polls made so far, this one included. */
  poll: number;
  maxPolls: number;
  /** The job as this poll read it; null when the poll got no answer about it. */
  job: AsyncJob | null;
  /** Why this poll got no answer about the job (429, 503, no answer); the wait goes on. */
  error: HiringApiError | null;
  /** The wait before the next poll (ms); null when the wait is over. */
  nextWaitMs: number | null;
}

export interface WaitOptions {
  /** Changes the spec's schedule (first wait 1 s, x1.5, cap 15 s, 12 polls). */
  schedule?: Partial<PollSchedule>;
  signal?: AbortSignal;
  onPoll?: (event: PollEvent) => void;
  /** Per-poll timeout (ms). */
  timeoutMs?: number;
}

/**
 * Answers that say nothing about the job, so the wait goes on (each still counts as a poll): 429,
 * 503, a gateway's 502/503/504 without the API's error body, and no answer at all.
 */
export function isHeld(err: unknown): err is HiringApiError {
  if (!(err instanceof HiringApiError)) return false;
  if (err.statusCode === 0 || err.statusCode === 429 || err.statusCode === 503) return true;
  return (err.statusCode === 502 || err.statusCode === 504) && err.error === `HTTP_${err.statusCode}`;
}

const finished = (job: AsyncJob): job is FinishedJob => job.status === 'completed' || job.status === 'failed';

/** Polls on the schedule until the job completes or fails; throws HiringWaitTimeoutError when the polls run out. */
export async function waitForJob(
  jobId: string,
  poll: (signal: AbortSignal | undefined) => Promise<{ job: AsyncJob; retryAfter: number | null }>,
  sleep: Sleep,
  o: WaitOptions = {},
): Promise<FinishedJob> {
  const schedule: PollSchedule = { ...POLL_SCHEDULE, ...o.schedule };
  let polls = 0;
  let job: AsyncJob | null = null;
  let retryAfter: number | null = null;
  let lastError: HiringApiError | null = null;
  for (;;) {
    const wait = nextPollWaitMs(polls, retryAfter, schedule);
    if (wait === null) throw new HiringWaitTimeoutError(jobId, polls, job, lastError);
    await sleep(wait, o.signal);
    let error: HiringApiError | null = null;
    try {
      const r = await poll(o.signal);
      job = r.job;
      retryAfter = r.retryAfter;
    } catch (err) {
      if (!isHeld(err)) throw err;
      error = lastError = err;
      retryAfter = err.retryAfter;
    }
    polls++;
    const done = error === null && job !== null && finished(job);
    o.onPoll?.({
      jobId,
      poll: polls,
      maxPolls: schedule.maxPolls,
      job: error === null ? job : null,
      error,
      nextWaitMs: done ? null : nextPollWaitMs(polls, retryAfter, schedule),
    });
    if (done) return job as FinishedJob;
  }
}
