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
            code: "VALIDATION_ERROR" | "INVALID_JSON" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "IDEMPOTENCY_KEY_REUSED" | "RUBRIC_NOT_FOUND" | "RESUME_URL_FORBIDDEN" | "RESUME_URL_UNREACHABLE" | "RESUME_UNSUPPORTED" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "SYNC_TIMEOUT";
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
                scopes: ("candidates:read" | "ai:match" | "ai:score" | "jobs:read" | "usage:read")[];
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
                     * @example 1795926803
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_n3T9ft7Ot69JzBaQE2Elch
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
                     * @example /api/v1/external/jobs/job_fRHvjRc9CbfHiu7phEnYmZ
                     */
                    Location: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "ai";r=98;t=86399
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
                     * @example 1795926803
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_s0iZxAiu006imYB1PAofE2
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
                     * @example "ai";r=98;t=86399
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
                     * @example 1795926803
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_DglNb0bUzWtLW55qBGoFW5
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
                     * @example req_i4DjefGmlhi8aGrAYlF2Gn
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
                     * @example 1795840405
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_nR8geR1kchCWtlasl9zE6A
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
                     * @example req_fMKSJmWza1Ln6eN2Ukugte
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
                     * @example "ai";r=98;t=86399
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
                     * @example 1795926803
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_IGvhnE3tKMfe0w3jm4GEbL
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
                     * @example "ai";r=98;t=86399
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
                     * @example 1795926803
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_nIayFxj8OKoSJeMksiziO0
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
                     * @example "ai";r=97;t=86399
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
                     * @example 1795926803
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_AhsrRP68WCbB6E98ZR96c9
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
                     * @example 1795926805
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_FbwQt9tpKNHmIkZP7L8yNU
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
                     * @example req_9NQJZPzbgGDDc7Sxq698nx
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
                     * @example /api/v1/external/jobs/job_CaYLLYNiKVYvQOL5x2t8n1
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
                     * @example 1795926811
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_q8BHpgN9UL5JobjJd2jzwq
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
                     * @example "ai";r=95;t=86398
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
                     * @example 1795926803
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_pDKsObuWtTldRtAO6h4vUD
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
                     * @example /api/v1/external/jobs/job_4BJGGgXYjg5wGZ9omotZGL
                     */
                    Location: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`.
                     * @example "ai";r=94;t=86398
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
                     * @example 1795926803
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_Bmrdb8BNjiSOC9QuX535vt
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
                     * @example "ai";r=94;t=86397
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
                     * @example 1795926803
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_xLssFTRyVKvjhpmGNwKCpM
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
                     * @example req_UUoU90RqmgnbY391eKh8tG
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
                     * @example 1795840406
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_Mds6MVKXQQrRJ1R2iYIspD
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
                     * @example req_FJbl6kBq0VgcFDKqvly8qb
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
                     * @example "ai";r=94;t=86397
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
                     * @example 1795926803
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_m5hmXsrErXBAKVNcNQ57Ka
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
                     * @example "ai";r=94;t=86397
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
                     * @example 1795926803
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_Su416w5I7KWTn7oKGA4KBo
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
                     * @example "ai";r=94;t=86397
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
                     * @example 1795926803
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_8kSfKdXvLzKw51CKaEvYab
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
                     * @example 1795926807
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_Sto5inmTpzD718uNDQJMD5
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
                     * @example req_TvjauuFsNav263Vj3nOBGk
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
                     * @example /api/v1/external/jobs/job_BoI1MMOf7kLDYMfmY7vK5j
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
                     * @example 1795926811
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_J29v0Hg5E1dFgLabZSjZaA
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
                     * @example 1795840461
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_Iahk6izoai8JntjZKNOEF3
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
                     * @example 1795840461
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_GpTyb3guS3CKU2ZrtuQgOg
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
                     * @example req_976JxnRr39nLdmJTRE7diC
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
                     * @example 1795840402
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_v4wTDBuklQ5Ur4fY6dCjK2
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
                     * @example req_0LHX0EGKUPz0RyPm1OoWHc
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
                     * @example "standard";r=0;t=59
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
                     * @example 1795840462
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_RXygLCe86ZbvuOTC3MXWtl
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
                     * @example req_TKjyUuBMG8oHSZ0QPgjq0I
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
                     * @example "standard";r=50;t=54
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
                     * @example 1795840461
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_F4LlbnIi308qjwsbmZJGQx
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
                     * @example "standard";r=45;t=54
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
                     * @example 1795840461
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_UvlgG2CaV06i58sPsVYRep
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
                     * @example req_CvA78pDJp1SgZqElAn87xH
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
                     * @example 1795840408
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_PzZ8nwLMf9BJ9MtSHd7UXE
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
             *     - `NOT_FOUND`: unknown job, job of another company, or job older than 24 hours (one body for all, so ids leak nothing).
             */
            404: {
                headers: {
                    /** @description Only when the key was rolled (`hiring keys roll`) and its grace period runs: RFC 9745, `@` and the Unix time (seconds) of the roll. Switch to the new key before `Sunset`. */
                    Deprecation?: string;
                    /**
                     * @description IETF draft field: remaining `r` and seconds to reset `t`. Present once the key is authenticated.
                     * @example "standard";r=44;t=54
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
                     * @example 1795840461
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_9iS61BPhmqY9mj4PVS1eXl
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
                     * @example req_JsysyjTuhxMUBjgAo28QMC
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
                     * @example "standard";r=0;t=59
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
                     * @example 1795840468
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_ak8r3B8J8pxZah16lz6UDi
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
                     * @example req_SNhJkT81zce1zLWXxWqjlm
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
                     * @example 1795840400
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_To3DphRTLLqyoUH9uAy7iq
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
                     * @example 1795840400
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_Lbppg9GgohpLxwTORdzbBj
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
                     * @example req_MYTiqVlpwV87OrCyYxL18S
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
                     * @example 1795840400
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_bo5Uw2niHeWXkNQQtWUvU4
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
                     * @example req_rzpw3JTHyYIgmXbiwmGqXu
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
                     * @example req_IrDBoxzYOyNdtMTXPfgsoq
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
                     * @example "standard";r=43;t=53
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
                     * @example 1795840461
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_gLXZ7yYz1Z23WuAhB1u1qR
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
                     * @example "standard";r=42;t=52
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
                     * @example 1795840461
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_QE2ZuQv49TQKfQEWyyKK4J
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
                     * @example req_H9HgRQjGN79KYoHjmbio18
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
                     * @example 1795840409
                     */
                    "X-RateLimit-Reset"?: number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_4vKdKGfT9CEzlozE950Nl8
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
                     * @example req_fOynLmmXHOVVMEXdbLSZ2H
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
                     * @example "standard";r=0;t=59
                     */
                    RateLimit: string;
                    /**
                     * @description IETF draft policy field: window name, quota `q` and window length `w` in seconds.
                     * @example "standard";q=60;w=60
                     */
                    "RateLimit-Policy": string;
                    /**
                     * @description Seconds to wait before retrying: max(1, ceil(X-RateLimit-Reset - now)), or the window's length when the limit is 0; equals `retryAfter` in the body.
                     * @example 59
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
                     * @example 1795840469
                     */
                    "X-RateLimit-Reset": number;
                    /**
                     * @description The request id: yours if you sent a sane `X-Request-Id`, else a generated `req_...`. The server log line carries the same id; quote it when reporting a problem.
                     * @example req_mwJMpDADzt9n1Qy2ozX0Uo
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
                     * @example req_czXLjX5Es2S67hureM8xty
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
