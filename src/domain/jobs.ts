/** The job types of the API: each names one kind of AI job a client can start and poll. */
export const JOB_TYPES = ['match_jobs', 'score_interview'] as const;
export type JobType = (typeof JOB_TYPES)[number];
