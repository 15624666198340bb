// A process's copy of one key's standard window (R6): the admitted hits, grouped by the instant
// their batch was judged, and the version token the shared store held when the copy was made.
// Pure: the repository decides with it and the store confirms the version in the same round trip.
import type { WindowBefore } from './allocate';

export interface WindowLog {
  /** The store's version token for the key when this copy was current. */
  version: number;
  /** [judged at ms, hits], oldest first. */
  entries: Array<[number, number]>;
  /** The hits of `entries`, kept as they change (a busy key holds hundreds of entries). */
  total: number;
}

/**
 * Drops the entries that have left the window (at or before `sinceMs`, as the store's
 * `ts_ms > since` does) and reports the window as it stands. `expired` tells the caller that the
 * store also holds rows it may delete.
 */
export function slide(log: WindowLog, sinceMs: number): WindowBefore & { expired: boolean } {
  let drop = 0;
  while (drop < log.entries.length && log.entries[drop]![0] <= sinceMs) log.total -= log.entries[drop++]![1];
  if (drop > 0) log.entries.splice(0, drop);
  return { count: log.total, oldestMs: log.entries[0]?.[0] ?? null, expired: drop > 0 };
}

/** The copy after this process wrote `hits` hits at `atMs` and moved the version to `version`. */
export function record(log: WindowLog, atMs: number, hits: number, version: number): void {
  log.version = version;
  if (hits <= 0) return;
  log.total += hits;
  // Kept in order even if a clock steps back, so that slide() can drop from the front.
  let i = log.entries.length;
  while (i > 0 && log.entries[i - 1]![0] > atMs) i--;
  const at = log.entries[i - 1];
  if (at && at[0] === atMs) at[1] += hits;
  else log.entries.splice(i, 0, [atMs, hits]);
}

/** A copy built from the store's rows (any order), as read under the window lock. */
export function fromRows(version: number, rows: ReadonlyArray<{ ts: number; n: number }>): WindowLog {
  const byTs = new Map<number, number>();
  let total = 0;
  for (const { ts, n } of rows) {
    byTs.set(ts, (byTs.get(ts) ?? 0) + n);
    total += n;
  }
  return { version, entries: [...byTs.entries()].sort((a, b) => a[0] - b[0]), total };
}
