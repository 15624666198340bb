import { inject } from 'vitest';
import { main } from '../../cli/index';
import type { CliIO } from '../../cli/io';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  json: any;
}

/** Runs `hiring ...args` in process with a non-TTY stdout (so output is JSON) and the run's MySQL. */
export async function hiring(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: { write: (s: string) => void (stdout += s), isTTY: false },
    stderr: { write: (s: string) => void (stderr += s) },
    env: { MYSQL_URL: inject('mysqlUrl'), TEMPORAL_ADDRESS: inject('temporalAddress'), ...env },
  };
  const code = await main(['node', 'hiring', ...args], io);
  let json: unknown;
  try {
    json = stdout ? JSON.parse(stdout) : undefined;
  } catch {
    json = undefined;
  }
  return { code, stdout, stderr, json };
}
