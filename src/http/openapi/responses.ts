import { z } from 'zod';
import { SCOPES } from '../../domain/scopes';
import { STATUS_CLASSES } from '../../domain/usage/status-class';
import { ERROR_STATUS, type ErrorCode } from '../../errors';

// Response bodies of the external API as zod schemas, for the OpenAPI document only (requests are
// described by the routers' own input schemas). Every schema with an id in `responseSchemas`
// becomes `#/components/schemas/<id>`; references between them become `$ref`s.
// Objects are strict (additionalProperties: false) so the contract test notices any field the
// document does not describe.

export interface ComponentMeta {
  id: string;
  description?: string;
}

export const responseSchemas = z.registry<ComponentMeta>();

function component<T extends z.ZodType>(id: string, description: string, schema: T): T {
  responseSchemas.add(schema, { id, description });
  return schema;
}

/** R12: ISO 8601 UTC with milliseconds. */
const timestamp = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    .meta({ format: 'date-time', description });

const count = (description: string) => z.int().min(0).meta({ description });

export const JOB_ID = /^job_[0-9A-Za-z]{22,64}$/;
const jobId = z
  .string()
  .regex(JOB_ID)
  .meta({ description: 'Identifier of the asynchronous job: `job_` and at least 22 random base62 characters (R10).' });
const checkStatusUrl = z
  .string()
  .regex(/^\/api\/v1\/external\/jobs\/job_[0-9A-Za-z]{22,64}$/)
  .meta({
    format: 'uri-reference',
    description: 'Path of the job-status endpoint for this job, relative to the base URL.',
  });

// ---- Resources -----------------------------------------------------------------------------

export const Candidate = component(
  'Candidate',
  'A discoverable candidate (public profile, AI matching and recruiter discovery allowed).',
  z.strictObject({
    id: z.string().meta({ description: 'Unique candidate identifier.' }),
    name: z.string().nullable().meta({ description: 'Display name; null when not provided.' }),
    headline: z.string().nullable().meta({ description: 'Professional headline.' }),
    location: z.string().nullable().meta({ description: 'Self-reported location.' }),
    skills: z.array(z.string()).max(20).meta({ description: 'At most 20 skills from the profile.' }),
    experience_years: z.int().min(0).nullable().meta({ description: 'Self-reported years of experience.' }),
    updated_at: timestamp('Last profile update (ISO 8601 UTC, milliseconds).'),
  }),
);

export const Pagination = component(
  'Pagination',
  '`total_pages` = ceil(total / limit), 0 when nothing matches; a page past the end is an empty list with the true totals.',
  z.strictObject({
    page: z.int().min(1).meta({ description: 'Page number (from 1).' }),
    limit: z.int().min(1).max(50).meta({ description: 'Results per page.' }),
    total: count('Number of matching candidates.'),
    total_pages: count('Number of pages.'),
  }),
);

export const CandidatesPage = component(
  'CandidatesPage',
  'One page of search results, most recently updated first (then by id, descending).',
  z.strictObject({ candidates: z.array(Candidate), pagination: Pagination }),
);

