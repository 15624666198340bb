// Interview scoring (POST /ai/score-interview, R21): the public surface of this module.
export {
  scoreInterview,
  analyseInterview,
  notAssessedIn,
  type ScoreInterviewInput,
  type Scorecard,
  type DimensionScore,
  type InterviewAnalysis,
} from './score-interview';
export {
  rubricSchema,
  criterionSchema,
  validateRubric,
  DIMENSIONS,
  DEFAULT_WEIGHTS,
  DEFAULT_PASS_MARK,
  type Rubric,
  type Criterion,
  type Dimension,
  type Weights,
  type RubricIssue,
} from './rubric';
export { overallScore, recommend, ADVANCE, DO_NOT_ADVANCE, type Recommendation } from './composite';
export {
  parseTranscript,
  candidateTurns,
  type ParsedTranscript,
  type Turn,
  type TurnRole,
  type AttributionMethod,
} from './transcript';
export { CRITERIA_MAX_BONUS } from './criteria';
export type { SkillExtractor, ExtractedSkill } from './skill-match';
export { spearman, averageRanks } from './spearman';
