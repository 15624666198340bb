import { ActivityFailure, ApplicationFailure } from '@temporalio/workflow';

/**
 * Ends the workflow as failed with an R2 code (R12): an activity's non-retryable ApplicationFailure
 * keeps its type (e.g. RESUME_URL_FORBIDDEN); anything else becomes INTERNAL_ERROR.
 */
export function asJobFailure(err: unknown): ApplicationFailure {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure && cause.type && /^[A-Z_]+$/.test(cause.type)) {
    return ApplicationFailure.nonRetryable(cause.message, cause.type);
  }
  return ApplicationFailure.nonRetryable('The job failed because of an internal error.', 'INTERNAL_ERROR');
}
