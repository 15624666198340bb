import type { Command } from 'commander';
import { z } from 'zod';
import { statusOf, viaCli } from '../api-client';
import { API_ENV_HELP, apiContext, watchAndReport } from '../api-command';
import { acceptedSchema, scorecardSchema } from '../api-schemas';
import { idempotencyKeyFlag, parseFlags, readFieldFile, textFlag } from '../flags';
import { emit, type CliIO } from '../io';
import { Scorecard } from '../ui/Scorecard';
import { acceptedView } from './match';

const scoreFlags = z.object({
  transcriptFile: z.string().min(1),
  role: textFlag('--role', 2, 120),
  rubric: textFlag('--rubric', 1, 100).optional(),
  async: z.boolean().optional(),
  watch: z.boolean().optional(),
  idempotencyKey: idempotencyKeyFlag,
  json: z.boolean().optional(),
});

const [TEXT_MIN, TEXT_MAX] = [50, 50_000];
const transcriptText = textFlag('--transcript-file', TEXT_MIN, TEXT_MAX);

export function registerScore(program: Command, io: CliIO): void {
  program
    .command('score')
    .description('Score an interview transcript (POST /api/v1/external/ai/score-interview)')
    .requiredOption('--transcript-file <path>', 'verbatim interview transcript, a UTF-8 text file')
    .requiredOption('--role <role>', 'role being evaluated (2-120 characters)')
    .option('--rubric <id>', "one of the company's rubrics (rubric_id)")
    .option('--async', 'submit a job and print its id')
    .option('--watch', 'submit a job and watch it to the end (implies --async)')
    .option('--idempotency-key <key>', 'Idempotency-Key header: a retry with the same key runs nothing twice')
    .option('--json', 'print JSON')
    .addHelpText('after', API_ENV_HELP)
    .action(async (raw: unknown) => {
      const f = parseFlags(scoreFlags, raw);
      const transcript = parseFlags(
        transcriptText,
        await readFieldFile('--transcript-file', f.transcriptFile, TEXT_MIN, TEXT_MAX),
      );
      const ctx = apiContext(io);
      const async = Boolean(f.async || f.watch);
      const body = {
        transcript,
        role: f.role,
        ...(f.rubric !== undefined && { rubric_id: f.rubric }),
        ...(async && { async: true }),
      };
      const sent: object = await viaCli(() => ctx.client.ai.scoreInterview(body, { idempotencyKey: f.idempotencyKey }));
      if (statusOf(sent) === 202) {
        const accepted = acceptedSchema.parse(sent);
        if (f.watch)
          return watchAndReport(io, ctx, {
            jobId: accepted.job_id,
            type: 'score_interview',
            initialStatus: 'queued',
            json: f.json,
            role: f.role,
          });
        return emit(io, f.json, accepted, () => acceptedView(accepted.job_id, accepted.check_status_url));
      }
      const card = scorecardSchema.parse(sent);
      emit(io, f.json, card, () => <Scorecard scorecard={card} role={f.role} />);
    });
}
