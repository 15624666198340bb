import type { Config } from '../../config';
import type { Db } from '../../db/pool';
import type { Logger } from '../../log';
import type { WorkerMetrics } from '../../metrics/worker-metrics';
import type { SecretBox } from '../../secret-box';
import type { Resolver } from '../resume/download';

/** What delivering webhooks needs, from the worker (activities) or the API (test, recover). */
export interface DeliveryDeps {
  config: Pick<Config, 'WEBHOOK_ALLOW_PRIVATE_URLS' | 'WEBHOOK_RETRY_SCHEDULE' | 'WEBHOOK_TIMEOUT_MS'>;
  db: Db;
  box: SecretBox;
  log: Logger;
  now: () => number;
  metrics?: WorkerMetrics;
  /** Tests inject DNS answers; production uses the system resolver. */
  resolve?: Resolver;
}

/** A sealed payload opens only on its own message row (the secret box's authenticated context). */
export const messageContext = (messageId: string): string => `webhook-message:${messageId}`;
