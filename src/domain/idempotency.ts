import { createHash } from 'node:crypto';

/** R9: 1 to 255 printable ASCII characters. */
export function checkIdempotencyKey(value: string): string | null {
  if (value.length < 1 || value.length > 255) return 'Idempotency-Key must be 1 to 255 characters long';
  if (!/^[\x20-\x7E]+$/.test(value)) return 'Idempotency-Key must contain only printable ASCII characters';
  return null;
}

/** Key order and whitespace do not make two bodies different (R9: "compared as canonical JSON"). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.keys(value as object)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

export function bodyHash(body: unknown): Buffer {
  return createHash('sha256').update(canonicalJson(body)).digest();
}

/**
 * A pending record this old whose workflow Temporal does not have was abandoned: its request's
 * process died between claiming the key and starting the job. A live original gets there or
 * gives the key back well within this (a start RPC has 5 s, each statement 15 s).
 */
export const ABANDONED_AFTER_MS = 60_000;

export type IdempotencyDecision = 'replay' | 'wait' | 'mismatch';

/** What a repeated key means, given the stored record (R9). */
export function decide(
  stored: { endpoint: string; bodyHash: Buffer; state: string },
  request: { endpoint: string; bodyHash: Buffer },
): IdempotencyDecision {
  if (stored.endpoint !== request.endpoint || !stored.bodyHash.equals(request.bodyHash)) return 'mismatch';
  return stored.state === 'done' ? 'replay' : 'wait';
}
