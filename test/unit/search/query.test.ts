import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from '../../../src/domain/search/query';

const parse = (input: Record<string, unknown>) => searchQuerySchema.safeParse(input);
const messages = (input: Record<string, unknown>) => {
  const r = parse(input);
  expect(r.success).toBe(false);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('searchQuerySchema: defaults and normalisation', () => {
  it('defaults page 1, limit 10, no filters', () => {
    expect(searchQuerySchema.parse({})).toEqual({
      words: [],
      skills: [],
      location: null,
      experienceMin: null,
      page: 1,
      limit: 10,
    });
  });

  it('parses every parameter', () => {
    expect(
      searchQuerySchema.parse({
        q: 'Senior Go',
        skills: ' JS , k8s,golang ',
        location: 'Zürich',
        experience_min: '5',
        page: '3',
        limit: '50',
      }),
    ).toEqual({
      words: ['go', 'senior'],
      skills: ['javascript', 'kubernetes', 'go'],
      location: 'zurich',
      experienceMin: 5,
      page: 3,
      limit: 50,
    });
  });

  it('folds skill aliases and drops duplicates', () => {
    expect(searchQuerySchema.parse({ skills: 'js,JavaScript,ecmascript' }).skills).toEqual(['javascript']);
  });

  it('treats an empty q or location as no filter', () => {
    expect(searchQuerySchema.parse({ q: '', location: '' })).toMatchObject({ words: [], location: null });
  });

  it('keeps a location of marks around a letter, folded', () => {
    expect(searchQuerySchema.parse({ location: '\u0301e\u0301' }).location).toBe('e');
  });

  it('gives the version 1 folding too, only where it differs', () => {
    expect(searchQuerySchema.parse({ q: 'Zürich', location: 'Zürich' }).legacy).toBeUndefined();
    expect(searchQuerySchema.parse({ q: '석사 go', location: 'ΑΘΗΝΑΣ' })).toMatchObject({
      words: ['go', '석사'],
      location: 'αθηνασ',
      legacy: { words: ['go', '석사'.normalize('NFD')], location: 'αθηνας' },
    });
  });

  it('accepts the bounds', () => {
    expect(parse({ limit: '1' }).success).toBe(true);
    expect(parse({ experience_min: '0' }).success).toBe(true);
    expect(parse({ experience_min: '60' }).success).toBe(true);
    expect(parse({ q: 'x'.repeat(300) }).success).toBe(true);
    expect(parse({ location: 'x'.repeat(120) }).success).toBe(true);
    expect(parse({ skills: Array.from({ length: 20 }, (_, i) => `s${i}`).join(',') }).success).toBe(true);
    expect(parse({ skills: 'x'.repeat(80) }).success).toBe(true);
    expect(parse({ page: '9007199254740991' }).success).toBe(true);
  });

  it('counts code points, not UTF-16 units (R3)', () => {
    expect(parse({ q: '😀'.repeat(300) }).success).toBe(true);
    expect(parse({ location: '😀'.repeat(120) }).success).toBe(true);
    expect(parse({ skills: '😀'.repeat(80) }).success).toBe(true);
    expect(parse({ q: '😀'.repeat(301) }).success).toBe(false);
  });
});

describe('searchQuerySchema: every violation names its parameter', () => {
  it.each(['page', 'limit', 'experience_min'])('%s must be a base-10 integer (R4)', (name) => {
    for (const bad of ['1.5', 'abc', '', '+1', ' 1', '1 ', '-1', '1e3', '0x10', '١']) {
      const m = messages({ [name]: bad });
      expect(m[0]!.path).toBe(name);
      expect(m[0]!.message).toMatch(new RegExp(`^${name} must be a whole number`));
    }
  });

  it.each([
    [{ page: '0' }, 'page', 'page must be a whole number from 1 to 9007199254740991'],
    // R4: past 2^53 - 1 the echoed page could not be exact; the message names that maximum.
    [{ page: '9007199254740992' }, 'page', 'page must be a whole number from 1 to 9007199254740991'],
    [{ page: '9007199254740993' }, 'page', 'page must be a whole number from 1 to 9007199254740991'],
    [{ page: '9'.repeat(400) }, 'page', 'page must be a whole number from 1 to 9007199254740991'],
    [{ limit: '0' }, 'limit', 'limit must be a whole number from 1 to 50'],
    [{ limit: '51' }, 'limit', 'limit must be a whole number from 1 to 50'],
    [{ experience_min: '61' }, 'experience_min', 'experience_min must be a whole number from 0 to 60'],
    [{ q: 'x'.repeat(301) }, 'q', 'q must be at most 300 characters'],
    [{ location: 'x'.repeat(121) }, 'location', 'location must be at most 120 characters'],
    [{ skills: '' }, 'skills', 'skills must be a comma-separated list without empty items'],
    [{ skills: 'go,,rust' }, 'skills', 'skills must be a comma-separated list without empty items'],
    [{ skills: 'go, ' }, 'skills', 'skills must be a comma-separated list without empty items'],
    [
      { skills: Array.from({ length: 21 }, (_, i) => `s${i}`).join(',') },
      'skills',
      'skills must have at most 20 items',
    ],
    [{ skills: 'x'.repeat(81) }, 'skills', 'each skill must be at most 80 characters'],
    // R18: text that folds to nothing would match every location.
    [{ location: '\u0301' }, 'location', 'location must contain a character other than combining marks'],
    [{ location: '\ufe0f\u20dd' }, 'location', 'location must contain a character other than combining marks'],
  ])('%j', (input, path, message) => {
    expect(messages(input)).toContainEqual({ path, message });
  });

  it.each(['q', 'skills', 'location', 'experience_min', 'page', 'limit'])(
    'a repeated %s is refused, not narrowed (R4)',
    (name) => {
      expect(messages({ [name]: ['1', '2'] })).toEqual([{ path: name, message: `${name} must be given once` }]);
    },
  );

  it('refuses unknown parameters', () => {
    const r = parse({ sort: 'name' });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.error.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['sort'],
      message: 'is not a recognised query parameter',
    });
  });
});
