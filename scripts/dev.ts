// The dev supervisor: Temporal dev server (UI on 8233), the worker and the API, logs prefixed;
// Ctrl-C or SIGTERM stops every child (and their children) before it exits.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../src/config';
import { findTemporalCli } from '../src/temporal/cli-binary';
import { spawnDevServer, waitForTemporal } from '../src/temporal/dev-server';

const config = loadConfig();
const cli = findTemporalCli(config.TEMPORAL_CLI);
if (!cli) throw new Error('temporal CLI missing: run `npm run setup` first');
mkdirSync(config.DEV_DATA_DIR, { recursive: true });

const children: Array<{ name: string; proc: ChildProcess }> = [];
const colours: Record<string, string> = { temporal: '35', worker: '36', api: '32' };

function track(name: string, proc: ChildProcess): void {
  children.push({ name, proc });
  const tag = process.stdout.isTTY ? `\x1b[${colours[name] ?? '0'}m${name.padEnd(8)}\x1b[0m|` : `${name.padEnd(8)}|`;
  for (const stream of [proc.stdout, proc.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${tag} ${line}\n`));
  }
  proc.on('exit', (code, signal) => {
    process.stdout.write(`${tag} exited (${signal ?? code})\n`);
    if (!stopping) void stop(`${name} exited`, 1);
  });
}

function node(name: string, script: string): ChildProcess {
  // detached: each child leads its own process group, so a stop reaches its grandchildren too.
  return spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: process.env });
}

let stopping = false;
async function stop(reason: string, code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`dev     | stopping (${reason})\n`);
  // API first (finishes in-flight requests), then the worker (drains), then Temporal.
  for (const name of ['api', 'worker', 'temporal']) {
    const child = children.find((c) => c.name === name);
    if (!child || child.proc.exitCode !== null || child.proc.signalCode !== null) continue;
    await terminate(child.proc);
  }
  process.exit(code);
}

function terminate(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const kill = (sig: NodeJS.Signals) => {
      try {
        process.kill(-proc.pid!, sig);
      } catch {
        proc.kill(sig);
      }
    };
    const timer = setTimeout(() => kill('SIGKILL'), config.SHUTDOWN_GRACE_MS + 5_000);
    proc.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    kill('SIGTERM');
  });
}

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGHUP', () => void stop('SIGHUP'));

const port = Number(config.TEMPORAL_ADDRESS.split(':').pop());
const temporal = spawnDevServer({ cli, port, uiPort: config.TEMPORAL_UI_PORT, dbFile: join(config.DEV_DATA_DIR, 'temporal.db'), namespace: config.TEMPORAL_NAMESPACE });
track('temporal', temporal);
await waitForTemporal(config.TEMPORAL_ADDRESS);
process.stdout.write(`dev     | Temporal UI: http://127.0.0.1:${config.TEMPORAL_UI_PORT}\n`);
track('worker', node('worker', 'src/worker.ts'));
track('api', node('api', 'src/main.ts'));
process.stdout.write(`dev     | API: http://${config.HOST}:${config.PORT}  (Ctrl-C stops everything)\n`);
