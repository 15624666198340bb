import type { ChildProcess } from 'node:child_process';
import { spawnNodeProcess } from './node-process';

export interface WorkerProcess {
  proc: ChildProcess;
  /** What the process wrote so far, stdout and stderr together. */
  output(): string;
  /** SIGTERM (the worker drains its tasks first); resolves once the process has exited. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash would end it mid-task; resolves once the process has exited. */
  kill(): Promise<void>;
}

export interface WorkerProcessOptions {
  /** Node's arguments: the sources through tsx unless given (the compiled worker, say). */
  nodeArgs?: string[];
  cwd?: string;
  /**
   * Resolve once the worker logs "worker running" (an info line), and reject if it exits or takes
   * longer than startTimeoutMs; false resolves at once, for a caller that waits on something else.
   */
  untilRunning?: boolean;
  startTimeoutMs?: number;
  /** Keep only the latest this many characters of its output (long benchmark runs); all unless given. */
  keepOutputChars?: number;
}

/**
 * The Temporal worker as production runs it: a process of its own (`npm run worker`), apart from
 * the process that starts it; `env` goes over this process's environment, LOG_LEVEL info unless it
 * says otherwise. Benchmarks run their workers so: hosted in the API process, even once stopped, a
 * worker leaves the SDK's native runtime and its threads there (two pairs of runs: GET /jobs ~10%
 * fewer requests a second and a p99 2-6 ms higher with it than without).
 */
export async function startWorkerProcess(
  env: Record<string, string> = {},
  {
    nodeArgs = ['--import', 'tsx', 'src/worker.ts'],
    cwd,
    untilRunning = true,
    startTimeoutMs = 60_000,
    keepOutputChars,
  }: WorkerProcessOptions = {},
): Promise<WorkerProcess> {
  const { proc, output, exited, end } = spawnNodeProcess(
    nodeArgs,
    { ...process.env, LOG_LEVEL: 'info', ...env },
    cwd,
    keepOutputChars,
  );
  const worker: WorkerProcess = {
    proc,
    output,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
  if (untilRunning) {
    await new Promise<void>((resolve, reject) => {
      const fail = (why: string) => {
        clearTimeout(timer);
        proc.stdout!.off('data', seen);
        proc.stderr!.off('data', seen);
        reject(new Error(`worker process ${why}: ${output()}`));
      };
      const timer = setTimeout(() => {
        fail(`did not start within ${startTimeoutMs} ms`);
        void worker.kill();
      }, startTimeoutMs);
      const seen = () => {
        if (!output().includes('worker running')) return;
        clearTimeout(timer);
        proc.stdout!.off('data', seen);
        proc.stderr!.off('data', seen);
        resolve();
      };
      proc.stdout!.on('data', seen);
      proc.stderr!.on('data', seen);
      void exited.then(() => fail(`exited (${proc.exitCode ?? proc.signalCode})`));
    });
  }
  return worker;
}
