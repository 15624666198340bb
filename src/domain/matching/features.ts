// Per-posting features, computed once when a posting is written and stored as JSON, and the
// corpus statistics of a company's open postings (for BM25 idf and length normalisation).
import { canonicalSkill, extractSkills, skillKey } from '../skills/index';
import { termHash } from './hash';
import { stemCached, terms } from './text';
import { expandedTitleVector, titleCeiling } from './titles';

export interface PostingInput {
  id: string;
  title: string;
  description: string;
  location: string | null;
  employment_type: string;
  skills: string[];
  min_years: number | null;
  updated_at: Date | string;
}

export interface PostingSkill {
  key: string;
  name: string;
}

/**
 * JSON-serialisable; bump `v` when a field the engine reads changes shape or meaning. Stored JSON
 * is read as it is: a field an older row still holds and no code reads is ignored.
 */
export interface PostingFeatures {
  v: 1;
  /** Required skills, most important first (the order the posting lists them). */
  skills: PostingSkill[];
  /** Index terms of title + description + skills, with their frequencies and termHash ids
   * (parallel arrays). */
  terms: string[];
  tf: number[];
  hashes: number[];
  /** Document length in terms. */
  len: number;
  /** Own title stems. */
  titleTerms: string[];
  /** Title expanded with O*NET title vocabulary: unit vector as [feature, weight] pairs. */
  title: Array<[string, number]>;
  min_years: number | null;
}

export const FEATURES_VERSION = 1;
const MAX_EXTRACTED_SKILLS = 15;
// The title is the densest statement of the job: repeated so BM25 weighs it like a few lines.
const TITLE_REPEAT = 3;
// Share of a posting's title vector taken from its own words; the rest is O*NET title vocabulary.
const OWN_TITLE_SHARE = 0.3;

function postingSkills(p: PostingInput): PostingSkill[] {
  const out: PostingSkill[] = [];
  const seen = new Set<string>();
  const add = (key: string, name: string): void => {
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    out.push({ key, name });
  };
  for (const raw of p.skills) {
    const name = raw.trim();
    if (name !== '') add(skillKey(name), canonicalSkill(name) ?? name);
  }
  // No list given: the skills the description names, most mentioned first.
  if (out.length === 0) {
    const found = extractSkills(p.description).sort((a, b) => b.count - a.count || a.first - b.first);
    for (const s of found.slice(0, MAX_EXTRACTED_SKILLS)) add(s.key, s.name);
  }
  return out;
}

export function buildPostingFeatures(p: PostingInput): PostingFeatures {
  const skills = postingSkills(p);
  const titleTerms = terms(p.title);
  const all = [
    ...Array.from({ length: TITLE_REPEAT }, () => titleTerms).flat(),
    ...terms(p.description),
    ...terms(skills.map((s) => s.name).join(' . ')),
  ];
  const tf = new Map<string, number>();
  for (const t of all) tf.set(t, (tf.get(t) ?? 0) + 1);
  const titleVec = expandedTitleVector(p.title, OWN_TITLE_SHARE);
  const sorted = [...tf].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return {
    v: FEATURES_VERSION,
    skills,
    terms: sorted.map(([t]) => t),
    tf: sorted.map(([, n]) => n),
    hashes: sorted.map(([t]) => termHash(t)),
    len: all.length,
    titleTerms,
    title: [...titleVec].map(([k, w]): [string, number] => [k, Math.round(w * 1e4) / 1e4]),
    min_years: p.min_years,
  };
}

/** The job a posting title names, for title evidence (see jobTitleOf). */
export interface JobTitle {
  /** Unit title vector as [feature, weight] pairs, and the termHash of each feature. */
  vec: Array<[string, number]>;
  hashes: number[];
  /** Title similarity a resume holding exactly this title reaches (titleCeiling). */
  ceiling: number;
}

const jobTitles = new WeakMap<PostingFeatures, JobTitle>();

/**
 * The posting's title vector without the words that name one of its required skills: in
 * "Senior Backend Engineer (Go)" the "Go" qualifies the job, and the skills list already weighs
 * it; as a title word no resume title could ever hold it. Memoised per features object.
 */
export function jobTitleOf(f: PostingFeatures): JobTitle {
  let j = jobTitles.get(f);
  if (j !== undefined) return j;
  const skillStems = new Set(f.skills.filter((s) => /^[a-z0-9]+$/.test(s.key)).map((s) => stemCached(s.key)));
  const keep = (feature: string): boolean => !feature.split('_').some((w) => skillStems.has(w));
  const kept = skillStems.size === 0 ? f.title : f.title.filter(([k]) => keep(k));
  let norm = 0;
  for (const [, w] of kept) norm += w * w;
  norm = Math.sqrt(norm) || 1;
  const vec = kept.map(([k, w]): [string, number] => [k, w / norm]);
  j = { vec, hashes: vec.map(([k]) => termHash(k)), ceiling: titleCeiling(f.titleTerms.filter(keep), vec) };
  jobTitles.set(f, j);
  return j;
}