export const JobMatch = component(
  'JobMatch',
  "One of the company's open job postings, scored against the resume.",
  z.strictObject({
    job_id: z.string().meta({
      description:
        'Identifier of the matched job posting as the company imported it (its own id, unique within the company; not an async job).',
    }),
    title: z.string().meta({ description: 'Job title.' }),
    location: z.string().nullable().meta({ description: 'Job location.' }),
    employment_type: z.string().meta({
      description: 'Open-ended list; values seen: FULL_TIME, PART_TIME, CONTRACT.',
      examples: ['FULL_TIME', 'PART_TIME', 'CONTRACT'],
    }),
    match_score: z
      .number()
      .min(0)
      .max(1)
      .meta({
        description:
          '0.0 to 1.0, at most 3 decimals: a calibrated, probability-like fit, safe to filter on with `min_score`. ' +
          "It combines the evidence: role fit (the resume's job titles against the posting title, relative to the posting's own title; " +
          'or the wording of resume and posting), times the share of the required skills the resume names and its years against the minimum. ' +
          "**0.8 or more**: the resume holds the posting's job title (or one as close) and meets its required skills and minimum years. " +
          '**About 0.5**: half the evidence, e.g. the right job with none of the required skills (0.6), or a neighbouring job that meets them. ' +
          '**0.1 or less**: another job altogether: neither the title nor the wording shows the role (skills and years in another job do not lift it). ' +
          'Monotone: naming another required skill, holding a closer title or more years never lowers it. See docs/matching.md.',
      }),
    rationale: z.string().meta({
      description:
        'The evidence behind the score in its direction: a verdict of the score band (Strong fit >= 0.8, Partial >= 0.5, Weak >= 0.1, Poor), ' +
        "how the posting title compares with the resume's job titles, the matched and missing required skills, the years against the minimum, " +
        'and key terms both share. It quotes the posting, skill names, numbers and resume words the posting also uses; never a resume line as such.',
    }),
    skills_gap: z.strictObject({
      matched: z.array(z.string()).max(10).meta({ description: 'Up to 10 skills present in both resume and job.' }),
      missing: z
        .array(z.string())
        .max(10)
        .meta({ description: 'Up to 10 skills the job requires that the resume lacks.' }),
    }),
  }),
);

export const MatchResult = component(
  'MatchResult',
  'Matches by `match_score` descending (ties: most recently updated posting first). No open postings: an empty list.',
  z.strictObject({ matches: z.array(JobMatch).max(20) }),
);

const score = (what: string) =>
  z
    .int()
    .min(0)
    .max(100)
    .meta({ description: `${what}, integer 0-100.` });

export const DimensionScore = component(
  'DimensionScore',
  'Score and evidence-based feedback for one dimension.',
  z.strictObject({
    score: score('Dimension score'),
    feedback: z.string().meta({ description: 'Qualitative feedback citing the transcript.' }),
  }),
);

export const Scorecard = component(
  'Scorecard',
  'Interview scorecard (R21). Dimensions: `technical_accuracy` (soundness, specificity and depth of claims), `communication` (fluency, answer development, structure, use of examples), `problem_solving` (approach, trade-off reasoning, checks). Dimension scores are comparable across transcript lengths: they judge answers per answer, so a short sound answer scores fairly and a longer interview does not score higher for its length alone; 50 means adequate evidence, 70 is the default pass mark. A dimension the transcript does not cover (for example no technical question was asked) is not assessed: its feedback starts with "Not assessed:" and its score is the weighted mean of the assessed dimensions, so it neither raises nor lowers the composite. `overall_score` is the weighted composite of the three integer scores (equal weights unless a company rubric sets others).',
  z.strictObject({
    overall_score: score('Composite across dimensions'),
    dimensions: z.strictObject({
      technical_accuracy: DimensionScore,
      communication: DimensionScore,
      problem_solving: DimensionScore,
    }),
    summary: z.string().meta({ description: 'One-paragraph narrative.' }),
    recommendation: z.enum(['Advance to next round', 'Do not advance']).meta({
      description:
        '`Advance to next round` at or above the pass mark (70 unless the rubric sets another), `Do not advance` below.',
    }),
  }),
);

export const JobError = component(
  'JobError',
  'Why a job failed: an R2 code (for example RESUME_URL_UNREACHABLE) or INTERNAL_ERROR.',
  z.strictObject({
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
  }),
);

export const AsyncJob = component(
  'AsyncJob',
  'An asynchronous job. `queued`: accepted, no worker started it; `processing`: running; `completed`: `result` holds the payload (a MatchResult for match_jobs, a Scorecard for score_interview, exactly as the synchronous `data`); `failed`: `error` holds the reason. Jobs read as 404 from 24 hours after creation.',
  z.strictObject({
    job_id: jobId,
    type: z.enum(['match_jobs', 'score_interview']),
    status: z.enum(['queued', 'processing', 'completed', 'failed']),
    result: z.union([MatchResult, Scorecard, z.null()]).meta({
      description:
        'Payload when completed (MatchResult for match_jobs, Scorecard for score_interview); null otherwise.',
    }),
    error: JobError.nullable().meta({ description: 'Reason when failed; null otherwise.' }),
    created_at: timestamp('Creation time.'),
    updated_at: timestamp('Last change time.'),
  }),
);

