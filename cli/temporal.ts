import type { Client } from '@temporalio/client';
import { createTemporalClient } from '../src/temporal/client';
import { encryptingDataConverter } from '../src/temporal/data-converter';
import { payloadKeysFor } from '../src/temporal/payload-key-source';
import { cliConfig } from './db';

/** A Temporal client for one command, with the server's encrypting converter, closed after it. */
export async function withTemporal<T>(
  io: { env: NodeJS.ProcessEnv },
  fn: (temporal: Client) => Promise<T>,
): Promise<T> {
  const config = cliConfig(io.env);
  const temporal = createTemporalClient(
    config.TEMPORAL_ADDRESS,
    config.TEMPORAL_NAMESPACE,
    encryptingDataConverter(payloadKeysFor(config)),
  );
  try {
    return await fn(temporal);
  } finally {
    await temporal.connection.close().catch(() => undefined);
  }
}
