// Provenance of an AI result: which engine produced it (`local` or `openai:<model>`).
import type { Config } from '../config';
import { LOCAL_ENGINE, providerEngineLabel } from '../domain/provider/engine';
import type { ProviderEngine } from '../../workflows/types';

/** Response header naming the engine of an AI result (200s of the AI endpoints, completed jobs). */
export const AI_ENGINE_HEADER = 'X-AI-Engine';

/** What a job needs to know of the provider: no key, no URL (the worker holds those). */
export function providerEngineOf(config: Config): ProviderEngine | undefined {
  if (config.AI_PROVIDER !== 'openai' || !config.AI_MODEL) return undefined;
  return {
    label: providerEngineLabel(config.AI_MODEL),
    fallback: config.AI_FALLBACK,
    timeoutMs: config.AI_TIMEOUT_MS,
    retryBudgetMs: config.AI_RETRY_BUDGET_MS,
  };
}

/**
 * A workflow's result as the spec's body and its engine: jobs with a provider return
 * `{ aiEngine, output }` (workflows/types.ts EngineResult); a bare result is the local engine's.
 */
export function splitEngineResult(raw: unknown): { result: unknown; engine: string } {
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const r = raw as { aiEngine?: unknown; output?: unknown };
    if (typeof r.aiEngine === 'string' && 'output' in r && Object.keys(r).length === 2)
      return { result: r.output, engine: r.aiEngine };
  }
  return { result: raw, engine: LOCAL_ENGINE };
}
