import { spawn } from 'node:child_process';
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashApiKey } from '../../src/domain/keys/api-key';
import { selectRows } from '../../src/db/rows';
import { startTestApp, type TestApp } from '../../support/app';
import { hiring } from '../helpers/cli';
import { call } from '../../support/http';

const dir = mkdtempSync(join(tmpdir(), 'hiring-cli-'));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('operator CLI: companies and keys', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it('creates, lists and updates companies with --json', async () => {
    const created = await hiring([
      'companies',
      'create',
      '--name',
      'Globex',
      '--plan',
      'pro',
      '--status',
      'trialing',
      '--ai-call-limit',
      '42',
      '--json',
    ]);
    expect(created.code).toBe(0);
    expect(created.json).toMatchObject({
      id: expect.stringMatching(/^cmp_/),
      name: 'Globex',
      plan: 'pro',
      status: 'trialing',
      ai_call_limit: 42,
    });
    const updated = await hiring([
      'companies',
      'update',
      created.json.id,
      '--plan',
      'enterprise',
      '--clear-ai-call-limit',
      '--json',
    ]);
    expect(updated.json).toMatchObject({ plan: 'enterprise', ai_call_limit: null, status: 'trialing' });
    const list = await hiring(['companies', 'list', '--json']);
    expect(list.json.map((c: any) => c.id)).toContain(created.json.id);
  });

  it('creates a key printed once, usable at once; lists it without the secret; revokes it', async () => {
    const company = (await hiring(['companies', 'create', '--name', 'Initech', '--json'])).json;
    const made = await hiring([
      'keys',
      'create',
      '--company',
      company.id,
      '--mode',
      'test',
      '--name',
      'ci',
      '--expires-in',
      '90d',
      '--scopes',
      'candidates:read,jobs:read',
      '--json',
    ]);
    expect(made.code).toBe(0);
    expect(Object.keys(made.json).sort()).toEqual(['expires_at', 'id', 'key', 'mode', 'prefix', 'scopes']);
    expect(made.json.key).toMatch(/^sk_test_[A-Za-z0-9_-]{43}$/);
    expect(made.json.scopes).toEqual(['candidates:read', 'jobs:read', 'usage:read']);
    expect(new Date(made.json.expires_at).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);
    const stored = await selectRows<{ key_hash: Buffer }>(app.db, 'SELECT key_hash FROM api_keys WHERE id = ?', [
      made.json.id,
    ]);
    expect(stored[0]!.key_hash.equals(hashApiKey(made.json.key))).toBe(true);

    expect((await call(app.baseUrl, 'GET', '/api/v1/external/me', { key: made.json.key })).status).toBe(200);
    const list = await hiring(['keys', 'list', '--company', company.id, '--json']);
    expect(list.stdout).not.toContain(made.json.key);
    expect(list.json[0]).toMatchObject({ id: made.json.id, prefix: made.json.prefix, status: 'active', mode: 'test' });
    expect((await hiring(['keys', 'revoke', made.json.id, '--json'])).code).toBe(0);
    expect((await call(app.baseUrl, 'GET', '/api/v1/external/me', { key: made.json.key })).status).toBe(401);
    expect((await hiring(['keys', 'list', '--company', company.id, '--json'])).json[0].status).toBe('revoked');
  });

  it('a company id typed in another case is stored as the company has it: its key sees its own jobs', async () => {
    const company = (await hiring(['companies', 'create', '--name', 'Hooli', '--json'])).json;
    const typed = company.id.toUpperCase();
    expect(typed).not.toBe(company.id);
    const made = await hiring(['keys', 'create', '--company', typed, '--json']);
    expect(made.code).toBe(0);
    const [row] = await selectRows<{ company_id: string }>(app.db, 'SELECT company_id FROM api_keys WHERE id = ?', [
      made.json.id,
    ]);
    expect(row!.company_id).toBe(company.id);
    const me = await call(app.baseUrl, 'GET', '/api/v1/external/me', { key: made.json.key });
    expect(me.body.data.company.id).toBe(company.id);
  });

  it('an expiry that is no date, cannot be stored or lies past 10 years: exit 2, one line, no key written', async () => {
    const company = (await hiring(['companies', 'create', '--name', 'Expiry Inc', '--json'])).json.id as string;
    for (const flags of [
      ['--expires-in', '999999999999d'], // an invalid Date: stored NULL, a key that never expires
      ['--expires-in', '3000000d'], // past DATETIME's year 9999: a raw MariaDB error
      ['--expires-in', '3651d'],
      ['--expires-at', '2027-02-30'], // JavaScript reads it as 2 March
      ['--expires-at', '2027-02-29'],
      ['--expires-at', '9999-12-31'],
      ['--expires-in', ''], // not "no expiry"
    ]) {
      const r = await hiring(['keys', 'create', '--company', company, ...flags, '--json']);
      expect(r.code, flags.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^error: [^\n]+\n$/);
      expect(r.stderr).not.toMatch(/api_keys|Incorrect|toISOString/);
    }
    expect((await selectRows(app.db, 'SELECT id FROM api_keys WHERE company_id = ?', [company])).length).toBe(0);
    const ok = await hiring(['keys', 'create', '--company', company, '--expires-in', '3650d', '--json']);
    expect(ok.code, ok.stderr).toBe(0);
    expect(new Date(ok.json.expires_at).getUTCFullYear()).toBeGreaterThan(new Date().getUTCFullYear() + 8);
  });

  it('an invalid MYSQL_URL: one line, exit 2, the password never shown', async () => {
    for (const url of [
      'postgres://ops:hunter2@db/hiring',
      'mysql://ops:hunter2@db:99999/hiring',
      'mysql//ops:hunter2@db/hiring',
    ]) {
      const r = await hiring(['companies', 'list', '--json'], { MYSQL_URL: url });
      expect(r.code, url).toBe(2);
      expect(r.stderr).toMatch(/^error: invalid configuration: MYSQL_URL[^\n]*\n$/);
      expect(r.stderr).not.toContain('hunter2');
    }
  });

  it('hiring companies list --json | head: the reader going away is no error (no EPIPE stack trace, exit 0)', async () => {
    const bin = fileURLToPath(new URL('../../bin/hiring.js', import.meta.url));
    const child = spawn(process.execPath, [bin, 'companies', 'list', '--json'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, MYSQL_URL: inject('mysqlUrl') },
    });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  const bad: Array<[string, string[]]> = [
    ['an unknown plan', ['companies', 'create', '--name', 'X', '--plan', 'gold']],
    ['an unknown status', ['companies', 'create', '--name', 'X', '--status', 'zombie']],
    ['a non-numeric AI limit', ['companies', 'create', '--name', 'X', '--ai-call-limit', 'lots']],
    ['a missing --name', ['companies', 'create']],
    ['both AI limit flags', ['companies', 'update', 'cmp_x', '--ai-call-limit', '5', '--clear-ai-call-limit']],
    ['an unknown company for a key', ['keys', 'create', '--company', 'cmp_nope']],
    ['a bad mode', ['keys', 'create', '--company', 'cmp_x', '--mode', 'prod']],
    ['a bad duration', ['keys', 'create', '--company', 'cmp_x', '--expires-in', 'soon']],
    ['both expiry flags', ['keys', 'create', '--company', 'cmp_x', '--expires-in', '9d', '--expires-at', '2030-01-01']],
    ['an unknown scope', ['keys', 'create', '--company', 'cmp_x', '--scopes', 'candidates:read,admin']],
    ['an unknown command', ['frobnicate']],
    ['revoking an unknown key', ['keys', 'revoke', 'key_nope']],
  ];
  for (const [name, args] of bad) {
    it(`exit 2 with a one-line error for ${name}, writing nothing`, async () => {
      const before = await selectRows<{ n: number }>(
        app.db,
        'SELECT (SELECT COUNT(*) FROM companies) + (SELECT COUNT(*) FROM api_keys) AS n',
      );
      const r = await hiring(args);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/error/);
      const after = await selectRows<{ n: number }>(
        app.db,
        'SELECT (SELECT COUNT(*) FROM companies) + (SELECT COUNT(*) FROM api_keys) AS n',
      );
      expect(after[0]!.n).toBe(before[0]!.n);
    });
  }
});

