// One real Temporal dev server and one throwaway MySQL database for the whole test run.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/config';
import { ensureDatabase, parseMysqlUrl, withDatabase } from '../../src/db/bootstrap';
import { migrate } from '../../src/db/migrate';
import { createPool } from '../../src/db/pool';
import { randomBase62 } from '../../src/ids';
import { findTemporalCli } from '../../src/temporal/cli-binary';
import { spawnDevServer, waitForTemporal } from '../../src/temporal/dev-server';
import { freePort } from './ports';

declare module 'vitest' {
  export interface ProvidedContext {
    temporalAddress: string;
    mysqlUrl: string;
  }
}

let temporal: ChildProcess | undefined;
let dataDir: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

export async function setup(project: TestProject): Promise<void> {
  const config = loadConfig();
  const cli = findTemporalCli(config.TEMPORAL_CLI);
  if (!cli) throw new Error('temporal CLI not found: run `npm test` (it builds it once) or set TEMPORAL_CLI');

  dataDir = mkdtempSync(join(tmpdir(), 'hiring-test-'));
  const port = await freePort();
  temporal = spawnDevServer({ cli, port, uiPort: null, dbFile: join(dataDir, 'temporal.db'), stdio: 'ignore' });
  const address = `127.0.0.1:${port}`;

  const app = parseMysqlUrl(config.MYSQL_URL);
  const database = `${app.database}_test_${randomBase62(8).toLowerCase()}`;
  await ensureDatabase(config.MYSQL_ADMIN_URL, config.MYSQL_URL);
  const admin = await mysql.createConnection({ uri: config.MYSQL_ADMIN_URL });
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  dropDatabase = async () => {
    const c = await mysql.createConnection({ uri: config.MYSQL_ADMIN_URL });
    await c.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await c.end();
  };
  const mysqlUrl = withDatabase(config.MYSQL_URL, database);
  const db = createPool({ url: mysqlUrl, connectionLimit: 1 });
  await migrate(db);
  await db.end();

  await waitForTemporal(address);
  project.provide('temporalAddress', address);
  project.provide('mysqlUrl', mysqlUrl);
}

export async function teardown(): Promise<void> {
  temporal?.kill('SIGTERM');
  await dropDatabase?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
