import { describe, expect, it } from 'vitest';
import { DIMENSIONS } from '../../../src/domain/scoring/rubric';
import { roleScoringContext } from '../../../src/domain/scoring/role-skills';
import { scoreInterview } from '../../../src/domain/scoring/score-interview';

// Short interviews written for these tests: one or two sound answers, far shorter than a full
// interview. Dimensions are comparable across transcript lengths, so a short sound answer earns
// a fair score on what it shows, and what it does not cover is reported as not assessed.

const shortTechnical = `Interviewer: How would you make a slow report query faster?
Candidate: I would first check the query plan, because a full table scan is the usual cause. If the filter column has no index, I would add one and measure the query time before and after, since an index also slows every insert.`;

// The question asks about a decision, so problem_solving is assessed beside communication: the
// imputed technical_accuracy then rests on two different scores.
const shortBehavioural = `Interviewer: Tell me about a time you had to decide how to help a new teammate.
Candidate: Last spring a new colleague joined our support team and felt lost. I was asked to help her settle in. I paired with her for two weeks and wrote a short guide to our tools. As a result, she was answering customers alone by the third week.`;

describe('calibration: a short sound answer', () => {
  it('scores at least 50 on every dimension it shows, and overall, instead of near zero', () => {
    // As the API scores it: with the role's skills and the skills taxonomy.
    const s = scoreInterview({
      transcript: shortTechnical,
      role: 'Backend Engineer',
      ...roleScoringContext('Backend Engineer'),
    });
    for (const d of DIMENSIONS) expect(s.dimensions[d].score, d).toBeGreaterThanOrEqual(50);
    expect(s.overall_score).toBeGreaterThanOrEqual(50);
  });

  it('scores a short answer the same on a dimension as a longer one made of equally good answers', () => {
    const one = scoreInterview({ transcript: shortTechnical, role: 'Backend Engineer' });
    const three = scoreInterview({
      transcript: [shortTechnical, shortTechnical, shortTechnical].join('\n'),
      role: 'Backend Engineer',
    });
    // Answers of the same length and quality: the dimension does not grow with interview length.
    // The published scale has a slope of 2 near its centre (calibration.ts), so 10 points are
    // 5 points of measured quality.
    for (const d of ['communication', 'problem_solving'] as const)
      expect(Math.abs(three.dimensions[d].score - one.dimensions[d].score), d).toBeLessThanOrEqual(10);
  });
});

describe('calibration: what the interview does not cover', () => {
  const s = scoreInterview({ transcript: shortBehavioural, role: 'Support Specialist' });

  it('reports technical accuracy as not assessed when no technical question was asked', () => {
    expect(s.dimensions.technical_accuracy.feedback).toMatch(
      /^Not assessed: the interviewer asked no technical question/,
    );
    expect(s.summary).toMatch(/Not assessed \(the interview did not cover it\): technical accuracy/);
  });

  it('gives the unassessed dimension the mean of the assessed ones, so overall_score stays the R21 mean', () => {
    const { communication, problem_solving, technical_accuracy } = s.dimensions;
    expect(problem_solving.feedback).not.toMatch(/^Not assessed/);
    expect(communication.feedback).not.toMatch(/^Not assessed/);
    expect(technical_accuracy.score).toBe(Math.round((communication.score + problem_solving.score) / 2));
    expect(s.overall_score).toBe(
      Math.round((technical_accuracy.score + communication.score + problem_solving.score) / 3),
    );
    expect(technical_accuracy.feedback).toContain(
      `The score shown (${technical_accuracy.score}) is the mean of the assessed dimensions`,
    );
  });

  it('scores the assessed dimensions of a short sound story at least 50', () => {
    expect(s.dimensions.communication.score).toBeGreaterThanOrEqual(50);
    expect(s.overall_score).toBeGreaterThanOrEqual(50);
  });

  it('assesses problem_solving by what the interviewer asked, not by the answer', () => {
    const chatty =
      'Candidate: I grew up by the sea and I love hiking with my friends at the weekend. At university I studied history, and these days I work in a bookshop where I chat with customers all day.';
    const about = scoreInterview({
      transcript: `Interviewer: Tell me about yourself.\n${chatty}`,
      role: 'Support Specialist',
    });
    const problem = scoreInterview({
      transcript: `Interviewer: Tell me about a difficult problem you solved.\n${chatty}`,
      role: 'Support Specialist',
    });
    expect(about.dimensions.problem_solving.feedback).toMatch(
      /^Not assessed: the interviewer asked about no problem, decision or way of working/,
    );
    expect(about.summary).toContain(
      'Not assessed (the interview did not cover it): technical accuracy and problem solving',
    );
    // The same answer to a problem question is judged, and it describes no method.
    expect(problem.dimensions.problem_solving.feedback).not.toMatch(/^Not assessed/);
    expect(problem.dimensions.problem_solving.feedback).toContain('No method, trade-off, alternative, risk or check');
    expect(problem.summary).toContain('Not assessed (the interview did not cover it): technical accuracy.');
  });

  it('follows rubric weights when it fills in an unassessed dimension', () => {
    const weights = { technical_accuracy: 1, communication: 3, problem_solving: 1 };
    const w = scoreInterview({
      transcript: shortBehavioural,
      role: 'Support Specialist',
      rubric: { name: 'Comms', weights },
    });
    const { communication: c, problem_solving: p } = w.dimensions;
    expect(p.feedback).not.toMatch(/^Not assessed/);
    expect(w.dimensions.technical_accuracy.score).toBe(Math.round((3 * c.score + p.score) / 4));
  });

  it('assesses technical accuracy when the interviewer asks a technical question, even of a weak answer', () => {
    const t = `Interviewer: How does a database index speed up a query?\nCandidate: Honestly I am not sure, I have not really worked with that part of the system yet at all.`;
    const w = scoreInterview({ transcript: t, role: 'Backend Engineer' });
    expect(w.dimensions.technical_accuracy.feedback).not.toMatch(/Not assessed/);
    expect(w.dimensions.technical_accuracy.feedback).toMatch(/admitted knowledge gap/);
  });
});
