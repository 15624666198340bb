import { Context } from '@temporalio/activity';
import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { defineSearchAttributeKey, SearchAttributeType, TypedSearchAttributes } from '@temporalio/common';
import { deliverWebhook } from '../../workflows/deliver-webhook.workflow';
import type { DeliveryOrder } from '../../workflows/types';
import { SEARCH_ATTRIBUTES } from './names';

const COMPANY_ID = defineSearchAttributeKey(SEARCH_ATTRIBUTES.companyId, SearchAttributeType.KEYWORD);
const ENDPOINT_ID = defineSearchAttributeKey(SEARCH_ATTRIBUTES.webhookEndpointId, SearchAttributeType.KEYWORD);
const JOB_ID = defineSearchAttributeKey(SEARCH_ATTRIBUTES.jobId, SearchAttributeType.KEYWORD);

export interface StartDeliveryOptions {
  /**
   * Whether a closed run of the same message id may run again. Yes for a recovered message (that
   * is how it is re-sent); no for a job's end, started once for good: a job task retried after
   * its delivery already ended must not send it twice.
   */
  rerunClosed?: boolean;
  /** Hand the first workflow task to the calling worker in the start's reply (a worker's own client only). */
  eager?: boolean;
}

/**
 * Starts one message's delivery workflow (workflow id = message id), findable by company,
 * endpoint and job. False when that message's delivery is already running (or, rerunClosed
 * false, has run): a message is never delivered by two workflows at once.
 */
export async function startDelivery(
  client: Client,
  taskQueue: string,
  order: DeliveryOrder,
  { rerunClosed = true, eager = false }: StartDeliveryOptions = {},
): Promise<boolean> {
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
        workflowIdReusePolicy: rerunClosed ? 'ALLOW_DUPLICATE' : 'REJECT_DUPLICATE',
        workflowIdConflictPolicy: 'FAIL',
        typedSearchAttributes: new TypedSearchAttributes(attributes),
        requestEagerStart: eager,
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) return false;
    throw err;
  }
}

/**
 * For a job's end, started from the activity that stored its messages: through the worker's own
 * client (its connection, TLS and API key, and its payload codec), on the activity's task queue,
 * and eagerly, so the delivery's first task runs on this worker without waiting for a poll.
 * Only callable inside an activity.
 */
export function startJobDeliveryFromActivity(order: DeliveryOrder): Promise<boolean> {
  const ctx = Context.current();
  return startDelivery(ctx.client, ctx.info.taskQueue, order, { rerunClosed: false, eager: true });
}
