// Builds the whole search index from scratch, in memory, and writes it beside the live one before
// an atomic swap. Used by seeding and by reindexing; typed arrays keep 1,000,000 candidates at a
// few hundred MB.
import type { PoolConnection } from 'mysql2/promise';
import {
  createShadowTables,
  dropShadowTables,
  insertShadowRows,
  swapShadowTables,
} from '../../db/search-index.repository';
import { BLOCK_SIZE, rebuildPosition, WORDS } from '../../domain/search/bitmap';
import type { CandidateRecord } from '../../domain/search/candidate-input';
import { candidateTokens } from '../../domain/search/tokens';

const ROWS_PER_INSERT = 4_000;
const TWO32 = 4294967296;

class GrowableInt32 {
  data = new Int32Array(1 << 20);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
}

function sqlString(s: string): string {
  return `'${s.replace(/[\\']/g, (c) => '\\' + c)}'`;
}

function word(hi: number, lo: number): string {
  if (hi === 0) return String(lo);
  return hi < 1 << 21 ? String(hi * TWO32 + lo) : ((BigInt(hi) << 32n) | BigInt(lo)).toString();
}

export interface BuildStats {
  candidates: number;
  tokens: number;
  rows: number;
}

export class IndexBuilder {
  private readonly tokenIds = new Map<string, number>();
  private readonly tokens: string[] = [];
  private readonly ids: string[] = [];
  private updated = new Float64Array(1 << 16);
  private readonly docTokens = new GrowableInt32();
  private readonly docStart = new GrowableInt32();

  /** Adds one visible candidate. */
  add(c: CandidateRecord): void {
    const n = this.ids.length;
    if (n === this.updated.length) {
      const next = new Float64Array(n * 2);
      next.set(this.updated);
      this.updated = next;
    }
    this.ids.push(c.id);
    this.updated[n] = c.updated_at.getTime();
    this.docStart.push(this.docTokens.length);
    for (const t of candidateTokens(c)) {
      let tid = this.tokenIds.get(t);
      if (tid === undefined) {
        tid = this.tokens.length;
        this.tokens.push(t);
        this.tokenIds.set(t, tid);
      }
      this.docTokens.push(tid);
    }
  }

  get size(): number {
    return this.ids.length;
  }

  /** Writes the index into shadow tables and swaps it in; the caller holds the index lock. */
  async write(conn: PoolConnection): Promise<BuildStats> {
    const n = this.ids.length;
    const nt = this.tokens.length;
    const starts = this.docStart.data;
    const toks = this.docTokens.data;
    const end = (d: number) => (d + 1 < n ? starts[d + 1]! : this.docTokens.length);

    // Rank: oldest (updated_at, id) first.
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    const ids = this.ids;
    const upd = this.updated;
    order.sort((a, b) => upd[a]! - upd[b]! || (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));

    // Counting sort of postings by token, ranks ascending within each token.
    const df = new Int32Array(nt);
    for (let p = 0; p < this.docTokens.length; p++) df[toks[p]!]!++;
    const first = new Int32Array(nt + 1);
    for (let t = 0; t < nt; t++) first[t + 1] = first[t]! + df[t]!;
    const fill = first.slice(0, nt);
    const ranks = new Int32Array(this.docTokens.length);
    for (let r = 0; r < n; r++) {
      const d = order[r]!;
      for (let p = starts[d]!; p < end(d); p++) ranks[fill[toks[p]!]!++] = r;
    }

    await createShadowTables(conn);
    try {
      let rows = 0;
      let tuples: string[] = [];
      const flush = async (force = false) => {
        if (tuples.length >= ROWS_PER_INSERT || (force && tuples.length)) {
          await insertShadowRows(
            conn,
            'search_bits',
            `tid, block, ${Array.from({ length: WORDS }, (_, k) => `w${k}`).join(', ')}`,
            tuples,
          );
          tuples = [];
        }
      };
      const bits = new Uint32Array(WORDS * 2);
      for (let t = 0; t < nt; t++) {
        let block = -1;
        for (let p = first[t]!; p <= first[t + 1]!; p++) {
          const pos = p < first[t + 1]! ? rebuildPosition(ranks[p]!) : -1;
          const b = pos < 0 ? -1 : Math.floor(pos / BLOCK_SIZE);
          if (b !== block && block >= 0) {
            const words: string[] = [];
            for (let w = 0; w < WORDS; w++) words.push(word(bits[2 * w + 1]!, bits[2 * w]!));
            tuples.push(`(${t + 1},${block},${words.join(',')})`);
            rows++;
            bits.fill(0);
            await flush();
          }
          if (pos < 0) break;
          block = b;
          const inBlock = pos % BLOCK_SIZE;
          const half = Math.floor(inBlock / 32);
          bits[half] = bits[half]! | (1 << (inBlock % 32));
        }
      }
      await flush(true);

      for (let t = 0; t < nt; t += ROWS_PER_INSERT) {
        const chunk: string[] = [];
        for (let u = t; u < Math.min(nt, t + ROWS_PER_INSERT); u++) {
          chunk.push(`(${u + 1},X'${Buffer.from(this.tokens[u]!, 'utf8').toString('hex')}',${df[u]})`);
        }
        await insertShadowRows(conn, 'search_tokens', 'tid, token, docs', chunk);
      }
      for (let r = 0; r < n; r += ROWS_PER_INSERT) {
        const chunk: string[] = [];
        for (let q = r; q < Math.min(n, r + ROWS_PER_INSERT); q++) {
          const d = order[q]!;
          const at = new Date(upd[d]!).toISOString().replace('T', ' ').replace('Z', '');
          chunk.push(`(${rebuildPosition(q)},${sqlString(ids[d]!)},'${at}')`);
        }
        await insertShadowRows(conn, 'search_positions', 'pos, id, updated_at', chunk);
      }
      await swapShadowTables(conn);
      return { candidates: n, tokens: nt, rows };
    } catch (err) {
      await dropShadowTables(conn).catch(() => undefined);
      throw err;
    }
  }
}
