// Skills taxonomy: canonical names, alias folding and free-text extraction. Pure; all tables are
// built once at module load from taxonomy.data.json (O*NET 29.2, see ATTRIBUTION) and aliases.ts.
import { canonicalByCompact, canonicalByForm, compactForm, infoByKey, normalizeForm } from './lexicon';

export { extractSkills, type ExtractedSkill } from './extract';
export { ATTRIBUTION, type SkillInfo } from './lexicon';

function lookup(raw: string): string | undefined {
  const form = normalizeForm(raw);
  if (form === '') return undefined;
  const direct = canonicalByForm.get(form);
  if (direct !== undefined) return direct;
  // Trailing sentence punctuation ("Node.js." / "SQL,"), but not the "+" or "#" of C++ / C#.
  const trimmed = form.replace(/[.,;:!?]+$/, '');
  if (trimmed !== form) {
    const t = canonicalByForm.get(trimmed);
    if (t !== undefined) return t;
  }
  const bare = trimmed.replace(/ (software|programming language|language|framework|platform)$/, '');
  if (bare !== trimmed) {
    const b = canonicalByForm.get(bare);
    if (b !== undefined) return b;
  }
  return canonicalByCompact.get(compactForm(trimmed));
}

/** Canonical display name for a user-given skill name, or null when the skill is unknown. */
export function canonicalSkill(raw: string): string | null {
  const key = lookup(raw);
  return key === undefined ? null : infoByKey.get(key)!.name;
}

/**
 * Normalised exact-match key: lowercase, whitespace-collapsed, alias-folded ("k8s" and
 * "Kubernetes" give "kubernetes"). An unknown skill gives its normalised text. "c", "c#", "c++",
 * "r", "go", "ai" and "ux" stay distinct.
 */
export function skillKey(raw: string): string {
  return lookup(raw) ?? normalizeForm(raw);
}

/** Popularity and hot-technology flag of a skill, or null when unknown. */
export function skillInfo(raw: string): { name: string; weight: number; hot: boolean } | null {
  const key = lookup(raw);
  return key === undefined ? null : { ...infoByKey.get(key)! };
}

let all: readonly string[] | null = null;
/** Canonical names, most widely used first (for synthetic data and suggestions). */
export function allSkills(): readonly string[] {
  all ??= Object.freeze(
    [...infoByKey.values()]
      .sort((a, b) => b.weight - a.weight || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((s) => s.name),
  );
  return all;
}

/** Canonical names of the hot technologies (O*NET "Hot Technology" flag). */
export function hotSkills(): readonly string[] {
  return allSkills().filter((n) => infoByKey.get(n.toLowerCase())!.hot);
}
