// Free-text skill extraction. Surface forms are indexed once, by their first word (one-word forms)
// or their first two words (longer forms); a scan visits each word start once and tries only the
// forms indexed under the words found there, longest first.
import {
  aliasOnlyForms,
  ambiguousForms,
  canonicalByForm,
  curatedKeys,
  infoByKey,
  lowercaseSafeForms,
  spellingByForm,
} from './lexicon';

export interface ExtractedSkill {
  /** Canonical display name. */
  name: string;
  /** Normalised key (see skillKey). */
  key: string;
  /** Occurrences in the text. */
  count: number;
  /** Offset (UTF-16 code units) of the first occurrence. */
  first: number;
}

interface Form {
  text: string; // lowercase, single spaces
  key: string; // canonical lowercase
  /** Must be written with a capital letter (or a symbol) to count. */
  needsCase: boolean;
  /** Must be written in capitals ("SAN", not "San Diego"; "BASIC", not "Basic"). */
  needsUpper: boolean;
  /** Must also stand in a skills context (a list of other skills, or a cue word). */
  needsContext: boolean;
  /** Written in capitals, it is an acronym and needs no context ("AI", "ML", "UX"). */
  acronym: boolean;
  /** Written in lowercase, it can only be the skill and needs no context ("dbt", "aws"). */
  lowercaseSafe: boolean;
}

const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
const isSpaceCode = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 160;

/** End of the alphanumeric run starting at i (a leading dot is kept: ".net"). */
function runEnd(s: string, i: number): number {
  let j = i;
  if (s.charCodeAt(j) === 46) j++;
  while (j < s.length && isWordCode(s.charCodeAt(j))) j++;
  return j;
}

// Index keys are FNV-1a hashes of the first word, and of "word<sep>word" for longer forms, so the
// scan allocates no strings; every candidate is verified character by character anyway.
const FNV_OFFSET = 0x811c9dc5;
const fnv = (h: number, c: number): number => Math.imul(h ^ c, 0x01000193);

function hashRange(s: string, from: number, to: number, h = FNV_OFFSET): number {
  for (let k = from; k < to; k++) h = fnv(h, s.charCodeAt(k));
  return h;
}

/**
 * Hash of "w1<sep>w2" continuing h1 (the hash of w1 = s[i..end1)), where sep is 1-2 characters of
 * space or . / - & (a whitespace run counts as one space); 0 when no second word follows.
 */
function twoWordHash(s: string, end1: number, h1: number): number {
  let j = end1;
  let h = h1;
  let sepLen = 0;
  let lastSpace = false;
  while (j < s.length) {
    const c = s.charCodeAt(j);
    if (isWordCode(c)) break;
    if (isSpaceCode(c)) {
      if (!lastSpace) {
        h = fnv(h, 32);
        sepLen++;
        lastSpace = true;
      }
      j++;
      continue;
    }
    if (c !== 46 && c !== 47 && c !== 45 && c !== 38) return 0;
    h = fnv(h, c);
    sepLen++;
    lastSpace = false;
    j++;
    if (sepLen > 2) return 0;
  }
  if (sepLen === 0 || sepLen > 2 || j >= s.length) return 0;
  let e = j;
  while (e < s.length && isWordCode(s.charCodeAt(e))) e++;
  return hashRange(s, j, e, h) || 1;
}

const byOne = new Map<number, Form[]>();
const byTwo = new Map<number, Form[]>();
function addForm(f: Form): void {
  const e1 = runEnd(f.text, 0);
  if (e1 === 0 || (e1 === 1 && f.text[0] === '.')) return;
  const h1 = hashRange(f.text, 0, e1);
  const h2 = twoWordHash(f.text, e1, h1);
  const index = h2 === 0 ? byOne : byTwo;
  const k = h2 === 0 ? h1 : h2;
  const list = index.get(k) ?? [];
  if (list.some((g) => g.text === f.text)) return;
  list.push(f);
  index.set(k, list);
}

