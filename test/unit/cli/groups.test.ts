import type { Command } from 'commander';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProgram, GROUPS, namedGroup } from '../../../cli/index';
import type { CliIO } from '../../../cli/io';

const sink = () => {
  const io = {
    text: '',
    stdout: { write: (s: string) => void (io.text += s), isTTY: false },
    stderr: { write: () => undefined },
    env: {},
  };
  return io as CliIO & { text: string };
};

describe('command groups load only when named', () => {
  let full: Command;
  // Every group's modules, through vitest's transformer: seconds on a busy machine.
  beforeAll(async () => {
    full = await buildProgram(sink());
  }, 60_000);

  it("each group's summary is the description it registers, and help shows [options] exactly for the leaf commands", async () => {
    for (const group of GROUPS) {
      const cmd = full.commands.find((c) => c.name() === group.name)!;
      expect(cmd, group.name).toBeDefined();
      expect(cmd.description(), group.name).toBe(group.summary);
      expect(cmd.options.length > 0, group.name).toBe(group.leaf === true);
    }
    expect(full.commands.map((c) => c.name())).toEqual(GROUPS.map((g) => g.name));
  });

  it('the top-level help reads the same from the summaries as from the loaded groups', async () => {
    const summaries = await buildProgram(sink(), new Set());
    expect(summaries.helpInformation()).toBe(full.helpInformation());
    expect(summaries.helpInformation()).toContain('seed [options]');
  });

  it('the named group is the first operand, or the one after help', () => {
    expect(namedGroup(['node', 'hiring', 'companies', 'list', '--json'])).toBe('companies');
    expect(namedGroup(['node', 'hiring', '--json', 'keys', 'create'])).toBe('keys');
    expect(namedGroup(['node', 'hiring', 'help', 'seed'])).toBe('seed');
    expect(namedGroup(['node', 'hiring', '--help'])).toBeUndefined();
  });
});
