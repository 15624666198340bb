import { Command, CommanderError, Option } from 'commander';
import type { ZodError } from 'zod';
import { AppError } from '../src/errors';
import { CliError, ignoreClosedPipes, processIO, type CliIO } from './io';
import { loadInk } from './ui/ink';

export type Register = (program: Command, io: CliIO) => void;

export interface Group {
  name: string;
  /** The group's description, as it registers it: what `hiring --help` lists without loading it. */
  summary: string;
  /** A command with options of its own, not a group of subcommands (help shows "[options]"). */
  leaf?: boolean;
  load(): Promise<Register>;
}

/**
 * Every command group, loaded only when named: a command pays for its own modules (the matching
 * engine, the taxonomy, mysql2) and no other's. A test checks each summary against the group.
 */
export const GROUPS: readonly Group[] = [
  {
    name: 'companies',
    summary: 'Manage companies (tenants)',
    load: async () => (await import('./commands/companies')).registerCompanies,
  },
  { name: 'keys', summary: 'Manage API keys', load: async () => (await import('./commands/keys')).registerKeys },
  {
    name: 'candidates',
    summary: 'Candidate profiles and their search index',
    load: async () => (await import('./commands/candidates')).registerCandidates,
  },
  {
    name: 'seed',
    summary: 'Upsert deterministic synthetic candidates (cand_<seed>_<n>) drawn from O*NET occupations and skills',
    leaf: true,
    load: async () => (await import('./commands/seed')).registerSeed,
  },
  {
    name: 'postings',
    summary: "Manage a company's job postings (what match-jobs ranks)",
    load: async () => (await import('./commands/postings')).registerPostings,
  },
  {
    name: 'rubrics',
    summary: 'Manage interview scoring rubrics',
    load: async () => (await import('./commands/rubrics')).registerRubrics,
  },
  {
    name: 'audit',
    summary: 'The audit trail of changes to companies, keys, rubrics and postings',
    leaf: true,
    load: async () => (await import('./commands/audit')).registerAudit,
  },
  {
    name: 'search',
    summary: 'Search discoverable candidates (GET /api/v1/external/candidates)',
    leaf: true,
    load: async () => (await import('./commands/search')).registerSearch,
  },
  {
    name: 'match',
    summary: "Rank the company's open postings against a resume (POST /api/v1/external/ai/match-jobs)",
    leaf: true,
    load: async () => (await import('./commands/match')).registerMatch,
  },
  {
    name: 'score',
    summary: 'Score an interview transcript (POST /api/v1/external/ai/score-interview)',
    leaf: true,
    load: async () => (await import('./commands/score')).registerScore,
  },
  {
    name: 'usage',
    summary: "A company's API usage per UTC day, endpoint and status class, as the API processes flushed it",
    leaf: true,
    load: async () => (await import('./commands/usage')).registerUsage,
  },
  {
    name: 'jobs',
    summary: 'Read and watch async AI jobs (GET /api/v1/external/jobs/{id})',
    load: async () => (await import('./commands/jobs')).registerJobs,
  },
  {
    name: 'webhooks',
    summary: "Manage a company's webhook endpoints, and receive events locally",
    load: async () => (await import('./commands/webhooks')).registerWebhooks,
  },
  {
    name: 'temporal',
    summary: 'Prepare a Temporal cluster: the namespace, its retention and the search attributes',
    load: async () => (await import('./commands/temporal')).registerTemporal,
  },
];

/**
 * The program with the named groups in full and the others as their summaries (the top-level
 * help reads the same either way; `hiring <group> ...` and `hiring help <group>` name one).
 */
export async function buildProgram(
  io: CliIO,
  full: ReadonlySet<string> = new Set(GROUPS.map((g) => g.name)),
): Promise<Command> {
  const program = new Command('hiring')
    .description('Operate the External Hiring API: companies, keys, data, and AI jobs')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .showHelpAfterError(false);
  for (const group of GROUPS) {
    if (full.has(group.name)) (await group.load())(program, io);
    else summaryOnly(program, group);
  }
  return program;
}

function summaryOnly(program: Command, group: Group): void {
  const cmd = program.command(group.name).description(group.summary);
  if (group.leaf) cmd.addOption(new Option('--json').hideHelp());
}

/** The group a command line names: its first operand, or the one after `help`. */
export function namedGroup(argv: readonly string[]): string | undefined {
  const operands = argv.slice(2).filter((a) => !a.startsWith('-'));
  return operands[0] === 'help' ? operands[1] : operands[0];
}

/** Runs one command line; returns the exit code instead of exiting, so tests can call it. */
export async function main(argv: string[], io: CliIO = processIO): Promise<number> {
  if (io === processIO) ignoreClosedPipes();
  try {
    // A person reads the output (a terminal, no --json): the views need Ink.
    if (io.stdout.isTTY && !argv.includes('--json')) await loadInk();
    const group = namedGroup(argv);
    const program = await buildProgram(io, new Set(group === undefined ? [] : [group]));
    await program.parseAsync(argv);
    return 0;
  } catch (err) {
    return exitCodeFor(err, io);
  }
}

function exitCodeFor(err: unknown, io: CliIO): number {
  if (err instanceof CommanderError) {
    if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help')
      return 0;
    return 2; // commander already printed its one-line message
  }
  if (err instanceof CliError) {
    io.stderr.write(`error: ${err.message}\n`);
    return err.exitCode;
  }
  if (isZodError(err)) {
    const issue = err.issues[0]!;
    io.stderr.write(`error: ${issue.path.join('.') || 'input'}: ${issue.message}\n`);
    return 2;
  }
  if (err instanceof AppError) {
    io.stderr.write(`error: ${err.message}\n`);
    return 2;
  }
  io.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
  return 1;
}

/** By name: zod takes ~70 ms to load, which `hiring --help` need not pay for an instanceof. */
function isZodError(err: unknown): err is ZodError {
  return err instanceof Error && err.name === 'ZodError' && Array.isArray((err as Partial<ZodError>).issues);
}
