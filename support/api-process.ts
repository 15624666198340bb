import type { ChildProcess } from 'node:child_process';
import { spawnNodeProcess } from './node-process';
import { freePort } from './ports';

export interface ApiProcess {
  baseUrl: string;
  proc: ChildProcess;
  /** What the process wrote so far, stdout and stderr together. */
  output(): string;
  /** SIGTERM (the API answers what it holds first); resolves once the process has exited. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash would end it; resolves once the process has exited. */
  kill(): Promise<void>;
}

/**
 * A real, separate API process on a free loopback port: src/main.ts through tsx, or the Node
 * arguments given (the compiled dist/main.js), in `cwd`. `env` goes over this process's
 * environment and must name the database, Temporal and the payload keys.
 */
export async function startApiProcess(
  env: Record<string, string>,
  nodeArgs: string[] = ['--import', 'tsx', 'src/main.ts'],
  cwd = process.cwd(),
): Promise<ApiProcess> {
  const port = await freePort();
  const { proc, output, gone, end } = spawnNodeProcess(
    nodeArgs,
    { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    cwd,
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (gone() || Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`API process did not start: ${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseUrl, proc, output, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
