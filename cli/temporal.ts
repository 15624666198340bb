import { Connection } from '@temporalio/client';
import { ConfigError, type Config } from '../src/config';
import { temporalConnectionOptions } from '../src/temporal/connection-options';
import { cliConfig, invalidConfiguration } from './db';
import { CliError } from './io';

/**
 * Operator commands that talk to Temporal connect as the API and the worker do (TEMPORAL_ADDRESS,
 * the TLS files, the API key); one connection per run.
 */
export async function withTemporal<T>(
  io: { env: NodeJS.ProcessEnv },
  fn: (connection: Connection, config: Config) => Promise<T>,
): Promise<T> {
  const config = cliConfig(io.env);
  let options: ReturnType<typeof temporalConnectionOptions>;
  try {
    options = temporalConnectionOptions(config);
  } catch (err) {
    if (err instanceof ConfigError) throw invalidConfiguration(err);
    throw err;
  }
  let connection: Connection;
  try {
    connection = await Connection.connect({ ...options, connectTimeout: 5_000 });
  } catch (err) {
    throw new CliError(`cannot reach Temporal at ${config.TEMPORAL_ADDRESS}: ${(err as Error).message}`, 1);
  }
  try {
    return await fn(connection, config);
  } finally {
    await connection.close();
  }
}
