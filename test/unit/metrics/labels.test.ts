import { ActivityFailure, ApplicationFailure, RetryState, TimeoutFailure, TimeoutType } from '@temporalio/common';
import { describe, expect, it } from 'vitest';
import { PROVIDER_FAILURE } from '../../../src/activities/provider.activities';
import { aiOutcome, methodLabel } from '../../../src/metrics/api-metrics';
import { codeLabel, fallbackReasonLabel, jobTypeLabel } from '../../../src/metrics/worker-metrics';
import { fallbackReason } from '../../../workflows/provider';

// Label values come from fixed sets: whatever a client sends, the number of series stays bounded.
describe('metric labels', () => {
  it.each([
    ['GET', 'GET'],
    ['DELETE', 'DELETE'],
    ['PROPFIND', 'OTHER'],
    ['get', 'OTHER'],
    [undefined, 'OTHER'],
  ])('method %s is labelled %s', (method, label) => {
    expect(methodLabel(method)).toBe(label);
  });

  it.each([
    [200, 'completed'],
    [202, 'accepted'],
    [504, 'sync_timeout'],
    [422, 'failed'],
    [500, 'failed'],
    [503, 'failed'],
  ])('an AI call answered %i has the outcome %s', (status, outcome) => {
    expect(aiOutcome(status)).toBe(outcome);
  });

  it.each([
    ['RESUME_URL_FORBIDDEN', 'RESUME_URL_FORBIDDEN'],
    ['INTERNAL_ERROR', 'INTERNAL_ERROR'],
    ['Error', 'OTHER'],
    ['DROP TABLE x', 'OTHER'],
    ['A'.repeat(41), 'OTHER'],
    [null, 'OTHER'],
  ])('failure code %s is labelled %s', (code, label) => {
    expect(codeLabel(code)).toBe(label);
  });

  it('names a workflow type as the API names the job type', () => {
    expect(jobTypeLabel('matchJobs')).toBe('match_jobs');
    expect(jobTypeLabel('scoreInterview')).toBe('score_interview');
    expect(jobTypeLabel('ping')).toBe('ping');
  });

  it.each([
    ['retry budget (AI_RETRY_BUDGET_MS) spent', 'RETRY_BUDGET'],
    ['PROVIDER_UNAVAILABLE: The model provider answered 500.', 'PROVIDER_UNAVAILABLE'],
    ['ApplicationFailure: anything at all', 'OTHER'],
    ['unknown provider failure', 'OTHER'],
  ])('a fallback reason %j is the label %s, never the message', (reason, label) => {
    expect(fallbackReasonLabel(reason)).toBe(label);
  });

  // The workflow writes the reason (fallbackReason) and the worker reads it back: the two must agree.
  const failed = (cause: Error) =>
    new ActivityFailure('Activity task failed', 'rankWithModel', '1', RetryState.NON_RETRYABLE_FAILURE, 'w', cause);
  it.each(Object.values(PROVIDER_FAILURE))("the workflow's reason for %s is labelled with that type", (type) => {
    const cause = ApplicationFailure.create({ type, message: 'The model provider answered 503: try later.' });
    expect(fallbackReasonLabel(fallbackReason(failed(cause)))).toBe(type);
  });

  it("the workflow's reason for a spent retry budget is labelled RETRY_BUDGET", () => {
    const cause = new TimeoutFailure('activity timeout', undefined, TimeoutType.SCHEDULE_TO_CLOSE);
    expect(fallbackReasonLabel(fallbackReason(failed(cause)))).toBe('RETRY_BUDGET');
  });
});
