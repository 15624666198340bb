import { proxyActivities } from '@temporalio/workflow';
// Only import the activity types: workflow code runs in Temporal's sandbox, without Node.
import type { Activities } from '../src/activities';
import { asJobFailure } from './failures';
import type { ScoreInterviewInput, ScoreInterviewResult } from './types';

const { scoreTranscript } = proxyActivities<Activities>({
  startToCloseTimeout: '20 seconds',
  retry: { initialInterval: '500 milliseconds', backoffCoefficient: 2, maximumInterval: '10 seconds', maximumAttempts: 8 },
});

/** Workflow id = job id (R10); the rubric arrives resolved, so the workflow reads no state. */
export async function scoreInterview(input: ScoreInterviewInput): Promise<ScoreInterviewResult> {
  try {
    return await scoreTranscript(input);
  } catch (err) {
    throw asJobFailure(err);
  }
}
