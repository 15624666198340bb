// SQL for candidate profiles: the rows search results are read from and the index is built from
// (search-index.repository.ts holds the index itself).
import type { PoolConnection } from 'mysql2/promise';
import type { Readable } from 'node:stream';
import type { CandidateRecord } from '../domain/search/candidate-input';
import { coreConnection } from './pool';
import { execute, type Queryable, selectRows } from './rows';

/** A profile as stored: the record without what only the index needs. */
export type CandidateContent = Omit<CandidateRecord, 'skillKeys' | 'visible' | 'terms'>;

export interface StoredCandidate
  extends Omit<CandidateContent, 'skills' | 'public_profile' | 'discoverable' | 'ai_matching'> {
  skills: string;
  public_profile: number;
  discoverable: number;
  ai_matching: number;
}

const CONTENT_COLUMNS =
  'id, name, headline, summary, location, skills, experience_years, public_profile, discoverable, ai_matching, updated_at';

/** Inserts or replaces whole profiles (created_at survives a replace). */
export async function upsertCandidates(db: Queryable, rows: readonly CandidateContent[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const values: unknown[] = [];
  for (const c of rows) {
    values.push(
      c.id,
      c.name,
      c.headline,
      c.summary,
      c.location,
      JSON.stringify(c.skills),
      c.experience_years,
      c.public_profile ? 1 : 0,
      c.discoverable ? 1 : 0,
      c.ai_matching ? 1 : 0,
      c.updated_at,
      now,
    );
  }
  const updates = CONTENT_COLUMNS.split(', ')
    .filter((c) => c !== 'id')
    .map((c) => `${c} = VALUES(${c})`)
    .join(', ');
  await execute(
    db,
    `INSERT INTO candidates (${CONTENT_COLUMNS}, created_at) VALUES ${rows.map(() => '(?,?,?,?,?,?,?,?,?,?,?,?)').join(',')}
     ON DUPLICATE KEY UPDATE ${updates}`,
    values,
  );
}

export async function findCandidates(db: Queryable, ids: readonly string[]): Promise<StoredCandidate[]> {
  if (ids.length === 0) return [];
  return selectRows<StoredCandidate>(db, `SELECT ${CONTENT_COLUMNS} FROM candidates WHERE id IN (?)`, [ids]);
}

export async function countCandidates(db: Queryable): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM candidates');
  return Number(row!.n);
}

const VISIBLE = 'public_profile = 1 AND discoverable = 1 AND ai_matching = 1';

/** Every visible profile, streamed in primary-key order (a sequential scan, not an index walk). */
export function streamVisibleCandidates(conn: PoolConnection): Readable {
  // The promise wrapper has no streaming; its underlying callback connection does.
  return coreConnection(conn.connection)
    .query(`SELECT ${CONTENT_COLUMNS} FROM candidates WHERE ${VISIBLE}`)
    .stream({ highWaterMark: 2_000 });
}
