import { isStopword } from '../text/stopwords';
import { words } from '../text/words';
import { stem } from './stem';

// Index terms: the shared text layer's words and stopwords (src/domain/text), Porter-stemmed.

// Bounded memo: stemming dominates tokenisation cost and vocabularies repeat heavily.
const stemCache = new Map<string, string>();
export function stemCached(w: string): string {
  let s = stemCache.get(w);
  if (s === undefined) {
    if (stemCache.size > 200_000) stemCache.clear();
    s = stem(w);
    stemCache.set(w, s);
  }
  return s;
}

/** Index terms: lowercase, stopwords and 1-letter words removed, Porter-stemmed. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (w.length < 2 || isStopword(w)) continue;
    out.push(stemCached(w));
  }
  return out;
}
