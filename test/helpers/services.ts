// A real Temporal dev server and a throwaway MySQL database, for tests and benchmarks alike.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { loadConfig } from '../../src/config';
import { ensureDatabase, parseMysqlUrl, withDatabase } from '../../src/db/bootstrap';
import { migrate } from '../../src/db/migrate';
import { createPool } from '../../src/db/pool';
import { randomBase62 } from '../../src/ids';
import { findTemporalCli } from '../../src/temporal/cli-binary';
import { spawnDevServer, waitForTemporal } from '../../src/temporal/dev-server';
import { freePort } from './ports';

export interface Services {
  temporalAddress: string;
  mysqlUrl: string;
  stop(): Promise<void>;
}

export async function startServices(purpose: 'test' | 'bench' = 'test'): Promise<Services> {
  const config = loadConfig();
  const cli = findTemporalCli(config.TEMPORAL_CLI);
  if (!cli) throw new Error('temporal CLI not found: run `npm test` (it builds it once) or set TEMPORAL_CLI');

  const dataDir = mkdtempSync(join(tmpdir(), `hiring-${purpose}-`));
  const port = await freePort();
  const temporal: ChildProcess = spawnDevServer({ cli, port, uiPort: null, dbFile: process.env.BENCH_TEMPORAL_MEMORY ? null : join(dataDir, 'temporal.db'), stdio: 'ignore' });
  const temporalAddress = `127.0.0.1:${port}`;
  // A run that dies without stop() (a crash, a thrown benchmark) must not leave a server behind:
  // leftover dev servers kept taking CPU from later benchmark runs on this machine.
  const killOnExit = () => temporal.kill('SIGKILL');
  process.once('exit', killOnExit);

  const app = parseMysqlUrl(config.MYSQL_URL);
  // `<db>_test_` matches the application user's grant (src/db/bootstrap.ts).
  const database = `${app.database}_test_${purpose === 'bench' ? 'b' : ''}${randomBase62(8).toLowerCase()}`;
  await ensureDatabase(config.MYSQL_ADMIN_URL, config.MYSQL_URL);
  const admin = await mysql.createConnection({ uri: config.MYSQL_ADMIN_URL });
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const mysqlUrl = withDatabase(config.MYSQL_URL, database);
  const db = createPool({ url: mysqlUrl, connectionLimit: 1 });
  await migrate(db);
  await db.end();
  await waitForTemporal(temporalAddress);

  return {
    temporalAddress,
    mysqlUrl,
    async stop() {
      process.off('exit', killOnExit);
      temporal.kill('SIGTERM');
      await new Promise((r) => (temporal.exitCode !== null ? r(null) : temporal.once('exit', r)));
      const c = await mysql.createConnection({ uri: config.MYSQL_ADMIN_URL });
      await c.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
