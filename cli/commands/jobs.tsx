import type { Command } from 'commander';
import { Box } from '../ui/ink';
import { z } from 'zod';
import { viaCli } from '../api-client';
import { API_ENV_HELP, apiContext, resultView, watchAndReport } from '../api-command';
import { jobSchema, type Job } from '../api-schemas';
import { parseFlags } from '../flags';
import { CliError, emit, type CliIO } from '../io';
import { KeyValue } from '../ui/KeyValue';

const jobId = z.string().min(1, 'a job id is required').max(200, 'a job id is at most 200 characters');
const jsonFlag = z.object({ json: z.boolean().optional() });

const jobView = (job: Job) => (
  <Box flexDirection="column">
    <KeyValue
      entries={[
        ['job_id', job.job_id],
        ['type', job.type],
        ['status', job.status],
        ['created', job.created_at],
        ['updated', job.updated_at],
        ...(job.error ? [['error', `${job.error.message} (${job.error.code})`] as [string, string]] : []),
      ]}
    />
    {job.status === 'completed' ? <Box marginTop={1}>{resultView(job.result)}</Box> : null}
  </Box>
);

export function registerJobs(program: Command, io: CliIO): void {
  const jobs = program.command('jobs').description('Read and watch async AI jobs (GET /api/v1/external/jobs/{id})');

  jobs
    .command('get <id>')
    .description('Show one job once (exit 1 when it failed)')
    .option('--json', 'print JSON')
    .addHelpText('after', API_ENV_HELP)
    .action(async (id: string, raw: unknown) => {
      const f = parseFlags(jsonFlag, raw);
      const jid = parseFlags(jobId, id);
      const { client } = apiContext(io);
      const job = jobSchema.parse(await viaCli(() => client.jobs.get(jid)));
      emit(io, f.json, job, () => jobView(job));
      if (job.status === 'failed')
        throw new CliError(
          `job ${job.job_id} failed${job.error ? `: ${job.error.message} (${job.error.code})` : ''}`,
          1,
        );
    });

  jobs
    .command('watch <id>')
    .description('Poll a job to its end on the recommended schedule (exit 0 completed, 1 failed, 3 gave up)')
    .option('--json', 'print JSON')
    .addHelpText('after', API_ENV_HELP)
    .action(async (id: string, raw: unknown) => {
      const f = parseFlags(jsonFlag, raw);
      const jid = parseFlags(jobId, id);
      await watchAndReport(io, apiContext(io), { jobId: jid, json: f.json });
    });
}
