import { checkIdempotencyKey } from '../../domain/idempotency';
import { AppError } from '../../errors';
import { aiOutcome } from '../../metrics/api-metrics';
import { JOB_NOT_STARTED, runAiCall, type AiCall, type AiCallRequest } from '../../services/ai-call.service';
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
  outcome: { status: number; headers: Record<string, string> },
): void {
  const m = ctx.deps.metrics;
  if (!m) return;
  if (outcome.headers['Idempotent-Replayed'] === 'true') {
    m.idempotentReplays.inc({ operation: call.type });
    return;
  }
  const result = aiOutcome(outcome.status);
  m.aiCalls.inc({ operation: call.type, mode: modeOf(call), outcome: result });
  if (result === 'sync_timeout') m.syncTimeouts.inc({ operation: call.type });
}

/** Runs a validated AI call and puts its status and headers on the response. */
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
    { limiter: rateLimitService, sink: ctx.res },
  ).catch((err: unknown) => {
    // Temporal out of reach: the call was counted but no job started. A replay that gave up
    // waiting for its original started nothing and tried nothing: it is not an AI call.
    if (err instanceof AppError && err.options.reason === JOB_NOT_STARTED)
      ctx.deps.metrics?.aiCalls.inc({ operation: call.type, mode: modeOf(call), outcome: 'unavailable' });
    throw err;
  });
  countAiCall(ctx, call, outcome);
  ctx.res.status = outcome.status;
  Object.assign(ctx.res.headers, outcome.headers);
  return outcome.body;
}
