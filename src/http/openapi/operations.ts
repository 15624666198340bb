import type { ErrorCode } from '../../errors';
import type { RouteDef } from '../routes';
import {
  AcceptedResponse,
  CandidatesResponse,
  JobResponse,
  MatchJobsResponse,
  MeResponse,
  ScorecardResponse,
} from './responses';
import { WEBHOOK_DELIVERY_OPERATIONS } from './delivery-operations';
import { WEBHOOK_ENDPOINT_OPERATIONS } from './webhook-operations';

// What the OpenAPI document says about each procedure beyond what its route and input schema
// already tell: prose, scope, success bodies, route-specific errors, and the constraints that a
// refine or transform hides from z.toJSONSchema. Every constraint written here is checked
// against the procedure's real input schema by test/unit/openapi/document.test.ts.

export type { JsonSchema, OperationMeta, ParamHint } from './operation-meta';
import type { OperationMeta } from './operation-meta';

export const OPERATIONS: Record<string, OperationMeta> = {
  me: {
    summary: 'Check the API key',
    description:
      'Returns the company and key behind the bearer token, with the state of both rate windows. Counts toward no window, so it is safe for health checks of an integration. Any valid key of a subscribed company may call it; no scope is needed.',
    tag: 'Account',
    scope: null,
    success: {
      200: {
        schema: MeResponse,
        description:
          'The key, its company and both rate windows. The X-RateLimit-* headers describe the standard window.',
      },
    },
    errors: [],
    idempotent: false,
    reportsWindow: 'standard',
  },
  searchCandidates: {
    summary: 'Search candidates',
    description:
      'Searches the pool of discoverable candidates: only public profiles whose owners allowed both AI matching and recruiter discovery exist for this endpoint, in results and totals alike (R18). Every filter is optional and all given filters must hold. Ordering: `updated_at` descending, then `id` descending, so pages never overlap or skip. Unknown or repeated query parameters are 400.',
    tag: 'Candidates',
    scope: 'candidates:read',
    success: { 200: { schema: CandidatesResponse, description: 'One page of candidates and the pagination totals.' } },
    errors: [],
    idempotent: false,
    fields: {
      q: {
        description:
          'Free text: every word must occur (prefix match, case-insensitive) in the headline, summary or skills. At most 300 characters (code points).',
        schema: { type: 'string', maxLength: 300 },
        example: 'backend go',
      },
      skills: {
        description:
          'Comma-separated skill keywords; the candidate must have every one (case-insensitive; aliases such as `js`/`javascript` are folded). At most 20 items of at most 80 characters each, trimmed; empty items are an error.',
        schema: { type: 'string', 'x-max-items': 20, 'x-item-max-length': 80 },
        example: 'Go,PostgreSQL',
      },
      location: {
        description: "Case-insensitive substring of the candidate's location. At most 120 characters.",
        schema: { type: 'string', maxLength: 120 },
        example: 'Berlin',
      },
      experience_min: {
        description: 'Minimum years of experience (base-10 integer); candidates of unknown experience do not pass.',
        schema: { type: 'integer', minimum: 0, maximum: 60 },
        example: 3,
      },
      page: {
        description: 'Page number (base-10 integer). A page past the end is an empty list with the true totals.',
        schema: { type: 'integer', minimum: 1, default: 1 },
        example: 1,
      },
      limit: {
        description: 'Results per page (base-10 integer).',
        schema: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
        example: 10,
      },
    },
  },
  matchJobs: {
    summary: 'Match a resume to open jobs',
    description:
      "Ranks the company's own open job postings against a resume, by `match_score` descending (R19). Give exactly one of `resume_text` and `resume_url`. Synchronous by default (200, or 504 SYNC_TIMEOUT if the work outlasts the sync timeout; it goes on and can be polled); with `async: true` the job is accepted (202) and polled at `GET /jobs/{job_id}`. Counts toward the AI window once it passed validation and is not an idempotent replay.",
    tag: 'AI',
    scope: 'ai:match',
    success: {
      200: { schema: MatchJobsResponse, description: 'Synchronous result (`async` false or absent).' },
      202: {
        schema: AcceptedResponse,
        description: 'Accepted (`async: true`): poll `check_status_url`, also given in `Location`.',
      },
    },
    errors: [
      'IDEMPOTENCY_KEY_REUSED',
      'RESUME_URL_FORBIDDEN',
      'RESUME_URL_UNREACHABLE',
      'RESUME_UNSUPPORTED',
      'SYNC_TIMEOUT',
    ],
    idempotent: true,
    fields: {
      resume_text: {
        description:
          'Resume text, 50 to 50,000 characters (Unicode code points, not trimmed). Exactly one of `resume_text` and `resume_url`.',
      },
      resume_url: {
        description:
          'HTTPS URL of a publicly reachable resume file (plain text, Markdown, HTML, PDF or DOCX), at most 2,048 characters, without credentials. Downloaded with at most 3 redirects, 10 s and 5 MiB. Exactly one of `resume_text` and `resume_url`.',
      },
      limit: { description: 'Maximum number of matches returned.' },
      min_score: { description: 'Only postings scoring at or above this (inclusive).' },
      async: { description: 'Run asynchronously: 202 with a job to poll.' },
    },
    bodyRules: {
      oneOf: [
        { title: 'Resume as text', required: ['resume_text'] },
        { title: 'Resume by URL', required: ['resume_url'] },
      ],
      description:
        'Exactly one of `resume_text` and `resume_url` must be given, not both (else 400 VALIDATION_ERROR). Unknown fields are 400.',
    },
  },
  scoreInterview: {
    summary: 'Score an interview transcript',
    description:
      "Produces a scorecard from an interview transcript (R21), optionally under one of the company's rubrics. Synchronous by default (200, or 504 SYNC_TIMEOUT if the work outlasts the sync timeout); with `async: true` the job is accepted (202) and polled at `GET /jobs/{job_id}`. An unknown `rubric_id` is refused before the AI window counts anything.",
    tag: 'AI',
    scope: 'ai:score',
    success: {
      200: { schema: ScorecardResponse, description: 'Synchronous scorecard (`async` false or absent).' },
      202: {
        schema: AcceptedResponse,
        description: 'Accepted (`async: true`): poll `check_status_url`, also given in `Location`.',
      },
    },
    errors: ['IDEMPOTENCY_KEY_REUSED', 'RUBRIC_NOT_FOUND', 'SYNC_TIMEOUT'],
    idempotent: true,
    fields: {
      transcript: { description: 'Verbatim interview text, 50 to 50,000 characters (code points).' },
      role: { description: 'Role being evaluated, 2 to 120 characters.' },
      rubric_id: {
        description:
          'A rubric of your company (managed from the CLI), at most 100 characters; unknown ids are 422 RUBRIC_NOT_FOUND.',
      },
      async: { description: 'Run asynchronously: 202 with a job to poll.' },
    },
    bodyRules: { description: 'Unknown fields are 400 VALIDATION_ERROR.' },
  },
  getJob: {
    summary: 'Read an asynchronous job',
    description:
      'Status and, once finished, result or error of a job from a 202 (or a 504 SYNC_TIMEOUT). Visible only to keys of the company that created it; a job reads as 404 from 24 hours after its creation. While the job is `queued` or `processing` the response suggests the next poll in `Retry-After`. Recommended polling: first wait 1 s, multiply the wait by 1.5 after each poll, cap it at 15 s, give up after 12 polls; stop on `completed` or `failed`.',
    tag: 'Jobs',
    scope: 'jobs:read',
    success: {
      200: { schema: JobResponse, description: 'The job. `result` and `error` are null while queued or processing.' },
    },
    errors: ['NOT_FOUND'],
    idempotent: false,
    fields: {
      job_id: {
        description:
          'The job id from a 202 response (`job_` and at least 22 base62 characters). Any other value reads as 404.',
        example: 'job_4fQ8ZrT2kLmN0pXyA7bC1d',
      },
    },
  },
  ...WEBHOOK_ENDPOINT_OPERATIONS,
  ...WEBHOOK_DELIVERY_OPERATIONS,
};

/** R2 codes an operation can produce: those its RouteDef implies plus its own. */
export function errorCodesOf(route: RouteDef, meta: OperationMeta): ErrorCode[] {
  const codes: ErrorCode[] = ['VALIDATION_ERROR'];
  if (route.input === 'body') codes.push('INVALID_JSON');
  codes.push('UNAUTHORIZED', 'FORBIDDEN', 'METHOD_NOT_ALLOWED');
  if (route.input === 'body') codes.push('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  if (route.window !== null) codes.push('RATE_LIMITED');
  codes.push('INTERNAL_ERROR', 'SERVICE_UNAVAILABLE');
  for (const c of meta.errors) if (!codes.includes(c)) codes.push(c);
  return codes;
}
