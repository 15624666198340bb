import { z } from 'zod';
import { findCompanyRubric } from '../../db/rubrics.repository';
import { rubricSchema } from '../../domain/scoring';
import { AppError } from '../../errors';
import { API_PREFIX } from '../../api-paths';
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
    let rubric = null;
    if (input.rubric_id !== undefined) {
      const row = await findCompanyRubric(ctx.deps.db, ctx.auth.company.id, input.rubric_id);
      if (!row) throw new AppError('RUBRIC_NOT_FOUND', `rubric_id "${input.rubric_id}" does not name a rubric of your company.`);
      rubric = rubricSchema.parse(JSON.parse(row.definition));
    }
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
