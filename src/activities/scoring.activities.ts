import type { Scorecard } from '../domain/scoring';
import { scoreLocally } from '../services/model/model-scoring';
import type { ScoreInterviewInput } from '../../workflows/types';
import { deterministic } from './failures';

export function createScoringActivities() {
  return {
    /** Pure computation; an activity so the engine and its taxonomy stay out of the workflow sandbox. */
    async scoreTranscript(input: ScoreInterviewInput): Promise<Scorecard> {
      return deterministic(() => scoreLocally(input));
    },
  };
}
