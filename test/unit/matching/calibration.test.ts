// match_score reads as a probability-like fit: a resume that holds a posting's job title, names its
// required skills and meets its minimum years scores at least 0.8; one for another job at most 0.1;
// partial fits fall strictly between. Resumes and postings are written for these tests.
import { describe, expect, it } from 'vitest';
import {
  analyseResume,
  buildCorpusStats,
  buildPostingFeatures,
  rankPostings,
  type JobMatch,
} from '../../../src/domain/matching/index';
import {
  ACCOUNTANT,
  BACKEND,
  CAL_NOW,
  COMPANY,
  ICU_NURSE,
  RESUMES,
  SOUS_CHEF,
  TEACHER,
  ANALYST,
} from './calibration-fixtures';

const entries = COMPANY.map((p) => ({ posting: p, features: buildPostingFeatures(p) }));
const stats = buildCorpusStats(entries.map((e) => e.features));

function matchOf(resume: string, postingId: string): JobMatch {
  const ms = rankPostings(analyseResume(resume, { now: CAL_NOW }), entries, stats, { limit: 20, minScore: 0 });
  return ms.find((m) => m.job_id === postingId)!;
}

describe('match_score calibration: strong fits', () => {
  const STRONG: Array<[string, string, typeof BACKEND, string[], string]> = [
    [
      'senior backend engineer',
      RESUMES.backendSenior,
      BACKEND,
      ['Go', 'PostgreSQL', 'Kubernetes', 'Docker'],
      '5-year minimum',
    ],
    ['ICU nurse', RESUMES.icuNurse, ICU_NURSE, ['Critical care', 'ACLS', 'BLS'], '2-year minimum'],
    ['staff accountant', RESUMES.accountant, ACCOUNTANT, ['GAAP', 'General ledger'], '3-year minimum'],
    ['sous chef', RESUMES.sousChef, SOUS_CHEF, ['Menu planning', 'Food safety'], '4-year minimum'],
    ['elementary teacher', RESUMES.teacher, TEACHER, ['Lesson planning', 'Classroom management'], '2-year minimum'],
    ['data analyst', RESUMES.analyst, ANALYST, ['SQL', 'Python', 'Tableau'], '3-year minimum'],
  ];
  it.each(STRONG)(
    'a %s meeting title, required skills and years scores at least 0.8, and the rationale names that evidence',
    (_, resume, posting, skills, minimum) => {
      const m = matchOf(resume, posting.id);
      expect(m.match_score).toBeGreaterThanOrEqual(0.8);
      expect(m.rationale).toMatch(/^Strong fit: /);
      expect(m.rationale).toContain(`title '${posting.title}' `);
      expect(m.rationale).toMatch(/title '[^']+' (?:matches|is close to) the resume's job titles/);
      expect(m.rationale).toMatch(new RegExp(`matches \\d+ of ${posting.skills.length} required skills`));
      for (const s of skills) expect(m.rationale).toContain(s);
      expect(m.rationale).toMatch(new RegExp(`\\d+(?:\\.\\d)? years of experience meets the ${minimum}`));
    },
  );

  it("ranks each strong fit first among the company's postings", () => {
    for (const [resume, id] of [
      [RESUMES.backendSenior, BACKEND.id],
      [RESUMES.icuNurse, ICU_NURSE.id],
      [RESUMES.accountant, ACCOUNTANT.id],
      [RESUMES.sousChef, SOUS_CHEF.id],
      [RESUMES.teacher, TEACHER.id],
      [RESUMES.analyst, ANALYST.id],
    ] as const) {
      const [top] = rankPostings(analyseResume(resume, { now: CAL_NOW }), entries, stats, { limit: 1, minScore: 0 });
      expect(top!.job_id).toBe(id);
    }
  });
});

