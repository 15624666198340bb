// Statistics and inverted lists of a company's open postings, built once from their stored
// features. Ranking then walks the lists of the resume's terms (work proportional to the terms a
// resume shares with the postings) instead of looking up every term of every posting.
import { canonicalSkill } from '../skills/index';
import { jobTitleOf, type PostingFeatures } from './features';
import { HashTable } from './hash';
import { phraseForm } from './resume';

/** Sublinear term frequency. */
export const logTf = (tf: number): number => (tf === 1 ? 1 : 1 + Math.log(tf));

/** Posting lists in compressed form: for list id k, entries start[k] .. start[k+1]-1. */
export interface Lists {
  /** term hash -> list id */
  ids: HashTable;
  start: Int32Array;
  posting: Int32Array;
  weight: Float64Array;
}

/** In memory only (typed arrays); cheap to rebuild from the stored features. */
/** idf of a term hash under the stats. */
export function idfOf(stats: CorpusStats, h: number): number {
  const id = stats.text.ids.get(h);
  // biome-ignore lint/suspicious/noSelfCompare: HashTable.get returns NaN for a miss; x === x is the cheapest test on this hot path
  return id === id ? stats.idfById[id]! : stats.idfUnseen;
}

export interface CorpusStats {
  /** Number of postings. */
  n: number;
  avgLen: number;
  /** Smoothed inverse document frequency, ln((1 + n) / (1 + df)) + 1, by text list id. */
  idfById: Float64Array;
  /** idf of a term no posting contains. */
  idfUnseen: number;
  /** Position of each features object the stats were built from. */
  position: WeakMap<PostingFeatures, number>;
  /** term -> (posting, unit TF-IDF weight). */
  text: Lists;
  /** title feature -> (posting, weight in the posting's unit job title vector, jobTitleOf). */
  title: Lists;
  /** skill key -> (posting, share of the posting's skill weight). */
  skills: Map<string, Array<[number, number]>>;
  /** Skill keys outside the taxonomy, matched as phrases of the resume's words (see
   * freeSkillsNamed in rank.ts): by the phrase when it is one word, else by its first two words
   * with the rest to check. */
  freePhrases: FreePhrases;
  /** Whether the posting lists any skill. */
  hasSkills: Uint8Array;
  /** Per posting, the title similarity of a resume holding exactly its title (jobTitleOf). */
  titleCeiling: Float64Array;
}

export interface FreePhrases {
  /** Short skills outside the taxonomy, by the capitals they must appear in ("ICU"). */
  acronyms: Map<string, string[]>;
  oneWord: Map<string, string[]>;
  byFirstTwo: Map<string, Array<{ key: string; rest: string[] }>>;
}

/**
 * The phrase (resume word form) by which a skill is looked for in the resume's text, or null when
 * it is not looked for that way: a taxonomy skill was already looked for with its own rules, and
 * a stray letter or short word (under 4 characters) proves nothing.
 */
export function freePhraseOf(key: string): string | null {
  const phrase = phraseForm(key);
  return phrase.length >= 4 && canonicalSkill(key) === null ? phrase : null;
}

/**
 * A short skill outside the taxonomy written as an acronym ("ICU", "EKG", "CPA"): looked for in
 * exactly those capitals, never as a lowercase word. Without this rule skills_gap would list such
 * skills as missing from resumes that name them.
 */
export function acronymOf(key: string): string | null {
  // Keys are lowercase forms ("icu"); the acronym is its capitals.
  return /^[a-z][a-z0-9]{1,2}$/.test(key) && canonicalSkill(key) === null ? key.toUpperCase() : null;
}

function indexFreePhrases(keys: readonly string[]): FreePhrases {
  const out: FreePhrases = { acronyms: new Map(), oneWord: new Map(), byFirstTwo: new Map() };
  for (const key of keys) {
    const acronym = acronymOf(key);
    if (acronym !== null) out.acronyms.set(acronym, [...(out.acronyms.get(acronym) ?? []), key]);
    const phrase = freePhraseOf(key);
    if (phrase === null) continue;
    const words = phrase.split(' ');
    if (words.length === 1) out.oneWord.set(phrase, [...(out.oneWord.get(phrase) ?? []), key]);
    else {
      const head = `${words[0]} ${words[1]}`;
      const list = out.byFirstTwo.get(head) ?? [];
      list.push({ key, rest: words.slice(2) });
      out.byFirstTwo.set(head, list);
    }
  }
  return out;
}

