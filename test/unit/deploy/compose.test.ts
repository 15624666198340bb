import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEPLOY_REQUIRED, loadConfig } from '../../../src/config';
import { SEARCH_ATTRIBUTES } from '../../../src/temporal/names';
import { newPayloadKeySetting } from '../../../src/payload-keys';

const compose = parse(readFileSync('docker-compose.yml', 'utf8'));
const env = (service: string): Record<string, string> => compose.services[service].environment;
/** `${VAR:?message}` is compose's "the user must set this"; a generated key stands in for it here. */
const REQUIRED_FROM_USER = /^\$\{(\w+):\?[^}]+\}$/;
const TEST_KEY = newPayloadKeySetting('compose');
/** `${VAR:-default}` is compose's "from the user's shell, else the default": read as the default here. */
const DEFAULT_FROM_USER = /^\$\{\w+:-([^}]*)\}$/;
const resolved = (service: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env(service)).map(([k, v]) => [
      k,
      REQUIRED_FROM_USER.test(v) ? TEST_KEY : (DEFAULT_FROM_USER.exec(v)?.[1] ?? v),
    ]),
  );

/** Services in an order that starts each after everything it depends on; throws on a cycle. */
function startOrder(): string[] {
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (order.includes(name)) return;
    if (visiting.has(name)) throw new Error(`depends_on cycle through ${name}`);
    visiting.add(name);
    const deps = compose.services[name].depends_on ?? {};
    for (const d of Array.isArray(deps) ? deps : Object.keys(deps)) visit(d);
    order.push(name);
  };
  for (const name of Object.keys(compose.services)) visit(name);
  return order;
}

