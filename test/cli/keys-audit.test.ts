import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/index';
import type { CliIO } from '../../cli/io';
import { execute, selectRows } from '../../src/db/rows';
import { startTestApp, type TestApp } from '../../support/app';
import { call, expectR1 } from '../../support/http';
import { hiring } from '../helpers/cli';

const ME = '/api/v1/external/me';
const OPERATOR = { HIRING_OPERATOR: 'dana@ops' };

/** The human (Ink) output of one command line, as a terminal shows it. */
async function screen(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = {
    stdout: { write: (s: string) => void (out += s), isTTY: true, columns: 220 },
    stderr: { write: (s: string) => void (err += s) },
    env: { MYSQL_URL: (await import('vitest')).inject('mysqlUrl'), ...OPERATOR },
  };
  const code = await main(['node', 'hiring', ...args], io);
  return { code, out, err };
}

describe('operator CLI: rolling keys and the audit trail', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  async function tenant() {
    const company = (await hiring(['companies', 'create', '--name', 'Rollco', '--json'], OPERATOR)).json;
    const key = (
      await hiring(
        [
          'keys',
          'create',
          '--company',
          company.id,
          '--mode',
          'test',
          '--name',
          'ci',
          '--scopes',
          'jobs:read',
          '--json',
        ],
        OPERATOR,
      )
    ).json;
    return { company, key };
  }

  it('keys roll prints the new key once; both work; list shows expiry and which key replaced which', async () => {
    const { company, key } = await tenant();
    const rolled = await hiring(['keys', 'roll', key.id, '--expire-old-in', '2h', '--json'], OPERATOR);
    expect(rolled.code).toBe(0);
    expect(rolled.json.new).toMatchObject({
      key: expect.stringMatching(/^sk_test_/),
      mode: 'test',
      scopes: ['jobs:read', 'usage:read'],
      expires_at: null,
    });
    const hoursLeft = (Date.parse(rolled.json.old.expires_at) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(1.99);
    expect(hoursLeft).toBeLessThanOrEqual(2.01);

    const old = await call(app.baseUrl, 'GET', ME, { key: key.key });
    expect(old.status).toBe(200);
    expect(old.headers.get('sunset')).toBe(new Date(rolled.json.old.expires_at).toUTCString());
    expect((await call(app.baseUrl, 'GET', ME, { key: rolled.json.new.key })).status).toBe(200);

    const list = (await hiring(['keys', 'list', '--company', company.id, '--json'])).json;
    expect(list).toHaveLength(2);
    expect(list.map((k: any) => k.key)).toEqual([undefined, undefined]);
    expect(list[0]).toMatchObject({
      id: key.id,
      name: 'ci',
      replaced_by: rolled.json.new.id,
      expires_at: rolled.json.old.expires_at,
      status: 'active',
    });
    expect(list[1]).toMatchObject({ id: rolled.json.new.id, name: 'ci', replaces: key.id, expires_at: null });

    const table = await screen(['keys', 'list', '--company', company.id]);
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/REPLACED BY/);
    expect(table.out).toMatch(/EXPIRES/);
    const oldLine = table.out.split('\n').find((l) => l.startsWith(key.id))!;
    expect(oldLine).toContain(rolled.json.new.id);
    expect(oldLine).toContain(rolled.json.old.expires_at.replace('T', ' ').slice(0, 16));
  });

  it('keys list --expiring-within lists only the active keys about to expire, soonest first', async () => {
    const { company, key } = await tenant();
    const far = (await hiring(['keys', 'create', '--company', company.id, '--expires-in', '60d', '--json'])).json;
    const soon = (await hiring(['keys', 'create', '--company', company.id, '--expires-in', '10d', '--json'])).json;
    const gone = (await hiring(['keys', 'create', '--company', company.id, '--expires-in', '1d', '--json'])).json;
    await hiring(['keys', 'revoke', gone.id]);
    const rolled = (await hiring(['keys', 'roll', key.id, '--json'])).json;
    const listed = await hiring(['keys', 'list', '--company', company.id, '--expiring-within', '14d', '--json']);
    expect(listed.code).toBe(0);
    expect(listed.json.map((k: any) => k.id)).toEqual([key.id, soon.id]);
    expect(listed.json.map((k: any) => k.id)).not.toContain(far.id);
    expect(listed.json.map((k: any) => k.id)).not.toContain(rolled.new.id);
    const bad = await hiring(['keys', 'list', '--expiring-within', 'soon']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--expiring-within must look like 90d/);
  });

  it('keys roll --expire-old-in 0 revokes the old key at once', async () => {
    const { key } = await tenant();
    const rolled = await hiring(['keys', 'roll', key.id, '--expire-old-in', '0', '--json']);
    expect(rolled.code).toBe(0);
    expect(rolled.json.old.revoked_at).not.toBeNull();
    expectR1(await call(app.baseUrl, 'GET', ME, { key: key.key }), 401, 'UNAUTHORIZED');
    expect((await call(app.baseUrl, 'GET', ME, { key: rolled.json.new.key })).status).toBe(200);
  });

  it('keys roll in a terminal shows the new key once, and when the old one stops', async () => {
    const { key } = await tenant();
    const shown = await screen(['keys', 'roll', key.id, '--expire-old-in', '90m']);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('API key rolled');
    expect(shown.out).toMatch(/new key\s+sk_test_[A-Za-z0-9_-]{43}/);
    expect(shown.out).toMatch(/old key\s+works until \d{4}-\d{2}-\d{2}T[\d:.]+Z, then is refused/);
    expect(shown.out).toContain('shown only once');
  });

  const badRolls: Array<[string, (ids: { key: string; otherCompany: string }) => string[], RegExp]> = [
    ['--expire-old-in -1', ({ key }) => [key, '--expire-old-in', '-1'], /--expire-old-in must not be negative/],
    ['--expire-old-in soon', ({ key }) => [key, '--expire-old-in', 'soon'], /--expire-old-in must be 0 or look like/],
    ['--expire-old-in 12', ({ key }) => [key, '--expire-old-in', '12'], /--expire-old-in must be 0 or look like/],
    ['--expire-old-in 31d', ({ key }) => [key, '--expire-old-in', '31d'], /at most 30d/],
    ['an unknown key id', () => ['key_nosuchkey00000000000000'], /key key_nosuchkey0+ not found/],
    [
      'a key id of another company',
      ({ key, otherCompany }) => [key, '--company', otherCompany],
      /is not a key of company cmp_/,
    ],
  ];
  for (const [name, args, message] of badRolls) {
    it(`keys roll with ${name}: exit 2, one line, nothing written`, async () => {
      const { company, key } = await tenant();
      const other = (await hiring(['companies', 'create', '--name', 'Other', '--json'])).json;
      const r = await hiring(['keys', 'roll', ...args({ key: key.id, otherCompany: other.id }), '--json']);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      const keys = (await hiring(['keys', 'list', '--company', company.id, '--json'])).json;
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({ replaced_by: null, status: 'active' });
    });
  }

  it('refuses to roll a revoked key, or one already rolled, naming its successor', async () => {
    const { key } = await tenant();
    const rolled = (await hiring(['keys', 'roll', key.id, '--json'])).json;
    const again = await hiring(['keys', 'roll', key.id]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`already rolled to ${rolled.new.id}`);
    await hiring(['keys', 'revoke', rolled.new.id]);
    const revoked = await hiring(['keys', 'roll', rolled.new.id]);
    expect(revoked.code).toBe(2);
    expect(revoked.stderr).toMatch(/is revoked; only an active key can be rolled/);
  });

  it('keys revoke --company refuses a key of another company', async () => {
    const { key } = await tenant();
    const other = (await hiring(['companies', 'create', '--name', 'Other', '--json'])).json;
    const r = await hiring(['keys', 'revoke', key.id, '--company', other.id]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is not a key of company/);
    expect((await call(app.baseUrl, 'GET', ME, { key: key.key })).status).toBe(200);
  });

  it('audit lists each change with its operator, action, target and the invocation’s request id', async () => {
    const { company, key } = await tenant();
    await hiring(['companies', 'update', company.id, '--plan', 'pro', '--status', 'past_due'], OPERATOR);
    await hiring(['keys', 'roll', key.id, '--expire-old-in', '1h'], { HIRING_OPERATOR: 'sam' });
    const r = await hiring(['audit', '--company', company.id, '--json']);
    expect(r.code).toBe(0);
    expect(r.json.map((e: any) => [e.actor, e.action])).toEqual([
      ['dana@ops', 'company.created'],
      ['dana@ops', 'key.created'],
      ['dana@ops', 'company.changed'],
      ['sam', 'key.created'],
      ['sam', 'key.rolled'],
    ]);
    expect(r.json.every((e: any) => /^req_[0-9A-Za-z]{22}$/.test(e.request_id))).toBe(true);
    // One invocation, one request id; another invocation, another.
    expect(r.json[3].request_id).toBe(r.json[4].request_id);
    expect(new Set(r.json.map((e: any) => e.request_id)).size).toBe(4);
    expect(r.json[2].details).toEqual({
      plan: { from: 'starter', to: 'pro' },
      subscription_status: { from: 'active', to: 'past_due' },
    });
    expect(r.json[4]).toMatchObject({
      actor_type: 'operator',
      target: key.id,
      details: { replaced_by: r.json[3].target },
    });

    const human = await screen(['audit', '--company', company.id]);
    expect(human.out).toMatch(/TIME\s+COMPANY\s+ACTOR\s+ACTION\s+TARGET\s+REQUEST/);
    expect(human.out).toContain('key.rolled');
  });

  it('audit names the OS user when HIRING_OPERATOR is unset', async () => {
    const company = (await hiring(['companies', 'create', '--name', 'Nobody', '--json'])).json;
    const [entry] = (await hiring(['audit', '--company', company.id, '--json'])).json;
    const { userInfo } = await import('node:os');
    expect(entry.actor).toBe(userInfo().username);
  });

  const badAudits: Array<[string, string[], RegExp]> = [
    ['--since in the future', ['audit', '--since', '2999-01-01'], /--since is in the future/],
    ['--since -1d', ['audit', '--since', '-1d'], /--since must be a duration back from now/],
    ['--since tomorrow', ['audit', '--since', 'tomorrow'], /--since must be an ISO 8601 date/],
    ['an unknown company', ['audit', '--company', 'cmp_nosuchcompany000000000'], /company cmp_nosuch\w+ not found/],
    ['verify of an unknown company', ['audit', 'verify', '--company', 'cmp_nosuch0'], /company cmp_nosuch0 not found/],
  ];
  for (const [name, args, message] of badAudits) {
    it(`audit with ${name}: exit 2 and one line`, async () => {
      const r = await hiring(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    });
  }

  it('audit verify: intact chains exit 0 with an "intact" line', async () => {
    await tenant();
    const all = await hiring(['audit', 'verify', '--json']);
    expect(all.code).toBe(0);
    expect(all.json.intact).toBe(true);
    const human = await screen(['audit', 'verify']);
    expect(human.code).toBe(0);
    expect(human.out).toMatch(/audit trail intact: \d+ entries in \d+ company chains/);
  });

  async function chainOfFour() {
    const { company, key } = await tenant();
    await hiring(['companies', 'update', company.id, '--plan', 'pro']);
    await hiring(['keys', 'revoke', key.id]);
    const entries = (await hiring(['audit', '--company', company.id, '--json'])).json;
    expect(entries).toHaveLength(4);
    return { company, entries };
  }

  it('audit verify reports a deleted row: exit 1, naming the first bad entry', async () => {
    const { company, entries } = await chainOfFour();
    await execute(app.db, 'DELETE FROM audit_log WHERE id = ?', [entries[1].id]);
    const r = await hiring(['audit', 'verify', '--company', company.id, '--json']);
    expect(r.code).toBe(1);
    expect(r.json.chains[0]).toMatchObject({ company_id: company.id, intact: false, first_bad: { id: entries[2].id } });
    expect(r.stderr).toContain(`first bad entry ${entries[2].id} (seq 3): entry 2 is missing`);
    const human = await screen(['audit', 'verify', '--company', company.id]);
    expect(human.code).toBe(1);
    expect(human.out).toContain('audit trail BROKEN');
  });

  it('audit verify reports an edited row: exit 1, naming it', async () => {
    const { company, entries } = await chainOfFour();
    await execute(app.db, 'UPDATE audit_log SET actor = ? WHERE id = ?', ['someone-else', entries[2].id]);
    const r = await hiring(['audit', 'verify', '--company', company.id]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`first bad entry ${entries[2].id} (seq 3): its content does not match its hash`);
  });

  it('audit verify reports a removed newest row against the chain head', async () => {
    const { company, entries } = await chainOfFour();
    await execute(app.db, 'DELETE FROM audit_log WHERE id = ?', [entries[3].id]);
    const r = await hiring(['audit', 'verify', '--company', company.id]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/\(seq 4\): the chain ends at entry 3 but its head records entry 4/);
    const rows = await selectRows<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM audit_log WHERE company_id = ?', [
      company.id,
    ]);
    expect(Number(rows[0]!.n)).toBe(3);
  });
});
