import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { defineSearchAttributeKey, SearchAttributeType, TypedSearchAttributes } from '@temporalio/common';
import { deliverWebhook } from '../../workflows/deliver-webhook.workflow';
import type { DeliveryOrder } from '../../workflows/types';
import { SEARCH_ATTRIBUTES } from './names';

const COMPANY_ID = defineSearchAttributeKey(SEARCH_ATTRIBUTES.companyId, SearchAttributeType.KEYWORD);
const ENDPOINT_ID = defineSearchAttributeKey(SEARCH_ATTRIBUTES.webhookEndpointId, SearchAttributeType.KEYWORD);
const JOB_ID = defineSearchAttributeKey(SEARCH_ATTRIBUTES.jobId, SearchAttributeType.KEYWORD);

/**
 * Starts one message's delivery workflow (workflow id = message id), findable by company,
 * endpoint and job. False when that message's delivery is already running: a message is never
 * delivered by two workflows at once.
 */
export async function startDelivery(client: Client, taskQueue: string, order: DeliveryOrder): Promise<boolean> {
  const attributes = [
    { key: COMPANY_ID, value: order.companyId },
    { key: ENDPOINT_ID, value: order.endpointId },
    ...(order.jobId ? [{ key: JOB_ID, value: order.jobId }] : []),
  ];
  try {
    await client.withDeadline(Date.now() + 5_000, () =>
      client.workflow.start(deliverWebhook, {
        taskQueue,
        workflowId: order.messageId,
        args: [order],
        // A closed run (delivered or failed) may run again: that is how a message is recovered.
        workflowIdReusePolicy: 'ALLOW_DUPLICATE',
        workflowIdConflictPolicy: 'FAIL',
        typedSearchAttributes: new TypedSearchAttributes(attributes),
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) return false;
    throw err;
  }
}
