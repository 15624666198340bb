// Where a job event's delivery spends its time, from the event times in the workflows' histories.
import type { Client } from '@temporalio/client';
import type { temporal } from '@temporalio/proto';

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
  /** The start of the job's last workflow task, whose local activity started the delivery. */
  lastTaskStarted: number;
  deliveryStarted: number;
  deliveryTaskStarted: number;
  attemptScheduled: number;
  received: number;
}

const PHASES: Array<[string, (m: Marks) => number]> = [
  // The job's end (finished_at) is its last task's clock: the task that ran the scoring's end,
  // stored the result and the messages, and started the deliveries.
  ['job end -> its last task started', (m) => m.lastTaskStarted - m.finished],
  // startJobEvents as a local activity: result and messages stored, then the delivery started.
  ['job: stored, delivery workflow started', (m) => m.deliveryStarted - m.lastTaskStarted],
  // Started eagerly: the start's reply hands the first task to this worker, no poll between.
  ['delivery: first task started', (m) => m.deliveryTaskStarted - m.deliveryStarted],
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
      lastTaskStarted: msOf(job.findLast((e) => Number(e.eventType) === TASK_STARTED)?.eventTime),
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
