import type { OperationMeta, ParamHint } from './operation-meta';
import { WebhookDeliveriesResponse, WebhookRecoveryResponse, WebhookTestSentResponse } from './responses';

// What the OpenAPI document says about the delivery operations of a webhook endpoint (R25-R29).

const ENDPOINT_ID: ParamHint = {
  description: 'The endpoint id from its creation (`we_...`). Any id that names none of your endpoints reads as 404.',
  example: 'we_7Hq2LmN0pXyA7bC1d4fQ8Z',
};

export const WEBHOOK_DELIVERY_OPERATIONS: Record<string, OperationMeta> = {
  testWebhookEndpoint: {
    summary: 'Send a test event',
    description:
      'Sends a `webhook.test` event to the endpoint now, signed like every message, and retried on the usual schedule if it fails (R26). Its `message_id` is the `webhook-id` header and appears in the delivery log. A disabled endpoint is 409 WEBHOOK_ENDPOINT_DISABLED. Takes no body.',
    tag: 'Webhooks',
    scope: 'webhooks:manage',
    success: { 200: { schema: WebhookTestSentResponse, description: 'The test message is on its way.' } },
    errors: ['NOT_FOUND', 'WEBHOOK_ENDPOINT_DISABLED'],
    idempotent: false,
    fields: { endpoint_id: ENDPOINT_ID },
  },
  listWebhookDeliveries: {
    summary: 'Read the delivery log',
    description:
      'The messages sent to the endpoint in the last 3 days, newest first, each with its attempts: time, HTTP status or error class, duration, a response snippet of at most 200 characters, and the next attempt time. Never a payload. Paginated as candidate search is; unknown or repeated query parameters are 400.',
    tag: 'Webhooks',
    scope: 'webhooks:manage',
    success: {
      200: { schema: WebhookDeliveriesResponse, description: 'One page of messages and the pagination totals.' },
    },
    errors: ['NOT_FOUND'],
    idempotent: false,
    fields: {
      endpoint_id: ENDPOINT_ID,
      outcome: {
        description: 'Only messages with this outcome: `pending`, `delivered` or `failed`.',
        schema: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
        example: 'failed',
      },
      page: {
        description: 'Page number (base-10 integer). A page past the end is an empty list with the true totals.',
        schema: { type: 'integer', minimum: 1, default: 1 },
        example: 1,
      },
      limit: {
        description: 'Messages per page (base-10 integer).',
        schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        example: 20,
      },
    },
  },
  recoverWebhookMessages: {
    summary: 'Re-send failed messages',
    description:
      'Delivers again every message to this endpoint that failed since `since` (at most 3 days back: older messages are no longer kept, R29), each with its original `webhook-id` and payload and a fresh schedule, so receivers that already processed one can recognise it. A disabled endpoint is 409 WEBHOOK_ENDPOINT_DISABLED: enable it first.',
    tag: 'Webhooks',
    scope: 'webhooks:manage',
    success: { 200: { schema: WebhookRecoveryResponse, description: 'The failed messages are on their way again.' } },
    errors: ['NOT_FOUND', 'WEBHOOK_ENDPOINT_DISABLED'],
    idempotent: false,
    fields: {
      endpoint_id: ENDPOINT_ID,
      since: {
        description: 'ISO 8601 date-time with a zone, at most 3 days ago and not in the future.',
        example: '2026-11-27T09:00:00Z',
      },
    },
    bodyRules: { description: 'Unknown fields are 400 VALIDATION_ERROR.' },
  },
};
