#!/usr/bin/env node
// The CLI is TypeScript and ESM (Ink cannot be require()d on Node 20): load it through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli/index.ts');
process.exitCode = await main(process.argv);
