import { describe, expect, it } from 'vitest';
import { candidateInputSchema, toRecord } from '../../../src/domain/search/candidate-input';
import { generateCandidate, seedCandidateId } from '../../../src/services/seed/generator';

const open = { public_profile: true, discoverable: true, ai_matching: true };

describe('candidateInputSchema (one import line)', () => {
  it('defaults the optional fields', () => {
    expect(candidateInputSchema.parse({ id: 'a-1', privacy: open })).toEqual({
      id: 'a-1',
      name: null,
      headline: null,
      summary: null,
      location: null,
      skills: [],
      experience_years: null,
      privacy: open,
    });
  });

  it.each([
    [{ privacy: open }, 'id', 'id is required and must be a string'],
    [
      { id: '-x', privacy: open },
      'id',
      'id must be 1 to 64 characters of letters, digits, "_", ".", ":" or "-", starting with a letter or digit',
    ],
    [
      { id: 'x' },
      'privacy',
      'privacy is required: {"public_profile": bool, "discoverable": bool, "ai_matching": bool}',
    ],
    [
      { id: 'x', privacy: { ...open, ai_matching: 'yes' } },
      'privacy.ai_matching',
      'privacy.ai_matching must be true or false',
    ],
    [{ id: 'x', privacy: open, headline: 'h'.repeat(301) }, 'headline', 'headline must be at most 300 characters'],
    [{ id: 'x', privacy: open, skills: 'Go' }, 'skills', 'skills must be an array of strings'],
    [{ id: 'x', privacy: open, skills: Array(101).fill('Go') }, 'skills', 'skills must have at most 100 items'],
    [{ id: 'x', privacy: open, experience_years: 81 }, 'experience_years', 'experience_years must be between 0 and 80'],
    [
      { id: 'x', privacy: open, updated_at: '2026-01-01' },
      'updated_at',
      'updated_at must be an ISO 8601 timestamp such as 2026-01-31T09:30:00.000Z',
    ],
    [
      { id: 'x', privacy: open, updated_at: '0999-12-31T23:00:00Z' },
      'updated_at',
      'updated_at must fall between the years 1000 and 9999',
    ],
    [{ id: 'x', privacy: open, extra: 1 }, '', 'unknown field "extra"'],
  ])('%j', (line, path, message) => {
    const r = candidateInputSchema.safeParse(line);
    expect(r.success).toBe(false);
    if (r.success) return;
    expect({ path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message }).toEqual({ path, message });
  });

  it('counts code points (R3)', () => {
    expect(candidateInputSchema.safeParse({ id: 'x', privacy: open, headline: '😀'.repeat(300) }).success).toBe(true);
  });
});

describe('toRecord', () => {
  it('folds skills to keys, keeps one per key in profile order, shows canonical names', () => {
    const r = toRecord({
      ...candidateInputSchema.parse({
        id: 'x',
        privacy: open,
        skills: ['js', 'JavaScript', 'k8s', 'Some Tool', 'golang'],
      }),
      updated_at: new Date(),
    });
    expect(r.skills).toEqual(['JavaScript', 'Kubernetes', 'Some Tool', 'Go']);
    expect(r.skillKeys).toEqual(['javascript', 'kubernetes', 'some tool', 'go']);
    expect(r.visible).toBe(true);
  });

  it('is visible only with all three privacy settings on', () => {
    for (const flag of ['public_profile', 'discoverable', 'ai_matching'] as const) {
      const r = toRecord({
        ...candidateInputSchema.parse({ id: 'x', privacy: { ...open, [flag]: false } }),
        updated_at: new Date(),
      });
      expect(r.visible).toBe(false);
    }
  });
});

describe('seed generator', () => {
  it('is deterministic per (seed, index) and valid as an import line', () => {
    expect(generateCandidate(42, 7)).toEqual(generateCandidate(42, 7));
    expect(generateCandidate(42, 7)).not.toEqual(generateCandidate(43, 7));
    for (let i = 0; i < 300; i++) {
      const c = generateCandidate(42, i);
      expect(c.id).toBe(seedCandidateId(42, i));
      const line = JSON.parse(JSON.stringify(c));
      expect(candidateInputSchema.safeParse(line).error).toBeUndefined();
    }
  });

  it('hides about 10% and gives believable profiles', () => {
    const all = Array.from({ length: 3000 }, (_, i) => toRecord(generateCandidate(1, i)));
    const hidden = all.filter((c) => !c.visible).length / all.length;
    expect(hidden).toBeGreaterThan(0.07);
    expect(hidden).toBeLessThan(0.13);
    expect(all.every((c) => c.skills.length >= 1 && c.skills.length <= 40)).toBe(true);
    expect(new Set(all.map((c) => c.location)).size).toBeGreaterThan(80);
    expect(all.filter((c) => c.skills.includes('Python')).length).toBeGreaterThan(100);
  });
});
