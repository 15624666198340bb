import { z } from 'zod';
import { skillKey } from '../skills/index';
import { foldText, foldTextV1, queryWords } from './text';

// GET /candidates query string (spec, R3, R4, R18). Every value arrives as a string; a repeated
// parameter arrives as an array and is refused rather than silently narrowed.

export const LIMITS = {
  q: 300,
  skills: 20,
  skillLength: 80,
  location: 120,
  experienceMax: 60,
  limitMax: 50,
  limitDefault: 10,
  pageMax: Number.MAX_SAFE_INTEGER,
} as const;

export interface SearchQuery {
  /** Word prefixes (folded), each required (R18). */
  words: string[];
  /** Skill keys (alias-folded), each required. */
  skills: string[];
  /** Folded substring, or null for no location filter. */
  location: string | null;
  experienceMin: number | null;
  page: number;
  limit: number;
  /** words and location as index version 1 folded them, when that differs (tokens.ts). */
  legacy?: { words: string[]; location: string | null };
}

const codePoints = (s: string) => [...s].length;

/** One occurrence of a text parameter. */
const once = (name: string) => z.string({ error: `${name} must be given once` });

const text = (name: string, max: number) =>
  once(name).refine((s) => codePoints(s) <= max, `${name} must be at most ${max} characters`);

/**
 * R4: a base-10 integer, nothing else ("1.5", "+1", " 1", "1e3", "" are refused). page has no
 * maximum in the spec, but the response echoes it as a JSON number: above 2^53 - 1 it could not
 * be echoed exactly, so that is its maximum, and the message says so.
 */
const integer = (name: string, min: number, max: number) => {
  const range = `a whole number from ${min} to ${max}`;
  return once(name)
    .regex(/^[0-9]+$/, `${name} must be ${range}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be ${range}`);
};

const skillsParam = once('skills').transform((raw, ctx) => {
  const items = raw.split(',').map((s) => s.trim());
  if (items.some((s) => s === '')) {
    ctx.addIssue({ code: 'custom', message: 'skills must be a comma-separated list without empty items' });
    return z.NEVER;
  }
  if (items.length > LIMITS.skills) {
    ctx.addIssue({ code: 'custom', message: `skills must have at most ${LIMITS.skills} items` });
    return z.NEVER;
  }
  const long = items.find((s) => codePoints(s) > LIMITS.skillLength);
  if (long !== undefined) {
    ctx.addIssue({ code: 'custom', message: `each skill must be at most ${LIMITS.skillLength} characters` });
    return z.NEVER;
  }
  return [...new Set(items.map(skillKey))];
});

/** Folded location; "" is no filter, and text that folds to nothing (combining marks) is refused. */
const locationParam = text('location', LIMITS.location).transform((raw, ctx) => {
  if (raw === '') return null;
  const folded = foldText(raw);
  if (folded === '') {
    ctx.addIssue({ code: 'custom', message: 'location must contain a character other than combining marks' });
    return z.NEVER;
  }
  return { raw, folded };
});

const ASCII = /^[\x00-\x7f]*$/;
const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((w, i) => w === b[i]);

export const searchQuerySchema = z
  .strictObject(
    {
      q: text('q', LIMITS.q).optional(),
      skills: skillsParam.optional(),
      location: locationParam.optional(),
      experience_min: integer('experience_min', 0, LIMITS.experienceMax).optional(),
      page: integer('page', 1, LIMITS.pageMax).optional(),
      limit: integer('limit', 1, LIMITS.limitMax).optional(),
    },
    { error: (iss) => (iss.code === 'unrecognized_keys' ? 'is not a recognised query parameter' : undefined) },
  )
  .transform((p): SearchQuery => {
    const words = p.q === undefined ? [] : queryWords(p.q);
    const location = p.location?.folded ?? null;
    const out: SearchQuery = {
      words,
      skills: p.skills ?? [],
      location,
      experienceMin: p.experience_min ?? null,
      page: p.page ?? 1,
      limit: p.limit ?? LIMITS.limitDefault,
    };
    // An index built before INDEX_VERSION 2 is asked in its own folding until it is rebuilt
    // (ASCII folds alike in both).
    if (ASCII.test(p.q ?? '') && ASCII.test(p.location?.raw ?? '')) return out;
    const legacyWords = p.q === undefined ? [] : queryWords(p.q, foldTextV1);
    const legacyLocation = p.location ? foldTextV1(p.location.raw) : null;
    if (!sameWords(words, legacyWords) || legacyLocation !== location)
      out.legacy = { words: legacyWords, location: legacyLocation };
    return out;
  });
