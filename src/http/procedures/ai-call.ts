import { checkIdempotencyKey } from '../../domain/idempotency';
import { AppError } from '../../errors';
import { aiOutcome } from '../../metrics/api-metrics';
import { jobStatusUrl } from '../../api-paths';
import { AI_ENGINE_HEADER } from '../../services/ai-engine';
import {
  JOB_NOT_STARTED,
  runAiCall,
  type AiCall,
  type AiCallOutcome,
  type AiCallRequest,
} from '../../services/ai-call.service';
import { rateLimitService } from '../../services/rate-limit.service';
import type { RequestContext } from '../context';

/** R9 header check: part of validation, so it runs before the AI window (R5). */
export function idempotencyKeyOf(ctx: RequestContext): string | null {
  const raw = ctx.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (Array.isArray(raw))
    throw new AppError('VALIDATION_ERROR', 'Idempotency-Key must be sent once', {
      details: [{ path: 'Idempotency-Key', message: 'is repeated' }],
    });
  const problem = checkIdempotencyKey(raw);
  if (problem)
    throw new AppError('VALIDATION_ERROR', problem, { details: [{ path: 'Idempotency-Key', message: problem }] });
  return raw;
}

const modeOf = (call: { async: boolean }) => (call.async ? 'async' : 'sync');

/** A replay is counted as such, not as a second call: it started nothing. */
function countAiCall(
  ctx: RequestContext,
  call: Pick<AiCall, 'type' | 'async'>,
  outcome: Pick<AiCallOutcome, 'status' | 'replayed'>,
): void {
  const m = ctx.deps.metrics;
  if (!m) return;
  if (outcome.replayed) {
    m.idempotentReplays.inc({ operation: call.type });
    return;
  }
  const result = aiOutcome(outcome.status);
  m.aiCalls.inc({ operation: call.type, mode: modeOf(call), outcome: result });
  if (result === 'sync_timeout') m.syncTimeouts.inc({ operation: call.type });
}

/** The headers an AI call's outcome earns: where to poll, the engine, R9's replay mark, R2's Retry-After. */
export function aiCallHeaders(o: Omit<AiCallOutcome, 'window'>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (o.jobId !== null && (o.status === 202 || o.status === 504)) headers.Location = jobStatusUrl(o.jobId);
  if (o.engine !== null) headers[AI_ENGINE_HEADER] = o.engine;
  // R2: a 503 always says when to come back (a job can fail so when the resume parser is saturated).
  if (o.status === 503) headers['Retry-After'] = '5';
  if (o.replayed) headers['Idempotent-Replayed'] = 'true';
  return headers;
}

/** Runs a validated AI call and puts its status, headers and window on the response. */
export async function respondAiCall(
  ctx: RequestContext & { auth: NonNullable<RequestContext['auth']> },
  call: AiCallRequest,
  idempotencyKey: string | null,
) {
  const body = ctx.body.kind === 'json' ? ctx.body.value : null;
  const outcome = await runAiCall(
    ctx.deps,
    ctx.auth,
    { ...call, body, idempotencyKey, requestId: ctx.requestId },
    { limiter: rateLimitService },
  ).catch((err: unknown) => {
    // Temporal out of reach: the call was counted but no job started. A replay that gave up
    // waiting for its original started nothing and tried nothing: it is not an AI call.
    if (err instanceof AppError && err.options.reason === JOB_NOT_STARTED)
      ctx.deps.metrics?.aiCalls.inc({ operation: call.type, mode: modeOf(call), outcome: 'unavailable' });
    throw err;
  });
  countAiCall(ctx, call, outcome);
  ctx.res.status = outcome.status;
  if (outcome.window) ctx.res.reading = outcome.window;
  Object.assign(ctx.res.headers, aiCallHeaders(outcome));
  return outcome.body;
}
