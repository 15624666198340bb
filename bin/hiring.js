#!/usr/bin/env node
// `hiring`: the compiled CLI (dist/cli/index.js from `npm run build`, starts in about a fifth
// of a second) when it is current; otherwise, in a fresh clone or after a change to the sources, the
// TypeScript itself through tsx (the same commands, seconds to start). The CLI is ESM: Ink cannot
// be require()d on Node 20.
import { fileURLToPath } from 'node:url';
import { builtIsCurrent } from './build-state.js';

const root = fileURLToPath(new URL('..', import.meta.url));
let cli;
if (builtIsCurrent(root)) {
  cli = await import('../dist/cli/index.js');
} else {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../cli/index.ts');
}
process.exitCode = await cli.main(process.argv);
