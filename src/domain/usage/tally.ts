import type { StatusClass } from './status-class';

/** One counted row: a key's answers of one status class on one endpoint on one UTC day. */
export interface UsageCount {
  keyId: string;
  companyId: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** The route template, never the raw path (bounded, and a path may hold ids). */
  endpoint: string;
  statusClass: StatusClass;
  count: number;
}

/** What a flush writes: the counts gathered since the last one, and each key's latest use. */
export interface UsageBatch {
  counts: UsageCount[];
  lastUsed: Map<string, number>;
}

/**
 * A process's usage since its last flush, in memory: counting a request is a map lookup and an
 * addition, so the request path never waits on the database for it. Rows are few (keys x
 * endpoints x classes x days), whatever the traffic.
 */
export class UsageTally {
  private counts = new Map<string, UsageCount>();
  private lastUsed = new Map<string, number>();

  constructor(
    /** Rows kept at most: past it, a failing store costs the newest counts, not the process's memory. */
    readonly maxRows = 100_000,
  ) {}

  get size(): number {
    return this.counts.size;
  }

  add(
    keyId: string,
    companyId: string,
    endpoint: string,
    statusClass: StatusClass,
    day: string,
    atMs: number,
  ): boolean {
    const id = `${keyId}\u0000${day}\u0000${endpoint}\u0000${statusClass}`;
    const row = this.counts.get(id);
    const seen = this.lastUsed.get(keyId);
    if (seen === undefined || atMs > seen) this.lastUsed.set(keyId, atMs);
    if (row) {
      row.count++;
      return true;
    }
    if (this.counts.size >= this.maxRows) return false;
    this.counts.set(id, { keyId, companyId, day, endpoint, statusClass, count: 1 });
    return true;
  }

  /** Everything counted so far; the tally starts afresh. */
  take(): UsageBatch {
    const batch = { counts: [...this.counts.values()], lastUsed: this.lastUsed };
    this.counts = new Map();
    this.lastUsed = new Map();
    return batch;
  }

  /**
   * A batch the store did not take goes back in, added to what came since, so the next flush
   * writes it. Returns how many requests were dropped because the tally was full.
   */
  restore(batch: UsageBatch): number {
    let dropped = 0;
    for (const c of batch.counts) {
      const id = `${c.keyId}\u0000${c.day}\u0000${c.endpoint}\u0000${c.statusClass}`;
      const row = this.counts.get(id);
      if (row) row.count += c.count;
      else if (this.counts.size < this.maxRows) this.counts.set(id, { ...c });
      else dropped += c.count;
    }
    for (const [keyId, at] of batch.lastUsed) {
      const seen = this.lastUsed.get(keyId);
      if (seen === undefined || at > seen) this.lastUsed.set(keyId, at);
    }
    return dropped;
  }
}
