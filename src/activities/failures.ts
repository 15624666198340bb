import { ApplicationFailure } from '@temporalio/activity';
import { isConnectionError } from '../db/pool';
import { AppError } from '../errors';

/**
 * AppError -> ApplicationFailure once, at this edge: client-side problems never retry.
 * SERVICE_UNAVAILABLE retries and keeps its code, so a job that runs out of attempts says what
 * happened (a saturated resume parser, MySQL out of reach) instead of INTERNAL_ERROR.
 */
export async function translated<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) throw ApplicationFailure.nonRetryable(err.message, err.code);
    if (err instanceof AppError && err.code === 'SERVICE_UNAVAILABLE')
      throw ApplicationFailure.retryable(err.message, err.code);
    if (isConnectionError(err)) throw ApplicationFailure.retryable('MySQL is unavailable.', 'SERVICE_UNAVAILABLE');
    throw err;
  }
}

/**
 * Pure computation (the engines): the same input fails the same way every time, so a failure is
 * final at once instead of after eight attempts and ~30 s of backoff (a synchronous caller
 * would wait that long for its 500). The job's error says only
 * "internal error"; the cause stays in the workflow history and the worker's log for engineers.
 */
export function deterministic<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) throw ApplicationFailure.nonRetryable(err.message, err.code);
    throw ApplicationFailure.create({
      message: 'The job failed because of an internal error.',
      type: 'INTERNAL_ERROR',
      nonRetryable: true,
      cause: err instanceof Error ? err : undefined,
    });
  }
}
