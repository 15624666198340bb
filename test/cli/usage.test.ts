import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call } from '../../support/http';
import { hiring } from '../helpers/cli';

const ME = '/api/v1/external/me';
const JOB = '/api/v1/external/jobs/job_0000000000000000000000';

describe('hiring usage', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it("shows a company's flushed counts per day with totals, for all its keys or one", async () => {
    const t = await makeTenant(app.db);
    const second = await hiring(['keys', 'create', '--company', t.company.id, '--json']);
    for (let i = 0; i < 4; i++) await call(app.baseUrl, 'GET', ME, { key: t.key });
    await call(app.baseUrl, 'GET', JOB, { key: second.json.key });
    await app.flushUsage();
    const all = await hiring(['usage', '--company', t.company.id, '--json']);
    expect(all.code).toBe(0);
    expect(all.json.totals).toMatchObject({ total: 5, by_status_class: { '2xx': 4, '4xx': 1, '429': 0, '5xx': 0 } });
    expect(all.json.days).toHaveLength(2);
    const one = await hiring(['usage', '--company', t.company.id, '--key', second.json.id, '--since', '7d', '--json']);
    expect(one.json.totals.total).toBe(1);
    expect(one.json.days).toEqual([
      {
        date: new Date().toISOString().slice(0, 10),
        key_id: second.json.id,
        endpoint: '/api/v1/external/jobs/{job_id}',
        status_class: '4xx',
        count: 1,
      },
    ]);
  });

  it("refuses another company's key, an unknown company and --since in the future", async () => {
    const t = await makeTenant(app.db);
    const other = await makeTenant(app.db);
    const foreign = await hiring(['usage', '--company', t.company.id, '--key', other.keyId, '--json']);
    expect(foreign.code).toBe(2);
    expect(foreign.stderr).toContain(`key ${other.keyId} belongs to another company`);
    expect(foreign.stdout).toBe('');
    const unknown = await hiring(['usage', '--company', 'cmp_nope', '--json']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('company cmp_nope not found');
    const future = await hiring(['usage', '--company', t.company.id, '--since', '2999-01-01', '--json']);
    expect(future.code).toBe(2);
    expect(future.stderr).toContain('in the future');
  });
});
