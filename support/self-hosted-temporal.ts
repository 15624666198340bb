// A self-hosted Temporal server (one process running the four services) on the machine's
// PostgreSQL, with throwaway databases: what a company running its own cluster has, for the
// `selfhosted` test project and the benchmarks.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Connection } from '@temporalio/client';
import { randomBase62 } from '../src/ids';
import { setupTemporal } from '../src/services/temporal-setup.service';
import type { TemporalConnectionOptions } from '../src/temporal/connection-options';
import { DEV_DYNAMIC_CONFIG } from '../src/temporal/dev-server';
import { freePortIn } from './ports';
import type { TemporalServerBinaries } from './temporal-server-binaries';
import { selfHostedConfigYaml, type PostgresTarget, type ServerTls } from './self-hosted-temporal-config';

export type { PostgresTarget, ServerTls } from './self-hosted-temporal-config';

const run = promisify(execFile);

/** The machine's PostgreSQL (trust authentication), unless TEST_POSTGRES_URL names another. */
export function postgresTarget(
  url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432',
): PostgresTarget {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || 5432), user: decodeURIComponent(u.username || 'postgres') };
}

export interface SelfHostedTemporal {
  address: string;
  /** The server's process, for benchmarks that read its CPU and memory. */
  pid: number | undefined;
  /** What a client of this server connects with: the address, and with `tls` the client certificate. */
  connection: TemporalConnectionOptions;
  namespace: string;
  stop(): Promise<void>;
}

export interface SelfHostedOptions {
  bin: TemporalServerBinaries;
  postgres?: PostgresTarget;
  /** The frontend with mutual TLS: its certificate and key, the CA its clients' certificates come from. */
  tls?: ServerTls;
  /**
   * Register the namespace and the search attributes with `hiring temporal setup`'s own code
   * (default true); false leaves a server with no namespace of ours, as an operator finds it.
   */
  setup?: boolean;
  namespace?: string;
}

const sqlArgs = (pg: PostgresTarget, db: string) => [
  '--plugin',
  'postgres12',
  '--ep',
  pg.host,
  '-p',
  String(pg.port),
  '-u',
  pg.user,
  '--db',
  db,
];

async function createSchema(bin: TemporalServerBinaries, pg: PostgresTarget, db: string, dir: string): Promise<void> {
  const base = sqlArgs(pg, db);
  await run(bin.sql, [...base, 'create-database']);
  await run(bin.sql, [...base, 'setup-schema', '-v', '0.0']);
  await run(bin.sql, [...base, 'update-schema', '-d', dir]);
}

