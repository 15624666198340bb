import {
  WorkflowFailedError,
  WorkflowNotFoundError,
  type Client,
  type WorkflowExecutionDescription,
} from '@temporalio/client';
import { ApplicationFailure, defineSearchAttributeKey, SearchAttributeType, TypedSearchAttributes } from '@temporalio/common';
import { onAbort } from '../abort-fanout';
import { isErrorCode, type ErrorCode } from '../errors';
import type { JobType } from '../domain/jobs';
import { SEARCH_ATTRIBUTES, WORKFLOW_FOR } from './names';

const COMPANY_ID = defineSearchAttributeKey(SEARCH_ATTRIBUTES.companyId, SearchAttributeType.KEYWORD);
const JOB_TYPE = defineSearchAttributeKey(SEARCH_ATTRIBUTES.jobType, SearchAttributeType.KEYWORD);
const AI_ENGINE = defineSearchAttributeKey(SEARCH_ATTRIBUTES.aiEngine, SearchAttributeType.KEYWORD);

export interface StartJob {
  jobId: string;
  type: JobType;
  companyId: string;
  keyPrefix: string;
  taskQueue: string;
  input: unknown;
  /** The engine meant to answer (`local` or `openai:<model>`); a job with a provider sets the one that did. */
  aiEngine?: string;
}

/** Workflow id = job id (R10); search attributes make a company's or a type's jobs listable in the UI. */
export async function startJob(client: Client, j: StartJob, timeoutMs = 5_000): Promise<void> {
  // Bounded: an unreachable Temporal must become a prompt 503, not a hung request.
  await client.withDeadline(Date.now() + timeoutMs, () => startWorkflow(client, j));
}

async function startWorkflow(client: Client, j: StartJob): Promise<void> {
  await client.workflow.start(WORKFLOW_FOR[j.type], {
    taskQueue: j.taskQueue,
    workflowId: j.jobId,
    args: [j.input],
    // A duplicate start (idempotent retry) attaches to the running workflow instead of a second run.
    workflowIdConflictPolicy: 'USE_EXISTING',
    typedSearchAttributes: new TypedSearchAttributes([
      { key: COMPANY_ID, value: j.companyId },
      { key: JOB_TYPE, value: j.type },
      ...(j.aiEngine ? [{ key: AI_ENGINE, value: j.aiEngine }] : []),
    ]),
    memo: { keyPrefix: j.keyPrefix, jobType: j.type },
    // Nothing reads a job after 24 h (R13); a day and an hour bounds a stuck one.
    workflowExecutionTimeout: '25 hours',
  });
}

export type JobOutcome =
  | { kind: 'completed'; result: unknown }
  | { kind: 'failed'; code: ErrorCode; message: string }
  | { kind: 'timeout' };

/**
 * Waits for the workflow's end until `deadline` (R14), or until `stop` aborts (the process is
 * shutting down): either way a timeout, which the caller answers with the job id to poll.
 */
export async function awaitJob(client: Client, jobId: string, deadline: number, stop?: AbortSignal): Promise<JobOutcome> {
  if (!stop) return awaitResult(client, jobId, deadline);
  if (stop.aborted) return { kind: 'timeout' };
  let stopWaiting: () => void = () => undefined;
  const stopped = new Promise<JobOutcome>((resolve) => {
    stopWaiting = onAbort(stop, () => resolve({ kind: 'timeout' }));
  });
  try {
    return await Promise.race([awaitResult(client, jobId, deadline), stopped]);
  } finally {
    stopWaiting();
  }
}

async function awaitResult(client: Client, jobId: string, deadline: number): Promise<JobOutcome> {
  try {
    const result = await client.withDeadline(deadline, () => client.workflow.getHandle(jobId).result());
    return { kind: 'completed', result };
  } catch (err) {
    if (err instanceof WorkflowFailedError) return failureOf(err);
    if (Date.now() >= deadline - 5 || isDeadline(err)) return { kind: 'timeout' };
    throw err;
  }
}

function isDeadline(err: unknown): boolean {
  return (err as { code?: number }).code === 4 || /deadline/i.test(String((err as Error).message));
}

export function failureOf(err: WorkflowFailedError): JobOutcome {
  const cause = err.cause;
  if (cause instanceof ApplicationFailure && isErrorCode(cause.type)) {
    return { kind: 'failed', code: cause.type, message: cause.message };
  }
  return { kind: 'failed', code: 'INTERNAL_ERROR', message: 'The job failed because of an internal error.' };
}

/**
 * A completed or failed state is final, and is kept for good: a closed workflow's outcome, or
 * that of a job cancelled before any worker took it, which no worker can change (runningPhase).
 */
export type JobState =
  | { status: 'queued' | 'processing'; updatedAt: Date }
  | { status: 'completed'; result: unknown; updatedAt: Date }
  | { status: 'failed'; error: { code: ErrorCode; message: string }; updatedAt: Date };

/**
 * How long a poll waits for Temporal. Each call to Temporal gets its own deadline: without one, a
 * poll of a running job would wait through the client's connection retries (~20 s when Temporal
 * refuses connections) or for ever (when it accepts them and never answers). Past it, the poll is
 * a 503 the client can retry; the job itself is untouched.
 */
export const POLL_DEADLINE_MS = 3_000;

type Bounded = <T>(fn: () => Promise<T>) => Promise<T>;

