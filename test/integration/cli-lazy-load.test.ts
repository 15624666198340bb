import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { builtIsCurrent } from '../../bin/build-state.js';

// The compiled CLI starts in a fraction of a second because a command loads only what it uses:
// React and Ink only to draw on a person's terminal. A module resolve hook in the child process
// records every module it loads, so an eager import anywhere on the path shows here.
describe('the compiled CLI loads only what a command uses', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-loads-'));
  const log = join(dir, 'loaded.txt');

  beforeAll(() => {
    if (!builtIsCurrent(process.cwd()))
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'ignore' });
    writeFileSync(
      join(dir, 'hooks.mjs'),
      [
        "import { appendFileSync } from 'node:fs';",
        'export async function resolve(specifier, context, next) {',
        '  const resolved = await next(specifier, context);',
        "  appendFileSync(process.env.LOADED_LOG, resolved.url + '\\n');",
        '  return resolved;',
        '}',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'register.mjs'),
      `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`,
    );
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function loadedBy(args: string[]): string[] {
    writeFileSync(log, '');
    execFileSync(
      process.execPath,
      ['--import', pathToFileURL(join(dir, 'register.mjs')).href, 'bin/hiring.js', ...args],
      {
        env: { ...process.env, MYSQL_URL: inject('mysqlUrl'), LOADED_LOG: log },
        encoding: 'utf8',
      },
    );
    return readFileSync(log, 'utf8').split('\n').filter(Boolean);
  }

  it('a database command into a pipe runs the compiled CLI without React or Ink', () => {
    const loaded = loadedBy(['companies', 'list', '--json']);
    expect(loaded.some((url) => url.endsWith('/dist/cli/index.js'))).toBe(true);
    expect(loaded.filter((url) => /\/node_modules\/(react|ink)\//.test(url))).toEqual([]);
    expect(loaded.filter((url) => url.includes('/node_modules/tsx/'))).toEqual([]);
  });
});
