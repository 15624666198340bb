// The interview scoring engine: transcript in, Scorecard out. Pure and deterministic (no
// clock, no randomness, no I/O): the same input always gives a deep-equal scorecard, which is
// what lets idempotent replays and async jobs return exactly what a sync call would.
// The role's expected skills and the skill extractor are injected, so the engine does not
// depend on any particular skills taxonomy.

import { blindTranscript } from '../blind/index';
import { scoreCommunication } from './communication';
import { overallScore, passMarkOf, recommend, weightsOf, type Recommendation } from './composite';
import type { DimensionResult } from './dimension';
import { scoreProblemSolving } from './problem-solving';
import type { Dimension, Rubric } from './rubric';
import type { SkillExtractor } from './skill-match';
import { buildSpeech } from './speech';
import { buildSummary } from './summary';
import { scoreTechnical } from './technical';
import { candidateTurns, parseTranscript, questionsAnswered, type ParsedTranscript } from './transcript';

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
}

/** Full analysis, with the measured signals behind each score (for evaluation and debugging). */
export function analyseInterview(input: ScoreInterviewInput): InterviewAnalysis {
  const parsed = parseTranscript(blindTranscript(input.transcript)); // the blind view only (docs/fairness.md)
  const turns = candidateTurns(parsed);
  const speech = buildSpeech(turns);
  const criteria = input.rubric?.criteria;

  const results: Record<Dimension, DimensionResult> = {
    technical_accuracy: scoreTechnical({
      speech,
      questions: questionsAnswered(parsed),
      expectedSkills: input.expectedSkills,
      extractSkills: input.extractSkills,
      criteria: criteria?.technical_accuracy,
    }),
    communication: scoreCommunication({ speech, criteria: criteria?.communication, extractSkills: input.extractSkills }),
    problem_solving: scoreProblemSolving({ speech, criteria: criteria?.problem_solving, extractSkills: input.extractSkills }),
  };
  const scores = {
    technical_accuracy: results.technical_accuracy.score,
    communication: results.communication.score,
    problem_solving: results.problem_solving.score,
  };
  const overall = overallScore(scores, weightsOf(input.rubric));
  const passMark = passMarkOf(input.rubric);
  const recommendation = recommend(overall, passMark);

  const scorecard: Scorecard = {
    overall_score: overall,
    dimensions: {
      technical_accuracy: { score: scores.technical_accuracy, feedback: results.technical_accuracy.feedback },
      communication: { score: scores.communication, feedback: results.communication.feedback },
      problem_solving: { score: scores.problem_solving, feedback: results.problem_solving.feedback },
    },
    summary: buildSummary({
      role: input.role,
      parsed,
      answers: speech.coreTurnWords.length,
      words: speech.allWords,
      scores,
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
  };
}

/** Scores an interview transcript for a role (see ScoreInterviewInput). */
export function scoreInterview(input: ScoreInterviewInput): Scorecard {
  return analyseInterview(input).scorecard;
}
