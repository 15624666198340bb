// The blind view of a resume. Removed: the candidate's name (in the header whatever its layout,
// in a signature, in "my name is ..." and wherever it recurs), contact details, addresses,
// photos, ages and birth dates, gender and pronouns, marital and family status, nationality and
// citizenship, religion, ethnicity, disability and health, and sections that hold only such
// details (references, hobbies, personal information). Kept: everything else.
//
// The header (the lines before the first section heading) is rewritten to its job lines alone,
// without blank lines, so that every layout of the same resume — "Name — Title", "Name | Title",
// "Name, Title", name above or below the title, a contact line between — gives the same text, and
// the title, not the name, is the first line the matching engine reads as the heading. Below the
// header lines keep their places (dates and titles are paired by distance) and a removed detail
// leaves its line's other words where they were.
import { repairMojibake } from '../matching/mojibake';
import { isStopword } from '../text/stopwords';
import { words } from '../text/words';
import { titleHeads } from '../matching/titles';
import { isName, isPlaceLine, isTitleLine, markIntroductions, markNames, namesInText } from './names';
import { MARK, markPersonal, tidy } from './personal';

const PERSONAL_LABEL =
  /^\s*(?:full\s+)?(?:name|first name|last name|surname|given name|family name|date of birth|d\.?o\.?b\.?|birth\s*date|birthday|born|place of birth|age|gender|sex|marital status|civil status|family status|nationality|citizenship|religion|faith|race|ethnicity|ethnic origin|pronouns?|address|home address|location|phone|mobile|cell|tel(?:ephone)?|e-?mail|photo|picture|height|weight|visa status|passport(?: no\.?)?|father'?s name|mother'?s name|spouse|children|dependents|health|medical conditions?|disability|disabilities|veteran status|contact|contact details|contact information|e-?mail address|linkedin|website|github|twitter|instagram|facebook)\s*[:\-–]/i;

// Section headings whose whole section is personal rather than professional.
const PERSONAL_SECTION =
  /^\s*(?:references?|personal (?:information|details|data|profile|particulars)|hobbies|interests|hobbies (?:and|&) interests|declaration)\s*:?\s*$/i;
const ANY_SECTION =
  /^\s*(?:summary|professional summary|executive summary|profile|professional profile|career overview|objective|career objective|skills|technical skills|core qualifications|qualifications|highlights|skill highlights|experience|work experience|professional experience|work history|employment history|employment|education|education and training|training|certifications?|licenses?|accomplishments|achievements|awards|projects|publications|languages|affiliations|volunteer(?: experience| work)?|additional information|interests|hobbies|references?|personal (?:information|details|data|profile|particulars)|declaration)\s*:?\s*$/i;

/** The header: before the first section heading, and no longer than this many lines with text. */
const HEADER_LINES = 12;
/** A name heads the header, or follows the title heading it (or a contact line): within these lines. */
const NAME_LINES = 3;
/** A signature sits in the last lines with text. */
const SIGNATURE_LINES = 3;

// Separators of header parts: "Name — Title", "Name | Title | e-mail", "Name, Title", "Name · Title".
const HEADER_SEPARATOR = /(\s+[—–-]\s+|\s*[|•·]\s*|,\s+|\s+[—–]|[—–]\s+)/;
// A name in another script in brackets beside a Latin spelling: "Li Wei (李伟)".
const BRACKETED_UNCASED = /\(\s*[\p{Lo}\p{M}\s]+\)/gu;
const SIGN_OFF =
  /^\s*(?:(?:kind |best |warm )?regards|sincerely|yours(?: (?:sincerely|faithfully|truly))?|best|thanks|thank you|cheers|respectfully)\s*,?\s*$/i;

