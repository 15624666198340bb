import type { Command } from 'commander';
import { seedCandidates } from '../../src/services/seed/seed';
import { withDb } from '../db';
import { emit, type CliIO } from '../io';
import { parseIntArg } from '../parse';
import { KeyValue } from '../ui/KeyValue';
import { indexWriter } from './candidates';

export function registerSeed(program: Command, io: CliIO): void {
  program
    .command('seed')
    .description('Upsert deterministic synthetic candidates (cand_<seed>_<n>) drawn from O*NET occupations and skills')
    .requiredOption('--candidates <n>', 'how many candidates')
    .option('--seed <s>', 'seed of the generator: the same seed gives the same candidates', '42')
    .option('--json', 'print JSON')
    .action(async (o: { candidates: string; seed: string; json?: boolean }) => {
      const candidates = parseIntArg('--candidates', o.candidates, 1, 10_000_000);
      const seed = parseIntArg('--seed', o.seed, 0, 2 ** 31 - 1);
      const human = !o.json && io.stdout.isTTY;
      let shown = -1;
      const result = await indexWriter(() =>
        withDb(io, (db) =>
          seedCandidates(db, {
            candidates,
            seed,
            onProgress: (phase, done, total) => {
              const pct = Math.floor((done / total) * 10) * 10;
              if (!human || phase !== 'rows' || pct === shown) return;
              shown = pct;
              io.stderr.write(`rows ${pct}%\n`);
            },
          }),
        ),
      );
      emit(io, o.json, result, () => (
        <KeyValue
          title="Candidates seeded"
          entries={[
            ['candidates', String(result.candidates)],
            ['visible', String(result.visible)],
            ['mode', result.mode],
            ['index rows', result.index ? String(result.index.rows) : '(updated in place)'],
            ['seconds', String(result.seconds)],
          ]}
        />
      ));
    });
}
