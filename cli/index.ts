import { Command, CommanderError } from 'commander';
import { ZodError } from 'zod';
import { AppError } from '../src/errors';
import { registerCandidates } from './commands/candidates';
import { registerCompanies } from './commands/companies';
import { registerJobs } from './commands/jobs';
import { registerKeys } from './commands/keys';
import { registerMatch } from './commands/match';
import { registerPostings } from './commands/postings';
import { registerRubrics } from './commands/rubrics';
import { registerScore } from './commands/score';
import { registerSeed } from './commands/seed';
import { registerSearch } from './commands/search';
import { CliError, ignoreClosedPipes, processIO, type CliIO } from './io';

export type Register = (program: Command, io: CliIO) => void;

/** Every command group adds itself here; each command has --json. */
const groups: Register[] = [registerCompanies, registerKeys, registerCandidates, registerSeed, registerPostings, registerRubrics, registerSearch, registerMatch, registerScore, registerJobs];

export function buildProgram(io: CliIO): Command {
  const program = new Command('hiring')
    .description('Operate the External Hiring API: companies, keys, data, and AI jobs')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .showHelpAfterError(false);
  for (const register of groups) register(program, io);
  return program;
}

/** Runs one command line; returns the exit code instead of exiting, so tests can call it. */
export async function main(argv: string[], io: CliIO = processIO): Promise<number> {
  if (io === processIO) ignoreClosedPipes();
  const program = buildProgram(io);
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (err) {
    return exitCodeFor(err, io);
  }
}

function exitCodeFor(err: unknown, io: CliIO): number {
  if (err instanceof CommanderError) {
    if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') return 0;
    return 2; // commander already printed its one-line message
  }
  if (err instanceof CliError) {
    io.stderr.write(`error: ${err.message}\n`);
    return err.exitCode;
  }
  if (err instanceof ZodError) {
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
