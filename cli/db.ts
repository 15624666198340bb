import { ConfigError, loadConfig, type Config } from '../src/config';
import { createPool, type Db } from '../src/db/pool';
import { CliError } from './io';

/** Operator commands talk to MySQL directly with the server's own config; one pool per run. */
export async function withDb<T>(io: { env: NodeJS.ProcessEnv }, fn: (db: Db) => Promise<T>): Promise<T> {
  const config = cliConfig(io.env);
  let db: Db;
  try {
    db = createPool({ url: config.MYSQL_URL, connectionLimit: 2 });
  } catch {
    // mysql2's own message may quote the URL, password and all.
    throw new CliError('invalid configuration: MYSQL_URL is not a valid mysql:// URL', 2);
  }
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/**
 * The server's config, or one line and exit 2: "invalid configuration: NAME: what it expects".
 * Values are never repeated here (a URL may hold a password the config could not recognise).
 */
export function cliConfig(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    throw invalidConfiguration(err);
  }
}

/** A ConfigError as one line (exit 2), from loadConfig or from reading the Temporal TLS files. */
export function invalidConfiguration(err: ConfigError): CliError {
  const problems = err.message
    .split('\n')
    .slice(1)
    .map((line) => /^\s*([A-Z][A-Z0-9_]*)=(?:"(?:[^"\\]|\\.)*"|undefined): (.*)$/.exec(line))
    .map((m) => (m ? `${m[1]}: ${m[2]}` : 'a setting is not valid'));
  return new CliError(
    `invalid configuration: ${[...new Set(problems)].join('; ') || 'see README.md, Configuration'}`,
    2,
  );
}
