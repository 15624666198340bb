import { createJobResultActivities } from './job-result';
import { createCorpusReader, createMatchingActivities } from './matching.activities';
import { createProviderActivities } from './provider.activities';
import { createScoringActivities } from './scoring.activities';
import { createWebhookActivities } from './webhook.activities';
import type { ActivityDeps } from './deps';

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
    ...createJobResultActivities(deps),
    ...createWebhookActivities(deps),
    ...createProviderActivities(deps, corpusOf, {
      scoreTranscript: scoring.scoreTranscript,
      rankOpenPostings: matching.rankOpenPostings,
    }),
  };
}

export type Activities = ReturnType<typeof createActivities>;
