import type { AppDeps } from '../app-deps';
import type { MessagesDeps } from './webhooks/messages.service';
import { secretBoxOf } from './webhook-secrets';

/** What the message services (test event, delivery log, recovery) need, from the API's or the CLI's deps. */
export function messagesDepsOf(
  deps: Pick<AppDeps, 'db' | 'temporal' | 'clock' | 'config' | 'secretBox'>,
): MessagesDeps {
  return { db: deps.db, temporal: deps.temporal, clock: deps.clock, config: deps.config, box: secretBoxOf(deps) };
}
