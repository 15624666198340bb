import { Client, Connection } from '@temporalio/client';

/**
 * Connected once at start-up. Lazy, so the API starts (and /readyz says 503) while Temporal is
 * still coming up, and recovers without a restart when it arrives.
 */
export function createTemporalClient(address: string, namespace: string): Client {
  const connection = Connection.lazy({ address, connectTimeout: 2_000 });
  return new Client({ connection, namespace });
}
