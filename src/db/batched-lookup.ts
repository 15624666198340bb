/**
 * A read by id that can ride along in another batch's round trip: the standard window's batch
 * carries the job rows its polls asked for (access-check.repository.ts), so a poll costs its
 * batch no second query. `sql` has exactly one `IN (?)`, filled with the batch's ids.
 */
export interface BatchedLookup<R> {
  sql: string;
  idOf(row: R): string;
}

export interface LookupRequest<R = unknown> {
  of: BatchedLookup<R>;
  id: string;
}

/** Statements to append to a batch's query, and how to hand each request its row. */
export interface RiderReads {
  sql: string[];
  params: unknown[];
  /** Given the statements' results in order: each request's row, null when absent or not asked. */
  rowsFor(results: unknown[]): Array<unknown | null>;
}

/** One statement per distinct lookup of the batch; null when no request asked for anything. */
export function riderReads(requests: ReadonlyArray<LookupRequest | undefined>): RiderReads | null {
  const byLookup = new Map<BatchedLookup<unknown>, Set<string>>();
  for (const r of requests) if (r) (byLookup.get(r.of) ?? byLookup.set(r.of, new Set()).get(r.of)!).add(r.id);
  if (byLookup.size === 0) return null;
  const lookups = [...byLookup.keys()];
  return {
    sql: lookups.map((l) => l.sql),
    params: lookups.map((l) => [...byLookup.get(l)!]),
    rowsFor(results) {
      const found = new Map(
        lookups.map((l, i) => [l, new Map((results[i] as unknown[]).map((row) => [l.idOf(row), row]))]),
      );
      // Ids compare exactly, whatever the column's collation.
      return requests.map((r) => (r ? (found.get(r.of)!.get(r.id) ?? null) : null));
    },
  };
}
