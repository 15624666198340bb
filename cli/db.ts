import { loadConfig } from '../src/config';
import { createPool, type Db } from '../src/db/pool';

/** Operator commands talk to MySQL directly with the server's own config; one pool per run. */
export async function withDb<T>(io: { env: NodeJS.ProcessEnv }, fn: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig(io.env);
  const db = createPool({ url: config.MYSQL_URL, connectionLimit: 2 });
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}
