// Every search filter is a set of candidates, and every such set is named by an index token:
//   a:            every visible candidate
//   t:<term>      has the word <term> (terms of 4+ characters; shorter words use p:)
//   p:<prefix>    has a word starting with <prefix> (1 to 3 characters)
//   s:<skill>     has the skill (skillKey: alias-folded, "c++", "go" and "r" distinct)
//   s#<sha256>    the same for a key too long for the column
//   l:<location>  folded location; l;<location> the location as given, when its folding is too
//                 long for the column (readers fold it); m: no location
//   x:<n>         experience_years >= n (n = 0..60)
//   v:<n>         no candidates: the index was built with INDEX_VERSION n
// Tokens are stored as UTF-8 bytes (VARBINARY(1024)), so prefix ranges are plain byte ranges.
import { createHash } from 'node:crypto';
import type { CandidateRecord } from './candidate-input';
import { foldText } from './text';

export const PREFIX_LENGTH = 3;
const SURROGATE = /[\ud800-\udfff]/;
export const EXPERIENCE_MAX = 60;
export const ALL_TOKEN = 'a:';
export const NO_LOCATION_TOKEN = 'm:';
export const LOCATION_PREFIX = 'l:';

/**
 * The folding and tokenising rules the index was built with. Bump it with any change to them
 * (text.ts, this file): an index without the current version token is rebuilt (docs/search.md).
 * Version 1 (no version token) folded without recomposing (Hangul as jamo, final sigma kept).
 */
export const INDEX_VERSION = 2;
export const VERSION_TOKEN = `v:${INDEX_VERSION}`;
/** search_tokens.token is VARBINARY(1024). */
export const MAX_TOKEN_BYTES = 1024;
const RAW_LOCATION_PREFIX = 'l;';
const fits = (token: string) =>
  token.length * 3 <= MAX_TOKEN_BYTES || Buffer.byteLength(token, 'utf8') <= MAX_TOKEN_BYTES;

/** Skill keys are matched exactly: a key too long for the column is named by its hash. */
export function skillToken(key: string): string {
  const token = `s:${key}`;
  return fits(token) ? token : `s#${createHash('sha256').update(key, 'utf8').digest('hex')}`;
}

/**
 * Compatibility folding can make a location much longer (U+FDFA is 18 letters); a folded location
 * too long for the column is stored as given (200 code points are at most 800 bytes) and folded by
 * the reader, so that substring matching still sees all of it.
 */
export function locationToken(location: string | null): string {
  if (location === null) return NO_LOCATION_TOKEN;
  const token = LOCATION_PREFIX + foldText(location);
  return fits(token) ? token : RAW_LOCATION_PREFIX + location;
}

/** The folded location a location token stands for. */
export function locationName(token: string, fold: (s: string) => string = foldText): string {
  return token.startsWith(RAW_LOCATION_PREFIX)
    ? fold(token.slice(RAW_LOCATION_PREFIX.length))
    : token.slice(LOCATION_PREFIX.length);
}

export const experienceToken = (n: number) => `x:${n}`;

/** The tokens one visible candidate is indexed under. */
export function candidateTokens(
  c: Pick<CandidateRecord, 'terms' | 'skillKeys' | 'location' | 'experience_years'>,
): string[] {
  const out = new Set<string>([ALL_TOKEN]);
  for (const term of c.terms) {
    // Prefixes count code points; only terms with surrogate pairs need splitting for that.
    const chars = SURROGATE.test(term) ? [...term] : null;
    const length = chars ? chars.length : term.length;
    if (length > PREFIX_LENGTH) out.add(`t:${term}`);
    for (let n = 1; n <= Math.min(PREFIX_LENGTH, length); n++)
      out.add(`p:${chars ? chars.slice(0, n).join('') : term.slice(0, n)}`);
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

/** Both kinds of location token: from "l:" up to, not including, "l<" ("l;" sorts between). */
export const LOCATION_RANGE = { from: Buffer.from(LOCATION_PREFIX), to: prefixEnd(Buffer.from(RAW_LOCATION_PREFIX)) };
