// Match ranking with a model client: the local engine's candidates, judged by the model.
import { blindResume } from '../../domain/blind';
import type { JobMatch } from '../../domain/matching';
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
