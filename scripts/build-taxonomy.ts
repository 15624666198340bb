// Builds the committed skills taxonomy and occupation-title profiles from O*NET 29.2.
//   npx tsx scripts/build-taxonomy.ts [../shared/data/onet-29.2]
// Writes src/domain/skills/taxonomy.data.json and src/domain/skills/titles.data.json.
// Deterministic: same input, same bytes.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stem } from '../src/domain/matching/stem';
import { terms } from '../src/domain/matching/text';
import { ALIAS_ONLY, AMBIGUOUS, CURATED, LOWERCASE_SAFE } from '../src/domain/skills/aliases';

const ATTRIBUTION =
  'This product includes information from the O*NET 29.2 Database by the U.S. Department of Labor, ' +
  'Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license.';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = resolve(process.argv[2] ?? join(repo, '../shared/data/onet-29.2'));
const outDir = join(repo, 'src/domain/skills');

function readTsv(name: string): string[][] {
  const text = readFileSync(join(src, name), 'utf8');
  return text
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.trim() !== '')
    .map((l) => l.split('\t'));
}

// ---------------------------------------------------------------- English vocabulary
// Words O*NET itself uses in lowercase prose (tasks, descriptions, commodity classes). A product
// name made only of such words is a category ("Inventory tracking software"), and a one-word
// product that is such a word ("Chef", "Slack") is ambiguous in free text.
const proseCount = new Map<string, number>();
function addProse(text: string): void {
  for (const m of text.matchAll(/(?<=[a-z,;] )[a-z][a-z-]*/g)) proseCount.set(m[0], (proseCount.get(m[0]) ?? 0) + 1);
}
for (const r of readTsv('Task Statements.txt')) addProse(r[2] ?? '');
for (const r of readTsv('Occupation Data.txt')) addProse(r[2] ?? '');
// Twice at least: one stray use ("format typescript") does not make a word ordinary.
const english = new Set([...proseCount].filter(([, c]) => c >= 2).map(([w]) => w));
const techRows = readTsv('Technology Skills.txt');
// Commodity classes are sentence case: only their lowercase words are prose ("CAD" is not).
for (const r of techRows) for (const m of (r[3] ?? '').matchAll(/\b[a-z][a-z-]*/g)) english.add(m[0]);
for (const w of ['software', 'systems', 'system', 'programs', 'tools', 'sites', 'script', 'suite']) english.add(w);

// Brand words that happen to be ordinary words but name well-known products; never dropped.
const KEEP = new Set(['blackboard', 'canvas', 'workday', 'square', 'slack', 'zoom', 'chef', 'puppet']);
const JUNK = new Set([
  'Compilers',
  'Debuggers',
  'Decompilers',
  'Emulators',
  'Profilers',
  'Analyze',
  'Excavator',
  'Algae',
  'Cents',
  'Dig',
  'Route',
  'REDUCE',
  'SAND',
  'MAGIC',
  'PUFF',
  'J',
  'Squeegee',
  'Velvet',
  'Vigilant',
  'Blink',
  'Diameter',
  'Hotspot',
  'Honeypot',
  'Google',
  'Travis',
  'Abbott',
  'Square',
  'Webinar',
  'Chat',
  'Multitask',
  'Encoder',
  'Calendar',
  'Reservation',
  'Invoice',
  'Telephony',
]);

// Compared by stem too, so "Invoice" is ordinary because prose says "invoices".
const englishStems = new Set([...english].map((w) => stem(w)));
const isEnglish = (w: string): boolean => {
  const l = w.toLowerCase();
  return (english.has(l) || englishStems.has(stem(l))) && !KEEP.has(l);
};

function isGeneric(name: string, occurrences = Infinity): boolean {
  const ws = name.split(' ');
  if (ws.length < 2) return false;
  // A rarely listed title-case name of plain words ("Front Desk", "Event Management") is a
  // description, not a product people would name in a resume.
  if (occurrences <= 2 && ws.every((w) => /^[A-Za-z][a-z]*$/.test(w) && isEnglish(w))) return true;
  if (!/^[A-Z][a-z-]*$/.test(ws[0]!) || ws.slice(1).some((w) => !/^[a-z][a-z-]*$/.test(w))) return false;
  return ws.every(isEnglish);
}

const STOP_INITIAL = new Set(['and', 'of', 'or', 'the', 'for', 'to', 'a', 'in']);
/** Whether acr abbreviates ws: letters taken in order, every content word giving at least its
 * first letter (HTML from "Hypertext markup language", SCADA from "Supervisory control and data
 * acquisition"). */
