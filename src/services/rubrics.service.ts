import { findCompany } from '../db/companies.repository';
import type { Db } from '../db/pool';
import { findCompanyRubric, findRubric, insertRubric, listRubrics, type RubricRow } from '../db/rubrics.repository';
import { rubricSchema, validateRubric, type Rubric } from '../domain/scoring';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { newId } from '../ids';
import { recordAudit, type AuditContext } from './audit.service';

export interface RubricView {
  id: string;
  company_id: string;
  name: string;
  rubric: Rubric;
  created_at: string;
}

const view = (r: RubricRow): RubricView => ({
  id: r.id,
  company_id: r.company_id,
  name: r.name,
  rubric: JSON.parse(r.definition) as Rubric,
  created_at: r.created_at.toISOString(),
});

/** Validates the whole definition first; a bad file writes nothing and names every problem. */
export async function createRubric(
  db: Db,
  companyId: string,
  definition: unknown,
  audit: AuditContext,
  now = new Date(),
): Promise<RubricView> {
  const checked = validateRubric(definition);
  if (!checked.ok) {
    throw new AppError('VALIDATION_ERROR', checked.issues.map((i) => `${i.path || 'rubric'}: ${i.message}`).join('; '));
  }
  // The id as stored, not as typed (the lookup ignores case; jobs and keys compare exactly).
  const company = await findCompany(db, companyId);
  if (!company) throw new AppError('NOT_FOUND', `company ${companyId} not found`);
  const row: RubricRow = {
    id: newId('rub'),
    company_id: company.id,
    name: checked.rubric.name,
    definition: JSON.stringify(checked.rubric),
    created_at: now,
  };
  await inTransaction(db, async (conn) => {
    await insertRubric(conn, row);
    await recordAudit(
      conn,
      { ...audit, companyId: company.id, action: 'rubric.created', target: row.id, details: { name: row.name } },
      now,
    );
  });
  return view(row);
}

export async function companyRubrics(db: Db, companyId: string): Promise<RubricView[]> {
  return (await listRubrics(db, companyId)).map(view);
}

export async function showRubric(db: Db, id: string): Promise<RubricView> {
  const row = await findRubric(db, id);
  if (!row) throw new AppError('NOT_FOUND', `rubric ${id} not found`);
  return view(row);
}

/** The caller's rubric for a scoring call; another company's rubric is simply not found. */
export async function companyRubricForScoring(db: Db, companyId: string, rubricId: string): Promise<Rubric> {
  const row = await findCompanyRubric(db, companyId, rubricId);
  if (!row) throw new AppError('RUBRIC_NOT_FOUND', `rubric_id "${rubricId}" does not name a rubric of your company.`);
  return rubricSchema.parse(JSON.parse(row.definition));
}
