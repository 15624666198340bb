// Resume analysis, done once per match request: everything the per-posting scoring needs.
import { extractSkills, type ExtractedSkill } from '../skills/index';
import { yearsOfExperience } from './experience';
import data from './resume.data.json';
import { blindResume } from '../blind/index';
import { isSectionHeading } from './sanitize';
import { isStopword } from '../text/stopwords';
import { words } from '../text/words';
import { stemCached } from './text';
import { normalize, splitCompoundStems, titleHeads, titleTermsVector, titleVocabulary, type Vec } from './titles';

export interface ResumeProfile {
  /** Skills named in the resume, in order of first mention. */
  skills: ExtractedSkill[];
  skillKeys: Set<string>;
  /** Job titles found (cleaned lines, most telling first; at most 8). */
  titles: string[];
  /** Unit vector over title stems, weighted by where the titles appear. */
  titleVec: Vec;
  /** Years of experience, stated or from employment dates; null when unknown. */
  years: number | null;
  /** Stem -> frequency over the blind view. */
  tf: Map<string, number>;
  /** Number of index terms. */
  length: number;
  /** Stem -> a word of the resume that produced it, for rationales. */
  surface: Map<string, string>;
  /** The blind view as phraseForm() words between single spaces, with a space at each end:
   * phrase checks for skills outside the taxonomy. */
  text: string;
  /** Words of 2 or 3 characters written in capitals ("ICU", "CPA", "EKG"): short skills outside
   * the taxonomy count only in this form, where a stray lowercase word cannot pass for one. */
  acronyms: Set<string>;
}

// Words that decorate a title line without naming the job.
const TITLE_NOISE: ReadonlySet<string> = new Set(data.titleNoise);
const MAX_TITLES = 8;
/** Weight of the first title found below the heading line, relative to the heading's 1: the
 * heading states the job sought, earlier jobs only hint at it. Chosen on match-dev from a small
 * grid; `npm run eval:match` reports it cross-validated. */
export const LATER_TITLE_WEIGHT = 0.2;
const DATE_HINT = /\b(?:19|20)\d{2}\b|\b(?:present|current)\b/i;

function titleStems(line: string): string[] {
  const out: string[] = [];
  for (const w of words(line)) {
    if (w.length < 2 || TITLE_NOISE.has(w) || isStopword(w)) continue;
    out.push(...splitCompoundStems(w, stemCached));
  }
  return out;
}

const singular = (w: string): string => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** Title-like lines: the heading line, and short lines naming a job (with or without dates). */
function findTitles(text: string, laterWeight: number): Array<{ line: string; stems: string[]; weight: number }> {
  const found: Array<{ line: string; stems: string[]; weight: number }> = [];
  const seen = new Set<string>();
  let first = true;
  const lines = text.split('\n');
  const dated = lines.map((l) => DATE_HINT.test(l));
  // Job entries carry dates: a later line counts as a title only near one.
  const nearDate = (i: number): boolean => dated.slice(Math.max(0, i - 2), i + 3).some(Boolean);
  const contentOf = (seg: string): string[] =>
    words(seg.replace(/\b(?:\d{1,2}[/.-])?(?:19|20)\d{2}\b.*$/, '')).filter(
      (w) => !TITLE_NOISE.has(w) && !isStopword(w) && w.length > 1,
    );
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = raw.replace(/\s+/g, ' ').trim();
    if (line === '' || isSectionHeading(line)) {
      if (line !== '') first = false;
      continue;
    }
    const isFirst = first;
    first = false;
    // A job line may also name the employer: "Senior Data Analyst, Northwind   2020 - Present".
    const segments = isFirst || !dated[i] ? [line] : [line, raw.split(/,|\||\t|\s{2,}|\s[–—-]\s/)[0]!.trim()];
    for (const seg of segments) {
      const content = contentOf(seg);
      if (content.length === 0 || content.length > (isFirst ? 10 : 6)) continue;
      // Later lines count only when they end with a job noun ("... Accountant", "... Chef").
      if (!isFirst && (!titleHeads.has(singular(content[content.length - 1]!)) || !nearDate(i))) continue;
      const stems = titleStems(content.join(' '));
      if (!stems.some((x) => titleVocabulary.has(x))) continue;
      const key = stems.join(' ');
      if (!seen.has(key)) {
        seen.add(key);
        // The heading line names the job sought; later ones decay with distance down the page.
        const weight = isFirst ? 1 : laterWeight / (1 + 0.35 * (found.length - (found[0]?.weight === 1 ? 1 : 0)));
        found.push({ line: cleanTitle(seg), stems, weight });
      }
      break;
    }
    if (found.length >= MAX_TITLES) break;
  }
  return found;
}

