import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { withDatabase } from '../../src/db/bootstrap';
import { migrate, MIGRATIONS_DIR, readMigrations } from '../../src/db/migrate';
import { createPool } from '../../src/db/pool';
import { listPostings } from '../../src/db/postings.repository';
import { selectRows } from '../../src/db/rows';
import { randomBase62 } from '../../src/ids';
import { importPostings } from '../../src/services/postings.service';
import { startTestApp, type TestApp } from '../../support/app';
import { FIXTURE_AUDIT, makeTenant } from '../../support/factories';
import { call } from '../../support/http';
import { BACKEND_RESUME, POSTINGS } from '../../support/fixtures/postings';

const MATCH = '/api/v1/external/ai/match-jobs';
const TENANT_IDS_MIGRATION = '20261125213000_company_posting_ids.sql';
const [BACKEND, ANALYST, NURSE, FRONTEND] = POSTINGS as [
  (typeof POSTINGS)[number],
  (typeof POSTINGS)[number],
  (typeof POSTINGS)[number],
  (typeof POSTINGS)[number],
];

/** JSONL with the ids a company's own ATS would use: "1", "2", ... in the order given. */
const jsonl = (postings: Array<(typeof POSTINGS)[number]>) =>
  postings.map((p, i) => JSON.stringify({ ...p, id: String(i + 1) })).join('\n');

describe('posting ids are unique per company, not across companies', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
  });
  afterAll(async () => app?.close());

  it('two companies import the same ids; each matches only its own postings, job_id as it imported it', async () => {
    const a = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    const b = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    // The same ids name different postings: "1" is A's backend role and B's nurse role.
    expect(await importPostings(app.db, a.company.id, jsonl([BACKEND, ANALYST]), FIXTURE_AUDIT)).toEqual({
      imported: 2,
      ids: ['1', '2'],
    });
    expect(await importPostings(app.db, b.company.id, jsonl([NURSE, FRONTEND, BACKEND]), FIXTURE_AUDIT)).toEqual({
      imported: 3,
      ids: ['1', '2', '3'],
    });

    const ofA = await call(app.baseUrl, 'POST', MATCH, {
      key: a.key,
      body: { resume_text: BACKEND_RESUME, limit: 20 },
    });
    expect(ofA.status).toBe(200);
    expect(ofA.body.data.matches[0]).toMatchObject({ job_id: '1', title: BACKEND.title });

    const ofB = await call(app.baseUrl, 'POST', MATCH, {
      key: b.key,
      body: { resume_text: BACKEND_RESUME, limit: 20 },
    });
    expect(ofB.status).toBe(200);
    expect(ofB.body.data.matches[0]).toMatchObject({ job_id: '3', title: BACKEND.title });
    for (const m of ofB.body.data.matches) expect([NURSE.title, FRONTEND.title, BACKEND.title]).toContain(m.title);
    for (const m of ofA.body.data.matches) expect([BACKEND.title, ANALYST.title]).toContain(m.title);
  });

  it("re-importing an id changes the company's own posting only; the other company's row with that id is untouched", async () => {
    const a = await makeTenant(app.db);
    const b = await makeTenant(app.db);
    await importPostings(app.db, a.company.id, jsonl([BACKEND]), FIXTURE_AUDIT);
    await importPostings(app.db, b.company.id, jsonl([ANALYST]), FIXTURE_AUDIT);
    await importPostings(
      app.db,
      b.company.id,
      JSON.stringify({ ...ANALYST, id: '1', title: 'Senior Data Analyst', status: 'closed' }),
      FIXTURE_AUDIT,
    );
    expect((await listPostings(app.db, a.company.id)).map((p) => [p.id, p.title, p.status])).toEqual([
      ['1', BACKEND.title, 'open'],
    ]);
    expect((await listPostings(app.db, b.company.id)).map((p) => [p.id, p.title, p.status])).toEqual([
      ['1', 'Senior Data Analyst', 'closed'],
    ]);
  });
});

