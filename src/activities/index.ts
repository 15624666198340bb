import type { Config } from '../config';
import type { Db } from '../db/pool';
import type { Logger } from '../log';
import type { WorkerMetrics } from '../metrics/worker-metrics';
import { createMatchingActivities } from './matching.activities';
import { createScoringActivities } from './scoring.activities';
import type { ExtractOptions, ResumeFetchOptions } from '../services/resume';

export interface ActivityDeps {
  config: Config;
  db: Db;
  log: Logger;
  /** Tests inject DNS answers, a local CA and shorter parse deadlines; production uses defaults. */
  resumeFetch?: Partial<ResumeFetchOptions> & ExtractOptions;
  /** The worker's Prometheus series (createWorker makes them if absent). */
  metrics?: WorkerMetrics;
}

/** The I/O that workflows need, with infrastructure injected (style.md: createActivities(deps)). */
export function createActivities(deps: ActivityDeps) {
  return {
    async echoPing(message: string): Promise<string> {
      await deps.db.query('SELECT 1');
      return `pong: ${message}`;
    },
    ...createMatchingActivities(deps),
    ...createScoringActivities(),
  };
}

export type Activities = ReturnType<typeof createActivities>;
