import { Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomBase62 } from '../../src/ids';
import { RETENTION_MS } from '../../src/services/ai-call.service';
import { declaredSearchAttributes } from '../../src/services/temporal-setup.service';
import { customSearchAttributes, namespaceRetentionMs, registerNamespace } from '../../src/temporal/namespace-admin';
import { SEARCH_ATTRIBUTES } from '../../src/temporal/names';
import { main } from '../../cli/index';
import type { CliIO } from '../../cli/io';
import { hiring } from '../helpers/cli';

const HOUR = 3_600_000;
const names = declaredSearchAttributes().map((a) => a.name);
let connection: Connection;
const fresh = () => `hiring-setup-${randomBase62(8).toLowerCase()}`;
const setup = (namespace: string, ...args: string[]) =>
  hiring(['temporal', 'setup', '--json', ...args], { TEMPORAL_NAMESPACE: namespace });

beforeAll(async () => {
  connection = await Connection.connect({ address: inject('temporalAddress') });
});
afterAll(() => connection?.close());

describe('hiring temporal setup', () => {
  it('the one list names every search attribute the workflows set', () => {
    expect(names).toEqual(expect.arrayContaining(Object.values(SEARCH_ATTRIBUTES)));
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses a missing namespace without --create-namespace: exit 1, one clear line, nothing created', async () => {
    const ns = fresh();
    const r = await setup(ns);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `error: namespace "${ns}" does not exist: run again with --create-namespace to create it (retention 72h), or create it on the cluster\n`,
    );
    expect(await namespaceRetentionMs(connection, ns)).toBeNull();
  });

  it('creates a fresh namespace with a 72 h retention and registers the attributes; a second run changes nothing and says so', async () => {
    const ns = fresh();
    const first = await setup(ns, '--create-namespace');
    expect(first.code, first.stderr).toBe(0);
    expect(first.json).toEqual({
      address: inject('temporalAddress'),
      namespace: ns,
      namespace_created: true,
      retention_hours: 72,
      retention_updated: false,
      search_attributes: { registered: names, already_present: [] },
      changed: true,
    });
    expect(await namespaceRetentionMs(connection, ns)).toBe(72 * HOUR);
    const present = await customSearchAttributes(connection, ns);
    for (const a of declaredSearchAttributes()) expect(present.get(a.name), a.name).toBe(a.type);

    const second = await setup(ns, '--create-namespace');
    expect(second.code, second.stderr).toBe(0);
    expect(second.json).toMatchObject({
      namespace_created: false,
      retention_hours: 72,
      retention_updated: false,
      search_attributes: { registered: [], already_present: names },
      changed: false,
    });
  });

  it('in a terminal, a run that changes nothing says so', async () => {
    const ns = fresh();
    expect((await setup(ns, '--create-namespace')).code).toBe(0);
    let out = '';
    const io: CliIO = {
      stdout: { write: (s: string) => void (out += s), isTTY: true, columns: 100 },
      stderr: { write: () => undefined },
      env: { TEMPORAL_ADDRESS: inject('temporalAddress'), TEMPORAL_NAMESPACE: ns },
    };
    expect(await main(['node', 'hiring', 'temporal', 'setup'], io)).toBe(0);
    expect(out).toContain('Temporal already set up');
    expect(out).toMatch(/namespace\s+hiring-setup-\w+ \(exists\)/);
    expect(out).toMatch(/retention\s+72h/);
    expect(out).toMatch(/registered\s+-/);
    expect(out).toContain('Nothing to do: the namespace and every search attribute were in place.');
  });

  it('a namespace that keeps histories shorter than the job retention is refused, and --retention sets it', async () => {
    const ns = fresh();
    await registerNamespace(connection, ns, 2 * HOUR);
    const refused = await setup(ns);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `error: namespace "${ns}" keeps histories for 2h, less than the 24-hour job retention (R13): run again with --retention 72h (at least 24h)\n`,
    );
    const fixed = await setup(ns, '--retention', '48h');
    expect(fixed.code, fixed.stderr).toBe(0);
    expect(fixed.json).toMatchObject({ retention_hours: 48, retention_updated: true, changed: true });
    expect(await namespaceRetentionMs(connection, ns)).toBe(48 * HOUR);
  });

  it('a retention below the job retention, or not a duration, is a usage error (exit 2)', async () => {
    const ns = fresh();
    const short = await setup(ns, '--create-namespace', '--retention', '12h');
    expect(short.code).toBe(1);
    expect(short.stderr).toBe('error: the retention must be at least 24h, the job retention (R13)\n');
    const bad = await setup(ns, '--create-namespace', '--retention', 'soon');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('error: --retention must look like 90d, 12h or 30m, got "soon"\n');
    expect(await namespaceRetentionMs(connection, ns)).toBeNull();
  });

  it("the dev server's namespace keeps histories as long as a job lives, with the same attributes already registered", async () => {
    const r = await setup('default');
    expect(r.code, r.stderr).toBe(0);
    expect(r.json).toMatchObject({
      namespace_created: false,
      retention_hours: RETENTION_MS / HOUR,
      search_attributes: { registered: [], already_present: names },
      changed: false,
    });
  });

  it('an unreadable TLS file is named with what it expects (exit 2), before anything connects', async () => {
    const r = await hiring(['temporal', 'setup', '--json'], { TEMPORAL_TLS_CA: '/nonexistent/ca.pem' });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "error: invalid configuration: TEMPORAL_TLS_CA: cannot be read (ENOENT); must be a PEM file holding the CA certificate that signed the server's certificate\n",
    );
  });
});
