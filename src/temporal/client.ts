import { Client, Connection, type ClientInterceptors } from '@temporalio/client';
import type { DataConverter } from '@temporalio/common';

/**
 * Connected once at start-up. Lazy, so the API starts (and /readyz says 503) while Temporal is
 * still coming up, and recovers without a restart when it arrives. `dataConverter` is the
 * encrypting one (data-converter.ts): required, so no client of ours writes plain payloads.
 */
export function createTemporalClient(
  address: string,
  namespace: string,
  dataConverter: DataConverter,
  interceptors?: ClientInterceptors,
): Client {
  const connection = Connection.lazy({ address, connectTimeout: 2_000 });
  return new Client({ connection, namespace, dataConverter, interceptors });
}
