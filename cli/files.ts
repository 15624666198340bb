import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { CliError } from './io';

// Every file the CLI reads goes through here: its size is bounded before it is read (a 300 MB
// transcript would exhaust the heap), its bytes must be UTF-8 (Latin-1 would become U+FFFD),
// and a leading byte-order mark is dropped (TextDecoder does that unless told otherwise).

const MiB = 1024 * 1024;

/** Text of a file that must fit one API field: it cannot hold more code points than 4 per byte. */
export const fieldBytes = (maxChars: number) => 4 * maxChars + 3;

/** Whole-file caps for what is parsed in one piece (all-or-nothing imports). */
export const FILE_LIMITS = { postings: 64 * MiB, rubric: 1 * MiB } as const;

/** Streamed JSONL (candidates): no file cap, but one line may hold at most this many characters. */
export const MAX_JSONL_LINE_CHARS = MiB;

/** "123 bytes", or "over N bytes" for a stream that ran past the cap. */
export const sizeText = (bytes: number | null, maxBytes: number) =>
  bytes === null ? `over ${maxBytes} bytes` : `${bytes} bytes`;

const where = (label: string | undefined, path: string) => (label ? `${label}: ${path}` : path);

function cannotRead(label: string | undefined, path: string, err: unknown): CliError {
  const code = (err as { code?: string }).code;
  return new CliError(`${label ? `${label}: ` : ''}cannot read ${path}${code ? ` (${code})` : ''}`, 2);
}

function notUtf8(label: string | undefined, path: string): CliError {
  return new CliError(`${where(label, path)} is not UTF-8 text; save it as UTF-8 and try again`, 2);
}

export interface ReadTextOptions {
  /** Flag that named the file, for messages ("--transcript-file"); none for a positional file. */
  label?: string;
  maxBytes: number;
  /** The whole one-line message when the file is too large (given the size, when known). */
  tooLarge: (bytes: number | null) => string;
}

/**
 * Reads a whole text file, refusing (exit 2) anything over `maxBytes` before reading it, and
 * reading at most `maxBytes + 1` bytes of what stat cannot measure (a pipe, /dev/stdin).
 */
export async function readTextFile(path: string, o: ReadTextOptions): Promise<string> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (err) {
    throw cannotRead(o.label, path, err);
  }
  let bytes: Buffer;
  try {
    const st = await handle.stat();
    if (st.isFile() && st.size > o.maxBytes) throw new CliError(o.tooLarge(st.size), 2);
    // Read until the end, or one byte past the cap: a file that grew since stat, or a pipe.
    const chunkSize = Math.min(o.maxBytes + 1, Math.max(64 * 1024, st.isFile() ? st.size + 1 : 0));
    const chunks: Buffer[] = [];
    let n = 0;
    while (n <= o.maxBytes) {
      const chunk = Buffer.allocUnsafe(Math.min(chunkSize, o.maxBytes + 1 - n));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      n += bytesRead;
    }
    if (n > o.maxBytes) throw new CliError(o.tooLarge(null), 2);
    bytes = Buffer.concat(chunks, n);
  } catch (err) {
    if (err instanceof CliError) throw err;
    throw cannotRead(o.label, path, err);
  } finally {
    await handle.close().catch(() => undefined);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notUtf8(o.label, path);
  }
}

/** Whether a path is a regular file (so it can be read twice); exit 2 when it cannot be opened. */
export async function isRegularFile(path: string, label?: string): Promise<boolean> {
  try {
    const handle = await open(path, 'r');
    try {
      return (await handle.stat()).isFile();
    } finally {
      await handle.close();
    }
  } catch (err) {
    throw cannotRead(label, path, err);
  }
}

/**
 * The lines of a UTF-8 file, streamed (constant memory whatever the file's size), without their
 * "\n" or "\r\n". Invalid UTF-8 or a line over `maxLineChars` stops the iteration with exit 2.
 */
export async function* textFileLines(
  path: string,
  maxLineChars = MAX_JSONL_LINE_CHARS,
  label?: string,
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const stream = createReadStream(path);
  let pending = '';
  let lineNo = 0;
  const tooLong = () =>
    new CliError(
      `${where(label, path)}: line ${lineNo + 1} is over ${maxLineChars} characters; is this a JSONL file?`,
      2,
    );
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw notUtf8(label, path);
    }
  };
  try {
    const chunks = stream[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await chunks.next();
      } catch (err) {
        throw cannotRead(label, path, err);
      }
      const text = next.done ? decode() : decode(next.value);
      const parts = (pending + text).split('\n');
      pending = parts.pop()!;
      if (next.done && pending !== '') parts.push(pending);
      for (const line of parts) {
        if (line.length > maxLineChars) throw tooLong();
        lineNo++;
        yield line.endsWith('\r') ? line.slice(0, -1) : line;
      }
      if (pending.length > maxLineChars) throw tooLong();
      if (next.done) return;
    }
  } finally {
    stream.destroy();
  }
}
