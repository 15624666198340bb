// SQL for the bitmap search index over candidates (docs/search.md). Numbers spliced into SQL text
// are integers computed here (token ids, positions, bit words), never request text.
import type { PoolConnection } from 'mysql2/promise';
import { WORDS, type BitsRow } from '../domain/search/bitmap';
import type { BitsSource, Plan } from '../domain/search/plan';
import { VERSION_TOKEN } from '../domain/search/tokens';
import { lockNameSql } from './lock-name';
import { execute, queryResults, type Queryable, selectRows } from './rows';

const W = Array.from({ length: WORDS }, (_, k) => `w${k}`);
const int = (n: number): string => {
  if (!Number.isSafeInteger(n)) throw new Error(`not a safe integer: ${n}`);
  return String(n);
};

// ----------------------------------------------------------------- search (read)

export interface TokenRow {
  part: number;
  tid: number;
  token: Buffer;
  docs: number;
}

/** Statements sent in the same round trip as a query, before or after it (multipleStatements). */
export interface Around {
  before?: string;
  after?: string;
}

async function selectAround<T>(db: Queryable, sql: string, params: unknown[], around: Around = {}): Promise<T[]> {
  if (!around.before && !around.after) return selectRows<T>(db, sql, params);
  const results = await queryResults(db, [around.before, sql, around.after].filter(Boolean).join(';\n'), params);
  return results[around.before ? 1 : 0] as T[];
}

/**
 * Dictionary look-up in one round trip: part 0 holds the exact tokens, part i >= 1 the tokens in
 * the i-th byte range [from, to).
 */
export async function lookupTokens(
  db: Queryable,
  exact: readonly string[],
  ranges: ReadonlyArray<{ from: Buffer; to: Buffer }>,
  around?: Around,
): Promise<TokenRow[]> {
  const parts = [`SELECT 0 AS part, tid, token, docs FROM search_tokens WHERE token IN (?)`];
  const params: unknown[] = [exact.map((t) => Buffer.from(t, 'utf8'))];
  ranges.forEach((r, i) => {
    parts.push(`SELECT ${i + 1} AS part, tid, token, docs FROM search_tokens WHERE token >= ? AND token < ?`);
    params.push(r.from, r.to);
  });
  return selectAround<TokenRow>(db, parts.join(' UNION ALL '), params, around);
}

function bitsSource(s: BitsSource, alias: string, on: string | null): string {
  if (s.tids.length === 1) {
    const cond = `${alias}.tid = ${int(s.tids[0]!)}`;
    return on === null ? `search_bits ${alias}` : `search_bits ${alias} ON ${cond} AND ${on}`;
  }
  const grouped = `(SELECT block, ${W.map((w) => `BIT_OR(${w}) AS ${w}`).join(', ')} FROM search_bits WHERE tid IN (${s.tids.map(int).join(',')}) GROUP BY block) ${alias}`;
  return on === null ? grouped : `${grouped} ON ${on}`;
}

/**
 * MySQL and MariaDB join at most 61 tables in one SELECT. A plan with more sources than this
 * (dozens of q words, say) ANDs its sources in chunks of this many, each a derived table.
 */
export const MAX_JOINED_SOURCES = 40;

/**
 * The AND of some sources as one derived table (block, w0..w15). GROUP BY keeps MySQL 8 and
 * MariaDB from merging it into the outer join (which would count its tables there again); each
 * group is one row, as every source has at most one row per block.
 */
function chunkSource(sources: readonly BitsSource[], alias: string): string {
  const first = `${alias}_0`;
  const words = W.map(() => [] as string[]);
  const from = sources.map((s, i) => {
    const a = `${alias}_${i}`;
    W.forEach((w, k) => words[k]!.push(`${a}.${w}`));
    return i === 0 ? bitsSource(s, a, null) : `JOIN ${bitsSource(s, a, `${a}.block = ${first}.block`)}`;
  });
  const where = sources[0]!.tids.length === 1 ? `WHERE ${first}.tid = ${int(sources[0]!.tids[0]!)}` : '';
  return `(SELECT ${first}.block AS block, ${words.map((e, k) => `BIT_OR(${e.join(' & ')}) AS w${k}`).join(', ')}
    FROM ${from.join(' ')} ${where} GROUP BY ${first}.block) ${alias}`;
}

