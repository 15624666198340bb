// `npm run build`: the production form of the programs, in dist/.
//   dist/main.js, worker.js, codec-server.js, migrate.js   esbuild bundles of our code
//   dist/workflow-bundle.js, workflow-bundle.tracing.js     the workflows, bundled once here (without and with tracing)
//   dist/migrations/, parse-thread.mjs, failure-converter.cjs, examples.json
//   dist/cli/index.js                                      the `hiring` CLI, its packages bundled in
// Our sources import without extensions (moduleResolution "Bundler"), which Node's ESM loader
// cannot resolve, so the bundler resolves them; packages stay imports of node_modules. Every
// bundle and chunk sits at the top of dist/, so the files our code finds next to itself
// (new URL('./x', import.meta.url)) are copied there flat.
import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { bundleWorkflowCode } from '@temporalio/worker';
import { prebuiltWorkflowBundle, workflowBundleOptions } from '../src/temporal/worker';

// Written beside dist/ and moved into place at the end: a `hiring` started meanwhile finds the
// whole previous build, or none (and runs the sources), never half of one.
const FINAL = 'dist';
const DIST = `dist.building-${process.pid}`;

const ENTRIES = {
  main: 'src/main.ts',
  worker: 'src/worker.ts',
  'codec-server': 'src/codec-server.ts',
  migrate: 'src/db/migrate-cli.ts',
};

/** Read by our code from beside itself at run time (paths relative to import.meta.url). */
const ASSETS: Array<[from: string, to: string]> = [
  ['src/db/migrations', 'migrations'],
  ['src/services/resume/parse-thread.mjs', 'parse-thread.mjs'],
  ['src/temporal/failure-converter.cjs', 'failure-converter.cjs'],
  ['src/http/openapi/examples.json', 'examples.json'],
];

async function main(): Promise<void> {
  const started = Date.now();
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(DIST, { recursive: true });
  // Shared code in chunks, and the CLI's lazily imported commands and views in their own: a
  // command loads only what it runs.
  const common = {
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
  } as const;
  await build({
    ...common,
    entryPoints: ENTRIES,
    outdir: DIST,
    packages: 'external',
    // The API starts a workflow by its function, whose name is the workflow type: a name the
    // bundler changed to avoid a clash (another `scoreInterview` in the same chunk) would start
    // workflows no worker runs.
    keepNames: true,
    jsx: 'automatic',
    sourcemap: true,
    outExtension: { '.js': '.js' },
    logLevel: 'warning',
  });
  // The CLI starts once per command, so its start-up is what a script calling it in a loop
  // waits for: its packages are bundled in too (resolving and lexing mysql2's and zod's many
  // files cost more than parsing one). Ink and React stay packages, loaded only for a person's
  // terminal (cli/ui/ink.ts): Ink's layout engine loads WebAssembly with top-level await.
  await build({
    ...common,
    entryPoints: { index: 'cli/index.ts' },
    outdir: join(DIST, 'cli'),
    external: ['ink', 'react'],
    alias: { 'react/jsx-runtime': './cli/ui/lazy-jsx-runtime.ts' },
    // Bundled CommonJS (mysql2) calls require() for Node's modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    jsx: 'automatic',
    logLevel: 'warning',
  });
  for (const [from, to] of ASSETS) cpSync(from, join(DIST, to), { recursive: true });
  // One bundle without tracing and one with OpenTelemetry's workflow interceptor: the worker
  // loads the one that matches OTEL_EXPORTER_OTLP_ENDPOINT.
  for (const tracing of [false, true]) {
    const { code } = await bundleWorkflowCode({
      ...workflowBundleOptions({ tracing }),
      logger: { trace: noop, debug: noop, info: noop, warn: console.warn, error: console.error, log: noop },
    });
    writeFileSync(join(DIST, prebuiltWorkflowBundle(tracing)), code);
  }
  // dist/ is ESM whatever the package.json above it says (a copy elsewhere keeps working).
  writeFileSync(join(DIST, 'package.json'), JSON.stringify({ type: 'module' }) + '\n');
  rmSync(FINAL, { recursive: true, force: true });
  renameSync(DIST, FINAL);
  console.error(`built ${FINAL}/ in ${Date.now() - started} ms`);
}

const noop = () => undefined;

await main().catch((err: unknown) => {
  rmSync(DIST, { recursive: true, force: true });
  throw err;
});
