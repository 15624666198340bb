// Match ranking by a model: the local engine retrieves the candidates, the model judges their fit.
// match_score is the model's fit; the order is R19's (score, then most recently updated, then id);
// min_score and limit apply after; skills_gap stays the taxonomy's (auditable).
import { z } from 'zod';
import { compareMatches, type JobMatch } from '../matching';
import { DATA_RULES, dataMessage } from './instructions';

export const MATCHING_SCHEMA_NAME = 'posting_fit';

/** How many of the local engine's best postings the model reads. */
export const candidatesFor = (limit: number): number => Math.max(limit, 10);

/** Characters of a posting's description sent to the model (the start says what the job is). */
export const DESCRIPTION_CHARS = 600;

export interface PostingBrief {
  job_id: string;
  title: string;
  required_skills: string[];
  description_start: string;
}

export function matchingSchema(jobIds: readonly string[]): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['postings'],
    properties: {
      postings: {
        type: 'array',
        description: 'One entry per posting given, each job_id exactly once.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['job_id', 'fit', 'rationale'],
          properties: {
            job_id: { type: 'string', enum: [...jobIds] },
            fit: {
              type: 'number',
              minimum: 0,
              maximum: 1,
              description: 'How well the resume fits the posting, 0 to 1.',
            },
            rationale: {
              type: 'string',
              description: 'One or two sentences a recruiter would write, about skills and experience only.',
            },
          },
        },
      },
    },
  };
}

export function matchingMessages(
  blindResume: string,
  postings: readonly PostingBrief[],
): Array<{ role: 'system' | 'user'; content: string }> {
  const system = [
    'You help a recruiter judge how well one resume fits each of several job postings.',
    'For every posting give a fit from 0 (no fit) to 1 (excellent fit) and a one- or two-sentence rationale naming the skills and experience that decide it.',
    'The postings are company data; the resume is candidate material.',
    DATA_RULES,
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Postings (JSON):\n${JSON.stringify(postings)}` },
    { role: 'user', content: dataMessage('RESUME', blindResume) },
  ];
}

const fitAnswer = z.strictObject({
  postings: z.array(
    z.strictObject({ job_id: z.string(), fit: z.number().min(0).max(1), rationale: z.string().trim().min(1).max(600) }),
  ),
});

export type FitAnswer = Map<string, { fit: number; rationale: string }>;

/** Every posting given must be judged exactly once; anything else is a schema problem. */
export function parseMatchingAnswer(
  json: unknown,
  jobIds: readonly string[],
): { ok: true; value: FitAnswer } | { ok: false; problem: string } {
  const parsed = fitAnswer.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    return { ok: false, problem: `schema violation at ${first.path.join('.') || '(root)'}: ${first.message}` };
  }
  const wanted = new Set(jobIds);
  const value: FitAnswer = new Map();
  for (const p of parsed.data.postings) {
    if (!wanted.has(p.job_id)) return { ok: false, problem: 'a job_id that is not one of the postings given' };
    if (value.has(p.job_id)) return { ok: false, problem: `job_id ${p.job_id} is judged twice` };
    value.set(p.job_id, { fit: p.fit, rationale: p.rationale });
  }
  const missing = jobIds.filter((id) => !value.has(id));
  if (missing.length > 0) return { ok: false, problem: `${missing.length} posting(s) not judged, e.g. ${missing[0]}` };
  return { ok: true, value };
}

/**
 * The final matches: the local candidates with the model's fit and rationale, ordered per R19
 * (compareMatches: score descending, then most recently updated, then id), then min_score and limit.
 */
export function applyFit(
  candidates: ReadonlyArray<{ match: JobMatch; updatedAt: number }>,
  fit: FitAnswer,
  opts: { limit: number; minScore: number },
): JobMatch[] {
  const judged = candidates.map(({ match, updatedAt }) => {
    const f = fit.get(match.job_id)!;
    return { match: { ...match, match_score: Math.round(f.fit * 1000) / 1000, rationale: f.rationale }, updatedAt };
  });
  judged.sort((a, b) =>
    compareMatches(a.match.match_score, a.updatedAt, a.match.job_id, b.match.match_score, b.updatedAt, b.match.job_id),
  );
  return judged
    .filter((j) => j.match.match_score >= opts.minScore)
    .slice(0, Math.max(0, Math.floor(opts.limit)))
    .map((j) => j.match);
}
