// One tokeniser for both sides of q (R18): the terms a candidate is indexed under, and the word
// prefixes a query asks for. Case and accents are folded; "C++", "C#", ".NET", "Node.js" and
// "CI/CD" survive as whole terms, and their parts ("node", "js") are indexed too.

/** Longest indexed term, in code points; longer words are indexed (and queried) by this prefix. */
export const MAX_TERM_LENGTH = 60;

const TOKEN = /(?:(?<![\p{L}\p{N}])\.)?[\p{L}\p{N}]+(?:[.'\-/&_][\p{L}\p{N}]+)*[+#]*/gu;
const PART = /[\p{L}\p{N}]+/gu;
// The same two patterns for folded ASCII text (most text), where they run several times faster.
const ASCII_TOKEN = /(?:(?<![a-z0-9])\.)?[a-z0-9]+(?:[.'\-/&_][a-z0-9]+)*[+#]*/g;
const ASCII_PART = /[a-z0-9]+/g;
const SIMPLE = /^[a-z0-9]+$/;
const MARKS = /\p{M}+/gu;
const ASCII = /^[\x00-\x7f]*$/;
const QUOTES = /[\u2018\u2019\u02bc]/g;

/**
 * Case and accent folding: lowercase, compatibility forms unfolded ("ﬁ" = "fi"), diacritics
 * removed, then recomposed, so that "Zürich" = "ZURICH" while Hangul syllables stay syllables
 * ("부산" does not begin with "부사"); the final sigma is a sigma ("ΑΘΗΝΑΣ" = "αθηνασ"). Text of
 * combining marks only folds to "". The index stores folded text: changing this function means
 * a new INDEX_VERSION (tokens.ts).
 */
export function foldText(s: string): string {
  if (ASCII.test(s)) return s.toLowerCase();
  return s.replace(QUOTES, "'").normalize('NFKD').replace(MARKS, '').normalize('NFC').toLowerCase().replace(/ς/g, 'σ');
}

/** The folding of index version 1, kept only to read such an index until it is rebuilt. */
export function foldTextV1(s: string): string {
  if (ASCII.test(s)) return s.toLowerCase();
  return s.replace(QUOTES, "'").normalize('NFKD').replace(MARKS, '').toLowerCase();
}

function cap(term: string): string {
  if (term.length <= MAX_TERM_LENGTH) return term;
  return [...term].slice(0, MAX_TERM_LENGTH).join('');
}

/** The distinct terms of some texts, as stored in the word index. */
export function indexTerms(texts: readonly (string | null | undefined)[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const folded = foldText(text);
    const ascii = ASCII.test(folded);
    for (const m of folded.matchAll(ascii ? ASCII_TOKEN : TOKEN)) {
      const token = m[0];
      out.add(cap(token));
      if (ascii ? SIMPLE.test(token) : /^[\p{L}\p{N}]+$/u.test(token)) continue;
      for (const p of token.matchAll(ascii ? ASCII_PART : PART)) out.add(cap(p[0]));
    }
  }
  return out;
}

/**
 * The word prefixes of q, each of which must begin some term of the candidate. Punctuation-only
 * words ("-", "%", an emoji) ask for nothing; a word that is a prefix of another is implied by it.
 */
export function queryWords(q: string, fold: (s: string) => string = foldText): string[] {
  const words = [...new Set([...fold(q).matchAll(TOKEN)].map((m) => cap(m[0])))];
  return words.filter((w) => !words.some((o) => o !== w && o.startsWith(w))).sort();
}