/** The bitmap query of a plan: matching block rows around the requested page, with running counts. */
export function searchBitsSql(plan: Extract<Plan, { kind: 'bits' }>, offset: number, limit: number): string {
  const words = W.map((w) => [`d.${w}`]);
  const joins: string[] = [];
  if (1 + plan.and.length + plan.andNot.length <= MAX_JOINED_SOURCES) {
    plan.and.forEach((s, i) => {
      joins.push(`JOIN ${bitsSource(s, `j${i}`, `j${i}.block = d.block`)}`);
      W.forEach((w, k) => words[k]!.push(`j${i}.${w}`));
    });
  } else {
    for (let i = 0; i * MAX_JOINED_SOURCES < plan.and.length; i++) {
      joins.push(
        `JOIN ${chunkSource(plan.and.slice(i * MAX_JOINED_SOURCES, (i + 1) * MAX_JOINED_SOURCES), `k${i}`)} ON k${i}.block = d.block`,
      );
      W.forEach((w, k) => words[k]!.push(`k${i}.${w}`));
    }
  }
  plan.andNot.forEach((s, i) => {
    joins.push(`LEFT JOIN ${bitsSource(s, `n${i}`, `n${i}.block = d.block`)}`);
    W.forEach((w, k) => words[k]!.push(`~COALESCE(n${i}.${w}, 0)`));
  });
  const where = plan.driver.tids.length === 1 ? `WHERE d.tid = ${int(plan.driver.tids[0]!)}` : '';
  const exprs = words.map((e) => `(${e.join(' & ')})`);
  const cols = W.join(', ');
  // Matched rows with their bit counts, running totals from the newest block down, and only the
  // rows that hold the page (plus the oldest row, which carries the total).
  return `SELECT block, ${cols}, c, upto, total FROM (
    SELECT block, ${cols}, c, SUM(c) OVER (ORDER BY block DESC) AS upto, SUM(c) OVER () AS total FROM (
      SELECT d.block AS block, ${exprs.map((e, k) => `${e} AS w${k}`).join(', ')}, ${exprs.map((e) => `BIT_COUNT${e}`).join(' + ')} AS c
      FROM ${bitsSource(plan.driver, 'd', null)} ${joins.join(' ')} ${where}
    ) m WHERE c > 0
  ) r WHERE (upto > ${int(offset)} AND upto - c < ${int(offset + limit)}) OR upto = total
  ORDER BY block DESC`;
}

interface RawBitsRow {
  block: number | string;
  c: number | string;
  upto: number | string;
  total: number | string;
  [w: string]: number | string;
}

/** Rows covering the page, and the exact number of matches. */
export async function searchBits(
  db: Queryable,
  plan: Extract<Plan, { kind: 'bits' }>,
  offset: number,
  limit: number,
): Promise<{ rows: BitsRow[]; total: number }> {
  const raw = await selectRows<RawBitsRow>(db, searchBitsSql(plan, offset, limit));
  const total = raw.length ? Number(raw[0]!.total) : 0;
  const rows = raw.map((r) => ({
    block: Number(r.block),
    words: W.map((w) => BigInt(r[w]!)),
    count: Number(r.c),
    upto: Number(r.upto),
  }));
  return { rows, total };
}

export interface ResultRow {
  pos: number;
  id: string;
  name: string | null;
  headline: string | null;
  location: string | null;
  skills: string;
  experience_years: number | null;
  updated_at: Date;
}

export async function candidatesAt(db: Queryable, positions: readonly number[], around?: Around): Promise<ResultRow[]> {
  const rows = await selectAround<ResultRow>(
    db,
    `SELECT p.pos, c.id, c.name, c.headline, c.location, c.skills, c.experience_years, c.updated_at
     FROM search_positions p JOIN candidates c ON c.id = p.id WHERE p.pos IN (${positions.length ? positions.map(int).join(',') : 'NULL'})`,
    [],
    around,
  );
  return rows.map((r) => ({ ...r, pos: Number(r.pos) }));
}

// ----------------------------------------------------------------- index maintenance (write)

