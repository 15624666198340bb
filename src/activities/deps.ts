import type { Config } from '../config';
import type { Db } from '../db/pool';
import type { Logger } from '../log';
import type { WorkerMetrics } from '../metrics/worker-metrics';
import type { ExtractOptions, ResumeFetchOptions } from '../services/resume';
import type { ModelClient } from '../services/model/chat-client';
import type { Resolver } from '../services/resume/download';
import type { SecretBox } from '../secret-box';
import type { DeliveryOrder } from '../../workflows/types';

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
  /** Seals and opens stored webhook messages; built from config.TEMPORAL_PAYLOAD_KEYS when not given. */
  secretBox?: SecretBox;
  /** Tests inject DNS answers for webhook destinations; production uses the system resolver. */
  webhookResolve?: Resolver;
  /**
   * Starts a job event's delivery workflow from inside the activity that stored it (the worker's
   * own Temporal client); false when that message's delivery has already started. Absent,
   * startJobEvents refuses, and the job hands its events to the events workflow instead.
   */
  startJobDelivery?: (order: DeliveryOrder) => Promise<boolean>;
  /**
   * The running job's transcript or resume, read from its workflow history (the worker's own
   * client), for the model calls that take it from there. Absent, those calls fail and the job
   * follows AI_FALLBACK.
   */
  jobText?: () => Promise<string>;
}
