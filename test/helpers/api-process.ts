import { spawn, type ChildProcess } from 'node:child_process';
import { inject } from 'vitest';
import { freePort } from '../../support/ports';

/**
 * A real, separate API process against the run's MySQL and Temporal: src/main.ts through tsx, or
 * the Node arguments given (the compiled dist/main.js), in `cwd`.
 */
export async function startApiProcess(
  env: Record<string, string> = {},
  nodeArgs: string[] = ['--import', 'tsx', 'src/main.ts'],
  cwd = process.cwd(),
): Promise<{ baseUrl: string; proc: ChildProcess; output(): string; stop(): Promise<void> }> {
  const port = await freePort();
  const proc = spawn(process.execPath, nodeArgs, {
    cwd,
    env: {
      ...process.env,
      MYSQL_URL: inject('mysqlUrl'),
      TEMPORAL_ADDRESS: inject('temporalAddress'),
      TEMPORAL_PAYLOAD_KEYS: inject('payloadKeys'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`API process did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    proc,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}
