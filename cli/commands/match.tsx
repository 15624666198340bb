import type { Command } from 'commander';
import { z } from 'zod';
import { checkResumeUrlSyntax } from '../../src/domain/network/url-policy';
import { statusOf, viaCli } from '../api-client';
import { API_ENV_HELP, apiContext, watchAndReport } from '../api-command';
import { acceptedSchema, matchResultSchema } from '../api-schemas';
import { idempotencyKeyFlag, intFlag, numberFlag, parseFlags, readFieldFile, textFlag } from '../flags';
import { emit, type CliIO } from '../io';
import { KeyValue } from '../ui/KeyValue';
import { MatchesTable } from '../ui/MatchesTable';

const matchFlags = z
  .object({
    resumeFile: z.string().min(1).optional(),
    resumeUrl: z
      .string()
      .superRefine((u, ctx) => {
        const problem = checkResumeUrlSyntax(u);
        if (problem) ctx.addIssue({ code: 'custom', message: `--resume-url: ${problem}` });
      })
      .optional(),
    limit: intFlag('--limit', 1, 20).optional(),
    minScore: numberFlag('--min-score', 0, 1).optional(),
    async: z.boolean().optional(),
    watch: z.boolean().optional(),
    idempotencyKey: idempotencyKeyFlag,
    json: z.boolean().optional(),
  })
  .refine(
    (f) => (f.resumeFile === undefined) !== (f.resumeUrl === undefined),
    'give exactly one of --resume-file and --resume-url',
  );

const [TEXT_MIN, TEXT_MAX] = [50, 50_000];
const resumeText = textFlag('--resume-file', TEXT_MIN, TEXT_MAX);

export function registerMatch(program: Command, io: CliIO): void {
  program
    .command('match')
    .description("Rank the company's open postings against a resume (POST /api/v1/external/ai/match-jobs)")
    .option('--resume-file <path>', 'resume as a UTF-8 text file (sent as resume_text)')
    .option('--resume-url <url>', 'public HTTPS address of a resume file (sent as resume_url)')
    .option('--limit <n>', 'most matches returned (1-20, default 5)')
    .option('--min-score <x>', 'only matches scoring at least this (0-1, default 0)')
    .option('--async', 'submit a job and print its id')
    .option('--watch', 'submit a job and watch it to the end (implies --async)')
    .option('--idempotency-key <key>', 'Idempotency-Key header: a retry with the same key runs nothing twice')
    .option('--json', 'print JSON')
    .addHelpText('after', API_ENV_HELP)
    .action(async (raw: unknown) => {
      const f = parseFlags(matchFlags, raw);
      const text =
        f.resumeFile === undefined
          ? undefined
          : parseFlags(resumeText, await readFieldFile('--resume-file', f.resumeFile, TEXT_MIN, TEXT_MAX));
      const ctx = apiContext(io);
      const async = Boolean(f.async || f.watch);
      const body = {
        ...(text !== undefined ? { resume_text: text } : { resume_url: f.resumeUrl }),
        ...(f.limit !== undefined && { limit: f.limit }),
        ...(f.minScore !== undefined && { min_score: f.minScore }),
        ...(async && { async: true }),
      };
      const sent: object = await viaCli(() => ctx.client.ai.matchJobs(body, { idempotencyKey: f.idempotencyKey }));
      if (statusOf(sent) === 202) {
        const accepted = acceptedSchema.parse(sent);
        if (f.watch)
          return watchAndReport(io, ctx, {
            jobId: accepted.job_id,
            type: 'match_jobs',
            initialStatus: 'queued',
            json: f.json,
          });
        return emit(io, f.json, accepted, () => acceptedView(accepted.job_id, accepted.check_status_url));
      }
      const result = matchResultSchema.parse(sent);
      emit(io, f.json, result, () => <MatchesTable matches={result.matches} />);
    });
}

export const acceptedView = (jobId: string, url: string) => (
  <KeyValue
    title="Job accepted"
    entries={[
      ['job_id', jobId],
      ['status', 'queued'],
      ['check', url],
    ]}
    note={`watch it with: hiring jobs watch ${jobId}`}
  />
);
