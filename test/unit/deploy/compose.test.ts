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

describe('docker-compose.yml (no Docker engine here: checked as data)', () => {
  it('has MySQL 8, a Temporal server on that MySQL, the Temporal UI, the api and the worker', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['mysql', 'temporal', 'temporal-ui', 'codec-server', 'api', 'worker']),
    );
    expect(compose.services.mysql.image).toMatch(/^mysql:8/);
    expect(env('temporal').DB).toBe('mysql8');
    expect(env('temporal').MYSQL_SEEDS).toBe('mysql');
    expect(compose.services.api.build).toBe('.');
    expect(compose.services.worker.build).toBe('.');
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

  it('registers the search attributes the workflows set', () => {
    const cmd = compose.services['temporal-search-attributes'].command.join(' ');
    for (const name of Object.values(SEARCH_ATTRIBUTES)) expect(cmd).toContain(`--name ${name} --type Keyword`);
  });
});
