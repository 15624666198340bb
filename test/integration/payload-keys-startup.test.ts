import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'hiring-keys-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs an entry point until it exits; it must fail before it connects anywhere. */
function start(script: string, env: Record<string, string>) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, TEMPORAL_PAYLOAD_KEYS: '', DEV_DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: r.status, stderr: r.stderr.trim(), stdout: r.stdout.trim() };
}

describe('the API, the worker and the codec server refuse to start without usable payload keys', () => {
  it.each(['src/main.ts', 'src/worker.ts', 'src/codec-server.ts'])(
    '%s: NODE_ENV=production and no key: exit 1, one line, no stack, no key file made',
    (script) => {
      const r = start(script, { NODE_ENV: 'production' });
      expect(r.status).toBe(1);
      expect(r.stderr).toBe(
        'TEMPORAL_PAYLOAD_KEYS is required when NODE_ENV=production: id:base64-of-32-bytes (see docs/operations.md, "Payload encryption")',
      );
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );

  it('a malformed key is named, never echoed', () => {
    const key = randomBytes(31).toString('base64');
    const r = start('src/main.ts', { TEMPORAL_PAYLOAD_KEYS: `k1:${key}` });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      'Invalid configuration:\n  TEMPORAL_PAYLOAD_KEYS (value not shown): key "k1" must be exactly 32 bytes in standard base64 (44 characters, ending in =)',
    );
    expect(r.stderr + r.stdout).not.toContain(key.slice(0, 10));
  });
});