export const Acceptance = component(
  'Acceptance',
  'A newly accepted asynchronous job; poll `check_status_url` (also in the `Location` header).',
  z.strictObject({ job_id: jobId, status: z.literal('queued'), check_status_url: checkStatusUrl }),
);

const windowState = z.strictObject({
  limit: z.int().min(0).meta({ description: 'Maximum requests in the window.' }),
  remaining: count('Left in the window now.'),
  reset: z
    .int()
    .min(0)
    .meta({ description: 'Unix time (seconds) at which the oldest counted request leaves the window.' }),
  window_seconds: z.int().min(1).meta({ description: 'Length of the window.' }),
});

export const Me = component(
  'Me',
  'The calling key, its company and both rate windows (nothing is counted).',
  z.strictObject({
    company: z.strictObject({
      id: z.string(),
      name: z.string(),
      plan: z.string().meta({ examples: ['starter', 'pro', 'growth', 'agency', 'enterprise'] }),
      subscription_status: z.string().meta({ examples: ['active', 'trialing'] }),
    }),
    key: z.strictObject({
      id: z.string(),
      prefix: z.string().meta({ description: 'Short, non-secret display prefix of the key.' }),
      mode: z.enum(['live', 'test']),
      scopes: z.array(z.enum(SCOPES)),
      expires_at: timestamp('Expiry time.')
        .nullable()
        .meta({ description: 'Expiry time, or null for a key that does not expire.' }),
    }),
    rate_limits: z.strictObject({ standard: windowState, ai: windowState }),
  }),
);

const webhookEndpointFields = {
  id: z
    .string()
    .regex(/^we_[0-9A-Za-z]{22}$/)
    .meta({ description: 'Identifier of the endpoint: `we_` and 22 random base62 characters.' }),
  url: z.string().meta({ format: 'uri', description: 'Where events are POSTed.' }),
  description: z.string().nullable().meta({ description: 'Your note about the endpoint; null when none.' }),
  events: z
    .array(z.enum(['*', 'job.completed', 'job.failed']))
    .min(1)
    .meta({
      description:
        'The event types sent to this endpoint; `["*"]` is every type, those added later too. `webhook.test` is sent on request to any endpoint.',
    }),
  enabled: z
    .boolean()
    .meta({ description: 'Whether events are delivered. Disabled by you, or automatically (see `disabled_reason`).' }),
  disabled_reason: z.string().nullable().meta({
    description:
      'Why delivery disabled the endpoint (410 Gone, or failing for 5 days); null while enabled or when you disabled it.',
  }),
  failing_since: timestamp('First failed attempt without a success since; null while deliveries succeed.').nullable(),
  previous_secret_expires_at: timestamp(
    'Until when the secret before the last rotation still signs beside the current one; null outside that overlap.',
  ).nullable(),
  created_at: timestamp('Creation time.'),
  updated_at: timestamp('Last change time.'),
};

export const WebhookEndpoint = component(
  'WebhookEndpoint',
  'A webhook endpoint of your company (R24). Its signing secret is never shown here.',
  z.strictObject(webhookEndpointFields),
);

export const WebhookEndpointWithSecret = component(
  'WebhookEndpointWithSecret',
  'A webhook endpoint with its signing secret: shown on creation and rotation only, so store it then.',
  z.strictObject({
    ...webhookEndpointFields,
    secret: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/)
      .meta({ description: 'Standard Webhooks signing secret: `whsec_` and the base64 of 32 random bytes.' }),
  }),
);

export const WebhookEndpointDeletion = component(
  'WebhookEndpointDeletion',
  'The id of the deleted endpoint.',
  z.strictObject({ id: webhookEndpointFields.id, deleted: z.literal(true) }),
);

