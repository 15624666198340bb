// Job-title knowledge from O*NET (titles.data.json, built by scripts/build-taxonomy.ts): each
// occupation's title vocabulary (its title, alternate and reported titles) as a weighted stem
// vector. A posting title is expanded with the vocabulary of the occupations it names, so that
// "Aircraft Mechanics and Service Technicians" also answers to "aviation maintenance technician".
import data from '../skills/titles.data.json';
import { terms } from './text';

export type Vec = Map<string, number>;

interface Occupation {
  code: string;
  title: string;
  vec: Vec;
}

const raw = data as unknown as { heads: string; occupations: [string, string, string][] };

function parsePairs(s: string, scale: number): Vec {
  const m: Vec = new Map();
  for (const p of s.split(' ')) {
    const i = p.lastIndexOf(':');
    if (i > 0) m.set(p.slice(0, i), Number(p.slice(i + 1)) / scale);
  }
  return m;
}

const occupations: Occupation[] = raw.occupations.map(([code, title, v]) => ({ code, title, vec: parsePairs(v, 100) }));
const byCode = new Map(occupations.map((o) => [o.code, o]));
const byTitleKey = new Map<string, Occupation>();
for (const o of occupations) byTitleKey.set(terms(o.title).join(' '), o);
// Inverse occupation frequency of each title feature (stem or "stem_stem" bigram).
const df = new Map<string, number>();
for (const o of occupations) for (const k of o.vec.keys()) df.set(k, (df.get(k) ?? 0) + 1);
const MAX_IDF = Math.log(1 + occupations.length);
/** Lowercase singular words that end job titles ("accountant", "engineer", "chef", "nurse"). */
export const titleHeads = new Set(raw.heads.split(' '));
/** Every title feature some occupation uses: the only ones a title comparison can match. */
export const titleVocabulary = new Set<string>(df.keys());

/** Longer than any closed compound a title uses ("superintendent" has 14 letters). */
const MAX_COMPOUND_LENGTH = 30;

/**
 * Title stems of some words, splitting closed compounds the title vocabulary only knows apart
 * ("healthcare" -> health care, "storekeeper" stays when O*NET uses it whole).
 */
export function splitCompoundStems(word: string, stemOf: (w: string) => string): string[] {
  const whole = stemOf(word);
  // Every split point stems both halves: quadratic in the word's length, so only word-sized
  // words are tried (a 50,000-letter "word" would take 10 s).
  if (word.length < 8 || word.length > MAX_COMPOUND_LENGTH || titleVocabulary.has(whole)) return [whole];
  for (let i = 4; i <= word.length - 4; i++) {
    const a = stemOf(word.slice(0, i));
    const b = stemOf(word.slice(i));
    if (titleVocabulary.has(a) && titleVocabulary.has(b)) return [a, b];
  }
  return [whole];
}

/** Weight of a title feature: rare in titles = telling ("auditor"), common = weak ("manager"). */
export function titleWeight(feature: string): number {
  const d = df.get(feature);
  return d === undefined ? MAX_IDF : Math.log(1 + occupations.length / d);
}

/** Stems plus adjacent-stem bigrams ("sale_assoc"), as in the occupation profiles. */
export function titleFeatures(stems: readonly string[]): string[] {
  const out = [...stems];
  for (let i = 0; i + 1 < stems.length; i++) out.push(`${stems[i]}_${stems[i + 1]}`);
  return out;
}

export function normalize(v: Vec): Vec {
  let s = 0;
  for (const w of v.values()) s += w * w;
  if (s === 0) return v;
  const n = Math.sqrt(s);
  const out: Vec = new Map();
  for (const [k, w] of v) out.set(k, w / n);
  return out;
}

export function cosine(a: Vec, b: Vec): number {
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  let s = 0;
  for (const [k, w] of small) {
    const x = big.get(k);
    if (x !== undefined) s += w * x;
  }
  return s;
}

/** Title words and their bigrams as an idf-weighted unit vector, restricted to known features. */
export function titleTermsVector(stems: readonly string[]): Vec {
  const v: Vec = new Map();
  for (const s of titleFeatures(stems)) if (titleVocabulary.has(s)) v.set(s, titleWeight(s));
  return normalize(v);
}

/** Occupations a title most likely names: the exact O*NET title, else the closest vocabularies. */
export function occupationsFor(stems: readonly string[], k = 3): Array<{ code: string; title: string; sim: number }> {
  const exact = byTitleKey.get(stems.join(' '));
  if (exact) return [{ code: exact.code, title: exact.title, sim: 1 }];
  const q = titleTermsVector(stems);
  if (q.size === 0) return [];
  const scored: Array<{ code: string; title: string; sim: number }> = [];
  for (const o of occupations) {
    const sim = cosine(q, o.vec);
    if (sim > 0) scored.push({ code: o.code, title: o.title, sim });
  }
  scored.sort((a, b) => b.sim - a.sim || (a.code < b.code ? -1 : 1));
  const top = scored[0]?.sim ?? 0;
  return scored.slice(0, k).filter((o) => o.sim >= 0.3 && o.sim >= top * 0.8);
}

/** A posting title expanded with the title vocabulary of the occupations it names. */
export function expandedTitleVector(title: string, ownShare = 0.5): Vec {
  const stems = terms(title);
  const own = titleTermsVector(stems);
  const occ = occupationsFor(stems);
  const v: Vec = new Map();
  for (const [k, w] of own) v.set(k, w * ownShare);
  const total = occ.reduce((s, o) => s + o.sim, 0);
  for (const o of occ) {
    const vec = byCode.get(o.code)!.vec;
    for (const [k, w] of vec) v.set(k, (v.get(k) ?? 0) + (w * (1 - ownShare) * o.sim) / total);
  }
  return normalize(v);
}

/**
 * The title similarity a resume headed with exactly the posting's title reaches: the posting's
 * own title words against its expanded title vector. Title evidence is measured against it, so
 * that holding the posting's very title counts as full evidence whatever the expansion.
 */
export function titleCeiling(titleTerms: readonly string[], title: ReadonlyArray<readonly [string, number]>): number {
  return cosine(titleTermsVector(titleTerms), new Map(title));
}
