import { z } from 'zod';
import { checkResumeUrlSyntax } from '../../domain/network/url-policy';
import { API_PREFIX } from '../../api-paths';
import { asyncFlag, boundedInt, boundedNumber, codePointString } from '../schemas';
import { aiProcedure } from '../trpc';
import { idempotencyKeyOf, respondAiCall } from './ai-call';

export const matchJobsInput = z
  .strictObject({
    resume_text: codePointString('resume_text', 50, 50_000).optional(),
    resume_url: z
      .string({ error: 'resume_url must be a string' })
      .superRefine((url, ctx) => {
        const problem = checkResumeUrlSyntax(url);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      // The scheme is case-insensitive, as the URL parser that judges it (checkResumeUrlSyntax) has it.
      .meta({ format: 'uri', maxLength: 2048, pattern: '^[Hh][Tt][Tt][Pp][Ss]:' })
      .optional(),
    limit: boundedInt('limit', 1, 20).default(5),
    min_score: boundedNumber('min_score', 0, 1).default(0),
    async: asyncFlag,
  })
  .superRefine((b, ctx) => {
    // Spec: exactly one of the two, not both (R2: 400).
    if ((b.resume_text === undefined) === (b.resume_url === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'give exactly one of resume_text and resume_url' });
    }
  });

export const matchJobsProcedure = aiProcedure('ai:match')
  .input(matchJobsInput)
  .mutation(async ({ ctx, input }) => {
    const idempotencyKey = idempotencyKeyOf(ctx);
    return respondAiCall(
      ctx,
      {
        type: 'match_jobs',
        endpoint: `${API_PREFIX}/ai/match-jobs`,
        async: input.async,
        workflowInput: {
          companyId: ctx.auth.company.id,
          resumeText: input.resume_text ?? null,
          resumeUrl: input.resume_url ?? null,
          limit: input.limit,
          minScore: input.min_score,
          asOf: new Date(ctx.deps.clock.now()).toISOString(),
        },
      },
      idempotencyKey,
    );
  });
