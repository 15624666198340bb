export { ping } from './ping.workflow';
export { matchJobs } from './match-jobs.workflow';
export { scoreInterview } from './score-interview.workflow';
