import { describe, expect, it } from 'vitest';
import { scoreInterview } from '../../../src/domain/scoring/score-interview';
import { wordCount } from '../../../src/domain/scoring/text';
import { PAIRS, transcriptOf } from './judgement-pairs';

describe.each(PAIRS)('judgement: $name', (pair) => {
  const sound = scoreInterview({ transcript: transcriptOf(pair.question, pair.sound), role: pair.role });
  const wrong = scoreInterview({ transcript: transcriptOf(pair.question, pair.wrong), role: pair.role });

  it('compares answers of about the same length', () => {
    const [a, b] = [wordCount(pair.sound), wordCount(pair.wrong)];
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThanOrEqual(0.25);
  });

  it(`scores the sound answer higher on ${pair.dimension} and overall`, () => {
    expect(sound.dimensions[pair.dimension].score).toBeGreaterThan(wrong.dimensions[pair.dimension].score);
    expect(sound.overall_score).toBeGreaterThan(wrong.overall_score);
  });
});

describe('judgement: what a wrong answer is told', () => {
  it('names an incorrect textbook claim and quotes it', () => {
    const pair = PAIRS[0]!;
    const wrong = scoreInterview({ transcript: transcriptOf(pair.question, pair.wrong), role: pair.role });
    expect(wrong.dimensions.technical_accuracy.feedback).toMatch(
      /Incorrect claim about hash indexes and range queries: "A hash index supports range queries/,
    );
    const sound = scoreInterview({ transcript: transcriptOf(pair.question, pair.sound), role: pair.role });
    expect(sound.dimensions.technical_accuracy.feedback).toMatch(/Correct about hash indexes and range queries/);
    expect(sound.dimensions.technical_accuracy.feedback).not.toMatch(/Incorrect claim/);
  });

  it('quotes absolute claims as claims that rarely hold', () => {
    const pair = PAIRS[2]!;
    const wrong = scoreInterview({ transcript: transcriptOf(pair.question, pair.wrong), role: pair.role });
    expect(wrong.dimensions.technical_accuracy.feedback).toMatch(
      /absolute claims? that rarely hold, e\.g\. "A cache always cuts latency/,
    );
  });

  it('does not take a habit the candidate describes ("I always double-check") for an absolute claim', () => {
    const t = transcriptOf(
      'How do you make sure a dose is safe?',
      'For high-risk drugs such as insulin I always ask a second nurse to double-check the dose, because a decimal error is easy to miss.',
    );
    const s = scoreInterview({ transcript: t, role: 'Registered Nurse' });
    expect(s.dimensions.technical_accuracy.feedback).not.toMatch(/absolute claim/);
  });
});
