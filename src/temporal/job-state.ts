// The pure rules of a job's status: what a workflow's end or description means for the job. No
// call to Temporal here (job-client.ts makes those).
import type { WorkflowExecutionDescription, WorkflowFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { isErrorCode, type ErrorCode } from '../errors';

export type JobOutcome =
  | { kind: 'completed'; result: unknown }
  | { kind: 'failed'; code: ErrorCode; message: string }
  | { kind: 'timeout' };

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
 * The error of a job whose workflow ended without a failure of its own to report: terminated,
 * cancelled or timed out by an operator or the server.
 */
export function unfinished() {
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
  /** Signals the service sent (at most one: the 504's request for job events), recorded at once like a cancel request. */
  signals?: number;
}

/**
 * R12 for a running workflow. Its history opens with two events (started, first task scheduled);
 * beyond those, only a worker's steps add events, except a cancel request, which Temporal records
 * at once, as one event however often it is asked, and so is a signal (the service sends one at
 * most: a 504's request for job events). Neither is therefore counted as a step: a job cancelled in the queue is not being
 * processed. Nor can it succeed: the first activity call of a cancelled workflow fails, so
 * whichever worker takes it ends it with CANCELLED. It reads failed, as a job cancelled while it
 * ran reads once its worker stops it, and that outcome is kept from the first read on (a worker
 * holding its task would otherwise make it read processing in between).
 */
export function runningPhase(f: RunningFacts): 'queued' | 'processing' | 'cancelled' {
  if (f.taskStarted || f.pendingActivities > 0) return 'processing';
  if (f.historyLength - 2 - (f.cancelRequested ? 1 : 0) - (f.signals ?? 0) > 0) return 'processing';
  return f.cancelRequested ? 'cancelled' : 'queued';
}

/**
 * The state of a running workflow, from its description. `bodyEnd` (bodyEndOf) is given once the
 * job's body has ended and its deliveries or its events workflow are being started
 * (workflows/job-events.ts): the job's latest step is then that end, the time its events and its
 * stored outcome carry, however long the hand-off takes (on a cluster, a child's start can take
 * a second, with a workflow task scheduled after it that would otherwise read as a later step
 * than the stored end).
 */
export function runningState(
  d: WorkflowExecutionDescription,
  createdAt: Date,
  signals = 0,
  bodyEnd: Date | null = null,
): JobState {
  const raw = d.raw;
  const phase = runningPhase({
    historyLength: d.historyLength,
    taskStarted: Number(raw.pendingWorkflowTask?.state ?? 0) === 2, // PENDING_WORKFLOW_TASK_STATE_STARTED
    pendingActivities: raw.pendingActivities?.length ?? 0,
    cancelRequested: raw.workflowExtendedInfo?.cancelRequested === true,
    signals,
  });
  if (phase === 'queued') return { status: 'queued', updatedAt: createdAt };
  const updatedAt = bodyEnd ?? latestStep(d);
  // Stored at once (getJob), though Temporal closes the workflow only once a worker takes it:
  // while that worker holds the task the job would read processing again, after reading failed.
  if (phase === 'cancelled') return { status: 'failed', error: CANCELLED, updatedAt };
  return { status: 'processing', updatedAt };
}

type Stamp = { seconds?: unknown; nanos?: number | null } | null | undefined;
const msOf = (t: Stamp): number =>
  t ? Number(t.seconds ?? 0) * 1000 + Math.floor((t.nanos ?? 0) / 1e6) : Number.NEGATIVE_INFINITY;

/**
 * R12 `updated_at` of a started job: the latest step Temporal's description shows, from the one
 * describe() a poll already makes. Our workflows always have something pending while they run:
 * a workflow task (scheduled, or started, which is also when the ranking runs as a local
 * activity) or an activity (scheduled, started, heartbeating, or waiting to retry after an
 * attempt that completed). Each step is scheduled after the one before it ended, so the latest
 * of these times never steps back between polls, and the close time that follows is later
 * still. A pending activity's start time alone would step back: there is none once the download
 * has ended and the ranking runs, nor during a retry's wait (the server clears an activity's
 * start time between attempts). A retrying activity's scheduled time is its next attempt, in the
 * future: only a first attempt's counts. Reading the newest history event instead would cost a
 * second call to Temporal a poll (half the poll rate, measured).
 */
export function latestStep(d: Pick<WorkflowExecutionDescription, 'startTime' | 'raw'>): Date {
  const task = d.raw.pendingWorkflowTask;
  let latest = Math.max(d.startTime.getTime(), msOf(task?.scheduledTime), msOf(task?.startedTime));
  for (const a of d.raw.pendingActivities ?? []) {
    const first = Number(a.attempt ?? 1) <= 1;
    latest = Math.max(
      latest,
      first ? msOf(a.scheduledTime) : Number.NEGATIVE_INFINITY,
      msOf(a.lastStartedTime),
      msOf(a.lastHeartbeatTime),
      msOf(a.lastAttemptCompleteTime),
    );
  }
  return new Date(latest);
}

type HistoryEvent = {
  eventId?: unknown;
  eventTime?: Stamp;
  startChildWorkflowExecutionInitiatedEventAttributes?: { workflowTaskCompletedEventId?: unknown } | null;
  workflowTaskCompletedEventAttributes?: { startedEventId?: unknown } | null;
};

/**
 * When a job's body ended, from the newest events of its history: the start of the workflow task
 * that started its deliveries or its events workflow, the workflow's own clock at that moment
 * (what it sent as the events' `endedAt`). Null when the events given do not reach back to it.
 */
export function bodyEndOf(newestFirst: readonly HistoryEvent[]): Date | null {
  const byId = new Map(newestFirst.map((e) => [String(e.eventId), e]));
  const initiated = newestFirst.find((e) => e.startChildWorkflowExecutionInitiatedEventAttributes);
  const completed = byId.get(
    String(initiated?.startChildWorkflowExecutionInitiatedEventAttributes?.workflowTaskCompletedEventId),
  );
  const started = byId.get(String(completed?.workflowTaskCompletedEventAttributes?.startedEventId));
  return started?.eventTime ? new Date(msOf(started.eventTime)) : null;
}
