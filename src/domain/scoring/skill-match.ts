// Finding skills and rubric phrases in the candidate's words. The skill extractor is injected
// (the taxonomy lives elsewhere); without one, a skill is looked for as a literal phrase, so the
// engine works on its own and only gets better with the taxonomy.

import { matchCue } from './cues';
import { quoteAround } from './text';

export interface ExtractedSkill {
  name: string;
  key: string;
  count: number;
  /** Offset of the first mention in the text given to the extractor. */
  first: number;
}

export type SkillExtractor = (text: string) => ExtractedSkill[];

export interface Mention {
  count: number;
  quote: string;
}

/** Lower case, punctuation folded to spaces and trailing dots dropped; "c++", "c#", ".net" survive. */
export function normalizeSkill(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#.]+/gu, ' ')
    .replace(/\.+(?=\s|$)/g, '')
    .trim();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The last word of a phrase with its common English inflections, from a crude stem: "caching",
 * "cache" and "cached" all match each other; "APIs" also matches "API". Short words, acronyms
 * and words such as "Redis" or "process" keep their spelling.
 */
function inflected(word: string): string {
  if (!/^[A-Za-z]{3,}$/.test(word)) return escapeRegExp(word);
  if (/^[A-Z]+s$/.test(word)) return `${word.slice(0, -1)}s?`;
  if (/^[A-Z]+$/.test(word)) return `${word}s?`;
  if (/(?:is|ss|us)$/i.test(word)) return `${word}(?:es)?`;
  const stem = word.replace(/(?:ing|ed|es|e|s)$/i, '');
  if (stem.length < 4) return `${word}(?:s|es|ed|ing)?`;
  return `${stem}(?:e|es|ed|ing|s|er|ers)?`;
}

// Compiled phrase regexes: roles and rubrics repeat the same phrases, and compiling ~20
// regexes per call would cost more than matching them. Bounded, so it cannot grow forever.
const compiled = new Map<string, RegExp>();

/** Whole-word, case-insensitive, whitespace-tolerant regex for a phrase (global: see matchCue). */
export function phraseRegex(phrase: string): RegExp {
  let re = compiled.get(phrase);
  if (!re) {
    if (compiled.size >= 2000) compiled.clear();
    re = compilePhrase(phrase);
    compiled.set(phrase, re);
  }
  return re;
}

function compilePhrase(phrase: string): RegExp {
  const words = phrase.trim().split(/\s+/);
  const body = [...words.slice(0, -1).map(escapeRegExp), inflected(words[words.length - 1]!)].join('[\\s\\-]+');
  // Scripts without spaces have no word boundaries to respect.
  if (CJK.test(phrase)) return new RegExp(body, 'giu');
  // The word start is checked by matchCue (see cues.ts for why not here).
  return new RegExp(`(?:${body})(?![\\p{L}\\p{N}])`, 'giu');
}

export function findPhrase(text: string, phrase: string): Mention | null {
  const hits = matchCue(text, phraseRegex(phrase));
  return hits.length > 0 ? { count: hits.length, quote: quoteAround(text, hits[0]!.index) } : null;
}

export interface SkillFinder {
  /** Skills the extractor found in the text (empty without an extractor). */
  readonly extracted: ExtractedSkill[];
  find: (skill: string) => Mention | null;
}

/**
 * Looks skills up in `text`. The extractor runs at most once, and only when needed; a skill
 * matches an extracted one by normalised name or key, else it is looked for as a phrase.
 */
export function skillFinder(text: string, extract?: SkillExtractor): SkillFinder {
  let cache: { list: ExtractedSkill[]; byName: Map<string, ExtractedSkill> } | null = null;
  const load = () => {
    if (cache) return cache;
    const list = extract?.(text) ?? [];
    const byName = new Map<string, ExtractedSkill>();
    for (const s of list) {
      for (const k of [normalizeSkill(s.name), normalizeSkill(s.key)]) if (k && !byName.has(k)) byName.set(k, s);
    }
    return (cache = { list, byName });
  };
  return {
    get extracted() {
      return load().list;
    },
    find: (skill) => {
      const hit = extract ? load().byName.get(normalizeSkill(skill)) : undefined;
      if (hit && hit.count > 0) return { count: hit.count, quote: quoteAround(text, hit.first) };
      return findPhrase(text, skill);
    },
  };
}
