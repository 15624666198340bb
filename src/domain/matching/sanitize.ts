// Fairness: strips from a resume what must never influence a match — names, contact details,
// addresses, photos, age and birth dates, gender, pronouns, marital status, nationality, religion,
// ethnicity — and sections that hold only such details. What remains is work-related content.
import { repairMojibake } from './mojibake';
import { titleHeads, titleVocabulary } from './titles';
import { isStopword, PRONOUN_OBJECTS, PRONOUN_SUBJECTS, stemCached, words } from './text';

const PERSONAL_LABEL =
  /^\s*(?:full\s+)?(?:name|first name|last name|surname|date of birth|d\.?o\.?b\.?|birth\s*date|born|place of birth|age|gender|sex|marital status|civil status|nationality|citizenship|religion|race|ethnicity|pronouns?|address|home address|phone|mobile|cell|tel(?:ephone)?|e-?mail|photo|height|weight|visa status|passport(?: no\.?)?|father'?s name|mother'?s name|spouse|children|dependents|health|disability|veteran status|linkedin|website|github)\s*[:\-–]/i;

// Section headings whose whole section is personal rather than professional.
const PERSONAL_SECTION = /^\s*(?:references?|personal (?:information|details|data|profile|particulars)|hobbies|interests|hobbies (?:and|&) interests|declaration)\s*:?\s*$/i;
const ANY_SECTION =
  /^\s*(?:summary|professional summary|executive summary|profile|professional profile|career overview|objective|career objective|skills|technical skills|core qualifications|qualifications|highlights|skill highlights|experience|work experience|professional experience|work history|employment history|employment|education|education and training|training|certifications?|licenses?|accomplishments|achievements|awards|projects|publications|languages|affiliations|volunteer(?: experience| work)?|additional information|interests|hobbies|references?|personal (?:information|details|data|profile|particulars)|declaration)\s*:?\s*$/i;

// "she/her", "ze/hir/hirs", "(fae/faer)": a subject form, then an object or possessive one (not
// any two, so that "E/E architecture" stays).
const PRONOUN_PAIR = new RegExp(
  `\\(?\\b(?:${PRONOUN_SUBJECTS.join('|')})\\s*\\/\\s*(?:${PRONOUN_OBJECTS.join('|')})\\b(?:\\s*\\/\\s*\\w+)?\\)?`,
  'gi',
);

// Inline patterns, each with a cheap test that the text could contain it at all (most resumes
// hold no e-mail or ZIP code beyond the header, and the full patterns are slow to fail).
const INLINE: Array<[RegExp, (t: string) => boolean]> = [
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, (t) => t.includes('@')], // e-mail
  [/\b(?:https?:\/\/|www\.)\S+/gi, (t) => /https?:|www\./i.test(t)], // URLs (profiles, photos)
  [/(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?|\b\d{2,4}[\s.-])\d{3,4}[\s.-]\d{3,4}\b/g, () => true], // phone
  [
    /\b\d{1,6}\s+(?:[A-Z][\w.]*\s+){0,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Parkway|Pkwy|Highway|Hwy)\b\.?(?:,?\s*(?:Apt|Suite|Unit|#)\s*\w+)?/g,
    () => true,
  ], // street
  [/\b[A-Z][a-zA-Z .]{0,40},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/g, (t) => /\b\d{5}\b/.test(t)], // City, ST 12345
  [/\b(?:aged?|age:?)\s*\d{1,3}\b/gi, () => true],
  // "45 years old", "45 years of age", "45 years young": an age, never years of experience.
  [/\b\d{1,3}\s*(?:years?|yrs?)[\s-]*(?:old|of\s+age|young)\b/gi, (t) => /\b(?:old|age|young)\b/i.test(t)],
  [
    /\b(?:born|b\.)\s+(?:on\s+|in\s+)?(?:\d{1,2}[\s/.-])?(?:[A-Za-z]+[\s/.-])?(?:\d{1,2},?\s+)?\d{4}\b/gi,
    (t) => /\bb(?:orn|\.)\s/i.test(t),
  ],
  [PRONOUN_PAIR, (t) => t.includes('/')],
  [/\b(?:mr|mrs|ms|mx|miss)\.?\s+(?=[A-Z])/g, () => true],
  [
    /\b(?:married|unmarried|single|divorced|widowed|separated)(?:\s+with\s+(?:[\w-]+\s+){0,2}(?:kids?|children|child|sons?|daughters?))?\b(?=\s*(?:[,;.|]|$|with|\d))/gim,
    () => true,
  ],
  // Citizenship and residence status: "American citizen", "US national", "green card holder".
  [/\b(?:[A-Z][a-z]+|U\.?S\.?A?\.?|U\.?K\.?|EU)\s+(?:citizen|national)(?:ship)?\b|\b(?:permanent resident|green card holder|dual citizenship)\b/gi, (t) => /citizen|national|resident|green card/i.test(t)],
];

// Lowercase particles of names in many languages: "Maria de la Cruz", "Mohammed bin Rashid".
const NAME_PARTICLES = new Set(['de', 'del', 'della', 'der', 'den', 'di', 'da', 'das', 'do', 'dos', 'du', 'la', 'le', 'van', 'von', 'ter', 'ten', 'bin', 'bint', 'ibn', 'al', 'el', 'y', 'e', 'zu']);
const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{M}'’-]*\.?|\p{Lu}\.)$/u;
const asciiFold = (w: string): string => w.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z]/g, '');

