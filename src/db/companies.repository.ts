import type { Db } from './pool';
import { execute, selectRows, type Queryable } from './rows';

export interface CompanyRow {
  id: string;
  name: string;
  plan: string;
  subscription_status: string;
  ai_call_limit: number | null;
  created_at: Date;
  updated_at: Date;
}

export async function insertCompany(db: Queryable, c: Omit<CompanyRow, 'updated_at'>): Promise<void> {
  await execute(
    db,
    `INSERT INTO companies (id, name, plan, subscription_status, ai_call_limit, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [c.id, c.name, c.plan, c.subscription_status, c.ai_call_limit, c.created_at, c.created_at],
  );
}

export async function listCompanies(db: Db): Promise<CompanyRow[]> {
  return selectRows<CompanyRow>(db, 'SELECT * FROM companies ORDER BY created_at, id');
}

export async function findCompany(db: Queryable, id: string): Promise<CompanyRow | null> {
  const rows = await selectRows<CompanyRow>(db, 'SELECT * FROM companies WHERE id = ?', [id]);
  return rows[0] ?? null;
}

/** The company, locked for the rest of the caller's transaction. */
export async function lockCompany(db: Queryable, id: string): Promise<CompanyRow | null> {
  const rows = await selectRows<CompanyRow>(db, 'SELECT * FROM companies WHERE id = ? FOR UPDATE', [id]);
  return rows[0] ?? null;
}

export type CompanyPatch = Partial<Pick<CompanyRow, 'plan' | 'subscription_status' | 'ai_call_limit' | 'name'>>;

export async function updateCompany(db: Queryable, id: string, patch: CompanyPatch, now: Date): Promise<boolean> {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  const sets = entries.map(([k]) => `${k} = ?`).concat('updated_at = ?');
  const result = await execute(db, `UPDATE companies SET ${sets.join(', ')} WHERE id = ?`, [
    ...entries.map(([, v]) => v),
    now,
    id,
  ]);
  return result.affectedRows === 1;
}
