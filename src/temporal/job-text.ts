// A running job's text (a transcript or a resume), read from the one copy its workflow history
// holds: its start input, or the result of its resume download. Model calls take it from there
// instead of carrying it through history a second time in their own input.
import { Context } from '@temporalio/activity';
import { defaultPayloadConverter, type DataConverter, type Payload } from '@temporalio/common';

/** The parts of a history event read here (the proto's, loosely: ids are Longs there). */
type Event = {
  eventId?: unknown;
  workflowExecutionStartedEventAttributes?: { input?: { payloads?: Payload[] | null } | null } | null;
  activityTaskScheduledEventAttributes?: { activityType?: { name?: string | null } | null } | null;
  activityTaskCompletedEventAttributes?: {
    scheduledEventId?: unknown;
    result?: { payloads?: Payload[] | null } | null;
  } | null;
};

/** The job activity type whose result is a downloaded resume (workflows/match-jobs.workflow.ts). */
const DOWNLOAD = 'downloadResume';

/**
 * Where a job's text lies in its history, oldest event first: the start input's `transcript` or
 * `resumeText`, else the result of its last completed resume download. Null when neither is there.
 */
export function jobTextPayload(events: readonly Event[]): { from: 'input' | 'download'; payload: Payload } | null {
  const isDownload = new Map<string, boolean>();
  let downloaded: Payload | null = null;
  for (const e of events) {
    const scheduled = e.activityTaskScheduledEventAttributes;
    if (scheduled) isDownload.set(String(e.eventId), scheduled.activityType?.name === DOWNLOAD);
    const completed = e.activityTaskCompletedEventAttributes;
    const result = completed?.result?.payloads?.[0];
    if (result && isDownload.get(String(completed!.scheduledEventId))) downloaded = result;
  }
  if (downloaded) return { from: 'download', payload: downloaded };
  const input = events[0]?.workflowExecutionStartedEventAttributes?.input?.payloads?.[0];
  return input ? { from: 'input', payload: input } : null;
}

/** The text itself, once the payload is decoded: the input's field, or the download's string. */
export function jobTextOf(from: 'input' | 'download', value: unknown): string | null {
  if (from === 'download') return typeof value === 'string' ? value : null;
  if (!value || typeof value !== 'object') return null;
  const v = value as { transcript?: unknown; resumeText?: unknown };
  if (typeof v.transcript === 'string') return v.transcript;
  if (typeof v.resumeText === 'string') return v.resumeText;
  return null;
}

/**
 * Reads the current activity's job text through the worker's own client, decoded by the worker's
 * own payload codecs (last applied, first undone, as the SDK does). Only callable inside an
 * activity of a job workflow.
 */
export function jobTextFromHistory(dataConverter: DataConverter): () => Promise<string> {
  const codecs = [...(dataConverter.payloadCodecs ?? [])].reverse();
  return async () => {
    const ctx = Context.current();
    const execution = ctx.info.workflowExecution;
    if (!execution) throw new Error("the job text is read inside a job workflow's activity");
    const { workflowId, runId } = execution;
    const history = await ctx.client.workflow.getHandle(workflowId, runId).fetchHistory();
    const found = jobTextPayload(history.events ?? []);
    if (found) {
      let payloads = [found.payload];
      for (const codec of codecs) payloads = await codec.decode(payloads);
      const text = jobTextOf(found.from, defaultPayloadConverter.fromPayload(payloads[0]!));
      if (text !== null) return text;
    }
    throw new Error(`job ${workflowId} has no transcript or resume in its history`);
  };
}