// Joiners of job titles ("Director of Sales", "Head of the Finance Department"), compared as
// written (case aside): "Thế" in "Nguyễn Thế Anh" is no "the".
const TITLE_JOINERS = new Set(['and', 'of', 'for', 'the']);
// Grades end a title in capitals ("Clerk III", "ACCOUNTANT IV"); "Vi" is a name ("Baker Vi").
const GRADE = /^(?:II|III|IV|VI{0,3}|IX|X)$/;
const SENIOR = /^(?:sr|snr)\.?$/i;

const isTitleWord = (w: string): boolean => {
  if (w === 'IT') return true; // the acronym: "IT SUPPORT TECHNICIAN", "Director of IT"
  const isVocab = (part: string): boolean => {
    const l = asciiFold(part);
    return l.length > 1 && titleVocabulary.has(stemCached(l));
  };
  return isVocab(w) || (w.includes('-') && w.split('-').every(isVocab)); // "CO-OWNER"
};

/**
 * A title: every word a title word, or one that only a title word around it makes neutral — a
 * joiner between title words, a grade last after one, "Sr." or "IT" first before one, a name
 * particle or an initial. A joiner or grade elsewhere ("Nguyen The Anh", "Vi Baker") is a name's.
 */
function isTitleLine(ws: readonly string[]): boolean {
  const title = ws.map(isTitleWord);
  const joiner = ws.map((w) => TITLE_JOINERS.has(w.toLowerCase()));
  const titleAt = (i: number, step: number): boolean => {
    while (i >= 0 && i < ws.length && joiner[i]) i += step;
    return i >= 0 && i < ws.length && title[i]!;
  };
  const n = ws.length;
  return (
    title.some(Boolean) &&
    ws.every((w, i) => {
      if (title[i] || NAME_PARTICLES.has(w) || asciiFold(w).length <= 1) return true;
      if (joiner[i]) return i > 0 && i < n - 1 && titleAt(i - 1, -1) && titleAt(i + 1, 1);
      if (i === n - 1 && GRADE.test(w)) return title[i - 1]!;
      if (i === 0 && (SENIOR.test(w) || w.toLowerCase() === 'it')) return title[1]!;
      return false;
    })
  );
}

/**
 * A first line that is a person's name: 2 to 6 words, each capitalised (in any script with case)
 * or a name particle, at least two capitalised, and not read as a job title. Names outside ASCII
 * or with particles used to stay in the text and take the resume's title slot (session 7).
 * Until session 8 a joiner or a grade ("DIRECTOR OF SOCIAL MEDIA", "SR. MANAGER", "CLERK III")
 * made the heading a name, and it was dropped; then any "the" or "Vi" made a name a title.
 */
function isNameLine(line: string): boolean {
  const ws = line.trim().split(/\s+/);
  if (ws.length < 2 || ws.length > 6) return false;
  let capitalised = 0;
  for (const w of ws) {
    if (NAME_WORD.test(w)) capitalised++;
    else if (!NAME_PARTICLES.has(w)) return false;
  }
  return capitalised >= 2 && !isTitleLine(ws);
}

/**
 * A header line that is only a place: "Paris, France", "São Paulo, SP, Brazil". The title
 * vocabulary is too wide a test here (place names occur in job titles); a job noun is not.
 */
function isPlaceLine(line: string): boolean {
  if (!/^\s*\p{Lu}[\p{L}\p{M}.'’ -]*(?:,\s*\p{Lu}[\p{L}\p{M}.'’ -]*){1,3}\s*$/u.test(line)) return false;
  return !line.split(/[\s,]+/).some((w) => {
    const l = asciiFold(w);
    return titleHeads.has(l) || titleHeads.has(l.replace(/e?s$/, ''));
  });
}

/** The header: before the first section heading, and no longer than this many lines with text. */
const HEADER_LINES = 12;

export function sanitizeResume(text: string): string {
  const lines = repairMojibake(text).replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let first = true;
  // Where names, places and contact details sit (bounded, so a resume without headings costs
  // no more than one with them).
  let header = true;
  let seen = 0;
  let skipping = false;
  for (const line of lines) {
    if (line.trim() === '') {
      out.push('');
      continue;
    }
    if (++seen > HEADER_LINES) header = false;
    if (PERSONAL_SECTION.test(line)) {
      skipping = true;
      continue;
    }
    if (skipping) {
      if (!ANY_SECTION.test(line)) continue;
      skipping = false;
    }
    if (first) {
      first = false;
      if (isNameLine(line)) continue;
    }
    if (header && isPlaceLine(line)) continue;
    if (ANY_SECTION.test(line)) header = false;
    if (PERSONAL_LABEL.test(line)) continue;
    out.push(line);
  }
  let t = out.join('\n');
  for (const [re, maybe] of INLINE) if (maybe(t)) t = t.replace(re, ' ');
  // In the header, a line left with no content word ("I am" once its age is gone) is blanked: as
  // the first line it would take the heading's place, where the resume's own title belongs.
  // Lines stay where they are (dates and titles are paired by distance), and below the header
  // nothing is blanked: a date range may run over lines ("06/2013\nto\nCurrent").
  const result = t.split('\n');
  let withText = 0;
  for (let i = 0; i < result.length; i++) {
    const l = result[i]!;
    if (l.trim() === '') continue;
    if (++withText > HEADER_LINES || ANY_SECTION.test(l)) break;
    if (!hasContent(l)) result[i] = '';
  }
  return result.join('\n');
}

/** Any figure (a date line is all figures) or a word that is not a stopword. */
function hasContent(line: string): boolean {
  return /\d/.test(line) || words(line).some((w) => w.length > 1 && !isStopword(w));
}

export const isSectionHeading = (line: string): boolean => ANY_SECTION.test(line);