describe('match_score calibration: a skill named in the posting title', () => {
  it('"Senior Backend Engineer (Go)" is fully met by a senior backend engineer who names Go: the skill qualifies the job, it is not a title word', () => {
    const goPost = { ...BACKEND, id: 'p-backend-go', title: 'Senior Backend Engineer (Go)' };
    const company = [goPost, ...COMPANY.filter((p) => p !== BACKEND)];
    const es = company.map((p) => ({ posting: p, features: buildPostingFeatures(p) }));
    const st = buildCorpusStats(es.map((e) => e.features));
    const m = rankPostings(analyseResume(RESUMES.backendSenior, { now: CAL_NOW }), es, st, {
      limit: 1,
      minScore: 0,
    })[0]!;
    expect(m.job_id).toBe('p-backend-go');
    expect(m.match_score).toBeGreaterThanOrEqual(0.8);
    expect(m.rationale).toContain("title 'Senior Backend Engineer (Go)' matches the resume's job titles");
  });
});

describe('match_score calibration: partial fits', () => {
  const PARTIAL: Array<[string, string, typeof BACKEND]> = [
    [
      'a junior backend engineer (half the skills, 2 of 5 years) for the senior backend post',
      RESUMES.backendJunior,
      BACKEND,
    ],
    ['a medical-surgical nurse (some skills, under the minimum) for the ICU post', RESUMES.medSurgNurse, ICU_NURSE],
    ['a bookkeeper (payables and Excel, not GAAP) for the staff accountant post', RESUMES.bookkeeper, ACCOUNTANT],
    ['a line cook (food safety only, under the minimum) for the sous chef post', RESUMES.lineCook, SOUS_CHEF],
  ];
  it.each(PARTIAL)('%s scores strictly between 0.1 and 0.8', (_, resume, posting) => {
    const m = matchOf(resume, posting.id);
    expect(m.match_score).toBeGreaterThan(0.1);
    expect(m.match_score).toBeLessThan(0.8);
    expect(m.rationale).toMatch(/^(?:Partial|Weak) fit: /);
    expect(m.rationale).toMatch(/missing /);
  });

  it('scores a partial fit below the strong fit of the same job', () => {
    expect(matchOf(RESUMES.backendJunior, BACKEND.id).match_score).toBeLessThan(
      matchOf(RESUMES.backendSenior, BACKEND.id).match_score,
    );
    expect(matchOf(RESUMES.medSurgNurse, ICU_NURSE.id).match_score).toBeLessThan(
      matchOf(RESUMES.icuNurse, ICU_NURSE.id).match_score,
    );
    expect(matchOf(RESUMES.lineCook, SOUS_CHEF.id).match_score).toBeLessThan(
      matchOf(RESUMES.sousChef, SOUS_CHEF.id).match_score,
    );
  });
});

describe('match_score calibration: unrelated', () => {
  const UNRELATED: Array<[string, string, typeof BACKEND]> = [
    ['an ICU nurse for the backend engineer post', RESUMES.icuNurse, BACKEND],
    ['an accountant for the sous chef post', RESUMES.accountant, SOUS_CHEF],
    ['a sous chef for the staff accountant post', RESUMES.sousChef, ACCOUNTANT],
    ['a teacher for the backend engineer post', RESUMES.teacher, BACKEND],
    ['a backend engineer for the ICU nurse post', RESUMES.backendSenior, ICU_NURSE],
    ['a data analyst for the elementary teacher post', RESUMES.analyst, TEACHER],
    ['a sous chef for the ICU nurse post', RESUMES.sousChef, ICU_NURSE],
  ];
  it.each(UNRELATED)('%s scores at most 0.1 and reads as a poor fit', (_, resume, posting) => {
    const m = matchOf(resume, posting.id);
    expect(m.match_score).toBeLessThanOrEqual(0.1);
    expect(m.rationale).toMatch(/^Poor fit: /);
    expect(m.rationale).toContain('has little in common with');
  });

  it('years of experience in another job do not lift an unrelated resume (an ICU nurse with 6 years, a 5-year backend minimum)', () => {
    const m = matchOf(RESUMES.icuNurse, BACKEND.id);
    expect(m.rationale).toContain('meets the 5-year minimum');
    expect(m.match_score).toBeLessThanOrEqual(0.1);
  });
});
