// Ranking: one resume profile against many postings' precomputed features. Per posting the work is
// one pass over its terms, skills and title vector (lookups only); rationales are written only for
// the postings returned.
import { acronymOf, freePhraseOf, idfOf, logTf, skillWeight, type CorpusStats, type Lists } from './corpus';
import { jobTitleOf, type PostingFeatures, type PostingInput } from './features';
import { termHash } from './hash';
import type { ResumeProfile } from './resume';
import { prepareTitles, titleWordsFor, writeRationale, type PreparedTitle } from './rationale';

export interface JobMatch {
  job_id: string;
  title: string;
  location: string | null;
  employment_type: string;
  match_score: number;
  rationale: string;
  skills_gap: { matched: string[]; missing: string[] };
}

export type RankablePosting = Pick<PostingInput, 'id' | 'title' | 'location' | 'employment_type' | 'updated_at'>;

/**
 * How the evidence becomes match_score (docs/matching.md, "Match score"):
 *   role  = 1 - (1 - title) * (1 - text)          either the titles or the wording can show the job
 *   score = role * keep(skills) * keep(experience)  keep(x) = floor + (1 - floor) * x, 1 when not asked
 * so a resume for the posting's job that meets its required skills and minimum years scores near
 * 1, one for another job near 0, and each requirement the resume shows nothing of keeps `floor`
 * of the score. Monotone in every piece of evidence.
 */
export interface Calibration {
  /** Share of the score a requirement (required skills, minimum years) keeps when the resume
   * shows none of it: a resume for the right job naming none of the required skills scores
   * `floor`. */
  floor: number;
}

export interface RankOptions {
  limit: number;
  /** Inclusive. */
  minScore: number;
  /** Defaults to CALIBRATION (evaluation). */
  calibration?: Calibration;
}

/** A resume for the posting's job that shows none of one requirement keeps 0.6 of the score, none
 * of both 0.36. Chosen on match-dev from 0.4-0.7 (ranking changes little across it);
 * `npm run eval:match` reports it cross-validated. */
export const CALIBRATION: Readonly<Calibration> = Object.freeze({ floor: 0.6 });

/** The evidence, each in [0, 1]; null where the posting asks nothing of the kind. */
export interface Components {
  /** TF-IDF cosine between resume and posting text (idf from the company's postings). */
  text: number;
  /** Resume job titles against the posting title expanded with O*NET title vocabulary, relative
   * to what the posting's own title reaches (1: the resume holds this very title). */
  title: number;
  /** Weighted share of the posting's required skills the resume names. */
  skills: number | null;
  /** Resume years over the posting minimum, capped at 1 (0.5 when the years cannot be read). */
  experience: number | null;
}

const GAP_LIST_MAX = 10;

/** Skill presence: taxonomy skills by key; others by phrase in the resume text (memoised). */
function skillMatcher(resume: ResumeProfile): (key: string) => boolean {
  const memo = new Map<string, boolean>();
  return (key) => {
    if (resume.skillKeys.has(key)) return true;
    let m = memo.get(key);
    if (m === undefined) {
      const phrase = freePhraseOf(key);
      const acronym = acronymOf(key);
      m =
        (phrase !== null && resume.text.includes(` ${phrase} `)) || (acronym !== null && resume.acronyms.has(acronym));
      memo.set(key, m);
    }
    return m;
  };
}

/** Per-request resume vectors keyed by term hash. */
interface ResumeVectors {
  /** (hash, weight) of the unit TF-IDF vector (sublinear tf) under the company's idf. */
  text: Array<[number, number]>;
  title: Array<[number, number]>;
}

