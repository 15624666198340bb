import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The layer rules CI runs (`npm run lint:layers`), applied to a small tree written here: each
// upward import in it must be refused under its rule's name, and each downward one let through,
// so a rule that stops matching (a path typo, a wrong pattern) fails this test, not a review.
// An import written 'type ./x' is `import type`, which some rules let through where a value import
// is refused.
const config = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as {
  forbidden: IFlattenedRuleSet['forbidden'];
};

const TREE: Record<string, string[]> = {
  'src/domain/rule.ts': [],
  'src/errors.ts': ['./domain/rule'],
  'src/db/rows.repository.ts': ['../domain/rule', '../errors'],
  'src/temporal/client.ts': ['../domain/rule'],
  'src/services/thing.service.ts': ['../db/rows.repository', '../temporal/client'],
  'src/http/procedure.ts': ['../services/thing.service'],
  'src/activities/thing.activities.ts': ['../services/thing.service', 'type ../../workflows/types'],
  'workflows/types.ts': [],
  'workflows/thing.workflow.ts': [
    '@temporalio/workflow',
    './types',
    'type ../src/activities/thing.activities',
    'type ../src/domain/rule',
  ],
  // The one package workflow code may import, as a stand-in the cruise resolves like the real one.
  'node_modules/@temporalio/workflow/index.js': [],
  'cli/commands/thing.ts': ['../../src/services/thing.service'],
  'support/helper.ts': ['../src/services/thing.service'],
  'bench/thing.bench.ts': ['../support/helper'],
  'test/helper.ts': [],
  'clients/typescript/src/client.ts': ['./errors', 'node:crypto'],
  'clients/typescript/src/errors.ts': [],
  // Each of these points up or across, against one rule.
  'src/domain/impure.ts': ['../db/rows.repository'],
  'src/db/to-temporal.repository.ts': ['../temporal/client'],
  'src/temporal/to-db.ts': ['../db/rows.repository'],
  'src/services/to-http.service.ts': ['../http/procedure'],
  'src/http/to-db.ts': ['../db/rows.repository'],
  'src/http/to-temporal.ts': ['../temporal/client'],
  'src/log.ts': ['./services/thing.service'],
  'cli/commands/to-db.ts': ['../../src/db/rows.repository'],
  'bench/to-test.bench.ts': ['../test/helper'],
  'src/activities/to-temporal.activities.ts': ['../temporal/client'],
  'src/activities/to-workflow.activities.ts': ['type ../../workflows/thing.workflow'],
  'src/activities/value-types.activities.ts': ['../../workflows/types'],
  'workflows/to-service.workflow.ts': ['../src/services/thing.service'],
  'workflows/domain-value.workflow.ts': ['../src/domain/rule'],
  'src/services/unresolvable.service.ts': ['./no-such-file'],
  'src/services/cycle-a.service.ts': ['./cycle-b.service'],
  'src/services/cycle-b.service.ts': ['./cycle-a.service'],
  'clients/typescript/src/to-server.ts': ['../../../src/domain/rule'],
  'src/http/to-client.ts': ['../../clients/typescript/src/errors'],
};

const REFUSED = [
  ['src/domain/impure.ts', 'domain-is-pure'],
  ['src/db/to-temporal.repository.ts', 'db-is-an-adapter'],
  ['src/temporal/to-db.ts', 'temporal-is-an-adapter'],
  ['src/services/to-http.service.ts', 'services-below-http'],
  ['src/http/to-db.ts', 'http-through-services'],
  ['src/http/to-temporal.ts', 'http-through-services'],
  ['src/log.ts', 'kernel-imports-only-kernel-and-domain'],
  ['cli/commands/to-db.ts', 'cli-commands-through-services'],
  ['bench/to-test.bench.ts', 'bench-not-to-test'],
  ['src/activities/to-temporal.activities.ts', 'activities-through-services'],
  ['src/activities/to-workflow.activities.ts', 'activities-take-only-workflow-types'],
  ['src/activities/value-types.activities.ts', 'activities-workflow-types-are-type-only'],
  ['workflows/to-service.workflow.ts', 'workflows-are-sandboxed'],
  ['workflows/domain-value.workflow.ts', 'workflows-take-only-types-from-domain-and-activities'],
  ['src/services/unresolvable.service.ts', 'not-to-unresolvable'],
  ['clients/typescript/src/to-server.ts', 'client-stands-alone'],
  ['src/http/to-client.ts', 'server-not-on-its-client'],
  // A cycle is one violation, named at whichever of its files the cruise reached first.
  ['a cycle', 'no-circular'],
];

const root = mkdtempSync(join(tmpdir(), 'layer-rules-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

for (const [file, imports] of Object.entries(TREE)) {
  mkdirSync(join(root, dirname(file)), { recursive: true });
  const body = imports
    .map((spec, i) =>
      spec.startsWith('type ')
        ? `import type { T as T${i} } from '${spec.slice(5)}';\nexport type U${i} = T${i};`
        : `import * as m${i} from '${spec}';\nexport const use${i} = m${i};`,
    )
    .join('\n');
  const types = file.endsWith('.ts') ? 'export type T = number;\n' : '';
  writeFileSync(join(root, file), `${body}\n${types}export const here = 1;\n`);
}

async function violations(): Promise<string[]> {
  const { output } = await cruise(['src', 'workflows', 'cli', 'bench', 'support', 'test', 'clients'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
  });
  const result = output as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name === 'no-circular' ? 'a cycle' : v.from} ${v.rule.name}`);
}

describe('layer rules (.dependency-cruiser.cjs)', () => {
  it('refuse every upward or sideways import under its rule, and nothing that points down', async () => {
    const found = await violations();
    expect([...new Set(found)].sort()).toEqual(REFUSED.map(([file, rule]) => `${file} ${rule}`).sort());
  });
});
