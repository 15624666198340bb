import type { AppDeps } from '../app-deps';
import { AppError } from '../errors';
import type { PlainRoutes } from './dispatch';
import { sendJson } from './respond';

const PROBE_TIMEOUT_MS = 2_000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
}

/** GET /healthz: the process is alive. GET /readyz: MySQL and Temporal both answer (503 otherwise). */
export function healthRoutes(deps: AppDeps): PlainRoutes {
  return {
    '/healthz': {
      GET: async (_req, res) => {
        sendJson(res, 200, { status: 'ok' });
        return 200;
      },
    },
    '/readyz': {
      GET: async (_req, res) => {
        const [mysql, temporal] = await Promise.all([
          withTimeout(deps.db.query('SELECT 1'), PROBE_TIMEOUT_MS).then(
            () => true,
            () => false,
          ),
          withTimeout(deps.temporal.connection.workflowService.getSystemInfo({}), PROBE_TIMEOUT_MS).then(
            () => true,
            () => false,
          ),
        ]);
        if (mysql && temporal) {
          sendJson(res, 200, { status: 'ready', checks: { mysql: 'ok', temporal: 'ok' } });
          return 200;
        }
        const down = [!mysql && 'MySQL', !temporal && 'Temporal'].filter(Boolean).join(' and ');
        const e = new AppError('SERVICE_UNAVAILABLE', `Not ready: ${down} unreachable.`);
        sendJson(res, e.status, e.toBody(), { 'Retry-After': '5' });
        return e.status;
      },
    },
  };
}
