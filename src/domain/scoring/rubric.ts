// A company's custom scoring rubric (R21): dimension weights, pass mark and per-dimension
// criteria. The schema is strict (unknown keys are rejected) so a typo such as "pass_score"
// fails loudly instead of silently falling back to the default.

import { z } from 'zod';

export const DIMENSIONS = ['technical_accuracy', 'communication', 'problem_solving'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

// Error for an object's own issues: names the unknown keys and lists the allowed ones.
const objectError = (what: string, allowed: string[]) => ({
  error: (iss: { code?: string; keys?: string[] }) =>
    iss.code === 'unrecognized_keys'
      ? `${what} has unknown field${(iss.keys?.length ?? 0) > 1 ? 's' : ''} ${(iss.keys ?? []).map((k) => `"${k}"`).join(', ')} (allowed: ${allowed.join(', ')})`
      : `${what} must be an object`,
});

const weight = (dim: Dimension) =>
  z
    .number({ error: `weights.${dim} must be a number` })
    .nonnegative({ error: `weights.${dim} must not be negative` })
    // As the criteria's weights: 1e308 would overflow the weighted sum.
    .max(100, { error: `weights.${dim} must be at most 100` });

export const criterionSchema = z
  .strictObject(
    {
      phrase: z
        .string({ error: 'phrase must be a string' })
        .trim()
        .min(2, { error: 'phrase must have at least 2 characters' })
        .max(200, { error: 'phrase must have at most 200 characters' })
        .optional(),
      skill: z
        .string({ error: 'skill must be a string' })
        .trim()
        .min(1, { error: 'skill must not be empty' })
        .max(100, { error: 'skill must have at most 100 characters' })
        .optional(),
      weight: z
        .number({ error: 'weight is required and must be a number' })
        .positive({ error: 'weight must be greater than 0' })
        .max(100, { error: 'weight must be at most 100' }),
    },
    objectError('a criterion', ['phrase', 'skill', 'weight']),
  )
  .refine((c) => (c.phrase === undefined) !== (c.skill === undefined), {
    error: 'a criterion needs exactly one of phrase or skill',
  });

const criteriaList = (dim: Dimension) =>
  z.array(criterionSchema, { error: `criteria.${dim} must be an array` }).max(50, {
    error: `criteria.${dim} may hold at most 50 criteria`,
  });

export const rubricSchema = z.strictObject(
  {
    name: z
      .string({ error: 'name is required and must be a string' })
      .trim()
      .min(1, { error: 'name must not be empty' })
      .max(100, { error: 'name must have at most 100 characters' }),
    weights: z
      .strictObject(
        {
          technical_accuracy: weight('technical_accuracy'),
          communication: weight('communication'),
          problem_solving: weight('problem_solving'),
        },
        objectError('weights', [...DIMENSIONS]),
      )
      .refine((w) => w.technical_accuracy + w.communication + w.problem_solving > 0, {
        error: 'weights must not all be zero',
      })
      .optional(),
    pass_mark: z
      .int({ error: 'pass_mark must be an integer' })
      .min(0, { error: 'pass_mark must be between 0 and 100' })
      .max(100, { error: 'pass_mark must be between 0 and 100' })
      .optional(),
    criteria: z
      .strictObject(
        {
          technical_accuracy: criteriaList('technical_accuracy').optional(),
          communication: criteriaList('communication').optional(),
          problem_solving: criteriaList('problem_solving').optional(),
        },
        objectError('criteria', [...DIMENSIONS]),
      )
      .optional(),
  },
  objectError('rubric', ['name', 'weights', 'pass_mark', 'criteria']),
);

export type Rubric = z.infer<typeof rubricSchema>;
export type Criterion = z.infer<typeof criterionSchema>;
export type Weights = Record<Dimension, number>;

export const DEFAULT_WEIGHTS: Weights = { technical_accuracy: 1, communication: 1, problem_solving: 1 };
export const DEFAULT_PASS_MARK = 70;

export interface RubricIssue {
  path: string;
  message: string;
}

/** Validates untrusted input; issues carry a dotted path ("criteria.communication.0.weight"). */
export function validateRubric(input: unknown): { ok: true; rubric: Rubric } | { ok: false; issues: RubricIssue[] } {
  const r = rubricSchema.safeParse(input);
  if (r.success) return { ok: true, rubric: r.data };
  return {
    ok: false,
    issues: r.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  };
}
