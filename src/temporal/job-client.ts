import {
  WorkflowFailedError,
  WorkflowNotFoundError,
  type Client,
  type WorkflowExecutionDescription,
} from '@temporalio/client';
import { defineSearchAttributeKey, SearchAttributeType, TypedSearchAttributes } from '@temporalio/common';
import { onAbort } from '../abort-fanout';
import { matchJobs } from '../../workflows/match-jobs.workflow';
import { scoreInterview } from '../../workflows/score-interview.workflow';
import { jobEventsWorkflowId, sendJobEventsSignal } from '../../workflows/job-events';
import { dispatchJobEvents } from '../../workflows/job-events.workflow';
import type { JobEnd, ProviderEngine } from '../../workflows/types';
import { bodyEndOf, failureOf, runningState, unfinished, type JobOutcome, type JobState } from './job-state';
import type { JobType } from '../domain/jobs';
import { LOCAL_ENGINE } from '../domain/provider/engine';
import { SEARCH_ATTRIBUTES } from './names';

const COMPANY_ID = defineSearchAttributeKey(SEARCH_ATTRIBUTES.companyId, SearchAttributeType.KEYWORD);
const JOB_TYPE = defineSearchAttributeKey(SEARCH_ATTRIBUTES.jobType, SearchAttributeType.KEYWORD);
const AI_ENGINE = defineSearchAttributeKey(SEARCH_ATTRIBUTES.aiEngine, SearchAttributeType.KEYWORD);
const JOB_ID = defineSearchAttributeKey(SEARCH_ATTRIBUTES.jobId, SearchAttributeType.KEYWORD);

/**
 * The input each job type's workflow takes, read from the workflow function itself. The client
 * imports the workflow functions only to start them by their name (Temporal's workflow type);
 * they run on the worker.
 */
export interface JobInputs {
  match_jobs: Parameters<typeof matchJobs>[0];
  score_interview: Parameters<typeof scoreInterview>[0];
}

/** A job type with its workflow's input: `type` tells which input it is. */
export type JobWorkflowInput = { [T in JobType]: { type: T; workflowInput: JobInputs[T] } }[JobType];

export interface StartJob {
  jobId: string;
  job: JobWorkflowInput;
  companyId: string;
  keyPrefix: string;
  /** The X-Request-Id of the request that started the job: in its memo, so the Temporal UI shows it. */
  requestId?: string;
  taskQueue: string;
  /**
   * The model provider the job uses (no secret), added to its input; absent, its input is as given.
   * It names the job's AiEngine until the job sets the engine that did answer.
   */
  engine?: ProviderEngine;
  /** Accepted with 202: the job's end is sent to the company's webhook endpoints (R25). */
  events?: boolean;
}

/** Workflow id = job id (R10); search attributes make a company's or a type's jobs listable in the UI. */
export async function startJob(client: Client, j: StartJob, timeoutMs = 5_000): Promise<void> {
  // Bounded: an unreachable Temporal must become a prompt 503, not a hung request.
  await client.withDeadline(Date.now() + timeoutMs, () => startWorkflow(client, j));
}

async function startWorkflow(client: Client, j: StartJob): Promise<void> {
  const type = j.job.type;
  const options = {
    taskQueue: j.taskQueue,
    workflowId: j.jobId,
    // A duplicate start (idempotent retry) attaches to the running workflow instead of a second run.
    workflowIdConflictPolicy: 'USE_EXISTING',
    typedSearchAttributes: new TypedSearchAttributes([
      { key: COMPANY_ID, value: j.companyId },
      { key: JOB_TYPE, value: type },
      { key: AI_ENGINE, value: j.engine?.label ?? LOCAL_ENGINE },
    ]),
    // `requestId` is read back by the worker (workflows/log-attributes.interceptors.ts) for its log lines.
    memo: { keyPrefix: j.keyPrefix, jobType: type, ...(j.requestId !== undefined && { requestId: j.requestId }) },
    // Nothing reads a job after 24 h (R13); a day and an hour bounds a stuck one.
    workflowExecutionTimeout: '25 hours',
  } as const;
  switch (j.job.type) {
    case 'match_jobs':
      await client.workflow.start(matchJobs, { ...options, args: [inputOf(j.job.workflowInput, j)] });
      return;
    case 'score_interview':
      await client.workflow.start(scoreInterview, { ...options, args: [inputOf(j.job.workflowInput, j)] });
      return;
  }
}

/** The engine and the events flag are added only when set: a job without them has the input it always had. */
const inputOf = <I extends { engine?: ProviderEngine; events?: boolean }>(input: I, j: StartJob): I => ({
  ...input,
  ...(j.engine && { engine: j.engine }),
  ...(j.events && { events: true }),
});

