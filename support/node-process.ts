import { type ChildProcess, spawn } from 'node:child_process';

export interface NodeProcess {
  proc: ChildProcess;
  /** What the process wrote so far, stdout and stderr together. */
  output(): string;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
  gone(): boolean;
  /** Sends the signal unless the process has gone; resolves once it has exited. */
  end(signal: NodeJS.Signals): Promise<void>;
}

/**
 * A Node process of the project's (the API, a worker), its output kept for error messages and
 * for tests that search it: all of it, or the latest `keepChars` characters. A benchmark's worker
 * logs a few lines per job, so a long run keeps a tail instead of a string that grows without
 * bound in the benchmark's own process (about 0.5 MiB a minute at 10 jobs a second).
 */
export function spawnNodeProcess(
  nodeArgs: string[],
  env: NodeJS.ProcessEnv,
  cwd?: string,
  keepChars = Number.POSITIVE_INFINITY,
): NodeProcess {
  const proc = spawn(process.execPath, nodeArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const add = (d: Buffer) => {
    output += d;
    if (output.length > keepChars) output = output.slice(-keepChars);
  };
  proc.stdout!.on('data', add);
  proc.stderr!.on('data', add);
  // A process ended by a signal keeps exitCode null: the event, not exitCode, says it has gone.
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    proc.once('exit', () => {
      gone = true;
      resolve();
    }),
  );
  return {
    proc,
    output: () => output,
    exited,
    gone: () => gone,
    end: (signal) => {
      if (!gone) proc.kill(signal);
      return exited;
    },
  };
}
