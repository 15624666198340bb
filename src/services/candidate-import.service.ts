// JSONL import of candidate profiles: parsed line by line, written in batches under the index lock.
import type { Db } from '../db/pool';
import { candidateInputSchema, toRecord, type CandidateRecord } from '../domain/search/candidate-input';
import { withIndexLock, writeBatch } from './candidate-index.service';

export interface ImportLineError {
  line: number;
  message: string;
}

export interface ImportResult {
  lines: number;
  imported: number;
  batches: number;
  failed_batches: number;
  errors: ImportLineError[];
}

export const IMPORT_BATCH_SIZE = 1_000;

/** The errors of one JSONL line, worded "path: message". */
export function parseImportLine(text: string, now: Date): { record: CandidateRecord } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { error: `not valid JSON (${(err as Error).message})` };
  }
  const parsed = candidateInputSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.map(String).join('.');
    return { error: path ? `${path}: ${issue.message}` : issue.message };
  }
  return { record: toRecord({ ...parsed.data, updated_at: parsed.data.updated_at ?? now }) };
}

/**
 * JSONL import, one profile per line, upserted by id. Lines are written in batches of
 * `batchSize`, each in one transaction: a batch with any invalid line is not written at all, and
 * the import goes on with the next batch, so every error in the file is reported in one run.
 */
export async function importCandidates(
  db: Db,
  lines: AsyncIterable<string>,
  opts: { batchSize?: number; now?: () => Date; maxErrors?: number } = {},
): Promise<ImportResult> {
  const batchSize = opts.batchSize ?? IMPORT_BATCH_SIZE;
  const now = opts.now ?? (() => new Date());
  const maxErrors = opts.maxErrors ?? 1_000;
  const result: ImportResult = { lines: 0, imported: 0, batches: 0, failed_batches: 0, errors: [] };
  return withIndexLock(db, async (conn) => {
    let records: CandidateRecord[] = [];
    let errors: ImportLineError[] = [];
    let size = 0;
    const flush = async () => {
      if (size === 0) return;
      result.batches++;
      if (errors.length) {
        result.failed_batches++;
        result.errors.push(...errors.slice(0, Math.max(0, maxErrors - result.errors.length)));
      } else {
        await writeBatch(conn, records, now());
        result.imported += records.length;
      }
      records = [];
      errors = [];
      size = 0;
    };
    let n = 0;
    for await (const text of lines) {
      n++;
      if (text.trim() === '') continue;
      result.lines++;
      size++;
      const parsed = parseImportLine(text, now());
      if ('error' in parsed) errors.push({ line: n, message: parsed.error });
      else records.push(parsed.record);
      if (size >= batchSize) await flush();
    }
    await flush();
    return result;
  });
}
