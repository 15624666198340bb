// Match ranking with a model client: the local engine's candidates, judged by the model.
import { blindResume } from '../../domain/blind';
import { toTime, type JobMatch, type PostingFeatures } from '../../domain/matching';
import type { TokenUsage } from '../../domain/provider/engine';
import {
  applyFit,
  MATCHING_SCHEMA_NAME,
  matchingMessages,
  matchingSchema,
  parseMatchingAnswer,
  type PostingBrief,
} from '../../domain/provider/matching';
import type { ModelClient } from './chat-client';

export interface FitCandidate {
  match: JobMatch;
  /** The posting's last update (ms): R19's tie-break. */
  updatedAt: number;
  requiredSkills: string[];
  descriptionStart: string;
}

/** A posting as the local engine ranked it: its id, last update and stored features. */
export interface RankedPosting {
  posting: { id: string; updated_at: Date | string };
  features: PostingFeatures;
}

/**
 * What the model is told of each of the local engine's matches: the posting's required skills as
 * the engine read them (the listed ones, else those its description names), the start of its
 * description and its last update. The job and the evaluation both build their candidates here,
 * so the evaluation measures what the job sends.
 */
export function fitCandidates(
  matches: readonly JobMatch[],
  postings: readonly RankedPosting[],
  descriptionStarts: ReadonlyMap<string, string>,
): FitCandidate[] {
  const byId = new Map(postings.map((p) => [p.posting.id, p]));
  return matches.map((match) => {
    const ranked = byId.get(match.job_id);
    // The matches are the ranking of these very postings.
    if (!ranked) throw new Error(`posting ${match.job_id} is not among the postings it was ranked from`);
    return {
      match,
      updatedAt: toTime(ranked.posting.updated_at),
      requiredSkills: ranked.features.skills.map((s) => s.name),
      descriptionStart: descriptionStarts.get(match.job_id) ?? '',
    };
  });
}

/**
 * The model's fit for every candidate, ordered per R19, then min_score and limit. Always one
 * request: a caller with no candidates answers without calling (the activity does).
 */
export async function rankWithModelClient(
  model: ModelClient,
  resumeText: string,
  candidates: readonly FitCandidate[],
  opts: { limit: number; minScore: number },
  signal?: AbortSignal,
): Promise<{ matches: JobMatch[]; usage: TokenUsage }> {
  const ids = candidates.map((c) => c.match.job_id);
  const briefs: PostingBrief[] = candidates.map((c) => ({
    job_id: c.match.job_id,
    title: c.match.title,
    required_skills: c.requiredSkills,
    description_start: c.descriptionStart,
  }));
  const answer = await model.completeJson({
    schemaName: MATCHING_SCHEMA_NAME,
    schema: matchingSchema(ids),
    messages: matchingMessages(blindResume(resumeText), briefs),
    parse: (json) => parseMatchingAnswer(json, ids),
    signal,
  });
  return { matches: applyFit(candidates, answer.value, opts), usage: answer.usage };
}