const messageId = z
  .string()
  .regex(/^msg_[0-9A-Za-z]{22,40}$/)
  .meta({ description: 'The message id: the `webhook-id` header of every attempt, the same on each retry (R26).' });

export const WebhookTestSent = component(
  'WebhookTestSent',
  'The `webhook.test` message on its way: delivered at once, then retried on the usual schedule.',
  z.strictObject({ message_id: messageId, event_type: z.literal('webhook.test') }),
);

export const WebhookDeliveryAttempt = component(
  'WebhookDeliveryAttempt',
  'One delivery attempt of a message (R27). No payload, and of the response only a short snippet.',
  z.strictObject({
    attempted_at: timestamp('When the attempt began.'),
    status_code: z.int().nullable().meta({ description: 'The HTTP status answered; null when none arrived.' }),
    error_class: z.string().nullable().meta({
      description:
        'Why the attempt failed without an accepted status: `timeout`, `connection_refused`, `connection_reset`, `dns_failure`, `forbidden_address`, `invalid_url`, `tls_failure`, `invalid_response`, `connection_failed`, or `redirect` (a 3xx, never followed); null otherwise.',
    }),
    duration_ms: z.int().min(0).meta({ description: "The attempt's duration in milliseconds." }),
    response_snippet: z
      .string()
      .max(200)
      .nullable()
      .meta({ description: 'The start of the response body, at most 200 characters; null when empty.' }),
    outcome: z.enum(['delivered', 'retrying', 'failed']).meta({
      description: '`delivered` (2xx), `retrying` (another attempt follows), `failed` (none follows).',
    }),
  }),
);

export const WebhookDelivery = component(
  'WebhookDelivery',
  'One message to the endpoint and its attempts, oldest attempt first.',
  z.strictObject({
    message_id: messageId,
    event_type: z.enum(['job.completed', 'job.failed', 'webhook.test']),
    job_id: z.string().nullable().meta({ description: 'The job of a job event; null for `webhook.test`.' }),
    request_id: z.string().nullable().meta({
      description:
        'The `X-Request-Id` of the request that made the message: the AI call of a job event, or the test request; null when none is known.',
    }),
    created_at: timestamp('When the message was made.'),
    outcome: z.enum(['pending', 'delivered', 'failed']).meta({
      description: '`pending` while attempts remain, then `delivered` or `failed`.',
    }),
    next_attempt_at: timestamp('When the next attempt is due; null once the delivery has ended.').nullable(),
    attempts: z.array(WebhookDeliveryAttempt),
  }),
);

export const WebhookDeliveriesPage = component(
  'WebhookDeliveriesPage',
  'One page of the delivery log, newest message first (then by id, descending). Messages are kept for 3 days (R29).',
  z.strictObject({ deliveries: z.array(WebhookDelivery), pagination: Pagination }),
);

export const WebhookRecovery = component(
  'WebhookRecovery',
  'The failed messages sent again, each with its original id and payload.',
  z.strictObject({
    recovered: z.int().min(0).meta({ description: 'How many failed messages are being delivered again.' }),
    message_ids: z.array(messageId),
  }),
);

export const UsageReport = component(
  'UsageReport',
  "The company's own keys' request counts over an inclusive range of UTC days, and the calling key's AI window.",
  z.strictObject({
    from: z.iso.date().meta({ description: 'First day of the range (UTC), as applied.' }),
    to: z.iso.date().meta({ description: 'Last day of the range (UTC), as applied.' }),
    days: z
      .array(
        z.strictObject({
          date: z.iso.date().meta({ description: 'The UTC day.' }),
          key_id: z.string().meta({ description: 'A key of your company (`key_...`).' }),
          endpoint: z.string().meta({ description: 'The route template, e.g. `/api/v1/external/jobs/{job_id}`.' }),
          status_class: z
            .enum(STATUS_CLASSES)
            .meta({ description: 'The class of the answers; 429 apart from the other 4xx.' }),
          count: z.int().min(1).meta({ description: 'Answers of that key, day, endpoint and class.' }),
        }),
      )
      .meta({
        description:
          'One entry per day, key, endpoint and status class that had answers, ordered by date, key, endpoint, class. Requests with an unknown key are counted nowhere.',
      }),
    ai_window: z
      .strictObject({
        limit: z.int().min(0).meta({ description: 'AI calls allowed in the window.' }),
        remaining: count('AI calls left in the window now.'),
        reset: z
          .int()
          .min(0)
          .meta({ description: 'Unix time (seconds) at which the oldest counted AI call leaves the window.' }),
      })
      .meta({ description: "The calling key's AI window, as GET /me reports it (nothing is counted)." }),
  }),
);

