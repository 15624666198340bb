import type { Config } from '../config';
import type { Db } from '../db/pool';
import type { Logger } from '../log';
import type { WorkerMetrics } from '../metrics/worker-metrics';
import { createCorpusReader, createMatchingActivities } from './matching.activities';
import { createProviderActivities } from './provider.activities';
import { createScoringActivities } from './scoring.activities';
import type { ExtractOptions, ResumeFetchOptions } from '../services/resume';
import type { ModelClient } from '../services/model/chat-client';

export interface ActivityDeps {
  config: Config;
  db: Db;
  log: Logger;
  /** Tests inject DNS answers, a local CA and shorter parse deadlines; production uses defaults. */
  resumeFetch?: Partial<ResumeFetchOptions> & ExtractOptions;
  /** The worker's Prometheus series (createWorker makes them if absent). */
  metrics?: WorkerMetrics;
  /** The model provider's client; built from config (AI_*) when not given. */
  model?: ModelClient | null;
}

/** The I/O that workflows need, with infrastructure injected (style.md: createActivities(deps)). */
export function createActivities(deps: ActivityDeps) {
  const corpusOf = createCorpusReader(deps);
  const matching = createMatchingActivities(deps, corpusOf);
  const scoring = createScoringActivities();
  return {
    async echoPing(message: string): Promise<string> {
      await deps.db.query('SELECT 1');
      return `pong: ${message}`;
    },
    ...matching,
    ...scoring,
    ...createProviderActivities(deps, corpusOf, { scoreTranscript: scoring.scoreTranscript, rankOpenPostings: matching.rankOpenPostings }),
  };
}

export type Activities = ReturnType<typeof createActivities>;
