import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DEV_KEY_FILE } from '../../src/temporal/payload-key-source';
import {
  isSupervisorHelper,
  killLeftovers,
  processesWith,
  processGroupOf,
  startSupervisor,
  until,
  writeFakeTemporal,
} from '../helpers/dev-supervisor';
import { freePort } from '../../support/ports';

/** Index of the first line matching `pattern`; -1 fails the order checks below with the lines shown. */
const at = (lines: string[], pattern: RegExp) => lines.findIndex((l) => pattern.test(l));

describe('the dev supervisor (foundation acceptance)', () => {
  it('brings up Temporal with its UI, the codec server, the worker and the API; a terminal Ctrl-C stops the API, the worker (drained), the codec server, then Temporal, and leaves no process behind', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hiring-dev-'));
    const [port, temporalPort, uiPort, codecPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const { dev, lines, exited } = startSupervisor({
      PORT: String(port),
      TEMPORAL_ADDRESS: `127.0.0.1:${temporalPort}`,
      TEMPORAL_UI_PORT: String(uiPort),
      CODEC_SERVER_PORT: String(codecPort),
      // The worker's metrics listeners too: another run on this machine may hold the defaults.
      WORKER_METRICS_PORT: String(await freePort()),
      TEMPORAL_METRICS_PORT: String(await freePort()),
      TEMPORAL_PAYLOAD_KEYS: '', // none configured: the processes share a key made in DEV_DATA_DIR
      DEV_DATA_DIR: dataDir,
      MYSQL_URL: inject('mysqlUrl'),
      LOG_LEVEL: 'info', // the worker's "worker stopped" says it drained
    });
    try {
      const deadline = Date.now() + 90_000;
      let ready = 0;
      while (Date.now() < deadline && ready !== 200) {
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (ready !== 200) await new Promise((r) => setTimeout(r, 300));
      }
      expect(ready, lines.join('\n')).toBe(200);
      expect((await fetch(`http://127.0.0.1:${uiPort}/`)).status).toBe(200);
      // The namespace set up as `hiring temporal setup` does: histories kept as long as a job lives.
      expect(
        at(lines, /^dev\s+\| namespace default: retention 24h, search attributes in place$/),
        lines.join('\n'),
      ).toBeGreaterThanOrEqual(0);
      // The UI is told where to decode payloads, and that codec server takes the UI's calls
      // (it starts beside the API, so it may be listening a moment later).
      expect(await until(() => at(lines, /^codec\s+\|.*"codec server listening"/) >= 0, 30_000), lines.join('\n')).toBe(
        true,
      );
      const settings = (await (await fetch(`http://127.0.0.1:${uiPort}/api/v1/settings`)).json()) as {
        Codec: { Endpoint: string };
      };
      expect(settings.Codec.Endpoint).toBe(`http://127.0.0.1:${codecPort}`);
      const preflight = await fetch(`${settings.Codec.Endpoint}/decode`, {
        method: 'OPTIONS',
        headers: {
          Origin: `http://localhost:${uiPort}`,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-namespace',
        },
      });
      expect(preflight.status).toBe(204);
      expect(readFileSync(join(dataDir, DEV_KEY_FILE), 'utf8')).toMatch(/^dev:/);
      // /readyz does not wait for the worker, which bundles its workflows first; a worker stopped
      // before it polls has nothing to drain.
      expect(await until(() => at(lines, /^worker\s+\|.*"worker running"/) >= 0, 60_000), lines.join('\n')).toBe(true);
      // Supervisor, Temporal, codec server, worker and API all carry the data dir; only the
      // supervisor is in the terminal's (foreground) process group.
      const children = processesWith(dataDir).filter((pid) => pid !== dev.pid && !isSupervisorHelper(pid));
      expect(children.length).toBeGreaterThanOrEqual(4);
      expect(children.filter((pid) => processGroupOf(pid) === dev.pid)).toEqual([]);

      process.kill(-dev.pid!, 'SIGINT');
      expect(await exited).toBe(0);
      // Temporal announces its stop at once ("Stopping server..."): it must not do so before the
      // supervisor asks, after the worker has drained (its own stop can outlast the worker's).
      const order = [
        /^api\s+\| exited/,
        /^worker\s+\|.*"worker stopped"/,
        /^worker\s+\| exited/,
        /^codec\s+\| exited/,
        /^dev\s+\| stopping temporal/,
        /^temporal\s*\| Stopping server/,
        /^temporal\s*\| exited/,
      ].map((p) => at(lines, p));
      expect(
        order.every((i, n) => i >= 0 && (n === 0 || i > order[n - 1]!)),
        lines.join('\n'),
      ).toBe(true);
      // A moment for the supervisor's esbuild helper, which exits once its parent is gone.
      expect(await until(() => processesWith(dataDir).length === 0, 2_000), String(processesWith(dataDir))).toBe(true);
      expect(
        await fetch(`http://127.0.0.1:${port}/healthz`).then(
          () => 'up',
          () => 'down',
        ),
      ).toBe('down');
    } finally {
      killLeftovers(dev, dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);

  it('kills a Temporal that never answers within the start-up deadline, with its process group, and exits 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hiring-dev-'));
    const env = {
      TEMPORAL_CLI: writeFakeTemporal(dataDir, { ignoreTerm: true }),
      TEMPORAL_ADDRESS: `127.0.0.1:${await freePort()}`,
      DEV_DATA_DIR: dataDir,
      SHUTDOWN_GRACE_MS: '0', // SIGKILL 5 s after the SIGTERM it ignores
    };
    const { dev, lines, exited } = startSupervisor(env, ['--temporal-deadline-ms', '1500']);
    try {
      expect(
        await until(() => lines.some((l) => l.includes('fake temporal: starting')), 30_000),
        lines.join('\n'),
      ).toBe(true);
      expect(await exited, lines.join('\n')).toBe(1);
      expect(at(lines, /did not answer within 1500 ms/)).toBeGreaterThanOrEqual(0);
      // The fake and the grandchild in its group; a moment for the kernel to finish them.
      expect(await until(() => processesWith(dataDir).length === 0, 2_000), String(processesWith(dataDir))).toBe(true);
    } finally {
      killLeftovers(dev, dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('stops its children when it dies of an uncaught error (here: its output pipe closed)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hiring-dev-'));
    const env = {
      TEMPORAL_CLI: writeFakeTemporal(dataDir, { ignoreTerm: false }),
      TEMPORAL_ADDRESS: `127.0.0.1:${await freePort()}`,
      DEV_DATA_DIR: dataDir,
    };
    const { dev, lines, exited } = startSupervisor(env);
    try {
      expect(
        await until(() => lines.some((l) => l.includes('fake temporal: starting')), 30_000),
        lines.join('\n'),
      ).toBe(true);
      // Its next relayed line fails with EPIPE, an error nothing handles.
      dev.stdout!.destroy();
      expect(await exited).toBe(1);
      expect(lines.join('\n')).toContain('EPIPE');
      expect(await until(() => processesWith(dataDir).length === 0, 2_000), String(processesWith(dataDir))).toBe(true);
    } finally {
      killLeftovers(dev, dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