function abbreviates(acr: string, ws: string[]): boolean {
  const a = acr.toLowerCase();
  const lw = ws.map((w) => w.toLowerCase());
  const go = (i: number, j: number): boolean => {
    if (j === lw.length) return i === a.length;
    const w = lw[j]!;
    if (STOP_INITIAL.has(w) && go(i, j + 1)) return true;
    if (a[i] !== w[0]) return false;
    // take the first letter, then optionally more letters from inside the word, in order
    for (let k = i + 1, p = 1; ; ) {
      if (go(k, j + 1)) return true;
      if (k >= a.length) return false;
      const q = w.indexOf(a[k]!, p);
      if (q < 0) return false;
      p = q + 1;
      k++;
    }
  };
  return go(0, 0);
}

const rareEnglishCandidates = new Set<string>();
const rawOccurrences = new Map<string, number>();
for (const r of techRows) rawOccurrences.set(r[1]!, (rawOccurrences.get(r[1]!) ?? 0) + 1);
interface Clean {
  canonical: string;
  aliases: string[];
}

/** Canonical display name and aliases for one O*NET product name, or null to drop it. */
function clean(raw: string): Clean | null {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (JUNK.has(name) || isGeneric(name, rawOccurrences.get(raw) ?? 0)) return null;
  const aliases = new Set<string>([name]);
  let base = name.replace(/ (software|software suite|programs)$/i, '');
  if (base !== name && isGeneric(base + ' software')) return null;
  // "Structured query language SQL" -> "SQL"; "Amazon Web Services AWS" -> "AWS".
  const ws = base.split(' ');
  const last = ws[ws.length - 1]!;
  if (ws.length >= 3 && /^[A-Z][A-Z0-9]{1,7}$/.test(last)) {
    const long = ws.slice(0, -1);
    for (let k = 0; k < long.length; k++) {
      const tail = long.slice(k);
      if (tail.length >= 2 && abbreviates(last, tail)) {
        aliases.add(tail.join(' '));
        aliases.add(base);
        base = k === 0 ? last : `${long.slice(0, k).join(' ')} ${last}`;
        break;
      }
    }
  }
  if (base.length < 1) return null;
  if (!base.includes(' ') && /^[A-Z][a-z]+s$/.test(base) && isEnglish(base)) return null;
  if (/^\S+$/.test(base) && isEnglish(base) && !KEEP.has(base.toLowerCase()) && base !== 'Go') {
    // Single ordinary words ("CLAIMS", "FAST"): kept only if several occupations name them,
    // decided after counting (see rareEnglish below).
    rareEnglishCandidates.add(base.toLowerCase());
  }
  return { canonical: base, aliases: [...aliases].filter((a) => a !== base) };
}

// ---------------------------------------------------------------- skills
interface Skill {
  name: string;
  occ: Set<string>;
  hot: boolean;
  aliases: Set<string>;
}
const skills = new Map<string, Skill>();
for (const r of techRows) {
  const [code, example, , , hot] = r;
  if (!code || !example) continue;
  const c = clean(example);
  if (!c) continue;
  const key = c.canonical.toLowerCase();
  let s = skills.get(key);
  if (!s) {
    s = { name: c.canonical, occ: new Set(), hot: false, aliases: new Set() };
    skills.set(key, s);
  }
  s.occ.add(code);
  if (hot === 'Y') s.hot = true;
  for (const a of c.aliases) s.aliases.add(a);
}

// Vendor prefixes: leading words shared by several product names ("Microsoft", "Autodesk",
// "Dassault Systemes"). "Autodesk AutoCAD" is also written plain "AutoCAD".
const prefixCount = new Map<string, number>();
for (const s of skills.values()) {
  const ws = s.name.split(' ');
  for (const n of [1, 2]) {
    if (ws.length > n) {
      const p = ws.slice(0, n).join(' ');
      prefixCount.set(p, (prefixCount.get(p) ?? 0) + 1);
    }
  }
}
/** Vendor prefixes of a name, longest first ("Dassault Systemes", then "Dassault"). */
function vendorsOf(name: string): string[] {
  const ws = name.split(' ');
  const out: string[] = [];
  const two = ws.length > 2 ? ws.slice(0, 2).join(' ') : null;
  if (two && (prefixCount.get(two) ?? 0) >= 3 && /^[A-Z]/.test(ws[1]!)) out.push(two);
  const one = ws[0]!;
  if (ws.length > 1 && (prefixCount.get(one) ?? 0) >= 3 && /^[A-Z]/.test(one) && !isEnglish(one)) out.push(one);
  return out;
}
/** Whether a name without its vendor still names the product unmistakably in free text:
 * "QuickBooks", "AutoCAD Civil 3D" yes; "Word", "Risk Management", "Jersey", "2000" no. */
