// What one workflow leaves on the Temporal server: its history's stored size and, decrypted,
// how many copies of a given text its payloads hold. Shared by the history benchmark and its test.
import { isGrpcServiceError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { Payload, PayloadCodec } from '@temporalio/common';
// A CommonJS package: Node's ESM loader finds no named exports in it, only the default.
import proto from '@temporalio/proto';
import { jobEventsWorkflowId } from '../workflows/job-events';

export interface HistoryFootprint {
  events: number;
  /** The history as protobuf, the form the server stores and sends it in. */
  bytes: number;
  /** Occurrences of the marker across every payload, each decoded through the codec. */
  copies: number;
}

function payloadsIn(value: unknown, out: Payload[] = []): Payload[] {
  if (!value || typeof value !== 'object' || value instanceof Uint8Array) return out;
  const v = value as Payload;
  if (v.metadata?.encoding && v.data instanceof Uint8Array) out.push(v);
  else for (const child of Object.values(value)) payloadsIn(child, out);
  return out;
}

const occurrences = (text: string, marker: string): number => text.split(marker).length - 1;

/** null when no workflow has the id (a job-events workflow that never started). */
export async function historyFootprint(
  client: Client,
  codec: PayloadCodec,
  workflowId: string,
  marker: string,
): Promise<HistoryFootprint | null> {
  let history: proto.temporal.api.history.v1.IHistory;
  try {
    history = await client.workflow.getHandle(workflowId).fetchHistory();
  } catch (err) {
    // fetchHistory reports an unknown id as the server's gRPC NOT_FOUND (5), not as WorkflowNotFoundError.
    if (err instanceof WorkflowNotFoundError || (isGrpcServiceError(err) && err.code === 5)) return null;
    throw err;
  }
  const decoded = await codec.decode(payloadsIn(history));
  return {
    events: history.events?.length ?? 0,
    bytes: proto.temporal.api.history.v1.History.encode(history).finish().length,
    copies: decoded.reduce((n, p) => n + occurrences(Buffer.from(p.data ?? []).toString('utf8'), marker), 0),
  };
}

/** A job's own history and its job-events workflow's (workflows/job-events.ts), summed. */
export async function jobFootprint(
  client: Client,
  codec: PayloadCodec,
  jobId: string,
  marker: string,
): Promise<HistoryFootprint & { job: HistoryFootprint; events: number; eventsHistory: HistoryFootprint | null }> {
  const job = await historyFootprint(client, codec, jobId, marker);
  if (!job) throw new Error(`no workflow history for job ${jobId}`);
  const eventsHistory = await historyFootprint(client, codec, jobEventsWorkflowId(jobId), marker);
  return {
    job,
    eventsHistory,
    events: job.events + (eventsHistory?.events ?? 0),
    bytes: job.bytes + (eventsHistory?.bytes ?? 0),
    copies: job.copies + (eventsHistory?.copies ?? 0),
  };
}
