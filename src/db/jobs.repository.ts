import type { JobType } from '../domain/jobs';
import type { BatchedLookup } from './batched-lookup';
import { coalescePer } from './coalesce';
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
  /** 1 once a 504 asked the job to send its end to webhook endpoints (a signal in its history). */
  events_requested?: number;
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

/** Another company's job is simply not found (R10); ids compare exactly, whatever the collation. */
export async function findCompanyJob(db: Db, companyId: string, id: string): Promise<JobRow | null> {
  const row = await findJob(db, id);
  return row && row.id === id && row.company_id === companyId ? row : null;
}

/**
 * A job by id alone, for a poll whose company is not known yet (the access check runs at the
 * same time): callers must compare company_id before using it, as findCompanyJob does.
 * Polls are the hottest read of the API: concurrent ones share one query (coalesce.ts).
 */
export const findJob: (db: Db, id: string) => Promise<JobRow | null> = coalescePer(findJobs, {
  maxInFlight: 2,
  maxBatch: 256,
});

/** Jobs by id, for a poll's access batch to carry (batched-lookup.ts); same caveat as findJob. */
export const JOBS_BY_ID: BatchedLookup<JobRow> = { sql: 'SELECT * FROM jobs WHERE id IN (?)', idOf: (row) => row.id };

async function findJobs(db: Db, ids: string[]): Promise<Array<JobRow | null>> {
  const rows = await selectRows<JobRow>(db, JOBS_BY_ID.sql, [ids]);
  const found = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => found.get(id) ?? null);
}

export async function saveOutcome(
  db: Db,
  id: string,
  status: 'completed' | 'failed',
  outcome: unknown,
  finishedAt: Date,
): Promise<boolean> {
  const r = await execute(
    db,
    'UPDATE jobs SET outcome_status = ?, outcome = ?, finished_at = ? WHERE id = ? AND outcome_status IS NULL',
    [status, JSON.stringify(outcome), finishedAt, id],
  );
  // false: an outcome was stored before (another poll, or the job's events workflow); it stands.
  return r.affectedRows === 1;
}

/** Before the 504's signal: polls then know the extra history event is no worker's step. */
export async function markEventsRequested(db: Db, id: string): Promise<void> {
  await execute(db, 'UPDATE jobs SET events_requested = 1 WHERE id = ?', [id]);
}

export async function deleteJob(db: Db, id: string): Promise<void> {
  await execute(db, 'DELETE FROM jobs WHERE id = ?', [id]);
}

export async function sweepJobs(db: Db, createdBefore: Date, batch = 5_000): Promise<number> {
  const r = await execute(db, 'DELETE FROM jobs WHERE created_at < ? LIMIT ?', [createdBefore, batch]);
  return r.affectedRows;
}
