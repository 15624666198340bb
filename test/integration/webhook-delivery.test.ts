import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/rows';
import { findEndpoint } from '../../src/db/webhook-endpoints.repository';
import type { AppError } from '../../src/errors';
import { createSecretBox, type SecretBox } from '../../src/secret-box';
import { listDeliveries, sendTestEvent, type MessagesDeps } from '../../src/services/webhooks/messages.service';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { makeEndpoint, rotateSecret } from '../../support/webhook-endpoints';
import {
  answer,
  eventually,
  firstThen,
  hang,
  reset,
  slowBody,
  startReceiver,
  type Receiver,
} from '../../support/webhook-receiver';

// Short schedules and timeouts are configuration (R26), so the documented behaviour runs in seconds.
const TIMEOUT_MS = 1_000;
const TEST_REQUEST_ID = 'req_webhookdeliverytest000000';

describe('webhook delivery to receivers on loopback (R26-R28)', () => {
  let app: TestApp;
  let receiver: Receiver;
  let box: SecretBox;
  let deps: MessagesDeps;
  let companyId: string;

  beforeAll(async () => {
    app = await startTestApp({
      worker: true,
      config: {
        WEBHOOK_ALLOW_PRIVATE_URLS: '1',
        WEBHOOK_RETRY_SCHEDULE: '300ms,300ms,300ms',
        WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    receiver = await startReceiver();
    box = createSecretBox(app.deps.config.TEMPORAL_PAYLOAD_KEYS!);
    deps = { db: app.db, temporal: app.deps.temporal, clock: app.deps.clock, config: app.deps.config, secretBox: box };
    companyId = (await makeTenant(app.db)).company.id;
  });
  afterAll(async () => {
    await receiver?.close();
    await app?.close();
  });

  const endpointAt = (path: string) => makeEndpoint(app.db, box, companyId, receiver.url(path));
  const messageOutcome = async (id: string) =>
    (await selectRows<{ outcome: string }>(app.db, 'SELECT outcome FROM webhook_messages WHERE id = ?', [id]))[0]
      ?.outcome;
  const ended = (id: string) =>
    eventually(async () => {
      const o = await messageOutcome(id);
      return o === 'delivered' || o === 'failed' ? o : undefined;
    });
  const attemptsOf = async (endpointId: string, messageId: string) => {
    const log = await listDeliveries(deps, companyId, endpointId, { page: 1, limit: 20, outcome: null });
    return log.deliveries.find((d) => d.message_id === messageId)!.attempts;
  };

  it('200: delivered once, signed as Standard Webhooks, verified by the standardwebhooks library', async () => {
    const ep = await endpointAt('/ok');
    const { message_id } = await sendTestEvent(deps, companyId, ep.id, TEST_REQUEST_ID);
    expect(await ended(message_id)).toBe('delivered');
    const log = await listDeliveries(deps, companyId, ep.id, { page: 1, limit: 20, outcome: null });
    expect(log.deliveries.find((d) => d.message_id === message_id)?.request_id).toBe(TEST_REQUEST_ID);
    const [req, ...more] = receiver.received('/ok');
    expect(more).toEqual([]);
    expect(req!.headers['webhook-id']).toBe(message_id);
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.headers['user-agent']).toMatch(/external-hiring-api/);
    expect(Number(req!.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
    const verified = new Webhook(ep.secret).verify(req!.body, req!.headers as Record<string, string>);
    expect(verified).toEqual({
      type: 'webhook.test',
      timestamp: expect.stringMatching(/Z$/),
      data: { endpoint_id: ep.id, message: expect.any(String) },
    });
    // Another secret does not verify it: the check can fail.
    const other = await makeEndpoint(app.db, box, companyId, receiver.url('/unused'));
    expect(() => new Webhook(other.secret).verify(req!.body, req!.headers as Record<string, string>)).toThrow();
    const attempts = await attemptsOf(ep.id, message_id);
    expect(attempts).toEqual([expect.objectContaining({ status_code: 200, error_class: null, outcome: 'delivered' })]);
  });

  it('during a rotation each message carries both signatures: the old and the new secret verify it', async () => {
    const ep = await endpointAt('/rotated');
    const newSecret = await rotateSecret(app.db, box, companyId, ep);
    const { message_id } = await sendTestEvent(deps, companyId, ep.id, TEST_REQUEST_ID);
    expect(await ended(message_id)).toBe('delivered');
    const req = receiver.received('/rotated')[0]!;
    const headers = req.headers as Record<string, string>;
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(newSecret).verify(req.body, headers)).toMatchObject({ type: 'webhook.test' });
    expect(new Webhook(ep.secret).verify(req.body, headers)).toMatchObject({ type: 'webhook.test' });
  });

  it('500 twice, then 200: retried on the schedule with the same webhook-id and body, then delivered', async () => {
    receiver.script('/flaky', firstThen(2, answer(500, {}, 'oops'), answer(200)));
    const ep = await endpointAt('/flaky');
    const { message_id } = await sendTestEvent(deps, companyId, ep.id, TEST_REQUEST_ID);
    expect(await ended(message_id)).toBe('delivered');
    const reqs = receiver.received('/flaky');
    expect(reqs).toHaveLength(3);
    expect(new Set(reqs.map((r) => r.headers['webhook-id']))).toEqual(new Set([message_id]));
    expect(new Set(reqs.map((r) => r.body)).size).toBe(1);
    // The schedule's 300 ms (±10 % jitter) lies between attempts.
    expect(reqs[1]!.at - reqs[0]!.at).toBeGreaterThanOrEqual(250);
    const attempts = await attemptsOf(ep.id, message_id);
    expect(attempts.map((a) => [a.status_code, a.outcome])).toEqual([
      [500, 'retrying'],
      [500, 'retrying'],
      [200, 'delivered'],
    ]);
    expect(attempts[0]!.response_snippet).toBe('oops');
    expect((await findEndpoint(app.db, companyId, ep.id))!.failing_since).toBeNull();
  });

  it('410: one attempt, the message fails and the endpoint is disabled with the reason', async () => {
    receiver.script('/gone', answer(410));
    const ep = await endpointAt('/gone');
    const { message_id } = await sendTestEvent(deps, companyId, ep.id, TEST_REQUEST_ID);
    expect(await ended(message_id)).toBe('failed');
    await new Promise((r) => setTimeout(r, 700));
    expect(receiver.received('/gone')).toHaveLength(1);
    const row = (await findEndpoint(app.db, companyId, ep.id))!;
    expect(row.enabled).toBe(0);
    expect(row.disabled_reason).toMatch(/410/);
    await expect(sendTestEvent(deps, companyId, ep.id, TEST_REQUEST_ID)).rejects.toMatchObject({
      code: 'WEBHOOK_ENDPOINT_DISABLED',
    } satisfies Partial<AppError>);
  });

  it('429 with Retry-After sooner than the schedule: the next attempt comes after Retry-After', async () => {
    receiver.script('/busy', firstThen(1, answer(429, { 'retry-after': '1' }), answer(200)));
    const ep = await endpointAt('/busy');
    const slow = { ...deps, config: { ...deps.config, WEBHOOK_RETRY_SCHEDULE: [8_000] } };
    const { message_id } = await sendTestEvent(slow, companyId, ep.id, TEST_REQUEST_ID);
    expect(await ended(message_id)).toBe('delivered');
    const [first, second] = receiver.received('/busy');
    const gap = second!.at - first!.at;
    expect(gap).toBeGreaterThanOrEqual(950);
    expect(gap).toBeLessThan(6_000);
  });

  it('503 with a Retry-After beyond the next scheduled delay: capped at that delay', async () => {
    receiver.script('/unavailable', firstThen(1, answer(503, { 'retry-after': '3600' }), answer(200)));
    const ep = await endpointAt('/unavailable');
    const { message_id } = await sendTestEvent(deps, companyId, ep.id, TEST_REQUEST_ID);
    expect(await ended(message_id)).toBe('delivered');
    const [first, second] = receiver.received('/unavailable');
    expect(second!.at - first!.at).toBeLessThan(5_000);
  });

  it('a redirect is not followed and counts as a failure, until the schedule ends', async () => {
    receiver.script('/moved', answer(302, { location: receiver.url('/target') }));
    const ep = await endpointAt('/moved');
    const { message_id } = await sendTestEvent(deps, companyId, ep.id, TEST_REQUEST_ID);
    expect(await ended(message_id)).toBe('failed');
    expect(receiver.received('/moved')).toHaveLength(4);
    expect(receiver.received('/target')).toHaveLength(0);
    const attempts = await attemptsOf(ep.id, message_id);
    expect(attempts.map((a) => [a.status_code, a.error_class, a.outcome])).toEqual([
      [302, 'redirect', 'retrying'],
      [302, 'redirect', 'retrying'],
      [302, 'redirect', 'retrying'],
      [302, 'redirect', 'failed'],
    ]);
    const row = (await findEndpoint(app.db, companyId, ep.id))!;
    expect(row.enabled).toBe(1);
    expect(row.failing_since).not.toBeNull();
  });

  it('a receiver that hangs past WEBHOOK_TIMEOUT_MS: the attempt times out, the retry delivers', async () => {
    receiver.script('/hang', firstThen(1, hang, answer(200)));
    const ep = await endpointAt('/hang');
    const { message_id } = await sendTestEvent(deps, companyId, ep.id, TEST_REQUEST_ID);
    expect(await ended(message_id)).toBe('delivered');
    const attempts = await attemptsOf(ep.id, message_id);
    expect(attempts.map((a) => [a.status_code, a.error_class])).toEqual([
      [null, 'timeout'],
      [200, null],
    ]);
    expect(attempts[0]!.duration_ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
    expect(attempts[0]!.duration_ms).toBeLessThan(TIMEOUT_MS + 1_000);
  });

  it('a slow body after 200: the status decides, the read stops at the timeout, no second request', async () => {
    receiver.script('/slow', slowBody(100));
    const ep = await endpointAt('/slow');
    const { message_id } = await sendTestEvent(deps, companyId, ep.id, TEST_REQUEST_ID);
    expect(await ended(message_id)).toBe('delivered');
    await new Promise((r) => setTimeout(r, 700));
    expect(receiver.received('/slow')).toHaveLength(1);
    const [attempt] = await attemptsOf(ep.id, message_id);
    expect(attempt).toMatchObject({ status_code: 200, outcome: 'delivered' });
    expect(attempt!.duration_ms).toBeLessThan(TIMEOUT_MS + 1_000);
  });

  it('a connection reset: classed as such and retried, then delivered', async () => {
    receiver.script('/reset', firstThen(1, reset, answer(200)));
    const ep = await endpointAt('/reset');
    const { message_id } = await sendTestEvent(deps, companyId, ep.id, TEST_REQUEST_ID);
    expect(await ended(message_id)).toBe('delivered');
    const attempts = await attemptsOf(ep.id, message_id);
    expect(attempts.map((a) => [a.status_code, a.error_class])).toEqual([
      [null, 'connection_reset'],
      [200, null],
    ]);
  });

  it('never one webhook-id for two different messages, across every receiver above', () => {
    const bodies = new Map<string, Set<string>>();
    for (const r of receiver.all()) {
      const id = String(r.headers['webhook-id']);
      bodies.set(id, (bodies.get(id) ?? new Set()).add(r.body));
    }
    expect(bodies.size).toBeGreaterThanOrEqual(9);
    for (const [, set] of bodies) expect(set.size).toBe(1);
  });

  it('metrics count deliveries by outcome, attempt latency and disabled endpoints', async () => {
    const metrics = app.workerMetrics()!;
    const value = async (name: string, labels: Record<string, string>, series = name) =>
      (await metrics.registry.getSingleMetric(name)!.get()).values.find(
        (v) =>
          ((v as { metricName?: string }).metricName ?? name) === series &&
          Object.entries(labels).every(([k, l]) => v.labels[k] === l),
      )?.value ?? 0;
    expect(await value('hiring_webhook_deliveries_total', { outcome: 'delivered' })).toBeGreaterThanOrEqual(8);
    expect(await value('hiring_webhook_deliveries_total', { outcome: 'failed' })).toBeGreaterThanOrEqual(2);
    expect(await value('hiring_webhook_endpoints_disabled_total', { reason: 'gone' })).toBe(1);
    const latency = 'hiring_webhook_attempt_duration_seconds';
    expect(await value(latency, { result: 'retry' }, `${latency}_count`)).toBeGreaterThanOrEqual(5);
  });

  it('R29: the sweep deletes messages and their attempts 3 days old once delivery ended, never a pending one', async () => {
    const ep = await endpointAt('/ok');
    const old = new Date(Date.now() - 3 * 86_400_000 - 60_000);
    const row = (id: string, outcome: string) => [id, companyId, ep.id, 'webhook.test', 'sealed', old, outcome];
    await app.db.query(
      'INSERT INTO webhook_messages (id, company_id, endpoint_id, event_type, payload, created_at, outcome) VALUES ?',
      [[row('msg_sweepDelivered000000000000', 'delivered'), row('msg_sweepPending00000000000000', 'pending')]],
    );
    await app.db.query(
      "INSERT INTO webhook_attempts (message_id, endpoint_id, attempted_at, duration_ms, outcome) VALUES (?, ?, ?, 5, 'delivered')",
      ['msg_sweepDelivered000000000000', ep.id, old],
    );
    const { sweepOnce } = await import('../../src/services/sweeper.service');
    await sweepOnce(app.deps);
    expect(await messageOutcome('msg_sweepDelivered000000000000')).toBeUndefined();
    expect(await messageOutcome('msg_sweepPending00000000000000')).toBe('pending');
    const attempts = await selectRows(app.db, 'SELECT id FROM webhook_attempts WHERE message_id = ?', [
      'msg_sweepDelivered000000000000',
    ]);
    expect(attempts).toEqual([]);
  });

  it('one log line per failed attempt, without the payload or the secret', async () => {
    const lines = app.logs.filter((l) => l.includes('webhook attempt failed'));
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const l of lines) {
      expect(l).not.toMatch(/whsec_|A test event sent on request|"data"/);
      expect(JSON.parse(l)).toMatchObject({
        message_id: expect.stringMatching(/^msg_/),
        endpoint_id: expect.any(String),
      });
    }
  });
});
