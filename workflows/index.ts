export { ping } from './ping.workflow';
export { matchJobs } from './match-jobs.workflow';
export { scoreInterview } from './score-interview.workflow';
export { dispatchJobEvents } from './job-events.workflow';
export { deliverWebhook } from './deliver-webhook.workflow';
