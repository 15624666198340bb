import type { Command } from 'commander';
import { IMPORT_BATCH_SIZE, importCandidates } from '../../src/services/candidate-import.service';
import { IndexBusyError, rebuildIndex, withIndexLock } from '../../src/services/candidate-index.service';
import { withDb } from '../db';
import { isRegularFile, MAX_JSONL_LINE_CHARS, textFileLines } from '../files';
import { CliError, emit, type CliIO } from '../io';
import { parseIntArg } from '../parse';
import { KeyValue } from '../ui/KeyValue';

/**
 * The file is streamed (any size), so its encoding and line lengths are checked in a first pass
 * that writes nothing: a file that is not UTF-8 is refused whole, not after some batches. A pipe
 * cannot be read twice; there a problem stops the import where it is found.
 */
async function checkedLines(file: string): Promise<AsyncIterable<string>> {
  if (await isRegularFile(file)) for await (const _line of textFileLines(file, MAX_JSONL_LINE_CHARS));
  return textFileLines(file, MAX_JSONL_LINE_CHARS);
}

/** Another writer holds the index: exit 3, "gave up waiting". */
export async function indexWriter<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof IndexBusyError) throw new CliError(err.message, 3);
    throw err;
  }
}

export function registerCandidates(program: Command, io: CliIO): void {
  const candidates = program.command('candidates').description('Candidate profiles and their search index');

  candidates
    .command('import <file>')
    .description(
      'Upsert candidates from JSONL, one profile per line: {id, name?, headline?, summary?, location?, skills?, experience_years?, updated_at?, privacy: {public_profile, discoverable, ai_matching}}',
    )
    .option(
      '--batch-size <n>',
      'lines per transaction; a batch with an invalid line is not written',
      String(IMPORT_BATCH_SIZE),
    )
    .option('--json', 'print JSON')
    .action(async (file: string, o: { batchSize: string; json?: boolean }) => {
      const batchSize = parseIntArg('--batch-size', o.batchSize, 1, 10_000);
      const lines = await checkedLines(file);
      const result = await indexWriter(() => withDb(io, (db) => importCandidates(db, lines, { batchSize })));
      emit(io, o.json, result, () => (
        <KeyValue
          entries={[
            ['lines', String(result.lines)],
            ['imported', String(result.imported)],
            ['batches', `${result.batches} (${result.failed_batches} not written)`],
          ]}
        />
      ));
      if (result.errors.length) {
        for (const e of result.errors.slice(0, 50)) io.stderr.write(`line ${e.line}: ${e.message}\n`);
        if (result.errors.length > 50) io.stderr.write(`... and ${result.errors.length - 50} more invalid lines\n`);
        throw new CliError(
          `${result.failed_batches} of ${result.batches} batches were not written: fix the lines above and import again`,
          1,
        );
      }
    });

  candidates
    .command('reindex')
    .description('Rebuild the search index from the stored profiles (after a taxonomy change, or to compact it)')
    .option('--json', 'print JSON')
    .action(async (o: { json?: boolean }) => {
      const started = performance.now();
      const stats = await indexWriter(() => withDb(io, (db) => withIndexLock(db, (conn) => rebuildIndex(conn))));
      const data = { ...stats, seconds: Math.round((performance.now() - started) / 100) / 10 };
      emit(io, o.json, data, () => (
        <KeyValue
          title="Search index rebuilt"
          entries={[
            ['visible candidates', String(data.candidates)],
            ['tokens', String(data.tokens)],
            ['bitmap rows', String(data.rows)],
            ['seconds', String(data.seconds)],
          ]}
        />
      ));
    });
}
