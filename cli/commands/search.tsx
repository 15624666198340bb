import type { Command } from 'commander';
import { z } from 'zod';
import { viaCli } from '../api-client';
import { API_ENV_HELP, apiContext } from '../api-command';
import { intFlag, parseFlags } from '../flags';
import { emit, type CliIO } from '../io';
import { CandidatesTable } from '../ui/CandidatesTable';

const skillsFlag = z.string().transform((v, ctx) => {
  const items = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const tooLong = items.find((s) => s.length > 80);
  if (items.length === 0 || items.length > 20 || tooLong) {
    ctx.addIssue({
      code: 'custom',
      message: tooLong
        ? `--skills: "${tooLong.slice(0, 20)}..." is over 80 characters`
        : '--skills must list 1 to 20 comma-separated skills',
    });
    return z.NEVER;
  }
  return items.join(',');
});

const searchFlags = z.object({
  q: z.string().max(300, '--q must be at most 300 characters').optional(),
  skills: skillsFlag.optional(),
  location: z.string().max(120, '--location must be at most 120 characters').optional(),
  experienceMin: intFlag('--experience-min', 0, 60).optional(),
  page: intFlag('--page', 1, 1_000_000).optional(),
  limit: intFlag('--limit', 1, 50).optional(),
  json: z.boolean().optional(),
});

export function registerSearch(program: Command, io: CliIO): void {
  program
    .command('search')
    .description('Search discoverable candidates (GET /api/v1/external/candidates)')
    .option('--q <text>', 'free text over headline, summary and skills')
    .option('--skills <list>', 'comma-separated skills; a candidate must have all')
    .option('--location <text>', 'substring of the location')
    .option('--experience-min <years>', 'minimum years of experience (0-60)')
    .option('--page <n>', 'page number (from 1)')
    .option('--limit <n>', 'results per page (1-50)')
    .option('--json', 'print JSON')
    .addHelpText('after', API_ENV_HELP)
    .action(async (raw: unknown) => {
      const f = parseFlags(searchFlags, raw);
      const { client } = apiContext(io);
      const data = await viaCli(() =>
        client.candidates.search({
          q: f.q,
          skills: f.skills,
          location: f.location,
          experience_min: f.experienceMin,
          page: f.page,
          limit: f.limit,
        }),
      );
      emit(io, f.json, data, () => <CandidatesTable page={data} />);
    });
}
