import { limitsFor, PLANS, WINDOW_MS } from '../../domain/rate-limit/plans';
import { ERROR_STATUS, type ErrorCode } from '../../errors';
import { ERROR_WHEN } from './responses';

// The guidance of the spec as Markdown for `info.description`, so the reference page shows it
// above the operations.

/** The spec's recommended polling: 1 s, x1.5 after each poll, capped at 15 s, 12 polls. */
export const POLLING = { firstWaitSeconds: 1, factor: 1.5, capSeconds: 15, maxPolls: 12 } as const;

export function pollingWaits(): number[] {
  const waits: number[] = [];
  let wait: number = POLLING.firstWaitSeconds;
  for (let i = 0; i < POLLING.maxPolls; i++) {
    waits.push(wait);
    wait = Math.min(POLLING.capSeconds, wait * POLLING.factor);
  }
  return waits;
}

const fmt = (s: number) => (Number.isInteger(s) ? String(s) : s.toFixed(2).replace(/0+$/, ''));

function pollingLine(): string {
  const waits = pollingWaits();
  const total = waits.reduce((a, b) => a + b, 0);
  return `Waits before each poll: ${waits.map(fmt).join(', ')} s (about ${Math.round(total)} s in all).`;
}

/** Plans with the same limits share a row: "pro, growth | 300 | 500". */
function plansTable(): string {
  const rows = new Map<string, string[]>();
  for (const plan of PLANS) {
    const l = limitsFor(plan, null);
    const cells = `${l.standard.toLocaleString('en-US')} | ${l.ai.toLocaleString('en-US')}`;
    rows.set(cells, [...(rows.get(cells) ?? []), plan]);
  }
  const standard = `Standard window (${WINDOW_MS.standard / 1000} s)`;
  const ai = `AI window (${WINDOW_MS.ai / 3_600_000} h)`;
  const lines = [...rows].map(
    ([cells, plans]) => `| ${plans.join(', ')}${plans.includes('starter') ? ' (and unknown plans)' : ''} | ${cells} |`,
  );
  return [`| Plan | ${standard} | ${ai} |`, '|---|---|---|', ...lines].join('\n');
}

function errorTable(): string {
  const rows = (Object.keys(ERROR_STATUS) as ErrorCode[]).map(
    (c) => `| ${ERROR_STATUS[c]} | \`${c}\` | ${ERROR_WHEN[c].replace(/\|/g, '\\|')} |`,
  );
  return ['| Status | `error` | When |', '|---|---|---|', ...rows].join('\n');
}

