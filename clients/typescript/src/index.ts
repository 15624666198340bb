export {
  DEFAULT_BASE_URL,
  DEFAULT_SYNC_AI_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  HiringClient,
  responseInfo,
  type AiOptions,
  type HiringClientOptions,
  type RequestOptions,
} from './client.js';
export { BROWSER_REFUSAL } from './environment.js';
export { HiringApiError, HiringWaitTimeoutError, type HiringErrorCode } from './errors.js';
export { parseRetryAfter, type RateLimit } from './rate-limit.js';
export { nextPollWaitMs, POLL_SCHEDULE, retryWaitMs, scheduledWaitMs, type PollSchedule } from './schedule.js';
export type { ResponseInfo, Sleep } from './transport.js';
export type * from './types.js';
export type { PollEvent, WaitOptions } from './wait.js';
export type { components, operations, paths } from './openapi.js';
export {
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  verifyWebhook,
  WebhookVerificationError,
  type VerifyWebhookOptions,
  type WebhookEvent,
  type WebhookHeaders,
  type WebhookVerificationErrorCode,
} from './verify-webhook.js';
