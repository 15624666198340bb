// Evidence checks: a model's quote counts only if the blind transcript holds it word for word.

/** Whitespace-insensitive form: runs of any whitespace become one space, ends trimmed. */
export function squashSpace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** Shorter quotes ("yes", "I did") would match almost any transcript and prove nothing. */
const MIN_QUOTE_CHARS = 8;

/** Quotes found verbatim (up to whitespace) in `source`, each once, in the model's order. */
export function verifiedQuotes(quotes: readonly string[], source: string): string[] {
  const haystack = squashSpace(source);
  const kept: string[] = [];
  for (const q of quotes) {
    const needle = squashSpace(q);
    if (needle.replace(/\s/gu, '').length < MIN_QUOTE_CHARS) continue;
    if (kept.includes(needle)) continue;
    if (haystack.includes(needle)) kept.push(needle);
  }
  return kept;
}
