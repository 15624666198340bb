import { ApplicationFailure } from '@temporalio/activity';
import { AppError } from '../errors';

/** AppError -> ApplicationFailure once, at this edge: client-side problems never retry. */
export async function translated<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) throw ApplicationFailure.nonRetryable(err.message, err.code);
    throw err;
  }
}
