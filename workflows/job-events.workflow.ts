import { patched, proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
// Only import the activity types: workflow code runs in Temporal's sandbox, without Node.
import type { Activities } from '../src/activities';
import { startDeliveries } from './start-deliveries';
import type { JobEventsInput } from './types';

const prepareOptions = {
  startToCloseTimeout: '30 seconds',
  scheduleToCloseTimeout: '1 hour',
  retry: { initialInterval: '500 milliseconds', backoffCoefficient: 2, maximumInterval: '30 seconds' },
} as const;
const { prepareJobEvents } = proxyActivities<Activities>(prepareOptions);
// Run inside the workflow's first task, so the deliveries start in that same task: no round trip
// through the server between storing the messages and starting their workflows.
const local = proxyLocalActivities<Activities>(prepareOptions);

/**
 * The marker of the local prepareJobEvents and of delivery children started together: histories
 * recorded with a scheduled activity and one child start per task replay unchanged.
 */
export const LOCAL_PREPARE_PATCH = 'webhook-events-local-prepare';

/**
 * A job's end, sent to every enabled endpoint of its company that takes the event (R25): the
 * messages are stored (sealed) by one activity, then each is delivered by its own workflow, which
 * outlives this one (ABANDON). Message ids derive from the job, the endpoint and the event, so a
 * retried activity or a second start never makes two messages of one event.
 */
export async function dispatchJobEvents(input: JobEventsInput): Promise<number> {
  const inOneTask = patched(LOCAL_PREPARE_PATCH);
  const orders = await (inOneTask ? local.prepareJobEvents : prepareJobEvents)(input);
  if (inOneTask) {
    await startDeliveries(input.jobId, orders);
  } else {
    for (const order of orders) await startDeliveries(input.jobId, [order]);
  }
  return orders.length;
}
