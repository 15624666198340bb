// Runs scripts/dev.ts the way a terminal does, and looks at the processes it leaves.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Pids of every process whose command line or environment mentions `marker` (the supervisor's data dir). */
export function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const seen = readFileSync(`/proc/${pid}/cmdline`, 'latin1') + readFileSync(`/proc/${pid}/environ`, 'latin1');
      if (seen.includes(marker)) found.push(Number(pid));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/**
 * The supervisor's own helpers, which share its process group and die with it: tsx's esbuild
 * service, started when a file is first transformed (always on a clean clone, with no cache).
 */
export function isSupervisorHelper(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'latin1').trim() === 'esbuild';
  } catch {
    return false;
  }
}

/** The process group of `pid` (field 5 of /proc/pid/stat, counted after the command's closing parenthesis). */
export function processGroupOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

export async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/**
 * A `temporal` binary that starts and never listens. It prints a line every 200 ms, keeps a
 * grandchild in its process group (a stop must reach the whole group) and ignores SIGPIPE, so the
 * supervisor's death alone does not end it. `ignoreTerm` plays a server too hung to stop on SIGTERM.
 */
export function writeFakeTemporal(dir: string, o: { ignoreTerm: boolean }): string {
  const path = join(dir, 'fake-temporal');
  const lines = ['#!/bin/sh', "trap '' PIPE", o.ignoreTerm ? "trap '' TERM" : '', 'sleep 600 &'];
  lines.push('while :; do echo "fake temporal: starting"; sleep 0.2; done');
  writeFileSync(path, `${lines.join('\n')}\n`);
  chmodSync(path, 0o755);
  return path;
}

/**
 * The supervisor in a process group of its own, as a shell starts a foreground job: a terminal's
 * Ctrl-C is then `process.kill(-dev.pid, 'SIGINT')`. Its output lines are collected in `lines`.
 */
export function startSupervisor(env: NodeJS.ProcessEnv, args: string[] = []) {
  const dev: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  for (const stream of [dev.stdout!, dev.stderr!]) createInterface({ input: stream }).on('line', (l) => lines.push(l));
  const exited = new Promise<number | null>((resolve) => dev.once('exit', (code) => resolve(code)));
  return { dev, lines, exited };
}

/** Kills whatever a failed test left: the supervisor's group and every process carrying `marker`. */
export function killLeftovers(dev: ChildProcess, marker: string): void {
  for (const target of [-dev.pid!, ...processesWith(marker)]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
