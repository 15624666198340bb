import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_JOINED_SOURCES, searchBitsSql } from '../../../src/db/search-index.repository';
import type { BitsSource } from '../../../src/domain/search/plan';

const src = (tids: number[]): BitsSource => ({ tids, estimate: 10, cost: 10 });
const plan = (and: BitsSource[], andNot: BitsSource[] = [], driver = src([1])) => ({
  kind: 'bits' as const,
  driver,
  and,
  andNot,
});
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const many = (n: number) => Array.from({ length: n }, (_, i) => src(i % 3 ? [100 + i] : [100 + i, 200 + i]));

/** Tables joined directly in the outermost FROM of the bitmap query (MySQL/MariaDB allow 61). */
function outerTables(sql: string): number {
  let depth = 0;
  let count = 1;
  for (let i = 0; i < sql.length; i++) {
    if (sql[i] === '(') depth++;
    else if (sql[i] === ')') depth--;
    // The outer FROM sits two derived tables deep (the running-count wrappers).
    else if (depth === 2 && sql.startsWith('JOIN ', i) && /\s/.test(sql[i - 1]!)) count++;
  }
  return count;
}

describe('searchBitsSql', () => {
  // Up to 40 sources nothing is chunked: byte for byte the benchmarked statements (docs/search.md).
  it.each([
    ['no filter', plan([]), 'f8df39ef4b0a073f1a922280a79fc87de12f3db10c2ec1b4d1f6e000b0c377ec'],
    [
      'AND and AND NOT',
      plan([src([3]), src([4, 5, 6])], [src([8, 9])], src([7])),
      '724f9bfb6da0993c08a5b87b6c4554f2959d33d31b45dc94b57624676702af3d',
    ],
    [
      'a multi-token driver',
      plan([src([12])], [], src([10, 11])),
      'e82c119b275e40148171420e7a22e63874bc6cd8440788240c424f25325182e7',
    ],
    ['40 sources', plan(many(38), [src([5, 6])]), 'ef06f56e333e532e0225448faa8201f3b9e7e893517c4534a7da9ef62b952174'],
  ])('%s: the fast path is the benchmarked statement', (_, p, hash) => {
    expect(sha(searchBitsSql(p, 20, 10))).toBe(hash);
    expect(outerTables(searchBitsSql(p, 20, 10))).toBe(1 + p.and.length + p.andNot.length);
  });

  it.each([41, 62, 100, 171, 400])('R18: %i sources join at most 40 tables per SELECT', (n) => {
    const sql = searchBitsSql(plan(many(n - 2), [src([5, 6])]), 0, 10);
    expect(outerTables(sql)).toBeLessThanOrEqual(MAX_JOINED_SOURCES);
    const chunks = sql.match(/GROUP BY k\d+_0\.block\) k\d+/g) ?? [];
    expect(chunks).toHaveLength(Math.ceil((n - 2) / MAX_JOINED_SOURCES));
    // Every source of the plan is read once.
    for (let i = 0; i < n - 2; i++)
      expect(sql).toContain(i % 3 ? `tid = ${100 + i}` : `tid IN (${100 + i},${200 + i})`);
  });
});
