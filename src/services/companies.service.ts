import { z } from 'zod';
import {
  findCompany,
  insertCompany,
  listCompanies,
  lockCompany,
  updateCompany,
  type CompanyRow,
} from '../db/companies.repository';
import type { Db } from '../db/pool';
import { PLANS } from '../domain/rate-limit/plans';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { newId } from '../ids';
import { recordAudit, type AuditContext } from './audit.service';

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'paused',
] as const;

export const companyInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'name must not be empty').max(200, 'name must be at most 200 characters'),
  plan: z.enum(PLANS as [string, ...string[]], { error: `plan must be one of ${PLANS.join(', ')}` }).default('starter'),
  status: z
    .enum(SUBSCRIPTION_STATUSES, { error: `status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}` })
    .default('active'),
  ai_call_limit: z.number().int('ai-call-limit must be a whole number').min(0).max(10_000_000).nullable().default(null),
});
export type CompanyInput = z.input<typeof companyInputSchema>;

export async function createCompany(
  db: Db,
  input: CompanyInput,
  audit: AuditContext,
  now = new Date(),
): Promise<CompanyRow> {
  const c = companyInputSchema.parse(input);
  const row = {
    id: newId('cmp'),
    name: c.name,
    plan: c.plan,
    subscription_status: c.status,
    ai_call_limit: c.ai_call_limit,
    created_at: now,
  };
  await inTransaction(db, async (conn) => {
    await insertCompany(conn, row);
    const { id, created_at, ...details } = row;
    await recordAudit(conn, { ...audit, companyId: id, action: 'company.created', target: id, details }, now);
  });
  return { ...row, updated_at: now };
}

export const companyPatchSchema = z.strictObject({
  name: companyInputSchema.shape.name.optional(),
  plan: z.enum(PLANS as [string, ...string[]], { error: `plan must be one of ${PLANS.join(', ')}` }).optional(),
  status: z
    .enum(SUBSCRIPTION_STATUSES, { error: `status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}` })
    .optional(),
  ai_call_limit: z.number().int().min(0).max(10_000_000).nullable().optional(),
});

export async function changeCompany(
  db: Db,
  id: string,
  patch: z.input<typeof companyPatchSchema>,
  audit: AuditContext,
  now = new Date(),
): Promise<CompanyRow> {
  const p = companyPatchSchema.parse(patch);
  const changes = { name: p.name, plan: p.plan, subscription_status: p.status, ai_call_limit: p.ai_call_limit };
  if (Object.values(changes).every((v) => v === undefined))
    throw new AppError('VALIDATION_ERROR', 'nothing to update: give at least one change');
  return inTransaction(db, async (conn) => {
    const before = await lockCompany(conn, id);
    if (!before) throw new AppError('NOT_FOUND', `company ${id} not found`);
    await updateCompany(conn, before.id, changes, now);
    // Each changed field as it was and as it is; a patch that repeats a value is not a change.
    const changed = Object.fromEntries(
      Object.entries(changes)
        .filter(([k, v]) => v !== undefined && before[k as keyof typeof changes] !== v)
        .map(([k, v]) => [k, { from: before[k as keyof typeof changes], to: v }]),
    );
    if (Object.keys(changed).length > 0) {
      await recordAudit(
        conn,
        { ...audit, companyId: before.id, action: 'company.changed', target: before.id, details: changed },
        now,
      );
    }
    return (await findCompany(conn, before.id))!;
  });
}

export { listCompanies, findCompany, type CompanyRow };
