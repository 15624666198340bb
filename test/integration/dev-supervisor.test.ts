import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { freePort } from '../helpers/ports';

/** Pids of every process whose command line or environment mentions `marker` (the supervisor's data dir). */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const seen = readFileSync(`/proc/${pid}/cmdline`, 'latin1') + readFileSync(`/proc/${pid}/environ`, 'latin1');
      if (seen.includes(marker)) found.push(Number(pid));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

describe('the dev supervisor (foundation acceptance)', () => {
  it('brings up Temporal with its UI, the worker and the API, and SIGINT leaves no process behind', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hiring-dev-'));
    const [port, temporalPort, uiPort] = [await freePort(), await freePort(), await freePort()];
    const dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        TEMPORAL_ADDRESS: `127.0.0.1:${temporalPort}`,
        TEMPORAL_UI_PORT: String(uiPort),
        DEV_DATA_DIR: dataDir,
        MYSQL_URL: inject('mysqlUrl'),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    try {
      const deadline = Date.now() + 60_000;
      let ready = 0;
      while (Date.now() < deadline && ready !== 200) {
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status, () => 0);
        if (ready !== 200) await new Promise((r) => setTimeout(r, 300));
      }
      expect(ready).toBe(200);
      expect((await fetch(`http://127.0.0.1:${uiPort}/`)).status).toBe(200);
      // Supervisor, Temporal, worker and API (and their loaders) all carry the data dir.
      expect(processesWith(dataDir).length).toBeGreaterThanOrEqual(4);

      dev.kill('SIGINT');
      await new Promise((r) => dev.once('exit', r));
      expect(processesWith(dataDir)).toEqual([]);
      expect(await fetch(`http://127.0.0.1:${port}/healthz`).then(() => 'up', () => 'down')).toBe('down');
    } finally {
      if (dev.exitCode === null) dev.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
