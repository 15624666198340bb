// Where a job event's delivery spends its time, from the event times in the workflows' histories.
import type { Client } from '@temporalio/client';
import type { temporal } from '@temporalio/proto';
import { taskThatStartedChildren } from '../src/temporal/job-state';

type Event = temporal.api.history.v1.IHistoryEvent;

const STARTED = 1; // WORKFLOW_EXECUTION_STARTED
const TASK_STARTED = 6; // WORKFLOW_TASK_STARTED
const TASK_COMPLETED = 7; // WORKFLOW_TASK_COMPLETED

export interface TimedDelivery {
  jobId: string;
  messageId: string;
  /** The job's end as the jobs table records it (finished_at), ms. */
  finishedAt: number;
  /** The receiver's arrival time of the delivered request, ms. */
  at: number;
}

interface Marks {
  finished: number;
  /** The start of the job's workflow task that started the delivery (its end, stored and prepared). */
  lastTaskStarted: number;
  /** The server's record of that task's completion (its commands: the delivery's start). */
  lastTaskCompleted: number;
  deliveryStarted: number;
  deliveryTaskStarted: number;
  attemptScheduled: number;
  received: number;
}

const PHASES: Array<[string, (m: Marks) => number]> = [
  // storeJobResult ran at the task's start: the job's end (finished_at) is that task's clock.
  ['job end -> its last task started', (m) => m.lastTaskStarted - m.finished],
  // storeJobResult and prepareJobEvents (messages sealed and stored) as local activities in that task.
  ['job: result and messages stored, task completed', (m) => m.lastTaskCompleted - m.lastTaskStarted],
  // The server persists the completion, then starts the child from its transfer queue.
  ['server: delivery workflow started', (m) => m.deliveryStarted - m.lastTaskCompleted],
  // Transfer queue, matching, a waiting poller: the same for every new workflow.
  ['delivery: first task dispatched', (m) => m.deliveryTaskStarted - m.deliveryStarted],
  // A new workflow's context, then the attempt scheduled (and handed back at once: eager dispatch).
  ['delivery: first task run, attempt scheduled', (m) => m.attemptScheduled - m.deliveryTaskStarted],
  // Message and endpoint read, payload opened, signed, address checked, request sent and answered.
  ["attempt -> receiver's 200", (m) => m.received - m.attemptScheduled],
];

export async function deliveryPhases(client: Client, runs: TimedDelivery[]): Promise<Array<[string, number[]]>> {
  const marks: Marks[] = [];
  for (const r of runs) {
    const job = await historyOf(client, r.jobId);
    const delivery = await historyOf(client, r.messageId);
    marks.push({
      finished: r.finishedAt,
      ...lastTaskOf(job),
      deliveryStarted: timeOf(delivery, STARTED),
      deliveryTaskStarted: timeOf(delivery, TASK_STARTED),
      attemptScheduled: timeOf(delivery, TASK_COMPLETED),
      received: r.at,
    });
  }
  return PHASES.map(([name, f]) => [name, marks.map(f)]);
}

async function historyOf(client: Client, workflowId: string): Promise<Event[]> {
  return (await client.workflow.getHandle(workflowId).fetchHistory()).events ?? [];
}

function timeOf(events: Event[], type: number): number {
  return msOf(events.find((e) => Number(e.eventType) === type)?.eventTime);
}

function msOf(t: Event['eventTime']): number {
  return t ? Number(t.seconds ?? 0) * 1000 + (t.nanos ?? 0) / 1e6 : Number.NaN;
}

/** When the task whose commands started the job's children started, and when it completed. */
function lastTaskOf(events: Event[]): { lastTaskStarted: number; lastTaskCompleted: number } {
  const task = taskThatStartedChildren([...events].reverse());
  return { lastTaskStarted: msOf(task?.started.eventTime), lastTaskCompleted: msOf(task?.completed.eventTime) };
}
