// Words as the matching engine and the blind view count them: lowercase runs of Latin letters
// (accented ones included) and digits, starting with a letter.
const WORD = /[a-z\u00e0-\u024f][a-z0-9\u00e0-\u024f]*/g;

/** Lowercase words (letters first; digits-only tokens are dropped), no stemming. */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}