describe('operator CLI: postings and rubrics', () => {
  let company: string;
  beforeAll(async () => {
    company = (await hiring(['companies', 'create', '--name', 'Umbrella', '--json'])).json.id;
  });

  it('imports postings from JSONL (upsert by id), lists and closes them', async () => {
    const lines = [
      {
        id: 'u-1',
        title: 'Backend Engineer',
        description: 'Go and PostgreSQL services.',
        skills: ['Go', 'PostgreSQL'],
        min_years: 3,
      },
      {
        id: 'u-2',
        title: 'Data Analyst',
        description: 'SQL and dashboards.',
        employment_type: 'PART_TIME',
        skills: ['SQL'],
      },
    ];
    const path = file('postings.jsonl', lines.map((l) => JSON.stringify(l)).join('\n'));
    expect((await hiring(['postings', 'import', '--company', company, path, '--json'])).json).toMatchObject({
      imported: 2,
    });
    const again = file('postings2.jsonl', JSON.stringify({ ...lines[0], title: 'Senior Backend Engineer' }));
    expect((await hiring(['postings', 'import', '--company', company, again, '--json'])).code).toBe(0);
    const list = (await hiring(['postings', 'list', '--company', company, '--json'])).json;
    expect(list).toHaveLength(2);
    expect(list.find((p: any) => p.id === 'u-1')).toMatchObject({
      title: 'Senior Backend Engineer',
      status: 'open',
      skills: ['Go', 'PostgreSQL'],
    });
    expect((await hiring(['postings', 'close', 'u-2', '--company', company, '--json'])).json).toEqual({
      id: 'u-2',
      status: 'closed',
    });
  });

  it('posting ids are unique per company: two companies import the same ids, each lists and closes only its own', async () => {
    const other = (await hiring(['companies', 'create', '--name', 'Same Ids Ltd', '--json'])).json.id;
    const mine = (await hiring(['companies', 'create', '--name', 'Own Ids Ltd', '--json'])).json.id;
    const theirs = file(
      'same-theirs.jsonl',
      [
        { id: '1', title: 'Their first role', description: 'Theirs.' },
        { id: '2', title: 'Their second role', description: 'Theirs.' },
      ]
        .map((l) => JSON.stringify(l))
        .join('\n'),
    );
    const ours = file(
      'same-ours.jsonl',
      [
        { id: '1', title: 'Our first role', description: 'Ours.' },
        { id: '2', title: 'Our second role', description: 'Ours.' },
      ]
        .map((l) => JSON.stringify(l))
        .join('\n'),
    );
    expect((await hiring(['postings', 'import', '--company', other, theirs, '--json'])).json).toEqual({
      imported: 2,
      ids: ['1', '2'],
    });
    const imported = await hiring(['postings', 'import', '--company', mine, ours, '--json']);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.json).toEqual({ imported: 2, ids: ['1', '2'] });
    expect((await hiring(['postings', 'close', '1', '--company', mine, '--json'])).json).toEqual({
      id: '1',
      status: 'closed',
    });
    const ourList = (await hiring(['postings', 'list', '--company', mine, '--json'])).json;
    expect(ourList.map((p: any) => [p.id, p.title, p.status]).sort()).toEqual([
      ['1', 'Our first role', 'closed'],
      ['2', 'Our second role', 'open'],
    ]);
    const theirList = (await hiring(['postings', 'list', '--company', other, '--json'])).json;
    expect(theirList.map((p: any) => [p.id, p.title, p.status]).sort()).toEqual([
      ['1', 'Their first role', 'open'],
      ['2', 'Their second role', 'open'],
    ]);
    const missing = await hiring(['postings', 'close', '3', '--company', mine]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`error: posting 3 of company ${mine} not found\n`);
  });

  it("posting and company ids compare exactly: a look-alike of another company's posting id is a posting of its own", async () => {
    const other = (await hiring(['companies', 'create', '--name', 'Vehement', '--json'])).json.id;
    const theirs = file(
      'theirs.jsonl',
      JSON.stringify({ id: 'shared-1', title: 'Their role', description: 'Theirs.' }),
    );
    expect((await hiring(['postings', 'import', '--company', other, theirs, '--json'])).code).toBe(0);
    const mine = file('mine.jsonl', JSON.stringify({ id: 'SHARED-1', title: 'My role', description: 'Mine.' }));
    // The company id typed in upper case still lands on the company as stored.
    expect(
      (await hiring(['postings', 'import', '--company', company.toUpperCase(), mine, '--json'])).json,
    ).toMatchObject({ imported: 1 });
    const list = (await hiring(['postings', 'list', '--company', company, '--json'])).json;
    expect(list.find((p: any) => p.id === 'SHARED-1')).toMatchObject({ title: 'My role' });
    const theirList = (await hiring(['postings', 'list', '--company', other, '--json'])).json;
    expect(theirList).toEqual([expect.objectContaining({ id: 'shared-1', title: 'Their role' })]);
    expect((await hiring(['postings', 'import', '--company', 'cmp_nope', mine])).code).toBe(2);
  });

  it('a file with a bad line writes nothing and names the line', async () => {
    const path = file(
      'bad.jsonl',
      [JSON.stringify({ id: 'u-9', title: 'Ok', description: 'fine' }), '{"title": ""}', 'not json'].join('\n'),
    );
    const r = await hiring(['postings', 'import', '--company', company, path]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/line 2: title/);
    expect(r.stderr).toMatch(/line 3: not valid JSON/);
    expect(
      (await hiring(['postings', 'list', '--company', company, '--json'])).json.map((p: any) => p.id),
    ).not.toContain('u-9');
  });

  it('a postings file with a byte-order mark imports; one that is not UTF-8 or over 64 MiB is refused whole', async () => {
    const bom = join(dir, 'bom-postings.jsonl');
    writeFileSync(
      bom,
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(JSON.stringify({ id: 'bom-1', title: 'Café owner', description: 'Résumé reader.' }) + '\r\n'),
      ]),
    );
    const ok = await hiring(['postings', 'import', '--company', company, bom, '--json']);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.json).toMatchObject({ imported: 1 });

    const latin = join(dir, 'latin1-postings.jsonl');
    writeFileSync(
      latin,
      Buffer.from(JSON.stringify({ id: 'lat-1', title: 'R\u00e9sum\u00e9 reader', description: 'x' }) + '\n', 'latin1'),
    );
    const refused = await hiring(['postings', 'import', '--company', company, latin]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(`error: ${latin} is not UTF-8 text; save it as UTF-8 and try again\n`);

    const huge = join(dir, 'huge.jsonl');
    writeFileSync(huge, '');
    truncateSync(huge, 65 * 1024 * 1024);
    const big = await hiring(['postings', 'import', '--company', company, huge]);
    expect(big.code).toBe(2);
    expect(big.stderr).toBe(
      `error: ${huge} is 68157440 bytes; a postings file may hold at most 64 MiB (split it and import each part)\n`,
    );

    const ids = (await hiring(['postings', 'list', '--company', company, '--json'])).json.map((p: any) => p.id);
    expect(ids).toContain('bom-1');
    expect(ids).not.toContain('lat-1');
    expect(
      (await hiring(['postings', 'list', '--company', company, '--json'])).json.find((p: any) => p.id === 'bom-1')
        .title,
    ).toBe('Café owner');
  });

  it('a rubric file with a byte-order mark is read; one that is not UTF-8 is refused, naming it', async () => {
    const other = (await hiring(['companies', 'create', '--name', 'Rubric BOM', '--json'])).json.id;
    const bom = join(dir, 'bom-rubric.json');
    writeFileSync(
      bom,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ name: 'Entrevue générale' }))]),
    );
    const created = await hiring(['rubrics', 'create', '--company', other, '--file', bom, '--json']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.json.name).toBe('Entrevue générale');
    const latin = join(dir, 'latin1-rubric.json');
    writeFileSync(latin, Buffer.from(JSON.stringify({ name: 'Entrevue g\u00e9n\u00e9rale' }), 'latin1'));
    const refused = await hiring(['rubrics', 'create', '--company', other, '--file', latin]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(`error: --file: ${latin} is not UTF-8 text; save it as UTF-8 and try again\n`);
    expect((await hiring(['rubrics', 'list', '--company', other, '--json'])).json).toHaveLength(1);
  });

  it('creates, lists and shows a validated rubric; a bad one is refused with its problems', async () => {
    const good = file(
      'rubric.json',
      JSON.stringify({
        name: 'Backend',
        weights: { technical_accuracy: 2, communication: 1, problem_solving: 1 },
        pass_mark: 75,
        criteria: { technical_accuracy: [{ skill: 'Go', weight: 2 }] },
      }),
    );
    const created = await hiring(['rubrics', 'create', '--company', company, '--file', good, '--json']);
    expect(created.code).toBe(0);
    expect(created.json).toMatchObject({
      id: expect.stringMatching(/^rub_/),
      name: 'Backend',
      rubric: { pass_mark: 75 },
    });
    expect((await hiring(['rubrics', 'list', '--company', company, '--json'])).json).toHaveLength(1);
    expect((await hiring(['rubrics', 'show', created.json.id, '--json'])).json.id).toBe(created.json.id);
    const badFile = file(
      'bad-rubric.json',
      JSON.stringify({
        name: 'X',
        pass_mark: 140,
        weights: { technical_accuracy: -1, communication: 1, problem_solving: 1 },
      }),
    );
    const bad = await hiring(['rubrics', 'create', '--company', company, '--file', badFile]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/pass_mark/);
    expect((await hiring(['rubrics', 'list', '--company', company, '--json'])).json).toHaveLength(1);
    expect((await hiring(['rubrics', 'create', '--company', company, '--file', join(dir, 'missing.json')])).code).toBe(
      2,
    );
  });
});
