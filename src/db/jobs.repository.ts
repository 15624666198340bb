import type { JobType } from '../temporal/names';
import { coalesce } from './coalesce';
import type { Db } from './pool';
import { execute, selectRows } from './rows';

export interface JobRow {
  id: string;
  company_id: string;
  type: JobType;
  key_prefix: string;
  created_at: Date;
  /** Set once the job has finished (completed or failed); JSON of the result or the error. */
  outcome_status?: 'completed' | 'failed' | null;
  outcome?: string | null;
  finished_at?: Date | null;
}

export async function insertJob(db: Db, job: JobRow): Promise<void> {
  await execute(db, 'INSERT INTO jobs (id, company_id, type, key_prefix, created_at) VALUES (?, ?, ?, ?, ?)', [
    job.id,
    job.company_id,
    job.type,
    job.key_prefix,
    job.created_at,
  ]);
}

/**
 * Tenant isolation lives in the query: another company's job is simply not found (R10).
 * Polls are the hottest read of the API: concurrent ones share one query (coalesce.ts).
 */
const finders = new WeakMap<Db, (q: { companyId: string; id: string }) => Promise<JobRow | null>>();

export function findCompanyJob(db: Db, companyId: string, id: string): Promise<JobRow | null> {
  let find = finders.get(db);
  if (!find) {
    find = coalesce((batch: Array<{ companyId: string; id: string }>) => findCompanyJobs(db, batch), { maxInFlight: 2, maxBatch: 256 });
    finders.set(db, find);
  }
  return find({ companyId, id });
}

async function findCompanyJobs(db: Db, wanted: Array<{ companyId: string; id: string }>): Promise<Array<JobRow | null>> {
  // `id IN` lets the primary key drive the read; the pairs keep each answer to its own company.
  const rows = await selectRows<JobRow>(db, 'SELECT * FROM jobs WHERE id IN (?) AND (id, company_id) IN (?)', [
    wanted.map((w) => w.id),
    wanted.map((w) => [w.id, w.companyId]),
  ]);
  const found = new Map(rows.map((r) => [`${r.id} ${r.company_id}`, r]));
  return wanted.map((w) => found.get(`${w.id} ${w.companyId}`) ?? null);
}

export async function saveOutcome(db: Db, id: string, status: 'completed' | 'failed', outcome: unknown, finishedAt: Date): Promise<void> {
  await execute(db, 'UPDATE jobs SET outcome_status = ?, outcome = ?, finished_at = ? WHERE id = ? AND outcome_status IS NULL', [
    status,
    JSON.stringify(outcome),
    finishedAt,
    id,
  ]);
}

export async function deleteJob(db: Db, id: string): Promise<void> {
  await execute(db, 'DELETE FROM jobs WHERE id = ?', [id]);
}

export async function sweepJobs(db: Db, createdBefore: Date, batch = 5_000): Promise<number> {
  const r = await execute(db, 'DELETE FROM jobs WHERE created_at < ? LIMIT ?', [createdBefore, batch]);
  return r.affectedRows;
}