describe('docker-compose.yml (no Docker engine here: checked as data)', () => {
  it('has MySQL 8 for the application, a Temporal server on PostgreSQL, the Temporal UI, the api and the worker', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['mysql', 'postgresql', 'temporal', 'temporal-ui', 'codec-server', 'api', 'worker']),
    );
    expect(compose.services.mysql.image).toMatch(/^mysql:8/);
    expect(compose.services.postgresql.image).toMatch(/^postgres:1[2-7]$/);
    expect(compose.services.api.build).toBe('.');
    expect(compose.services.worker.build).toBe('.');
  });

  it('Temporal runs on maintained images: temporalio/server after temporalio/admin-tools set up its schema', () => {
    const images = Object.values(compose.services).map((s) => (s as { image?: string }).image ?? '');
    expect(images.filter((i) => i.includes('auto-setup'))).toEqual([]);
    const server = compose.services.temporal;
    const schema = compose.services['temporal-schema'];
    expect(server.image).toMatch(/^temporalio\/server:\d+\.\d+\.\d+$/);
    expect(schema.image).toMatch(/^temporalio\/admin-tools:\d+\.\d+\.\d+$/);
    // The schema tool of the server's own release: update-schema brings the databases to the version it expects.
    expect(schema.image.split(':')[1]).toBe(server.image.split(':')[1]);
    expect(env('temporal')).toMatchObject({
      DB: 'postgres12_pgx',
      POSTGRES_SEEDS: 'postgresql',
      DB_PORT: '5432',
      POSTGRES_USER: env('postgresql').POSTGRES_USER,
      POSTGRES_PWD: env('postgresql').POSTGRES_PASSWORD,
      BIND_ON_IP: '0.0.0.0',
    });
    expect(env('temporal-schema')).toMatchObject({
      SQL_PLUGIN: 'postgres12',
      SQL_HOST: 'postgresql',
      SQL_PORT: '5432',
      SQL_USER: env('postgresql').POSTGRES_USER,
      SQL_PASSWORD: env('postgresql').POSTGRES_PASSWORD,
    });
    const steps = schema.command
      .join(' ')
      .split('&&')
      .map((c: string) => c.trim());
    for (const [db, dir] of [
      ['temporal', 'temporal'],
      ['temporal_visibility', 'visibility'],
    ]) {
      const mine = steps.filter((c: string) => c.startsWith(`temporal-sql-tool --db ${db} `));
      expect(mine).toEqual([
        `temporal-sql-tool --db ${db} create`,
        `temporal-sql-tool --db ${db} setup-schema -v 0.0`,
        `temporal-sql-tool --db ${db} update-schema -d /etc/temporal/schema/postgresql/v12/${dir}/versioned`,
      ]);
    }
    expect(schema.restart).toBe('no');
  });

  it('starts in order: PostgreSQL, the schema, the server, `hiring temporal setup`, then the api and the worker', () => {
    const waitsFor = (service: string, dependency: string, condition: string) =>
      expect(compose.services[service].depends_on?.[dependency]?.condition, `${service} -> ${dependency}`).toBe(
        condition,
      );
    waitsFor('temporal-schema', 'postgresql', 'service_healthy');
    waitsFor('temporal', 'temporal-schema', 'service_completed_successfully');
    waitsFor('temporal-setup', 'temporal', 'service_healthy');
    waitsFor('api', 'temporal-setup', 'service_completed_successfully');
    waitsFor('worker', 'temporal-setup', 'service_completed_successfully');
    waitsFor('api', 'mysql', 'service_healthy');
    expect(compose.services.postgresql.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(compose.services.temporal.healthcheck).toBeDefined();
    // The same order as a topological sort of depends_on finds it (and no cycle).
    const order = startOrder();
    const at = (s: string) => order.indexOf(s);
    for (const [before, after] of [
      ['postgresql', 'temporal-schema'],
      ['temporal-schema', 'temporal'],
      ['temporal', 'temporal-setup'],
      ['temporal-setup', 'api'],
      ['temporal-setup', 'worker'],
    ] as const)
      expect(at(before), `${before} before ${after}`).toBeLessThan(at(after));
  });

  it('the one-shot set-up runs `hiring temporal setup` from the image, on the namespace the api and the worker use', () => {
    const setup = compose.services['temporal-setup'];
    expect(setup.build).toBe('.');
    expect(setup.command).toEqual(['node', 'bin/hiring.js', 'temporal', 'setup', '--create-namespace']);
    const config = loadConfig(resolved('temporal-setup'));
    expect(config.TEMPORAL_ADDRESS).toBe(env('api').TEMPORAL_ADDRESS);
    expect(config.TEMPORAL_NAMESPACE).toBe(env('api').TEMPORAL_NAMESPACE);
    expect(config.TEMPORAL_NAMESPACE).toBe(env('worker').TEMPORAL_NAMESPACE);
  });

  for (const service of ['api', 'worker'] as const) {
    it(`${service}: sets every variable the config requires in a deployment, and the config accepts them`, () => {
      for (const name of DEPLOY_REQUIRED[service]) expect(env(service), name).toHaveProperty(name);
      expect(() => loadConfig(resolved(service))).not.toThrow();
    });

    it(`${service}: talks to the mysql and temporal services on the ports they serve`, () => {
      const config = loadConfig(resolved(service));
      const mysql = new URL(config.MYSQL_URL);
      expect(mysql.hostname).toBe('mysql');
      expect(mysql.port).toBe('3306');
      expect(mysql.username).toBe(env('mysql').MYSQL_USER);
      expect(decodeURIComponent(mysql.password)).toBe(env('mysql').MYSQL_PASSWORD);
      expect(mysql.pathname).toBe(`/${env('mysql').MYSQL_DATABASE}`);
      expect(config.TEMPORAL_ADDRESS).toBe('temporal:7233');
      expect(compose.services.temporal.ports).toContain('127.0.0.1:7233:7233');
    });
  }

  it('api and worker share the task queue and namespace', () => {
    expect(env('api').TEMPORAL_TASK_QUEUE).toBe(env('worker').TEMPORAL_TASK_QUEUE);
    expect(env('api').TEMPORAL_NAMESPACE).toBe(env('worker').TEMPORAL_NAMESPACE);
  });

  it('the api port is published as configured, and the UI on 8233', () => {
    const port = loadConfig(resolved('api')).PORT;
    expect(compose.services.api.ports).toContain(`${port}:${port}`);
    expect(loadConfig(resolved('api')).HOST).toBe('0.0.0.0');
    const ui = compose.services['temporal-ui'];
    expect(ui.ports).toContain(`127.0.0.1:8233:${ui.environment.TEMPORAL_UI_PORT}`);
    expect(ui.environment.TEMPORAL_ADDRESS).toBe('temporal:7233');
  });

  it('only the api is reachable from other machines: MySQL, Temporal and its UI (which shows every payload) listen on loopback', () => {
    for (const [name, service] of Object.entries(compose.services) as Array<[string, { ports?: string[] }]>) {
      for (const port of service.ports ?? []) {
        if (name === 'api') expect(port).toMatch(/^\d+:\d+$/);
        else expect(port, `${name} publishes ${port}`).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
      }
    }
  });

  it('payload keys: api, worker and codec server take the same key from the user, and none is written in the file', () => {
    const settings = ['api', 'worker', 'codec-server'].map((s) => env(s).TEMPORAL_PAYLOAD_KEYS);
    for (const v of settings) expect(v).toMatch(REQUIRED_FROM_USER);
    expect(new Set(settings.map((v) => REQUIRED_FROM_USER.exec(v!)![1])).size).toBe(1);
    expect(readFileSync('docker-compose.yml', 'utf8')).not.toMatch(/[A-Za-z0-9+/]{43}=/);
    for (const s of ['api', 'worker', 'codec-server']) expect(env(s).NODE_ENV, s).toBe('production');
  });

  it('codec server: required settings, loopback only, and the UI (in the browser) is pointed at it and allowed to call it', () => {
    for (const name of DEPLOY_REQUIRED['codec-server']) expect(env('codec-server'), name).toHaveProperty(name);
    const config = loadConfig(resolved('codec-server'));
    expect(config.CODEC_SERVER_HOST).toBe('0.0.0.0'); // inside its container; published on loopback below
    expect(compose.services['codec-server'].ports).toEqual([
      `127.0.0.1:${config.CODEC_SERVER_PORT}:${config.CODEC_SERVER_PORT}`,
    ]);
    const ui = compose.services['temporal-ui'];
    expect(ui.environment.TEMPORAL_CODEC_ENDPOINT).toBe(`http://localhost:${config.CODEC_SERVER_PORT}`);
    const uiHostPort = ui.ports[0].split(':')[1];
    expect(config.CODEC_CORS_ORIGINS).toEqual(
      expect.arrayContaining([`http://localhost:${uiHostPort}`, `http://127.0.0.1:${uiHostPort}`]),
    );
  });

  it('keeps no list of search attributes of its own: `hiring temporal setup` registers them from src/temporal/names.ts', () => {
    const text = readFileSync('docker-compose.yml', 'utf8');
    for (const name of Object.values(SEARCH_ATTRIBUTES)) expect(text).not.toContain(name);
    expect(text).not.toContain('search-attribute create');
  });
});
