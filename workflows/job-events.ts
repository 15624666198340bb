import {
  ApplicationFailure,
  defineSignal,
  ParentClosePolicy,
  patched,
  proxyLocalActivities,
  setHandler,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';
// Only import the activity types: workflow code runs in Temporal's sandbox, without Node.
import type { Activities } from '../src/activities';
import { dispatchJobEvents } from './job-events.workflow';
import { startDeliveries } from './start-deliveries';
import type { JobEnd, JobEventsInput } from './types';

// A local activity: its input (the result) is not written to history, only its empty result.
// MySQL may be out for a while (a failover, a restart): it retries as the job's own reads do.
const { storeJobResult } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '20 seconds',
  scheduleToCloseTimeout: '15 minutes',
  retry: { initialInterval: '500 milliseconds', backoffCoefficient: 2, maximumInterval: '10 seconds' },
});
// The job's own try at storing its events: short, since the job stays open while it runs. Past
// it, the events workflow takes over, with its own hour of retries, and the job closes. Bounded by
// attempts (at most ~25 s): this SDK (1.24) kept retrying a failing local activity past its
// schedule-to-close timeout.
const { prepareJobEvents, startJobEvents } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '5 seconds',
  scheduleToCloseTimeout: '25 seconds',
  retry: {
    initialInterval: '500 milliseconds',
    backoffCoefficient: 2,
    maximumInterval: '2 seconds',
    maximumAttempts: 4,
  },
});

/**
 * Sent by the API when a synchronous call gives up waiting (504): the job goes on, and its end
 * is now the company's to hear of, as an async job's is (R25). A signal that reaches the
 * workflow before it closes is always seen: Temporal does not let a workflow complete over an
 * unhandled signal.
 */
export const sendJobEventsSignal = defineSignal('sendJobEvents');

/** The marker of the job-end command (patched): histories recorded without it replay unchanged. */
export const JOB_EVENTS_PATCH = 'webhook-job-events';

/**
 * The marker of a result stored by the job itself (patched): the job-events workflow then gets
 * the job id alone, where histories recorded before it carry the result into that workflow's
 * start, and again into its activity's input.
 */
export const JOB_RESULT_STORED_PATCH = 'job-result-stored';

/**
 * The marker of a job that stores its events and starts their deliveries itself, in its last
 * workflow task: no events workflow in between (one workflow start and one dispatch less before
 * the first attempt, and no workflow at all when no endpoint takes the event). Histories recorded
 * before it start the events workflow, and replay so.
 */
export const DELIVERIES_FROM_JOB_PATCH = 'webhook-deliveries-from-job';

/**
 * The marker of a completed job whose result is stored by prepareJobEvents, with its messages,
 * instead of by storeJobResult first: one local activity less at the job's end, each costing the
 * job's last task about 10 ms on this SDK (measured from the worker's activity log lines).
 * Histories recorded before it take the two activities, and replay so.
 */
export const JOB_END_ONE_ACTIVITY_PATCH = 'job-end-one-activity';

/**
 * The marker of deliveries started by the activity that stores the messages (startJobEvents),
 * through the worker's own client and eagerly, while the job's last task is still open: the first
 * attempt no longer waits for that task to complete and for the server to start children from it
 * (11-13 ms less at p50 in the webhook benchmark). Histories recorded before it start the
 * deliveries as children, and replay so.
 */
export const DELIVERIES_FROM_ACTIVITY_PATCH = 'webhook-deliveries-from-activity';

/**
 * Runs a job workflow's body and, if the job's end is to be sent (accepted with 202, or a sync
 * call that answered 504), stores its messages and starts their deliveries before the job
 * closes, or hands that to dispatchJobEvents when MySQL or Temporal does not answer in time.
 * Only the deliveries' starts are awaited, never a delivery; one that cannot start does not fail
 * the job.
 */
