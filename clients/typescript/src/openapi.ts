// Generated from the API's OpenAPI document by `npm run client:generate`; do not edit by hand.
// A test fails when this file differs from what the current document generates.

export type paths = {
    "/api/v1/external/ai/match-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Match a resume to open jobs
         * @description Ranks the company's own open job postings against a resume, by `match_score` descending (R19). Give exactly one of `resume_text` and `resume_url`. Synchronous by default (200, or 504 SYNC_TIMEOUT if the work outlasts the sync timeout; it goes on and can be polled); with `async: true` the job is accepted (202) and polled at `GET /jobs/{job_id}`. Counts toward the AI window once it passed validation and is not an idempotent replay.
         *
         *     **Scope:** `ai:match`. **Rate window:** AI (sliding 24 h). **Idempotent:** with an `Idempotency-Key` header (R9).
         */
        post: operations["matchJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/ai/score-interview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Score an interview transcript
         * @description Produces a scorecard from an interview transcript (R21), optionally under one of the company's rubrics. Synchronous by default (200, or 504 SYNC_TIMEOUT if the work outlasts the sync timeout); with `async: true` the job is accepted (202) and polled at `GET /jobs/{job_id}`. An unknown `rubric_id` is refused before the AI window counts anything.
         *
         *     **Scope:** `ai:score`. **Rate window:** AI (sliding 24 h). **Idempotent:** with an `Idempotency-Key` header (R9).
         */
        post: operations["scoreInterview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search candidates
         * @description Searches the pool of discoverable candidates: only public profiles whose owners allowed both AI matching and recruiter discovery exist for this endpoint, in results and totals alike (R18). Every filter is optional and all given filters must hold. Ordering: `updated_at` descending, then `id` descending, so pages never overlap or skip. Unknown or repeated query parameters are 400.
         *
         *     **Scope:** `candidates:read`. **Rate window:** standard (sliding 60 s).
         */
        get: operations["searchCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/jobs/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an asynchronous job
         * @description Status and, once finished, result or error of a job from a 202 (or a 504 SYNC_TIMEOUT). Visible only to keys of the company that created it; a job reads as 404 from 24 hours after its creation. While the job is `queued` or `processing` the response suggests the next poll in `Retry-After`. Recommended polling: first wait 1 s, multiply the wait by 1.5 after each poll, cap it at 15 s, give up after 12 polls; stop on `completed` or `failed`.
         *
         *     **Scope:** `jobs:read`. **Rate window:** standard (sliding 60 s).
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the API key
         * @description Returns the company and key behind the bearer token, with the state of both rate windows. Counts toward no window, so it is safe for health checks of an integration. Any valid key of a subscribed company may call it; no scope is needed.
         *
         *     **Scope:** none (any valid key). **Rate window:** none (counts toward no window).
         */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read your usage
         * @description Request counts of your company's own keys per UTC day, key, endpoint (route template) and status class (`2xx`, `4xx`, `429`, `5xx`), over an inclusive range of at most 90 days, with the calling key's AI window as `GET /me` reports it. `to` defaults to today (UTC) and `from` to 29 days before `to` (30 days in all). Each API process adds its counts to the store every few seconds, so the last seconds' requests may not show yet. Counts in the standard window; every key holds `usage:read`.
         *
         *     **Scope:** `usage:read`. **Rate window:** standard (sliding 60 s).
         */
        get: operations["usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Your webhook endpoints, enabled or not, oldest first; secrets are never shown. Takes no query parameters.
         *
         *     **Scope:** `webhooks:manage`. **Rate window:** standard (sliding 60 s).
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Registers a URL that receives signed job events (R22): `job.completed` and `job.failed` for jobs accepted with 202 or continued after a 504, and `webhook.test` on request. Deliveries follow the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`, `webhook-signature` headers). The answer holds the signing secret `whsec_...`, shown here and on rotation only. At most 16 endpoints per company (409 WEBHOOK_ENDPOINT_LIMIT).
         *
         *     **Scope:** `webhooks:manage`. **Rate window:** standard (sliding 60 s).
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhook-endpoints/{endpoint_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook endpoint
         * @description One of your webhook endpoints; another company’s, a deleted or an unknown one reads as 404.
         *
         *     **Scope:** `webhooks:manage`. **Rate window:** standard (sliding 60 s).
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint: nothing more is delivered to it, its secrets are erased, and its place among the 16 is free again.
         *
         *     **Scope:** `webhooks:manage`. **Rate window:** standard (sliding 60 s).
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Changes any of `url`, `events`, `description` and `enabled`; give at least one. Enabling an endpoint that delivery disabled clears its `disabled_reason` and its failure clock. A new `url` is checked as on creation.
         *
         *     **Scope:** `webhooks:manage`. **Rate window:** standard (sliding 60 s).
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/v1/external/webhook-endpoints/{endpoint_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the delivery log
         * @description The messages sent to the endpoint in the last 3 days, newest first, each with its attempts: time, HTTP status or error class, duration, a response snippet of at most 200 characters, and the next attempt time. Never a payload. Paginated as candidate search is; unknown or repeated query parameters are 400.
         *
         *     **Scope:** `webhooks:manage`. **Rate window:** standard (sliding 60 s).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhook-endpoints/{endpoint_id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-send failed messages
         * @description Delivers again every message to this endpoint that failed since `since` (at most 3 days back: older messages are no longer kept, R29), each with its original `webhook-id` and payload and a fresh schedule, so receivers that already processed one can recognise it. A disabled endpoint is 409 WEBHOOK_ENDPOINT_DISABLED: enable it first.
         *
         *     **Scope:** `webhooks:manage`. **Rate window:** standard (sliding 60 s).
         */
        post: operations["recoverWebhookMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhook-endpoints/{endpoint_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Makes a new signing secret, shown in this answer only. For 24 hours (until `previous_secret_expires_at`) every message is signed with both the new and the previous secret, several signatures in one `webhook-signature` header, so a receiver can switch without losing a message. Takes no body.
         *
         *     **Scope:** `webhooks:manage`. **Rate window:** standard (sliding 60 s).
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhook-endpoints/{endpoint_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Sends a `webhook.test` event to the endpoint now, signed like every message, and retried on the usual schedule if it fails (R26). Its `message_id` is the `webhook-id` header and appears in the delivery log. A disabled endpoint is 409 WEBHOOK_ENDPOINT_DISABLED. Takes no body.
         *
         *     **Scope:** `webhooks:manage`. **Rate window:** standard (sliding 60 s).
         */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        Acceptance: {
            /**
             * Format: uri-reference
             * @description Path of the job-status endpoint for this job, relative to the base URL.
             */
            check_status_url: string;
            /** @description Identifier of the asynchronous job: `job_` and at least 22 random base62 characters (R10). */
            job_id: string;
            /** @constant */
            status: "queued";
        };
        AcceptedResponse: {
            data: components["schemas"]["Acceptance"];
            /** @constant */
            status: "accepted";
        };
        AsyncJob: {
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /** @description Reason when failed; null otherwise. */
            error: components["schemas"]["JobError"] | null;
            /** @description Identifier of the asynchronous job: `job_` and at least 22 random base62 characters (R10). */
            job_id: string;
            /** @description Payload when completed (MatchResult for match_jobs, Scorecard for score_interview); null otherwise. */
            result: components["schemas"]["MatchResult"] | components["schemas"]["Scorecard"] | null;
            /** @enum {string} */
            status: "queued" | "processing" | "completed" | "failed";
            /** @enum {string} */
            type: "match_jobs" | "score_interview";
            /**
             * Format: date-time
             * @description Last change time.
             */
            updated_at: string;
        };
        Candidate: {
            /** @description Self-reported years of experience. */
            experience_years: number | null;
            /** @description Professional headline. */
            headline: string | null;
            /** @description Unique candidate identifier. */
            id: string;
            /** @description Self-reported location. */
            location: string | null;
            /** @description Display name; null when not provided. */
            name: string | null;
            /** @description At most 20 skills from the profile. */
            skills: string[];
            /**
             * Format: date-time
             * @description Last profile update (ISO 8601 UTC, milliseconds).
             */
            updated_at: string;
        };
        CandidatesPage: {
            candidates: components["schemas"]["Candidate"][];
            pagination: components["schemas"]["Pagination"];
        };
        CandidatesResponse: {
            data: components["schemas"]["CandidatesPage"];
            /** @constant */
            status: "success";
        };
        /**
         * CreateWebhookEndpointRequest
         * @description Unknown fields are 400 VALIDATION_ERROR.
         */
        CreateWebhookEndpointRequest: {
            /** @description Your note about the endpoint, at most 500 characters, or null. */
            description?: string | null;
            /** @description The event types to send: `job.completed`, `job.failed`, or `["*"]` (the default) for every type, those added later too. `webhook.test` is sent on request to any endpoint and cannot be listed. */
            events?: ("*" | "job.completed" | "job.failed")[];
            /**
             * Format: uri
             * @description Where events are POSTed: an `https:` URL of at most 2,048 characters, without credentials, whose host is (or resolves to) public addresses only; private, loopback, link-local and metadata addresses are 422 WEBHOOK_URL_FORBIDDEN, a name that does not resolve 422 WEBHOOK_URL_UNRESOLVABLE (R24). The address is checked again at every delivery attempt.
             */
            url: string;
        };
        DimensionScore: {
            /** @description Qualitative feedback citing the transcript. */
            feedback: string;
            /** @description Dimension score, integer 0-100. */
            score: number;
        };
        ErrorDetail: {
            message: string;
            path: string;
        };
        ForbiddenError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "FORBIDDEN";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 403;
        };
        IdempotencyKeyReusedError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "IDEMPOTENCY_KEY_REUSED";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 422;
        };
        InternalError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "INTERNAL_ERROR";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 500;
        };
        InvalidJsonError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "INVALID_JSON";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 400;
        };
        JobError: {
            /** @enum {string} */
            code: "VALIDATION_ERROR" | "INVALID_JSON" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "WEBHOOK_ENDPOINT_LIMIT" | "WEBHOOK_ENDPOINT_DISABLED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "IDEMPOTENCY_KEY_REUSED" | "RUBRIC_NOT_FOUND" | "RESUME_URL_FORBIDDEN" | "RESUME_URL_UNREACHABLE" | "RESUME_UNSUPPORTED" | "WEBHOOK_URL_FORBIDDEN" | "WEBHOOK_URL_UNRESOLVABLE" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "SYNC_TIMEOUT";
            message: string;
        };
        JobMatch: {
            /**
             * @description Open-ended list; values seen: FULL_TIME, PART_TIME, CONTRACT.
             * @example FULL_TIME
             * @example PART_TIME
             * @example CONTRACT
             */
            employment_type: string;
            /** @description Identifier of the matched job posting as the company imported it (its own id, unique within the company; not an async job). */
            job_id: string;
            /** @description Job location. */
            location: string | null;
            /** @description 0.0 to 1.0, at most 3 decimals: a calibrated, probability-like fit, safe to filter on with `min_score`. It combines the evidence: role fit (the resume's job titles against the posting title, relative to the posting's own title; or the wording of resume and posting), times the share of the required skills the resume names and its years against the minimum. **0.8 or more**: the resume holds the posting's job title (or one as close) and meets its required skills and minimum years. **About 0.5**: half the evidence, e.g. the right job with none of the required skills (0.6), or a neighbouring job that meets them. **0.1 or less**: another job altogether: neither the title nor the wording shows the role (skills and years in another job do not lift it). Monotone: naming another required skill, holding a closer title or more years never lowers it. See docs/matching.md. */
            match_score: number;
            /** @description The evidence behind the score in its direction: a verdict of the score band (Strong fit >= 0.8, Partial >= 0.5, Weak >= 0.1, Poor), how the posting title compares with the resume's job titles, the matched and missing required skills, the years against the minimum, and key terms both share. It quotes the posting, skill names, numbers and resume words the posting also uses; never a resume line as such. */
            rationale: string;
            skills_gap: {
                /** @description Up to 10 skills present in both resume and job. */
                matched: string[];
                /** @description Up to 10 skills the job requires that the resume lacks. */
                missing: string[];
            };
            /** @description Job title. */
            title: string;
        };
        JobResponse: {
            data: components["schemas"]["AsyncJob"];
            /** @constant */
            status: "success";
        };
        /**
         * MatchJobsRequest
         * @description Exactly one of `resume_text` and `resume_url` must be given, not both (else 400 VALIDATION_ERROR). Unknown fields are 400.
         */
        MatchJobsRequest: {
            /**
             * @description Run asynchronously: 202 with a job to poll.
             * @default false
             */
            async?: boolean;
            /**
             * @description Maximum number of matches returned.
             * @default 5
             */
            limit?: number;
            /**
             * @description Only postings scoring at or above this (inclusive).
             * @default 0
             */
            min_score?: number;
            /** @description Resume text, 50 to 50,000 characters (Unicode code points, not trimmed). Exactly one of `resume_text` and `resume_url`. */
            resume_text?: string;
            /**
             * Format: uri
             * @description HTTPS URL of a publicly reachable resume file (plain text, Markdown, HTML, PDF or DOCX), at most 2,048 characters, without credentials. Downloaded with at most 3 redirects, 10 s and 5 MiB. Exactly one of `resume_text` and `resume_url`.
             */
            resume_url?: string;
        } & (unknown | unknown);
        MatchJobsResponse: {
            data: components["schemas"]["MatchResult"];
            /** @constant */
            status: "success";
        };
        MatchResult: {
            matches: components["schemas"]["JobMatch"][];
        };
        Me: {
            company: {
                id: string;
                name: string;
                /**
                 * @example starter
                 * @example pro
                 * @example growth
                 * @example agency
                 * @example enterprise
                 */
                plan: string;
                /**
                 * @example active
                 * @example trialing
                 */
                subscription_status: string;
            };
            key: {
                /** @description Expiry time, or null for a key that does not expire. */
                expires_at: string | null;
                id: string;
                /** @enum {string} */
                mode: "live" | "test";
                /** @description Short, non-secret display prefix of the key. */
                prefix: string;
                scopes: ("candidates:read" | "ai:match" | "ai:score" | "jobs:read" | "usage:read" | "webhooks:manage")[];
            };
            rate_limits: {
                ai: {
                    /** @description Maximum requests in the window. */
                    limit: number;
                    /** @description Left in the window now. */
                    remaining: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the window. */
                    reset: number;
                    /** @description Length of the window. */
                    window_seconds: number;
                };
                standard: {
                    /** @description Maximum requests in the window. */
                    limit: number;
                    /** @description Left in the window now. */
                    remaining: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the window. */
                    reset: number;
                    /** @description Length of the window. */
                    window_seconds: number;
                };
            };
        };
        MeResponse: {
            data: components["schemas"]["Me"];
            /** @constant */
            status: "success";
        };
        MethodNotAllowedError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "METHOD_NOT_ALLOWED";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 405;
        };
        NotFoundError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "NOT_FOUND";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 404;
        };
        Pagination: {
            /** @description Results per page. */
            limit: number;
            /** @description Page number (from 1). */
            page: number;
            /** @description Number of matching candidates. */
            total: number;
            /** @description Number of pages. */
            total_pages: number;
        };
        PayloadTooLargeError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "PAYLOAD_TOO_LARGE";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 413;
        };
        RateLimitedError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "RATE_LIMITED";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /** @description Seconds to wait; equals the `Retry-After` header. */
            retryAfter: number;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 429;
        };
        /**
         * RecoverWebhookMessagesRequest
         * @description Unknown fields are 400 VALIDATION_ERROR.
         */
        RecoverWebhookMessagesRequest: {
            /**
             * Format: date-time
             * @description ISO 8601 date-time with a zone, at most 3 days ago and not in the future.
             */
            since: string;
        };
        ResumeUnsupportedError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "RESUME_UNSUPPORTED";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 422;
        };
        ResumeUrlForbiddenError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "RESUME_URL_FORBIDDEN";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 422;
        };
        ResumeUrlUnreachableError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "RESUME_URL_UNREACHABLE";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 422;
        };
        RubricNotFoundError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "RUBRIC_NOT_FOUND";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 422;
        };
        Scorecard: {
            dimensions: {
                communication: components["schemas"]["DimensionScore"];
                problem_solving: components["schemas"]["DimensionScore"];
                technical_accuracy: components["schemas"]["DimensionScore"];
            };
            /** @description Composite across dimensions, integer 0-100. */
            overall_score: number;
            /**
             * @description `Advance to next round` at or above the pass mark (70 unless the rubric sets another), `Do not advance` below.
             * @enum {string}
             */
            recommendation: "Advance to next round" | "Do not advance";
            /** @description One-paragraph narrative. */
            summary: string;
        };
        ScorecardResponse: {
            data: components["schemas"]["Scorecard"];
            /** @constant */
            status: "success";
        };
        /**
         * ScoreInterviewRequest
         * @description Unknown fields are 400 VALIDATION_ERROR.
         */
        ScoreInterviewRequest: {
            /**
             * @description Run asynchronously: 202 with a job to poll.
             * @default false
             */
            async?: boolean;
            /** @description Role being evaluated, 2 to 120 characters. */
            role: string;
            /** @description A rubric of your company (managed from the CLI), at most 100 characters; unknown ids are 422 RUBRIC_NOT_FOUND. */
            rubric_id?: string;
            /** @description Verbatim interview text, 50 to 50,000 characters (code points). */
            transcript: string;
        };
        ServiceUnavailableError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "SERVICE_UNAVAILABLE";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 503;
        };
        SyncTimeoutError: {
            /**
             * Format: uri-reference
             * @description Path of the job-status endpoint for this job, relative to the base URL.
             */
            check_status_url: string;
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "SYNC_TIMEOUT";
            /** @description Identifier of the asynchronous job: `job_` and at least 22 random base62 characters (R10). */
            job_id: string;
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 504;
        };
        UnauthorizedError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "UNAUTHORIZED";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 401;
        };
        UnsupportedMediaTypeError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "UNSUPPORTED_MEDIA_TYPE";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 415;
        };
        /**
         * UpdateWebhookEndpointRequest
         * @description At least one field; unknown fields are 400 VALIDATION_ERROR.
         */
        UpdateWebhookEndpointRequest: {
            /** @description Your note about the endpoint, at most 500 characters, or null. */
            description?: string | null;
            /** @description false stops deliveries to the endpoint; true resumes them. */
            enabled?: boolean;
            /** @description The event types to send: `job.completed`, `job.failed`, or `["*"]` (the default) for every type, those added later too. `webhook.test` is sent on request to any endpoint and cannot be listed. */
            events?: ("*" | "job.completed" | "job.failed")[];
            /**
             * Format: uri
             * @description Where events are POSTed: an `https:` URL of at most 2,048 characters, without credentials, whose host is (or resolves to) public addresses only; private, loopback, link-local and metadata addresses are 422 WEBHOOK_URL_FORBIDDEN, a name that does not resolve 422 WEBHOOK_URL_UNRESOLVABLE (R24). The address is checked again at every delivery attempt.
             */
            url?: string;
        };
        UsageReport: {
            /** @description The calling key's AI window, as GET /me reports it (nothing is counted). */
            ai_window: {
                /** @description AI calls allowed in the window. */
                limit: number;
                /** @description AI calls left in the window now. */
                remaining: number;
                /** @description Unix time (seconds) at which the oldest counted AI call leaves the window. */
                reset: number;
            };
            /** @description One entry per day, key, endpoint and status class that had answers, ordered by date, key, endpoint, class. Requests with an unknown key are counted nowhere. */
            days: {
                /** @description Answers of that key, day, endpoint and class. */
                count: number;
                /**
                 * Format: date
                 * @description The UTC day.
                 */
                date: string;
                /** @description The route template, e.g. `/api/v1/external/jobs/{job_id}`. */
                endpoint: string;
                /** @description A key of your company (`key_...`). */
                key_id: string;
                /**
                 * @description The class of the answers; 429 apart from the other 4xx.
                 * @enum {string}
                 */
                status_class: "429" | "2xx" | "4xx" | "5xx";
            }[];
            /**
             * Format: date
             * @description First day of the range (UTC), as applied.
             */
            from: string;
            /**
             * Format: date
             * @description Last day of the range (UTC), as applied.
             */
            to: string;
        };
        UsageResponse: {
            data: components["schemas"]["UsageReport"];
            /** @constant */
            status: "success";
        };
        ValidationError: {
            details: components["schemas"]["ErrorDetail"][];
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "VALIDATION_ERROR";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 400;
        };
        WebhookDeliveriesPage: {
            deliveries: components["schemas"]["WebhookDelivery"][];
            pagination: components["schemas"]["Pagination"];
        };
        WebhookDeliveriesResponse: {
            data: components["schemas"]["WebhookDeliveriesPage"];
            /** @constant */
            status: "success";
        };
        WebhookDelivery: {
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
            /**
             * Format: date-time
             * @description When the message was made.
             */
            created_at: string;
            /** @enum {string} */
            event_type: "job.completed" | "job.failed" | "webhook.test";
            /** @description The job of a job event; null for `webhook.test`. */
            job_id: string | null;
            /** @description The message id: the `webhook-id` header of every attempt, the same on each retry (R26). */
            message_id: string;
            next_attempt_at: string | null;
            /**
             * @description `pending` while attempts remain, then `delivered` or `failed`.
             * @enum {string}
             */
            outcome: "pending" | "delivered" | "failed";
            /** @description The `X-Request-Id` of the request that made the message: the AI call of a job event, or the test request; null when none is known. */
            request_id: string | null;
        };
        WebhookDeliveryAttempt: {
            /**
             * Format: date-time
             * @description When the attempt began.
             */
            attempted_at: string;
            /** @description The attempt's duration in milliseconds. */
            duration_ms: number;
            /** @description Why the attempt failed without an accepted status: `timeout`, `connection_refused`, `connection_reset`, `dns_failure`, `forbidden_address`, `invalid_url`, `tls_failure`, `invalid_response`, `connection_failed`, or `redirect` (a 3xx, never followed); null otherwise. */
            error_class: string | null;
            /**
             * @description `delivered` (2xx), `retrying` (another attempt follows), `failed` (none follows).
             * @enum {string}
             */
            outcome: "delivered" | "retrying" | "failed";
            /** @description The start of the response body, at most 200 characters; null when empty. */
            response_snippet: string | null;
            /** @description The HTTP status answered; null when none arrived. */
            status_code: number | null;
        };
        WebhookEndpoint: {
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /** @description Your note about the endpoint; null when none. */
            description: string | null;
            /** @description Why delivery disabled the endpoint (410 Gone, or failing for 5 days); null while enabled or when you disabled it. */
            disabled_reason: string | null;
            /** @description Whether events are delivered. Disabled by you, or automatically (see `disabled_reason`). */
            enabled: boolean;
            /** @description The event types sent to this endpoint; `["*"]` is every type, those added later too. `webhook.test` is sent on request to any endpoint. */
            events: ("*" | "job.completed" | "job.failed")[];
            failing_since: string | null;
            /** @description Identifier of the endpoint: `we_` and 22 random base62 characters. */
            id: string;
            previous_secret_expires_at: string | null;
            /**
             * Format: date-time
             * @description Last change time.
             */
            updated_at: string;
            /**
             * Format: uri
             * @description Where events are POSTed.
             */
            url: string;
        };
        WebhookEndpointDeletedResponse: {
            data: components["schemas"]["WebhookEndpointDeletion"];
            /** @constant */
            status: "success";
        };
        WebhookEndpointDeletion: {
            /** @constant */
            deleted: true;
            /** @description Identifier of the endpoint: `we_` and 22 random base62 characters. */
            id: string;
        };
        WebhookEndpointDisabledError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "WEBHOOK_ENDPOINT_DISABLED";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 409;
        };
        WebhookEndpointLimitError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "WEBHOOK_ENDPOINT_LIMIT";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 409;
        };
        WebhookEndpointListResponse: {
            data: components["schemas"]["WebhookEndpoint"][];
            /** @constant */
            status: "success";
        };
        WebhookEndpointResponse: {
            data: components["schemas"]["WebhookEndpoint"];
            /** @constant */
            status: "success";
        };
        WebhookEndpointSecretResponse: {
            data: components["schemas"]["WebhookEndpointWithSecret"];
            /** @constant */
            status: "success";
        };
        WebhookEndpointWithSecret: {
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /** @description Your note about the endpoint; null when none. */
            description: string | null;
            /** @description Why delivery disabled the endpoint (410 Gone, or failing for 5 days); null while enabled or when you disabled it. */
            disabled_reason: string | null;
            /** @description Whether events are delivered. Disabled by you, or automatically (see `disabled_reason`). */
            enabled: boolean;
            /** @description The event types sent to this endpoint; `["*"]` is every type, those added later too. `webhook.test` is sent on request to any endpoint. */
            events: ("*" | "job.completed" | "job.failed")[];
            failing_since: string | null;
            /** @description Identifier of the endpoint: `we_` and 22 random base62 characters. */
            id: string;
            previous_secret_expires_at: string | null;
            /** @description Standard Webhooks signing secret: `whsec_` and the base64 of 32 random bytes. */
            secret: string;
            /**
             * Format: date-time
             * @description Last change time.
             */
            updated_at: string;
            /**
             * Format: uri
             * @description Where events are POSTed.
             */
            url: string;
        };
        WebhookRecovery: {
            message_ids: string[];
            /** @description How many failed messages are being delivered again. */
            recovered: number;
        };
        WebhookRecoveryResponse: {
            data: components["schemas"]["WebhookRecovery"];
            /** @constant */
            status: "success";
        };
        WebhookTestSent: {
            /** @constant */
            event_type: "webhook.test";
            /** @description The message id: the `webhook-id` header of every attempt, the same on each retry (R26). */
            message_id: string;
        };
        WebhookTestSentResponse: {
            data: components["schemas"]["WebhookTestSent"];
            /** @constant */
            status: "success";
        };
        WebhookUrlForbiddenError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "WEBHOOK_URL_FORBIDDEN";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 422;
        };
        WebhookUrlUnresolvableError: {
            /**
             * @description Error code (R2).
             * @constant
             */
            error: "WEBHOOK_URL_UNRESOLVABLE";
            /** @description Plain English; names the offending field; never internals. */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @constant
             */
            statusCode: 422;
        };
    };
    responses: never;
    parameters: {
        /**
         * @description Makes a retry safe (R9): within 24 hours the same key with the same endpoint and body returns the original status and body with `Idempotent-Replayed: true`, without running the work or using the AI window. A different body or endpoint is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 printable ASCII characters (else 400).
         * @example 3f1c9a52-6f0e-4c1e-9d7a-0b8e2f4c5d61
         */
        IdempotencyKey: string;
        /**
         * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
         * @example order-7731-retry-2
         */
        RequestId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    matchJobs: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (R9): within 24 hours the same key with the same endpoint and body returns the original status and body with `Idempotent-Replayed: true`, without running the work or using the AI window. A different body or endpoint is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 printable ASCII characters (else 400).
                 * @example 3f1c9a52-6f0e-4c1e-9d7a-0b8e2f4c5d61
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchJobsRequest"];
            };
        };
        responses: {
            /** @description Synchronous result (`async` false or absent). */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description `true` when this answer is the outcome of an earlier request with the same `Idempotency-Key` and body (R9): its saved outcome, or, for a duplicate that arrived while the original ran, the outcome they share; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "ai";r=99;t=86400
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description The engine that produced the result: `local` (the built-in engines) or `openai:<model>` (the company's configured model provider; see the AI providers guide). Absent on a replayed answer (`Idempotent-Replayed`).
                     * @example local
                     */
                    "X-AI-Engine"?: string;
                    /**
                     * @description Maximum requests in the AI window.
                     * @example 100
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the AI window after this one (never negative).
                     * @example 99
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted.
                     * @example 1795930312
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_B2opitE9WU105wWVXyvGHW
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchJobsResponse"];
                };
            };
            /** @description Accepted (`async: true`): poll `check_status_url`, also given in `Location`. */
            202: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description `true` when this answer is the outcome of an earlier request with the same `Idempotency-Key` and body (R9): its saved outcome, or, for a duplicate that arrived while the original ran, the outcome they share; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    /**
                     * @description Path of the job-status endpoint for the job (same as `check_status_url`).
                     * @example /api/v1/external/jobs/job_fx4PPxslgltpE6kMa5XDaU
                     */
                    Location: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "ai";r=98;t=86400
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window.
                     * @example 100
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the AI window after this one (never negative).
                     * @example 98
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted.
                     * @example 1795930312
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_hsOnhS9auEqLNfMJRZVSu6
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR, INVALID_JSON.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             *     - `INVALID_JSON`: the body is not parseable JSON, is empty, or is not a JSON object.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "ai";r=98;t=86400
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window. Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the AI window after this one (never negative). Present once the key is authenticated.
                     * @example 98
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795930312
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_nVuFhux4d9PHA8jFwg41YQ
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_8ixqyq542YMaU2NNnZVh9G
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `ai:match` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "ai";r=100;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window. Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the AI window after this one (never negative). Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843913
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_3ekdcglCrQWWtXcGmDYbHK
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example POST
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_NIlQnzlN2Ohfdgc5zVBL94
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Payload too large: PAYLOAD_TOO_LARGE.
             *
             *     - `PAYLOAD_TOO_LARGE`: the body is over 1 MiB.
             */
            413: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "ai";r=98;t=86400
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window. Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the AI window after this one (never negative). Present once the key is authenticated.
                     * @example 98
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795930312
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_7t4ZMEfdhHJVuBBn0E8Dhf
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /**
             * @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE.
             *
             *     - `UNSUPPORTED_MEDIA_TYPE`: the `Content-Type` of the POST is not `application/json`.
             */
            415: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "ai";r=98;t=86400
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window. Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the AI window after this one (never negative). Present once the key is authenticated.
                     * @example 98
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795930312
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_4oMSibEC2ddEkfWUO6xP3s
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /**
             * @description Unprocessable: IDEMPOTENCY_KEY_REUSED, RESUME_URL_FORBIDDEN, RESUME_URL_UNREACHABLE, RESUME_UNSUPPORTED.
             *
             *     - `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used with a different body or on the other endpoint.
             *     - `RESUME_URL_FORBIDDEN`: `resume_url` resolves to a private, loopback, link-local or otherwise non-public address.
             *     - `RESUME_URL_UNREACHABLE`: the resume could not be downloaded (DNS, TLS, timeout after 10 s, non-2xx, over 5 MiB, more than 3 redirects).
             *     - `RESUME_UNSUPPORTED`: the file type is not supported (plain text, Markdown, HTML, PDF and DOCX are), or it yields under 50 characters of text.
             */
            422: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description `true` when this answer is the outcome of an earlier request with the same `Idempotency-Key` and body (R9): its saved outcome, or, for a duplicate that arrived while the original ran, the outcome they share; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "ai";r=97;t=86400
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window. Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the AI window after this one (never negative). Present once the key is authenticated.
                     * @example 97
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795930312
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_c4L6ckJpy2cVMYYcsh8h7p
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdempotencyKeyReusedError"] | components["schemas"]["ResumeUrlForbiddenError"] | components["schemas"]["ResumeUrlUnreachableError"] | components["schemas"]["ResumeUnsupportedError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "ai";r=0;t=86400
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "ai";q=1;w=86400
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 86401
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window.
                     * @example 1
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the AI window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted.
                     * @example 1795930313
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_30xbvGbErmO4pxY0efiL0K
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description `true` when this answer is the outcome of an earlier request with the same `Idempotency-Key` and body (R9): its saved outcome, or, for a duplicate that arrived while the original ran, the outcome they share; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the AI window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the AI window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description `true` when this answer is the outcome of an earlier request with the same `Idempotency-Key` and body (R9): its saved outcome, or, for a duplicate that arrived while the original ran, the outcome they share; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the AI window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the AI window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_LNO9OlVHddxbEXbR3uAlw8
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /**
             * @description Synchronous call timed out: SYNC_TIMEOUT.
             *
             *     - `SYNC_TIMEOUT`: the synchronous call did not finish in time; the work goes on. Poll `check_status_url` (also in `Location`).
             */
            504: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description `true` when this answer is the outcome of an earlier request with the same `Idempotency-Key` and body (R9): its saved outcome, or, for a duplicate that arrived while the original ran, the outcome they share; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    /**
                     * @description Path of the job-status endpoint for the job (same as `check_status_url`).
                     * @example /api/v1/external/jobs/job_FQQyFvjImoV1QgORtCJ9CC
                     */
                    Location: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "ai";r=99;t=86400
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window. Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the AI window after this one (never negative). Present once the key is authenticated.
                     * @example 99
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795930316
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_WmnLUlpzhIEcVpKJHcvXTJ
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncTimeoutError"];
                };
            };
        };
    };
    scoreInterview: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (R9): within 24 hours the same key with the same endpoint and body returns the original status and body with `Idempotent-Replayed: true`, without running the work or using the AI window. A different body or endpoint is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 printable ASCII characters (else 400).
                 * @example 3f1c9a52-6f0e-4c1e-9d7a-0b8e2f4c5d61
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScoreInterviewRequest"];
            };
        };
        responses: {
            /** @description Synchronous scorecard (`async` false or absent). */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description `true` when this answer is the outcome of an earlier request with the same `Idempotency-Key` and body (R9): its saved outcome, or, for a duplicate that arrived while the original ran, the outcome they share; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "ai";r=95;t=86400
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description The engine that produced the result: `local` (the built-in engines) or `openai:<model>` (the company's configured model provider; see the AI providers guide). Absent on a replayed answer (`Idempotent-Replayed`).
                     * @example local
                     */
                    "X-AI-Engine"?: string;
                    /**
                     * @description Maximum requests in the AI window.
                     * @example 100
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the AI window after this one (never negative).
                     * @example 95
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted.
                     * @example 1795930312
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_lZubdOP62R0inF4Bo8AN0V
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScorecardResponse"];
                };
            };
            /** @description Accepted (`async: true`): poll `check_status_url`, also given in `Location`. */
            202: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description `true` when this answer is the outcome of an earlier request with the same `Idempotency-Key` and body (R9): its saved outcome, or, for a duplicate that arrived while the original ran, the outcome they share; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    /**
                     * @description Path of the job-status endpoint for the job (same as `check_status_url`).
                     * @example /api/v1/external/jobs/job_wCzSX4hu98R5wTBCKaAzIo
                     */
                    Location: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "ai";r=94;t=86400
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window.
                     * @example 100
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the AI window after this one (never negative).
                     * @example 94
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted.
                     * @example 1795930312
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_880SLXO8I8aktnMwohNcrw
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR, INVALID_JSON.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             *     - `INVALID_JSON`: the body is not parseable JSON, is empty, or is not a JSON object.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "ai";r=94;t=86399
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window. Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the AI window after this one (never negative). Present once the key is authenticated.
                     * @example 94
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795930312
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_JwzzXtdPnipfNV8XOpZD4o
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_7ashuotSB1AO0rURPFSG9C
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `ai:score` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "ai";r=100;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window. Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the AI window after this one (never negative). Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843913
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_StLxgOvjmd9Q4uzIsx9oSI
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example POST
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_G3HDlh7tCpOoOQvuIDeF9b
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Payload too large: PAYLOAD_TOO_LARGE.
             *
             *     - `PAYLOAD_TOO_LARGE`: the body is over 1 MiB.
             */
            413: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "ai";r=94;t=86399
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window. Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the AI window after this one (never negative). Present once the key is authenticated.
                     * @example 94
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795930312
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_CwVTqVnKvtKK6YrfbNF2Rj
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /**
             * @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE.
             *
             *     - `UNSUPPORTED_MEDIA_TYPE`: the `Content-Type` of the POST is not `application/json`.
             */
            415: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "ai";r=94;t=86399
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window. Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the AI window after this one (never negative). Present once the key is authenticated.
                     * @example 94
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795930312
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_oziQhGBei34K4OsJq4VT7f
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /**
             * @description Unprocessable: IDEMPOTENCY_KEY_REUSED, RUBRIC_NOT_FOUND.
             *
             *     - `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used with a different body or on the other endpoint.
             *     - `RUBRIC_NOT_FOUND`: `rubric_id` does not name a rubric of your company.
             */
            422: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description `true` when this answer is the outcome of an earlier request with the same `Idempotency-Key` and body (R9): its saved outcome, or, for a duplicate that arrived while the original ran, the outcome they share; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "ai";r=94;t=86399
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window. Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the AI window after this one (never negative). Present once the key is authenticated.
                     * @example 94
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795930312
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_YXx4Cwk9nLgSI9wXmp2eBr
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdempotencyKeyReusedError"] | components["schemas"]["RubricNotFoundError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "ai";r=0;t=86400
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "ai";q=1;w=86400
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 86401
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window.
                     * @example 1
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the AI window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted.
                     * @example 1795930313
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_7OPCjNejwSiVJVT5XGeSNT
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description `true` when this answer is the outcome of an earlier request with the same `Idempotency-Key` and body (R9): its saved outcome, or, for a duplicate that arrived while the original ran, the outcome they share; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the AI window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the AI window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description `true` when this answer is the outcome of an earlier request with the same `Idempotency-Key` and body (R9): its saved outcome, or, for a duplicate that arrived while the original ran, the outcome they share; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the AI window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the AI window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_QVS7ozolwR2483NLLscagp
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
            /**
             * @description Synchronous call timed out: SYNC_TIMEOUT.
             *
             *     - `SYNC_TIMEOUT`: the synchronous call did not finish in time; the work goes on. Poll `check_status_url` (also in `Location`).
             */
            504: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description `true` when this answer is the outcome of an earlier request with the same `Idempotency-Key` and body (R9): its saved outcome, or, for a duplicate that arrived while the original ran, the outcome they share; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    /**
                     * @description Path of the job-status endpoint for the job (same as `check_status_url`).
                     * @example /api/v1/external/jobs/job_QwlYjKyTZtdaoUwN3DHTmQ
                     */
                    Location: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "ai";r=98;t=86400
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "ai";q=100;w=86400
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the AI window. Present once the key is authenticated.
                     * @example 100
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the AI window after this one (never negative). Present once the key is authenticated.
                     * @example 98
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the AI window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795930316
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_S8a02lj3VV0nRpEIX4RsAf
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncTimeoutError"];
                };
            };
        };
    };
    searchCandidates: {
        parameters: {
            query?: {
                /**
                 * @description Minimum years of experience (base-10 integer); candidates of unknown experience do not pass.
                 * @example 3
                 */
                experience_min?: number;
                /**
                 * @description Results per page (base-10 integer).
                 * @example 10
                 */
                limit?: number;
                /**
                 * @description Case-insensitive substring of the candidate's location. At most 120 characters.
                 * @example Berlin
                 */
                location?: string;
                /**
                 * @description Page number (base-10 integer). A page past the end is an empty list with the true totals.
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Free text: every word must occur (prefix match, case-insensitive) in the headline, summary or skills. At most 300 characters (code points).
                 * @example backend go
                 */
                q?: string;
                /**
                 * @description Comma-separated skill keywords; the candidate must have every one (case-insensitive; aliases such as `js`/`javascript` are folded). At most 20 items of at most 80 characters each, trimmed; empty items are an error.
                 * @example Go,PostgreSQL
                 */
                skills?: string;
            };
            header?: {
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of candidates and the pagination totals. */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=59;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 59
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843972
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_MOLMfuJX3wO7Op86ybhXtc
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CandidatesResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=57;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 57
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843972
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_bYeNAYmtGkMTVUvW6QETXb
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_kTkMpFK6uaIva84ZFtQoYZ
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `candidates:read` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843912
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_CeEdMjwEAKWaX8xxdhB6ca
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example GET
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_mNdXYv3T2O28BdqgZ1zohW
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=0;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 61
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843972
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_AjC9FTmtkphJqpzjsy6iIj
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_yMJbPhN5aT1rBnHhDy8xxy
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description The job id from a 202 response (`job_` and at least 22 base62 characters). Any other value reads as 404.
                 * @example job_4fQ8ZrT2kLmN0pXyA7bC1d
                 */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. `result` and `error` are null while queued or processing. */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=50;t=59
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /** @description Only while the job is `queued` or `processing`: suggested seconds to the next poll, following the recommended schedule for a job of this age. */
                    "Retry-After"?: number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description The engine that produced the result: `local` (the built-in engines) or `openai:<model>` (the company's configured model provider; see the AI providers guide). Present once the job is `completed`.
                     * @example local
                     */
                    "X-AI-Engine"?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 50
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843972
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_yISfFYvV6JCXJrjqIXhlth
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=45;t=58
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 45
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843972
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_SB22nMg18PLOM3IVH5Dtmz
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_MTOm5Msx0jUHhtRBb3qdbf
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `jobs:read` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843914
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_n74gIYczIYHgbz9mTKfBHL
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Not found: NOT_FOUND.
             *
             *     - `NOT_FOUND`: unknown job, job of another company, or job older than 24 hours; unknown, deleted or another company’s webhook endpoint (one body for all, so ids leak nothing).
             */
            404: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=44;t=58
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 44
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843972
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_xVNDA8ElpKu9HMOpc3L0Go
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example GET
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_DIMWWkJNfmL3EB0E3Dkbli
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=0;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 61
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843974
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_KSGT7VfPNfj8tQ4hbIdQDj
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_nxfTIl4P0UbqiMbWBpgFwi
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, its company and both rate windows. The X-RateLimit-* headers describe the standard window. */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 60
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843912
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_FVLMMv3SpnFqSL9qZJOk7i
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843912
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_NO64dRSu2kpcouMK3TPqnz
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_elUQqwvNXjknq844MBVqtT
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843912
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_PRVQjIdRu7776olkxozarm
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example GET
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_WhE1DsJb2VZKqZXZhR2iNg
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_eiGOca5wbYTjEG7NLBQCfc
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    usage: {
        parameters: {
            query?: {
                /**
                 * @description First day, `YYYY-MM-DD` (UTC), included. Not after `to`; at most 89 days before it.
                 * @example 2026-11-01
                 */
                from?: string;
                /**
                 * @description Last day, `YYYY-MM-DD` (UTC), included. Defaults to today.
                 * @example 2026-11-28
                 */
                to?: string;
            };
            header?: {
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts and the AI window. */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=43;t=58
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 43
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843972
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_sLATQFKamq2PxZdzwEx8C0
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=42;t=58
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 42
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843972
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_Ne6HTzCTmaPtkAHendk8cO
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_IiyqB5DtPMr1oyTTS0GGiW
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `usage:read` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843914
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_V7M8ZiEIc45CUQjXnUvp3C
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example GET
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_A5HlXacpkYHfPIJAtBMdnt
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=0;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 60
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843974
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_0eDFaCuc3qvUm9pefIssq4
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_hhlheclbW0HmgPimxLW18B
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every endpoint of your company. */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=998;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 1000
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 998
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_UrFyy0aCuFWP6sQbjh2Osp
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointListResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=992;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 992
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_sXjCx4j19xucV86olo9zzx
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_eZDOFxAyT5vtewhjhCOVhT
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `webhooks:manage` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843915
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_CVegeb9APqTd0g7KsUAmxc
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example POST, GET
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_v8dhISeTADYkwLWKM1tZYS
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=0;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 61
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_FovadFfvYCsKM2n4W6bpEB
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_cggV2fQFUGhEM4hbxolyAa
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description Created, with its signing secret (shown only now). */
            201: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=999;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 1000
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 999
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_gDdjsY3DPqT36RUtCyRqpr
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointSecretResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR, INVALID_JSON.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             *     - `INVALID_JSON`: the body is not parseable JSON, is empty, or is not a JSON object.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=994;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 994
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_cp9VEBUWcoxHzxydiW8NQ4
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_rsUfXyq6v0KklLAC5O31bQ
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `webhooks:manage` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843915
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_VMcSOQzAKEUP1fInfOH5Do
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example POST, GET
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_II064VU3Y9VsgD2l7A9elb
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Conflict: WEBHOOK_ENDPOINT_LIMIT.
             *
             *     - `WEBHOOK_ENDPOINT_LIMIT`: the company already has 16 webhook endpoints (enabled or not); delete one before creating another (R24).
             */
            409: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=958;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 958
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_xlTb1YC1ucPbSymDG2Ktp3
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointLimitError"];
                };
            };
            /**
             * @description Payload too large: PAYLOAD_TOO_LARGE.
             *
             *     - `PAYLOAD_TOO_LARGE`: the body is over 1 MiB.
             */
            413: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=983;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 983
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_fwu44A9HRORs7Tp5Evv9Un
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /**
             * @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE.
             *
             *     - `UNSUPPORTED_MEDIA_TYPE`: the `Content-Type` of the POST is not `application/json`.
             */
            415: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=982;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 982
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_KkyX0JY3gK7HX2tqm6hJNM
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /**
             * @description Unprocessable: WEBHOOK_URL_FORBIDDEN, WEBHOOK_URL_UNRESOLVABLE.
             *
             *     - `WEBHOOK_URL_FORBIDDEN`: the webhook `url` is an IP address, or resolves to one, that is private, loopback, link-local (the cloud metadata service included) or otherwise non-public (R24).
             *     - `WEBHOOK_URL_UNRESOLVABLE`: the host name of the webhook `url` did not resolve to any address (R24).
             */
            422: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=981;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 981
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_C5ixQJfw1iJJTzc8SbaDoa
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookUrlForbiddenError"] | components["schemas"]["WebhookUrlUnresolvableError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=0;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 61
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_31pqWVUq4kJj7sItrYI5ge
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_kHbhXTBZcGsji5UaN7yjWH
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description The endpoint id from its creation (`we_...`). Any id that names none of your endpoints reads as 404.
                 * @example we_7Hq2LmN0pXyA7bC1d4fQ8Z
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint, without its secret. */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=997;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 1000
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 997
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_jGD8gB9218ZKNHMTy0rhHA
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=991;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 991
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_tJkMtBEfhvf7Z7QBfpcP3y
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_qWSgqc0CJWEcGEkd0Js9xf
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `webhooks:manage` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843915
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_B3qqm4BgFlUbbMPYqY61XK
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Not found: NOT_FOUND.
             *
             *     - `NOT_FOUND`: unknown job, job of another company, or job older than 24 hours; unknown, deleted or another company’s webhook endpoint (one body for all, so ids leak nothing).
             */
            404: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=987;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 987
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_qPqklQiLfeJwOXLmTQzYmL
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example GET, PATCH, DELETE
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_RWAtJqbU65u8M7zNj84v6W
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=0;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 61
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_gUbRiJqxdfCxGCvdRH9ETz
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_1gznR859c2T1DAeVL5HF4B
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description The endpoint id from its creation (`we_...`). Any id that names none of your endpoints reads as 404.
                 * @example we_7Hq2LmN0pXyA7bC1d4fQ8Z
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=975;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 1000
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 975
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_h7UJq22ej8d9zCNdbOFoR9
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDeletedResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=989;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 989
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_hxYXKrqoP4LUKxxY9N9R0z
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_wqKC9Yi28SFEl8pJXzJDuJ
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `webhooks:manage` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843915
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_zSteLkz4Fg7CSId5mnw4HG
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Not found: NOT_FOUND.
             *
             *     - `NOT_FOUND`: unknown job, job of another company, or job older than 24 hours; unknown, deleted or another company’s webhook endpoint (one body for all, so ids leak nothing).
             */
            404: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=985;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 985
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_rGpO8tgP6qKeSh6GQxK112
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example GET, PATCH, DELETE
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_jbQLVGk4OMfPw5tjuzmfp7
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=0;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 61
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_K23Rjn6yFgipARBjb7UNGr
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_W7DDRaa6EQYrAnMSUabzKe
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description The endpoint id from its creation (`we_...`). Any id that names none of your endpoints reads as 404.
                 * @example we_7Hq2LmN0pXyA7bC1d4fQ8Z
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description The endpoint as changed. */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=996;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 1000
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 996
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_P7QF48MInpbprtFGt6LDea
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR, INVALID_JSON.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             *     - `INVALID_JSON`: the body is not parseable JSON, is empty, or is not a JSON object.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=990;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 990
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_H6jNcq2BKOAYJggpP2y4Qn
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_AgmQQKeP8FCKki96HbFJQB
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `webhooks:manage` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843915
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_uClVjfI9l4AKlD0ysxnwbF
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Not found: NOT_FOUND.
             *
             *     - `NOT_FOUND`: unknown job, job of another company, or job older than 24 hours; unknown, deleted or another company’s webhook endpoint (one body for all, so ids leak nothing).
             */
            404: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=986;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 986
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_7LiQdAinYpgRxVaTegCtRI
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example GET, PATCH, DELETE
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_SIGeZOsEQ4uIj8B8Dj2sSO
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Payload too large: PAYLOAD_TOO_LARGE.
             *
             *     - `PAYLOAD_TOO_LARGE`: the body is over 1 MiB.
             */
            413: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=979;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 979
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_fLrwhMsypHdirDcG8uhAfS
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /**
             * @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE.
             *
             *     - `UNSUPPORTED_MEDIA_TYPE`: the `Content-Type` of the POST is not `application/json`.
             */
            415: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=978;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 978
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_wQMA2l8C9Ia0MSbnO9YTAe
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /**
             * @description Unprocessable: WEBHOOK_URL_FORBIDDEN, WEBHOOK_URL_UNRESOLVABLE.
             *
             *     - `WEBHOOK_URL_FORBIDDEN`: the webhook `url` is an IP address, or resolves to one, that is private, loopback, link-local (the cloud metadata service included) or otherwise non-public (R24).
             *     - `WEBHOOK_URL_UNRESOLVABLE`: the host name of the webhook `url` did not resolve to any address (R24).
             */
            422: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=977;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 977
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_Z7t7maHB6749sRtQtLJIMv
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookUrlForbiddenError"] | components["schemas"]["WebhookUrlUnresolvableError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=0;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 61
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_PmP7jvfdSIputfQTBCj9IT
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_TAxBvlGxtAHhNHIxNvNwOp
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description Messages per page (base-10 integer).
                 * @example 20
                 */
                limit?: number;
                /**
                 * @description Only messages with this outcome: `pending`, `delivered` or `failed`.
                 * @example failed
                 */
                outcome?: "pending" | "delivered" | "failed";
                /**
                 * @description Page number (base-10 integer). A page past the end is an empty list with the true totals.
                 * @example 1
                 */
                page?: number;
            };
            header?: {
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description The endpoint id from its creation (`we_...`). Any id that names none of your endpoints reads as 404.
                 * @example we_7Hq2LmN0pXyA7bC1d4fQ8Z
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages and the pagination totals. */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=997;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 1000
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 997
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_RmzykGt45zKIM027lcTCVs
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveriesResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=994;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 994
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_T54Pv5cKnuATSigMoGYB0t
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_IDr3shd73Aw5mEkLVShflp
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `webhooks:manage` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843916
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_DNT5EVGgtWuOREHmt86waO
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Not found: NOT_FOUND.
             *
             *     - `NOT_FOUND`: unknown job, job of another company, or job older than 24 hours; unknown, deleted or another company’s webhook endpoint (one body for all, so ids leak nothing).
             */
            404: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=58;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 58
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843976
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_MV7KtGYzZSziC7ZkNvGnCa
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example GET
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_M03UAAliRSKTMttF6oXQJR
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=0;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 61
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843976
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_8IuRjJruRfwM4XpenLhBY2
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_kf4tz5cAN90vXVOCmT40hE
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    recoverWebhookMessages: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description The endpoint id from its creation (`we_...`). Any id that names none of your endpoints reads as 404.
                 * @example we_7Hq2LmN0pXyA7bC1d4fQ8Z
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverWebhookMessagesRequest"];
            };
        };
        responses: {
            /** @description The failed messages are on their way again. */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=996;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 1000
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 996
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_Z4anHNjo1EOUBJiYi5CZFN
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRecoveryResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR, INVALID_JSON.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             *     - `INVALID_JSON`: the body is not parseable JSON, is empty, or is not a JSON object.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=993;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 993
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_kSGCO1Mhc6okvInHERMLwU
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_m9gGe9iwtzjN1Vvz1IPh5Y
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `webhooks:manage` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843916
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_p4g80AXTLQ8Y4FV57VAYz8
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Not found: NOT_FOUND.
             *
             *     - `NOT_FOUND`: unknown job, job of another company, or job older than 24 hours; unknown, deleted or another company’s webhook endpoint (one body for all, so ids leak nothing).
             */
            404: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=57;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 57
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843976
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_DTLJ2B3aOkXTHTpJeO1qqq
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example POST
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_CO43vpk7WaXailmw3rh7nG
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Conflict: WEBHOOK_ENDPOINT_DISABLED.
             *
             *     - `WEBHOOK_ENDPOINT_DISABLED`: the webhook endpoint is disabled (by you, or after a 410 or 5 days of failures: see `disabled_reason`); enable it before sending a test event or recovering messages.
             */
            409: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=987;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 987
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_9q2NYkibykij48ROfyMnem
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDisabledError"];
                };
            };
            /**
             * @description Payload too large: PAYLOAD_TOO_LARGE.
             *
             *     - `PAYLOAD_TOO_LARGE`: the body is over 1 MiB.
             */
            413: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=991;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 991
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_jnyKY1pRNnxquQu06Ias0M
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /**
             * @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE.
             *
             *     - `UNSUPPORTED_MEDIA_TYPE`: the `Content-Type` of the POST is not `application/json`.
             */
            415: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=990;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 990
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_dCw6Zi73hTHefsbc5S51y8
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=0;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 61
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843976
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_G53a3oFpiBaAh3EAw89J6n
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_EYjPW5UIKw3WHWEhDCAF8h
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description The endpoint id from its creation (`we_...`). Any id that names none of your endpoints reads as 404.
                 * @example we_7Hq2LmN0pXyA7bC1d4fQ8Z
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint with its new secret. */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=995;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 1000
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 995
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_pjORHPk2Xf0T3AeGcnZhlo
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointSecretResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=988;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 988
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_Hu6QuwrwEcpOi1ziH3lDRO
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_JCaW1CjaRRF5L8qD5DNR9z
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `webhooks:manage` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843915
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_Q72yyruB39dEktCVHfoUoZ
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Not found: NOT_FOUND.
             *
             *     - `NOT_FOUND`: unknown job, job of another company, or job older than 24 hours; unknown, deleted or another company’s webhook endpoint (one body for all, so ids leak nothing).
             */
            404: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=984;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 984
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_TbQkPOXSV2x7ZVftQm6kIp
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example POST
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_u0jAIc4Cm3fEeoOGMO8Bal
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=0;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 61
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_RUCO8k0ePDM4SOBnjfbWlP
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_bwTVyPRvfvqx2LC1OrNNnh
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Your id for this request, echoed in the response and the server log when it is 1 to 128 of `A-Z a-z 0-9 . _ : -`; otherwise the server generates one.
                 * @example order-7731-retry-2
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description The endpoint id from its creation (`we_...`). Any id that names none of your endpoints reads as 404.
                 * @example we_7Hq2LmN0pXyA7bC1d4fQ8Z
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test message is on its way. */
            200: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=998;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy": string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 1000
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 998
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_PHRQr8AFQFzfyMJ62RLUR9
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestSentResponse"];
                };
            };
            /**
             * @description Bad request: VALIDATION_ERROR.
             *
             *     - `VALIDATION_ERROR`: a field breaks a constraint, a required field is missing, an unknown field or query parameter is sent, both or neither of `resume_text`/`resume_url`, or a malformed `Idempotency-Key`. `details` lists every problem.
             */
            400: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=995;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 995
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_Os403jiLVz48zUi09z9Rfx
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /**
             * @description Unauthorized: UNAUTHORIZED.
             *
             *     - `UNAUTHORIZED`: the key is missing, malformed, unknown, expired or revoked.
             */
            401: {
                headers: {
                    /**
                     * @description The authentication scheme to use.
                     * @example Bearer
                     */
                    "WWW-Authenticate": "Bearer";
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_DEceBjjociEqEbHVzKCw0F
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /**
             * @description Forbidden: FORBIDDEN.
             *
             *     - `FORBIDDEN`: the key lacks the `webhooks:manage` scope, or the company has no active or trialing subscription.
             */
            403: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=60;t=0
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843916
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_x32T8QG8D4B2H5lgvPHm8Q
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /**
             * @description Not found: NOT_FOUND.
             *
             *     - `NOT_FOUND`: unknown job, job of another company, or job older than 24 hours; unknown, deleted or another company’s webhook endpoint (one body for all, so ids leak nothing).
             */
            404: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=59;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 60
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 59
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843976
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_UGa9dm7PJZvhRPofMwt3Ih
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /**
             * @description Method not allowed: METHOD_NOT_ALLOWED.
             *
             *     - `METHOD_NOT_ALLOWED`: a request with another method on this path; `Allow` lists the method this path accepts.
             */
            405: {
                headers: {
                    /**
                     * @description The methods this path accepts.
                     * @example POST
                     */
                    Allow: string;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_sXH5UqAuBHFSyiWBGqRrsj
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
            /**
             * @description Conflict: WEBHOOK_ENDPOINT_DISABLED.
             *
             *     - `WEBHOOK_ENDPOINT_DISABLED`: the webhook endpoint is disabled (by you, or after a 410 or 5 days of failures: see `disabled_reason`); enable it before sending a test event or recovering messages.
             */
            409: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=988;t=60
                     */
                    RateLimit?: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated.
                     * @example "standard";q=1000;w=60
                     */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window. Present once the key is authenticated.
                     * @example 1000
                     */
                    "X-RateLimit-Limit"?: number;
                    /**
                     * @description Requests left in the standard window after this one (never negative). Present once the key is authenticated.
                     * @example 988
                     */
                    "X-RateLimit-Remaining"?: number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated.
                     * @example 1795843975
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_YHyFAStXll8jqdAGoaNQWg
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDisabledError"];
                };
            };
            /**
             * @description Rate limited: RATE_LIMITED.
             *
             *     - `RATE_LIMITED`: the rate window of the endpoint is exhausted; wait `Retry-After` seconds (also `retryAfter` in the body).
             */
            429: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "standard";r=0;t=60
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 61
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /**
                     * @description Maximum requests in the standard window.
                     * @example 60
                     */
                    "X-RateLimit-Limit": number;
                    /**
                     * @description Requests left in the standard window after this one (never negative).
                     * @example 0
                     */
                    "X-RateLimit-Remaining": number;
                    /**
                     * @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted.
                     * @example 1795843976
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_djevFr6psuif5FebTMe5Ji
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /**
             * @description Internal error: INTERNAL_ERROR.
             *
             *     - `INTERNAL_ERROR`: a bug; the message says only that, plus the request id to quote.
             */
            500: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /** @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /**
             * @description Service unavailable: SERVICE_UNAVAILABLE.
             *
             *     - `SERVICE_UNAVAILABLE`: a backing service (MySQL, Temporal, the resume parser) cannot serve now: at submission nothing was started; on a synchronous call the job itself failed so; on a poll, the job is still there; for a duplicate `Idempotency-Key`, the original is still being accepted. Retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /** @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated. */
                    RateLimit?: string;
                    /** @description IETF draft policy field: window name, quota `q` and window length `w` in seconds. Present once the key is authenticated. */
                    "RateLimit-Policy"?: string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 5
                     */
                    "Retry-After": number;
                    /** @description Only with `Deprecation`: RFC 8594, the HTTP-date from which this key is refused (401). Absent when the rolled key was revoked at once. */
                    Sunset?: string;
                    /** @description Maximum requests in the standard window. Present once the key is authenticated. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the standard window after this one (never negative). Present once the key is authenticated. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) at which the oldest counted request leaves the standard window, so Remaining grows again; now when nothing is counted. Present once the key is authenticated. */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_KDIdo0chQll7iTYBoXgdsG
                     */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
}
