import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteEndpoint,
  disableEndpoint,
  findEndpoint,
  insertEndpointWithinLimit,
  listSubscribedEndpointIds,
  loadDeliveryTarget,
  markEndpointFailing,
  markEndpointHealthy,
  rotateEndpointSecret,
  secretContext,
  updateEndpoint,
  type WebhookEndpointRow,
} from '../../src/db/webhook-endpoints.repository';
import { inTransaction } from '../../src/db/transaction';
import { generateSecret } from '../../src/domain/webhooks/secret';
import { newId } from '../../src/ids';
import { parsePayloadKeys } from '../../src/payload-keys';
import { createSecretBox } from '../../src/secret-box';
import { startTestApp, type TestApp } from '../../support/app';
import { makeCompany } from '../../support/factories';

describe('webhook endpoints repository', () => {
  let app: TestApp;
  const keys = parsePayloadKeys('t:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=');
  const box = createSecretBox('keys' in keys ? keys.keys : []);
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  const insertEndpoint = (r: WebhookEndpointRow, limit: number) =>
    inTransaction(app.db, (conn) => insertEndpointWithinLimit(conn, r, limit));

  function row(companyId: string, secret: string, events: string | null = null): WebhookEndpointRow {
    const id = newId('we');
    const now = new Date();
    return {
      id,
      company_id: companyId,
      url: 'https://hooks.example.com/in',
      description: null,
      events,
      enabled: 1,
      disabled_reason: null,
      secret_enc: box.seal(secret, secretContext(id)),
      previous_secret_enc: null,
      previous_secret_expires_at: null,
      failing_since: null,
      created_at: now,
      updated_at: now,
    };
  }

  it('stops at the limit even when creations race, and frees a place on delete', async () => {
    const company = await makeCompany(app.db);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => insertEndpoint(row(company.id, generateSecret()), 4)),
    );
    expect(results.filter((r) => r === 'inserted')).toHaveLength(4);
    const [first] = await app.db.query('SELECT id FROM webhook_endpoints WHERE company_id = ? LIMIT 1', [company.id]);
    const id = (first as Array<{ id: string }>)[0]!.id;
    expect(await deleteEndpoint(app.db, company.id, id, new Date())).toBe(true);
    expect(await findEndpoint(app.db, company.id, id)).toBeNull();
    expect(await insertEndpoint(row(company.id, generateSecret()), 4)).toBe('inserted');
  });

  it('never finds another company’s endpoint, nor an id differing only in case', async () => {
    const [a, b] = await Promise.all([makeCompany(app.db), makeCompany(app.db)]);
    const r = row(a.id, generateSecret());
    await insertEndpoint(r, 16);
    expect(await findEndpoint(app.db, a.id, r.id)).toMatchObject({ id: r.id });
    expect(await findEndpoint(app.db, b.id, r.id)).toBeNull();
    expect(await findEndpoint(app.db, a.id, r.id.toUpperCase())).toBeNull();
    expect(await updateEndpoint(app.db, b.id, r.id, { enabled: false }, new Date())).toBe(false);
    expect(await deleteEndpoint(app.db, b.id, r.id, new Date())).toBe(false);
    expect(await loadDeliveryTarget(app.db, box, b.id, r.id, new Date())).toBeNull();
  });

  it('signs with the new and the previous secret during the overlap, then with the new one only', async () => {
    const company = await makeCompany(app.db);
    const old = generateSecret();
    const r = row(company.id, old);
    await insertEndpoint(r, 16);
    const now = new Date();
    expect((await loadDeliveryTarget(app.db, box, company.id, r.id, now))?.secrets).toEqual([old]);
    const fresh = generateSecret();
    const until = new Date(now.getTime() + 24 * 3600_000);
    await rotateEndpointSecret(
      app.db,
      company.id,
      r.id,
      { secret: box.seal(fresh, secretContext(r.id)), previousUntil: until },
      now,
    );
    expect((await loadDeliveryTarget(app.db, box, company.id, r.id, now))?.secrets).toEqual([fresh, old]);
    const later = new Date(until.getTime() + 1);
    expect((await loadDeliveryTarget(app.db, box, company.id, r.id, later))?.secrets).toEqual([fresh]);
  });

  it('lists enabled endpoints subscribed to an event type', async () => {
    const company = await makeCompany(app.db);
    const all = row(company.id, generateSecret());
    const failed = row(company.id, generateSecret(), 'job.failed');
    const off = row(company.id, generateSecret());
    for (const r of [all, failed, off]) await insertEndpoint(r, 16);
    await updateEndpoint(app.db, company.id, off.id, { enabled: false }, new Date());
    expect(await listSubscribedEndpointIds(app.db, company.id, 'job.completed')).toEqual([all.id]);
    expect((await listSubscribedEndpointIds(app.db, company.id, 'job.failed')).sort()).toEqual(
      [all.id, failed.id].sort(),
    );
  });

  it('keeps the first failure time, clears it on success, and disables with a reason that enabling clears', async () => {
    const company = await makeCompany(app.db);
    const r = row(company.id, generateSecret());
    await insertEndpoint(r, 16);
    const t1 = new Date('2026-11-20T10:00:00.000Z');
    await markEndpointFailing(app.db, company.id, r.id, t1);
    await markEndpointFailing(app.db, company.id, r.id, new Date('2026-11-21T10:00:00.000Z'));
    expect((await findEndpoint(app.db, company.id, r.id))?.failing_since).toEqual(t1);
    await markEndpointHealthy(app.db, company.id, r.id);
    expect((await findEndpoint(app.db, company.id, r.id))?.failing_since).toBeNull();
    await markEndpointFailing(app.db, company.id, r.id, t1);
    expect(await disableEndpoint(app.db, company.id, r.id, 'the endpoint answered 410 Gone', new Date())).toBe(true);
    expect(await findEndpoint(app.db, company.id, r.id)).toMatchObject({
      enabled: 0,
      disabled_reason: 'the endpoint answered 410 Gone',
    });
    await updateEndpoint(app.db, company.id, r.id, { enabled: true }, new Date());
    expect(await findEndpoint(app.db, company.id, r.id)).toMatchObject({
      enabled: 1,
      disabled_reason: null,
      failing_since: null,
    });
  });
});
