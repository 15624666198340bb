// Where a job event's delivery spends its time, from the event times in the workflows' histories.
import type { Client } from '@temporalio/client';
import type { temporal } from '@temporalio/proto';
import { jobEventsWorkflowId } from '../workflows/job-events';

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
  eventsStarted: number;
  eventsTaskStarted: number;
  deliveryStarted: number;
  deliveryTaskStarted: number;
  attemptScheduled: number;
  received: number;
}

const PHASES: Array<[string, (m: Marks) => number]> = [
  // The job's last workflow task starts the job-events child; the server records its start.
  ['job end -> job-events workflow started', (m) => m.eventsStarted - m.finished],
  // Transfer queue, matching, a waiting poller: the same for every new workflow.
  ['job-events: first task dispatched', (m) => m.eventsTaskStarted - m.eventsStarted],
  // prepareJobEvents (outcome saved, messages sealed and stored), then the delivery child started.
  ['job-events: messages stored, delivery started', (m) => m.deliveryStarted - m.eventsTaskStarted],
  ['delivery: first task dispatched', (m) => m.deliveryTaskStarted - m.deliveryStarted],
  // A new workflow's context, then the attempt scheduled (and handed back at once: eager dispatch).
  ['delivery: first task run, attempt scheduled', (m) => m.attemptScheduled - m.deliveryTaskStarted],
  // Message and endpoint read, payload opened, signed, address checked, request sent and answered.
  ["attempt -> receiver's 200", (m) => m.received - m.attemptScheduled],
];

export async function deliveryPhases(client: Client, runs: TimedDelivery[]): Promise<Array<[string, number[]]>> {
  const marks: Marks[] = [];
  for (const r of runs) {
    const events = await historyOf(client, jobEventsWorkflowId(r.jobId));
    const delivery = await historyOf(client, r.messageId);
    marks.push({
      finished: r.finishedAt,
      eventsStarted: timeOf(events, STARTED),
      eventsTaskStarted: timeOf(events, TASK_STARTED),
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
  const t = events.find((e) => Number(e.eventType) === type)?.eventTime;
  return t ? Number(t.seconds ?? 0) * 1000 + (t.nanos ?? 0) / 1e6 : Number.NaN;
}