function cleanTitle(line: string): string {
  const t = line
    .replace(/\b(?:company name|city|state)\b/gi, ' ')
    .replace(/[^\p{L}\p{N}&/+#.' -]+/gu, ' ')
    .replace(/\b(?:\d{1,2}[/.-])?(?:19|20)\d{2}\b.*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,;:.-]+$/, '');
  const short = t.length > 60 ? t.slice(0, 60).replace(/\s+\S*$/, '') : t;
  // ALL-CAPS headings read better in title case ("Director of Sales", "Payroll Clerk III").
  return short === short.toUpperCase() ? short.replace(/\p{L}[\p{L}']*/gu, titleCaseWord) : short;
}

const LOWER_IN_TITLES = new Set(['and', 'of', 'for', 'the', 'to', 'in', 'at', 'on', 'with', 'as', 'by', 'or']);
function titleCaseWord(w: string, at: number, line: string): string {
  // Grades and two-letter abbreviations stay in capitals ("Clerk III", "IT Manager", "HR Lead").
  if (/^(?:I{1,3}|IV|VI{0,3}|IX|X)$/.test(w)) return w;
  const l = w.toLowerCase();
  if (w.length === 2 && line[at + 2] !== '-' && !LOWER_IN_TITLES.has(l) && !/^(?:sr|jr|dr)$/.test(l)) return w;
  return at > 0 && LOWER_IN_TITLES.has(l) ? l : l[0]!.toUpperCase() + l.slice(1);
}

/** Lowercase words joined by single spaces ("C++", "C#" keep their symbols). */
export function phraseForm(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

const ACRONYM = /(?<![\p{L}\p{N}])[A-Z][A-Z0-9]{1,2}(?![\p{L}\p{N}])/gu;

export interface AnalyseOptions {
  /** Reference date for "Present" in date ranges; defaults to now. */
  now?: Date;
  /** Weight of titles below the heading line; defaults to LATER_TITLE_WEIGHT (evaluation). */
  laterTitleWeight?: number;
}

export function analyseResume(text: string, opts: AnalyseOptions = {}): ResumeProfile {
  // The engine reads the blind view only: no score or rationale can use what it removes.
  const clean = blindResume(text);
  const skills = extractSkills(clean);
  const tf = new Map<string, number>();
  const surface = new Map<string, string>();
  let length = 0;
  for (const w of words(clean)) {
    if (w.length < 2 || isStopword(w)) continue;
    const s = stemCached(w);
    tf.set(s, (tf.get(s) ?? 0) + 1);
    if (!surface.has(s)) surface.set(s, w);
    length++;
  }
  const titles = findTitles(clean, opts.laterTitleWeight ?? LATER_TITLE_WEIGHT);
  let phraseText: string | undefined;
  let acronyms: Set<string> | undefined;
  const tv: Vec = new Map();
  for (const t of titles) {
    for (const [k, w] of titleTermsVector(t.stems)) tv.set(k, (tv.get(k) ?? 0) + w * t.weight);
  }
  return {
    skills,
    skillKeys: new Set(skills.map((s) => s.key)),
    titles: titles.map((t) => t.line),
    titleVec: normalize(tv),
    years: yearsOfExperience(clean, opts.now ?? new Date()),
    tf,
    length,
    surface,
    // Built on first use: only skills outside the taxonomy need it, and most requests have none.
    get text(): string {
      return (phraseText ??= ` ${phraseForm(clean)} `);
    },
    get acronyms(): Set<string> {
      return (acronyms ??= new Set(clean.match(ACRONYM) ?? []));
    },
  };
}
