import { spawn, type ChildProcess } from 'node:child_process';
import { Connection } from '@temporalio/client';
import { SEARCH_ATTRIBUTE_FLAGS } from './names';

export interface DevServerOptions {
  cli: string;
  ip?: string;
  port: number;
  /** null runs headless (tests); a number serves the Web UI there. */
  uiPort: number | null;
  /** null keeps the server's state in memory (lost on exit). */
  dbFile: string | null;
  namespace?: string;
  stdio?: 'inherit' | 'pipe' | 'ignore';
}

/** `temporal server start-dev` with our search attributes registered and a SQLite file that survives restarts. */
export function spawnDevServer(o: DevServerOptions): ChildProcess {
  const args = ['server', 'start-dev', '--ip', o.ip ?? '127.0.0.1', '--port', String(o.port)];
  if (o.dbFile) args.push('--db-filename', o.dbFile);
  args.push('--log-level', 'warn', '--namespace', o.namespace ?? 'default');
  for (const sa of SEARCH_ATTRIBUTE_FLAGS) args.push('--search-attribute', sa);
  if (o.uiPort === null) args.push('--headless');
  else args.push('--ui-port', String(o.uiPort));
  return spawn(o.cli, args, { stdio: o.stdio ?? 'pipe', detached: false });
}

/** Polls until the frontend answers getSystemInfo, or throws after timeoutMs. */
export async function waitForTemporal(address: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const conn = await Connection.connect({ address, connectTimeout: 1_000 });
      try {
        await conn.workflowService.getSystemInfo({});
        return;
      } finally {
        await conn.close();
      }
    } catch (err) {
      lastError = err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`Temporal at ${address} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}
