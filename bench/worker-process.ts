import { spawn } from 'node:child_process';

export interface WorkerProcess {
  stop(): Promise<void>;
}

/**
 * The Temporal worker as production runs it: a process of its own (`npm run worker`), apart from
 * the API process the benchmarks load. Hosted in the API process, even once stopped, it leaves the
 * SDK's native runtime and its threads there (two pairs of runs: GET /jobs ~10% fewer requests a
 * second and a p99 2-6 ms higher with it than without).
 */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker process did not start: ${output}`)), 60_000);
    const seen = (d: Buffer) => {
      output += d;
      if (output.includes('worker running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout!.on('data', seen);
    proc.stderr!.on('data', seen);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker process exited (${code}): ${output}`));
    });
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}