function distinctive(rest: string): boolean {
  if ((rest.match(/[A-Za-z]/g) ?? []).length < 3) return false;
  if (rest.includes(' ')) return !/^[A-Z]{1,3}\b/.test(rest) && !rest.split(' ').every(isEnglish);
  if (isEnglish(rest)) return false;
  if (/^[A-Z0-9]+$/.test(rest)) return rest.length >= 5; // "MATLAB", "CATIA"; not "STAR", "CIS"
  return /[A-Z0-9]/.test(rest.slice(1));
}
const stripped = new Map<string, string[]>();
for (const [key, s] of skills) {
  for (const v of vendorsOf(s.name)) {
    const rest = s.name.slice(v.length + 1);
    if (!distinctive(rest)) continue;
    const k = rest.toLowerCase();
    stripped.set(k, [...(stripped.get(k) ?? []), key]);
    break; // only the longest vendor that leaves a distinctive name
  }
}
for (const [k, owners] of stripped) {
  if (owners.length !== 1 || skills.has(k)) continue; // ambiguous or already a product name
  skills.get(owners[0]!)!.aliases.add(skills.get(owners[0]!)!.name.slice(-k.length));
}

// One-word names that are ordinary English words: kept when several occupations use them, and then
// they need context in free text.
const ambiguous: string[] = [];
for (const [key, s] of [...skills]) {
  if (!rareEnglishCandidates.has(key)) continue;
  if (s.occ.size < 3) skills.delete(key);
  else ambiguous.push(s.name);
}

// Aliases claimed by two products mean nothing: drop them.
const aliasOwners = new Map<string, Set<string>>();
for (const [key, s] of skills) {
  for (const a of s.aliases) {
    const k = a.toLowerCase();
    if (!aliasOwners.has(k)) aliasOwners.set(k, new Set());
    aliasOwners.get(k)!.add(key);
  }
}
const sorted = [...skills.values()].sort((a, b) => b.occ.size - a.occ.size || (a.name < b.name ? -1 : 1));
const skillRows = sorted.map((s) => {
  const al = [...s.aliases]
    .filter((a) => {
      const k = a.toLowerCase();
      return aliasOwners.get(k)!.size === 1 && !skills.has(k);
    })
    .sort();
  const row: (string | number)[] = [s.name, s.occ.size, s.hot ? 1 : 0];
  return al.length ? [...row, ...al] : row;
});

writeFileSync(
  join(outDir, 'taxonomy.data.json'),
  JSON.stringify({ attribution: ATTRIBUTION, ambiguous: ambiguous.sort(), skills: skillRows }, null, 0).replace(
    /\],\[/g,
    '],\n[',
  ) + '\n',
);

// ---------------------------------------------------------------- occupation titles
// Each occupation's title vocabulary, from its title, alternate titles and reported titles:
// weight = share of its titles using the stem x inverse occupation frequency, top 24 stems.
const occTitle = new Map<string, string>();
for (const r of readTsv('Occupation Data.txt')) if (r[0] && r[1]) occTitle.set(r[0], r[1]);
const titleSets = new Map<string, string[]>();
const addTitle = (code: string, t: string): void => {
  if (!occTitle.has(code) || !t || t === 'n/a') return;
  if (!titleSets.has(code)) titleSets.set(code, []);
  titleSets.get(code)!.push(t);
};
for (const [code, t] of occTitle) addTitle(code, t);
for (const r of readTsv('Alternate Titles.txt')) {
  addTitle(r[0]!, r[1]!);
  addTitle(r[0]!, r[2]!);
}
for (const r of readTsv('Sample of Reported Titles.txt')) addTitle(r[0]!, r[1]!);

// Title features: stems and adjacent-stem bigrams ("sale_assoc"), which tell "Sales Associate"
// (retail) from "Sales Manager" where single words cannot.
function titleFeatures(t: string): string[] {
  const st = terms(t.replace(/\([^)]*\)/g, ' '));
  const out = [...st];
  for (let i = 0; i + 1 < st.length; i++) out.push(`${st[i]}_${st[i + 1]}`);
  return out;
}
const singular = (w: string): string => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

