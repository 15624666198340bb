import { ParentClosePolicy, startChild, WorkflowIdReusePolicy } from '@temporalio/workflow';
import { deliverWebhook } from './deliver-webhook.workflow';
import type { DeliveryOrder } from './types';

/**
 * Starts one delivery workflow per message, all from the current workflow task, each outliving
 * its parent (ABANDON) and findable by company, endpoint and job. A start refused because that
 * message's delivery already runs or has run (a second start of the same event) is not an error:
 * message ids derive from the job, the endpoint and the event, so that run delivers it.
 */
export async function startDeliveries(jobId: string, orders: readonly DeliveryOrder[]): Promise<void> {
  await Promise.all(
    orders.map((order) =>
      startChild(deliverWebhook, {
        workflowId: order.messageId,
        args: [order],
        parentClosePolicy: ParentClosePolicy.ABANDON,
        // A job's event is delivered once: a run that has already closed is not run again.
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        searchAttributes: {
          CompanyId: [order.companyId],
          WebhookEndpointId: [order.endpointId],
          JobId: [jobId],
        },
      }).catch(() => undefined),
    ),
  );
}
