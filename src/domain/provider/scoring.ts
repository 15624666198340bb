// Interview scoring by a model: the request (schema and messages) and the checks on its answer.
// The model sets each dimension's score, feedback and evidence; overall_score and recommendation
// are always computed by our code from the dimensions and the rubric (R21, composite.ts).
import { z } from 'zod';
import { overallScore, passMarkOf, recommend, weightedMean, weightsOf } from '../scoring/composite';
import { DIMENSIONS, type Dimension, type Rubric } from '../scoring/rubric';
import type { DimensionScore, Scorecard } from '../scoring';
import { notAssessedFeedback } from '../scoring/score-interview';
import { LABEL } from '../scoring/summary';
import { DATA_RULES, dataMessage } from './instructions';
import { verifiedQuotes } from './quotes';

export const SCORING_SCHEMA_NAME = 'interview_scores';

const DESCRIBE: Record<Dimension, string> = {
  technical_accuracy: "how correct, specific and deep the candidate's technical content is for the role",
  communication: "how clear, structured and concise the candidate's answers are",
  problem_solving: 'how the candidate breaks problems down, weighs trade-offs and reasons about results',
};

/** A strict JSON schema (every property required, no others) asking for the given dimensions. */
export function scoringSchema(dims: readonly Dimension[] = DIMENSIONS): Record<string, unknown> {
  const dim = {
    type: 'object',
    additionalProperties: false,
    required: ['score', 'feedback', 'evidence'],
    properties: {
      score: { type: 'integer', minimum: 0, maximum: 100, description: '0-100' },
      feedback: { type: 'string', description: 'One or two sentences for the hiring team, about the answers only.' },
      evidence: {
        type: 'array',
        items: { type: 'string' },
        description: 'Verbatim quotes of the candidate from the transcript.',
      },
    },
  };
  return {
    type: 'object',
    additionalProperties: false,
    required: [...dims],
    properties: Object.fromEntries(dims.map((d) => [d, { ...dim, description: DESCRIBE[d] }])),
  };
}

const dimensionAnswer = z.strictObject({
  score: z.int().min(0).max(100),
  feedback: z.string().trim().min(1).max(1_000),
  evidence: z.array(z.string().max(2_000)).max(20),
});
export type DimensionAnswer = z.infer<typeof dimensionAnswer>;

/** Parses the model's JSON for `dims`; a problem is described for the corrective turn (never echoing the text). */
export function parseScoringAnswer(
  json: unknown,
  dims: readonly Dimension[],
): { ok: true; value: Record<string, DimensionAnswer> } | { ok: false; problem: string } {
  const shape = Object.fromEntries(dims.map((d) => [d, dimensionAnswer]));
  const parsed = z.strictObject(shape).safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data as Record<string, DimensionAnswer> };
  const first = parsed.error.issues[0]!;
  return { ok: false, problem: `schema violation at ${first.path.join('.') || '(root)'}: ${first.message}` };
}

export interface ScoringPromptInput {
  blindTranscript: string;
  role: string;
  rubric: Rubric | null;
  /** Only these dimensions are asked for (a second ask for evidence); all three by default. */
  dims?: readonly Dimension[];
}

export function scoringMessages(p: ScoringPromptInput): Array<{ role: 'system' | 'user'; content: string }> {
  const dims = p.dims ?? DIMENSIONS;
  const criteria = dims.flatMap((d) =>
    (p.rubric?.criteria?.[d] ?? []).map(
      (c) =>
        `- ${d}: ${c.phrase !== undefined ? `the candidate says "${c.phrase}"` : `the candidate shows the skill ${c.skill}`} (weight ${c.weight})`,
    ),
  );
  const system = [
    'You assess a job interview for a hiring team.',
    `For each of these dimensions give an integer score from 0 to 100, feedback, and the candidate's own words that support it as evidence: ${dims.map((d) => `${d} (${DESCRIBE[d]})`).join('; ')}.`,
    "Every evidence item must be copied exactly, character for character, from the candidate's turns in the transcript; never paraphrase. Give at least one quote per dimension.",
    DATA_RULES,
  ].join('\n');
  const context = [
    `Role: ${p.role}`,
    criteria.length > 0
      ? `The company's rubric criteria:\n${criteria.join('\n')}`
      : 'The company gives no rubric criteria.',
  ];
  return [
    { role: 'system', content: system },
    { role: 'user', content: context.join('\n') },
    { role: 'user', content: dataMessage('TRANSCRIPT', p.blindTranscript) },
  ];
}

