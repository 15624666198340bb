import { ApplicationFailure } from '@temporalio/activity';
import { createSecretBox } from '../secret-box';
import { attemptDelivery } from '../services/webhooks/attempt.service';
import { prepareJobEvents } from '../services/webhooks/job-events.service';
import type { DeliveryDeps } from '../services/webhooks/delivery-deps';
import type { AttemptInput, JobEventsInput } from '../../workflows/types';
import type { ActivityDeps } from './deps';

/** The webhook workflows' I/O: storing a job's events, and one delivery attempt. */
export function createWebhookActivities(deps: ActivityDeps) {
  let webhookDeps: DeliveryDeps | null = null;
  // Built on first use: a worker without TEMPORAL_PAYLOAD_KEYS (development) is given its box.
  const wd = (): DeliveryDeps => {
    if (webhookDeps) return webhookDeps;
    const keys = deps.config.TEMPORAL_PAYLOAD_KEYS;
    const box = deps.secretBox ?? (keys ? createSecretBox(keys) : null);
    if (!box) throw new Error('webhook delivery needs the payload key ring (TEMPORAL_PAYLOAD_KEYS)');
    webhookDeps = {
      config: deps.config,
      db: deps.db,
      box,
      log: deps.log,
      now: Date.now,
      metrics: deps.metrics,
      resolve: deps.webhookResolve,
    };
    return webhookDeps;
  };
  return {
    async prepareJobEvents(input: JobEventsInput) {
      return prepareJobEvents(wd(), input);
    },
    /**
     * A job's end in one step: its messages stored (prepareJobEvents), then each delivery
     * started from here, while the job's last workflow task is still open, instead of by the job's
     * commands once that task completes. A retry stores nothing twice and starts nothing twice
     * (message ids derive from the job, the endpoint and the event). Returns how many it started.
     */
    async startJobEvents(input: JobEventsInput): Promise<number> {
      const start = deps.startJobDelivery;
      // A worker composed without it cannot do this at any attempt: the job falls back at once.
      if (!start) throw ApplicationFailure.nonRetryable('startJobEvents needs startJobDelivery', 'NOT_COMPOSED');
      const orders = await prepareJobEvents(wd(), input);
      const started = await Promise.all(orders.map((order) => start(order)));
      return started.filter(Boolean).length;
    },
    async attemptDelivery(input: AttemptInput) {
      return attemptDelivery(wd(), input);
    },
  };
}