function resumeVectors(resume: ResumeProfile, stats: CorpusStats): ResumeVectors {
  const text: Array<[number, number]> = [];
  let norm = 0;
  for (const [t, q] of resume.tf) {
    const h = termHash(t);
    const w = logTf(q) * idfOf(stats, h);
    text.push([h, w]);
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  for (const e of text) e[1] /= norm;
  const title: Array<[number, number]> = [...resume.titleVec].map(([k, w]) => [termHash(k), w]);
  return { text, title };
}

/** Adds weight x list entry into acc for every posting on the list of hash h. */
function accumulate(lists: Lists, h: number, x: number, acc: Float64Array): void {
  const id = lists.ids.get(h);
  // biome-ignore lint/suspicious/noSelfCompare: HashTable.get returns NaN for a miss; x === x is the cheapest test on this hot path
  if (id !== id) return;
  const end = lists.start[id + 1]!;
  for (let k = lists.start[id]!; k < end; k++) {
    const p = lists.posting[k]!;
    acc[p] = acc[p]! + lists.weight[k]! * x;
  }
}

/** Text, title and skills components of every posting the stats were built from. */
function corpusComponents(resume: ResumeProfile, stats: CorpusStats) {
  const v = resumeVectors(resume, stats);
  const text = new Float64Array(stats.n);
  const title = new Float64Array(stats.n);
  const skills = new Float64Array(stats.n);
  for (const [h, w] of v.text) accumulate(stats.text, h, w, text);
  for (const [h, w] of v.title) accumulate(stats.title, h, w, title);
  const addSkill = (key: string): void => {
    for (const [p, w] of stats.skills.get(key) ?? []) skills[p] = skills[p]! + w;
  };
  for (const key of resume.skillKeys) addSkill(key);
  for (const key of freeSkillsNamed(resume, stats)) if (!resume.skillKeys.has(key)) addSkill(key);
  return { text, title, skills };
}

/**
 * The company's skills outside the taxonomy that the resume names, in one pass over its words
 * whatever their number (a text search per skill takes 0.8 s per request with 50,000 of them).
 * The same test as skillMatcher's: the phrase's words appear in a row in the resume.
 */
function freeSkillsNamed(resume: ResumeProfile, stats: CorpusStats): Set<string> {
  const found = new Set<string>();
  const { acronyms, oneWord, byFirstTwo } = stats.freePhrases;
  if (acronyms.size > 0) for (const a of resume.acronyms) for (const key of acronyms.get(a) ?? []) found.add(key);
  if (oneWord.size === 0 && byFirstTwo.size === 0) return found;
  const words = resume.text.trim().split(' ');
  for (let i = 0; i < words.length; i++) {
    for (const key of oneWord.get(words[i]!) ?? []) found.add(key);
    if (i + 1 === words.length || byFirstTwo.size === 0) continue;
    for (const { key, rest } of byFirstTwo.get(`${words[i]} ${words[i + 1]}`) ?? []) {
      if (found.has(key) || i + 2 + rest.length > words.length) continue;
      if (rest.every((w, k) => words[i + 2 + k] === w)) found.add(key);
    }
  }
  return found;
}

/** Components of one posting outside the stats' postings (slower: hashes every term). */
export function scoreComponents(
  resume: ResumeProfile,
  f: PostingFeatures,
  stats: CorpusStats,
  has: (key: string) => boolean = skillMatcher(resume),
): Components {
  const v = resumeVectors(resume, stats);
  const q = new Map(v.text);
  let dot = 0;
  let norm = 0;
  f.hashes.forEach((h, i) => {
    const d = logTf(f.tf[i]!) * idfOf(stats, h);
    norm += d * d;
    dot += d * (q.get(h) ?? 0);
  });
  const tq = new Map(v.title);
  const job = jobTitleOf(f);
  let title = 0;
  job.hashes.forEach((h, i) => (title += job.vec[i]![1] * (tq.get(h) ?? 0)));
  let got = 0;
  let all = 0;
  f.skills.forEach((s, i) => {
    all += skillWeight(i);
    if (has(s.key)) got += skillWeight(i);
  });
  return {
    text: norm > 0 ? dot / Math.sqrt(norm) : 0,
    title: titleEvidence(title, job.ceiling),
    skills: f.skills.length ? got / all : null,
    experience: experienceScore(resume, f),
  };
}

/** Title similarity over the posting's ceiling, capped at 1. */
function titleEvidence(sim: number, ceiling: number): number {
  return ceiling > 0 ? Math.min(1, sim / ceiling) : 0;
}

function experienceScore(resume: ResumeProfile, f: PostingFeatures): number | null {
  if (f.min_years === null || f.min_years <= 0) return null;
  if (resume.years === null) return 0.5; // unknown: neither credit nor penalty
  return Math.min(1, resume.years / f.min_years);
}

/** Either the job titles or the wording can show the posting's job (a noisy OR). */
function roleFit(c: Components): number {
  return 1 - (1 - c.title) * (1 - Math.min(1, Math.max(0, c.text)));
}

/** match_score in [0, 1] with at most 3 decimals; see Calibration. */
export function combine(c: Components, cal: Calibration = CALIBRATION): number {
  const f = cal.floor;
  const skills = c.skills === null ? 1 : f + (1 - f) * c.skills;
  const experience = c.experience === null ? 1 : f + (1 - f) * c.experience;
  const score = roleFit(c) * skills * experience;
  return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;
}

/** A posting's updated_at as ms, whether the row gave a Date or a string; unreadable is 0 (oldest). */
export const toTime = (d: Date | string): number => (d instanceof Date ? d.getTime() : Date.parse(d)) || 0;

/**
 * R19's order of matches: score descending, then most recently updated (time in ms), then id.
 * Negative when a ranks before b, positive when after, 0 for the same posting.
 */
export function compareMatches(sa: number, ua: number, ida: string, sb: number, ub: number, idb: string): number {
  if (sa !== sb) return sa > sb ? -1 : 1;
  if (ua !== ub) return ua > ub ? -1 : 1; // ties: most recently updated first
  return ida < idb ? -1 : ida > idb ? 1 : 0;
}

/** Whether posting a (score sa) ranks before posting b (score sb). */
function before(sa: number, a: RankablePosting, ua: number, sb: number, b: RankablePosting, ub: number): boolean {
  return compareMatches(sa, ua, a.id, sb, ub, b.id) < 0;
}

export function rankPostings(
  resume: ResumeProfile,
  postings: ReadonlyArray<{ posting: RankablePosting; features: PostingFeatures }>,
  stats: CorpusStats,
  opts: RankOptions,
): JobMatch[] {
  const has = skillMatcher(resume);
  const calibration = opts.calibration ?? CALIBRATION;
  const corpus = corpusComponents(resume, stats);
  const componentsOf = (f: PostingFeatures): Components => {
    const p = stats.position.get(f);
    if (p === undefined) return scoreComponents(resume, f, stats, has);
    return {
      text: corpus.text[p]!,
      title: titleEvidence(corpus.title[p]!, stats.titleCeiling[p]!),
      skills: stats.hasSkills[p] ? corpus.skills[p]! : null,
      experience: experienceScore(resume, f),
    };
  };
  const limit = Math.max(0, Math.floor(opts.limit));
  // Bounded insertion buffer of the best `limit` postings: no sort of the whole list.
  const top: number[] = [];
  const topScore: number[] = [];
  const topTime: number[] = [];
  for (let i = 0; i < postings.length && limit > 0; i++) {
    const { posting, features } = postings[i]!;
    const score = combine(componentsOf(features), calibration);
    if (score < opts.minScore) continue;
    const updated = toTime(posting.updated_at);
    const last = top.length - 1;
    if (
      top.length === limit &&
      !before(score, posting, updated, topScore[last]!, postings[top[last]!]!.posting, topTime[last]!)
    )
      continue;
    let j = top.length === limit ? last : top.length;
    while (
      j > 0 &&
      before(score, posting, updated, topScore[j - 1]!, postings[top[j - 1]!]!.posting, topTime[j - 1]!)
    ) {
      top[j] = top[j - 1]!;
      topScore[j] = topScore[j - 1]!;
      topTime[j] = topTime[j - 1]!;
      j--;
    }
    top[j] = i;
    topScore[j] = score;
    topTime[j] = updated;
  }
  const titles = top.length > 0 ? prepareTitles(resume.titles) : [];
  return top.map((i, r) => {
    const { posting, features } = postings[i]!;
    const parts = componentsOf(features);
    const matched: string[] = [];
    const missing: string[] = [];
    for (const sk of features.skills) (has(sk.key) ? matched : missing).push(sk.name);
    return {
      job_id: posting.id,
      title: posting.title,
      location: posting.location,
      employment_type: posting.employment_type,
      match_score: topScore[r]!,
      rationale: rationale(resume, titles, posting, features, parts, topScore[r]!, matched, missing),
      skills_gap: { matched: matched.slice(0, GAP_LIST_MAX), missing: missing.slice(0, GAP_LIST_MAX) },
    };
  });
}

function rationale(
  resume: ResumeProfile,
  titles: readonly PreparedTitle[],
  posting: RankablePosting,
  f: PostingFeatures,
  c: Components,
  score: number,
  matched: string[],
  missing: string[],
): string {
  return writeRationale({
    score,
    title: c.title,
    postingTitle: posting.title,
    resumeHasTitle: resume.titles.length > 0,
    titleWords: titleWordsFor(titles, new Map(jobTitleOf(f).vec), f.titleTerms),
    matched,
    missing,
    years: resume.years,
    minYears: f.min_years,
    shared: sharedTerms(resume, f),
  });
}

/** The posting's most frequent non-title terms that the resume also uses, as resume words. */
function sharedTerms(resume: ResumeProfile, f: PostingFeatures): string[] {
  const title = new Set(f.titleTerms);
  const cand: Array<[string, number]> = [];
  for (let i = 0; i < f.terms.length; i++) {
    const t = f.terms[i]!;
    if (title.has(t) || t.length < 3) continue;
    const q = resume.tf.get(t);
    if (q !== undefined) cand.push([t, f.tf[i]! * Math.log(1 + q)]);
  }
  cand.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return cand.slice(0, 4).map(([t]) => resume.surface.get(t) ?? t);
}
