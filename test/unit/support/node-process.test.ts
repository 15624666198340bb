import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { spawnNodeProcess } from '../../../support/node-process';

// 2,000 numbered lines of 50 characters.
const WRITER = `for (let i = 0; i < 2000; i++) process.stdout.write(String(i).padStart(49, '.') + '\\n');`;
const line = (i: number) => `${String(i).padStart(49, '.')}\n`;

/** Its output once its pipes have closed (after 'exit', data may still be on the way). */
async function outputOf(p: ReturnType<typeof spawnNodeProcess>): Promise<string> {
  await once(p.proc, 'close');
  return p.output();
}

describe('a child process whose output the harness keeps', () => {
  it('keeps all of it by default', async () => {
    const out = await outputOf(spawnNodeProcess(['-e', WRITER], process.env));
    expect(out).toHaveLength(2000 * 50);
    expect(out.startsWith(line(0))).toBe(true);
  });

  it('keeps only the latest keepChars characters when asked', async () => {
    const out = await outputOf(spawnNodeProcess(['-e', WRITER], process.env, undefined, 4096));
    expect(out).toHaveLength(4096);
    expect(out.endsWith(line(1998) + line(1999))).toBe(true);
  });
});
