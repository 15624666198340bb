import {
  ActivityFailure,
  ApplicationFailure,
  proxyActivities,
  proxyLocalActivities,
  TimeoutFailure,
  upsertSearchAttributes,
} from '@temporalio/workflow';
// Only import the activity types: workflow code runs in Temporal's sandbox, without Node.
import type { Activities } from '../src/activities';
import type { EngineResult, ProviderEngine } from './types';

/**
 * The marker of model calls that read the job's text from its history (scoreJobWithModel,
 * rankJobWithModel) instead of carrying it in their recorded input, a second copy for the
 * namespace's retention. Histories recorded before it schedule scoreWithModel and rankWithModel
 * with the text, and replay so.
 */
export const MODEL_TEXT_FROM_HISTORY_PATCH = 'model-text-from-history';

/** Model failures that no retry can mend: they go straight to the fallback. */
const FINAL = [
  'PROVIDER_BAD_OUTPUT',
  'PROVIDER_REJECTED',
  'PROVIDER_NOT_CONFIGURED',
  'INTERNAL_ERROR',
  'VALIDATION_ERROR',
];

/**
 * Model calls are regular activities (not local ones): each attempt is recorded, a worker that
 * dies mid-call is noticed by the heartbeat timeout and the call runs again elsewhere, and 429s,
 * 5xx, timeouts and refused connections retry with backoff (or after Retry-After) until the
 * retry budget is spent.
 */
export function modelActivities(engine: ProviderEngine) {
  return proxyActivities<Activities>({
    // A call may make three requests (a corrective turn, a second ask for evidence), each bounded
    // by AI_TIMEOUT_MS, plus its wait for a free slot of AI_MAX_CONCURRENCY.
    startToCloseTimeout: 3 * engine.timeoutMs + 10_000,
    heartbeatTimeout: '5 seconds',
    scheduleToCloseTimeout: engine.retryBudgetMs,
    retry: {
      initialInterval: '1 second',
      backoffCoefficient: 2,
      maximumInterval: '30 seconds',
      nonRetryableErrorTypes: FINAL,
    },
  });
}

export const { scoreLocallyAfterFailure, rankLocallyAfterFailure } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '20 seconds',
  retry: {
    initialInterval: '500 milliseconds',
    backoffCoefficient: 2,
    maximumInterval: '10 seconds',
    maximumAttempts: 8,
  },
});

/** Why the provider path gave up, in our words: a failure type or the retry budget, never model text. */
export function fallbackReason(err: unknown): string {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof TimeoutFailure) return 'retry budget (AI_RETRY_BUDGET_MS) spent';
  if (cause instanceof ApplicationFailure) return `${cause.type ?? 'ApplicationFailure'}: ${cause.message}`;
  return 'unknown provider failure';
}

export function isProviderFailure(err: unknown): boolean {
  if (!(err instanceof ActivityFailure)) return false;
  const cause = err.cause;
  if (cause instanceof TimeoutFailure) return true;
  return cause instanceof ApplicationFailure && typeof cause.type === 'string' && cause.type.startsWith('PROVIDER_');
}

/**
 * Runs the model path; once the provider keeps failing, follows AI_FALLBACK: the local engine
 * (logged with the reason) or SERVICE_UNAVAILABLE. The engine that answered becomes the job's
 * AiEngine search attribute and travels with the result.
 */
export async function withFallback<T>(
  engine: ProviderEngine,
  model: () => Promise<T>,
  local: (reason: string) => Promise<T>,
): Promise<EngineResult<T>> {
  let output: T;
  let aiEngine = engine.label;
  try {
    output = await model();
  } catch (err) {
    if (!isProviderFailure(err)) throw err;
    const reason = fallbackReason(err);
    if (engine.fallback === 'fail') {
      throw ApplicationFailure.nonRetryable(
        `The model provider is unavailable (${reason}); retry later.`,
        'SERVICE_UNAVAILABLE',
      );
    }
    output = await local(reason);
    aiEngine = 'local';
  }
  upsertSearchAttributes({ AiEngine: [aiEngine] });
  return { aiEngine, output };
}
