// CPU time and memory of processes on this machine, read from /proc (Linux).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);

/** User + system CPU the process has used so far, in ms; NaN once it has gone. */
export function cpuMs(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** Busy CPU of the whole machine (every core, every process) so far, in ms. */
export function machineCpuMs(): number {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * TICK_MS;
}

/** Resident memory in MiB; NaN once the process has gone. */
export function rssMiB(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The first process whose command name is `comm` (the MySQL server, shared by the machine). */
export function pidOf(comm: string): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === comm) return Number(entry);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return null;
}

/** CPU used by each named process between two calls, in ms. */
export function cpuMeter(pids: Record<string, number | null | undefined>) {
  const named = Object.entries(pids).filter((e): e is [string, number] => typeof e[1] === 'number');
  const start = { machine: machineCpuMs(), ...Object.fromEntries(named.map(([n, pid]) => [n, cpuMs(pid)])) };
  return (): Record<string, number> => ({
    machine: machineCpuMs() - start.machine,
    ...Object.fromEntries(named.map(([n, pid]) => [n, cpuMs(pid) - (start as Record<string, number>)[n]!])),
  });
}
