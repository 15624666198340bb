// Every search filter is a set of candidates, and every such set is named by an index token:
//   a:            every visible candidate
//   t:<term>      has the word <term> (terms of 4+ characters; shorter words use p:)
//   p:<prefix>    has a word starting with <prefix> (1 to 3 characters)
//   s:<skill>     has the skill (skillKey: alias-folded, "c++", "go" and "r" distinct)
//   l:<location>  folded location; m: no location
//   x:<n>         experience_years >= n (n = 0..60)
// Tokens are stored as UTF-8 bytes (VARBINARY), so prefix ranges are plain byte ranges.
import type { CandidateRecord } from './candidate-input';
import { foldText } from './text';

export const PREFIX_LENGTH = 3;
const SURROGATE = /[\ud800-\udfff]/;
export const EXPERIENCE_MAX = 60;
export const ALL_TOKEN = 'a:';
export const NO_LOCATION_TOKEN = 'm:';
export const LOCATION_PREFIX = 'l:';

export const skillToken = (key: string) => `s:${key}`;
export const locationToken = (location: string | null) => (location === null ? NO_LOCATION_TOKEN : LOCATION_PREFIX + foldText(location));
export const experienceToken = (n: number) => `x:${n}`;

/** The tokens one visible candidate is indexed under. */
export function candidateTokens(c: Pick<CandidateRecord, 'terms' | 'skillKeys' | 'location' | 'experience_years'>): string[] {
  const out = new Set<string>([ALL_TOKEN]);
  for (const term of c.terms) {
    // Prefixes count code points; only terms with surrogate pairs need splitting for that.
    const chars = SURROGATE.test(term) ? [...term] : null;
    const length = chars ? chars.length : term.length;
    if (length > PREFIX_LENGTH) out.add(`t:${term}`);
    for (let n = 1; n <= Math.min(PREFIX_LENGTH, length); n++) out.add(`p:${chars ? chars.slice(0, n).join('') : term.slice(0, n)}`);
  }
  for (const k of c.skillKeys) out.add(skillToken(k));
  out.add(locationToken(c.location));
  if (c.experience_years !== null) {
    for (let n = 0; n <= Math.min(EXPERIENCE_MAX, c.experience_years); n++) out.add(experienceToken(n));
  }
  return [...out];
}

/** A query word as index tokens: one prefix token, or the byte range of the terms it begins. */
export type WordLookup = { kind: 'token'; token: string } | { kind: 'range'; from: Buffer; to: Buffer };

export function wordLookup(word: string): WordLookup {
  if ([...word].length <= PREFIX_LENGTH) return { kind: 'token', token: `p:${word}` };
  const from = Buffer.from(`t:${word}`, 'utf8');
  return { kind: 'range', from, to: prefixEnd(from) };
}

/** The smallest byte string above every string that starts with `prefix` (UTF-8 never has 0xFF). */
export function prefixEnd(prefix: Buffer): Buffer {
  const to = Buffer.from(prefix);
  to[to.length - 1] = to[to.length - 1]! + 1;
  return to;
}

export const LOCATION_RANGE = { from: Buffer.from(LOCATION_PREFIX), to: prefixEnd(Buffer.from(LOCATION_PREFIX)) };