export function blindResume(text: string): string {
  const lines = repairMojibake(text.replaceAll(MARK, ' ')).replace(/\r\n?/g, '\n').split('\n');
  const names: string[] = [];
  const header: string[] = [];
  const body: string[] = [];
  let inHeader = true;
  let seen = 0;
  let skipping = false;
  let titleFirst = false;
  for (const line of lines) {
    if (line.trim() === '') {
      if (!inHeader) body.push('');
      continue;
    }
    if (++seen > HEADER_LINES) inHeader = false;
    if (PERSONAL_SECTION.test(line)) {
      skipping = true;
      inHeader = false;
      continue;
    }
    if (skipping) {
      if (!ANY_SECTION.test(line)) continue;
      skipping = false;
    }
    if (inHeader && ANY_SECTION.test(line)) inHeader = false;
    if (PERSONAL_LABEL.test(line)) {
      if (!inHeader) body.push('');
      continue;
    }
    if (inHeader) {
      // One name per header: in its first line, or in the next lines below a title line.
      const nameHere = names.length === 0 && seen <= NAME_LINES && (seen === 1 || titleFirst);
      if (seen === 1) titleFirst = isTitleHeading(line);
      const kept = headerLine(line, nameHere, names);
      if (kept !== null) header.push(kept);
    } else {
      body.push(line);
    }
  }
  dropSignature(body, names);
  let t = [...header, ...body].join('\n');
  names.push(...namesInText(t));
  t = markNames(markIntroductions(markPersonal(t)), names);
  // Trailing blank lines (a signature's place) carry nothing.
  return tidy(t).replace(/\s+$/, '');
}

/**
 * A header line without its name parts, places, contact and personal details, or null when
 * nothing else is left. Name parts are looked for in the first lines only (see NAME_LINES).
 */
function headerLine(line: string, nameHere: boolean, names: string[]): string | null {
  let l = line.replace(BRACKETED_UNCASED, ' ').replace(/\s+/g, ' ').trim();
  // Personal details first: "Jordan Lee (they/them)" is a name once the pronouns are gone.
  l = tidy(markPersonal(l)).trim();
  if (l === '') return null;
  if (nameHere) {
    // "Name — Title", "Name | Title", "Name, Title": the name is the first part.
    const parts = l.split(HEADER_SEPARATOR);
    const first = parts[0]!.trim();
    if (isName(first)) {
      names.push(first);
      l = parts.slice(2).join('').trim();
    }
  }
  if (l === '' || isPlaceLine(l) || !hasContent(l)) return null;
  return l.replace(/\s+/g, ' ');
}

/** A first line that names a job: every word a title word, or a job noun last ("Backend Engineer"). */
function isTitleHeading(line: string): boolean {
  const ws = line
    .trim()
    .split(/[\s,|/–—-]+/)
    .filter(Boolean);
  if (ws.length === 0 || ws.length > 8) return false;
  const last = ws[ws.length - 1]!.toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]/g, '');
  return isTitleLine(ws) || titleHeads.has(last) || titleHeads.has(last.replace(/e?s$/, ''));
}

/**
 * Removes a name signing off the resume: after a sign-off ("Regards,\nJordan Lee"), after a dash
 * ("— Jordan Lee"), or the name the header held. A last line that merely looks like a name
 * ("KARTA Risk Management") stays.
 */
function dropSignature(body: string[], names: string[]): void {
  const known = new Set(names.map((n) => n.toLowerCase()));
  const idx: number[] = [];
  for (let i = body.length - 1; i >= 0 && idx.length < SIGNATURE_LINES + 1; i--)
    if (body[i]!.trim() !== '') idx.push(i);
  for (let k = 0; k < Math.min(SIGNATURE_LINES, idx.length); k++) {
    const i = idx[k]!;
    const l = body[i]!.trim();
    const dashed = /^[-—–~]+\s*/.test(l);
    const bare = l
      .replace(/^[-—–~\s]+/, '')
      .replace(BRACKETED_UNCASED, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const signedOff = idx[k + 1] !== undefined && SIGN_OFF.test(body[idx[k + 1]!]!);
    if (isName(bare) && (dashed || signedOff || known.has(bare.toLowerCase()))) {
      names.push(bare);
      body[i] = '';
      if (signedOff) body[idx[k + 1]!] = '';
      return;
    }
  }
}

/** Any figure (a date line is all figures) or a word that is not a stopword. */
function hasContent(line: string): boolean {
  return /\d/.test(line) || words(line).some((w) => w.length > 1 && !isStopword(w));
}

export const isSectionHeading = (line: string): boolean => ANY_SECTION.test(line);
