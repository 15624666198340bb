import { describe, expect, it } from 'vitest';
import { HiringApiError, HiringClient } from '../../src/index.js';
import { KEY, ok, r1, recordingSleep, scriptedFetch } from './fake-fetch.js';

const BASE = 'http://127.0.0.1:1';
const P = `${BASE}/api/v1/external/webhook-endpoints`;

describe('client.webhookEndpoints', () => {
  it('sends each operation to its path and method, with its body, and resolves to data', async () => {
    const f = scriptedFetch(Array.from({ length: 9 }, (_, i) => ok({ n: i }, {}, i === 0 ? 201 : 200)));
    const c = new HiringClient({ apiKey: KEY, baseUrl: BASE, fetch: f.fetch });
    const w = c.webhookEndpoints;
    expect(await w.create({ url: 'https://hooks.example.com/in', events: ['job.completed'] })).toEqual({ n: 0 });
    await w.list();
    await w.get('we_1');
    await w.update('we_1', { enabled: false });
    await w.delete('we_1');
    await w.rotateSecret('we_1');
    await w.test('we_1');
    await w.deliveries('we_1', { outcome: 'failed', limit: 5 });
    await w.recover('we_1', { since: '2026-11-27T00:00:00Z' });
    expect(f.calls.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', P, { url: 'https://hooks.example.com/in', events: ['job.completed'] }],
      ['GET', P, undefined],
      ['GET', `${P}/we_1`, undefined],
      ['PATCH', `${P}/we_1`, { enabled: false }],
      ['DELETE', `${P}/we_1`, undefined],
      ['POST', `${P}/we_1/rotate-secret`, undefined],
      ['POST', `${P}/we_1/test`, undefined],
      ['GET', `${P}/we_1/deliveries?outcome=failed&limit=5`, undefined],
      ['POST', `${P}/we_1/recover`, { since: '2026-11-27T00:00:00Z' }],
    ]);
    for (const r of f.calls) expect(r.headers['idempotency-key']).toBeUndefined();
  });

  it('never retries a 4xx, retries a 503', async () => {
    for (const status of [400, 404, 409, 422]) {
      const f = scriptedFetch([r1(status, 'X'), ok({})]);
      const c = new HiringClient({ apiKey: KEY, baseUrl: BASE, fetch: f.fetch, sleep: recordingSleep().sleep });
      const err = await c.webhookEndpoints.get('we_1').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(HiringApiError);
      expect(f.calls).toHaveLength(1);
    }
    const f = scriptedFetch([r1(503, 'SERVICE_UNAVAILABLE'), ok([])]);
    const c = new HiringClient({ apiKey: KEY, baseUrl: BASE, fetch: f.fetch, sleep: recordingSleep().sleep });
    expect(await c.webhookEndpoints.list()).toEqual([]);
    expect(f.calls).toHaveLength(2);
  });
});
