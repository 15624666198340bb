// Builds occupations.data.json, the profiles the synthetic candidate generator draws from, out of
// O*NET 29.2 (reported titles, core tasks, technology skills folded through the skills taxonomy).
//   npx tsx src/services/seed/build-seed-data.ts [../shared/data/onet-29.2]
// Deterministic: same input and taxonomy, same bytes.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ATTRIBUTION, canonicalSkill, skillInfo } from '../../domain/skills/index';

const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(process.argv[2] ?? join(here, '../../../../shared/data/onet-29.2'));

function readTsv(name: string): string[][] {
  return readFileSync(join(src, name), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.trim() !== '')
    .map((l) => l.split('\t'));
}

function group<T>(rows: string[][], pick: (r: string[]) => T | null): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const v = pick(r);
    if (v === null) continue;
    const list = out.get(r[0]!) ?? [];
    list.push(v);
    out.set(r[0]!, list);
  }
  return out;
}

const titles = group(readTsv('Sample of Reported Titles.txt'), (r) =>
  r[1] && r[1].length <= 50 && !/[()]/.test(r[1]) ? r[1] : null,
);
const tasks = group(readTsv('Task Statements.txt'), (r) =>
  r[3] !== 'Supplemental' && r[2]!.length <= 170 ? r[2]! : null,
);
const zones = new Map(readTsv('Job Zones.txt').map((r) => [r[0]!, Number(r[1])]));
const tech = group(readTsv('Technology Skills.txt'), (r) => {
  const name = canonicalSkill(r[1]!);
  if (name === null) return null;
  const info = skillInfo(name)!;
  const weight = Math.round(Math.sqrt(info.weight) * (r[4] === 'Y' ? 3 : 1) * (r[5] === 'Y' ? 2 : 1) * 10) / 10;
  return [name, weight] as [string, number];
});

// Tech and professional families are over-represented on a hiring platform for knowledge work.
const FAMILY_WEIGHT: Record<string, number> = {
  '15': 25,
  '11': 4,
  '13': 4,
  '17': 4,
  '19': 2,
  '27': 3,
  '29': 2,
  '41': 2,
  '43': 2,
};

const occupations = readTsv('Occupation Data.txt').flatMap(([code, title]) => {
  const skills = new Map<string, number>();
  for (const [n, w] of tech.get(code!) ?? []) skills.set(n, Math.max(skills.get(n) ?? 0, w));
  const ts = titles.get(code!) ?? [];
  const tk = tasks.get(code!) ?? [];
  if (skills.size < 4 || ts.length === 0 || tk.length < 2) return [];
  const zone = zones.get(code!) ?? 3;
  const weight = (FAMILY_WEIGHT[code!.slice(0, 2)] ?? 1) * (zone <= 1 ? 0.5 : 1);
  const top = [...skills].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 40);
  return [{ code, title, weight, titles: ts.slice(0, 10), tasks: tk.slice(0, 8), skills: top }];
});

const out = join(here, 'occupations.data.json');
writeFileSync(out, JSON.stringify({ attribution: ATTRIBUTION, occupations }) + '\n');
console.error(`wrote ${occupations.length} occupations to ${out}`);
