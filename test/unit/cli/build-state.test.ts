import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtIsCurrent } from '../../../bin/build-state.js';

// bin/hiring.js runs dist/cli/ only when it is current: a stale build would run yesterday's CLI.

/** Files with their modification times; folders dated 1000 (a folder changes when a file is added or removed). */
function checkout(files: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'build-state-'));
  for (const file of Object.keys(files)) mkdirSync(join(root, file, '..'), { recursive: true });
  for (const [file, mtimeSeconds] of Object.entries(files)) {
    writeFileSync(join(root, file), '');
    utimesSync(join(root, file), mtimeSeconds, mtimeSeconds);
  }
  for (const dir of ['src', 'cli', 'workflows', 'clients/typescript/src']) {
    for (const sub of existsSync(join(root, dir))
      ? ['', ...readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })]
      : []) {
      if (statSync(join(root, dir, sub)).isDirectory()) utimesSync(join(root, dir, sub), 1000, 1000);
    }
  }
  return root;
}

describe('whether the compiled CLI stands in for the sources', () => {
  it('yes when dist/cli/index.js is newer than every file in src/, cli/ and workflows/', () => {
    expect(
      builtIsCurrent(
        checkout({ 'dist/cli/index.js': 2000, 'src/a.ts': 1000, 'cli/commands/b.tsx': 1500, 'workflows/c.ts': 1999 }),
      ),
    ).toBe(true);
  });

  for (const changed of ['src/db/x.ts', 'cli/commands/y.tsx', 'workflows/z.ts', 'clients/typescript/src/client.ts']) {
    it(`no when ${changed} changed after the build`, () => {
      expect(builtIsCurrent(checkout({ 'dist/cli/index.js': 2000, 'src/a.ts': 1000, [changed]: 2001 }))).toBe(false);
    });
  }

  it('no when a file was removed after the build (its folder changed)', () => {
    const root = checkout({ 'dist/cli/index.js': 2000, 'src/db/a.ts': 1000 });
    utimesSync(join(root, 'src/db'), 2001, 2001);
    expect(builtIsCurrent(root)).toBe(false);
  });

  it('no without a build (a fresh clone)', () => {
    expect(builtIsCurrent(checkout({ 'src/a.ts': 1000, 'cli/index.ts': 1000 }))).toBe(false);
  });

  it('yes in an image that holds dist/ and no sources', () => {
    expect(builtIsCurrent(checkout({ 'dist/cli/index.js': 2000 }))).toBe(true);
  });

  it('asks about the file named: the compiled worker for the smoke test', () => {
    const root = checkout({ 'dist/cli/index.js': 2000, 'dist/worker.js': 1000, 'src/a.ts': 1500 });
    expect(builtIsCurrent(root)).toBe(true);
    expect(builtIsCurrent(root, 'worker.js')).toBe(false);
  });
});
