import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from '../../../../support/ports';

// Prism in proxy mode with --errors between the client and the API: it validates every request
// and response against the API's served /openapi.json, and answers a response that breaks the
// document with its own 500 (application/problem+json, type .../VIOLATIONS) instead of passing
// it on. A request that breaks the document is answered by Prism itself too (422 or 401).

const require = createRequire(import.meta.url);
const PRISM = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');

export interface Prism {
  baseUrl: string;
  /** A fetch that records each answer Prism flagged (sl-violations) or made itself (problem+json). */
  fetch: typeof fetch;
  violations: string[];
  output: string[];
  close(): Promise<void>;
}

export async function startPrism(apiBaseUrl: string): Promise<Prism> {
  const port = await freePort();
  const output: string[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      PRISM,
      'proxy',
      `${apiBaseUrl}/openapi.json`,
      apiBaseUrl,
      '--errors',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (b: Buffer) => output.push(b.toString()));
  child.stderr!.on('data', (b: Buffer) => output.push(b.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilListening(child, output, 60_000);

  const violations: string[] = [];
  const validatingFetch: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    const flagged = res.headers.get('sl-violations');
    const own = (res.headers.get('content-type') ?? '').includes('application/problem+json');
    if (flagged || own) {
      const body = await res.clone().text();
      violations.push(
        `${init?.method ?? 'GET'} ${String(input)} -> ${res.status}: ${flagged ?? ''} ${body.slice(0, 2000)}`,
      );
    }
    return res;
  };
  return {
    baseUrl,
    fetch: validatingFetch,
    violations,
    output,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitUntilListening(child: ChildProcess, output: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!output.join('').includes('Prism is listening')) {
    if (child.exitCode !== null) throw new Error(`Prism exited (${child.exitCode}): ${output.join('').slice(-2000)}`);
    if (Date.now() > deadline)
      throw new Error(`Prism did not start within ${timeoutMs} ms: ${output.join('').slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
