// Inputs and results of the AI workflows. Types only: shared by the sandbox and the service.
import type { JobMatch } from '../src/domain/matching';
import type { Rubric, Scorecard } from '../src/domain/scoring';

export interface MatchJobsInput {
  companyId: string;
  resumeText: string | null;
  resumeUrl: string | null;
  limit: number;
  minScore: number;
  /** When the job was accepted (ISO 8601): "Present" in the resume's dates is read against it, so a job's result never drifts. */
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
}

export type ScoreInterviewResult = Scorecard;