export async function withJobEvents<T>(wanted: boolean | undefined, run: () => Promise<T>): Promise<T> {
  let send = wanted === true;
  setHandler(sendJobEventsSignal, () => {
    send = true;
  });
  let result: T;
  try {
    result = await run();
  } catch (err) {
    if (send) {
      const failure = err instanceof ApplicationFailure ? err : null;
      await dispatch({
        status: 'failed',
        failureType: failure?.type ?? null,
        message: failure?.message ?? '',
      });
    }
    throw err;
  }
  if (send) {
    const endedAt = new Date().toISOString();
    if (patched(JOB_END_ONE_ACTIVITY_PATCH)) await sendCompleted(result, endedAt);
    else await dispatch(await completedEnd(result, endedAt), endedAt);
  }
  return result;
}

/**
 * A completed job's end in one local activity: it stores the result on the row together with the
 * messages (its input, the result, is not written to history) and the deliveries start. When
 * that does not succeed in time, the result is stored with the job's own budget and the events
 * workflow takes the rest.
 */
async function sendCompleted(result: unknown, endedAt: string): Promise<void> {
  const jobId = workflowInfo().workflowId;
  const input = eventsInput({ status: 'completed', result }, endedAt);
  if (input && (await storeAndStart(input))) return;
  await storeJobResult({ jobId, result, endedAt });
  if (input) await startEventsWorkflow({ ...input, end: { status: 'completed', stored: true } });
}

/** The result goes to the job's row here, once; the job-events workflow reads it there. */
async function completedEnd(result: unknown, endedAt: string): Promise<JobEnd> {
  if (!patched(JOB_RESULT_STORED_PATCH)) return { status: 'completed', result };
  await storeJobResult({ jobId: workflowInfo().workflowId, result, endedAt });
  return { status: 'completed', stored: true };
}

async function dispatch(end: JobEnd, endedAt = new Date().toISOString()): Promise<void> {
  if (!patched(JOB_EVENTS_PATCH)) return;
  const input = eventsInput(end, endedAt);
  if (!input) return;
  if (patched(DELIVERIES_FROM_JOB_PATCH) && (await storeAndStart(input))) return;
  await startEventsWorkflow(input);
}

/**
 * The job's own try at its events: the messages stored, then their deliveries started, from the
 * activity itself or, in histories recorded before that, by this task's commands. False when
 * MySQL or Temporal did not answer in time: the caller hands the events to the events workflow.
 */
async function storeAndStart(input: JobEventsInput): Promise<boolean> {
  if (patched(DELIVERIES_FROM_ACTIVITY_PATCH)) {
    return startJobEvents(input).then(
      () => true,
      () => false,
    );
  }
  const orders = await prepareJobEvents(input).catch(() => null);
  if (!orders) return false;
  await startDeliveries(input.jobId, orders);
  return true;
}

/** The job's end for its company's endpoints; null for a job started without its company. */
function eventsInput(end: JobEnd, endedAt: string): JobEventsInput | null {
  const info = workflowInfo();
  // Every job starts with its company as a search attribute (src/temporal/job-client.ts).
  const companyId = info.searchAttributes.CompanyId?.[0];
  if (typeof companyId !== 'string') return null;
  const requestId = info.memo?.requestId;
  return {
    jobId: info.workflowId,
    companyId,
    end,
    endedAt,
    requestId: typeof requestId === 'string' ? requestId : null,
  };
}

async function startEventsWorkflow(input: JobEventsInput): Promise<void> {
  try {
    await startChild(dispatchJobEvents, {
      workflowId: jobEventsWorkflowId(input.jobId),
      args: [input],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      searchAttributes: { CompanyId: [input.companyId], JobId: [input.jobId] },
    });
  } catch {
    // Already started (the API's fallback after a late 504 signal): the events are on their way.
  }
}

/** One job-events workflow per job, whoever starts it. */
export const jobEventsWorkflowId = (jobId: string): string => `${jobId}-events`;
