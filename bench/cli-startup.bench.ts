// How long `hiring` takes to start and finish a command, as a shell script calling it in a loop
// sees it: the compiled CLI (dist/cli.js, what the bin runs once `npm run build` has run) against
// `node -e 0` (Node's own start-up) in the same run, and the sources through tsx for comparison.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { builtIsCurrent } from '../bin/build-state.js';
import { ms, summarize, table } from './stats';

const RUNS = 21;
const TSX_RUNS = 5;

function timeCommand(argv: string[], env: NodeJS.ProcessEnv, runs: number): { p50: number; p95: number; n: number; rssMiB: number | null } {
  const samples: number[] = [];
  let rss: number | null = null;
  const time = existsSync('/usr/bin/time');
  for (let i = 0; i < runs + 1; i++) {
    const started = performance.now();
    // /usr/bin/time reports the peak resident memory; its own cost is a fork and an exec.
    const r = time ? spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, ...argv], { env, encoding: 'utf8' }) : spawnSync(process.execPath, argv, { env, encoding: 'utf8' });
    const took = performance.now() - started;
    if (r.status !== 0) throw new Error(`${argv.join(' ')} exited ${r.status}: ${r.stderr}`);
    if (i === 0) continue; // the first run warms the file cache
    samples.push(took);
    if (time) rss = Math.max(rss ?? 0, Number(r.stderr.trim().split('\n').at(-1)) / 1024);
  }
  const s = summarize(samples);
  return { p50: s.p50, p95: s.p95, n: s.n, rssMiB: rss };
}

export async function cliStartupBench(mysqlUrl: string): Promise<string> {
  if (!builtIsCurrent(process.cwd())) {
    const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const env = { ...process.env, MYSQL_URL: mysqlUrl };
  const fromSources = ['--import', 'tsx', '--input-type=module', '-e', "const { main } = await import('./cli/index.ts'); process.exitCode = await main(process.argv);", 'hiring'];
  const cases: Array<[string, string[], number, string]> = [
    ['node -e 0 (baseline: Node itself)', ['-e', '0'], RUNS, ''],
    ['hiring --help', ['bin/hiring.js', '--help'], RUNS, '<= 300'],
    ['hiring companies list --json (MySQL)', ['bin/hiring.js', 'companies', 'list', '--json'], RUNS, '<= 300'],
    ['hiring keys create --help', ['bin/hiring.js', 'keys', 'create', '--help'], RUNS, ''],
    ['hiring --help, sources through tsx', [...fromSources, '--help'], TSX_RUNS, ''],
    ['hiring companies list --json, sources through tsx', [...fromSources, 'companies', 'list', '--json'], TSX_RUNS, ''],
  ];
  const rows = cases.map(([name, argv, runs, target]) => {
    const t = timeCommand(argv, env, runs);
    return [name, t.n, ms(t.p50), ms(t.p95), t.rssMiB === null ? '-' : t.rssMiB.toFixed(0), target];
  });
  return table('CLI start-up (whole command, spawned; ms)', ['command', 'runs', 'p50', 'p95', 'peak RSS MiB', 'target p50'], rows);
}
