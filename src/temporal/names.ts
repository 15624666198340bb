// Task queue, workflow types and search attributes, named once for the client, worker and set-up.
import type { JobType } from '../domain/jobs';

export const SEARCH_ATTRIBUTES = {
  companyId: 'CompanyId',
  jobType: 'JobType',
  /** `local` or `openai:<model>`: the engine that produced (or is to produce) the job's result. */
  aiEngine: 'AiEngine',
} as const;

/** Passed to `temporal server start-dev --search-attribute`. */
export const SEARCH_ATTRIBUTE_FLAGS = [
  `${SEARCH_ATTRIBUTES.companyId}=Keyword`,
  `${SEARCH_ATTRIBUTES.jobType}=Keyword`,
  `${SEARCH_ATTRIBUTES.aiEngine}=Keyword`,
];

export const WORKFLOW_FOR: Record<JobType, 'matchJobs' | 'scoreInterview'> = {
  match_jobs: 'matchJobs',
  score_interview: 'scoreInterview',
};
