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
import { isStopword, words } from '../matching/text';
import { isName, isPlaceLine, markIntroductions, markNames, namesInText } from './names';
import { MARK, markPersonal, tidy } from './personal';

const PERSONAL_LABEL =
  /^\s*(?:full\s+)?(?:name|first name|last name|surname|given name|family name|date of birth|d\.?o\.?b\.?|birth\s*date|birthday|born|place of birth|age|gender|sex|marital status|civil status|family status|nationality|citizenship|religion|faith|race|ethnicity|ethnic origin|pronouns?|address|home address|location|phone|mobile|cell|tel(?:ephone)?|e-?mail|photo|picture|height|weight|visa status|passport(?: no\.?)?|father'?s name|mother'?s name|spouse|children|dependents|health|medical conditions?|disability|disabilities|veteran status|linkedin|website|github|twitter|instagram|facebook)\s*[:\-–]/i;

// Section headings whose whole section is personal rather than professional.
const PERSONAL_SECTION = /^\s*(?:references?|personal (?:information|details|data|profile|particulars)|hobbies|interests|hobbies (?:and|&) interests|declaration)\s*:?\s*$/i;
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
const SIGN_OFF = /^\s*(?:(?:kind |best |warm )?regards|sincerely|yours(?: (?:sincerely|faithfully|truly))?|best|thanks|thank you|cheers|respectfully)\s*,?\s*$/i;

export function blindResume(text: string): string {
  const lines = repairMojibake(text.replaceAll(MARK, ' ')).replace(/\r\n?/g, '\n').split('\n');
  const names: string[] = [];
  const header: string[] = [];
  const body: string[] = [];
  let inHeader = true;
  let seen = 0;
  let skipping = false;
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
      const kept = headerLine(line, seen <= NAME_LINES, names);
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
    // [part, separator, part, ...]: name parts go with the separator before them.
    const parts = l.split(HEADER_SEPARATOR);
    let out = '';
    for (let i = 0; i < parts.length; i += 2) {
      const part = parts[i]!.trim();
      if (part === '') continue;
      if (isName(part)) {
        names.push(part);
        continue;
      }
      out += out === '' ? part : `${parts[i - 1] ?? ' '}${part}`;
    }
    l = out.trim();
  }
  if (l === '' || isPlaceLine(l) || !hasContent(l)) return null;
  return l.replace(/\s+/g, ' ');
}

/** Removes a name signing off the resume ("Regards,\nJordan Lee", "— Jordan Lee"). */
function dropSignature(body: string[], names: string[]): void {
  let withText = 0;
  for (let i = body.length - 1; i >= 0 && withText < SIGNATURE_LINES; i--) {
    const l = body[i]!.trim();
    if (l === '') continue;
    withText++;
    const bare = l.replace(/^[-—–~\s]+/, '');
    if (isName(bare)) {
      names.push(bare);
      body[i] = '';
    } else if (SIGN_OFF.test(l)) {
      body[i] = '';
    }
  }
}

/** Any figure (a date line is all figures) or a word that is not a stopword. */
function hasContent(line: string): boolean {
  return /\d/.test(line) || words(line).some((w) => w.length > 1 && !isStopword(w));
}

export const isSectionHeading = (line: string): boolean => ANY_SECTION.test(line);
