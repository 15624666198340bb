import { z } from 'zod';
import { API_PREFIX } from '../../api-paths';
import { companyRubricForScoring } from '../../services/rubrics.service';
import { asyncFlag, codePointString } from '../schemas';
import { aiProcedure } from '../trpc';
import { idempotencyKeyOf, respondAiCall } from './ai-call';

export const scoreInterviewInput = z.strictObject({
  transcript: codePointString('transcript', 50, 50_000),
  role: codePointString('role', 2, 120),
  rubric_id: codePointString('rubric_id', 1, 100).optional(),
  async: asyncFlag,
});

export const scoreInterviewProcedure = aiProcedure('ai:score')
  .input(scoreInterviewInput)
  .mutation(async ({ ctx, input }) => {
    const idempotencyKey = idempotencyKeyOf(ctx);
    // Checked with the input, before the AI window (R5): a wrong rubric costs the caller nothing.
    const rubric =
      input.rubric_id === undefined
        ? null
        : await companyRubricForScoring(ctx.deps.db, ctx.auth.company.id, input.rubric_id);
    return respondAiCall(
      ctx,
      {
        type: 'score_interview',
        endpoint: `${API_PREFIX}/ai/score-interview`,
        async: input.async,
        workflowInput: { transcript: input.transcript, role: input.role, rubric },
      },
      idempotencyKey,
    );
  });
