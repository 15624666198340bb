// Script-aware text helpers shared by the transcript reader and the feature extractors.
// Everything here is pure and linear in the input size (no backtracking-prone regexes), so a
// 50,000-character transcript stays well inside the scoring time budget.

// Han / kana are written without spaces: each character is one token. Every other script
// (Latin, Cyrillic, Arabic, Hangul, ...) is split on non-letters.
const CJK_CHAR = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
const TOKEN_RE = new RegExp(`[${CJK_CHAR}]|[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}'\\-]*`, 'gu');
const CJK_RE = new RegExp(`^[${CJK_CHAR}]$`, 'u');

// About 1.7 Chinese/Japanese characters make one English-like word; counting a character as
// 0.6 of a word keeps length-based features (answer length, rates per 100 words) comparable.
const CJK_WORD_WEIGHT = 0.6;

/** Folds typographic apostrophes and quotes so cue lists need only one spelling. */
export function normalizeText(text: string): string {
  return text.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u201c\u201d]/g, '"');
}

export function tokens(text: string): string[] {
  return text.match(TOKEN_RE) ?? [];
}

/** Word-equivalent count of a token list (see CJK_WORD_WEIGHT). */
export function countTokens(toks: readonly string[]): number {
  let n = 0;
  for (const t of toks) n += t.length === 1 && CJK_RE.test(t) ? CJK_WORD_WEIGHT : 1;
  return n;
}

/** Word-equivalent count of a text (see CJK_WORD_WEIGHT). */
export function wordCount(text: string): number {
  return countTokens(tokens(text));
}

// Sentence ends in Latin, CJK and Arabic punctuation. Newlines also end a sentence because
// transcripts often drop final punctuation at the end of a line.
const SENTENCE_RE = /[^.!?\u3002\uff01\uff1f\u061f\u2026\n]+[.!?\u3002\uff01\uff1f\u061f\u2026]*/gu;

const HAS_WORD = /[\p{L}\p{N}]/u;

export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SENTENCE_RE)) {
    const s = m[0].trim();
    if (s && HAS_WORD.test(s)) out.push(s);
  }
  return out;
}

const MAX_QUOTE_WORDS = 12;
const QUOTE_WINDOW = 160;
const MAX_QUOTE_CHARS = 120;
// About 12 words' worth of Chinese or Japanese.
const MAX_QUOTE_CJK_CHARS = 24;
const CJK_GLOBAL = new RegExp(`[${CJK_CHAR}]`, 'gu');

// A sentence end: terminal punctuation followed by a space or a line break (so "0.5" or
// "Node.js" do not end a sentence), a CJK full stop, or a line break.
const SENTENCE_END = /[.!?\u2026]["')\]]?\s|[\u3002\uff01\uff1f\u061f]|\n/gu;

/**
 * [start, end) of the sentence around `at`, at most QUOTE_WINDOW characters either side, and
 * whether each end was cut by that window rather than found at a sentence boundary.
 */
function sentenceAround(text: string, at: number): { from: number; to: number; cutBefore: boolean; cutAfter: boolean } {
  let from = Math.max(0, at - QUOTE_WINDOW);
  const windowEnd = Math.min(text.length, at + QUOTE_WINDOW);
  let cutBefore = from > 0;
  let to = windowEnd;
  let cutAfter = windowEnd < text.length;
  SENTENCE_END.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = SENTENCE_END.exec(text)) !== null && m.index < windowEnd) {
    const end = m.index + m[0].length;
    if (end <= at) {
      from = end;
      cutBefore = false;
    } else {
      to = m.index + m[0].trimEnd().length;
      cutAfter = false;
      break;
    }
  }
  return { from, to, cutBefore, cutAfter };
}

/**
 * Words naming a protected attribute (pregnancy, religion, marital status, health, disability,
 * origin, orientation): a quote chosen as evidence of a skill or a habit may hold one ("I left
 * because I was pregnant..."), and feedback must not repeat it.
 */
const PROTECTED_WORD =
  /^(?:pregnan\w*|maternity|paternity|religio\w*|church|mosque|synagogue|temple|practi[sc]ing|christian|muslim|jewish|hindu|sikh|buddhist|catholic|atheist|married|divorced|widowed|husband|wife|spouse|disab\w*|wheelchair|diagnos\w*|illness|cancer|immigra\w*|ethnic\w*|gay|lesbian|bisexual|transgender|nonbinary)$/i;

/** The word as it reads in a quote, or "[…]" when it names a protected attribute. */
function redacted(word: string): string {
  const core = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return core && PROTECTED_WORD.test(core) ? word.replace(core, '[…]') : word;
}

/**
 * A short quote (at most 12 words) from `text`, centred on the character offset `at`, in
 * double quotes and with "..." where it was cut. Whitespace runs collapse to one space, and a
 * word naming a protected attribute reads "[…]".
 */
export function quoteAround(text: string, at = 0): string {
  // The quote stays inside the sentence holding `at`, so it never runs across two answers, and
  // only a window around `at` is read, so quoting from 50,000 characters stays cheap.
  const { from, to, cutBefore, cutAfter } = sentenceAround(text, at);
  const words: Array<{ w: string; end: number }> = [];
  for (const m of text.slice(from, to).matchAll(/\S+/g))
    words.push({ w: m[0], end: from + (m.index ?? 0) + m[0].length });
  // A word cut by the window edge is dropped; the "..." marks still show the quote was cut.
  if (cutBefore && !/\s/.test(text[from - 1]!) && !/\s/.test(text[from] ?? ' ')) words.shift();
  if (cutAfter && !/\s/.test(text[to]!) && !/\s/.test(text[to - 1] ?? ' ')) words.pop();
  if (words.length === 0) return '""';
  let centre = words.findIndex((x) => x.end > at);
  if (centre < 0) centre = words.length - 1;
  let start = Math.max(0, centre - Math.floor(MAX_QUOTE_WORDS / 3));
  const end = Math.min(words.length, start + MAX_QUOTE_WORDS);
  start = Math.max(0, end - MAX_QUOTE_WORDS);
  const body = words
    .slice(start, end)
    .map((x) => redacted(x.w))
    .join(' ')
    .replace(/^[,;:]+|[,;:]+$/g, '');
  if (body.length > MAX_QUOTE_CHARS || (body.match(CJK_GLOBAL)?.length ?? 0) > MAX_QUOTE_CJK_CHARS) {
    // Scripts written without spaces (Chinese, Japanese) have no words to count: quote about
    // 30 characters around the evidence instead.
    const a = Math.max(from, Math.min(at - 10, to - 30));
    const b = Math.min(to, a + 30);
    const clip = text.slice(a, b).replace(/\s+/g, ' ').trim();
    return `"${a > from || cutBefore ? '...' : ''}${clip}${b < to || cutAfter ? '...' : ''}"`;
  }
  return `"${start > 0 || cutBefore ? '...' : ''}${body}${end < words.length || cutAfter ? '...' : ''}"`;
}

/** Linear ramp: 0 at or below `lo`, 1 at or above `hi` (works for lo > hi as a falling ramp). */
export function ramp(x: number, lo: number, hi: number): number {
  if (lo === hi) return x >= hi ? 1 : 0;
  const t = (x - lo) / (hi - lo);
  return t <= 0 ? 0 : t >= 1 ? 1 : t;
}

export function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