const CAPS = /^[A-Z0-9&/+#.\- ]+$/;
for (const [form, key] of canonicalByForm) {
  if (aliasOnlyForms.has(form)) continue;
  const display = infoByKey.get(key)!.name;
  const isDisplay = display.toLowerCase() === form;
  const spelling = isDisplay ? display : (spellingByForm.get(form) ?? form);
  const capsDisplay = CAPS.test(spelling) && /[A-Z]/.test(spelling);
  const letters = form.replace(/[^a-z]/g, '').length;
  // One- and two-letter words ("r", "go", "ai") are ambiguous; "c++", "c#", "k8s" are not.
  const ambiguous = ambiguousForms.has(form) || (letters <= 2 && /^[a-z]+$/.test(form));
  // Short all-capital O*NET names are ordinary words in lowercase ("SAN", "COM", "ETC").
  const shortCaps = capsDisplay && letters <= 4 && !curatedKeys.has(key);
  addForm({
    text: form,
    key,
    needsCase: ambiguous || shortCaps,
    needsUpper: shortCaps || (ambiguous && capsDisplay && letters > 3),
    needsContext: ambiguous,
    acronym: (capsDisplay && isDisplay) || (!isDisplay && form.length <= 3),
    lowercaseSafe: lowercaseSafeForms.has(form),
  });
  // "PowerPoint" is also written "Power Point" / "Power-Point": accepted only capitalised.
  if (isDisplay && /^[A-Z][a-z]{2,}[A-Z][a-z]{2,}$/.test(display)) {
    const parts = display.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    for (const v of [parts, parts.replace(' ', '-')]) {
      if (!canonicalByForm.has(v))
        addForm({
          text: v,
          key,
          needsCase: true,
          needsUpper: false,
          needsContext: ambiguous,
          acronym: false,
          lowercaseSafe: false,
        });
    }
  }
}
for (const list of [...byOne.values(), ...byTwo.values()]) list.sort((a, b) => b.text.length - a.text.length);

/** Length of text matched by form at position i of lower, or -1. Any whitespace run matches a space. */
function matchAt(lower: string, i: number, form: string): number {
  let p = i;
  for (let k = 0; k < form.length; k++) {
    const fc = form.charCodeAt(k);
    if (fc === 32) {
      if (p >= lower.length || !isSpaceCode(lower.charCodeAt(p))) return -1;
      while (p < lower.length && isSpaceCode(lower.charCodeAt(p))) p++;
      continue;
    }
    if (lower.charCodeAt(p) !== fc) return -1;
    p++;
  }
  return p - i;
}

// Words that, next to an ambiguous name, say it is meant as a skill ("Go programming", "in R").
const CUES = new Set([
  'programming',
  'language',
  'languages',
  'lang',
  'scripting',
  'developer',
  'developers',
  'development',
  'framework',
  'frameworks',
  'library',
  'libraries',
  'stack',
  'sdk',
  'coding',
  'proficient',
  'proficiency',
  'experience',
  'experienced',
  'knowledge',
  'skills',
]);
const LINKS = new Set(['in', 'with', 'using', 'of']);
const LIST_WORDS_BEFORE = new Set(['and', 'or', 'in', 'with', 'using', 'including', 'like', 'of']);
const LIST_WORDS_AFTER = new Set(['and', 'or']);
const LIST_PUNCT = new Set([
  ',',
  ';',
  ':',
  '/',
  '|',
  '(',
  ')',
  '[',
  ']',
  '&',
  '•',
  '·',
  '*',
  '●',
  '▪',
  '-',
  '–',
  '+',
  '.',
]);

function prevToken(text: string, i: number, lineStart: number): string {
  let j = i - 1;
  while (j >= lineStart && isSpaceCode(text.charCodeAt(j))) j--;
  if (j < lineStart) return '\n';
  const c = text[j]!.toLowerCase();
  if (!isWordCode(c.charCodeAt(0))) return c;
  let s = j;
  while (s > lineStart && isWordCode(text[s - 1]!.toLowerCase().charCodeAt(0))) s--;
  return text.slice(s, j + 1).toLowerCase();
}

function nextToken(text: string, i: number): string {
  let j = i;
  while (j < text.length && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j++;
  if (j >= text.length || text[j] === '\n' || text[j] === '\r') return '\n';
  const c = text[j]!.toLowerCase();
  if (!isWordCode(c.charCodeAt(0))) return c;
  let e = j;
  while (e < text.length && isWordCode(text[e]!.toLowerCase().charCodeAt(0))) e++;
  return text.slice(j, e).toLowerCase();
}

interface Hit {
  key: string;
  start: number;
  end: number;
  lineStart: number;
  form: Form;
}

/** Cue right before ("programming in R" too) or right after ("Go programming"). */
function cued(text: string, h: Hit, next: string): boolean {
  if (CUES.has(next)) return true;
  const seg = text.slice(Math.max(h.lineStart, h.start - 40), h.start).toLowerCase();
  const ws = seg.match(/[a-z0-9]+/g) ?? [];
  const w1 = ws[ws.length - 1];
  const w2 = ws[ws.length - 2];
  return (w1 !== undefined && CUES.has(w1)) || (w1 !== undefined && LINKS.has(w1) && w2 !== undefined && CUES.has(w2));
}

// A line introduced as a list of skills ("Languages: Go, Rust, R") vouches for its items.
const LIST_HEADER =
  /^[^:\n]{0,40}\b(?:skills|languages|tools|technologies|technology|stack|frameworks|software|proficienc(?:y|ies)|expertise|platforms)\b[^:\n]{0,20}:/i;

/** Case and context rules for forms that are also ordinary words ("Go", "R", "Excel", "SAN"). */
function accepted(text: string, h: Hit, companions: boolean): boolean {
  const raw = text.slice(h.start, h.end);
  const f = h.form;
  const after = text.charCodeAt(h.end);
  // Hyphen compounds: "C-level", "Go-getter", "R-value", and lowercase-safe names too ("dbt-informed").
  if (f.needsContext && after === 45 && isWordCode(text[h.end + 1]?.toLowerCase().charCodeAt(0) ?? 0)) return false;
  if (f.lowercaseSafe && raw === f.text) return true;
  if (f.needsUpper && raw !== raw.toUpperCase()) return false;
  // Written in lowercase, a word-like name counts only as an item of a list of skills
  // ("sql, python, statistics"), and never a one- or two-letter one ("go", "r").
  const lower = raw === raw.toLowerCase() && !/[^a-zA-Z\s]/.test(raw);
  if (lower && (!f.needsContext || raw.replace(/\s/g, '').length < 4)) return false;
  if (!f.needsContext) return true;
  // Initials: "John R. Smith".
  if (raw.length === 1 && after === 46 && /^\.\s+[A-Z]/.test(text.slice(h.end, h.end + 3))) return false;
  if (f.acronym && raw.length >= 2 && raw === raw.toUpperCase() && /[A-Z]{2}/.test(raw)) return true;
  const next = nextToken(text, h.end);
  if (!lower && cued(text, h, next)) return true;
  const prev = prevToken(text, h.start, h.lineStart);
  const before = prev === '\n' || LIST_PUNCT.has(prev) || LIST_WORDS_BEFORE.has(prev);
  const afterOk = next === '\n' || LIST_PUNCT.has(next) || LIST_WORDS_AFTER.has(next);
  if (!before || !afterOk) return false;
  if (lower) return companions && prev !== '\n' && next !== '.';
  return companions || LIST_HEADER.test(text.slice(h.lineStart, h.start));
}

const COMPANION_WINDOW = 120;

/** Skills mentioned in free text, in order of first occurrence. Linear in the text length. */
export function extractSkills(text: string): ExtractedSkill[] {
  let lower = text.toLowerCase();
  // A few characters change length when lowercased; then fold ASCII only so offsets stay aligned.
  if (lower.length !== text.length) lower = text.replace(/[A-Z]+/g, (m) => m.toLowerCase());
  const n = lower.length;
  const hits: Hit[] = [];
  let lineStart = 0;
  let prevWord = false;
  for (let i = 0; i < n; i++) {
    const c = lower.charCodeAt(i);
    if (c === 10) lineStart = i + 1;
    const word = isWordCode(c);
    const dotStart = c === 46 && !prevWord && i + 1 < n && isWordCode(lower.charCodeAt(i + 1));
    if ((word && !prevWord) || dotStart) {
      const before = i > 0 ? lower.charCodeAt(i - 1) : 32;
      // Inside e-mail addresses, file names and identifiers ("a.b", "x_y", "@z"): no skills.
      const glued = before === 64 || before === 95 || (before === 46 && i > 1 && isWordCode(lower.charCodeAt(i - 2)));
      if (!glued) {
        const e1 = runEnd(lower, i);
        const h1 = hashRange(lower, i, e1);
        const h2 = twoWordHash(lower, e1, h1);
        const l2 = h2 === 0 ? undefined : byTwo.get(h2);
        const l1 = byOne.get(h1);
        const end = (l2 && tryForms(lower, i, l2, lineStart, hits)) || (l1 && tryForms(lower, i, l1, lineStart, hits));
        if (end) {
          for (let k = i + 1; k < end; k++) if (lower.charCodeAt(k) === 10) lineStart = k + 1;
          i = end - 1;
        }
      }
    }
    prevWord = isWordCode(lower.charCodeAt(i));
  }

  const out = new Map<string, ExtractedSkill>();
  for (let h = 0; h < hits.length; h++) {
    const hit = hits[h]!;
    if (hit.form.needsCase && !accepted(text, hit, hit.form.needsContext && hasCompanion(hits, h))) continue;
    const prev = out.get(hit.key);
    if (prev) prev.count++;
    else out.set(hit.key, { name: infoByKey.get(hit.key)!.name, key: hit.key, count: 1, first: hit.start });
  }
  return [...out.values()];
}

/** Records the longest form matching at i and returns its end, or 0. */
function tryForms(lower: string, i: number, list: Form[], lineStart: number, hits: Hit[]): number {
  const n = lower.length;
  for (const form of list) {
    const len = matchAt(lower, i, form.text);
    if (len < 0) continue;
    const end = i + len;
    const a = end < n ? lower.charCodeAt(end) : 32;
    if (isWordCode(a)) continue;
    if ((a === 43 || a === 35) && isWordCode(form.text.charCodeAt(form.text.length - 1))) continue; // c vs c++
    if (a === 46 && end + 1 < n && isWordCode(lower.charCodeAt(end + 1))) continue; // node vs node.js
    if (a === 64) continue; // user@host
    hits.push({ key: form.key, start: i, end, lineStart, form });
    return end;
  }
  return 0;
}

/** Another unambiguous skill nearby on the same line: the name stands in a list of skills. */
function hasCompanion(hits: Hit[], h: number): boolean {
  const hit = hits[h]!;
  for (let k = h - 1; k >= 0; k--) {
    const o = hits[k]!;
    if (o.lineStart !== hit.lineStart || hit.start - o.end > COMPANION_WINDOW) break;
    if (!o.form.needsContext) return true;
  }
  for (let k = h + 1; k < hits.length; k++) {
    const o = hits[k]!;
    if (o.lineStart !== hit.lineStart || o.start - hit.end > COMPANION_WINDOW) break;
    if (!o.form.needsContext) return true;
  }
  return false;
}
