// Interview scoring with a model client: the path the activity takes and the evaluation measures.
import { blindTranscript } from '../../domain/blind';
import { addUsage, type TokenUsage } from '../../domain/provider/engine';
import {
  checkEvidence,
  modelScorecard,
  parseScoringAnswer,
  SCORING_SCHEMA_NAME,
  scoringMessages,
  scoringSchema,
} from '../../domain/provider/scoring';
import {
  DIMENSIONS,
  notAssessedIn,
  scoreInterview,
  type Dimension,
  type DimensionScore,
  type Rubric,
  type Scorecard,
} from '../../domain/scoring';
import { roleScoringContext } from '../../domain/scoring/role-skills';
import type { ModelClient } from './chat-client';
import { ModelFailure } from './failure';

export interface ModelScoring {
  scorecard: Scorecard;
  usage: TokenUsage;
  /**
   * Dimensions the model gave no verifiable evidence for, twice: the local engine scored them (one
   * it did not assess takes the weighted mean of the others, as on the local path).
   */
  localDimensions: Dimension[];
}

/** The local engine, as the API runs it (role skills and taxonomy). */
export function scoreLocally(input: { transcript: string; role: string; rubric: Rubric | null }): Scorecard {
  return scoreInterview({
    transcript: input.transcript,
    role: input.role,
    rubric: input.rubric,
    ...roleScoringContext(input.role),
  });
}

/**
 * The model scores each dimension from the blind transcript with verbatim evidence; quotes the
 * transcript does not hold are dropped; a dimension left without evidence is asked once more,
 * then takes the local engine's score, or the weighted mean of the others where the local engine
 * did not assess it (all three without: a ModelFailure, the job's fallback).
 */
export async function scoreWithModelClient(
  model: ModelClient,
  input: { transcript: string; role: string; rubric: Rubric | null },
  signal?: AbortSignal,
  /** The local path's scorer, for dimensions without evidence (the worker passes its own activity's). */
  localScore: (input: {
    transcript: string;
    role: string;
    rubric: Rubric | null;
  }) => Scorecard | Promise<Scorecard> = scoreLocally,
): Promise<ModelScoring> {
  const transcript = blindTranscript(input.transcript);
  const ask = (dims: readonly Dimension[]) =>
    model.completeJson({
      schemaName: SCORING_SCHEMA_NAME,
      schema: scoringSchema(dims),
      messages: scoringMessages({ blindTranscript: transcript, role: input.role, rubric: input.rubric, dims }),
      parse: (json) => parseScoringAnswer(json, dims),
      signal,
    });
  const first = await ask(DIMENSIONS);
  let usage = first.usage;
  let { checked, missing } = checkEvidence(first.value, transcript);
  if (missing.length > 0) {
    const again = await ask(missing);
    usage = addUsage(usage, again.usage);
    const second = checkEvidence(again.value, transcript);
    checked = { ...checked, ...second.checked };
    missing = second.missing;
  }
  if (missing.length === DIMENSIONS.length)
    throw new ModelFailure('bad_output', 'The model quoted nothing the transcript holds, twice.');
  const dims: Partial<Record<Dimension, DimensionScore>> = {};
  for (const d of DIMENSIONS) if (checked[d]) dims[d] = { score: checked[d]!.score, feedback: checked[d]!.feedback };
  // A dimension the local engine did not assess carries the mean of its other dimensions, not
  // the model's: the scorecard re-fills it from the model's (modelScorecard).
  let notAssessed: Dimension[] = [];
  if (missing.length > 0) {
    const local = await localScore(input);
    for (const d of missing) dims[d] = local.dimensions[d];
    notAssessed = notAssessedIn(local).filter((d) => missing.includes(d));
  }
  return {
    scorecard: modelScorecard(dims as Record<Dimension, DimensionScore>, input.role, input.rubric, notAssessed),
    usage,
    localDimensions: missing,
  };
}
