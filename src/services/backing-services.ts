import { isConnectionError } from '../db/pool';
import { isTemporalUnavailable } from '../temporal/errors';

/**
 * The database or Temporal out of reach: nothing the client did, so the HTTP layer answers 503
 * with a time to retry. Named here so the HTTP layer need not know which stores sit below.
 */
export function isBackingServiceUnavailable(err: unknown): boolean {
  return isConnectionError(err) || isTemporalUnavailable(err);
}
