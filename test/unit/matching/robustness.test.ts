import { describe, expect, it } from 'vitest';
import { analyseResume, buildCorpusStats, buildPostingFeatures, rankPostings } from '../../../src/domain/matching';
import { stem } from '../../../src/domain/matching/stem';
import { splitCompoundStems } from '../../../src/domain/matching/titles';

const MAX_RESUME = 50_000;
const fill = (unit: string) => unit.repeat(Math.ceil(MAX_RESUME / unit.length)).slice(0, MAX_RESUME);

describe('matching: pathological resumes (a hang guard, not a benchmark)', () => {
  const postings = ['Senior Software Engineer', 'Data Analyst', 'Registered Nurse'].map((title, i) => {
    const posting = {
      id: `p${i}`,
      title,
      description: `${title}: build, analyse and care. `.repeat(10),
      location: null,
      employment_type: 'FULL_TIME',
      skills: ['TypeScript', 'SQL'],
      min_years: 2,
      updated_at: '2025-01-01T00:00:00.000Z',
    };
    return { posting, features: buildPostingFeatures(posting) };
  });
  const stats = buildCorpusStats(postings.map((p) => p.features));

  // Worst cases: one 50,000-letter word (stemming every split point of a would-be compound title
  // takes 10-17 s), and 50,000 "y"s (deep enough to overflow a recursive stemmer's stack).
  it.each([
    ['one 50,000-letter word', fill('A')],
    ['50,000 y', fill('y')],
    ['y-runs between vowels', fill('ayyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyye ')],
    ['spaces only', `${' '.repeat(MAX_RESUME - 2)}ok`],
    ['date ranges only', fill('January 2010 - March 2011 ')],
    ['title-like lines only', fill('Manager\n2010\n')],
  ])('ranks %s', (_name, text) => {
    const t0 = performance.now();
    const matches = rankPostings(analyseResume(text, { now: new Date('2025-01-01') }), postings, stats, {
      limit: 3,
      minScore: 0,
    });
    expect(matches).toHaveLength(3);
    for (const m of matches) expect(m.match_score).toBeGreaterThanOrEqual(0);
    expect(performance.now() - t0).toBeLessThan(1_000);
  });

  it('leaves tokens longer than any word unstemmed (no recursion through a run of "y")', () => {
    expect(stem('y'.repeat(MAX_RESUME))).toHaveLength(MAX_RESUME);
    expect(stem('accountants')).toBe('account');
  });

  it('tries to split only word-sized compounds: one stem call for a longer token', () => {
    let calls = 0;
    const counting = (w: string) => {
      calls++;
      return w;
    };
    splitCompoundStems('x'.repeat(5_000), counting);
    expect(calls).toBe(1);
    calls = 0;
    splitCompoundStems('xxxxxxxxxxxx', counting); // 12 letters, unknown: every split point is tried
    expect(calls).toBeGreaterThan(1);
  });
});
