// The dev supervisor: Temporal dev server (UI on 8233), the codec server the UI decrypts payloads
// with, the worker and the API, logs prefixed.
// Ctrl-C or SIGTERM stops the API, then the worker, the codec server, then Temporal, before it exits.
// `--temporal-deadline-ms N` (default 60000): how long Temporal may take to answer at start-up.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { findTemporalCli } from '../src/temporal/cli-binary';
import { codecEndpoint } from '../src/temporal/codec-server';
import { Connection } from '@temporalio/client';
import { RETENTION_MS } from '../src/services/ai-call.service';
import { setupTemporal } from '../src/services/temporal-setup.service';
import { spawnDevServer, waitForTemporal } from '../src/temporal/dev-server';

const config = loadConfig();
const cli = findTemporalCli(config.TEMPORAL_CLI);
if (!cli) throw new Error('temporal CLI missing: run `npm run setup` first');
const { values: args } = parseArgs({ options: { 'temporal-deadline-ms': { type: 'string', default: '60000' } } });
const temporalDeadlineMs = Number(args['temporal-deadline-ms']);
if (!Number.isInteger(temporalDeadlineMs) || temporalDeadlineMs < 1)
  throw new Error('--temporal-deadline-ms must be a positive integer');
mkdirSync(config.DEV_DATA_DIR, { recursive: true });

const children: Array<{ name: string; proc: ChildProcess }> = [];
const stopping = new AbortController();
const colours: Record<string, string> = { temporal: '35', codec: '33', worker: '36', api: '32' };
const say = (line: string) => process.stdout.write(`dev     | ${line}\n`);

function track(name: string, proc: ChildProcess): void {
  children.push({ name, proc });
  const tag = process.stdout.isTTY ? `\x1b[${colours[name] ?? '0'}m${name.padEnd(8)}\x1b[0m|` : `${name.padEnd(8)}|`;
  for (const stream of [proc.stdout, proc.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${tag} ${line}\n`));
  }
  proc.on('exit', (code, signal) => {
    process.stdout.write(`${tag} exited (${signal ?? code})\n`);
    if (!stopping.signal.aborted) void stop(`${name} exited`, 1);
  });
}

const running = (proc: ChildProcess) => proc.exitCode === null && proc.signalCode === null;

// Every child is detached: it leads its own process group, so a stop reaches its grandchildren
// too, and a terminal's Ctrl-C (sent to the foreground group) reaches only this supervisor, which
// alone decides the order (in this group, Temporal would stop before the worker drained).
function node(script: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: process.env,
  });
}

// Detached children would outlive a supervisor that dies without stop() (an uncaught error), so
// 'exit' signals each remaining group. It must be synchronous: no order, no waiting, SIGTERM so
// each child still drains. Nothing runs on SIGKILL: its children are left to be stopped by hand.
process.on('exit', () => {
  for (const { proc } of children) if (running(proc)) signalGroup(proc, 'SIGTERM');
});

async function stop(reason: string, code = 0): Promise<void> {
  if (stopping.signal.aborted) return;
  stopping.abort();
  say(`stopping (${reason})`);
  // API first (finishes in-flight requests), then the worker (drains), then what serves the UI.
  for (const name of ['api', 'worker', 'codec', 'temporal']) {
    const child = children.find((c) => c.name === name);
    if (!child || !running(child.proc)) continue;
    say(`stopping ${name}`);
    await terminate(child.proc);
  }
  process.exit(code);
}

function signalGroup(proc: ChildProcess, sig: NodeJS.Signals): void {
  try {
    process.kill(-proc.pid!, sig);
  } catch {
    proc.kill(sig);
  }
}

function terminate(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => signalGroup(proc, 'SIGKILL'), config.SHUTDOWN_GRACE_MS + 5_000);
    proc.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signalGroup(proc, 'SIGTERM');
  });
}

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGHUP', () => void stop('SIGHUP'));

async function start(cli: string): Promise<void> {
  const port = Number(config.TEMPORAL_ADDRESS.split(':').pop());
  const dbFile = join(config.DEV_DATA_DIR, 'temporal.db');
  const uiCodecEndpoint = codecEndpoint(config);
  track(
    'temporal',
    spawnDevServer({
      cli,
      port,
      uiPort: config.TEMPORAL_UI_PORT,
      uiCodecEndpoint,
      dbFile,
      namespace: config.TEMPORAL_NAMESPACE,
      detached: true,
    }),
  );
  try {
    await waitForTemporal(config.TEMPORAL_ADDRESS, temporalDeadlineMs, stopping.signal);
  } catch (err) {
    // A server that never answers is stopped (killed if it must be) before exiting, so it cannot outlive us.
    if (!stopping.signal.aborted) say((err as Error).message);
    return stop('Temporal did not start', 1);
  }
  if (stopping.signal.aborted) return; // a Ctrl-C during start-up: start nothing more
  try {
    await setUpNamespace();
  } catch (err) {
    say(`hiring temporal setup failed: ${(err as Error).message}`);
    return stop('Temporal set-up failed', 1);
  }
  say(`Temporal UI: http://127.0.0.1:${config.TEMPORAL_UI_PORT} (payloads decrypted by ${uiCodecEndpoint})`);
  track('codec', node('src/codec-server.ts'));
  track('worker', node('src/worker.ts'));
  track('api', node('src/main.ts'));
  say(`API: http://${config.HOST}:${config.PORT}  (Ctrl-C stops everything)`);
}

/**
 * What `hiring temporal setup` does on a cluster: the namespace keeps histories as long as a job
 * lives (R13), and every search attribute of src/temporal/names.ts is registered (a SQLite file
 * kept from an older checkout may lack one).
 */
async function setUpNamespace(): Promise<void> {
  const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
  try {
    const r = await setupTemporal(connection, {
      namespace: config.TEMPORAL_NAMESPACE,
      createNamespace: true,
      retentionMs: RETENTION_MS,
    });
    const added = r.search_attributes.registered;
    say(
      `namespace ${r.namespace}: retention ${r.retention_hours}h, ` +
        `search attributes ${added.length ? `registered ${added.join(', ')}` : 'in place'}`,
    );
  } finally {
    await connection.close();
  }
}

await start(cli);
