import { patched, proxyLocalActivities } from '@temporalio/workflow';
// Only import the activity types: workflow code runs in Temporal's sandbox, without Node.
import type { Activities } from '../src/activities';
import { asJobFailure } from './failures';
import { withJobEvents } from './job-events';
import { MODEL_TEXT_FROM_HISTORY_PATCH, modelActivities, scoreLocallyAfterFailure, withFallback } from './provider';
import type { EngineResult, ScoreInterviewInput, ScoreInterviewResult } from './types';

// Pure CPU work: a local activity, so a synchronous call costs one workflow task.
const { scoreTranscript } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '20 seconds',
  retry: {
    initialInterval: '500 milliseconds',
    backoffCoefficient: 2,
    maximumInterval: '10 seconds',
    maximumAttempts: 8,
  },
});

/**
 * Workflow id = job id (R10); the rubric arrives resolved, so the workflow reads no state. With a
 * model provider (input.engine) the model scores, the local engine being the fallback; without
 * one, the local engine alone (the same commands as ever, so jobs in flight replay). Its end is
 * sent to the company's webhook endpoints when `input.events` is set or the API asks for it
 * (job-events.ts).
 */
export async function scoreInterview(
  input: ScoreInterviewInput,
): Promise<ScoreInterviewResult | EngineResult<ScoreInterviewResult>> {
  return withJobEvents(input.events, () => score(input));
}

async function score(input: ScoreInterviewInput): Promise<ScoreInterviewResult | EngineResult<ScoreInterviewResult>> {
  try {
    const engine = input.engine;
    if (!engine) return await scoreTranscript(input);
    const { scoreWithModel, scoreJobWithModel } = modelActivities(engine);
    const { transcript: _inHistory, events: _events, ...modelInput } = input;
    const call = patched(MODEL_TEXT_FROM_HISTORY_PATCH)
      ? () => scoreJobWithModel(modelInput)
      : () => scoreWithModel(input);
    return await withFallback(
      engine,
      async () => (await call()).scorecard,
      (reason) => scoreLocallyAfterFailure(input, reason),
    );
  } catch (err) {
    throw asJobFailure(err);
  }
}
