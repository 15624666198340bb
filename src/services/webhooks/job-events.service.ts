// A job's end as messages for the company's endpoints (R25): stored sealed, one per endpoint.
import { findJob, saveOutcome } from '../../db/jobs.repository';
import { listSubscribedEndpointIds } from '../../db/webhook-endpoints.repository';
import { insertMessages, type NewMessage } from '../../db/webhook-messages.repository';
import { messageBody } from '../../domain/webhooks/message-body';
import { jobMessageId } from '../../domain/webhooks/message-id';
import { isErrorCode } from '../../errors';
import { finishedJobView } from '../job-view';
import type { DeliveryOrder, JobEnd, JobEventsInput } from '../../../workflows/types';
import { messageContext, type DeliveryDeps } from './delivery-deps';

/** The job's R12 error from how its workflow failed, as a poll reads it (job-state.ts failureOf). */
function errorOf(end: Extract<JobEnd, { status: 'failed' }>) {
  return end.failureType !== null && isErrorCode(end.failureType)
    ? { code: end.failureType, message: end.message }
    : { code: 'INTERNAL_ERROR', message: 'The job failed because of an internal error.' };
}

/**
 * Stores the job's outcome (as the first poll after its end would) and builds `data` from that
 * row with the poll's own mapping, so the event carries the job exactly as GET /jobs/{id}
 * answers. Then one sealed message per enabled endpoint that takes the event.
 */
export async function prepareJobEvents(deps: DeliveryDeps, input: JobEventsInput): Promise<DeliveryOrder[]> {
  const endedAt = new Date(input.endedAt);
  const end = input.end;
  // A result the job stored itself (storeJobResult) is in the row already.
  if (!('stored' in end)) {
    const outcome = end.status === 'completed' ? end.result : errorOf(end);
    await saveOutcome(deps.db, input.jobId, end.status, outcome, endedAt);
  }
  const job = await findJob(deps.db, input.jobId);
  // Swept (older than R13's 24 hours) or another company's: nothing to tell.
  if (!job || job.company_id !== input.companyId || !job.outcome_status) return [];
  const { view } = finishedJobView(job);
  const type = view.status === 'completed' ? 'job.completed' : 'job.failed';
  const endpoints = await listSubscribedEndpointIds(deps.db, input.companyId, type);
  if (endpoints.length === 0) return [];
  const body = messageBody(type, endedAt, view);
  const createdAt = new Date(deps.now());
  const rows: NewMessage[] = endpoints.map((endpointId) => {
    const id = jobMessageId(input.jobId, endpointId, type);
    return {
      id,
      company_id: input.companyId,
      endpoint_id: endpointId,
      event_type: type,
      job_id: input.jobId,
      request_id: input.requestId,
      payload: deps.box.seal(body, messageContext(id)),
      created_at: createdAt,
    };
  });
  await insertMessages(deps.db, rows);
  return rows.map((r) => ({
    messageId: r.id,
    companyId: r.company_id,
    endpointId: r.endpoint_id,
    jobId: r.job_id,
    delaysMs: [...deps.config.WEBHOOK_RETRY_SCHEDULE],
  }));
}