/** One writer of the index at a time (imports, seeds, rebuilds), per database; held by the connection that takes it. */
const INDEX_LOCK = lockNameSql('hiring_search_index');

export async function lockIndex(conn: PoolConnection, timeoutSeconds: number): Promise<boolean> {
  const [row] = await selectRows<{ ok: number | null }>(conn, `SELECT GET_LOCK(${INDEX_LOCK}, ?) AS ok`, [
    timeoutSeconds,
  ]);
  return row?.ok === 1;
}

export async function unlockIndex(conn: PoolConnection): Promise<void> {
  await conn.query(`SELECT RELEASE_LOCK(${INDEX_LOCK})`);
}

export interface PositionRow {
  pos: number;
  id: string;
  updated_at: Date;
}

export async function positionsOf(db: Queryable, ids: readonly string[]): Promise<PositionRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<PositionRow>(db, 'SELECT pos, id, updated_at FROM search_positions WHERE id IN (?)', [
    ids,
  ]);
  return rows.map((r) => ({ ...r, pos: Number(r.pos) }));
}

/** The placed candidate just below (older than) or just above (newer than) a sort key. */
export async function neighbour(
  db: Queryable,
  updatedAt: Date,
  id: string,
  side: 'below' | 'above',
): Promise<PositionRow | null> {
  const [cmp, dir] = side === 'below' ? ['<', 'DESC'] : ['>', 'ASC'];
  const rows = await selectRows<PositionRow>(
    db,
    `SELECT pos, id, updated_at FROM search_positions
     WHERE updated_at ${cmp} ? OR (updated_at = ? AND id ${cmp} ?)
     ORDER BY updated_at ${dir}, id ${dir} LIMIT 1`,
    [updatedAt, updatedAt, id],
  );
  return rows[0] ? { ...rows[0], pos: Number(rows[0].pos) } : null;
}

export async function highestPosition(db: Queryable): Promise<PositionRow | null> {
  const rows = await selectRows<PositionRow>(
    db,
    'SELECT pos, id, updated_at FROM search_positions ORDER BY pos DESC LIMIT 1',
  );
  return rows[0] ? { ...rows[0], pos: Number(rows[0].pos) } : null;
}

export async function positionsAbove(db: Queryable, pos: number, limit: number): Promise<PositionRow[]> {
  const rows = await selectRows<PositionRow>(
    db,
    `SELECT pos, id, updated_at FROM search_positions WHERE pos > ${int(pos)} ORDER BY pos LIMIT ${int(limit)}`,
  );
  return rows.map((r) => ({ ...r, pos: Number(r.pos) }));
}

export async function insertPositions(db: Queryable, rows: readonly PositionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await execute(
    db,
    `INSERT INTO search_positions (pos, id, updated_at) VALUES ${rows.map(() => '(?,?,?)').join(',')}`,
    rows.flatMap((r) => [r.pos, r.id, r.updated_at]),
  );
}

export async function deletePositions(db: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await execute(db, 'DELETE FROM search_positions WHERE id IN (?)', [ids]);
}

/** Adds per-token document deltas, creating tokens as needed; returns every token's id. */
export async function upsertTokens(db: Queryable, deltas: ReadonlyMap<string, number>): Promise<Map<string, number>> {
  const tokens = [...deltas.keys()];
  const ids = new Map<string, number>();
  for (let i = 0; i < tokens.length; i += 2_000) {
    const chunk = tokens.slice(i, i + 2_000);
    await execute(
      db,
      `INSERT INTO search_tokens (token, docs) VALUES ${chunk.map(() => '(?,?)').join(',')}
       ON DUPLICATE KEY UPDATE docs = GREATEST(0, docs + VALUES(docs))`,
      chunk.flatMap((t) => [Buffer.from(t, 'utf8'), deltas.get(t)!]),
    );
    const rows = await selectRows<{ tid: number; token: Buffer }>(
      db,
      'SELECT tid, token FROM search_tokens WHERE token IN (?)',
      [chunk.map((t) => Buffer.from(t, 'utf8'))],
    );
    for (const r of rows) ids.set(r.token.toString('utf8'), r.tid);
  }
  return ids;
}

