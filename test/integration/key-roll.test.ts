import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/http/openapi/document';
import { listAudit } from '../../src/services/audit.service';
import { listKeys, rollKey } from '../../src/services/keys.service';
import { startApiProcess } from '../helpers/api-process';
import { OpenApiResponseValidator } from '../helpers/openapi';
import { startTestApp, type TestApp } from '../../support/app';
import { FIXTURE_AUDIT, makeTenant } from '../../support/factories';
import { call, expectR1 } from '../../support/http';

const ME = '/api/v1/external/me';
// A standard endpoint: its key check reads each process's cached key rows (access-check.repository.ts).
const JOB = '/api/v1/external/jobs/job_0000000000000000000000';

describe('rolling a key: both keys work in the overlap, the old one stops the moment it expires', () => {
  let app: TestApp;
  let other: Awaited<ReturnType<typeof startApiProcess>>;
  beforeAll(async () => {
    app = await startTestApp();
    other = await startApiProcess();
  });
  afterAll(async () => {
    await other?.stop();
    await app?.close();
  });
  const bases = () => [app.baseUrl, other.baseUrl];

  it('both keys work until the old one expires, which both API processes refuse from that moment', async () => {
    const t = await makeTenant(app.db, { scopes: ['jobs:read', 'candidates:read'] });
    // Both processes hold the old key in their caches before the roll.
    for (const base of bases()) {
      expect((await call(base, 'GET', JOB, { key: t.key })).status).toBe(404);
      expect((await call(base, 'GET', ME, { key: t.key })).status).toBe(200);
    }
    const rolled = await rollKey(app.db, t.keyId, { graceMs: 3_000 }, FIXTURE_AUDIT);
    const expiresAt = new Date(rolled.old.expires_at!);
    expect(rolled.new).toMatchObject({ mode: 'live', scopes: ['candidates:read', 'jobs:read', 'usage:read'] });

    for (const base of bases()) {
      const old = await call(base, 'GET', JOB, { key: t.key });
      expect(old.status).toBe(404);
      expect(old.headers.get('deprecation')).toMatch(/^@\d+$/);
      expect(old.headers.get('sunset')).toBe(expiresAt.toUTCString());
      const oldMe = await call(base, 'GET', ME, { key: t.key });
      expect(oldMe.status).toBe(200);
      // Both headers are in the OpenAPI document, and these values match its schemas.
      const contract = new OpenApiResponseValidator(buildOpenApiDocument());
      expect(contract.validate('GET', '/api/v1/external/me', oldMe)).toEqual([]);
      expect(contract.validate('GET', '/api/v1/external/jobs/{job_id}', old)).toEqual([]);
      expect(oldMe.headers.get('sunset')).toBe(expiresAt.toUTCString());
      const fresh = await call(base, 'GET', ME, { key: rolled.new.key });
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('deprecation')).toBeNull();
      expect(fresh.body.data.key.id).toBe(rolled.new.id);
    }

    // Across the expiry: a request answered before it is served, one sent after it is refused.
    let refusedAfter = 0;
    while (Date.now() < expiresAt.getTime() + 1_500) {
      for (const base of bases()) {
        for (const path of [JOB, ME]) {
          const sent = Date.now();
          const res = await call(base, 'GET', path, { key: t.key });
          const answered = Date.now();
          if (answered < expiresAt.getTime()) expect(res.status, `${base}${path} before expiry`).not.toBe(401);
          if (sent >= expiresAt.getTime()) {
            expectR1(res, 401, 'UNAUTHORIZED');
            expect(res.body.message).toMatch(/expired/);
            refusedAfter++;
          }
        }
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(refusedAfter).toBeGreaterThan(4);
    for (const base of bases()) expect((await call(base, 'GET', JOB, { key: rolled.new.key })).status).toBe(404);
  });

  it('--expire-old-in 0 revokes the old key at once, in the other process too', async () => {
    const t = await makeTenant(app.db);
    for (const base of bases()) expect((await call(base, 'GET', JOB, { key: t.key })).status).toBe(404);
    const rolled = await rollKey(app.db, t.keyId, { graceMs: 0 }, FIXTURE_AUDIT);
    expect(rolled.old.revoked_at).not.toBeNull();
    for (const base of bases()) {
      expectR1(await call(base, 'GET', JOB, { key: t.key }), 401, 'UNAUTHORIZED');
      expect((await call(base, 'GET', JOB, { key: rolled.new.key })).status).toBe(404);
    }
  });

  it('records which key replaced which, and the roll in the audit trail', async () => {
    const t = await makeTenant(app.db);
    const rolled = await rollKey(app.db, t.keyId, {}, FIXTURE_AUDIT);
    const keys = await listKeys(app.db, { companyId: t.company.id });
    expect(keys.find((k) => k.id === t.keyId)).toMatchObject({ replaced_by: rolled.new.id, replaces: null });
    expect(keys.find((k) => k.id === rolled.new.id)).toMatchObject({ replaced_by: null, replaces: t.keyId });
    // The default grace period: 24 hours.
    const hours = (new Date(rolled.old.expires_at!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24.01);
    const actions = (await listAudit(app.db, { companyId: t.company.id })).map((e) => [e.action, e.target]);
    expect(actions).toEqual([
      ['company.created', t.company.id],
      ['key.created', t.keyId],
      ['key.created', rolled.new.id],
      ['key.rolled', t.keyId],
    ]);
  });

  it('refuses to roll a revoked, expired, already rolled or unknown key, or a key of another company', async () => {
    const t = await makeTenant(app.db);
    const other = await makeTenant(app.db);
    const roll = (id: string, input = {}) => rollKey(app.db, id, input, FIXTURE_AUDIT);
    await expect(roll(t.keyId, { companyId: other.company.id })).rejects.toThrow(/not a key of company/);
    await expect(roll('key_doesnotexist0000000000')).rejects.toThrow(/not found/);
    await expect(roll(t.keyId, { graceMs: -1 })).rejects.toThrow(/between 0 and 30 days/);
    const rolled = await roll(t.keyId);
    await expect(roll(t.keyId)).rejects.toThrow(/already rolled to/);
    await roll(rolled.new.id, { graceMs: 0 });
    await expect(roll(rolled.new.id)).rejects.toThrow(/is revoked/);
    const before = await listKeys(app.db, { companyId: t.company.id });
    expect(before).toHaveLength(3);
  });
});