// ---- Envelopes ------------------------------------------------------------------------------

const success = <T extends z.ZodType>(id: string, description: string, data: T) =>
  component(id, description, z.strictObject({ status: z.literal('success'), data }));

export const MeResponse = success('MeResponse', 'Success envelope of GET /me.', Me);
export const CandidatesResponse = success(
  'CandidatesResponse',
  'Success envelope of a candidate search.',
  CandidatesPage,
);
export const MatchJobsResponse = success('MatchJobsResponse', 'Success envelope of a synchronous match.', MatchResult);
export const ScorecardResponse = success('ScorecardResponse', 'Success envelope of a synchronous scoring.', Scorecard);
export const UsageResponse = success('UsageResponse', 'Success envelope of a usage read.', UsageReport);
export const JobResponse = success('JobResponse', 'Success envelope of a job status read.', AsyncJob);
export const WebhookEndpointResponse = success(
  'WebhookEndpointResponse',
  'Success envelope of one webhook endpoint.',
  WebhookEndpoint,
);
export const WebhookEndpointListResponse = success(
  'WebhookEndpointListResponse',
  'Success envelope of your webhook endpoints, oldest first (at most 16).',
  z.array(WebhookEndpoint).max(16),
);
export const WebhookEndpointSecretResponse = success(
  'WebhookEndpointSecretResponse',
  'Success envelope of a webhook endpoint with its new signing secret.',
  WebhookEndpointWithSecret,
);
export const WebhookEndpointDeletedResponse = success(
  'WebhookEndpointDeletedResponse',
  'Success envelope of a deletion.',
  WebhookEndpointDeletion,
);
export const WebhookTestSentResponse = success(
  'WebhookTestSentResponse',
  'Success envelope of a test event.',
  WebhookTestSent,
);
export const WebhookDeliveriesResponse = success(
  'WebhookDeliveriesResponse',
  'Success envelope of a page of the delivery log.',
  WebhookDeliveriesPage,
);
export const WebhookRecoveryResponse = success(
  'WebhookRecoveryResponse',
  'Success envelope of a recovery.',
  WebhookRecovery,
);
export const AcceptedResponse = component(
  'AcceptedResponse',
  'Envelope of a 202: the job was accepted and runs in the background.',
  z.strictObject({ status: z.literal('accepted'), data: Acceptance }),
);

// ---- Errors (R1, R2) ------------------------------------------------------------------------

export const ErrorDetail = component(
  'ErrorDetail',
  'One broken constraint: the field (dotted path, `(body)` for the body as a whole, or a header name) and what is wrong.',
  z.strictObject({ path: z.string(), message: z.string() }),
);

/** `VALIDATION_ERROR` -> `ValidationError`, `RUBRIC_NOT_FOUND` -> `RubricNotFoundError`. */
export function errorSchemaId(code: ErrorCode): string {
  const words = code
    .replace(/_ERROR$/, '')
    .toLowerCase()
    .split('_');
  return `${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}Error`;
}

