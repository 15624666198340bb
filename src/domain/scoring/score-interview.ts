// The interview scoring engine: transcript in, Scorecard out. Pure and deterministic (no
// clock, no randomness, no I/O): the same input always gives a deep-equal scorecard, which is
// what lets idempotent replays and async jobs return exactly what a sync call would.
// The role's expected skills and the skill extractor are injected, so the engine does not
// depend on any particular skills taxonomy.

import { blindTranscript } from '../blind/index';
import { scoreCommunication } from './communication';
import { overallScore, passMarkOf, recommend, weightedMean, weightsOf, type Recommendation } from './composite';
import { MIN_WORDS, type DimensionResult, type ScoreMake } from './dimension';
import { scoreProblemSolving } from './problem-solving';
import { DIMENSIONS, type Dimension, type Rubric, type Weights } from './rubric';
import type { SkillExtractor } from './skill-match';
import { measureSoundness } from './soundness';
import { buildSpeech } from './speech';
import { buildSummary } from './summary';
import { scoreTechnical } from './technical';
import { candidateTurns, parseTranscript, type ParsedTranscript } from './transcript';

export interface ScoreInterviewInput {
  transcript: string;
  role: string;
  rubric?: Rubric | null;
  /** Skills the role calls for (e.g. from role-skills.ts); feeds technical_accuracy. */
  expectedSkills?: string[];
  /** Skill extractor of a taxonomy; without it skills are matched as literal phrases. */
  extractSkills?: SkillExtractor;
}

export interface DimensionScore {
  score: number;
  feedback: string;
}

export interface Scorecard {
  overall_score: number;
  dimensions: Record<Dimension, DimensionScore>;
  summary: string;
  recommendation: Recommendation;
}

export interface InterviewAnalysis {
  scorecard: Scorecard;
  parsed: ParsedTranscript;
  signals: Record<Dimension, Record<string, number>>;
  /** Each dimension's parts (0..1) and whether it was assessed, for evaluation. */
  parts: Record<Dimension, Record<string, number>>;
  assessed: Record<Dimension, boolean>;
  /** Each dimension's measured score, before an unassessed one is replaced by the mean. */
  measured: Record<Dimension, number>;
  /** What each measured score is made of (quality, evidence, bonus), to try other scales. */
  makes: Record<Dimension, ScoreMake>;
}

/** Full analysis, with the measured signals behind each score (for evaluation and debugging). */
export function analyseInterview(input: ScoreInterviewInput): InterviewAnalysis {
  const parsed = parseTranscript(blindTranscript(input.transcript)); // the blind view only (docs/fairness.md)
  const turns = candidateTurns(parsed);
  const speech = buildSpeech(turns);
  // How soundly claims are made, read once from every candidate sentence for both dimensions that judge it.
  const sound = measureSoundness(speech.all);
  const criteria = input.rubric?.criteria;

  const interviewerText = parsed.turns
    .filter((t) => t.role === 'interviewer')
    .map((t) => t.text)
    .join('\n');

  const results: Record<Dimension, DimensionResult> = {
    technical_accuracy: scoreTechnical({
      speech,
      sound,
      interviewerText,
      expectedSkills: input.expectedSkills,
      extractSkills: input.extractSkills,
      criteria: criteria?.technical_accuracy,
    }),
    communication: scoreCommunication({
      speech,
      criteria: criteria?.communication,
      extractSkills: input.extractSkills,
    }),
    problem_solving: scoreProblemSolving({
      speech,
      sound,
      interviewerText,
      criteria: criteria?.problem_solving,
      extractSkills: input.extractSkills,
    }),
  };
  const weights = weightsOf(input.rubric);
  const scores = withUnassessedImputed(results, weights);
  const overall = overallScore(scores, weights);
  const passMark = passMarkOf(input.rubric);
  const recommendation = recommend(overall, passMark);

  const scorecard: Scorecard = {
    overall_score: overall,
    dimensions: {
      technical_accuracy: {
        score: scores.technical_accuracy,
        feedback: feedbackOf(results, 'technical_accuracy', scores),
      },
      communication: { score: scores.communication, feedback: feedbackOf(results, 'communication', scores) },
      problem_solving: { score: scores.problem_solving, feedback: feedbackOf(results, 'problem_solving', scores) },
    },
    summary: buildSummary({
      role: input.role,
      parsed,
      answers: speech.answerWords.length,
      words: speech.allWords,
      scores,
      notAssessed: DIMENSIONS.filter((d) => !results[d].assessed && speech.allWords >= MIN_WORDS),
      overall,
      passMark,
      recommendation,
      rubricName: input.rubric?.name ?? null,
    }),
    recommendation,
  };
  return {
    scorecard,
    parsed,
    signals: {
      technical_accuracy: results.technical_accuracy.signals,
      communication: results.communication.signals,
      problem_solving: results.problem_solving.signals,
    },
    parts: {
      technical_accuracy: results.technical_accuracy.parts,
      communication: results.communication.parts,
      problem_solving: results.problem_solving.parts,
    },
    measured: {
      technical_accuracy: results.technical_accuracy.score,
      communication: results.communication.score,
      problem_solving: results.problem_solving.score,
    },
    makes: {
      technical_accuracy: results.technical_accuracy.make,
      communication: results.communication.make,
      problem_solving: results.problem_solving.make,
    },
    assessed: {
      technical_accuracy: results.technical_accuracy.assessed,
      communication: results.communication.assessed,
      problem_solving: results.problem_solving.assessed,
    },
  };
}

