import { createCallerFactory, router } from './trpc';
import { searchCandidatesProcedure } from './procedures/search-candidates';
import { getJobProcedure } from './procedures/get-job';
import { matchJobsProcedure } from './procedures/match-jobs';
import { meProcedure } from './procedures/me';
import { scoreInterviewProcedure } from './procedures/score-interview';
import {
  createWebhookEndpointProcedure,
  deleteWebhookEndpointProcedure,
  getWebhookEndpointProcedure,
  listWebhookEndpointsProcedure,
  rotateWebhookSecretProcedure,
  updateWebhookEndpointProcedure,
} from './procedures/webhook-endpoints';
import {
  listWebhookDeliveriesProcedure,
  recoverWebhookMessagesProcedure,
  testWebhookEndpointProcedure,
} from './procedures/webhook-deliveries';
import { usageProcedure } from './procedures/usage';

export const appRouter = router({
  me: meProcedure,
  searchCandidates: searchCandidatesProcedure,
  matchJobs: matchJobsProcedure,
  scoreInterview: scoreInterviewProcedure,
  getJob: getJobProcedure,
  createWebhookEndpoint: createWebhookEndpointProcedure,
  listWebhookEndpoints: listWebhookEndpointsProcedure,
  getWebhookEndpoint: getWebhookEndpointProcedure,
  updateWebhookEndpoint: updateWebhookEndpointProcedure,
  deleteWebhookEndpoint: deleteWebhookEndpointProcedure,
  rotateWebhookSecret: rotateWebhookSecretProcedure,
  testWebhookEndpoint: testWebhookEndpointProcedure,
  listWebhookDeliveries: listWebhookDeliveriesProcedure,
  recoverWebhookMessages: recoverWebhookMessagesProcedure,
  usage: usageProcedure,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
