import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startApiProcess } from '../helpers/api-process';

const dataDir = mkdtempSync(join(tmpdir(), 'hiring-tls-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const API_KEY = 'tmprl-startup-secret-8d2e61c0';

/** Runs an entry point until it exits. */
function start(script: string, env: Record<string, string>) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      DEV_DATA_DIR: dataDir,
      MYSQL_URL: inject('mysqlUrl'),
      TEMPORAL_ADDRESS: inject('temporalAddress'),
      TEMPORAL_PAYLOAD_KEYS: inject('payloadKeys'),
      WORKER_METRICS_PORT: '0',
      TEMPORAL_METRICS_PORT: '0',
      ...env,
    },
    encoding: 'utf8',
    timeout: 45_000,
  });
  return { status: r.status, stderr: r.stderr.trim(), stdout: r.stdout.trim() };
}

describe('the API and the worker with Temporal TLS settings', () => {
  it.each(['src/main.ts', 'src/worker.ts'])(
    '%s: a missing client certificate stops start-up with the variable and what it expects',
    (script) => {
      const r = start(script, {
        TEMPORAL_TLS_CERT: '/nonexistent/client.pem',
        TEMPORAL_TLS_KEY: '/nonexistent/key.pem',
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toBe(
        'Invalid configuration:\n  TEMPORAL_TLS_CERT="/nonexistent/client.pem": cannot be read (ENOENT); must be a PEM file holding the client certificate (-----BEGIN CERTIFICATE-----)',
      );
    },
  );

  it('the worker whose TLS connection fails says so without the API key', () => {
    // The dev server speaks plaintext: the API key turns TLS on, so the handshake fails.
    const r = start('src/worker.ts', { TEMPORAL_API_KEY: API_KEY });
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/"msg":"worker failed"/);
    expect(r.stdout + r.stderr).not.toContain(API_KEY);
  });

  it("the API's log lines say an API key is used, never the key, also while Temporal cannot be reached", async () => {
    const api = await startApiProcess({ TEMPORAL_API_KEY: API_KEY, LOG_LEVEL: 'debug', DEV_DATA_DIR: dataDir });
    try {
      expect((await fetch(`${api.baseUrl}/readyz`)).status).toBe(503);
      await fetch(`${api.baseUrl}/api/v1/external/jobs/job_x`, { headers: { authorization: `Bearer ${API_KEY}` } });
    } finally {
      await api.stop();
    }
    const listening = api
      .output()
      .split('\n')
      .find((l) => l.includes('"api listening"'));
    expect(JSON.parse(listening!).temporal).toMatchObject({ tls: true, api_key: true });
    expect(api.output()).not.toContain(API_KEY);
  });
});
