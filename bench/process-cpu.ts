// CPU seconds a process has used (user + system), from /proc on Linux; NaN where /proc is missing.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux architecture Node runs on

export function cpuSeconds(pid: number | undefined): number {
  try {
    // Fields after the command name (which may hold spaces), so split after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** The first process whose command line holds every one of `parts`, or undefined. */
export function findPid(...parts: string[]): number | undefined {
  for (const entry of safeList('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      if (parts.every((p) => cmdline.includes(p))) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
