import { patched, proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
// Only import the activity types: workflow code runs in Temporal's sandbox, without Node.
import type { Activities } from '../src/activities';
import { asJobFailure } from './failures';
import { withJobEvents } from './job-events';
import { MODEL_TEXT_FROM_HISTORY_PATCH, modelActivities, rankLocallyAfterFailure, withFallback } from './provider';
import type { EngineResult, MatchJobsInput, MatchJobsResult, RankPostingsInput } from './types';

// RESUME_* and validation failures are final; infrastructure hiccups retry with backoff, for as
// long as an outage of MySQL or a saturated resume parser may last (a failover, a restart): an
// accepted job must not be lost to one. Eight attempts (~36 s) are too few: a MySQL restart
// of that length would fail accepted jobs for good, as INTERNAL_ERROR.
const retry = {
  initialInterval: '500 milliseconds',
  backoffCoefficient: 2,
  maximumInterval: '10 seconds',
  nonRetryableErrorTypes: ['RESUME_URL_FORBIDDEN', 'RESUME_URL_UNREACHABLE', 'RESUME_UNSUPPORTED', 'VALIDATION_ERROR'],
};
const RETRY_BUDGET = '15 minutes';

const { downloadResume } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  heartbeatTimeout: '4 seconds',
  scheduleToCloseTimeout: RETRY_BUDGET,
  retry,
});
// Ranking is short CPU work plus one read: a local activity runs it in the same workflow task,
// which saves the round trips of a scheduled activity on every synchronous call.
const { rankOpenPostings } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '20 seconds',
  scheduleToCloseTimeout: RETRY_BUDGET,
  retry,
});

/**
 * Workflow id = job id (R10). Loading and ranking postings is one activity so postings never
 * travel through history. With a model provider (input.engine) the model judges the local
 * engine's best postings, the local ranking being the fallback; without one, the local engine
 * alone (the same commands as ever, so jobs in flight replay). Its end is sent to the company's
 * webhook endpoints when `input.events` is set or the API asks for it (job-events.ts).
 */
export async function matchJobs(input: MatchJobsInput): Promise<MatchJobsResult | EngineResult<MatchJobsResult>> {
  return withJobEvents(input.events, () => match(input));
}

async function match(input: MatchJobsInput): Promise<MatchJobsResult | EngineResult<MatchJobsResult>> {
  try {
    const resumeText = input.resumeText ?? (await downloadResume(input.resumeUrl!, input.companyId));
    const ranking: RankPostingsInput = {
      companyId: input.companyId,
      resumeText,
      limit: input.limit,
      minScore: input.minScore,
      asOf: input.asOf,
    };
    const engine = input.engine;
    if (!engine) return await rankOpenPostings(ranking);
    const { rankWithModel, rankJobWithModel } = modelActivities(engine);
    const { resumeText: _inHistory, ...modelInput } = ranking;
    const call = patched(MODEL_TEXT_FROM_HISTORY_PATCH)
      ? () => rankJobWithModel(modelInput)
      : () => rankWithModel(ranking);
    return await withFallback(
      engine,
      async () => {
        const { matches } = await call();
        return { matches };
      },
      (reason) => rankLocallyAfterFailure(ranking, reason),
    );
  } catch (err) {
    throw asJobFailure(err);
  }
}
