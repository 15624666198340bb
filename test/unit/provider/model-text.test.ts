import { ApplicationFailure } from '@temporalio/common';
import { describe, expect, it } from 'vitest';
import { createProviderActivities } from '../../../src/activities/provider.activities';
import { loadConfig } from '../../../src/config';
import { createLogger } from '../../../src/log';
import { untouchableDb } from '../../helpers/untouchable-db';

const untouched = (what: string) => () => {
  throw new Error(`${what} was used`);
};

// The model calls read the job's text from its history through the worker's reader. A worker
// composed without one fails them at once as a provider that is not configured: a final provider
// failure, so the job follows AI_FALLBACK instead of retrying or failing as an internal error.
describe('model calls on a worker composed without the job-text reader', () => {
  const config = loadConfig({ MYSQL_URL: 'mysql://root@127.0.0.1:3306/unused', TEMPORAL_ADDRESS: '127.0.0.1:7233' });
  const activities = createProviderActivities(
    { config, db: untouchableDb, log: createLogger('error') },
    untouched('the corpus'),
    { scoreTranscript: untouched('the local scoring'), rankOpenPostings: untouched('the local ranking') },
  );

  it.each([
    ['scoreJobWithModel', () => activities.scoreJobWithModel({ role: 'Backend Engineer', rubric: null })],
    [
      'rankJobWithModel',
      () =>
        activities.rankJobWithModel({ companyId: 'cmp_x', limit: 10, minScore: 0, asOf: new Date(0).toISOString() }),
    ],
  ])('%s refuses as PROVIDER_NOT_CONFIGURED, not retryable, before any other work', async (_name, run) => {
    const refusal = await run().catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ApplicationFailure);
    expect(refusal).toMatchObject({ type: 'PROVIDER_NOT_CONFIGURED', nonRetryable: true });
  });
});
