import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCompanyJob, insertJob } from '../../src/db/jobs.repository';
import { newId } from '../../src/ids';
import { startTestApp, type TestApp } from '../../support/app';
import { makeCompany } from '../../support/factories';

describe('job lookups shared by concurrent polls (R10)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it('each poll gets its own company’s job and never another’s, even in the same batch', async () => {
    const [a, b] = await Promise.all([makeCompany(app.db), makeCompany(app.db)]);
    const jobs = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const job = {
          id: newId('job'),
          company_id: (i % 2 ? a : b).id,
          type: 'match_jobs' as const,
          key_prefix: 'sk_test_abcdef',
          created_at: new Date(),
        };
        await insertJob(app.db, job);
        return job;
      }),
    );
    // Every job asked for by its owner and by the other company, all at once.
    const asks = jobs.flatMap((j) => [
      { job: j, company: j.company_id, own: true },
      { job: j, company: j.company_id === a.id ? b.id : a.id, own: false },
    ]);
    const found = await Promise.all(asks.map((q) => findCompanyJob(app.db, q.company, q.job.id)));
    asks.forEach((q, i) => {
      if (q.own) expect(found[i]).toMatchObject({ id: q.job.id, company_id: q.company });
      else expect(found[i]).toBeNull();
    });
    expect(await findCompanyJob(app.db, a.id, newId('job'))).toBeNull();
  });
});
