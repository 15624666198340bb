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
  /** Accepted with 202: the job's end is sent to the company's webhook endpoints (R25). */
  events?: boolean;
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
  /** Accepted with 202: the job's end is sent to the company's webhook endpoints (R25). */
  events?: boolean;
}

export type ScoreInterviewResult = Scorecard;

/**
 * A model call's input without the job's text: the activity reads the transcript or resume from
 * the job's history, which holds it once already (its start input or its resume download).
 */
export type ModelScoreInput = Omit<ScoreInterviewInput, 'transcript' | 'events'>;
export type ModelRankInput = Omit<RankPostingsInput, 'resumeText'>;

/**
 * How a job ended, as its workflow hands it to prepareJobEvents or the job-events workflow (the
 * R2 code not yet vetted).
 */
export type JobEnd =
  | { status: 'completed'; result: unknown }
  /** The result is already in the job's row (storeJobResult): only the job id travels on. */
  | { status: 'completed'; stored: true }
  | { status: 'failed'; failureType: string | null; message: string };

/** A completed job's result for its row, and when the job ended (ISO 8601). */
export interface StoreJobResultInput {
  jobId: string;
  result: unknown;
  endedAt: string;
}

/** The input of dispatchJobEvents: one job's end, to be sent to the company's endpoints (R25). */
export interface JobEventsInput {
  jobId: string;
  companyId: string;
  end: JobEnd;
  /** When the job ended (ISO 8601): the job's `updated_at` and the event's `timestamp`. */
  endedAt: string;
  /** The request that accepted the job (its memo), for the delivery log; absent on older jobs. */
  requestId: string | null;
}

/** One message's delivery: its schedule travels with it, the payload stays sealed in MySQL. */
export interface DeliveryOrder {
  messageId: string;
  companyId: string;
  endpointId: string;
  jobId: string | null;
  /** WEBHOOK_RETRY_SCHEDULE when the message was created: delays after the first attempt (ms). */
  delaysMs: number[];
}

/** What deliverWebhook asks of one attempt: the wait it planned (jittered) should this one fail. */
export interface AttemptInput {
  messageId: string;
  companyId: string;
  endpointId: string;
  /** null: no attempt follows this one. */
  plannedDelayMs: number | null;
}

export interface AttemptOutcome {
  outcome: 'delivered' | 'retrying' | 'failed';
  /** The wait before the next attempt: null once the delivery has ended. */
  nextDelayMs: number | null;
}
