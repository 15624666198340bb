// Model calls as regular Temporal activities: slow, rate-limited and flaky is what retries with
// backoff, timeouts and heartbeats are for. Only the blind view of a resume or transcript is sent.
import { ApplicationFailure, Context } from '@temporalio/activity';
import { NO_USAGE, type TokenUsage } from '../domain/provider/engine';
import { candidatesFor, DESCRIPTION_CHARS } from '../domain/provider/matching';
import type { Scorecard } from '../domain/scoring';
import { postingDescriptionStarts } from '../db/postings.repository';
import { createModelClient, type ModelClient } from '../services/model/chat-client';
import { ModelFailure, RETRYABLE_KINDS } from '../services/model/failure';
import { fitCandidates, rankWithModelClient } from '../services/model/model-matching';
import { scoreWithModelClient } from '../services/model/model-scoring';
import type {
  MatchJobsResult,
  ModelRankInput,
  ModelScoreInput,
  RankPostingsInput,
  ScoreInterviewInput,
} from '../../workflows/types';
import type { ActivityDeps } from './deps';
import { rankCorpus, type CompanyCorpus, type CompanyCorpusReader } from './matching.activities';
import { translated } from './failures';
import { withHeartbeat } from './heartbeat';
import { codeLabel, fallbackReasonLabel } from '../metrics/worker-metrics';

/** ApplicationFailure types of model failures; the workflow's retry policy lists the final ones. */
export const PROVIDER_FAILURE = {
  rate_limited: 'PROVIDER_RATE_LIMITED',
  unavailable: 'PROVIDER_UNAVAILABLE',
  timeout: 'PROVIDER_TIMEOUT',
  bad_output: 'PROVIDER_BAD_OUTPUT',
  rejected: 'PROVIDER_REJECTED',
  not_configured: 'PROVIDER_NOT_CONFIGURED',
} as const;

export interface ModelScoreResult {
  scorecard: Scorecard;
  usage: TokenUsage;
}

export interface ModelMatchResult extends MatchJobsResult {
  usage: TokenUsage;
}

/** The local path's own activities: the fallback answers exactly as a job without a provider would. */
export interface LocalEngines {
  scoreTranscript(input: ScoreInterviewInput): Promise<Scorecard>;
  rankOpenPostings(input: RankPostingsInput): Promise<MatchJobsResult>;
}