async function dropDatabase(bin: TemporalServerBinaries, pg: PostgresTarget, db: string): Promise<void> {
  // A server just killed may still hold a connection for a moment: DROP refuses while it does.
  for (let attempt = 1; ; attempt++) {
    try {
      await run(bin.sql, [...sqlArgs(pg, db), 'drop-database', '--force']);
      return;
    } catch (err) {
      if (attempt === 5) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** The dev server's dynamic config (dev-server.ts), as the server's YAML file spells it: the test server is one host too. */
function dynamicConfigYaml(): string {
  return DEV_DYNAMIC_CONFIG.map((kv) => {
    const [key, value] = kv.split('=') as [string, string];
    return `${key}:\n  - value: ${value}\n`;
  }).join('');
}

export async function startSelfHostedTemporal(o: SelfHostedOptions): Promise<SelfHostedTemporal> {
  const pg = o.postgres ?? postgresTarget();
  const namespace = o.namespace ?? 'default';
  // Unquoted PostgreSQL names are lower case.
  const name = `hiring_temporal_${randomBase62(8).toLowerCase()}`;
  const databases = { store: name, visibility: `${name}_visibility` };
  const root = mkdtempSync(join(tmpdir(), 'hiring-temporal-server-'));
  const dropAll = async () => {
    await Promise.allSettled([dropDatabase(o.bin, pg, databases.store), dropDatabase(o.bin, pg, databases.visibility)]);
    rmSync(root, { recursive: true, force: true });
  };

  let server: ChildProcess | undefined;
  const killOnExit = () => server?.kill('SIGKILL');
  try {
    await Promise.all([
      createSchema(o.bin, pg, databases.store, o.bin.schema.temporal),
      createSchema(o.bin, pg, databases.visibility, o.bin.schema.visibility),
    ]);
    process.once('exit', killOnExit);
    // A port taken between distinctPorts() and the server's bind makes it exit at start: up to
    // three tries, each on new ports, over the same databases.
    let started: { proc: ChildProcess; connection: TemporalConnectionOptions } | undefined;
    for (let attempt = 1; !started; attempt++) {
      try {
        started = await spawnServer(o, pg, databases, root, (p) => (server = p));
      } catch (err) {
        if (server) await stopProcess(server);
        if (attempt === 3) throw err;
      }
    }
    const { connection } = started;
    const address = connection.address;

    if (o.setup !== false) {
      const admin = await Connection.connect({ ...connection, connectTimeout: 5_000 });
      try {
        await setupTemporal(admin, { namespace, createNamespace: true });
      } finally {
        await admin.close();
      }
    }

    const proc = started.proc;
    return {
      address,
      pid: proc.pid,
      connection,
      namespace,
      async stop() {
        process.off('exit', killOnExit);
        await stopProcess(proc);
        await dropAll();
      },
    };
  } catch (err) {
    process.off('exit', killOnExit);
    if (server) await stopProcess(server);
    await dropAll();
    throw err;
  }
}

/** Writes the config on new ports, starts the server and waits until its frontend answers. */
async function spawnServer(
  o: SelfHostedOptions,
  pg: PostgresTarget,
  databases: { store: string; visibility: string },
  root: string,
  spawned: (p: ChildProcess) => void,
): Promise<{ proc: ChildProcess; connection: TemporalConnectionOptions }> {
  const ports = await distinctPorts(8);
  mkdirSync(join(root, 'config'), { recursive: true });
  writeFileSync(join(root, 'config', 'dynamic.yaml'), dynamicConfigYaml());
  writeFileSync(
    join(root, 'config', 'test.yaml'),
    selfHostedConfigYaml({
      postgres: pg,
      databases,
      ports,
      dynamicConfigFile: join(root, 'config', 'dynamic.yaml'),
      tls: o.tls,
    }),
  );
  const address = `127.0.0.1:${ports[0]}`;
  const connection: TemporalConnectionOptions = o.tls
    ? {
        address,
        tls: {
          serverNameOverride: o.tls.serverName,
          serverRootCACertificate: readFileSync(o.tls.ca),
          clientCertPair: { crt: readFileSync(o.tls.clientCert), key: readFileSync(o.tls.clientKey) },
        },
      }
    : { address };
  const proc = spawn(
    o.bin.server,
    ['--root', root, '--config', 'config', '--env', 'test', '--allow-no-auth', 'start'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  spawned(proc);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const exited = new Promise<never>((_, reject) =>
    proc.once('exit', (code, signal) =>
      reject(new Error(`the Temporal server exited (${signal ?? code}); its last output: ${output.trim()}`)),
    ),
  );
  exited.catch(() => {}); // a later exit is stop()'s business
  const gaveUp = new AbortController();
  try {
    await Promise.race([answering(connection, 60_000, gaveUp.signal), exited]);
  } finally {
    gaveUp.abort();
  }
  for (const stream of [proc.stdout!, proc.stderr!]) {
    stream.removeAllListeners('data');
    stream.resume();
  }
  return { proc, connection };
}

/** SIGTERM, then SIGKILL if it has not exited within 5 s: the data is thrown away anyway. */
async function stopProcess(p: ChildProcess): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return;
  const exited = new Promise((r) => p.once('exit', r));
  p.kill('SIGTERM');
  const timer = setTimeout(() => p.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Free ports, none twice. Below 32768: the server keeps each service's membership port in a
 * PostgreSQL smallint (cluster_membership.rpc_port), and the kernel hands out ephemeral ports from
 * 32768 up.
 */
async function distinctPorts(n: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < n) ports.add(await freePortIn(20_000, 32_767));
  return [...ports];
}

/** Polls until the frontend answers getSystemInfo over `connection`. */
async function answering(connection: TemporalConnectionOptions, timeoutMs: number, signal: AbortSignal) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline && !signal.aborted) {
    try {
      const c = await Connection.connect({ ...connection, connectTimeout: 1_000 });
      try {
        await c.workflowService.getSystemInfo({});
        return;
      } finally {
        await c.close();
      }
    } catch (err) {
      last = err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(
    `the Temporal server at ${connection.address} did not answer within ${timeoutMs} ms: ${String(last)}`,
  );
}
