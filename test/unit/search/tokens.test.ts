import { describe, expect, it } from 'vitest';
import { toRecord } from '../../../src/domain/search/candidate-input';
import { candidateTokens, prefixEnd, wordLookup } from '../../../src/domain/search/tokens';

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
        't:developer', 'p:d', 'p:de', 'p:dev',
        'p:g', 'p:go',
        't:kubernetes', 'p:k', 'p:ku', 'p:kub',
        's:go', 's:kubernetes',
        'l:zurich, switzerland',
        'x:0', 'x:1', 'x:2',
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