describe('the per-company posting key migrates an existing database', () => {
  const name = `${new URL(inject('mysqlUrl')).pathname.slice(1)}_t${randomBase62(4).toLowerCase()}`;
  afterAll(async () => {
    const admin = await mysql.createConnection({ uri: loadConfig().MYSQL_ADMIN_URL });
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  });

  it('keeps every posting, then lets a second company use the same ids and still refuses a duplicate within one company', async () => {
    const admin = await mysql.createConnection({ uri: loadConfig().MYSQL_ADMIN_URL });
    await admin.query(`CREATE DATABASE \`${name}\``);
    await admin.end();
    // The schema as it was before this migration: every older migration, applied from a copy.
    const older = mkdtempSync(join(tmpdir(), 'mig-old-'));
    const all = await readMigrations();
    expect(all.map((m) => m.name)).toContain(TENANT_IDS_MIGRATION);
    for (const m of all.filter((x) => x.name < TENANT_IDS_MIGRATION))
      copyFileSync(join(MIGRATIONS_DIR, m.name), join(older, m.name));
    const db = createPool({ url: withDatabase(inject('mysqlUrl'), name), connectionLimit: 2 });
    try {
      await migrate(db, older + '/');
      const now = new Date('2026-11-20T10:00:00.000Z');
      for (const id of ['cmp_a', 'cmp_b']) {
        await db.query('INSERT INTO companies (id, name, created_at, updated_at) VALUES (?, ?, ?, ?)', [
          id,
          `Company ${id}`,
          now,
          now,
        ]);
      }
      const insert =
        'INSERT INTO job_postings (id, company_id, title, description, employment_type, skills, status, features, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
      await db.query(insert, [
        '7',
        'cmp_a',
        'Welder',
        'Joins steel.',
        'FULL_TIME',
        '["Welding"]',
        'open',
        '{}',
        now,
        now,
      ]);
      await db.query(insert, ['pst_x', 'cmp_b', 'Baker', 'Bakes bread.', 'PART_TIME', '[]', 'closed', '{}', now, now]);
      // Under the old key, the same id for another company is refused.
      await expect(
        db.query(insert, ['7', 'cmp_b', 'Other welder', 'x', 'FULL_TIME', '[]', 'open', '{}', now, now]),
      ).rejects.toMatchObject({ code: 'ER_DUP_ENTRY' });

      // This migration and every later one, in order.
      expect(await migrate(db)).toEqual(all.filter((m) => m.name >= TENANT_IDS_MIGRATION).map((m) => m.name));

      const rows = await selectRows<{ id: string; company_id: string; title: string; status: string; skills: string }>(
        db,
        'SELECT id, company_id, title, status, skills FROM job_postings ORDER BY company_id, id',
      );
      expect(rows).toEqual([
        { id: '7', company_id: 'cmp_a', title: 'Welder', status: 'open', skills: '["Welding"]' },
        { id: 'pst_x', company_id: 'cmp_b', title: 'Baker', status: 'closed', skills: '[]' },
      ]);
      await db.query(insert, ['7', 'cmp_b', 'Other welder', 'x', 'FULL_TIME', '[]', 'open', '{}', now, now]);
      await expect(
        db.query(insert, ['7', 'cmp_a', 'Second welder', 'x', 'FULL_TIME', '[]', 'open', '{}', now, now]),
      ).rejects.toMatchObject({ code: 'ER_DUP_ENTRY' });
      // Ids still compare exactly within a company.
      await db.query(insert, ['PST_X', 'cmp_b', 'Pastry chef', 'x', 'FULL_TIME', '[]', 'open', '{}', now, now]);
      expect((await listPostings(db, 'cmp_b')).map((p) => p.id).sort()).toEqual(['7', 'PST_X', 'pst_x']);
      // The key leads with the company, so a company's postings are read by the primary key's prefix.
      const keys = await selectRows<{ Key_name: string; Column_name: string; Seq_in_index: number }>(
        db,
        "SHOW INDEX FROM job_postings WHERE Key_name = 'PRIMARY'",
      );
      expect(keys.sort((x, y) => x.Seq_in_index - y.Seq_in_index).map((k) => k.Column_name)).toEqual([
        'company_id',
        'id',
      ]);
    } finally {
      await db.end();
    }
  });
});