/**
 * A synchronous call gave up waiting (504): the job's end now goes to the company's webhook
 * endpoints, as an async job's does (R25). The signal reaches a running job; a job that closed
 * in between gets its events workflow started here instead, from its recorded outcome. Bounded
 * like a poll; a failure is the caller's to log (the 504 stands).
 */
export async function requestJobEvents(
  client: Client,
  jobId: string,
  companyId: string,
  createdAt: Date,
): Promise<void> {
  const bounded: Bounded = (fn) => client.withDeadline(Date.now() + POLL_DEADLINE_MS, fn);
  try {
    await bounded(() => client.workflow.getHandle(jobId).signal(sendJobEventsSignal));
    return;
  } catch (err) {
    if (!(err instanceof WorkflowNotFoundError)) throw err;
  }
  const state = await readJobState(client, jobId, createdAt, 1);
  if (!state || (state.status !== 'completed' && state.status !== 'failed')) return;
  const end: JobEnd =
    state.status === 'completed'
      ? { status: 'completed', result: state.result }
      : { status: 'failed', failureType: state.error.code, message: state.error.message };
  const description = await bounded(() => client.workflow.getHandle(jobId).describe());
  const requestId = description.memo?.requestId;
  await bounded(() =>
    client.workflow.start(dispatchJobEvents, {
      taskQueue: description.taskQueue,
      workflowId: jobEventsWorkflowId(jobId),
      workflowIdConflictPolicy: 'USE_EXISTING',
      args: [
        {
          jobId,
          companyId,
          end,
          endedAt: state.updatedAt.toISOString(),
          requestId: typeof requestId === 'string' ? requestId : null,
        },
      ],
      typedSearchAttributes: new TypedSearchAttributes([
        { key: COMPANY_ID, value: companyId },
        { key: JOB_ID, value: jobId },
      ]),
    }),
  );
}

/**
 * Waits for the workflow's end until `deadline` (R14), or until `stop` aborts (the process is
 * shutting down): either way a timeout, which the caller answers with the job id to poll.
 */
export async function awaitJob(
  client: Client,
  jobId: string,
  deadline: number,
  stop?: AbortSignal,
): Promise<JobOutcome> {
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

/**
 * How long a poll waits for Temporal. Each call to Temporal gets its own deadline: without one, a
 * poll of a running job would wait through the client's connection retries (~20 s when Temporal
 * refuses connections) or for ever (when it accepts them and never answers). Past it, the poll is
 * a 503 the client can retry; the job itself is untouched.
 */
export const POLL_DEADLINE_MS = 3_000;

type Bounded = <T>(fn: () => Promise<T>) => Promise<T>;

/** R12 statuses from Temporal's own record: queued until a worker has picked up the first task. */
export async function readJobState(
  client: Client,
  jobId: string,
  createdAt: Date,
  /** Signals the service sent the job (JobRow.events_requested), not a worker's steps. */
  signals = 0,
): Promise<JobState | null> {
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
    case 'RUNNING': {
      // A pending child (its events workflow or a delivery): its body has ended (job-state.ts runningState).
      const handingOff = (d.raw.pendingChildren?.length ?? 0) > 0;
      const bodyEnd = handingOff ? await bounded(() => bodyEndTime(client, jobId)) : null;
      return runningState(d, createdAt, signals, bodyEnd);
    }
    case 'COMPLETED':
      return { status: 'completed', result: await bounded(() => handle.result()), updatedAt: closed ?? createdAt };
    case 'FAILED': {
      // The failure is read from the closed workflow. Anything but WorkflowFailedError (Temporal
      // gone in between) propagates as such: a poll never records a failure it did not read.
      const error = await bounded(() => handle.result()).then(unfinished, (err: unknown) => {
        if (!(err instanceof WorkflowFailedError)) throw err;
        const outcome = failureOf(err);
        return outcome.kind === 'failed' ? { code: outcome.code, message: outcome.message } : unfinished();
      });
      return { status: 'failed', error, updatedAt: closed ?? createdAt };
    }
    default:
      // Terminated, cancelled or timed out by an operator or the server: not the client's fault.
      return { status: 'failed', error: unfinished(), updatedAt: closed ?? createdAt };
  }
}

/**
 * How many of a job's newest events a poll reads to find when its body ended: enough to reach
 * back past the children's starts to the task that started them (the events workflow, or one
 * delivery per endpoint: at most 16, each start adding up to five events).
 */
export const BODY_END_PAGE_SIZE = 100;

async function bodyEndTime(client: Client, jobId: string): Promise<Date | null> {
  const page = await client.workflowService.getWorkflowExecutionHistoryReverse({
    namespace: client.options.namespace,
    execution: { workflowId: jobId },
    maximumPageSize: BODY_END_PAGE_SIZE,
  });
  return bodyEndOf(page.history?.events ?? []);
}
