// One delivery attempt of a stored message (R26-R28), recorded in the delivery log.
import {
  disableEndpoint,
  loadDeliveryTarget,
  markEndpointFailing,
  markEndpointHealthy,
} from '../../db/webhook-endpoints.repository';
import { endMessage, findMessage, recordAttempt } from '../../db/webhook-messages.repository';
import { shouldDisableFailing, verdictOf, waitBeforeNext } from '../../domain/webhooks/attempt-result';
import { webhookHeaders } from '../../domain/webhooks/signing';
import type { AttemptInput, AttemptOutcome } from '../../../workflows/types';
import { sendAttempt, type AttemptResponse } from './send-attempt';
import { messageContext, type DeliveryDeps } from './delivery-deps';

export const GONE_REASON = 'The endpoint answered 410 Gone.';
export const FAILING_REASON = 'Every delivery attempt failed for 5 days without a success.';

const ended = (outcome: 'delivered' | 'failed'): AttemptOutcome => ({ outcome, nextDelayMs: null });

export async function attemptDelivery(deps: DeliveryDeps, input: AttemptInput): Promise<AttemptOutcome> {
  const now = new Date(deps.now());
  const message = await findMessage(deps.db, input.messageId);
  if (!message || message.company_id !== input.companyId) return ended('failed');
  const target = await loadDeliveryTarget(deps.db, deps.box, input.companyId, input.endpointId, now);
  if (!target?.enabled) {
    // Disabled or deleted since the message was made: no attempt; recover re-sends it later.
    await endMessage(deps.db, message.id, 'failed');
    deps.metrics?.webhookDeliveries.inc({ outcome: 'failed' });
    return ended('failed');
  }
  const body = deps.box.open(Buffer.from(message.payload).toString('utf8'), messageContext(message.id));
  const headers = webhookHeaders(target.secrets, message.id, Math.floor(now.getTime() / 1000), body);
  const res = await sendAttempt({
    url: target.url,
    headers,
    body,
    timeoutMs: deps.config.WEBHOOK_TIMEOUT_MS,
    allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE_URLS,
    resolve: deps.resolve,
  });
  const verdict = res.statusCode === null ? 'retry' : verdictOf(res.statusCode);
  deps.metrics?.webhookAttemptDuration.observe({ result: verdict }, res.durationMs / 1000);

  if (verdict === 'delivered') {
    await markEndpointHealthy(deps.db, input.companyId, input.endpointId);
    await record(deps, input, now, res, null, 'delivered');
    deps.metrics?.webhookDeliveries.inc({ outcome: 'delivered' });
    return ended('delivered');
  }
  let disabledFor: 'gone' | 'failing' | null = verdict === 'gone' ? 'gone' : null;
  if (disabledFor === null) {
    await markEndpointFailing(deps.db, input.companyId, input.endpointId, now);
    if (shouldDisableFailing(target.failingSince, now.getTime())) disabledFor = 'failing';
  }
  if (disabledFor !== null) {
    const reason = disabledFor === 'gone' ? GONE_REASON : FAILING_REASON;
    if (await disableEndpoint(deps.db, input.companyId, input.endpointId, reason, now)) {
      deps.metrics?.webhookEndpointsDisabled.inc({ reason: disabledFor });
      deps.log.warn('webhook endpoint disabled', {
        company_id: input.companyId,
        endpoint_id: input.endpointId,
        reason,
      });
    }
  }
  const nextDelayMs =
    disabledFor !== null || input.plannedDelayMs === null
      ? null
      : waitBeforeNext(input.plannedDelayMs, res.retryAfterMs);
  const outcome = nextDelayMs === null ? 'failed' : 'retrying';
  await record(deps, input, now, res, nextDelayMs, outcome);
  if (outcome === 'failed') deps.metrics?.webhookDeliveries.inc({ outcome: 'failed' });
  // One line per failed attempt: ids, status and class, never the payload, the URL or a secret.
  deps.log.warn('webhook attempt failed', {
    message_id: message.id,
    endpoint_id: input.endpointId,
    company_id: input.companyId,
    job_id: message.job_id,
    event_type: message.event_type,
    status: res.statusCode,
    error_class: res.errorClass,
    duration_ms: res.durationMs,
    attempt: message.attempt_count + 1,
    next_attempt_in_ms: nextDelayMs,
  });
  return { outcome, nextDelayMs };
}

async function record(
  deps: DeliveryDeps,
  input: AttemptInput,
  now: Date,
  res: AttemptResponse,
  nextDelayMs: number | null,
  outcome: 'delivered' | 'retrying' | 'failed',
): Promise<void> {
  await recordAttempt(deps.db, {
    messageId: input.messageId,
    endpointId: input.endpointId,
    attemptedAt: now,
    statusCode: res.statusCode,
    errorClass:
      res.errorClass ??
      (res.statusCode !== null && verdictOf(res.statusCode) !== 'delivered' ? statusClass(res.statusCode) : null),
    durationMs: res.durationMs,
    snippet: res.snippet,
    nextAttemptAt: nextDelayMs === null ? null : new Date(now.getTime() + res.durationMs + nextDelayMs),
    outcome,
  });
}

/** A refused status's class in the log: a redirect is named, since it is never followed. */
const statusClass = (status: number): string | null => (status >= 300 && status < 400 ? 'redirect' : null);
