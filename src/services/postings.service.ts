import { z } from 'zod';
import { findCompany } from '../db/companies.repository';
import type { Db } from '../db/pool';
import { closePosting, listPostings, upsertPosting, type PostingRow } from '../db/postings.repository';
import { buildPostingFeatures } from '../domain/matching';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { newId } from '../ids';
import { recordAudit, type AuditContext } from './audit.service';

export const postingLineSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,80}$/, 'id must be 1 to 80 letters, digits, dots, colons, dashes or underscores')
    .optional(),
  title: z.string().trim().min(1, 'title must not be empty').max(300, 'title must be at most 300 characters'),
  description: z.string().max(200_000, 'description must be at most 200,000 characters'),
  location: z.string().max(200, 'location must be at most 200 characters').nullable().optional(),
  employment_type: z
    .string()
    .regex(/^[A-Z][A-Z_]{1,39}$/, 'employment_type must be an upper-case code such as FULL_TIME, PART_TIME or CONTRACT')
    .default('FULL_TIME'),
  skills: z
    .array(z.string().trim().min(1, 'skills must not be empty').max(80, 'each skill must be at most 80 characters'))
    .max(100, 'at most 100 skills')
    .default([]),
  min_years: z.number().int('min_years must be an integer').min(0).max(60).nullable().optional(),
  status: z.enum(['open', 'closed'], { error: 'status must be open or closed' }).default('open'),
});

export interface LineError {
  line: number;
  message: string;
}

/** Parses JSONL; every bad line is reported, and nothing is written unless all lines are good. */
export function parsePostingLines(text: string): {
  postings: Array<z.output<typeof postingLineSchema> & { line: number }>;
  errors: LineError[];
} {
  const postings: Array<z.output<typeof postingLineSchema> & { line: number }> = [];
  const errors: LineError[] = [];
  // A byte-order mark from an editor is not part of the first line.
  text
    .replace(/^\uFEFF/, '')
    .split('\n')
    .forEach((raw, i) => {
      if (raw.trim() === '') return;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        errors.push({ line: i + 1, message: 'not valid JSON' });
        return;
      }
      const parsed = postingLineSchema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.');
        errors.push({
          line: i + 1,
          message: `${field || 'line'}: ${issue.code === 'unrecognized_keys' ? 'unknown field' : issue.message}`,
        });
        return;
      }
      postings.push({ ...parsed.data, line: i + 1 });
    });
  return { postings, errors };
}

/** Upserts a company's postings in one transaction, computing the engine's features now, not per request. */
export async function importPostings(
  db: Db,
  typedCompanyId: string,
  text: string,
  audit: AuditContext,
  now = new Date(),
): Promise<{ imported: number; ids: string[] }> {
  const { postings, errors } = parsePostingLines(text);
  if (errors.length)
    throw new AppError('VALIDATION_ERROR', errors.map((e) => `line ${e.line}: ${e.message}`).join('; '));
  // The id as stored, not as typed: postings are read back by exact company id.
  const company = await findCompany(db, typedCompanyId);
  if (!company) throw new AppError('NOT_FOUND', `company ${typedCompanyId} not found`);
  const companyId = company.id;
  const ids = postings.map((p) => p.id ?? newId('pst'));
  const conn = await db.getConnection();
  try {
    await conn.beginTransaction();
    for (let i = 0; i < postings.length; i++) {
      const p = postings[i]!;
      const id = ids[i]!;
      const row: PostingRow = {
        id,
        company_id: companyId,
        title: p.title,
        description: p.description,
        location: p.location ?? null,
        employment_type: p.employment_type,
        skills: JSON.stringify(p.skills),
        min_years: p.min_years ?? null,
        status: p.status,
        features: JSON.stringify(
          buildPostingFeatures({
            id,
            title: p.title,
            description: p.description,
            location: p.location ?? null,
            employment_type: p.employment_type,
            skills: p.skills,
            min_years: p.min_years ?? null,
            updated_at: now,
          }),
        ),
        created_at: now,
        updated_at: now,
      };
      await upsertPosting(conn, row);
    }
    await recordAudit(
      conn,
      { ...audit, companyId, action: 'postings.imported', target: companyId, details: { count: ids.length, ids } },
      now,
    );
    await conn.commit();
  } catch (err) {
    await conn.rollback().catch(() => undefined);
    throw err;
  } finally {
    conn.release();
  }
  return { imported: postings.length, ids };
}

/** Closes one of the company's postings, so it is no longer matched; false when it has no such posting. */
export async function closeCompanyPosting(
  db: Db,
  companyId: string,
  id: string,
  audit: AuditContext,
  now = new Date(),
): Promise<boolean> {
  return inTransaction(db, async (conn) => {
    if (!(await closePosting(conn, companyId, id, now))) return false;
    await recordAudit(conn, { ...audit, companyId, action: 'posting.closed', target: id }, now);
    return true;
  });
}

// A company's postings, newest first, without descriptions.
export { listPostings };
