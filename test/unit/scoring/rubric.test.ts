import { describe, expect, it } from 'vitest';
import { overallScore } from '../../../src/domain/scoring/composite';
import { rubricSchema, validateRubric } from '../../../src/domain/scoring/rubric';

const issues = (input: unknown) => {
  const r = validateRubric(input);
  if (r.ok) throw new Error('expected the rubric to be rejected');
  return r.issues;
};

describe('rubric schema', () => {
  it('accepts a full rubric and a name-only one', () => {
    const full = {
      name: 'Backend loop',
      weights: { technical_accuracy: 2, communication: 1, problem_solving: 1.5 },
      pass_mark: 65,
      criteria: {
        technical_accuracy: [{ skill: 'PostgreSQL', weight: 2 }],
        communication: [{ phrase: 'for example', weight: 1 }],
        problem_solving: [{ phrase: 'trade-off', weight: 1 }],
      },
    };
    expect(validateRubric(full)).toEqual({ ok: true, rubric: full });
    expect(rubricSchema.parse({ name: 'Default' })).toEqual({ name: 'Default' });
    expect(
      validateRubric({ name: 'Zero one', weights: { technical_accuracy: 0, communication: 1, problem_solving: 0 } }).ok,
    ).toBe(true);
  });

  it('rejects unknown keys at every level and names them', () => {
    expect(issues({ name: 'x', pass_score: 60 })).toEqual([
      { path: '', message: 'rubric has unknown field "pass_score" (allowed: name, weights, pass_mark, criteria)' },
    ]);
    expect(
      issues({ name: 'x', weights: { technical_accuracy: 1, communication: 1, problem_solving: 1, culture: 1 } })[0],
    ).toMatchObject({
      path: 'weights',
      message: expect.stringContaining('"culture"'),
    });
    expect(issues({ name: 'x', criteria: { leadership: [] } })[0]!.message).toContain('"leadership"');
    expect(
      issues({ name: 'x', criteria: { communication: [{ phrase: 'ok then', weight: 1, note: 'y' }] } })[0]!.message,
    ).toContain('"note"');
  });

  it('requires a non-empty name', () => {
    expect(issues({})).toEqual([{ path: 'name', message: 'name is required and must be a string' }]);
    expect(issues({ name: '  ' })).toEqual([{ path: 'name', message: 'name must not be empty' }]);
  });

  it('R21: weights are capped at 100, and no stored weights can overflow overall_score', () => {
    expect(
      validateRubric({ name: 'X', weights: { technical_accuracy: 1e308, communication: 0, problem_solving: 0 } }).ok,
    ).toBe(false);
    const low = { technical_accuracy: 5, communication: 90, problem_solving: 90 };
    // A rubric stored before the cap: the weighted mean is still the weighted mean.
    expect(overallScore(low, { technical_accuracy: 1e308, communication: 0, problem_solving: 0 })).toBe(5);
    expect(overallScore(low, { technical_accuracy: 1e308, communication: 1e308, problem_solving: 1e308 })).toBe(62);
    expect(overallScore(low, { technical_accuracy: 2, communication: 1, problem_solving: 1 })).toBe(48);
  });

  it('requires all three weights, non-negative and not all zero', () => {
    expect(issues({ name: 'x', weights: { technical_accuracy: 1, communication: 1 } })).toEqual([
      { path: 'weights.problem_solving', message: 'weights.problem_solving must be a number' },
    ]);
    expect(issues({ name: 'x', weights: { technical_accuracy: -1, communication: 1, problem_solving: 1 } })).toEqual([
      { path: 'weights.technical_accuracy', message: 'weights.technical_accuracy must not be negative' },
    ]);
    expect(issues({ name: 'x', weights: { technical_accuracy: 0, communication: 0, problem_solving: 0 } })).toEqual([
      { path: 'weights', message: 'weights must not all be zero' },
    ]);
    expect(
      issues({ name: 'x', weights: { technical_accuracy: Infinity, communication: 1, problem_solving: 1 } })[0]!.path,
    ).toBe('weights.technical_accuracy');
  });

  it('requires pass_mark to be an integer from 0 to 100', () => {
    expect(issues({ name: 'x', pass_mark: 70.5 })).toEqual([
      { path: 'pass_mark', message: 'pass_mark must be an integer' },
    ]);
    expect(issues({ name: 'x', pass_mark: 101 })).toEqual([
      { path: 'pass_mark', message: 'pass_mark must be between 0 and 100' },
    ]);
    expect(issues({ name: 'x', pass_mark: -1 })[0]!.path).toBe('pass_mark');
    expect(validateRubric({ name: 'x', pass_mark: 0 }).ok).toBe(true);
  });

  it('requires exactly one of phrase or skill, and a positive weight, per criterion', () => {
    const path = 'criteria.communication.0';
    expect(issues({ name: 'x', criteria: { communication: [{ phrase: 'STAR', skill: 'SQL', weight: 1 }] } })).toEqual([
      { path, message: 'a criterion needs exactly one of phrase or skill' },
    ]);
    expect(issues({ name: 'x', criteria: { communication: [{ weight: 1 }] } })).toEqual([
      { path, message: 'a criterion needs exactly one of phrase or skill' },
    ]);
    expect(issues({ name: 'x', criteria: { communication: [{ phrase: 'STAR' }] } })).toEqual([
      { path: `${path}.weight`, message: 'weight is required and must be a number' },
    ]);
    expect(issues({ name: 'x', criteria: { communication: [{ phrase: 'STAR', weight: 0 }] } })).toEqual([
      { path: `${path}.weight`, message: 'weight must be greater than 0' },
    ]);
    expect(issues({ name: 'x', criteria: { communication: [{ phrase: 'a', weight: 1 }] } })).toEqual([
      { path: `${path}.phrase`, message: 'phrase must have at least 2 characters' },
    ]);
  });

  it('rejects a non-object', () => {
    expect(issues('rubric')).toEqual([{ path: '', message: 'rubric must be an object' }]);
    expect(issues(null)[0]!.message).toBe('rubric must be an object');
  });
});
