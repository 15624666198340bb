import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, type Db } from '../../src/db/pool';
import { newId } from '../../src/ids';
import { listAudit, recordAudit, verifyAudit } from '../../src/services/audit.service';
import { testConfig } from '../../support/app';
import { makeCompany } from '../../support/factories';

const BY = { actor: { type: 'operator' as const, id: 'test-operator' }, requestId: newId('req') };

describe('recordAudit', () => {
  let db: Db;
  beforeAll(() => {
    db = createPool({ url: testConfig().MYSQL_URL, connectionLimit: 8 });
  });
  afterAll(async () => db?.end());

  it('keeps one unforked chain per company under concurrent appends', async () => {
    const company = await makeCompany(db);
    const before = (await listAudit(db, { companyId: company.id })).length;
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        recordAudit(db, { ...BY, companyId: company.id, action: 'rubric.created', target: `rub_${i}` }),
      ),
    );
    const entries = await listAudit(db, { companyId: company.id });
    expect(entries).toHaveLength(before + 24);
    expect(entries.map((e) => e.seq).sort((a, b) => a - b)).toEqual(entries.map((_, i) => i + 1));
    expect(await verifyAudit(db, company.id)).toEqual([
      { companyId: company.id, verdict: { intact: true, entries: before + 24 } },
    ]);
  });

  it('joins the caller’s transaction: a rolled-back change leaves no entry', async () => {
    const company = await makeCompany(db);
    const before = (await listAudit(db, { companyId: company.id })).length;
    const conn = await db.getConnection();
    try {
      await conn.beginTransaction();
      await recordAudit(conn, { ...BY, companyId: company.id, action: 'rubric.created', target: 'rub_x' });
      await conn.rollback();
    } finally {
      conn.release();
    }
    expect(await listAudit(db, { companyId: company.id })).toHaveLength(before);
    expect((await verifyAudit(db, company.id))[0]?.verdict.intact ?? true).toBe(true);
  });

  it('refuses an action that is not <thing>.<event>', async () => {
    await expect(recordAudit(db, { ...BY, companyId: 'cmp_x', action: 'Created', target: 'x' })).rejects.toThrow(
      /not <thing>.<event>/,
    );
  });
});
