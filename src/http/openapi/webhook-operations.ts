import type { OperationMeta, ParamHint } from './operation-meta';
import {
  WebhookEndpointDeletedResponse,
  WebhookEndpointListResponse,
  WebhookEndpointResponse,
  WebhookEndpointSecretResponse,
} from './responses';

// What the OpenAPI document says about the webhook endpoint operations (R22-R24).

const ENDPOINT_ID: ParamHint = {
  description: 'The endpoint id from its creation (`we_...`). Any id that names none of your endpoints reads as 404.',
  example: 'we_7Hq2LmN0pXyA7bC1d4fQ8Z',
};

const URL_FIELD: ParamHint = {
  description:
    'Where events are POSTed: an `https:` URL of at most 2,048 characters, without credentials, whose host is (or resolves to) public addresses only; private, loopback, link-local and metadata addresses are 422 WEBHOOK_URL_FORBIDDEN, a name that does not resolve 422 WEBHOOK_URL_UNRESOLVABLE (R24). The address is checked again at every delivery attempt.',
  extend: { pattern: '^[Hh][Tt][Tt][Pp][Ss]:' },
};

const EVENTS_FIELD: ParamHint = {
  description:
    'The event types to send: `job.completed`, `job.failed`, or `["*"]` (the default) for every type, those added later too. `webhook.test` is sent on request to any endpoint and cannot be listed.',
};

const DESCRIPTION_FIELD: ParamHint = { description: 'Your note about the endpoint, at most 500 characters, or null.' };

export const WEBHOOK_ENDPOINT_OPERATIONS: Record<string, OperationMeta> = {
  createWebhookEndpoint: {
    summary: 'Create a webhook endpoint',
    description:
      'Registers a URL that receives signed job events (R22): `job.completed` and `job.failed` for jobs accepted with 202 or continued after a 504, and `webhook.test` on request. Deliveries follow the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`, `webhook-signature` headers). The answer holds the signing secret `whsec_...`, shown here and on rotation only. At most 16 endpoints per company (409 WEBHOOK_ENDPOINT_LIMIT).',
    tag: 'Webhooks',
    scope: 'webhooks:manage',
    success: {
      201: { schema: WebhookEndpointSecretResponse, description: 'Created, with its signing secret (shown only now).' },
    },
    errors: ['WEBHOOK_ENDPOINT_LIMIT', 'WEBHOOK_URL_FORBIDDEN', 'WEBHOOK_URL_UNRESOLVABLE'],
    idempotent: false,
    fields: { url: URL_FIELD, events: EVENTS_FIELD, description: DESCRIPTION_FIELD },
    bodyRules: { description: 'Unknown fields are 400 VALIDATION_ERROR.' },
  },
  listWebhookEndpoints: {
    summary: 'List webhook endpoints',
    description:
      'Your webhook endpoints, enabled or not, oldest first; secrets are never shown. Takes no query parameters.',
    tag: 'Webhooks',
    scope: 'webhooks:manage',
    success: { 200: { schema: WebhookEndpointListResponse, description: 'Every endpoint of your company.' } },
    errors: [],
    idempotent: false,
  },
  getWebhookEndpoint: {
    summary: 'Read a webhook endpoint',
    description: 'One of your webhook endpoints; another company’s, a deleted or an unknown one reads as 404.',
    tag: 'Webhooks',
    scope: 'webhooks:manage',
    success: { 200: { schema: WebhookEndpointResponse, description: 'The endpoint, without its secret.' } },
    errors: ['NOT_FOUND'],
    idempotent: false,
    fields: { endpoint_id: ENDPOINT_ID },
  },
  updateWebhookEndpoint: {
    summary: 'Change a webhook endpoint',
    description:
      'Changes any of `url`, `events`, `description` and `enabled`; give at least one. Enabling an endpoint that delivery disabled clears its `disabled_reason` and its failure clock. A new `url` is checked as on creation.',
    tag: 'Webhooks',
    scope: 'webhooks:manage',
    success: { 200: { schema: WebhookEndpointResponse, description: 'The endpoint as changed.' } },
    errors: ['NOT_FOUND', 'WEBHOOK_URL_FORBIDDEN', 'WEBHOOK_URL_UNRESOLVABLE'],
    idempotent: false,
    fields: {
      endpoint_id: ENDPOINT_ID,
      url: URL_FIELD,
      events: EVENTS_FIELD,
      description: DESCRIPTION_FIELD,
      enabled: { description: 'false stops deliveries to the endpoint; true resumes them.' },
    },
    bodyRules: { minProperties: 1, description: 'At least one field; unknown fields are 400 VALIDATION_ERROR.' },
  },
  deleteWebhookEndpoint: {
    summary: 'Delete a webhook endpoint',
    description:
      'Deletes the endpoint: nothing more is delivered to it, its secrets are erased, and its place among the 16 is free again.',
    tag: 'Webhooks',
    scope: 'webhooks:manage',
    success: { 200: { schema: WebhookEndpointDeletedResponse, description: 'Deleted.' } },
    errors: ['NOT_FOUND'],
    idempotent: false,
    fields: { endpoint_id: ENDPOINT_ID },
  },
  rotateWebhookSecret: {
    summary: 'Rotate the signing secret',
    description:
      'Makes a new signing secret, shown in this answer only. For 24 hours (until `previous_secret_expires_at`) every message is signed with both the new and the previous secret, several signatures in one `webhook-signature` header, so a receiver can switch without losing a message. Takes no body.',
    tag: 'Webhooks',
    scope: 'webhooks:manage',
    success: { 200: { schema: WebhookEndpointSecretResponse, description: 'The endpoint with its new secret.' } },
    errors: ['NOT_FOUND'],
    idempotent: false,
    fields: { endpoint_id: ENDPOINT_ID },
  },
};
