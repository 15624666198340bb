import { scoreInterview, type Scorecard } from '../domain/scoring';
import { roleScoringContext } from '../domain/scoring/role-skills';
import type { ScoreInterviewInput } from '../../workflows/types';
import { deterministic } from './failures';

export function createScoringActivities() {
  return {
    /** Pure computation; an activity so the engine and its taxonomy stay out of the workflow sandbox. */
    async scoreTranscript(input: ScoreInterviewInput): Promise<Scorecard> {
      return deterministic(() =>
        scoreInterview({
          transcript: input.transcript,
          role: input.role,
          rubric: input.rubric,
          ...roleScoringContext(input.role),
        }),
      );
    },
  };
}
