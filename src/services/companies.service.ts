import { z } from 'zod';
import { findCompany, insertCompany, listCompanies, updateCompany, type CompanyRow } from '../db/companies.repository';
import type { Db } from '../db/pool';
import { PLANS } from '../domain/rate-limit/plans';
import { AppError } from '../errors';
import { newId } from '../ids';

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

export async function createCompany(db: Db, input: CompanyInput, now = new Date()): Promise<CompanyRow> {
  const c = companyInputSchema.parse(input);
  const row = {
    id: newId('cmp'),
    name: c.name,
    plan: c.plan,
    subscription_status: c.status,
    ai_call_limit: c.ai_call_limit,
    created_at: now,
  };
  await insertCompany(db, row);
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
  now = new Date(),
): Promise<CompanyRow> {
  const p = companyPatchSchema.parse(patch);
  const changes = { name: p.name, plan: p.plan, subscription_status: p.status, ai_call_limit: p.ai_call_limit };
  if (Object.values(changes).every((v) => v === undefined))
    throw new AppError('VALIDATION_ERROR', 'nothing to update: give at least one change');
  if (!(await updateCompany(db, id, changes, now))) throw new AppError('NOT_FOUND', `company ${id} not found`);
  return (await findCompany(db, id))!;
}

export { listCompanies, findCompany, type CompanyRow };
