import { describe, expect, it } from 'vitest';
import {
  buildCorpusStats,
  buildPostingFeatures,
  FEATURES_VERSION,
  type PostingInput,
} from '../../../src/domain/matching/index';
import { BACKEND_ENGINEER, CHEF, DATA_ANALYST, POSTINGS } from './fixtures';

describe('buildPostingFeatures', () => {
  it('is JSON-serialisable and deterministic', () => {
    const f = buildPostingFeatures(DATA_ANALYST);
    expect(JSON.parse(JSON.stringify(f))).toEqual(f);
    expect(buildPostingFeatures(DATA_ANALYST)).toEqual(f);
    expect(f.v).toBe(FEATURES_VERSION);
  });

  it('normalises required skills, keeping their order and dropping duplicates', () => {
    const p: PostingInput = { ...BACKEND_ENGINEER, skills: ['golang', 'k8s', 'Go', ' postgres ', 'Menu Planning', ''] };
    expect(buildPostingFeatures(p).skills).toEqual([
      { key: 'go', name: 'Go' },
      { key: 'kubernetes', name: 'Kubernetes' },
      { key: 'postgresql', name: 'PostgreSQL' },
      { key: 'menu planning', name: 'Menu Planning' },
    ]);
  });

  it('falls back to skills named in the description when none are listed', () => {
    const f = buildPostingFeatures({ ...BACKEND_ENGINEER, skills: [] });
    expect(f.skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Go', 'Python', 'Kubernetes', 'AWS', 'PostgreSQL']),
    );
  });

  it('keeps terms sorted with parallel frequencies and hashes', () => {
    const f = buildPostingFeatures(CHEF);
    expect([...f.terms].sort()).toEqual(f.terms);
    expect(f.tf).toHaveLength(f.terms.length);
    expect(f.hashes).toHaveLength(f.terms.length);
    expect(f.len).toBe(f.tf.reduce((a, b) => a + b, 0));
    expect(f.titleTerms).toEqual(['execut', 'chef']);
  });

  it('expands the title with O*NET title vocabulary as a unit vector', () => {
    const f = buildPostingFeatures(CHEF);
    const norm = Math.hypot(...f.title.map(([, w]) => w));
    expect(norm).toBeCloseTo(1, 2);
    const keys = f.title.map(([k]) => k);
    expect(keys).toContain('chef');
    expect(keys).toContain('cook'); // from "Chefs and Head Cooks" alternate titles
  });
});

describe('buildCorpusStats', () => {
  it('counts postings and average length', () => {
    const fs = POSTINGS.map(buildPostingFeatures);
    const s = buildCorpusStats(fs);
    expect(s.n).toBe(4);
    expect(s.avgLen).toBeCloseTo(fs.reduce((a, f) => a + f.len, 0) / 4);
    expect(s.idfUnseen).toBeGreaterThan(s.idfById[0]!);
  });

  it('handles an empty company', () => {
    const s = buildCorpusStats([]);
    expect(s.n).toBe(0);
    expect(s.avgLen).toBe(0);
  });
});
