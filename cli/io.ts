import type { ReactElement } from 'react';
import { loadedInk } from './ui/ink';

/** Where a command writes; tests pass their own. */
export interface CliIO {
  stdout: { write(s: string): void; isTTY?: boolean; columns?: number };
  stderr: { write(s: string): void };
  env: NodeJS.ProcessEnv;
}

export const processIO: CliIO = { stdout: process.stdout, stderr: process.stderr, env: process.env };

/**
 * A reader that stops early (`hiring companies list --json | head -2`) is not the command's
 * failure: what it would still print is dropped, and the command ends with its own exit code.
 * Without a listener Node throws the EPIPE as an uncaught error, stack trace and all.
 */
export function ignoreClosedPipes(streams: NodeJS.WritableStream[] = [process.stdout, process.stderr]): void {
  for (const s of streams) {
    if (s.listeners('error').includes(onPipeError)) continue;
    s.on('error', onPipeError);
  }
}

function onPipeError(err: NodeJS.ErrnoException): void {
  if (err.code !== 'EPIPE') throw err;
}

/** Exit codes: 0 ok, 1 failed (e.g. a failed job), 2 bad arguments or refused, 3 gave up waiting. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

/** JSON with --json or when stdout is not a terminal (no escape codes in a pipe); Ink otherwise. */
export function emit(io: CliIO, json: boolean | undefined, data: unknown, view: () => ReactElement): void {
  if (json || !io.stdout.isTTY) {
    io.stdout.write(JSON.stringify(data, null, 2) + '\n');
    return;
  }
  io.stdout.write(loadedInk().renderToString(view(), { columns: io.stdout.columns || 100 }) + '\n');
}
