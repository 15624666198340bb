import { describe, expect, it } from 'vitest';
import { overallScore, recommend } from '../../../src/domain/scoring/composite';
import { CRITERIA_MAX_BONUS } from '../../../src/domain/scoring/criteria';
import { DIMENSIONS, type Rubric } from '../../../src/domain/scoring/rubric';
import { scoreInterview, type Scorecard } from '../../../src/domain/scoring/score-interview';
import { backend, interviewerOnly, nurse, ROLES, TRADE_OFF_SENTENCES, withTradeOffs } from './fixtures';

const score = (transcript: string, role: string, extra: Partial<Parameters<typeof scoreInterview>[0]> = {}) =>
  scoreInterview({ transcript, role, ...extra });
const dims = (s: Scorecard) => DIMENSIONS.map((d) => s.dimensions[d].score);

describe('scoreInterview: shape (R21)', () => {
  it('returns exactly the Scorecard fields, with integer scores from 0 to 100', () => {
    const s = score(backend.strong, backend.role);
    expect(Object.keys(s).sort()).toEqual(['dimensions', 'overall_score', 'recommendation', 'summary']);
    expect(Object.keys(s.dimensions).sort()).toEqual(['communication', 'problem_solving', 'technical_accuracy']);
    for (const d of DIMENSIONS) expect(Object.keys(s.dimensions[d]).sort()).toEqual(['feedback', 'score']);
    for (const v of [s.overall_score, ...dims(s)]) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
    expect(['Advance to next round', 'Do not advance']).toContain(s.recommendation);
  });

  it('writes the summary as one paragraph', () => {
    for (const f of ROLES) {
      const { summary } = score(f.strong, f.role);
      expect(summary).not.toMatch(/\n/);
      expect(summary).toContain(f.role);
      expect(summary.length).toBeGreaterThan(80);
    }
  });
});

