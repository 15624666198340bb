import { describe, expect, it } from 'vitest';
import { roleScoringContext } from '../../../src/domain/scoring/role-skills';
import { scoreInterview } from '../../../src/domain/scoring/score-interview';
import { measureSoundness } from '../../../src/domain/scoring/soundness';
import { buildSpeech } from '../../../src/domain/scoring/speech';
import { wordCount } from '../../../src/domain/scoring/text';
import { ask, CLAIM_PAIRS } from './confident-claims-pairs';

// A sound, qualified answer must score above a confident dismissal of standard practice on the
// dimension the question concerns, in every field the API is used for, as the API scores it
// (with the role's skills and the taxonomy).

describe('confident-claims pairs cover the fields', () => {
  it('holds at least 30 pairs across engineering, data, nursing, accounting and sales', () => {
    expect(CLAIM_PAIRS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CLAIM_PAIRS.map((p) => p.role)).size).toBeGreaterThanOrEqual(5);
  });
});

describe.each(CLAIM_PAIRS.map((p, i) => ({ ...p, name: `${p.role} ${i + 1}: ${p.question}` })))('$name', (p) => {
  const context = roleScoringContext(p.role);
  const sound = scoreInterview({ transcript: ask(p.question, p.sound), role: p.role, ...context });
  const wrong = scoreInterview({ transcript: ask(p.question, p.wrong), role: p.role, ...context });

  it('compares answers of about the same length', () => {
    const [a, b] = [wordCount(p.sound), wordCount(p.wrong)];
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThanOrEqual(0.25);
  });

  it(`scores the sound answer above the confident wrong one on ${p.dimension}`, () => {
    expect(sound.dimensions[p.dimension].score).toBeGreaterThan(wrong.dimensions[p.dimension].score);
  });

  it('quotes a dismissive claim of the wrong answer and none of the sound one', () => {
    const claim = /absolute claims?/;
    expect(wrong.dimensions.technical_accuracy.feedback + wrong.dimensions.problem_solving.feedback).toMatch(claim);
    expect(sound.dimensions.technical_accuracy.feedback + sound.dimensions.problem_solving.feedback).not.toMatch(claim);
  });
});

describe('dismissals are heard however they are phrased, and a limit with its condition is not one', () => {
  const absolutesIn = (answer: string) => measureSoundness(buildSpeech([answer]).all).absolutes.length;
  it.each([
    'Kubernetes restarts the pod, so the memory leak fixes itself.',
    "SQL injection isn't worth worrying about with an ORM.",
    'You never need to worry about backups in the cloud.',
    "MongoDB doesn't scale.",
    'Honestly, that risk is not worth worrying about.',
    'The load balancer makes the outage go away by itself.',
    'Reconciliations are a waste of time with modern software.',
  ])('counts "%s" as an absolute claim', (answer) => {
    expect(absolutesIn(answer)).toBeGreaterThan(0);
  });

  it.each([
    "A single primary doesn't scale past a few thousand writes per second.",
    'A restart does not make the leak go away by itself.',
    'We checked whether the risk was worth the cost of a second server.',
  ])('does not count "%s" as an absolute claim', (answer) => {
    expect(absolutesIn(answer)).toBe(0);
  });
});
