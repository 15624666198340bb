import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

// Builds the client (ESM + declarations in clients/typescript/dist) and packs it with npm: the
// tarball a company installs. Used by `npm run client:pack` and by the test that installs it.

export const CLIENT_DIR = resolve('clients/typescript');
const require = createRequire(import.meta.url);
const TSC = require.resolve('typescript/bin/tsc');

export function buildClient(): void {
  rmSync(join(CLIENT_DIR, 'dist'), { recursive: true, force: true });
  execFileSync(process.execPath, [TSC, '-p', join(CLIENT_DIR, 'tsconfig.json')], { stdio: 'inherit' });
}

/** Builds and packs the client into `destination`; returns the tarball's path. */
export function packClient(destination: string): string {
  buildClient();
  mkdirSync(destination, { recursive: true });
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', resolve(destination)], {
    cwd: CLIENT_DIR,
    encoding: 'utf8',
  });
  const [packed] = JSON.parse(out) as Array<{ filename: string }>;
  return join(resolve(destination), packed!.filename);
}
