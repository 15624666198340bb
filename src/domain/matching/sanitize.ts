// Fairness: strips from a resume what must never influence a match — names, contact details,
// addresses, photos, age and birth dates, gender, pronouns, marital status, nationality, religion,
// ethnicity — and sections that hold only such details. What remains is work-related content.
import { titleVocabulary } from './titles';
import { stemCached } from './text';

const PERSONAL_LABEL =
  /^\s*(?:full\s+)?(?:name|first name|last name|surname|date of birth|d\.?o\.?b\.?|birth\s*date|born|place of birth|age|gender|sex|marital status|civil status|nationality|citizenship|religion|race|ethnicity|pronouns?|address|home address|phone|mobile|cell|tel(?:ephone)?|e-?mail|photo|height|weight|visa status|passport(?: no\.?)?|father'?s name|mother'?s name|spouse|children|dependents|health|disability|veteran status|linkedin|website|github)\s*[:\-–]/i;

// Section headings whose whole section is personal rather than professional.
const PERSONAL_SECTION = /^\s*(?:references?|personal (?:information|details|data|profile|particulars)|hobbies|interests|hobbies (?:and|&) interests|declaration)\s*:?\s*$/i;
const ANY_SECTION =
  /^\s*(?:summary|professional summary|executive summary|profile|professional profile|career overview|objective|career objective|skills|technical skills|core qualifications|qualifications|highlights|skill highlights|experience|work experience|professional experience|work history|employment history|employment|education|education and training|training|certifications?|licenses?|accomplishments|achievements|awards|projects|publications|languages|affiliations|volunteer(?: experience| work)?|additional information|interests|hobbies|references?|personal (?:information|details|data|profile|particulars)|declaration)\s*:?\s*$/i;

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
  [/\b\d{1,3}\s*(?:years?|yrs?)[\s-]*old\b/gi, (t) => /old\b/i.test(t)],
  [
    /\b(?:born|b\.)\s+(?:on\s+|in\s+)?(?:\d{1,2}[\s/.-])?(?:[A-Za-z]+[\s/.-])?(?:\d{1,2},?\s+)?\d{4}\b/gi,
    (t) => /\bb(?:orn|\.)\s/i.test(t),
  ],
  [/\(?\b(?:he|she|they|ze|xe)\s*\/\s*(?:him|her|them|hir|zir|xem)(?:\s*\/\s*\w+)?\)?/gi, (t) => t.includes('/')],
  [/\b(?:mr|mrs|ms|mx|miss)\.?\s+(?=[A-Z])/g, () => true],
  [/\b(?:married|unmarried|single|divorced|widowed|separated)\b(?=\s*(?:[,;.|]|$|with|\d))/gim, () => true],
];

/** A first line that is a person's name: 2 to 4 capitalised words, not all of them title words. */
function isNameLine(line: string): boolean {
  const ws = line.trim().split(/\s+/);
  if (ws.length < 2 || ws.length > 4) return false;
  if (!ws.every((w) => /^(?:[A-Z][a-zA-Z'’-]*\.?|[A-Z]\.)$/.test(w))) return false;
  return ws.some((w) => {
    const l = w.toLowerCase().replace(/[^a-z]/g, '');
    return l.length > 1 && !titleVocabulary.has(stemCached(l));
  });
}

export function sanitizeResume(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let first = true;
  let skipping = false;
  for (const line of lines) {
    if (line.trim() === '') {
      out.push('');
      continue;
    }
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
    if (PERSONAL_LABEL.test(line)) continue;
    out.push(line);
  }
  let t = out.join('\n');
  for (const [re, maybe] of INLINE) if (maybe(t)) t = t.replace(re, ' ');
  return t;
}

export const isSectionHeading = (line: string): boolean => ANY_SECTION.test(line);
