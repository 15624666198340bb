import { describe, expect, it } from 'vitest';
import { yearsOfExperience } from '../../../src/domain/matching/experience';

const NOW = new Date('2025-06-15T00:00:00Z');

describe('yearsOfExperience', () => {
  it.each([
    ['Data analyst with 7 years of experience in retail.', 7],
    ['15+ years experience in accounting and bookkeeping.', 15],
    ['Over 12 yrs of professional experience.', 12],
    ['Experience of 4 years in customer service.', 4],
    ['Analyst 2015 - 2020', 6],
    ['Analyst Jan 2019 - Dec 2020', 2],
    ['Manager 06/2013 to 09/2015', 2.3],
    ['Engineer May 2023 - Present', 2.2],
    ['Accountant Aug 2013 - \nCurrent', 11.9],
  ])('%j -> %d', (text, want) => {
    expect(yearsOfExperience(text, NOW)).toBeCloseTo(want, 1);
  });

  it('merges overlapping ranges instead of adding them', () => {
    expect(yearsOfExperience('Job A 2015 - 2020\nJob B 2018 - Present', NOW)).toBeCloseTo(10.5, 1);
  });

  it('takes the larger of the stated total and the dated ranges', () => {
    expect(yearsOfExperience('10 years of experience.\nAnalyst 2021 - 2022', NOW)).toBe(10);
    expect(yearsOfExperience('2 years of experience.\nAnalyst 2010 - 2020', NOW)).toBe(11);
  });

  it('ignores education dates and returns null without evidence', () => {
    const text = 'Education\nB.S. Biology, State University, 2008 - 2012\nSkills\nExcel';
    expect(yearsOfExperience(text, NOW)).toBeNull();
    expect(yearsOfExperience('Graduated from college 2010 - 2014', NOW)).toBeNull();
    expect(yearsOfExperience('Hard-working, reliable, friendly.', NOW)).toBeNull();
  });

  it('does not count future or reversed ranges', () => {
    expect(yearsOfExperience('Role 2020 - 2018', NOW)).toBeNull();
    expect(yearsOfExperience('Role 2030 - 2032', NOW)).toBeNull();
  });
});
