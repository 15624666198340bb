// match_score is monotone in the evidence: more of what a posting asks for never lowers it. Checked
// on the calibration itself (any component values) and end to end on generated resumes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyseResume,
  buildCorpusStats,
  buildPostingFeatures,
  combine,
  rankPostings,
  type Components,
  type PostingInput,
} from '../../../src/domain/matching/index';
import { CAL_NOW, COMPANY } from './calibration-fixtures';

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const maybe = fc.option(unit, { nil: null });
const components = fc.record({ text: unit, title: unit, skills: maybe, experience: maybe });

describe('combine: monotone and bounded', () => {
  it('stays in [0, 1] with at most 3 decimals', () => {
    fc.assert(
      fc.property(components, (c) => {
        const s = combine(c);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
        expect(Math.round(s * 1000) / 1000).toBe(s);
      }),
    );
  });

  const KEYS = ['text', 'title', 'skills', 'experience'] as const;
  it.each(KEYS)('more %s evidence never lowers the score', (key) => {
    fc.assert(
      fc.property(components, unit, unit, (c, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const at = (x: number): Components => ({ ...c, [key]: x });
        expect(combine(at(hi))).toBeGreaterThanOrEqual(combine(at(lo)));
      }),
    );
  });

  it('full evidence scores at least 0.8 and none at most 0.1, whatever the wording similarity', () => {
    fc.assert(
      fc.property(unit, unit, (text, low) => {
        expect(combine({ text, title: 1, skills: 1, experience: 1 })).toBeGreaterThanOrEqual(0.8);
        expect(combine({ text: low * 0.1, title: 0, skills: 0, experience: 1 })).toBeLessThanOrEqual(0.1);
      }),
    );
  });
});

// ------------------------------------------------------------------ end to end
const entries = COMPANY.map((p) => ({ posting: p, features: buildPostingFeatures(p) }));
const stats = buildCorpusStats(entries.map((e) => e.features));

function scoreOf(resume: string, posting: PostingInput): number {
  const ms = rankPostings(analyseResume(resume, { now: CAL_NOW }), entries, stats, { limit: 20, minScore: 0 });
  return ms.find((m) => m.job_id === posting.id)!.match_score;
}

const HEADINGS = [
  'Senior Backend Engineer',
  'Registered Nurse',
  'Staff Accountant',
  'Line Cook',
  'Teacher',
  'Data Analyst',
  'Project Coordinator',
  'Summary',
];
const SKILLS = [
  ...new Set(COMPANY.flatMap((p) => p.skills)),
  'Git',
  'Jira',
  'Customer service',
  'Scheduling',
  'Spanish',
];
const LINES = [
  'Built internal tools and dashboards used by forty colleagues.',
  'Cared for patients on night shifts and trained new staff.',
  "Closed the books each month and answered auditors' questions.",
  'Prepared food for 200 covers a night and kept the station clean.',
  'Planned lessons and met with parents every term.',
  'Wrote reports for managers and presented them each quarter.',
  'Coordinated schedules, budgets and suppliers for small projects.',
];

interface Draft {
  posting: PostingInput;
  heading: string;
  years: number;
  skills: string[];
  lines: string[];
  extraTitle: string | null;
}

function write(d: Draft): string {
  const parts = [
    d.heading,
    'Summary',
    d.years > 0 ? `Professional with ${d.years} years of experience.` : 'Professional.',
  ];
  if (d.skills.length > 0) parts.push('Skills', d.skills.join(', '));
  parts.push('Experience', ...d.lines);
  if (d.extraTitle !== null) parts.push(`${d.extraTitle}   2008 - 2010`, 'Worked in the role full time.');
  return parts.join('\n');
}

const draft = fc.record({
  posting: fc.constantFrom(...COMPANY),
  heading: fc.constantFrom(...HEADINGS),
  years: fc.integer({ min: 0, max: 12 }),
  skills: fc.subarray(SKILLS, { maxLength: 12 }),
  lines: fc.subarray(LINES, { minLength: 1, maxLength: 4 }),
  extraTitle: fc.constant(null),
});

describe('match_score end to end: more evidence never lowers it', () => {
  it("adding one of the posting's required skills to the resume", () => {
    fc.assert(
      fc.property(draft, fc.nat(), (d, pick) => {
        const missing = d.posting.skills.filter((s) => !d.skills.includes(s));
        fc.pre(missing.length > 0);
        const added = { ...d, skills: [...d.skills, missing[pick % missing.length]!] };
        expect(scoreOf(write(added), d.posting)).toBeGreaterThanOrEqual(scoreOf(write(d), d.posting));
      }),
      { numRuns: 300 },
    );
  });

  it("adding a job held under the posting's title", () => {
    fc.assert(
      fc.property(draft, (d) => {
        const added = { ...d, extraTitle: d.posting.title };
        expect(scoreOf(write(added), d.posting)).toBeGreaterThanOrEqual(scoreOf(write(d), d.posting));
      }),
      { numRuns: 300 },
    );
  });

  it('more years of experience, toward and past the minimum', () => {
    fc.assert(
      fc.property(draft, fc.integer({ min: 1, max: 8 }), (d0, more) => {
        // From stated years to more stated years: years that cannot be read count as neither
        // credit nor penalty (0.5), which is not a number of years to raise.
        const d = { ...d0, years: Math.max(1, d0.years) };
        const added = { ...d, years: d.years + more };
        expect(scoreOf(write(added), d.posting)).toBeGreaterThanOrEqual(scoreOf(write(d), d.posting));
      }),
      { numRuns: 300 },
    );
  });
});