/** R2: when each code is returned. */
export const ERROR_WHEN: Record<ErrorCode, string> = {
  VALIDATION_ERROR:
    'a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.',
  INVALID_JSON: 'the body is not parseable JSON, is empty, or is not a JSON object.',
  UNAUTHORIZED: 'the key is missing, malformed, unknown, expired or revoked.',
  FORBIDDEN: 'the key lacks the scope of the endpoint, or the company has no active or trialing subscription.',
  NOT_FOUND:
    'unknown job, job of another company, or job older than 24 hours; unknown, deleted or another company’s webhook endpoint (one body for all, so ids leak nothing).',
  METHOD_NOT_ALLOWED: 'the path exists but not with this method; `Allow` lists the right one.',
  WEBHOOK_ENDPOINT_LIMIT:
    'the company already has 16 webhook endpoints (enabled or not); delete one before creating another (R24).',
  WEBHOOK_ENDPOINT_DISABLED:
    'the webhook endpoint is disabled (by you, or after a 410 or 5 days of failures: see `disabled_reason`); enable it before sending a test event or recovering messages.',
  PAYLOAD_TOO_LARGE: 'the body is over 1 MiB.',
  UNSUPPORTED_MEDIA_TYPE: 'the `Content-Type` of the POST is not `application/json`.',
  IDEMPOTENCY_KEY_REUSED: 'the `Idempotency-Key` was already used with a different body or on the other endpoint.',
  RUBRIC_NOT_FOUND: '`rubric_id` does not name a rubric of your company.',
  RESUME_URL_FORBIDDEN: '`resume_url` resolves to a private, loopback, link-local or otherwise non-public address.',
  RESUME_URL_UNREACHABLE:
    'the resume could not be downloaded (DNS, TLS, timeout after 10 s, non-2xx, over 5 MiB, more than 3 redirects).',
  RESUME_UNSUPPORTED:
    'the file type is not supported (plain text, Markdown, HTML, PDF and DOCX are), or it yields under 50 characters of text.',
  WEBHOOK_URL_FORBIDDEN:
    'the webhook `url` is an IP address, or resolves to one, that is private, loopback, link-local (the cloud metadata service included) or otherwise non-public (R24).',
  WEBHOOK_URL_UNRESOLVABLE: 'the host name of the webhook `url` did not resolve to any address (R24).',
  RATE_LIMITED:
    'the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).',
  INTERNAL_ERROR: 'a bug; the message says only that, plus the request id to quote.',
  SERVICE_UNAVAILABLE:
    'a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.',
  SYNC_TIMEOUT:
    'the synchronous call did not finish in time; the work goes on. Poll `check_status_url` (also in `Location`).',
};

function errorBody(code: ErrorCode): z.ZodType {
  const base = {
    statusCode: z.literal(ERROR_STATUS[code]).meta({ type: 'integer', description: 'The HTTP status, repeated.' }),
    error: z.literal(code).meta({ description: 'Error code (R2).' }),
    message: z.string().min(1).meta({ description: 'Plain English; names the offending field; never internals.' }),
  };
  if (code === 'VALIDATION_ERROR') return z.strictObject({ ...base, details: z.array(ErrorDetail).min(1) });
  if (code === 'RATE_LIMITED')
    return z.strictObject({
      ...base,
      retryAfter: z.int().min(1).meta({ description: 'Seconds to wait; equals the `Retry-After` header.' }),
    });
  if (code === 'SYNC_TIMEOUT') return z.strictObject({ ...base, job_id: jobId, check_status_url: checkStatusUrl });
  return z.strictObject(base);
}

/** One R1 body schema per R2 code, e.g. `#/components/schemas/RateLimitedError`. */
export const ERROR_BODIES = Object.fromEntries(
  (Object.keys(ERROR_STATUS) as ErrorCode[]).map((code) => [
    code,
    component(
      errorSchemaId(code),
      `R1 error body for ${code} (HTTP ${ERROR_STATUS[code]}): ${ERROR_WHEN[code]}`,
      errorBody(code),
    ),
  ]),
) as Record<ErrorCode, z.ZodType>;

// ---- Request headers that no router schema describes -----------------------------------------

/** R9, as checked by `checkIdempotencyKey`: 1 to 255 printable ASCII characters. */
export const idempotencyKeyHeader = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x20-\x7E]+$/);

/** R1, as `requestIdFrom` accepts a client's id; anything else is replaced by a generated one. */
export const requestIdHeader = z.string().regex(/^[A-Za-z0-9._:\-]{1,128}$/);
