// Turning one batch of admissions into per-request answers, as if the requests had been served
// one at a time in arrival order (R6). Pure: the store supplies the counts it read under its lock.
import type { WindowState } from './window';

export interface BatchedRequest {
  /** null when the request may not be counted (refused key or scope): it takes no slot. */
  keyId: string | null;
  limit: number;
}

export interface WindowBefore {
  count: number;
  oldestMs: number | null;
}

/** The k-th countable request of a key is admitted when k < limit - count. */
export function allocateAdmissions(
  requests: readonly BatchedRequest[],
  before: ReadonlyMap<string, WindowBefore>,
  atMs: number,
): Array<WindowState | null> {
  const seq = new Map<string, number>();
  return requests.map(({ keyId, limit }) => {
    if (keyId === null) return null;
    const k = seq.get(keyId) ?? 0;
    seq.set(keyId, k + 1);
    const prior = before.get(keyId) ?? { count: 0, oldestMs: null };
    const admitted = k < limit - prior.count;
    // Admitted: counted after the k earlier ones. Refused: the window as full as it got.
    const count = admitted ? prior.count + k + 1 : prior.count + Math.max(0, limit - prior.count);
    return { admitted, count, oldestMs: prior.oldestMs ?? (count > 0 ? atMs : null), atMs };
  });
}
