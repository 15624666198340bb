// How long `hiring` takes to start and finish a command, as a shell script calling it in a loop
// sees it: the compiled CLI (dist/cli/index.js, what the bin runs once `npm run build` has run) against
// `node -e 0` (Node's own start-up) in the same run, and the sources through tsx for comparison.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { builtIsCurrent } from '../bin/build-state.js';
import { ms, summarize, table } from './stats';

const RUNS = 21;
const TSX_RUNS = 5;

function timeCommand(argv: string[], env: NodeJS.ProcessEnv, runs: number) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let rss: number | null = null;
  const time = existsSync('/usr/bin/time');
  for (let i = 0; i < runs + 1; i++) {
    const started = performance.now();
    // /usr/bin/time reports the peak resident memory and the CPU time (user + system), which a
    // busy machine inflates far less than the wall time; its own cost is a fork and an exec.
    const r = time
      ? spawnSync('/usr/bin/time', ['-f', '%M %U %S', process.execPath, ...argv], { env, encoding: 'utf8' })
      : spawnSync(process.execPath, argv, { env, encoding: 'utf8' });
    const took = performance.now() - started;
    if (r.status !== 0) throw new Error(`${argv.join(' ')} exited ${r.status}: ${r.stderr}`);
    if (i === 0) continue; // the first run warms the file cache
    wall.push(took);
    if (time) {
      const [kib, user, sys] = r.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
      rss = Math.max(rss ?? 0, kib! / 1024);
      cpu.push((user! + sys!) * 1000);
    }
  }
  return { wall: summarize(wall), cpu: cpu.length ? summarize(cpu) : null, rssMiB: rss };
}

export async function cliStartupBench(mysqlUrl: string): Promise<string> {
  if (!builtIsCurrent(process.cwd())) {
    const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const env = { ...process.env, MYSQL_URL: mysqlUrl };
  const fromSources = [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    "const { main } = await import('./cli/index.ts'); process.exitCode = await main(process.argv);",
    'hiring',
  ];
  const cases: Array<[string, string[], number, string]> = [
    ['node -e 0 (baseline: Node itself)', ['-e', '0'], RUNS, ''],
    ['hiring --help', ['bin/hiring.js', '--help'], RUNS, '<= 300'],
    ['hiring companies list --json (MySQL)', ['bin/hiring.js', 'companies', 'list', '--json'], RUNS, '<= 300'],
    ['hiring keys create --help', ['bin/hiring.js', 'keys', 'create', '--help'], RUNS, ''],
    ['hiring --help, sources through tsx', [...fromSources, '--help'], TSX_RUNS, ''],
    [
      'hiring companies list --json, sources through tsx',
      [...fromSources, 'companies', 'list', '--json'],
      TSX_RUNS,
      '',
    ],
  ];
  const rows = cases.map(([name, argv, runs, target]) => {
    const t = timeCommand(argv, env, runs);
    return [
      name,
      t.wall.n,
      ms(t.wall.p50),
      ms(t.wall.p95),
      t.cpu ? t.cpu.p50.toFixed(0) : '-',
      t.rssMiB === null ? '-' : t.rssMiB.toFixed(0),
      target,
    ];
  });
  return table(
    'CLI start-up (whole command, spawned; ms)',
    ['command', 'runs', 'p50', 'p95', 'CPU p50', 'peak RSS MiB', 'target p50'],
    rows,
  );
}
