import { describe, expect, it } from 'vitest';
import { toRecord } from '../../../src/domain/search/candidate-input';
import { foldText } from '../../../src/domain/search/text';
import {
  candidateTokens,
  LOCATION_RANGE,
  locationName,
  locationToken,
  MAX_TOKEN_BYTES,
  prefixEnd,
  skillToken,
  wordLookup,
} from '../../../src/domain/search/tokens';

const record = (over: Partial<Parameters<typeof toRecord>[0]> = {}) =>
  toRecord({
    id: 'c1',
    name: 'Ada',
    headline: 'Go developer',
    summary: null,
    location: 'Zürich, Switzerland',
    skills: ['golang', 'k8s'],
    experience_years: 2,
    updated_at: new Date('2026-01-01T00:00:00Z'),
    privacy: { public_profile: true, discoverable: true, ai_matching: true },
    ...over,
  });

describe('candidateTokens', () => {
  it('indexes words (4+ characters), prefixes (1-3), skills by key, location, experience thresholds', () => {
    expect(candidateTokens(record()).sort()).toEqual(
      [
        'a:',
        't:developer',
        'p:d',
        'p:de',
        'p:dev',
        'p:g',
        'p:go',
        't:kubernetes',
        'p:k',
        'p:ku',
        'p:kub',
        's:go',
        's:kubernetes',
        'l:zurich, switzerland',
        'x:0',
        'x:1',
        'x:2',
      ].sort(),
    );
  });

  it('marks a missing location and indexes no experience when it is unknown', () => {
    const t = candidateTokens(record({ location: null, experience_years: null }));
    expect(t).toContain('m:');
    expect(t.filter((x) => x.startsWith('x:'))).toEqual([]);
  });

  it('caps experience thresholds at 60', () => {
    expect(candidateTokens(record({ experience_years: 75 })).filter((x) => x.startsWith('x:'))).toHaveLength(61);
  });
});

describe('wordLookup', () => {
  it('uses a prefix token up to 3 characters', () => {
    expect(wordLookup('go')).toEqual({ kind: 'token', token: 'p:go' });
    expect(wordLookup('c++')).toEqual({ kind: 'token', token: 'p:c++' });
  });

  it('uses the byte range of terms from 4 characters', () => {
    const l = wordLookup('kube');
    expect(l.kind).toBe('range');
    if (l.kind !== 'range') return;
    expect(l.from.toString()).toBe('t:kube');
    expect(l.to.toString()).toBe('t:kubf');
  });

  it('prefixEnd bounds every extension of the prefix, multi-byte too', () => {
    const p = Buffer.from('t:zü');
    const end = prefixEnd(p);
    for (const s of ['t:zü', 't:züri', 't:zü\u{10ffff}']) {
      const b = Buffer.from(s);
      expect(Buffer.compare(b, p) >= 0 && Buffer.compare(b, end) < 0).toBe(true);
    }
    expect(Buffer.compare(Buffer.from('t:zý'), end) >= 0).toBe(true); // ý follows ü in UTF-8
  });
});

describe('tokens fit the column (search_tokens.token is VARBINARY(1024))', () => {
  const bytes = (t: string) => Buffer.byteLength(t, 'utf8');
  const inRange = (t: string) => {
    const b = Buffer.from(t, 'utf8');
    return Buffer.compare(b, LOCATION_RANGE.from) >= 0 && Buffer.compare(b, LOCATION_RANGE.to) < 0;
  };

  it.each([
    ['120 Hangul syllables', '강'.repeat(120)],
    ['200 four-byte emoji', '😀'.repeat(200)],
    ['200 x U+FDFA (18 letters each once folded)', '\ufdfa'.repeat(200)],
    ['200 x U+3316 (6 letters each)', '\u3316'.repeat(200)],
  ])('a location of %s: every token fits, and the location reads back folded in full', (_, location) => {
    const tokens = candidateTokens(
      record({ location, headline: location, summary: location, skills: [[...location].slice(0, 80).join('')] }),
    );
    for (const t of tokens) expect(bytes(t)).toBeLessThanOrEqual(MAX_TOKEN_BYTES);
    const token = locationToken(location);
    expect(tokens).toContain(token);
    expect(inRange(token)).toBe(true);
    expect(locationName(token)).toBe(foldText(location));
  });

  it('a location that fits is stored folded; one that does not, as given', () => {
    expect(locationToken('Zürich')).toBe('l:zurich');
    expect(locationToken('\ufdfa'.repeat(200))).toBe('l;' + '\ufdfa'.repeat(200));
    expect(locationName('l:zurich')).toBe('zurich');
  });

  it('a skill key too long for the column is named by its hash, the same on both sides', () => {
    const key = 'صلى الله عليه وسلم'.repeat(80);
    expect(skillToken('go')).toBe('s:go');
    expect(skillToken(key)).toMatch(/^s#[0-9a-f]{64}$/);
    expect(skillToken(key)).toBe(skillToken(key));
    expect(skillToken(key)).not.toBe(skillToken(key + 'x'));
    expect(bytes(skillToken('x'.repeat(1022)))).toBe(1024);
    expect(skillToken('x'.repeat(1023))).toMatch(/^s#/);
  });
});