/** Importance decay along a posting's skill list: the first skills listed count most. */
export const skillWeight = (i: number): number => 1 / (1 + 0.1 * i);

/** Counts, per distinct hash, the postings using it (terms are unique within a posting). */
function countLists(features: readonly PostingFeatures[], hashesOf: (f: PostingFeatures) => readonly number[]) {
  const ids = new HashTable(4096);
  const counts: number[] = [];
  for (const f of features) {
    for (const h of hashesOf(f)) {
      let id = ids.get(h);
      // biome-ignore lint/suspicious/noSelfCompare: HashTable.get returns NaN for a miss; x === x is the cheapest test on this hot path
      if (id !== id) {
        id = counts.length;
        ids.set(h, id);
        counts.push(0);
      }
      counts[id]!++;
    }
  }
  return { ids, counts };
}

/** Lays the postings out list by list, in posting order. */
function fillLists(
  features: readonly PostingFeatures[],
  { ids, counts }: { ids: HashTable; counts: number[] },
  hashesOf: (f: PostingFeatures) => readonly number[],
  weightsOf: (f: PostingFeatures, listIds: Int32Array) => ArrayLike<number>,
): Lists {
  const start = new Int32Array(counts.length + 1);
  for (let k = 0; k < counts.length; k++) start[k + 1] = start[k]! + counts[k]!;
  const fill = start.slice(0, counts.length);
  const posting = new Int32Array(start[counts.length]!);
  const weight = new Float64Array(start[counts.length]!);
  features.forEach((f, p) => {
    const hs = hashesOf(f);
    const listIds = new Int32Array(hs.length);
    for (let i = 0; i < hs.length; i++) listIds[i] = ids.get(hs[i]!);
    const ws = weightsOf(f, listIds);
    for (let i = 0; i < hs.length; i++) {
      const at = fill[listIds[i]!]!++;
      posting[at] = p;
      weight[at] = ws[i]!;
    }
  });
  return { ids, start, posting, weight };
}

/** Linear in the postings' total term count (about 1.5 million for 10,000 postings). */
export function buildCorpusStats(features: readonly PostingFeatures[]): CorpusStats {
  const n = features.length;
  let total = 0;
  for (const f of features) total += f.len;
  const textCounts = countLists(features, (f) => f.hashes);
  const idfById = Float64Array.from(textCounts.counts, (df) => Math.log((1 + n) / (1 + df)) + 1);
  const idfUnseen = Math.log(1 + n) + 1;

  const position = new WeakMap<PostingFeatures, number>();
  const skills = new Map<string, Array<[number, number]>>();
  const hasSkills = new Uint8Array(n);
  features.forEach((f, p) => {
    position.set(f, p);
    if (f.skills.length > 0) {
      hasSkills[p] = 1;
      let all = 0;
      for (let i = 0; i < f.skills.length; i++) all += skillWeight(i);
      f.skills.forEach((s, i) => {
        const l = skills.get(s.key) ?? [];
        l.push([p, skillWeight(i) / all]);
        skills.set(s.key, l);
      });
    }
  });
  // Unit TF-IDF weights of each posting's terms.
  const unit = (f: PostingFeatures, listIds: Int32Array): Float64Array => {
    const ws = new Float64Array(listIds.length);
    let norm = 0;
    for (let i = 0; i < ws.length; i++) {
      const w = logTf(f.tf[i]!) * idfById[listIds[i]!]!;
      ws[i] = w;
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < ws.length; i++) ws[i] = ws[i]! / norm;
    return ws;
  };
  const text = fillLists(features, textCounts, (f) => f.hashes, unit);
  const titleOf = (f: PostingFeatures): readonly number[] => jobTitleOf(f).hashes;
  const title = fillLists(features, countLists(features, titleOf), titleOf, (f) => jobTitleOf(f).vec.map(([, w]) => w));
  const freePhrases = indexFreePhrases([...skills.keys()].sort());
  const ceilings = Float64Array.from(features, (f) => jobTitleOf(f).ceiling);
  return {
    titleCeiling: ceilings,
    n,
    avgLen: n ? total / n : 0,
    freePhrases,
    idfById,
    idfUnseen,
    position,
    text,
    title,
    skills,
    hasSkills,
  };
}
