// The rationale of a match: the evidence behind match_score in words, in the score's direction.
// Every phrase is chosen from the same evidence values the score is computed from, so the text can
// never call a matching title "little in common" or a high score a poor fit. It quotes only the
// posting's title and skills, numbers, and resume words that the posting's own vocabulary also
// holds: never a resume line as such, which could carry a name.
import { isStopword } from '../text/stopwords';
import { words } from '../text/words';
import { stemCached } from './text';
import { cosine, splitCompoundStems, titleTermsVector, type Vec } from './titles';

export interface RationaleInput {
  score: number;
  /** Title evidence in [0, 1] (see Components.title). */
  title: number;
  postingTitle: string;
  /** Whether a job title could be read from the resume. */
  resumeHasTitle: boolean;
  /** Words of the resume's closest job title that the posting's title vocabulary holds. */
  titleWords: string[];
  matched: string[];
  missing: string[];
  years: number | null;
  minYears: number | null;
  /** Posting terms the resume uses, as resume words. */
  shared: string[];
}

/** Score bands, shared with the API reference: at least 0.8 strong, 0.5 partial, 0.1 weak. */
export function fitBand(score: number): 'Strong' | 'Partial' | 'Weak' | 'Poor' {
  return score >= 0.8 ? 'Strong' : score >= 0.5 ? 'Partial' : score >= 0.1 ? 'Weak' : 'Poor';
}

/** Title evidence bands: at least 0.8 the resume holds the posting's title or one as close. */
export function titlePhrase(title: number): 'matches' | 'is close to' | 'partly matches' | 'has little in common with' {
  return title >= 0.8
    ? 'matches'
    : title >= 0.4
      ? 'is close to'
      : title >= 0.1
        ? 'partly matches'
        : 'has little in common with';
}

function listSome(names: readonly string[], max = 4): string {
  const shown = names.slice(0, max).join(', ');
  return names.length > max ? `${shown}, ...` : shown;
}

/** Rounded down to a tenth: rounding up would write "3 years ... below the 3-year minimum" for 2.5. */
function fmtYears(y: number): string {
  const r = Math.floor(y * 10 + 1e-9) / 10;
  return `${r} year${r === 1 ? '' : 's'}`;
}

function skillsPhrase(matched: readonly string[], missing: readonly string[]): string {
  const total = matched.length + missing.length;
  if (total === 0) return 'no required skills are listed';
  if (matched.length === 0) return `matches none of the ${total} required skills (missing ${listSome(missing)})`;
  const has = `matches ${matched.length} of ${total} required skills (${listSome(matched)})`;
  return missing.length === 0 ? has : `${has}, missing ${listSome(missing)}`;
}

function experiencePhrase(years: number | null, min: number | null): string | null {
  if (min === null || min <= 0) return null;
  if (years === null) return `years of experience could not be read from the resume (${min}-year minimum)`;
  if (years >= min) return `${fmtYears(years)} of experience meets the ${min}-year minimum`;
  return `${fmtYears(years)} of experience is below the ${min}-year minimum`;
}

export function writeRationale(r: RationaleInput): string {
  const title = !r.resumeHasTitle
    ? `no job title could be read from the resume to compare with '${r.postingTitle}'`
    : `title '${r.postingTitle}' ${titlePhrase(r.title)} the resume's job titles` +
      (r.title >= 0.1 && r.titleWords.length > 0 ? ` (${r.titleWords.join(' ')})` : '');
  const first = [title, skillsPhrase(r.matched, r.missing)];
  const exp = experiencePhrase(r.years, r.minYears);
  if (exp !== null) first.push(exp);
  const terms =
    r.shared.length > 0
      ? `The resume shares key terms with the posting (${r.shared.join(', ')})`
      : "Few of the posting's key terms appear in the resume";
  return `${fitBand(r.score)} fit: ${first.join('; ')}. ${terms}.`;
}

/** A resume title split into its words and their title stems, once per request. */
export interface PreparedTitle {
  tokens: Array<{ word: string; stems: string[] }>;
  vec: Vec;
}

export function prepareTitles(titles: readonly string[]): PreparedTitle[] {
  return titles.map((line) => {
    const tokens = line.split(/\s+/).map((token) => ({
      word: token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''),
      stems: words(token)
        .filter((w) => w.length > 1 && !isStopword(w))
        .flatMap((w) => splitCompoundStems(w, stemCached)),
    }));
    return { tokens, vec: titleTermsVector(tokens.flatMap((t) => t.stems)) };
  });
}

/**
 * The words of the resume title closest to the posting's (by title similarity) that the posting's
 * own title or its expanded title vocabulary also uses, in the resume's order and spelling.
 */
export function titleWordsFor(
  titles: readonly PreparedTitle[],
  postingTitle: Vec,
  postingTitleTerms: readonly string[],
): string[] {
  const own = new Set(postingTitleTerms);
  let best: PreparedTitle | null = null;
  let bestSim = 0;
  for (const t of titles) {
    const sim = cosine(t.vec, postingTitle);
    if (sim > bestSim) [best, bestSim] = [t, sim];
  }
  if (best === null) return [];
  return best.tokens
    .filter((t) => t.word !== '' && t.stems.length > 0 && t.stems.every((s) => postingTitle.has(s) || own.has(s)))
    .map((t) => t.word);
}
