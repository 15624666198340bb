import { ActivityFailure, ApplicationFailure } from '@temporalio/common';
import { describe, expect, it } from 'vitest';
import { asJobFailure } from '../../../workflows/failures';

const fromActivity = (cause: Error) =>
  new ActivityFailure('activity failed', 'downloadResume', '1', 'MAXIMUM_ATTEMPTS_REACHED', 'worker', cause);

describe('asJobFailure: the code a failed job carries (R12)', () => {
  it('keeps an R2 code from the activity, also after retries ran out (SERVICE_UNAVAILABLE from a busy parser)', () => {
    const busy = asJobFailure(
      fromActivity(ApplicationFailure.retryable('resume parsing is busy', 'SERVICE_UNAVAILABLE')),
    );
    expect([busy.type, busy.message, busy.nonRetryable]).toEqual([
      'SERVICE_UNAVAILABLE',
      'resume parsing is busy',
      true,
    ]);
    const refused = asJobFailure(
      fromActivity(ApplicationFailure.nonRetryable('private address', 'RESUME_URL_FORBIDDEN')),
    );
    expect(refused.type).toBe('RESUME_URL_FORBIDDEN');
  });

  it('anything else is INTERNAL_ERROR, and says nothing of its cause', () => {
    const failure = asJobFailure(fromActivity(new Error('ECONNREFUSED 10.0.0.7:3306')));
    expect([failure.type, failure.message]).toEqual(['INTERNAL_ERROR', 'The job failed because of an internal error.']);
  });
});
