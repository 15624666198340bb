// Layer rules: every import points down the layers, never up.
//
//   domain            pure rules and types; imports only src/domain (plus zod and node:crypto)
//   kernel            src/*.ts that are not entry points, src/metrics, src/tracing, src/net:
//                     domain and kernel only (app-deps.ts also names the adapters' types)
//   db, temporal      infrastructure adapters: domain, kernel and their own folder; db and
//                     temporal never import each other
//   services          domain, kernel, db, temporal, services
//   activities        services, db, domain, kernel, and types from workflows/types.ts
//   http              services, domain, kernel, http; never db or temporal directly
//   workflows         @temporalio/workflow, workflows/*, types from domain and from src/activities
//   cli/commands      through services, never src/db (cli/db.ts opens the pool for them)
//   bench, support    never test/ (helpers shared with tests live in support/)
//   clients/typescript/src   the published client: imports only itself, and nothing in src/ or
//                     workflows/ imports it
//
// Entry points and composition roots may import anything: src/main.ts, src/worker.ts,
// src/codec-server.ts, src/db/migrate-cli.ts and scripts/.
//
// `import type` counts as an import, except where a rule says "type-only": a type still ties
// the importing layer to the imported one.

const ENTRY_POINTS = ['^src/main\\.ts$', '^src/worker\\.ts$', '^src/codec-server\\.ts$', '^src/db/migrate-cli\\.ts$'];
const TYPE_ONLY = ['type-only', 'type-import'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain holds pure rules: no infrastructure, no I/O, nothing from the layers above it.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '^node_modules/zod/', '^(node:)?crypto$'] },
    },
    {
      name: 'kernel-imports-only-kernel-and-domain',
      comment:
        'The kernel (src/*.ts that are not entry points, src/metrics, src/tracing, src/net) is shared by every layer, so it imports none of them.',
      severity: 'error',
      // app-deps.ts is the one exception: it names the infrastructure (pool, Temporal client) that
      // the composition roots hand to services and HTTP, so it takes those types from the adapters.
      from: {
        path: ['^src/[^/]+\\.ts$', '^src/(metrics|tracing|net)/'],
        pathNot: [...ENTRY_POINTS, '^src/app-deps\\.ts$'],
      },
      to: { path: ['^src/(db|temporal|services|activities|http)/', '^(cli|workflows)/'] },
    },
    {
      name: 'db-is-an-adapter',
      comment: 'src/db holds the SQL: it imports domain, kernel and src/db, never temporal or the layers above.',
      severity: 'error',
      from: { path: '^src/db/', pathNot: ENTRY_POINTS },
      to: { path: ['^src/(temporal|services|http|activities)/', '^(cli|workflows)/'] },
    },
    {
      name: 'temporal-is-an-adapter',
      comment: 'src/temporal talks to Temporal: it never imports db or the layers above it.',
      severity: 'error',
      from: { path: '^src/temporal/' },
      to: { path: ['^src/(db|services|http|activities)/', '^cli/'] },
    },
    {
      name: 'services-below-http',
      comment: 'Services are called by http, activities and the CLI; they never call back up into them.',
      severity: 'error',
      from: { path: '^src/services/' },
      to: { path: ['^src/(http|activities)/', '^cli/'] },
    },
    {
      name: 'activities-through-services',
      comment: 'Activities run services and repositories; they never reach http, the Temporal client or the CLI.',
      severity: 'error',
      from: { path: '^src/activities/' },
      to: { path: ['^src/(http|temporal)/', '^cli/'] },
    },
    {
      name: 'activities-take-only-workflow-types',
      comment: 'Activities share the argument and result types of workflows/types.ts, nothing else from workflows.',
      severity: 'error',
      from: { path: '^src/activities/' },
      to: { path: '^workflows/', pathNot: '^workflows/types\\.ts$' },
    },
    {
      name: 'activities-workflow-types-are-type-only',
      comment: 'workflows/types.ts is imported with `import type`: workflow code never runs in the activity worker.',
      severity: 'error',
      from: { path: '^src/activities/' },
      to: { path: '^workflows/types\\.ts$', dependencyTypesNot: TYPE_ONLY },
    },
    {
      name: 'http-through-services',
      comment: 'http reaches the database and Temporal only through services.',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: ['^src/(db|temporal|activities)/', '^(cli|workflows)/'] },
    },
    {
      name: 'workflows-are-sandboxed',
      comment:
        'Workflow code runs in the deterministic sandbox: it imports only @temporalio/workflow, workflows/*, and types from src/domain and src/activities.',
      severity: 'error',
      from: { path: '^workflows/' },
      to: { pathNot: ['^workflows/', '^src/domain/', '^src/activities/', '^node_modules/@temporalio/workflow/'] },
    },
    {
      name: 'workflows-take-only-types-from-domain-and-activities',
      comment:
        'Workflows call activities through proxyActivities; they take only types from src/activities and src/domain.',
      severity: 'error',
      from: { path: '^workflows/' },
      to: { path: '^src/(domain|activities)/', dependencyTypesNot: TYPE_ONLY },
    },
    {
      name: 'cli-commands-through-services',
      comment: 'CLI commands go through services; only cli/db.ts (the CLI composition root) opens the pool.',
      severity: 'error',
      from: { path: '^cli/commands/' },
      to: { path: '^src/db/' },
    },
    {
      name: 'bench-not-to-test',
      comment: 'Benchmarks and the shared helpers in support/ never import test/.',
      severity: 'error',
      from: { path: '^(bench|support)/' },
      to: { path: '^test/' },
    },
    {
      name: 'client-stands-alone',
      comment:
        'The TypeScript client is published on its own: its sources import only each other (and node:crypto on Node 18), never src/ or anything else of the repository.',
      severity: 'error',
      from: { path: '^clients/typescript/src/' },
      to: { pathNot: ['^clients/typescript/src/', '^(node:)?crypto$'] },
    },
    {
      name: 'server-not-on-its-client',
      comment:
        'The API and the workflows never depend on the client: the client follows the API, not the other way round.',
      severity: 'error',
      from: { path: '^(src|workflows)/' },
      to: { path: '^clients/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes load order matter and the layers meaningless.',
      severity: 'error',
      from: { path: '^(src|workflows|cli|clients)/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import the cruiser cannot resolve escapes every rule above.',
      severity: 'error',
      from: { path: '^(src|workflows|cli|bench|scripts|support|test|clients)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    exclude: {
      path: '^(dist|dist\\.building-[^/]*|\\.data|\\.prof|test-output|bench/results|clients/typescript/dist)/',
    },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
