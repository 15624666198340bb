import type { PoolConnection } from 'mysql2/promise';
import type { Db } from './pool';
import { execute, selectRows } from './rows';

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

/** Upsert by id inside the caller's transaction; an id owned by another company is left untouched. */
export async function upsertPosting(conn: PoolConnection, p: PostingRow): Promise<void> {
  await conn.query(
    `INSERT INTO job_postings (id, company_id, title, description, location, employment_type, skills, min_years, status, features, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON DUPLICATE KEY UPDATE
       title = IF(company_id = VALUES(company_id), VALUES(title), title),
       description = IF(company_id = VALUES(company_id), VALUES(description), description),
       location = IF(company_id = VALUES(company_id), VALUES(location), location),
       employment_type = IF(company_id = VALUES(company_id), VALUES(employment_type), employment_type),
       skills = IF(company_id = VALUES(company_id), VALUES(skills), skills),
       min_years = IF(company_id = VALUES(company_id), VALUES(min_years), min_years),
       status = IF(company_id = VALUES(company_id), VALUES(status), status),
       features = IF(company_id = VALUES(company_id), VALUES(features), features),
       updated_at = IF(company_id = VALUES(company_id), VALUES(updated_at), updated_at)`,
    [p.id, p.company_id, p.title, p.description, p.location, p.employment_type, p.skills, p.min_years, p.status, p.features, p.created_at, p.updated_at],
  );
}

export async function ownersOf(db: Db | PoolConnection, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ id: string; company_id: string }>(db, 'SELECT id, company_id FROM job_postings WHERE id IN (?)', [ids]);
  return new Map(rows.map((r) => [r.id, r.company_id]));
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

export async function listPostings(db: Db, companyId: string): Promise<Array<Omit<PostingRow, 'features' | 'description'>>> {
  return selectRows(
    db,
    `SELECT id, company_id, title, location, employment_type, skills, min_years, status, created_at, updated_at
       FROM job_postings WHERE company_id = ? ORDER BY updated_at DESC, id DESC`,
    [companyId],
  );
}

export async function closePosting(db: Db, id: string, now: Date): Promise<boolean> {
  const r = await execute(db, `UPDATE job_postings SET status = 'closed', updated_at = ? WHERE id = ?`, [now, id]);
  return r.affectedRows === 1;
}
