import type { PoolConnection } from 'mysql2/promise';
import type { Db } from './pool';
import { execute, selectRows, type Queryable } from './rows';

export interface PostingRow {
  id: string;
  company_id: string;
  title: string;
  description: string;
  location: string | null;
  employment_type: string;
  skills: string;
  min_years: number | null;
  status: 'open' | 'closed';
  features: string;
  created_at: Date;
  updated_at: Date;
}

/**
 * Upsert by (company, id) inside the caller's transaction: ids are the company's own, so the same
 * id of another company is another row and is never read or touched here.
 */
export async function upsertPosting(conn: PoolConnection, p: PostingRow): Promise<void> {
  await conn.query(
    `INSERT INTO job_postings (id, company_id, title, description, location, employment_type, skills, min_years, status, features, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON DUPLICATE KEY UPDATE
       title = VALUES(title), description = VALUES(description), location = VALUES(location),
       employment_type = VALUES(employment_type), skills = VALUES(skills), min_years = VALUES(min_years),
       status = VALUES(status), features = VALUES(features), updated_at = VALUES(updated_at)`,
    [
      p.id,
      p.company_id,
      p.title,
      p.description,
      p.location,
      p.employment_type,
      p.skills,
      p.min_years,
      p.status,
      p.features,
      p.created_at,
      p.updated_at,
    ],
  );
}

export type OpenPosting = Pick<PostingRow, 'id' | 'title' | 'location' | 'employment_type' | 'updated_at' | 'features'>;

export async function openPostings(db: Db, companyId: string): Promise<OpenPosting[]> {
  return selectRows<OpenPosting>(
    db,
    `SELECT id, title, location, employment_type, updated_at, features FROM job_postings WHERE company_id = ? AND status = 'open'`,
    [companyId],
  );
}

/** A cheap fingerprint of a company's open postings, so a worker can keep parsed features cached. */
export async function openPostingsVersion(db: Db, companyId: string): Promise<string> {
  const [row] = await selectRows<{ n: number; latest: Date | null }>(
    db,
    `SELECT COUNT(*) AS n, MAX(updated_at) AS latest FROM job_postings WHERE company_id = ? AND status = 'open'`,
    [companyId],
  );
  return `${row?.n ?? 0}:${row?.latest?.getTime() ?? 0}`;
}

export async function listPostings(
  db: Db,
  companyId: string,
): Promise<Array<Omit<PostingRow, 'features' | 'description'>>> {
  return selectRows(
    db,
    `SELECT id, company_id, title, location, employment_type, skills, min_years, status, created_at, updated_at
       FROM job_postings WHERE company_id = ? ORDER BY updated_at DESC, id DESC`,
    [companyId],
  );
}

export async function closePosting(db: Queryable, companyId: string, id: string, now: Date): Promise<boolean> {
  const r = await execute(
    db,
    `UPDATE job_postings SET status = 'closed', updated_at = ? WHERE company_id = ? AND id = ?`,
    [now, companyId, id],
  );
  return r.affectedRows === 1;
}

/**
 * The start of each named posting's description, for a model to read; the company's own only.
 * The ids come from the caller's open postings, so no status is checked here: a posting closed
 * since is still described.
 */
export async function postingDescriptionStarts(
  db: Db,
  companyId: string,
  ids: readonly string[],
  chars: number,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ id: string; start: string }>(
    db,
    'SELECT id, LEFT(description, ?) AS start FROM job_postings WHERE company_id = ? AND id IN (?)',
    [chars, companyId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.start]));
}
