import type { components, operations } from './openapi.js';

// The spec's shapes, named: every method resolves to one of these (the envelope's `data`).
type Schemas = components['schemas'];

export type Me = Schemas['Me'];
export type CandidatesPage = Schemas['CandidatesPage'];
export type Candidate = Schemas['Candidate'];
export type SearchQuery = NonNullable<operations['searchCandidates']['parameters']['query']>;
export type MatchJobsRequest = Schemas['MatchJobsRequest'];
export type MatchResult = Schemas['MatchResult'];
export type JobMatch = Schemas['JobMatch'];
export type ScoreInterviewRequest = Schemas['ScoreInterviewRequest'];
export type Scorecard = Schemas['Scorecard'];
export type Acceptance = Schemas['Acceptance'];
export type AsyncJob = Schemas['AsyncJob'];
export type JobStatus = AsyncJob['status'];
/** A job that reached its end: `completed` with a result, or `failed` with an error. */
export type FinishedJob = AsyncJob & { status: 'completed' | 'failed' };
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
/** An endpoint as created or rotated: with its signing secret `whsec_...`, shown only then. */
export type WebhookEndpointWithSecret = Schemas['WebhookEndpointWithSecret'];
export type WebhookEventType = WebhookEndpoint['events'][number];
export type CreateWebhookEndpointRequest = Schemas['CreateWebhookEndpointRequest'];
export type UpdateWebhookEndpointRequest = Schemas['UpdateWebhookEndpointRequest'];
export type WebhookEndpointDeletion = Schemas['WebhookEndpointDeletion'];
export type WebhookTestSent = Schemas['WebhookTestSent'];
export type WebhookDeliveriesPage = Schemas['WebhookDeliveriesPage'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type WebhookDeliveryAttempt = Schemas['WebhookDeliveryAttempt'];
export type WebhookDeliveriesQuery = NonNullable<operations['listWebhookDeliveries']['parameters']['query']>;
export type RecoverWebhookMessagesRequest = Schemas['RecoverWebhookMessagesRequest'];
export type WebhookRecovery = Schemas['WebhookRecovery'];