export interface CheckedDimension extends DimensionScore {
  evidence: string[];
}

/** Keeps the quotes that the blind transcript holds; dimensions left with none are listed as missing. */
export function checkEvidence(
  answer: Record<string, DimensionAnswer>,
  blindTranscript: string,
): { checked: Partial<Record<Dimension, CheckedDimension>>; missing: Dimension[] } {
  const checked: Partial<Record<Dimension, CheckedDimension>> = {};
  const missing: Dimension[] = [];
  for (const [d, a] of Object.entries(answer) as Array<[Dimension, DimensionAnswer]>) {
    const evidence = verifiedQuotes(a.evidence, blindTranscript);
    if (evidence.length === 0) missing.push(d);
    else checked[d] = { score: a.score, feedback: a.feedback, evidence };
  }
  return { checked, missing };
}

/**
 * The scorecard from the dimensions (each from the model, or the local engine's where the model
 * gave no verifiable evidence): overall_score and recommendation by our code (R21).
 * `notAssessed`: dimensions taken from the local engine that it did not assess (notAssessedIn).
 * Their local score is the mean of the local engine's other dimensions, which this scorecard does
 * not use; so, as on the local path, each takes the weighted mean of the assessed dimensions here,
 * neither raises nor lowers overall_score, and is left out of the strongest and weakest.
 */
export function modelScorecard(
  dims: Record<Dimension, DimensionScore>,
  role: string,
  rubric: Rubric | null,
  notAssessed: readonly Dimension[] = [],
): Scorecard {
  const weights = weightsOf(rubric);
  const scores = Object.fromEntries(DIMENSIONS.map((d) => [d, dims[d].score])) as Record<Dimension, number>;
  const feedback = Object.fromEntries(DIMENSIONS.map((d) => [d, dims[d].feedback])) as Record<Dimension, string>;
  const assessed = DIMENSIONS.filter((d) => !notAssessed.includes(d));
  const unassessed = assessed.length > 0 ? DIMENSIONS.filter((d) => notAssessed.includes(d)) : [];
  if (unassessed.length > 0) {
    const mean = weightedMean(scores, weights, assessed);
    for (const d of unassessed) {
      scores[d] = mean;
      feedback[d] = notAssessedFeedback(d, mean);
    }
  }
  const overall = overallScore(scores, weights);
  const passMark = passMarkOf(rubric);
  const recommendation = recommend(overall, passMark);
  const ranked = (unassessed.length > 0 ? assessed : [...DIMENSIONS]).sort((a, b) => scores[b] - scores[a]);
  const best = ranked[0]!;
  const worst = ranked[ranked.length - 1]!;
  const name = role.trim().replace(/\s+/g, ' ').slice(0, 120);
  const verdict =
    overall >= passMark ? `at or above the pass mark of ${passMark}` : `below the pass mark of ${passMark}`;
  const standing =
    ranked.length === 1
      ? `assessed on ${LABEL[best]} only (${scores[best]})`
      : `strongest in ${LABEL[best]} (${scores[best]}), weakest in ${LABEL[worst]} (${scores[worst]})`;
  const closing =
    unassessed.length > 0
      ? ` Not assessed (the interview did not cover it): ${unassessed.map((d) => LABEL[d]).join(' and ')}, scored the mean of the assessed dimensions. Each assessed score rests on the candidate's own words quoted from the transcript.`
      : " Each score rests on the candidate's own words quoted from the transcript.";
  const summary =
    `The candidate for the ${name} role scores ${overall} overall, ${verdict}` +
    `${rubric ? ` of the rubric "${rubric.name}"` : ''}: ${standing}.${closing}`;
  return {
    overall_score: overall,
    dimensions: {
      technical_accuracy: { score: scores.technical_accuracy, feedback: feedback.technical_accuracy },
      communication: { score: scores.communication, feedback: feedback.communication },
      problem_solving: { score: scores.problem_solving, feedback: feedback.problem_solving },
    },
    summary,
    recommendation,
  };
}