export function guideMarkdown(): string {
  return `Company-facing HTTP/JSON API of the hiring platform: search discoverable candidates, rank your open job postings against a resume, score an interview transcript, and poll asynchronous jobs.

Every operation lives under \`/api/v1/external\` (version 1). Bodies are JSON (\`Content-Type: application/json\`, at most 1 MiB). Successful bodies are an envelope: \`{"status": "success", "data": ...}\` for 200 and \`{"status": "accepted", "data": ...}\` for 202. Unknown body fields and unknown query parameters are refused (400), and lengths count Unicode code points.

## Authentication

Send the company's API key on every request: \`Authorization: Bearer <API_KEY>\`. A key is \`sk_live_\` (production) or \`sk_test_\` (non-production) followed by 43 characters of base64url. It is shown once at creation (API keys area of the company settings); only a hash is kept, so a lost key cannot be recovered: create a new one.

**Keys are for servers only**: never put one in browser or mobile code. The API sends no CORS headers, and this page has no "try it out" for the same reason.

| Scope | Grants |
|---|---|
| \`candidates:read\` | \`GET /api/v1/external/candidates\` |
| \`ai:match\` | \`POST /api/v1/external/ai/match-jobs\` |
| \`ai:score\` | \`POST /api/v1/external/ai/score-interview\` |
| \`jobs:read\` | \`GET /api/v1/external/jobs/{job_id}\` |

New keys get every scope. A missing, malformed, unknown, expired or revoked key is **401 UNAUTHORIZED** (with \`WWW-Authenticate: Bearer\`); a key without the endpoint's scope, or a company without an active or trialing subscription, is **403 FORBIDDEN**. \`GET /api/v1/external/me\` checks a key without using any window.

**Key rotation**: when an operator rolls a key, the old key keeps working for a grace period (24 hours unless chosen otherwise) and every answer to it carries \`Deprecation: @<Unix time of the roll>\` (RFC 9745) and \`Sunset: <HTTP-date>\` (RFC 8594), the moment it starts getting 401. Switch to the new key before then; its answers carry neither header.

## Rate limits

Requests are counted per key in two exact sliding windows, shared by every API process:

${plansTable()}

- The **standard window** counts \`GET /candidates\` and \`GET /jobs/{job_id}\` (every request that passed the scope check).
- The **AI window** counts \`POST /ai/match-jobs\` and \`POST /ai/score-interview\` calls that passed validation and are not idempotent replays. Enterprise contracts may set a custom AI limit.
- Every response after successful authentication carries \`X-RateLimit-Limit\` (the window's limit), \`X-RateLimit-Remaining\` (left after this request) and \`X-RateLimit-Reset\` (Unix seconds at which the oldest counted request leaves the window), plus the IETF draft fields \`RateLimit-Policy\` and \`RateLimit\`.
- Past the limit the answer is **429 RATE_LIMITED** with \`Retry-After\` (seconds) and the same number as \`retryAfter\` in the body. Wait that long before retrying; 429s do not count.
- Checks run in this order: authentication (401), subscription and scope (403), the standard window (429), input (400/413/415), idempotent replay, the AI window (429), then the work. A request refused before the rate-limit step counts toward nothing.

## Idempotency

Both AI operations accept an optional \`Idempotency-Key\` header: 1 to 255 printable ASCII characters, scoped to your company.

- Within 24 hours, the same key with the same endpoint and the same body (compared as canonical JSON, so key order does not matter) returns the **original status and body** with \`Idempotent-Replayed: true\`. The work does not run again and the AI window is not used.
- A duplicate that arrives while the original still runs waits for it and returns the same outcome (or, when async, the same \`job_id\`): the work runs exactly once.
- The same key with a different body or on the other endpoint is **422 IDEMPOTENCY_KEY_REUSED**.
- Validation failures and 5xx outcomes are not saved, so a corrected retry with the same key proceeds.

Use a fresh key (for example a UUID) per logical operation and reuse it on every retry of that operation.

## Asynchronous jobs and polling

With \`"async": true\` an AI operation answers **202** with \`{job_id, status: "queued", check_status_url}\` and a \`Location\` header. A synchronous call that outlasts the server's sync timeout (30 s by default) answers **504 SYNC_TIMEOUT** with the same \`job_id\` and \`check_status_url\`: nothing is lost, the work goes on.

Poll \`GET /api/v1/external/jobs/{job_id}\` until \`status\` is \`completed\` (\`result\` holds the payload, exactly the synchronous \`data\`) or \`failed\` (\`error\` holds \`{code, message}\`). Recommended schedule: first wait **${POLLING.firstWaitSeconds} s**, multiply the wait by **${POLLING.factor}** after each poll, cap it at **${POLLING.capSeconds} s**, give up after **${POLLING.maxPolls} polls**. While a job runs, its status response also suggests the next wait in \`Retry-After\`.

${pollingLine()}

Jobs (and idempotency records) are kept 24 hours from creation; after that the job reads as 404.

## Errors

Every error body is \`{"statusCode", "error", "message"}\`; \`details\` (a list of \`{path, message}\`) is added to 400 VALIDATION_ERROR and \`retryAfter\` to 429. Every response carries \`X-Request-Id\` (yours if you sent a sane one: 1 to 128 of \`A-Z a-z 0-9 . _ : -\`); quote it when reporting a problem.

${errorTable()}
`;
}
