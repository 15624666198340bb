// Inputs and results of the AI workflows. Types only: shared by the sandbox and the service.
import type { JobMatch } from '../src/domain/matching';
import type { Rubric, Scorecard } from '../src/domain/scoring';

/**
 * The model provider a job uses, chosen by the service when it starts the job (AI_* settings).
 * Never a secret: the worker holds the key and base URL. Absent: the local engine alone.
 */
export interface ProviderEngine {
  /** `openai:<model>`, the AiEngine search attribute and X-AI-Engine header of a model result. */
  label: string;
  /** What a job does once the provider keeps failing for retryBudgetMs (AI_FALLBACK). */
  fallback: 'local' | 'fail';
  /** AI_TIMEOUT_MS: one request's limit. */
  timeoutMs: number;
  /** AI_RETRY_BUDGET_MS: how long the provider is retried before the fallback. */
  retryBudgetMs: number;
}

/**
 * The result of a job that had a provider: the engine beside the spec's result body, which the
 * service unwraps (src/services/ai-engine.ts). A bare result is the local engine's.
 */
export interface EngineResult<T> {
  aiEngine: string;
  output: T;
}

export interface MatchJobsInput {
  companyId: string;
  resumeText: string | null;
  resumeUrl: string | null;
  limit: number;
  minScore: number;
  /** When the job was accepted (ISO 8601): "Present" in the resume's dates is read against it, so a job's result never drifts. */
  asOf: string;
  engine?: ProviderEngine;
}

/** Ranking a company's open postings for a resume: the local engine's, the model's and the fallback's input. */
export interface RankPostingsInput {
  companyId: string;
  resumeText: string;
  limit: number;
  minScore: number;
  /** MatchJobsInput.asOf. */
  asOf: string;
}

export interface MatchJobsResult {
  matches: JobMatch[];
}

export interface ScoreInterviewInput {
  transcript: string;
  role: string;
  /** Resolved when the request was accepted, so a later rubric edit cannot change a running job. */
  rubric: Rubric | null;
  engine?: ProviderEngine;
}

export type ScoreInterviewResult = Scorecard;
