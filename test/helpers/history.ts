import { execFileSync } from 'node:child_process';
import type { temporal } from '@temporalio/proto';
import { findTemporalCli } from '../../src/temporal/cli-binary';
import { EncryptionCodec } from '../../src/temporal/payload-codec';
import { payloadKeysFor } from '../../src/temporal/payload-key-source';
import type { TestApp } from '../../support/app';

/** Every string and byte string of a value, as one text to search (bytes read as latin1). */
export function flatten(value: unknown, out: string[] = []): string[] {
  if (value instanceof Uint8Array) out.push(Buffer.from(value).toString('latin1'));
  else if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) flatten(v, out);
  return out;
}

export function payloadsIn(
  value: unknown,
  out: Array<{ metadata: Record<string, Uint8Array>; data: Uint8Array }> = [],
) {
  if (!value || typeof value !== 'object' || value instanceof Uint8Array) return out;
  const v = value as { metadata?: Record<string, Uint8Array>; data?: Uint8Array };
  if (v.metadata?.encoding && 'data' in v) out.push(v as never);
  else for (const child of Object.values(value)) payloadsIn(child, out);
  return out;
}

/** A workflow history as text, every payload decrypted: what a job's history holds in the clear. */
export async function decodeHistory(app: TestApp, history: temporal.api.history.v1.IHistory): Promise<string> {
  const codec = new EncryptionCodec(payloadKeysFor(app.deps.config));
  return [...flatten(history), ...flatten(await codec.decode(payloadsIn(history)))].join('\n');
}

/**
 * A closed workflow's history as the JSON that historyFromJSON reads, written by the CLI (the
 * SDK's own historyToJSON refuses the client's history objects here: "type must be a Type").
 */
export function historyJson(app: TestApp, workflowId: string): Buffer {
  const { TEMPORAL_CLI, TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE } = app.deps.config;
  return execFileSync(findTemporalCli(TEMPORAL_CLI)!, [
    'workflow',
    'show',
    '--workflow-id',
    workflowId,
    '--address',
    TEMPORAL_ADDRESS,
    '--namespace',
    TEMPORAL_NAMESPACE,
    '--output',
    'json',
  ]);
}
