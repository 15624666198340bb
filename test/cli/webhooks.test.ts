import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { main } from '../../cli/index';
import type { CliIO } from '../../cli/io';
import { startWebhookListener, type ReceivedEvent } from '../../cli/webhook-listener';
import { generateSecret } from '../../src/domain/webhooks/secret';
import { listAudit } from '../../src/services/audit.service';
import { startTestApp, type TestApp } from '../../support/app';
import { makeCompany } from '../../support/factories';
import { hiring } from '../helpers/cli';
import { makeEndpoint } from '../../support/webhook-endpoints';
import { secretBoxOf } from '../../src/services/webhook-secrets';

// A literal public address: the CLI applies the API's address rules, and no DNS query is needed.
const URL_OK = 'https://93.184.215.14/hiring';

describe('hiring webhooks (operator commands)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  // The company's own creation and its keys are audited too; these tests read the endpoints' entries.
  const webhookAudit = async (companyId: string) =>
    (await listAudit(app.db, { companyId })).filter((e) => e.action.startsWith('webhook_endpoint.'));

  it('creates, lists, shows, updates, rotates and deletes, each change audited as the operator', async () => {
    const company = await makeCompany(app.db);
    const c = ['--company', company.id, '--json'];
    const created = await hiring([
      'webhooks',
      'create',
      ...c,
      '--url',
      URL_OK,
      '--events',
      'job.failed',
      '--description',
      'ATS',
    ]);
    expect(created.code, created.stderr).toBe(0);
    expect(created.json).toMatchObject({ url: URL_OK, events: ['job.failed'], description: 'ATS', enabled: true });
    expect(created.json.secret).toMatch(/^whsec_/);
    const id = created.json.id as string;

    const list = await hiring(['webhooks', 'list', ...c]);
    expect(list.json).toEqual([expect.objectContaining({ id, url: URL_OK })]);
    expect(list.stdout).not.toContain(created.json.secret);
    const shown = await hiring(['webhooks', 'show', id, ...c]);
    expect(shown.json).toMatchObject({ id, events: ['job.failed'] });
    expect(shown.json.secret).toBeUndefined();

    const updated = await hiring(['webhooks', 'update', id, ...c, '--disable', '--events', '*', '--description', '']);
    expect(updated.json).toMatchObject({ enabled: false, events: ['*'], description: null });
    const rotated = await hiring(['webhooks', 'rotate-secret', id, ...c]);
    expect(rotated.json.secret).toMatch(/^whsec_/);
    expect(rotated.json.secret).not.toBe(created.json.secret);
    expect(rotated.json.previous_secret_expires_at).not.toBeNull();
    const deleted = await hiring(['webhooks', 'delete', id, ...c]);
    expect(deleted.json).toEqual({ id, deleted: true });
    expect((await hiring(['webhooks', 'list', ...c])).json).toEqual([]);

    const audit = await webhookAudit(company.id);
    expect(audit.map((e) => e.action)).toEqual([
      'webhook_endpoint.created',
      'webhook_endpoint.changed',
      'webhook_endpoint.secret_rotated',
      'webhook_endpoint.deleted',
    ]);
    expect(audit.every((e) => e.actor_type === 'operator' && e.request_id.startsWith('req_'))).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(rotated.json.secret.slice(6));
  });

  it.each([
    [['--url', 'http://93.184.215.14/'], /url must use https/],
    [['--url', 'https://127.0.0.1/'], /public address/],
    [['--url', 'https://169.254.169.254/'], /public address/],
    [['--url', URL_OK, '--events', 'job.created'], /not an event type/],
  ])('refuses %j with exit 2 and one line', async (args, message) => {
    const company = await makeCompany(app.db);
    const run = await hiring(['webhooks', 'create', '--company', company.id, '--json', ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('admits a loopback http:// URL when the operator sets WEBHOOK_ALLOW_PRIVATE_URLS=1', async () => {
    const company = await makeCompany(app.db);
    const args = ['webhooks', 'create', '--company', company.id, '--json', '--url', 'http://127.0.0.1:4242/'];
    expect((await hiring(args)).code).toBe(2);
    const run = await hiring(args, { WEBHOOK_ALLOW_PRIVATE_URLS: '1' });
    expect(run.code, run.stderr).toBe(0);
  });

  it('reads another company’s endpoint as not found', async () => {
    const [a, b] = await Promise.all([makeCompany(app.db), makeCompany(app.db)]);
    const created = await hiring(['webhooks', 'create', '--company', a.id, '--url', URL_OK, '--json']);
    const other = await hiring(['webhooks', 'show', created.json.id, '--company', b.id, '--json']);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/No webhook endpoint with this id/);
  });

  it('sends a test event, shows it in the delivery log, and recovers nothing that has not failed', async () => {
    const company = await makeCompany(app.db);
    // Straight into the table: a loopback URL no worker of this run delivers to.
    const ep = await makeEndpoint(app.db, secretBoxOf(app.deps), company.id, 'https://127.0.0.1:9/hook');
    const env = { TEMPORAL_PAYLOAD_KEYS: inject('payloadKeys'), TEMPORAL_TASK_QUEUE: `cli-${ep.id}` };
    const c = ['--company', company.id, '--json'];
    const sent = await hiring(['webhooks', 'test', ep.id, ...c], env);
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.json).toEqual({ message_id: expect.stringMatching(/^msg_/), event_type: 'webhook.test' });
    const log = await hiring(['webhooks', 'deliveries', ep.id, ...c, '--outcome', 'pending'], env);
    expect(log.code, log.stderr).toBe(0);
    expect(log.json).toMatchObject({
      pagination: { total: 1, page: 1 },
      deliveries: [{ message_id: sent.json.message_id, event_type: 'webhook.test' }],
    });
    expect(log.stdout).not.toMatch(/payload|A test event sent on request/);
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const recovered = await hiring(['webhooks', 'recover', ep.id, ...c, '--since', since], env);
    expect(recovered.json).toEqual({ recovered: 0, message_ids: [] });
    const bad = await hiring(['webhooks', 'deliveries', ep.id, ...c, '--outcome', 'lost'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--outcome must be one of pending, delivered, failed/);
    await hiring(['webhooks', 'update', ep.id, ...c, '--disable'], env);
    const refused = await hiring(['webhooks', 'test', ep.id, ...c], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/disabled/);
  });

  it('renders a readable table on a terminal', async () => {
    const company = await makeCompany(app.db);
    await hiring(['webhooks', 'create', '--company', company.id, '--url', URL_OK]);
    let stdout = '';
    const io: CliIO = {
      stdout: { write: (s: string) => void (stdout += s), isTTY: true, columns: 160 },
      stderr: { write: () => undefined },
      env: { MYSQL_URL: inject('mysqlUrl') },
    };
    expect(await main(['node', 'hiring', 'webhooks', 'list', '--company', company.id], io)).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+URL\s+EVENTS\s+STATUS\s+FAILING SINCE\s+CREATED/);
    expect(lines[1]).toMatch(/^we_\w{22}\s+https:\/\/93\.184\.215\.14\/hiring\s+\*\s+enabled\s+-/);
    expect(stdout).not.toContain('{');
  });
});

describe('hiring webhooks listen (development receiver)', () => {
  const body = (type: string) =>
    JSON.stringify({ type, timestamp: new Date().toISOString(), data: { job_id: 'job_x', status: 'completed' } });

  async function post(url: string, headers: Record<string, string>, payload: string) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: payload,
    });
    return res.status;
  }

  function signed(secret: string, id: string, payload: string): Record<string, string> {
    const at = new Date();
    return {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, payload),
    };
  }

  it('prints an event signed by the independent standardwebhooks signer and refuses a forged one', async () => {
    const secret = generateSecret();
    const events: ReceivedEvent[] = [];
    const rejected: string[] = [];
    const listener = await startWebhookListener({
      port: 0,
      host: '127.0.0.1',
      secret,
      onEvent: (e) => events.push(e),
      onRejected: (r) => rejected.push(r),
    });
    try {
      const good = body('job.completed');
      expect(await post(listener.url, signed(secret, 'msg_1', good), good)).toBe(204);
      expect(await post(listener.url, signed(generateSecret(), 'msg_2', good), good)).toBe(401);
      const h = signed(secret, 'msg_3', good);
      expect(await post(listener.url, h, good.replace('completed', 'failed'))).toBe(401);
      expect(await post(listener.url, {}, good)).toBe(401);
      expect(events).toEqual([
        expect.objectContaining({ webhookId: 'msg_1', event: expect.objectContaining({ type: 'job.completed' }) }),
      ]);
      expect(rejected).toHaveLength(3);
      for (const r of rejected) expect(r).not.toContain(h['webhook-signature']!.slice(3));
    } finally {
      await listener.close();
    }
  });

  it('accepts both signatures during a rotation', async () => {
    const [oldSecret, newSecret] = [generateSecret(), generateSecret()];
    const events: ReceivedEvent[] = [];
    const listener = await startWebhookListener({
      port: 0,
      host: '127.0.0.1',
      secret: oldSecret,
      onEvent: (e) => events.push(e),
      onRejected: () => undefined,
    });
    try {
      const payload = body('job.failed');
      const a = signed(newSecret, 'msg_r', payload);
      const b = signed(oldSecret, 'msg_r', payload);
      const both = { ...a, 'webhook-signature': `${a['webhook-signature']} ${b['webhook-signature']}` };
      expect(await post(listener.url, both, payload)).toBe(204);
      expect(events).toHaveLength(1);
    } finally {
      await listener.close();
    }
  });

  it('runs as a command: prints each verified event as a JSON line and stops on SIGTERM', async () => {
    const secret = generateSecret();
    const bin = fileURLToPath(new URL('../../bin/hiring.js', import.meta.url));
    const child = spawn(process.execPath, [bin, 'webhooks', 'listen', '--port', '0', '--secret', secret, '--json'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
        const m = /listening on (http:\/\/\S+\/)/.exec(stderr);
        if (m) resolve(m[1]!);
      });
      child.on('exit', () => reject(new Error(`listen exited: ${stderr}`)));
    });
    const payload = body('webhook.test');
    expect(await post(url, signed(secret, 'msg_cli', payload), payload)).toBe(204);
    expect(await post(url, signed(generateSecret(), 'msg_bad', payload), payload)).toBe(401);
    await new Promise((r) => setTimeout(r, 100));
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([expect.objectContaining({ webhook_id: 'msg_cli', type: 'webhook.test' })]);
    expect(stderr).toMatch(/rejected: no v1 signature/);
    expect(stdout + stderr).not.toContain(secret);
  });

  it('refuses a malformed secret or port before listening', async () => {
    const bad = await hiring(['webhooks', 'listen', '--secret', 'whsec_', '--port', '0']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--secret must be whsec_/);
    const port = await hiring(['webhooks', 'listen', '--secret', generateSecret(), '--port', '70000']);
    expect(port.code).toBe(2);
  });
});
