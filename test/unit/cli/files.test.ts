import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readTextFile, textFileLines } from '../../../cli/files';
import type { CliError } from '../../../cli/io';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hiring-files-'));
});
const file = async (name: string, content: string | Buffer) => {
  const p = join(dir, name);
  await writeFile(p, content);
  return p;
};
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const lines = async (path: string, max?: number) => {
  const out: string[] = [];
  for await (const l of textFileLines(path, max)) out.push(l);
  return out;
};
const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as CliError,
  );

describe('readTextFile', () => {
  const opts = { label: '--file', maxBytes: 1000, tooLarge: (n: number | null) => `too large: ${n}` };

  it('drops a leading byte-order mark, keeps one elsewhere', async () => {
    expect(await readTextFile(await file('bom.json', Buffer.concat([BOM, Buffer.from('{"a":"\uFEFF"}')])), opts)).toBe(
      '{"a":"\uFEFF"}',
    );
  });

  it('refuses what is not UTF-8, and a truncated sequence at the end', async () => {
    const latin = await file('latin.txt', Buffer.from('R\xe9sum\xe9', 'latin1'));
    expect(await failure(readTextFile(latin, opts))).toMatchObject({
      exitCode: 2,
      message: `--file: ${latin} is not UTF-8 text; save it as UTF-8 and try again`,
    });
    const cut = await file('cut.txt', Buffer.from('caf\xc3', 'latin1'));
    expect(await failure(readTextFile(cut, opts))).toMatchObject({ exitCode: 2 });
  });

  it('measures before reading, and reads no further than the cap from what it cannot measure', async () => {
    const big = await file('big.txt', '');
    await truncate(big, 5_000_000_000); // 5 GB, sparse
    expect(await failure(readTextFile(big, opts))).toMatchObject({ exitCode: 2, message: 'too large: 5000000000' });
    expect(await failure(readTextFile('/dev/zero', opts))).toMatchObject({ exitCode: 2, message: 'too large: null' });
    expect(await readTextFile(await file('exact.txt', 'x'.repeat(1000)), opts)).toHaveLength(1000);
  });

  it('a missing file or a directory: exit 2 with the reason', async () => {
    expect(await failure(readTextFile(join(dir, 'nope'), opts))).toMatchObject({
      exitCode: 2,
      message: `--file: cannot read ${join(dir, 'nope')} (ENOENT)`,
    });
    expect(await failure(readTextFile(dir, opts))).toMatchObject({
      exitCode: 2,
      message: `--file: cannot read ${dir} (EISDIR)`,
    });
  });
});

describe('textFileLines', () => {
  it('streams lines without "\\n" or "\\r\\n", dropping a BOM; no empty line after a final newline', async () => {
    expect(await lines(await file('a.jsonl', Buffer.concat([BOM, Buffer.from('{"a":1}\r\n\n{"b":"é"}\n')])))).toEqual([
      '{"a":1}',
      '',
      '{"b":"é"}',
    ]);
    expect(await lines(await file('b.jsonl', 'x\ny'))).toEqual(['x', 'y']);
  });

  it('keeps a character split across chunks whole', async () => {
    const text = `${'a'.repeat(65_535)}é\n${'€'.repeat(50_000)}`;
    expect(await lines(await file('split.jsonl', text))).toEqual(text.split('\n'));
  });

  it('refuses invalid UTF-8 and a line over the cap (exit 2), without buffering the whole line', async () => {
    const latin = await file('latin.jsonl', Buffer.from('{"name":"Ren\xe9"}\n', 'latin1'));
    expect(await failure(lines(latin))).toMatchObject({
      exitCode: 2,
      message: `${latin} is not UTF-8 text; save it as UTF-8 and try again`,
    });
    const long = await file('long.jsonl', `ok\n${'x'.repeat(200_000)}\n`);
    expect(await failure(lines(long, 100_000))).toMatchObject({
      exitCode: 2,
      message: `${long}: line 2 is over 100000 characters; is this a JSONL file?`,
    });
    expect(await failure(lines(join(dir, 'missing.jsonl')))).toMatchObject({
      exitCode: 2,
      message: `cannot read ${join(dir, 'missing.jsonl')} (ENOENT)`,
    });
  });
});
