import type { Db } from './pool';
import { execute, selectRows, type Queryable } from './rows';

export interface RubricRow {
  id: string;
  company_id: string;
  name: string;
  definition: string;
  created_at: Date;
}

export async function insertRubric(db: Queryable, row: RubricRow): Promise<void> {
  await execute(db, 'INSERT INTO rubrics (id, company_id, name, definition, created_at) VALUES (?, ?, ?, ?, ?)', [
    row.id,
    row.company_id,
    row.name,
    row.definition,
    row.created_at,
  ]);
}

/**
 * Scoped by company in the query itself: another company's rubric does not exist for the caller.
 * Ids compare exactly: the column is binary (migration 20261122230000), and the last check drops
 * what even a binary collation lets through on MySQL and MariaDB, trailing spaces.
 */
export async function findCompanyRubric(db: Db, companyId: string, id: string): Promise<RubricRow | null> {
  const rows = await selectRows<RubricRow>(db, 'SELECT * FROM rubrics WHERE id = ? AND company_id = ?', [
    id,
    companyId,
  ]);
  return rows.find((r) => r.id === id) ?? null;
}

export async function findRubric(db: Db, id: string): Promise<RubricRow | null> {
  const rows = await selectRows<RubricRow>(db, 'SELECT * FROM rubrics WHERE id = ?', [id]);
  return rows.find((r) => r.id === id) ?? null;
}

export async function listRubrics(db: Db, companyId: string): Promise<RubricRow[]> {
  return selectRows<RubricRow>(db, 'SELECT * FROM rubrics WHERE company_id = ? ORDER BY created_at, id', [companyId]);
}
