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
  /**
   * Where the last windowSince() stopped: the first `index` entries are at or before `sinceMs`
   * and hold `hits`. Judgements mostly move forward, so the next one starts there.
   */
  cut?: { sinceMs: number; index: number; hits: number };
}

/** The instant of the newest hit, or null (deadUpTo() never reaches it, so it stays while anything does). */
export function newestOf(log: WindowLog): number | null {
  return log.entries.length ? log.entries[log.entries.length - 1]![0] : null;
}

/**
 * The window of a request judged at sinceMs + window: every hit after `sinceMs`, later ones
 * included (as the store's `ts_ms > since`), since they share intervals with it too. Drops nothing.
 */
export function windowSince(log: WindowLog, sinceMs: number): WindowBefore {
  const { entries, cut } = log;
  const resume = cut !== undefined && cut.sinceMs <= sinceMs;
  let i = resume ? cut.index : 0;
  let out = resume ? cut.hits : 0;
  while (i < entries.length && entries[i]![0] <= sinceMs) out += entries[i++]![1];
  if (cut) {
    cut.sinceMs = sinceMs;
    cut.index = i;
    cut.hits = out;
  } else log.cut = { sinceMs, index: i, hits: out };
  return { count: log.total - out, oldestMs: entries[i]?.[0] ?? null };
}

/** Drops the entries at or before `upToMs`; true when there were some (the store holds them too). */
export function dropUpTo(log: WindowLog, upToMs: number): boolean {
  let drop = 0;
  let hits = 0;
  while (drop < log.entries.length && log.entries[drop]![0] <= upToMs) hits += log.entries[drop++]![1];
  if (drop === 0) return false;
  log.entries.splice(0, drop);
  log.total -= hits;
  const { cut } = log;
  if (cut && drop <= cut.index) {
    cut.index -= drop;
    cut.hits -= hits;
  } else log.cut = undefined;
  return true;
}

/** The copy after this process wrote `hits` hits at `atMs` and moved the version to `version`. */
export function record(log: WindowLog, atMs: number, hits: number, version: number): void {
  log.version = version;
  if (hits <= 0) return;
  log.total += hits;
  // Hits inside the counted-out front (a batch judged that far back): windowSince() starts over.
  if (log.cut && atMs <= log.cut.sinceMs) log.cut = undefined;
  // Kept in order even if a clock steps back, so that dropUpTo() can drop from the front.
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
