import { ApplicationFailure } from '@temporalio/common';
import { describe, expect, it } from 'vitest';
import { createWebhookActivities } from '../../../src/activities/webhook.activities';
import { loadConfig } from '../../../src/config';
import { createLogger } from '../../../src/log';
import { untouchableDb } from '../../helpers/untouchable-db';

describe('startJobEvents', () => {
  it('refuses at once, without retries and before any write, on a worker composed without a delivery starter', async () => {
    const config = loadConfig({ MYSQL_URL: 'mysql://root@127.0.0.1:3306/unused', TEMPORAL_ADDRESS: '127.0.0.1:7233' });
    const activities = createWebhookActivities({ config, db: untouchableDb, log: createLogger('error') });
    const refusal = await activities
      .startJobEvents({
        jobId: 'job_x',
        companyId: 'cmp_x',
        end: { status: 'completed', stored: true },
        endedAt: new Date(0).toISOString(),
        requestId: null,
      })
      .catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ApplicationFailure);
    expect(refusal).toMatchObject({ type: 'NOT_COMPOSED', nonRetryable: true });
  });
});
