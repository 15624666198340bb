import { proxyLocalActivities } from '@temporalio/workflow';
// Only import the activity types: workflow code runs in Temporal's sandbox, without Node.
import type { Activities } from '../src/activities';
import { asJobFailure } from './failures';
import type { ScoreInterviewInput, ScoreInterviewResult } from './types';

// Pure CPU work: a local activity, so a synchronous call costs one workflow task.
const { scoreTranscript } = proxyLocalActivities<Activities>({
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
