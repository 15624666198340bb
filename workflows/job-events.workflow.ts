import { ParentClosePolicy, proxyActivities, startChild } from '@temporalio/workflow';
// Only import the activity types: workflow code runs in Temporal's sandbox, without Node.
import type { Activities } from '../src/activities';
import { deliverWebhook } from './deliver-webhook.workflow';
import type { JobEventsInput } from './types';

const { prepareJobEvents } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  scheduleToCloseTimeout: '1 hour',
  retry: { initialInterval: '500 milliseconds', backoffCoefficient: 2, maximumInterval: '30 seconds' },
});

/**
 * A job's end, sent to every enabled endpoint of its company that takes the event (R25): the
 * messages are stored (sealed) by one activity, then each is delivered by its own workflow, which
 * outlives this one (ABANDON). Message ids derive from the job, the endpoint and the event, so a
 * retried activity or a second start never makes two messages of one event.
 */
export async function dispatchJobEvents(input: JobEventsInput): Promise<number> {
  const orders = await prepareJobEvents(input);
  for (const order of orders) {
    await startChild(deliverWebhook, {
      workflowId: order.messageId,
      args: [order],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      searchAttributes: {
        CompanyId: [order.companyId],
        WebhookEndpointId: [order.endpointId],
        JobId: [input.jobId],
      },
    }).catch(() => undefined);
  }
  return orders.length;
}
