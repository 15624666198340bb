import { stem } from './stem';

/**
 * Personal pronouns that are not ordinary function words: the gendered ones and neopronouns
 * ("ze/hir", "xe/xem", "ey/em", "fae/faer"). They reveal gender, not fitness, so none may weigh
 * in a match: all are stopwords, and a "subject/object" pair is removed like "she/her"
 * (sanitize.ts); as ordinary words they would move scores ("em" even shares its stem with "EMS",
 * "ey" with "eye"). The price: "EM" and "EY" written as abbreviations (an "EM Technician",
 * the firm EY) do not count either; "EMS" and "eye" do.
 */
export const PRONOUN_SUBJECTS = ['he', 'she', 'they', 'ze', 'zie', 'sie', 'xe', 'ey', 'e', 'fae', 've', 'per', 'thon'];
export const PRONOUN_OBJECTS = [
  'him',
  'his',
  'her',
  'hers',
  'them',
  'their',
  'theirs',
  'hir',
  'hirs',
  'zir',
  'zirs',
  'zim',
  'xem',
  'xyr',
  'xyrs',
  'xir',
  'xirs',
  'em',
  'eir',
  'eirs',
  'faer',
  'faers',
  'ver',
  'vis',
  'vers',
  'per',
  'pers',
  'thons',
];
const PRONOUN_REFLEXIVES = [
  'himself',
  'herself',
  'themself',
  'themselves',
  'hirself',
  'zirself',
  'xemself',
  'xyrself',
  'xirself',
  'emself',
  'eirself',
  'faerself',
  'verself',
  'perself',
  'thonself',
];

// Common English function words, pronouns and gendered forms of address: these must never carry
// weight in a match (the pronouns and forms of address also for fairness, see above).
const STOP = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being ' +
    'below between both but by can could did do does doing down during each etc few for from further ' +
    'had has have having here how i if in into is it its itself just me more most my myself no nor not ' +
    'now of off on once only or other our ours ourselves out over own per same should so some such than ' +
    'that the their theirs them themselves then there these they this those through to too under until ' +
    'up upon very via was we were what when where which while who whom why will with within without ' +
    'would you your yours yourself yourselves ' +
    'he him his himself she her hers herself they them their hers mr mrs ms miss mx sir madam ' +
    'male female man woman men women gender pronouns'
  )
    .split(/\s+/)
    .concat(PRONOUN_SUBJECTS, PRONOUN_OBJECTS, PRONOUN_REFLEXIVES),
);

export function isStopword(w: string): boolean {
  return STOP.has(w);
}

// Bounded memo: stemming dominates tokenisation cost and vocabularies repeat heavily.
const stemCache = new Map<string, string>();
export function stemCached(w: string): string {
  let s = stemCache.get(w);
  if (s === undefined) {
    if (stemCache.size > 200_000) stemCache.clear();
    s = stem(w);
    stemCache.set(w, s);
  }
  return s;
}

const WORD = /[a-z\u00e0-\u024f][a-z0-9\u00e0-\u024f]*/g;

/** Lowercase words (letters first; digits-only tokens are dropped), no stemming. */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Index terms: lowercase, stopwords and 1-letter words removed, Porter-stemmed. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (w.length < 2 || STOP.has(w)) continue;
    out.push(stemCached(w));
  }
  return out;
}