export function createProviderActivities(deps: ActivityDeps, corpusOf: CompanyCorpusReader, local: LocalEngines) {
  const client: ModelClient | null = deps.model ?? createModelClient(deps.config);

  /** ModelFailure -> ApplicationFailure (retryable per kind, honouring Retry-After); logged with the reason only. */
  async function providerCall<T>(what: string, fn: (client: ModelClient) => Promise<T>): Promise<T> {
    const info = Context.current().info;
    if (!client) {
      throw ApplicationFailure.nonRetryable(
        'This worker has no model provider configured (AI_PROVIDER).',
        PROVIDER_FAILURE.not_configured,
      );
    }
    try {
      const result = await withHeartbeat(() => fn(client));
      deps.metrics?.modelCalls.inc({ operation: what, outcome: 'ok' });
      return result;
    } catch (err) {
      if (!(err instanceof ModelFailure)) throw err;
      deps.metrics?.modelCalls.inc({ operation: what, outcome: codeLabel(PROVIDER_FAILURE[err.kind]) });
      deps.log.warn('model call failed', {
        job_id: jobId(),
        call: what,
        attempt: info.attempt,
        reason: err.kind,
        detail: err.message,
      });
      throw ApplicationFailure.create({
        message: err.message,
        type: PROVIDER_FAILURE[err.kind],
        nonRetryable: !RETRYABLE_KINDS.has(err.kind),
        nextRetryDelay: err.retryAfterMs ?? undefined,
      });
    }
  }

  /** The description starts of `ids`, read once per version of the company's open postings (the corpus). */
  async function descriptionStarts(companyId: string, corpus: CompanyCorpus, ids: string[]) {
    const missing = ids.filter((id) => !corpus.descriptionStarts.has(id));
    if (missing.length > 0)
      for (const [id, start] of await postingDescriptionStarts(deps.db, companyId, missing, DESCRIPTION_CHARS))
        corpus.descriptionStarts.set(id, start);
    return corpus.descriptionStarts;
  }

  /** The job's text from its history; a worker composed without the reader is one without a usable provider. */
  async function jobText(): Promise<string> {
    if (!deps.jobText) {
      throw ApplicationFailure.nonRetryable(
        "This worker cannot read a job's text from its history.",
        PROVIDER_FAILURE.not_configured,
      );
    }
    return deps.jobText();
  }

  const activities = {
    /**
     * The model scores each dimension from the blind transcript with verbatim evidence; quotes the
     * transcript does not hold are dropped; a dimension left without evidence is asked once more,
     * then takes the local engine's score. overall_score and recommendation are computed here (R21).
     */
    async scoreWithModel(input: ScoreInterviewInput): Promise<ModelScoreResult> {
      return providerCall('score', async (model) => {
        const r = await scoreWithModelClient(model, input, Context.current().cancellationSignal, (i) =>
          local.scoreTranscript({ ...input, ...i }),
        );
        if (r.localDimensions.length > 0) {
          deps.log.warn('model gave no verifiable evidence; the local engine scores these dimensions', {
            job_id: jobId(),
            dimensions: r.localDimensions.join(','),
          });
        }
        return { scorecard: r.scorecard, usage: r.usage };
      });
    },

    /**
     * The local engine retrieves the best max(limit, 10) open postings; the model judges their
     * fit from the blind resume; min_score and limit apply to the model's fit (R19).
     */
    async rankWithModel(input: RankPostingsInput): Promise<ModelMatchResult> {
      const corpus = await translated(() => corpusOf(input.companyId));
      // Retrieval is the local path's own ranking, of the best max(limit, 10) at any score.
      const { matches: retrieved } = rankCorpus(corpus, { ...input, limit: candidatesFor(input.limit), minScore: 0 });
      if (retrieved.length === 0) return { matches: [], usage: NO_USAGE };
      const ids = retrieved.map((m) => m.job_id);
      const starts = await translated(() => descriptionStarts(input.companyId, corpus, ids));
      const candidates = fitCandidates(retrieved, corpus.postings, starts);
      return providerCall('match', (model) =>
        rankWithModelClient(model, input.resumeText, candidates, input, Context.current().cancellationSignal),
      );
    },

    /** scoreWithModel, the transcript read from the job's history instead of carried in the input. */
    async scoreJobWithModel(input: ModelScoreInput): Promise<ModelScoreResult> {
      return activities.scoreWithModel({ ...input, transcript: await jobText() });
    },

    /** rankWithModel, the resume read from the job's history instead of carried in the input. */
    async rankJobWithModel(input: ModelRankInput): Promise<ModelMatchResult> {
      return activities.rankWithModel({ ...input, resumeText: await jobText() });
    },

    /** The local engine after the provider failed: logs the reason (never the text), then answers as the local path does. */
    async scoreLocallyAfterFailure(input: ScoreInterviewInput, reason: string): Promise<Scorecard> {
      deps.log.warn('model provider failed; the local engine answers', { job_id: jobId(), reason });
      deps.metrics?.modelFallbacks.inc({ operation: 'score', reason: fallbackReasonLabel(reason) });
      return local.scoreTranscript(input);
    },

    async rankLocallyAfterFailure(input: RankPostingsInput, reason: string): Promise<MatchJobsResult> {
      deps.log.warn('model provider failed; the local engine answers', { job_id: jobId(), reason });
      deps.metrics?.modelFallbacks.inc({ operation: 'match', reason: fallbackReasonLabel(reason) });
      return local.rankOpenPostings(input);
    },
  };
  return activities;
}

/** The job id (workflow id = job id, R10) for log lines. */
const jobId = (): string | undefined => Context.current().info.workflowExecution?.workflowId;
