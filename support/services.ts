// A real Temporal server (the CLI's dev server, or a self-hosted one on PostgreSQL) and a throwaway
// MySQL database, for tests and benchmarks alike.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { loadConfig } from '../src/config';
import { ensureDatabase, parseMysqlUrl, withDatabase } from '../src/db/bootstrap';
import { migrate } from '../src/db/migrate';
import { createPool } from '../src/db/pool';
import { randomBase62 } from '../src/ids';
import { findTemporalCli } from '../src/temporal/cli-binary';
import { spawnDevServer, waitForTemporal } from '../src/temporal/dev-server';
import { newPayloadKeySetting } from '../src/payload-keys';
import { freePort } from './ports';
import { startSelfHostedTemporal } from './self-hosted-temporal';
import { findTemporalServer } from './temporal-server-binaries';

// What the test run's global setup (test/helpers/global-setup.ts) provides from startServices;
// startTestApp reads it with inject() unless given explicitly, as the benchmarks do.
declare module 'vitest' {
  export interface ProvidedContext {
    temporalAddress: string;
    mysqlUrl: string;
    payloadKeys: string;
  }
}

export interface Services {
  temporalAddress: string;
  /** The Temporal server's process, for benchmarks that read its CPU and memory. */
  temporalPid: number | undefined;
  mysqlUrl: string;
  /** TEMPORAL_PAYLOAD_KEYS for every client, worker and process of the run: a new key each run. */
  payloadKeys: string;
  stop(): Promise<void>;
}

export type TemporalKind = 'dev' | 'self-hosted';

export async function startServices(
  purpose: 'test' | 'bench' = 'test',
  opts: { temporal?: TemporalKind } = {},
): Promise<Services> {
  const config = loadConfig();
  const dataDir = mkdtempSync(join(tmpdir(), `hiring-${purpose}-`));
  // Started now, awaited after the database is ready: the two take about as long.
  const started = startTemporal(opts.temporal ?? 'dev', config.TEMPORAL_CLI, dataDir);

  const app = parseMysqlUrl(config.MYSQL_URL);
  // `<db>_test_` matches the application user's grant (src/db/bootstrap.ts).
  const database = `${app.database}_test_${purpose === 'bench' ? 'b' : ''}${randomBase62(8).toLowerCase()}`;
  const dropData = async () => {
    const c = await mysql.createConnection({ uri: config.MYSQL_ADMIN_URL });
    await c.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await c.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let mysqlUrl: string;
  try {
    await ensureDatabase(config.MYSQL_ADMIN_URL, config.MYSQL_URL);
    const admin = await mysql.createConnection({ uri: config.MYSQL_ADMIN_URL });
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    mysqlUrl = withDatabase(config.MYSQL_URL, database);
    const db = createPool({ url: mysqlUrl, connectionLimit: 1 });
    await migrate(db);
    await db.end();
  } catch (err) {
    await started.then((t) => t.stop()).catch(() => undefined);
    await dropData().catch(() => undefined);
    throw err;
  }
  const temporal = await started.catch(async (err: unknown) => {
    await dropData(); // no stop() will follow: leave no database behind
    throw err;
  });

  return {
    temporalAddress: temporal.address,
    temporalPid: temporal.pid,
    mysqlUrl,
    payloadKeys: newPayloadKeySetting(`${purpose}-run`),
    async stop() {
      await temporal.stop();
      await dropData();
    },
  };
}

/** The run's Temporal: the CLI's dev server (SQLite), or a self-hosted server on PostgreSQL. */
async function startTemporal(
  kind: TemporalKind,
  explicitCli: string | undefined,
  dataDir: string,
): Promise<{ address: string; pid: number | undefined; stop(): Promise<void> }> {
  if (kind === 'self-hosted') {
    const bin = findTemporalServer();
    if (!bin)
      throw new Error(
        'the Temporal server is not built: run `npm test` (it builds it once) or `npx tsx scripts/ensure-temporal.ts`',
      );
    return startSelfHostedTemporal({ bin });
  }
  const cli = findTemporalCli(explicitCli);
  if (!cli) throw new Error('temporal CLI not found: run `npm test` (it builds it once) or set TEMPORAL_CLI');
  const { temporal, temporalAddress, killOnExit } = await startDevServer(
    cli,
    process.env.BENCH_TEMPORAL_MEMORY ? null : dataDir,
  );
  return {
    address: temporalAddress,
    pid: temporal.pid,
    async stop() {
      process.off('exit', killOnExit);
      temporal.kill('SIGTERM');
      await new Promise((r) => (temporal.exitCode !== null ? r(null) : temporal.once('exit', r)));
    },
  };
}

/**
 * A dev server that answers, in up to three tries. Starts take ~1.3 s, but rarely a server never
 * answers at all, for a cause not known (a port taken between freePort() and the server's bind is
 * one candidate). A server that exits or stays silent for 30 s is killed and another started on a
 * new port, and if every try fails the error carries the end of the server's own output.
 */
async function startDevServer(cli: string, dataDir: string | null) {
  let lastOutput = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    // A file of its own per try: a killed server may still hold the last one.
    const dbFile = dataDir && join(dataDir, `temporal-${attempt}.db`);
    const port = await freePort();
    const temporal: ChildProcess = spawnDevServer({ cli, port, uiPort: null, dbFile, stdio: 'pipe' });
    // A run that dies without stop() (a crash, a thrown benchmark) must not leave a server behind:
    // a leftover dev server takes CPU from every later benchmark run on the machine.
    const killOnExit = () => temporal.kill('SIGKILL');
    process.once('exit', killOnExit);
    let output = '';
    temporal.stdout!.resume();
    temporal.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
    const gaveUp = new AbortController();
    const exited = new Promise<never>((_, reject) =>
      temporal.once('exit', (code, signal) => reject(new Error(`the dev server exited (${signal ?? code})`))),
    );
    const temporalAddress = `127.0.0.1:${port}`;
    try {
      await Promise.race([waitForTemporal(temporalAddress, 30_000, gaveUp.signal), exited]);
      temporal.stderr!.removeAllListeners('data');
      temporal.stderr!.resume();
      exited.catch(() => {}); // a later exit is stop()'s business
      return { temporal, temporalAddress, killOnExit };
    } catch (err) {
      gaveUp.abort();
      exited.catch(() => {});
      process.off('exit', killOnExit);
      temporal.kill('SIGKILL');
      lastOutput = `${String(err)}; its last output: ${output.trim() || '(none)'}`;
    }
  }
  throw new Error(`Temporal dev server did not start in 3 tries: ${lastOutput}`);
}
