// Reading an evaluation data set (JSON Lines) for the eval commands. A missing file, a line that
// is not JSON or a record without the fields the command needs is a clear one-line error naming
// the file and the line, never a stack trace. Fields the command does not use are ignored: the
// data sets carry more than each command reads.
import { readFileSync } from 'node:fs';
import type { z } from 'zod';

export class EvalDataError extends Error {}

export function readJsonl<S extends z.ZodType>(path: string, schema: S): Array<z.output<S>> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new EvalDataError(
      code === 'ENOENT' ? `${path} does not exist` : `${path} cannot be read (${code ?? 'error'})`,
    );
  }
  const rows: Array<z.output<S>> = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new EvalDataError(`${path}:${i + 1}: not valid JSON`);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new EvalDataError(`${path}:${i + 1}: ${issue.path.join('.') || 'record'}: ${issue.message}`);
    }
    rows.push(parsed.data);
  });
  if (rows.length === 0) throw new EvalDataError(`${path} holds no records`);
  return rows;
}

/** Reads with `read`; a data error ends the command with its message and exit code 2. */
export function orExit<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof EvalDataError)) throw err;
    console.error(`error: ${err.message}`);
    process.exit(2);
  }
}

/** Fails when two records of one file share an id (every metric is keyed by id). */
export function uniqueIds(path: string, rows: ReadonlyArray<{ id: string }>): void {
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.id)) throw new EvalDataError(`${path}: id ${JSON.stringify(r.id)} appears twice`);
    seen.add(r.id);
  }
}