/** R12 statuses from Temporal's own record: queued until a worker has picked up the first task. */
export async function readJobState(client: Client, jobId: string, createdAt: Date): Promise<JobState | null> {
  const handle = client.workflow.getHandle(jobId);
  const bounded: Bounded = (fn) => client.withDeadline(Date.now() + POLL_DEADLINE_MS, fn);
  let d: WorkflowExecutionDescription;
  try {
    d = await bounded(() => handle.describe());
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return null;
    throw err;
  }
  const closed = d.closeTime ?? null;
  switch (d.status.name) {
    case 'RUNNING':
      return runningState(d, createdAt);
    case 'COMPLETED':
      return { status: 'completed', result: await bounded(() => handle.result()), updatedAt: closed ?? createdAt };
    case 'FAILED': {
      // The failure is read from the closed workflow. Anything but WorkflowFailedError (Temporal
      // gone in between) propagates as such: a poll never records a failure it did not read.
      const error = await bounded(() => handle.result()).then(internal, (err: unknown) => {
        if (!(err instanceof WorkflowFailedError)) throw err;
        const outcome = failureOf(err);
        return outcome.kind === 'failed' ? { code: outcome.code, message: outcome.message } : internal();
      });
      return { status: 'failed', error, updatedAt: closed ?? createdAt };
    }
    default:
      // Terminated, cancelled or timed out by an operator or the server: not the client's fault.
      return { status: 'failed', error: internal(), updatedAt: closed ?? createdAt };
  }
}

function internal() {
  return { code: 'INTERNAL_ERROR' as const, message: 'The job did not finish; submit it again.' };
}

/**
 * What a cancelled job ends with once a worker runs it: every activity call in a cancelled
 * workflow fails, and asJobFailure (workflows/failures.ts) turns that into this error.
 */
const CANCELLED = { code: 'INTERNAL_ERROR' as const, message: 'The job failed because of an internal error.' };

/** What runningPhase reads from a running workflow's description. */
export interface RunningFacts {
  historyLength: number;
  /** A worker holds the current workflow task. */
  taskStarted: boolean;
  pendingActivities: number;
  cancelRequested: boolean;
}

/**
 * R12 for a running workflow. Its history opens with two events (started, first task scheduled);
 * beyond those, only a worker's steps add events, except a cancel request, which Temporal records
 * at once, as one event however often it is asked (a signal would too: the service sends none).
 * Counted as a worker's step, it made a job cancelled in the queue read processing (session 7's
 * audit). That job can no longer succeed: the first activity call of a cancelled workflow fails,
 * so whichever worker takes it ends it with CANCELLED. It reads failed now, as a job cancelled
 * while it ran reads once its worker stops it, and that outcome is kept from the first read on
 * (a worker holding its task would otherwise make it read processing in between).
 */
export function runningPhase(f: RunningFacts): 'queued' | 'processing' | 'cancelled' {
  if (f.taskStarted || f.pendingActivities > 0) return 'processing';
  if (f.historyLength - 2 - (f.cancelRequested ? 1 : 0) > 0) return 'processing';
  return f.cancelRequested ? 'cancelled' : 'queued';
}

function runningState(d: WorkflowExecutionDescription, createdAt: Date): JobState {
  const raw = d.raw;
  const phase = runningPhase({
    historyLength: d.historyLength,
    taskStarted: Number(raw.pendingWorkflowTask?.state ?? 0) === 2, // PENDING_WORKFLOW_TASK_STATE_STARTED
    pendingActivities: raw.pendingActivities?.length ?? 0,
    cancelRequested: raw.workflowExtendedInfo?.cancelRequested === true,
  });
  if (phase === 'queued') return { status: 'queued', updatedAt: createdAt };
  const updatedAt = latestStep(d);
  // Stored at once (getJob), though Temporal closes the workflow only once a worker takes it:
  // while that worker holds the task the job would read processing again, after reading failed.
  if (phase === 'cancelled') return { status: 'failed', error: CANCELLED, updatedAt };
  return { status: 'processing', updatedAt };
}

type Stamp = { seconds?: unknown; nanos?: number | null } | null | undefined;
const msOf = (t: Stamp): number => (t ? Number(t.seconds ?? 0) * 1000 + Math.floor((t.nanos ?? 0) / 1e6) : Number.NEGATIVE_INFINITY);

/**
 * R12 `updated_at` of a started job: the latest step Temporal's description shows, from the one
 * describe() a poll already makes. Our workflows always have something pending while they run:
 * a workflow task (scheduled, or started, which is also when the ranking runs as a local
 * activity) or an activity (scheduled, started, heartbeating, or waiting to retry after an
 * attempt that completed). Each step is scheduled after the one before it ended, so the latest
 * of these times never steps back between polls, and the close time that follows is later
 * still. It was the start of a pending activity or the workflow's start (session 7's audit):
 * that fell back once the download ended and the ranking ran, and during a retry's wait (the
 * server clears an activity's start time between attempts). A retrying activity's scheduled
 * time is its next attempt, in the future: only a first attempt's counts. Reading the newest
 * history event instead cost a second call to Temporal a poll (half the poll rate, measured).
 */
export function latestStep(d: Pick<WorkflowExecutionDescription, 'startTime' | 'raw'>): Date {
  const task = d.raw.pendingWorkflowTask;
  let latest = Math.max(d.startTime.getTime(), msOf(task?.scheduledTime), msOf(task?.startedTime));
  for (const a of d.raw.pendingActivities ?? []) {
    const first = Number(a.attempt ?? 1) <= 1;
    latest = Math.max(latest, first ? msOf(a.scheduledTime) : Number.NEGATIVE_INFINITY, msOf(a.lastStartedTime), msOf(a.lastHeartbeatTime), msOf(a.lastAttemptCompleteTime));
  }
  return new Date(latest);
}
