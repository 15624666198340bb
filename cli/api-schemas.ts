import { z } from 'zod';

// What the CLI reads from the API, checked once at the edge so components get typed props.
// Loose objects: fields the spec adds later pass through to --json untouched.

export const jobStatusSchema = z.enum(['queued', 'processing', 'completed', 'failed']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobSchema = z.looseObject({
  job_id: z.string(),
  type: z.string(),
  status: jobStatusSchema,
  result: z.unknown(),
  error: z.looseObject({ code: z.string(), message: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const acceptedSchema = z.looseObject({ job_id: z.string(), status: z.string(), check_status_url: z.string() });

export const matchSchema = z.looseObject({
  job_id: z.string(),
  title: z.string(),
  location: z.string().nullable().optional(),
  employment_type: z.string().optional(),
  match_score: z.number(),
  rationale: z.string(),
  skills_gap: z.looseObject({ matched: z.array(z.string()), missing: z.array(z.string()) }),
});
export type JobMatch = z.infer<typeof matchSchema>;
export const matchResultSchema = z.looseObject({ matches: z.array(matchSchema) });

const dimensionSchema = z.looseObject({ score: z.number(), feedback: z.string() });
export const scorecardSchema = z.looseObject({
  overall_score: z.number(),
  dimensions: z.looseObject({
    technical_accuracy: dimensionSchema,
    communication: dimensionSchema,
    problem_solving: dimensionSchema,
  }),
  summary: z.string(),
  recommendation: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const candidateSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullable(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  experience_years: z.number().nullable(),
  updated_at: z.string(),
});
export type Candidate = z.infer<typeof candidateSchema>;
export const candidatesPageSchema = z.looseObject({
  candidates: z.array(candidateSchema),
  pagination: z.looseObject({ page: z.number(), limit: z.number(), total: z.number(), total_pages: z.number() }),
});
export type CandidatesPage = z.infer<typeof candidatesPageSchema>;

/** R1 error body; anything else from a failing server is reported by status alone. */
export const errorBodySchema = z.looseObject({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  retryAfter: z.number().optional(),
});
