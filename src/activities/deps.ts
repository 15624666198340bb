import type { Config } from '../config';
import type { Db } from '../db/pool';
import type { Logger } from '../log';
import type { WorkerMetrics } from '../metrics/worker-metrics';
import type { ExtractOptions, ResumeFetchOptions } from '../services/resume';
import type { ModelClient } from '../services/model/chat-client';

/** The infrastructure the activities run on, injected by the worker's composition root. */
export interface ActivityDeps {
  config: Config;
  db: Db;
  log: Logger;
  /** Tests inject DNS answers, a local CA and shorter parse deadlines; production uses defaults. */
  resumeFetch?: Partial<ResumeFetchOptions> & ExtractOptions;
  /** The worker's Prometheus series, the same ones createWorker records the jobs' outcomes in; absent, activities count nothing. */
  metrics?: WorkerMetrics;
  /** The model provider's client; built from config (AI_*) when not given. */
  model?: ModelClient | null;
}
