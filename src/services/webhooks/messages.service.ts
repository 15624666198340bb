// What the company's server asks of its endpoint's messages: a test event now, the delivery log,
// and recovery of failed messages (R29).
import type { AppDeps } from '../../app-deps';
import { findEndpoint } from '../../db/webhook-endpoints.repository';
import {
  deliveryLogPage,
  failedMessagesSince,
  insertMessages,
  reopenMessages,
  type AttemptRow,
} from '../../db/webhook-messages.repository';
import { messageBody } from '../../domain/webhooks/message-body';
import { AppError } from '../../errors';
import { randomBase62 } from '../../ids';
import { startDelivery } from '../../temporal/webhook-client';
import { secretBoxOf } from '../webhook-secrets';
import { messageContext } from './delivery-deps';

/** The API's deps (AppDeps): the secret box is the one given, else one over the payload key ring. */
export type MessagesDeps = Pick<AppDeps, 'db' | 'temporal' | 'clock' | 'config' | 'secretBox'>;

/** R1: a 400 names the field in `details` too. */
const sinceRefused = (problem: string) =>
  new AppError('VALIDATION_ERROR', `Invalid request: since: ${problem}`, {
    details: [{ path: 'since', message: problem }],
  });

/** R29: a message and its payload are kept for 3 days; recovery reaches no further back. */
export const MESSAGE_RETENTION_MS = 3 * 86_400_000;

const endpointNotFound = () => new AppError('NOT_FOUND', 'No webhook endpoint with this id exists for your company.');

async function endpointOf(deps: MessagesDeps, companyId: string, endpointId: string) {
  const endpoint = await findEndpoint(deps.db, companyId, endpointId);
  if (!endpoint) throw endpointNotFound();
  return endpoint;
}

/** POST .../{endpoint_id}/test: a `webhook.test` message, delivered now and on the usual schedule. */
export async function sendTestEvent(
  deps: MessagesDeps,
  companyId: string,
  endpointId: string,
  requestId: string,
): Promise<{ message_id: string; event_type: 'webhook.test' }> {
  const endpoint = await endpointOf(deps, companyId, endpointId);
  if (endpoint.enabled !== 1) {
    throw new AppError(
      'WEBHOOK_ENDPOINT_DISABLED',
      'This webhook endpoint is disabled; enable it before sending a test event.',
    );
  }
  const now = new Date(deps.clock.now());
  const id = `msg_${randomBase62(27)}`;
  const body = messageBody('webhook.test', now, {
    endpoint_id: endpointId,
    message: 'A test event sent on request; it has no job.',
  });
  await insertMessages(deps.db, [
    {
      id,
      company_id: companyId,
      endpoint_id: endpointId,
      event_type: 'webhook.test',
      job_id: null,
      request_id: requestId,
      payload: secretBoxOf(deps).seal(body, messageContext(id)),
      created_at: now,
    },
  ]);
  await startDelivery(deps.temporal, deps.config.TEMPORAL_TASK_QUEUE, {
    messageId: id,
    companyId,
    endpointId,
    jobId: null,
    delaysMs: [...deps.config.WEBHOOK_RETRY_SCHEDULE],
  });
  return { message_id: id, event_type: 'webhook.test' };
}

export interface DeliveryAttemptView {
  attempted_at: string;
  status_code: number | null;
  error_class: string | null;
  duration_ms: number;
  response_snippet: string | null;
  outcome: 'delivered' | 'retrying' | 'failed';
}

export interface DeliveryView {
  message_id: string;
  event_type: string;
  job_id: string | null;
  request_id: string | null;
  created_at: string;
  outcome: 'pending' | 'delivered' | 'failed';
  next_attempt_at: string | null;
  attempts: DeliveryAttemptView[];
}

export const DELIVERY_OUTCOMES = ['pending', 'delivered', 'failed'] as const;

/** GET .../{endpoint_id}/deliveries: newest first, paginated as candidate search is (R18). */
export async function listDeliveries(
  deps: Pick<MessagesDeps, 'db'>,
  companyId: string,
  endpointId: string,
  q: { page: number; limit: number; outcome: (typeof DELIVERY_OUTCOMES)[number] | null },
): Promise<{
  deliveries: DeliveryView[];
  pagination: { page: number; limit: number; total: number; total_pages: number };
}> {
  const endpoint = await findEndpoint(deps.db, companyId, endpointId);
  if (!endpoint) throw endpointNotFound();
  const page = await deliveryLogPage(deps.db, {
    companyId,
    endpointId,
    outcome: q.outcome,
    limit: q.limit,
    offset: Math.min((q.page - 1) * q.limit, 2 ** 48),
  });
  const byMessage = new Map<string, AttemptRow[]>();
  for (const a of page.attempts) byMessage.set(a.message_id, [...(byMessage.get(a.message_id) ?? []), a]);
  return {
    deliveries: page.messages.map((m) => ({
      message_id: m.id,
      event_type: m.event_type,
      job_id: m.job_id,
      request_id: m.request_id,
      created_at: m.created_at.toISOString(),
      outcome: m.outcome,
      next_attempt_at: m.outcome === 'pending' && m.next_attempt_at ? m.next_attempt_at.toISOString() : null,
      attempts: (byMessage.get(m.id) ?? []).map((a) => ({
        attempted_at: a.attempted_at.toISOString(),
        status_code: a.status_code,
        error_class: a.error_class,
        duration_ms: a.duration_ms,
        response_snippet: a.response_snippet,
        outcome: a.outcome,
      })),
    })),
    pagination: { page: q.page, limit: q.limit, total: page.total, total_pages: Math.ceil(page.total / q.limit) },
  };
}

/**
 * POST .../{endpoint_id}/recover: every message to this endpoint that failed since `since`
 * (at most 3 days back) is delivered again, with its original id, payload and a fresh schedule.
 */
export async function recoverMessages(
  deps: MessagesDeps,
  companyId: string,
  endpointId: string,
  since: Date,
): Promise<{ recovered: number; message_ids: string[] }> {
  const endpoint = await endpointOf(deps, companyId, endpointId);
  const now = deps.clock.now();
  if (since.getTime() < now - MESSAGE_RETENTION_MS) {
    throw sinceRefused('must be at most 3 days ago: older messages are no longer kept');
  }
  if (since.getTime() > now) throw sinceRefused('must not be in the future');
  if (endpoint.enabled !== 1) {
    throw new AppError(
      'WEBHOOK_ENDPOINT_DISABLED',
      'This webhook endpoint is disabled; enable it before recovering messages.',
    );
  }
  const failed = await failedMessagesSince(deps.db, companyId, endpointId, since);
  const started: string[] = [];
  for (const m of failed) {
    await reopenMessages(deps.db, [m.id]);
    const ok = await startDelivery(deps.temporal, deps.config.TEMPORAL_TASK_QUEUE, {
      messageId: m.id,
      companyId,
      endpointId,
      jobId: m.job_id,
      delaysMs: [...deps.config.WEBHOOK_RETRY_SCHEDULE],
    });
    if (ok) started.push(m.id);
  }
  return { recovered: started.length, message_ids: started };
}