export interface BitsChange {
  tid: number;
  block: number;
  words: bigint[];
}

/** ORs bits into rows, creating rows as needed. */
export async function setBits(db: Queryable, changes: readonly BitsChange[]): Promise<void> {
  for (let i = 0; i < changes.length; i += 2_000) {
    const chunk = changes.slice(i, i + 2_000);
    await execute(
      db,
      `INSERT INTO search_bits (tid, block, ${W.join(', ')}) VALUES ${chunk
        .map((c) => `(${int(c.tid)},${int(c.block)},${c.words.map(String).join(',')})`)
        .join(',')}
       ON DUPLICATE KEY UPDATE ${W.map((w) => `${w} = ${w} | VALUES(${w})`).join(', ')}`,
    );
  }
}

/** Clears bits in existing rows, then drops rows left empty. */
export async function clearBits(db: Queryable, changes: readonly BitsChange[]): Promise<void> {
  for (let i = 0; i < changes.length; i += 500) {
    const chunk = changes.slice(i, i + 500);
    const names = ['tid', 'block', ...W.map((_, k) => `m${k}`)];
    const values = chunk
      .map(
        (c, j) =>
          'SELECT ' +
          [int(c.tid), int(c.block), ...c.words.map(String)]
            .map((v, k) => (j === 0 ? `${v} AS ${names[k]}` : v))
            .join(', '),
      )
      .join(' UNION ALL ');
    await execute(
      db,
      `UPDATE search_bits b JOIN (${values}) v ON b.tid = v.tid AND b.block = v.block
       SET ${W.map((w, k) => `b.${w} = b.${w} & ~v.m${k}`).join(', ')}`,
    );
    const tids = [...new Set(chunk.map((c) => c.tid))];
    const blocks = [...new Set(chunk.map((c) => c.block))];
    await execute(
      db,
      `DELETE FROM search_bits WHERE tid IN (${tids.map(int).join(',')}) AND block IN (${blocks.map(int).join(',')}) AND ${W.map((w) => `${w} = 0`).join(' AND ')}`,
    );
  }
}

/** Whether the index carries the current version stamp (tokens.ts INDEX_VERSION). */
export async function indexIsCurrent(db: Queryable): Promise<boolean> {
  const rows = await selectRows<{ tid: number }>(db, 'SELECT tid FROM search_tokens WHERE token = ?', [
    Buffer.from(VERSION_TOKEN, 'utf8'),
  ]);
  return rows.length > 0;
}

// ----------------------------------------------------------------- rebuild

const INDEX_TABLES = ['search_tokens', 'search_bits', 'search_positions'] as const;

/** Empty copies (same definition) to build a new index beside the live one. */
export async function createShadowTables(db: Queryable): Promise<void> {
  for (const t of INDEX_TABLES) {
    await db.query(`DROP TABLE IF EXISTS ${t}_new`);
    await db.query(`CREATE TABLE ${t}_new LIKE ${t}`);
  }
}

/** Swaps the new index in, in one atomic RENAME, and drops the old one. */
export async function swapShadowTables(db: Queryable): Promise<void> {
  // The version stamp moves with the tables it describes: a reader sees both or neither.
  await execute(db, 'INSERT INTO search_tokens_new (token, docs) VALUES (?, 0)', [Buffer.from(VERSION_TOKEN, 'utf8')]);
  await db.query(`RENAME TABLE ${INDEX_TABLES.map((t) => `${t} TO ${t}_old, ${t}_new TO ${t}`).join(', ')}`);
  for (const t of INDEX_TABLES) await db.query(`DROP TABLE ${t}_old`);
}

export async function dropShadowTables(db: Queryable): Promise<void> {
  for (const t of INDEX_TABLES) await db.query(`DROP TABLE IF EXISTS ${t}_new`);
}

/** Bulk rows for the shadow tables, already in primary-key order; values are SQL literals. */
export async function insertShadowRows(
  db: Queryable,
  table: (typeof INDEX_TABLES)[number],
  columns: string,
  tuples: readonly string[],
): Promise<void> {
  if (tuples.length === 0) return;
  await db.query(`INSERT INTO ${table}_new (${columns}) VALUES ${tuples.join(',')}`);
}
