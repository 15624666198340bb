// Personal names: recognising a line or a part of a line that is a name (in any script, with
// particles), names introduced in running text ("my name is ...", "Thanks, Priya"), and removing
// every later mention of a name once it is known.
import { canonicalSkill } from '../skills/index';
import { stemCached } from '../matching/text';
import { NAME_PARTICLES } from '../text/name-particles';
import { isStopword } from '../text/stopwords';
import { titleHeads, titleVocabulary } from '../matching/titles';
import data from './names.data.json';
import { MARK } from './personal';

const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{M}'’-]*\.?|\p{Lu}\.)$/u;
/** A word of a script without letter case (Chinese, Japanese, Korean, Arabic, Hebrew, Devanagari, Thai, ...). */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: ZWNJ and ZWJ are accepted one by one inside a word, never as a joined sequence
const UNCASED_WORD = /^[\p{Lo}][\p{Lo}\p{M}\u200c\u200d'’-]*$/u;
const asciiFold = (w: string): string =>
  w
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

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
export function isTitleLine(ws: readonly string[]): boolean {
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

// Words that make a capitalised pair an organisation or a place, or a resume's heading, not a person.
const ORG_WORDS: ReadonlySet<string> = new Set(data.organisationWords);

// Job nouns that are also common surnames.
const SURNAME_NOUNS: ReadonlySet<string> = new Set(data.surnameNouns);

/**
 * A person's name: 2 to 6 words, each capitalised (in any script with case) or a name particle,
 * at least two capitalised, and not read as a job title or an organisation; or 1 to 4 words of a
 * script without case ("王芳", "प्रिया शर्मा", "محمد الأحمد"), alone or beside a Latin spelling.
 */
export function isName(text: string): boolean {
  const ws = text.trim().split(/\s+/).filter(Boolean);
  if (ws.length === 0 || ws.length > 6) return false;
  let capitalised = 0;
  let uncased = 0;
  for (const w of ws) {
    if (UNCASED_WORD.test(w)) uncased++;
    else if (NAME_WORD.test(w)) capitalised++;
    else if (!NAME_PARTICLES.has(w)) return false;
  }
  if (uncased > 0) return uncased <= 4 && text.length <= 60;
  if (capitalised < 2) return false;
  // An acronym in a line not written in capitals is a job's ("ICU Nurse", "QA Engineer").
  if (text !== text.toUpperCase() && ws.some((w) => /^\p{Lu}{2,}$/u.test(w) && !/^(?:II|III|IV|VI|JR|SR)$/.test(w)))
    return false;
  if (ws.some((w) => ORG_WORDS.has(asciiFold(w)))) return false;
  // Ending in a job noun makes a title ("Backend Engineer", "Frontend Developer") unless the noun
  // is also a common surname ("Grace Hunter Cook", "Will Mason").
  const last = asciiFold(ws[ws.length - 1]!);
  if ((titleHeads.has(last) || titleHeads.has(last.replace(/e?s$/, ''))) && !SURNAME_NOUNS.has(last)) return false;
  return !isTitleLine(ws);
}

/**
 * A header line that is only a place: "Paris, France", "São Paulo, SP, Brazil". The title
 * vocabulary is too wide a test here (place names occur in job titles); a job noun is not.
 */
export function isPlaceLine(line: string): boolean {
  if (!/^\s*\p{Lu}[\p{L}\p{M}.'’ -]*(?:,\s*\p{Lu}[\p{L}\p{M}.'’ -]*){1,3}\s*$/u.test(line)) return false;
  return !line.split(/[\s,]+/).some((w) => {
    const l = asciiFold(w);
    return titleHeads.has(l) || titleHeads.has(l.replace(/e?s$/, ''));
  });
}

/** Words of a name worth finding again on their own: not particles, initials, stopwords or job words. */
export function nameTokens(name: string): string[] {
  return name
    .split(/[\s,]+/)
    .map((w) => w.replace(/[.'’]+$/, ''))
    .filter((w) => {
      if (UNCASED_WORD.test(w)) return true;
      if (w.length < 2 || !/^\p{Lu}/u.test(w) || NAME_PARTICLES.has(w.toLowerCase())) return false;
      const l = w.toLowerCase();
      // Job nouns ("Cook" in "Grace Hunter Cook") and skills stay: alone they are more often the
      // job's than the person's.
      const f = asciiFold(w);
      return (
        !isStopword(l) &&
        !/^(?:jr|sr|ii|iii|iv|dr|mr|mrs|ms|mx|prof)$/.test(l) &&
        !titleHeads.has(f) &&
        !titleHeads.has(f.replace(/e?s$/, '')) &&
        canonicalSkill(w) === null
      );
    });
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces with MARK each mention of the given names: the whole name first, then each of its
 * words alone (as written, capitalised), so that "Thanks, Priya" and "Ms Shah" go too.
 */
export function markNames(text: string, names: readonly string[]): string {
  if (names.length === 0) return text;
  const whole = [...new Set(names.map((n) => n.trim().replace(/\s+/g, ' ')).filter((n) => n.length > 1))].sort(
    (a, b) => b.length - a.length,
  );
  const tokens = [...new Set(names.flatMap(nameTokens))].sort((a, b) => b.length - a.length);
  const alts = [...whole.map((n) => escapeRegExp(n).replace(/ /g, '\\s+')), ...tokens.map(escapeRegExp)];
  if (alts.length === 0) return text;
  const re = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])(?:(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof)\\.?\\s+)?(?:${alts.join('|')})(?:['’]s)?(?![\\p{L}\\p{M}\\p{N}])`,
    'gu',
  );
  return text.replace(re, MARK);
}

// A name in running text: capitalised words (or words of a script without case), particles
// between them.
const NAME_RUN = `(?:(?!I\\b)\\p{Lu}[\\p{L}\\p{M}'’-]*|\\p{Lo}[\\p{Lo}\\p{M}]*)(?:\\s+(?:(?:${[...NAME_PARTICLES].join('|')})\\s+)*(?:\\p{Lu}[\\p{L}\\p{M}'’-]*|\\p{Lo}[\\p{Lo}\\p{M}]*)){0,4}`;
const HONORIFIC = '(?:(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof)\\.?\\s+)?';
// "My name is Priya Shah", "call me Jo", "Hi, I'm Wei", "this is Ana speaking".
const INTRO = new RegExp(
  `\\b(?:my name is|my name's|my full name is|call me|I go by|(?:hi|hello|hey)[,!]?\\s+(?:this is|I'm|I’m|I am|it's|it’s))\\s+${HONORIFIC}(${NAME_RUN})`,
  'giu',
);
// "I'm Priya." / "I am Ana Lima, and ..." : only when the words end the clause.
const SELF = new RegExp(
  `\\b(?:I'm|I’m|I am)\\s+${HONORIFIC}(${NAME_RUN})(?=\\s*(?:[,.;!?]|$|\\s(?:and|from|here|speaking)\\b))`,
  'gmu',
);
// "Thanks, Priya." / "Nice to meet you, Dr. Shah!" / "Hi Ana,": the name ends the clause.
const ADDRESSED = new RegExp(
  `\\b(?:hi|hello|hey|dear|thanks|thank you|welcome|bye|goodbye|cheers|morning|good (?:morning|afternoon|evening)|(?:meet|see|talk to|speak with|hear from) you)(?: so much| again| very much| all| both)?[,!]?\\s+${HONORIFIC}(${NAME_RUN})(?=\\s*(?:[,.;:!?]|$))`,
  'giu',
);

/** Names introduced or addressed in running text, as written. */
export function namesInText(text: string): string[] {
  const out: string[] = [];
  const take = (re: RegExp, quick: RegExp): void => {
    if (!quick.test(text)) return;
    for (const m of text.matchAll(re)) {
      const name = m[1]!.trim();
      if (plausibleName(name)) out.push(name);
    }
  };
  if (/name|call me|go by|\b(?:hi|hello|hey)\b/i.test(text))
    for (const m of text.matchAll(INTRO)) if (certainName(m[1]!)) out.push(m[1]!.trim());
  take(SELF, /\bI(?:'m|’m| am)\s/);
  // Addressed after a greeting, a capitalised word is a name even when it is also a job word
  // ("Hi Jordan,", "Thanks, Grant.").
  if (/\b(?:hi|hello|hey|dear|thank|welcome|bye|cheers|morning|afternoon|evening|you)\b/i.test(text)) {
    for (const m of text.matchAll(ADDRESSED)) {
      const name = m[1]!.trim();
      if (certainName(name)) out.push(name);
    }
  }
  return out;
}

/**
 * Replaces with MARK a self-introduction whole ("my name is Priya Shah", "I'm Wei"), so that no
 * "My name is ." is left; names addressed ("Thanks, Priya") go through markNames.
 */
export function markIntroductions(text: string): string {
  let t = text;
  if (/name|call me|go by|\b(?:hi|hello|hey)\b/i.test(t))
    t = t.replace(INTRO, (m, name: string) => (certainName(name) ? MARK : m));
  if (/\bI(?:'m|’m| am)\s/.test(t)) t = t.replace(SELF, (m, name: string) => (plausibleName(name) ? MARK : m));
  return t;
}

/**
 * After "my name is" or a greeting, capitalised words are a name even when one is also a job word
 * or a skill ("Jordan", "Lan"); only the first and last words decide ("Dang The Phong").
 */
function certainName(name: string): boolean {
  const ws = name.trim().split(/\s+/);
  const ok = (w: string) => UNCASED_WORD.test(w) || (!isStopword(w.toLowerCase()) && !/^\p{Lu}{2,}$/u.test(w));
  return ok(ws[0]!) && ok(ws[ws.length - 1]!);
}

/** Words that can be a name: none a stopword, a job word or a known skill ("I'm Kafka-certified" is no name). */
function plausibleName(name: string): boolean {
  const ws = name.split(/\s+/).filter((w) => !NAME_PARTICLES.has(w));
  if (ws.length === 0) return false;
  return ws.every((w) => UNCASED_WORD.test(w) || nameTokens(w).length === 1);
}
