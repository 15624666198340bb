import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Code, tests and comments cite the rulings of docs/rules.md by id ("R9: ..."), so a reader can
// look each one up: every id cited must be an entry there, or the citation points nowhere.
const RULES = 'docs/rules.md';
const CITING = ['src', 'test', 'cli', 'workflows'];
// Text a person writes; data files (taxonomies, recorded histories) hold R<n> by chance.
const TEXT = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.sql', '.md']);
const CITATION = /(?<![A-Za-z0-9_])R(\d+)(?![A-Za-z0-9_])/g;

/** The ids of docs/rules.md: each entry is a list item that opens with its bold id ("- **R9**"). */
function ruleIds(): Map<number, number> {
  const ids = new Map<number, number>();
  for (const m of readFileSync(RULES, 'utf8').matchAll(/^- \*\*R(\d+)\b/gm))
    ids.set(Number(m[1]), (ids.get(Number(m[1])) ?? 0) + 1);
  return ids;
}

function citations(): Array<{ at: string; id: number }> {
  const found: Array<{ at: string; id: number }> = [];
  for (const dir of CITING) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !TEXT.has(extname(entry.name))) continue;
      const file = join(entry.parentPath, entry.name);
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const m of line.matchAll(CITATION)) found.push({ at: `${file}:${i + 1}`, id: Number(m[1]) });
        });
    }
  }
  return found;
}

describe(`rule ids cited in ${CITING.join(', ')}`, () => {
  it(`each names one entry of ${RULES}`, () => {
    const ids = ruleIds();
    expect(ids.size).toBeGreaterThan(0);
    expect([...ids].filter(([, n]) => n > 1).map(([id]) => `R${id}`)).toEqual([]);
    const cited = citations();
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter((c) => !ids.has(c.id)).map((c) => `${c.at} R${c.id}`)).toEqual([]);
  });
});
