import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  body?: string;
  /** Bearer keys, rotated per request. */
  keys?: string[];
}

const CHILD = fileURLToPath(new URL('./load-child.ts', import.meta.url));

/** A fixed-duration load on loopback from a separate process (autocannon). */
export function load(url: string, opts: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Options (with the keys) go through stdin, never the command line that `ps` shows.
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', CHILD],
      { maxBuffer: 64 * 1024 * 1024, timeout: (opts.seconds + 30) * 1000, killSignal: 'SIGKILL' },
      (err, stdout) => {
        if (err) return reject(err);
        resolve(JSON.parse(stdout) as LoadResult);
      },
    );
    child.stdin!.end(JSON.stringify({ url, ...opts }));
  });
}