const occStemCounts = new Map<string, Map<string, number>>();
const stemDf = new Map<string, number>();
const lastWord = new Map<string, number>();
const anyWord = new Map<string, number>();
for (const [code, ts] of titleSets) {
  const counts = new Map<string, number>();
  for (const t of ts) {
    for (const s of new Set(titleFeatures(t))) counts.set(s, (counts.get(s) ?? 0) + 1);
    const ws = (
      t
        .replace(/\([^)]*\)/g, ' ')
        .toLowerCase()
        .match(/[a-z]+/g) ?? []
    ).map(singular);
    const last = ws[ws.length - 1];
    if (last) lastWord.set(last, (lastWord.get(last) ?? 0) + 1);
    for (const w of new Set(ws)) anyWord.set(w, (anyWord.get(w) ?? 0) + 1);
  }
  occStemCounts.set(code, counts);
  for (const s of counts.keys()) stemDf.set(s, (stemDf.get(s) ?? 0) + 1);
}
const nOcc = occStemCounts.size;
const idf = (s: string): number => Math.log(1 + nOcc / (stemDf.get(s) ?? 1));
// Compact rows: [code, title, "stem:weight stem:weight ..."] with integer weights out of 100.
const occupations: [string, string, string][] = [];
for (const [code, counts] of [...occStemCounts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
  const n = titleSets.get(code)!.length;
  const own = new Set(titleFeatures(occTitle.get(code)!));
  const scored = [...counts]
    .filter(([, c]) => c >= 2 || n < 10)
    .map(([s, c]): [string, number] => [s, Math.sqrt(c / n + (own.has(s) ? 0.5 : 0)) * idf(s)])
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const top = [
    ...scored.filter(([s]) => !s.includes('_')).slice(0, 24),
    ...scored.filter(([s]) => s.includes('_')).slice(0, 16),
  ];
  const norm = Math.hypot(...top.map(([, w]) => w)) || 1;
  const vec = top
    .map(([s, w]): [string, number] => [s, Math.round((w / norm) * 100)])
    .filter(([, w]) => w > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  occupations.push([code, occTitle.get(code)!, vec.map(([s, w]) => `${s}:${w}`).join(' ')]);
}
// Head nouns of job titles ("accountant", "engineer", "chef"): words that mostly end a title.
const heads = [...lastWord]
  .filter(([w, c]) => c >= 5 && c / (anyWord.get(w) ?? c) >= 0.5 && w.length > 2)
  .map(([w]) => w)
  .sort();
writeFileSync(
  join(outDir, 'titles.data.json'),
  JSON.stringify({ attribution: ATTRIBUTION, heads: heads.join(' '), occupations }).replace(/"\],\[/g, '"],\n[') + '\n',
);

console.log(
  `skills: ${skillRows.length} (ambiguous ${ambiguous.length}); occupations: ${occupations.length}; heads: ${heads.length}`,
);

// ---------------------------------------------------------------- ALIASES.md
const md = [
  '# Skill aliases',
  '',
  'Generated by `scripts/build-taxonomy.ts` from `aliases.ts`; edit that file, then rerun the script.',
  '',
  'Skill names are matched case-insensitively after trimming and collapsing whitespace. Each row',
  'folds the listed variants into the canonical name (`skillKey` gives its lowercase form). O*NET',
  'product names not listed here are canonical as written, without a trailing "software"; their',
  'vendor-less forms ("QuickBooks" for "Intuit QuickBooks") are aliases where unambiguous. Every',
  'name and alias is also known in its British spelling ("modelling", "optimisation", "analyser",',
  '"behaviour") unless another skill holds that spelling.',
  '',
  '| Canonical | Aliases |',
  '|---|---|',
  ...CURATED.map(([name, ...aliases]) => `| ${name} | ${aliases.map((a) => `\`${a}\``).join(', ') || '—'} |`),
  '',
  '## Free-text rules',
  '',
  'In free text (resumes, postings) these names are also ordinary words, letters or short acronyms,',
  'so they count only when capitalised and in a skills context (a list of other skills, a "Skills:"',
  'line, or a cue such as "programming in"); all-capital acronyms such as AI, ML and UX always count:',
  '',
  AMBIGUOUS.map((a) => `\`${a}\``).join(', '),
  '',
  'Of these, the following can only mean the skill when written in lowercase, and then count',
  'anywhere (in capitals the rules above hold: "DBT" is also a therapy):',
  '',
  LOWERCASE_SAFE.map((a) => `\`${a}\``).join(', '),
  '',
  'These aliases are accepted as skill names but never looked for in free text:',
  '',
  ALIAS_ONLY.map((a) => `\`${a}\``).join(', '),
  '',
  `_${ATTRIBUTION}_`,
  '',
].join('\n');
writeFileSync(join(outDir, 'ALIASES.md'), md);
