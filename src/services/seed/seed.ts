// `hiring seed --candidates N --seed S`: deterministic synthetic candidates, upserted by id.
// Into an empty table the index is built in memory while the rows stream in; a small seed on top
// of existing data goes through the incremental path; a large one rewrites rows and rebuilds.
import { countCandidates, upsertCandidates } from '../../db/candidates.repository';
import type { Db } from '../../db/pool';
import { toRecord, type CandidateRecord } from '../../domain/search/candidate-input';
import { rebuildIndex, recordToContent, withIndexLock, writeBatch } from '../candidate-index.service';
import { generateCandidate } from './generator';
import { IndexBuilder, type BuildStats } from './index-builder';

const ROWS_PER_INSERT = 2_000;

export interface SeedOptions {
  candidates: number;
  seed: number;
  now?: Date;
  onProgress?: (phase: string, done: number, total: number) => void;
}

export interface SeedResult {
  candidates: number;
  visible: number;
  mode: 'bulk' | 'incremental' | 'rebuild';
  index: BuildStats | null;
  seconds: number;
}

export async function seedCandidates(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const progress = opts.onProgress ?? (() => undefined);
  return withIndexLock(db, async (conn) => {
    const existing = await countCandidates(conn);
    const mode =
      existing === 0 ? 'bulk' : opts.candidates <= Math.max(10_000, existing / 20) ? 'incremental' : 'rebuild';
    const builder = mode === 'bulk' ? new IndexBuilder() : null;
    let visible = 0;
    let inFlight: Promise<void> = Promise.resolve();
    for (let start = 0; start < opts.candidates; start += ROWS_PER_INSERT) {
      const records: CandidateRecord[] = [];
      for (let i = start; i < Math.min(opts.candidates, start + ROWS_PER_INSERT); i++) {
        const r = toRecord(generateCandidate(opts.seed, i));
        records.push(r);
        if (r.visible) {
          visible++;
          builder?.add(r);
        }
      }
      // Generate the next batch while the database writes this one.
      await inFlight;
      progress('rows', start, opts.candidates);
      inFlight =
        mode === 'incremental'
          ? writeBatch(conn, records, now)
          : upsertCandidates(conn, records.map(recordToContent), now);
    }
    await inFlight;
    progress('rows', opts.candidates, opts.candidates);
    progress('index', 0, 1);
    const index = builder ? await builder.write(conn) : mode === 'rebuild' ? await rebuildIndex(conn) : null;
    progress('index', 1, 1);
    return {
      candidates: opts.candidates,
      visible,
      mode,
      index,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  });
}