describe.each(ROLES)('scoreInterview: $role', (f) => {
  const withSkills = { expectedSkills: f.expectedSkills };

  it('scores the strong candidate above the weak one on every dimension', () => {
    for (const extra of [withSkills, {}]) {
      const strong = score(f.strong, f.role, extra);
      const weak = score(f.weak, f.role, extra);
      for (const d of DIMENSIONS) expect(strong.dimensions[d].score, d).toBeGreaterThan(weak.dimensions[d].score);
      // The strong fixtures answer in about 70 words: specific and fluent, but short of a fully
      // developed two-minute answer, so they sit around the pass mark rather than far above it.
      expect(strong.overall_score).toBeGreaterThanOrEqual(65);
      expect(strong.overall_score - weak.overall_score).toBeGreaterThanOrEqual(35);
      expect(weak.overall_score).toBeLessThan(35);
      expect(weak.recommendation).toBe('Do not advance');
    }
  });

  it('credits a trade-off discussion to problem_solving as a trade-off, and to no other dimension as one', () => {
    for (const base of [f.strong, f.weak]) {
      const before = score(base, f.role, withSkills);
      const after = score(withTradeOffs(base, TRADE_OFF_SENTENCES[f.role]!), f.role, withSkills);
      expect(after.dimensions.problem_solving.score).toBeGreaterThan(before.dimensions.problem_solving.score);
      expect(after.dimensions.problem_solving.feedback).toMatch(/trade-off/);
      // The other dimensions judge these sentences as speech and claims, never as a trade-off.
      const unquoted = (d: 'technical_accuracy' | 'communication') =>
        after.dimensions[d].feedback.replace(/"[^"]*"/g, '""');
      expect(unquoted('technical_accuracy')).not.toMatch(/trade-off/);
      expect(unquoted('communication')).not.toMatch(/trade-off/);
      expect(after.dimensions.communication.score).toBeGreaterThanOrEqual(before.dimensions.communication.score);
    }
  });

  it("gives the interviewer's words alone nothing", () => {
    const s = score(interviewerOnly(f.strong), f.role, withSkills);
    expect(dims(s)).toEqual([0, 0, 0]);
    expect(s.overall_score).toBe(0);
    expect(s.recommendation).toBe('Do not advance');
  });

  it('cites short quotes from the transcript as evidence', () => {
    const s = score(f.strong, f.role, withSkills);
    const transcript = f.strong.replace(/\s+/g, ' ');
    for (const d of DIMENSIONS) {
      const quotes = [...s.dimensions[d].feedback.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
      expect(quotes.length, d).toBeGreaterThan(0);
      for (const q of quotes) {
        const body = q.replace(/^\.\.\.|\.\.\.$/g, '');
        expect(body.split(/\s+/).length, q).toBeLessThanOrEqual(12);
        if (body.split(/\s+/).length >= 4) expect(transcript, q).toContain(body);
      }
    }
  });

  it('is deterministic: the same input gives a deep-equal scorecard', () => {
    const input = { transcript: f.strong, role: f.role, expectedSkills: f.expectedSkills };
    expect(scoreInterview(input)).toEqual(scoreInterview({ ...input }));
  });
});

describe('scoreInterview: evidence from the candidate only', () => {
  it('scores very low when the candidate says nothing substantive', () => {
    const t = backend.strong
      .split('\n')
      .map((l) => (l.startsWith('Candidate:') ? 'Candidate: Yes.' : l))
      .join('\n');
    const s = score(t, backend.role, { expectedSkills: backend.expectedSkills });
    expect(s.overall_score).toBeLessThanOrEqual(5);
    for (const d of DIMENSIONS) expect(s.dimensions[d].score).toBeLessThanOrEqual(5);
    expect(s.summary).toMatch(/too little/);
  });

  it('does not credit skills or phrases that only the interviewer said', () => {
    const t =
      'Interviewer: Do you know PostgreSQL, Redis and caching? What are the trade-offs of an index?\nCandidate: I am not sure, I have mostly worked on other things so far.';
    const s = score(t, backend.role, { expectedSkills: backend.expectedSkills });
    expect(s.dimensions.technical_accuracy.feedback).toMatch(
      /Of the 3 skills the interviewer asked about, used 0; not used: PostgreSQL, Redis, caching/,
    );
    expect(s.dimensions.technical_accuracy.feedback).not.toMatch(/Used \d+ of the role's skills/);
    expect(s.dimensions.problem_solving.feedback).not.toMatch(/trade-off \(/);
  });

  it('says how a candidate found by the question heuristic was decided, never naming anyone', () => {
    const named = backend.strong.replace(/^Interviewer:/gm, 'Priya Shah:').replace(/^Candidate:/gm, 'Tom Berg:');
    const s = score(named, backend.role);
    // A name says nothing about the interview and is a proxy for protected attributes.
    expect(JSON.stringify(s)).not.toMatch(/Tom|Berg|Priya|Shah/);
    expect(s.summary).toMatch(/the other speaker asked the questions/);
    expect(dims(s)).toEqual(dims(score(backend.strong, backend.role)));
  });

  it('says so in the summary when speakers were not labelled', () => {
    const unlabelled = backend.strong.replace(/^(Interviewer|Candidate): /gm, '');
    const s = score(unlabelled, backend.role);
    expect(s.summary).toMatch(/no speaker labels were found/);
  });
});

describe('overall_score and recommendation', () => {
  it('is the rounded weighted mean of the integer dimension scores', () => {
    expect(overallScore({ technical_accuracy: 80, communication: 70, problem_solving: 61 })).toBe(70); // 211 / 3 = 70.33
    expect(
      overallScore(
        { technical_accuracy: 80, communication: 70, problem_solving: 61 },
        { technical_accuracy: 2, communication: 1, problem_solving: 1 },
      ),
    ).toBe(73); // 291 / 4 = 72.75
    expect(overallScore({ technical_accuracy: 1, communication: 2, problem_solving: 2 })).toBe(2); // 5 / 3 = 1.67
    expect(
      overallScore(
        { technical_accuracy: 50, communication: 51, problem_solving: 0 },
        { technical_accuracy: 1, communication: 1, problem_solving: 0 },
      ),
    ).toBe(51); // 50.5 rounds up
  });

  it('advances at or above the pass mark only', () => {
    expect(recommend(70)).toBe('Advance to next round');
    expect(recommend(69)).toBe('Do not advance');
    expect(recommend(60, 60)).toBe('Advance to next round');
    expect(recommend(59, 60)).toBe('Do not advance');
  });

  it('uses equal weights by default, matching the formula on a real scorecard', () => {
    for (const f of ROLES) {
      const s = score(f.strong, f.role);
      const [t, c, p] = dims(s);
      expect(s.overall_score).toBe(Math.round((t! + c! + p!) / 3));
    }
  });

  it('changes overall exactly as the formula says when a rubric doubles a weight', () => {
    for (const f of ROLES) {
      const base = score(f.strong, f.role);
      for (const d of DIMENSIONS) {
        const weights = { technical_accuracy: 1, communication: 1, problem_solving: 1, [d]: 2 };
        const s = score(f.strong, f.role, { rubric: { name: `double ${d}`, weights } });
        expect(dims(s)).toEqual(dims(base)); // weights move only the composite
        const [t, c, p] = dims(s);
        const expected = Math.round(
          (weights.technical_accuracy * t! + weights.communication * c! + weights.problem_solving * p!) / 4,
        );
        expect(s.overall_score).toBe(expected);
      }
    }
  });

  it('applies the rubric pass mark and names the rubric in the summary', () => {
    const s = score(nurse.strong, nurse.role);
    const strict = score(nurse.strong, nurse.role, { rubric: { name: 'Strict', pass_mark: s.overall_score + 1 } });
    const lenient = score(nurse.strong, nurse.role, { rubric: { name: 'Lenient', pass_mark: s.overall_score } });
    expect(strict.recommendation).toBe('Do not advance');
    expect(lenient.recommendation).toBe('Advance to next round');
    expect(strict.summary).toContain('rubric "Strict"');
  });
});

describe('rubric criteria', () => {
  const rubric: Rubric = {
    name: 'Nursing criteria',
    criteria: {
      technical_accuracy: [
        { skill: 'SBAR', weight: 2 },
        { phrase: 'central line', weight: 2 },
      ],
      communication: [{ phrase: 'teach-back', weight: 1 }],
      problem_solving: [{ phrase: 'no such phrase here', weight: 1 }],
    },
  };

  it('adds credit on the dimension in proportion to the weight met, and cites it', () => {
    const base = score(nurse.strong, nurse.role);
    const s = score(nurse.strong, nurse.role, { rubric });
    const gain = (d: (typeof DIMENSIONS)[number]) => s.dimensions[d].score - base.dimensions[d].score;
    // Half the technical weight met (SBAR, not "central line"): up to half the bonus.
    expect(gain('technical_accuracy')).toBeGreaterThan(0);
    expect(gain('technical_accuracy')).toBeLessThanOrEqual(CRITERIA_MAX_BONUS / 2);
    expect(gain('communication')).toBeGreaterThan(0);
    expect(gain('communication')).toBeLessThanOrEqual(CRITERIA_MAX_BONUS);
    expect(gain('problem_solving')).toBe(0);
    expect(s.dimensions.technical_accuracy.feedback).toMatch(
      /Rubric criteria met: 1 of 2: "SBAR" \(".*SBAR.*"\); not heard: "central line"/,
    );
    expect(s.dimensions.communication.feedback).toMatch(/"teach-back"/);
  });

  it('never lifts a score above 100 or rescues a silent candidate', () => {
    const all: Rubric = { name: 'All', criteria: { communication: [{ phrase: 'teach-back', weight: 1 }] } };
    expect(score(nurse.strong, nurse.role, { rubric: all }).dimensions.communication.score).toBeLessThanOrEqual(100);
    expect(score(interviewerOnly(nurse.strong), nurse.role, { rubric }).overall_score).toBe(0);
  });

  it('matches a skill criterion through the injected extractor', () => {
    const extractSkills = (text: string) => {
      const i = text.indexOf('SBAR');
      return i < 0
        ? []
        : [{ name: 'Situation-Background-Assessment-Recommendation', key: 'sbar handover', count: 1, first: i }];
    };
    const viaExtractor: Rubric = {
      name: 'x',
      criteria: { technical_accuracy: [{ skill: 'sbar handover', weight: 1 }] },
    };
    const s = score(nurse.strong, nurse.role, { rubric: viaExtractor, extractSkills });
    expect(s.dimensions.technical_accuracy.feedback).toMatch(/Rubric criteria met: 1 of 1/);
    expect(score(nurse.strong, nurse.role, { rubric: viaExtractor }).dimensions.technical_accuracy.feedback).toMatch(
      /met: 0 of 1/,
    );
  });
});

describe('expected skills', () => {
  it('count toward technical_accuracy only, are listed in its feedback, and are asked for only when the interviewer asked', () => {
    const none = score(backend.strong, backend.role);
    const matched = score(backend.strong, backend.role, { expectedSkills: backend.expectedSkills });
    const unmatched = score(backend.strong, backend.role, {
      expectedSkills: ['COBOL', 'Fortran', 'mainframe', 'JCL', 'CICS'],
    });
    expect(matched.dimensions.technical_accuracy.score).toBeGreaterThan(unmatched.dimensions.technical_accuracy.score);
    expect(matched.dimensions.communication).toEqual(none.dimensions.communication);
    expect(matched.dimensions.problem_solving).toEqual(none.dimensions.problem_solving);
    expect(matched.dimensions.technical_accuracy.feedback).toMatch(/Used \d+ of the role's skills/);
    // Nobody asked about COBOL: the feedback does not ask for it.
    expect(unmatched.dimensions.technical_accuracy.feedback).not.toMatch(/COBOL/);
  });

  it('match inflected forms ("cache" for "caching")', () => {
    const s = score(
      'Interviewer: How did you speed up the API?\nCandidate: We cached the results in memory and it worked well for months after that.',
      'x',
      {
        expectedSkills: ['caching'],
      },
    );
    expect(s.dimensions.technical_accuracy.feedback).toMatch(/Used 1 of the role's skills \(caching: "We cached/);
  });
});
