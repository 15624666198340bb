// Search attributes, named once for the client, worker and set-up.
export const SEARCH_ATTRIBUTES = {
  companyId: 'CompanyId',
  jobType: 'JobType',
  /** `local` or `openai:<model>`: the engine that produced (or is to produce) the job's result. */
  aiEngine: 'AiEngine',
  /** Webhook delivery workflows (and a job's events workflow): findable by endpoint and by job. */
  webhookEndpointId: 'WebhookEndpointId',
  jobId: 'JobId',
} as const;

/**
 * Every search attribute the workflows set, as name=type: the one list that the dev server's
 * `--search-attribute` flags and `hiring temporal setup` (compose, a cluster) register.
 */
export const SEARCH_ATTRIBUTE_FLAGS = [
  `${SEARCH_ATTRIBUTES.companyId}=Keyword`,
  `${SEARCH_ATTRIBUTES.jobType}=Keyword`,
  `${SEARCH_ATTRIBUTES.aiEngine}=Keyword`,
  `${SEARCH_ATTRIBUTES.webhookEndpointId}=Keyword`,
  `${SEARCH_ATTRIBUTES.jobId}=Keyword`,
];
