// Builds, once at module load, the lookup tables behind the skills API: O*NET products
// (taxonomy.data.json, produced by scripts/build-taxonomy.ts) merged with the curated table.
import data from './taxonomy.data.json';
import { ALIAS_ONLY, AMBIGUOUS, CURATED, LOWERCASE_SAFE } from './aliases';

export interface SkillInfo {
  name: string;
  /** How many O*NET occupations list it (curated entries get a floor): a popularity weight. */
  weight: number;
  hot: boolean;
}

/** Lowercase, whitespace-collapsed, typographic quotes/dashes folded. */
export function normalizeForm(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2010-\u2014]/g, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Key for fuzzy spelling: no spaces, hyphens or underscores ("Solid Works" = "SolidWorks"). */
export function compactForm(form: string): string {
  return form.replace(/[\s_-]+/g, '');
}

const CURATED_WEIGHT_FLOOR = 40;

export const infoByKey = new Map<string, SkillInfo>(); // canonical lowercase -> info
export const canonicalByForm = new Map<string, string>(); // any form -> canonical lowercase
/** How a form is spelled in the source ("SAN", "QuickBooks"): tells acronyms from words. */
export const spellingByForm = new Map<string, string>();
function spell(raw: string): void {
  const f = normalizeForm(raw);
  if (!spellingByForm.has(f)) spellingByForm.set(f, raw.replace(/\s+/g, ' ').trim());
}
const compactOwners = new Map<string, Set<string>>();

type Row = [string, number, number, ...string[]];
const rows = (data as unknown as { skills: Row[] }).skills;
const formsOf = new Map<string, string[]>(); // O*NET canonical lowercase -> its forms

for (const [name, occ, hot, ...aliases] of rows) {
  const key = name.toLowerCase();
  infoByKey.set(key, { name, weight: occ, hot: hot === 1 });
  const forms = [key, ...aliases.map(normalizeForm)];
  formsOf.set(key, forms);
  for (const a of [name, ...aliases]) spell(a);
  for (const f of forms) if (!canonicalByForm.has(f)) canonicalByForm.set(f, key);
}

/** Canonical keys of the curated table (their spelling in free text is known to be sane). */
export const curatedKeys = new Set<string>();

// Curated rows win: an O*NET product named by any curated form folds into the curated name.
for (const [name, ...aliases] of CURATED) {
  const key = name!.toLowerCase();
  curatedKeys.add(key);
  const forms = [key, ...aliases.map(normalizeForm)];
  spellingByForm.set(key, name!);
  let weight = CURATED_WEIGHT_FLOOR;
  let hot = false;
  for (const f of forms) {
    const prev = canonicalByForm.get(f);
    if (prev !== undefined && prev !== key && formsOf.has(prev)) {
      const info = infoByKey.get(prev)!;
      weight = Math.max(weight, info.weight);
      hot ||= info.hot;
      for (const g of formsOf.get(prev)!) canonicalByForm.set(g, key);
      formsOf.delete(prev);
      infoByKey.delete(prev);
    }
  }
  const existing = infoByKey.get(key);
  if (existing && formsOf.has(key)) {
    // Same name in O*NET: keep its weight, take the curated display spelling.
    weight = Math.max(weight, existing.weight);
    hot ||= existing.hot;
  }
  infoByKey.set(key, { name: name!, weight, hot });
  for (const f of forms) canonicalByForm.set(f, key);
}

// British spellings: O*NET and most curated rows spell the American way ("modeling",
// "optimization", "analyzer", "behavior"), and resumes written in British English were missed
// ("Excel modelling", "search engine optimisation"). Each form is also known in its British
// spelling, unless another skill holds that spelling already; it keeps the free-text rules of
// the form it comes from (ambiguous, alias-only).
const BRITISH: readonly [RegExp, string][] = [
  [/(?<=[a-z]{2}[^\We])el(ing|ed|er|ers)\b/g, 'ell$1'], // modeling, labeled; not feeling, wheeling
  [/(?<=[a-z]{3})iz(e|es|ed|er|ers|ing|ation|ations)\b/g, 'is$1'], // optimization; not size, prize
  [/(?<=[a-z]{2})yz(e|es|ed|er|ers|ing)\b/g, 'ys$1'], // analyzer
  [/\b(behavio|colo|favo|hono|labo)r(s|al|ally)?\b/g, '$1ur$2'],
];
function britishSpelling(form: string): string {
  let out = form;
  for (const [re, to] of BRITISH) out = out.replace(re, to);
  return out;
}

export const ambiguousForms = new Set<string>([
  ...AMBIGUOUS.map(normalizeForm),
  ...(data as unknown as { ambiguous: string[] }).ambiguous.map(normalizeForm),
]);
export const aliasOnlyForms = new Set<string>(ALIAS_ONLY.map(normalizeForm));

for (const [form, key] of [...canonicalByForm]) {
  const british = britishSpelling(form);
  if (british === form || canonicalByForm.has(british)) continue;
  canonicalByForm.set(british, key);
  const spelling = spellingByForm.get(form);
  // Only whether a spelling is all capitals matters to free text (extract.ts).
  if (spelling !== undefined)
    spellingByForm.set(british, spelling === spelling.toUpperCase() ? british.toUpperCase() : british);
  if (ambiguousForms.has(form)) ambiguousForms.add(british);
  if (aliasOnlyForms.has(form)) aliasOnlyForms.add(british);
}

for (const [form, key] of canonicalByForm) {
  const c = compactForm(form);
  if (!compactOwners.has(c)) compactOwners.set(c, new Set());
  compactOwners.get(c)!.add(key);
}
export const canonicalByCompact = new Map<string, string>();
for (const [c, owners] of compactOwners) if (owners.size === 1) canonicalByCompact.set(c, [...owners][0]!);

export const lowercaseSafeForms = new Set<string>(LOWERCASE_SAFE.map(normalizeForm));

export const ATTRIBUTION = (data as unknown as { attribution: string }).attribution;
