import { proxyActivities, sleep } from '@temporalio/workflow';
// Only import the activity types: workflow code runs in Temporal's sandbox, without Node.
import type { Activities } from '../src/activities';
import type { AttemptOutcome, DeliveryOrder } from './types';
import { jittered } from './webhook-delays';

// One attempt sends one request (WEBHOOK_TIMEOUT_MS at most) and records it. The retry here is
// for our own infrastructure (MySQL, a worker that died mid-attempt), not for the receiver: its
// failures are answers, scheduled below with timers.
const { attemptDelivery } = proxyActivities<Activities>({
  startToCloseTimeout: '3 minutes',
  scheduleToCloseTimeout: '1 hour',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

/**
 * Delivers one message (R26): an attempt at once, then one after each delay of the schedule,
 * jittered, each wait a durable timer: a worker, the API or Temporal restarting in between
 * loses nothing. The workflow id is the message id; a recovered message runs it again.
 */
export async function deliverWebhook(order: DeliveryOrder): Promise<'delivered' | 'failed'> {
  for (let attempt = 0; ; attempt++) {
    const scheduled = order.delaysMs[attempt];
    const plannedDelayMs = scheduled === undefined ? null : jittered(scheduled, Math.random);
    let result: AttemptOutcome;
    try {
      result = await attemptDelivery({
        messageId: order.messageId,
        companyId: order.companyId,
        endpointId: order.endpointId,
        plannedDelayMs,
      });
    } catch {
      // Our side could not attempt for an hour: the attempt counts as failed, the schedule goes on.
      result = { outcome: plannedDelayMs === null ? 'failed' : 'retrying', nextDelayMs: plannedDelayMs };
    }
    if (result.nextDelayMs === null || result.outcome !== 'retrying') {
      return result.outcome === 'delivered' ? 'delivered' : 'failed';
    }
    await sleep(result.nextDelayMs);
  }
}
