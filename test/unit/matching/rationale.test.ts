// The rationale states the evidence behind match_score in the score's direction: the title phrase
// follows the title evidence, the verdict follows the score, and no phrase can contradict either.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyseResume,
  buildCorpusStats,
  buildPostingFeatures,
  combine,
  fitBand,
  rankPostings,
  titlePhrase,
  writeRationale,
  type Components,
  type RationaleInput,
} from '../../../src/domain/matching/index';
import { BACKEND, CAL_NOW, COMPANY, ICU_NURSE, RESUMES } from './calibration-fixtures';

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const SKILLS = ['Go', 'PostgreSQL', 'Kubernetes', 'Docker', 'AWS', 'REST APIs'];

/** A rationale input consistent with some component values, as rankPostings builds it. */
const case_ = fc
  .record({
    text: unit,
    title: unit,
    skills: fc.subarray(SKILLS),
    listed: fc.boolean(),
    years: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    minYears: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    hasTitle: fc.boolean(),
  })
  .map(({ text, title, skills, listed, years, minYears, hasTitle }) => {
    const matched = listed ? skills : [];
    const missing = listed ? SKILLS.filter((s) => !skills.includes(s)) : [];
    const c: Components = {
      text,
      title: hasTitle ? title : 0,
      skills: listed ? matched.length / SKILLS.length : null,
      experience: minYears === null ? null : years === null ? 0.5 : Math.min(1, years / minYears),
    };
    const input: RationaleInput = {
      score: combine(c),
      title: c.title,
      postingTitle: 'Backend Engineer',
      resumeHasTitle: hasTitle,
      titleWords: hasTitle ? ['Backend', 'Engineer'] : [],
      matched,
      missing,
      years,
      minYears,
      shared: text > 0.1 ? ['postgresql', 'services'] : [],
    };
    return { c, input };
  });

describe('rationale direction (generated component values)', () => {
  it('never says "little in common" of a title whose evidence is high, and always does of one with none', () => {
    fc.assert(
      fc.property(case_, ({ input }) => {
        const text = writeRationale(input);
        if (input.resumeHasTitle && input.title >= 0.1) expect(text).not.toContain('little in common');
        if (input.resumeHasTitle && input.title >= 0.8)
          expect(text).toContain("title 'Backend Engineer' matches the resume's job titles");
        if (input.resumeHasTitle && input.title < 0.1) expect(text).toContain('has little in common with');
      }),
    );
  });

  it('opens with the verdict of the score band: a high score never reads as a poor fit, nor a low one as strong', () => {
    fc.assert(
      fc.property(case_, ({ input }) => {
        const text = writeRationale(input);
        expect(text.startsWith(`${fitBand(input.score)} fit: `)).toBe(true);
        if (input.score >= 0.8) expect(text).not.toMatch(/Poor fit|Weak fit|Partial fit|matches none/);
        if (input.score < 0.1) expect(text).not.toMatch(/Strong fit|Partial fit/);
      }),
    );
  });

  it('states the skills and the experience as counted: every matched and missing skill up to four, the years against the minimum', () => {
    fc.assert(
      fc.property(case_, ({ input }) => {
        const text = writeRationale(input);
        const total = input.matched.length + input.missing.length;
        if (total === 0) expect(text).toContain('no required skills are listed');
        else if (input.matched.length === 0) expect(text).toContain(`matches none of the ${total} required skills`);
        else expect(text).toContain(`matches ${input.matched.length} of ${total} required skills`);
        for (const s of input.matched.slice(0, 4)) expect(text).toContain(s);
        for (const s of input.missing.slice(0, 4)) expect(text).toContain(s);
        if (input.minYears !== null && input.years !== null) {
          expect(text).toContain(
            input.years >= input.minYears
              ? `meets the ${input.minYears}-year minimum`
              : `below the ${input.minYears}-year minimum`,
          );
        }
      }),
    );
  });

  it('orders the title phrases with the evidence (stronger evidence, never a weaker phrase)', () => {
    const rank = ['has little in common with', 'partly matches', 'is close to', 'matches'];
    fc.assert(
      fc.property(unit, unit, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rank.indexOf(titlePhrase(hi))).toBeGreaterThanOrEqual(rank.indexOf(titlePhrase(lo)));
      }),
    );
  });
});

describe('rationale on resumes', () => {
  const entries = COMPANY.map((p) => ({ posting: p, features: buildPostingFeatures(p) }));
  const stats = buildCorpusStats(entries.map((e) => e.features));
  const matchOf = (resume: string, id: string) =>
    rankPostings(analyseResume(resume, { now: CAL_NOW }), entries, stats, { limit: 20, minScore: 0 }).find(
      (m) => m.job_id === id,
    )!;

  it('a perfect title match is never described as having little in common', () => {
    for (const posting of COMPANY) {
      const resume = `${posting.title}\nExperience\n${posting.title}, Harbor Works   2018 - Present\n${posting.description}`;
      const m = matchOf(resume, posting.id);
      expect(m.rationale, posting.title).not.toContain('little in common');
      expect(m.rationale, posting.title).toContain(`title '${posting.title}' matches the resume's job titles`);
      expect(m.match_score, posting.title).toBeGreaterThan(0.1);
    }
  });

  it('names the posting title, the matched and the missing skills, and the years', () => {
    const m = matchOf(RESUMES.backendJunior, BACKEND.id);
    expect(m.rationale).toContain("title 'Senior Backend Engineer'");
    expect(m.rationale).toContain(
      'matches 3 of 6 required skills (Go, PostgreSQL, REST APIs), missing Kubernetes, Docker, AWS',
    );
    expect(m.rationale).toMatch(/2\.\d years of experience is below the 5-year minimum/);
  });

  const NAMES = ['Jordan Lee', 'Amara Okafor', 'Wei Zhang', 'Sofia Marquez', 'Priya Raman'];
  const LAYOUTS: Array<(name: string, title: string) => string> = [
    (n, t) => `${n} — ${t}`,
    (n, t) => `${n} | ${t}`,
    (n, t) => `${n}, ${t}`,
    (n, t) => `${n}\n${t}`,
    (n, t) => `${t}\n${n}`,
    (n, t) => `${n}\n${n.split(' ')[0]!.toLowerCase()}@mail.example | (555) 010-2030\n${t}`,
  ];
  it.each(NAMES)('quotes no part of the name "%s" in any header layout', (name) => {
    for (const layout of LAYOUTS) {
      for (const [body, posting] of [
        [RESUMES.backendSenior, BACKEND],
        [RESUMES.icuNurse, ICU_NURSE],
      ] as const) {
        const header = layout(name, posting === BACKEND ? 'Senior Backend Engineer' : 'Registered Nurse');
        const ms = rankPostings(analyseResume(`${header}\n${body}`, { now: CAL_NOW }), entries, stats, {
          limit: 20,
          minScore: 0,
        });
        for (const m of ms) for (const part of name.split(' ')) expect(m.rationale).not.toContain(part);
      }
    }
  });
});
