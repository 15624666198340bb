import {
  Client,
  Connection,
  defaultGrpcRetryOptions,
  makeGrpcRetryInterceptor,
  type ClientInterceptors,
} from '@temporalio/client';
import type { DataConverter } from '@temporalio/common';
import { closedChannelGuard } from './closed-channel-guard';
import type { TemporalConnectionOptions } from './connection-options';

/**
 * Connected once at start-up. Lazy, so the API starts (and /readyz says 503) while Temporal is
 * still coming up, and recovers without a restart when it arrives. `dataConverter` is the
 * encrypting one (data-converter.ts): required, so no client of ours writes plain payloads.
 * `server` is an address (the dev server) or the options built by connection-options.ts (TLS, API key).
 */
export function createTemporalClient(
  server: string | TemporalConnectionOptions,
  namespace: string,
  dataConverter: DataConverter,
  interceptors?: ClientInterceptors,
): Client {
  const options = typeof server === 'string' ? { address: server } : server;
  const connection = Connection.lazy({
    ...options,
    connectTimeout: 2_000,
    // The SDK's default retries, then the guard that keeps a retry after close from throwing.
    interceptors: [makeGrpcRetryInterceptor(defaultGrpcRetryOptions()), closedChannelGuard],
  });
  return new Client({ connection, namespace, dataConverter, interceptors });
}