/** Scores an interview transcript for a role (see ScoreInterviewInput). */
export function scoreInterview(input: ScoreInterviewInput): Scorecard {
  return analyseInterview(input).scorecard;
}

/**
 * The published integer scores. R21 requires an integer 0-100 for every dimension, so a
 * dimension the transcript does not cover (assessed: false) takes the rounded weighted mean of
 * the assessed ones: overall_score, computed from the three integers exactly as R21 says, then
 * equals the weighted mean of what was assessed, and an unprobed dimension neither rewards nor
 * penalises the candidate. Its feedback says it was not assessed and which score it carries.
 * With nothing assessed (too little speech), the measured scores stand.
 */
function withUnassessedImputed(
  results: Record<Dimension, DimensionResult>,
  weights: Weights,
): Record<Dimension, number> {
  const scores = {} as Record<Dimension, number>;
  for (const d of DIMENSIONS) scores[d] = results[d].score;
  const assessed = DIMENSIONS.filter((d) => results[d].assessed);
  if (assessed.length === 0 || assessed.length === DIMENSIONS.length) return scores;
  const mean = weightedMean(scores, weights, assessed);
  for (const d of DIMENSIONS) if (!results[d].assessed) scores[d] = mean;
  return scores;
}

const NOT_ASSESSED_REASON: Record<Dimension, string> = {
  technical_accuracy: 'the interviewer asked no technical question and the answers made no technical claim',
  communication: 'the candidate said too little',
  problem_solving: 'the interviewer asked about no problem, decision or way of working',
};

function feedbackOf(
  results: Record<Dimension, DimensionResult>,
  d: Dimension,
  scores: Record<Dimension, number>,
): string {
  const r = results[d];
  if (r.assessed || !DIMENSIONS.some((x) => results[x].assessed)) return r.feedback;
  return notAssessedFeedback(d, scores[d]);
}

const NOT_ASSESSED = 'Not assessed: ';

/** The feedback of a dimension that was not assessed and carries the mean of the assessed ones. */
export function notAssessedFeedback(d: Dimension, score: number): string {
  return `${NOT_ASSESSED}${NOT_ASSESSED_REASON[d]}. The score shown (${score}) is the mean of the assessed dimensions, so it neither raises nor lowers overall_score.`;
}

/**
 * The dimensions a scorecard of this engine marks as not assessed (their feedback says so, see
 * notAssessedFeedback): its score is then only the mean of the others, not a judgement of its own.
 */
export function notAssessedIn(card: Scorecard): Dimension[] {
  return DIMENSIONS.filter((d) => card.dimensions[d].feedback.startsWith(NOT_ASSESSED));
}
