import { describe, expect, it } from 'vitest';
import { riderReads, type BatchedLookup } from '../../../src/db/batched-lookup';

const JOBS: BatchedLookup<{ id: string; company: string }> = {
  sql: 'SELECT * FROM jobs WHERE id IN (?)',
  idOf: (r) => r.id,
};
const RUBRICS: BatchedLookup<{ rid: string }> = { sql: 'SELECT * FROM rubrics WHERE id IN (?)', idOf: (r) => r.rid };

describe('riderReads: reads by id carried in another batch query', () => {
  it('asks nothing when no request has a lookup', () => {
    expect(riderReads([undefined, undefined])).toBeNull();
  });

  it('one statement per distinct lookup with each id once, and each request gets exactly its row', () => {
    const reads = riderReads([
      { of: JOBS, id: 'job_a' },
      undefined,
      { of: RUBRICS, id: 'rub_1' },
      { of: JOBS, id: 'job_a' },
      { of: JOBS, id: 'job_b' },
    ])!;
    expect(reads.sql).toEqual([JOBS.sql, RUBRICS.sql]);
    expect(reads.params).toEqual([['job_a', 'job_b'], ['rub_1']]);
    const a = { id: 'job_a', company: 'c1' };
    // The store may return rows in any order, and rows for ids that only match by collation.
    const rows = reads.rowsFor([[{ id: 'JOB_B', company: 'c2' }, a], [{ rid: 'rub_1' }]]);
    expect(rows).toEqual([a, null, { rid: 'rub_1' }, a, null]);
  });
});
