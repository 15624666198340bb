// gRPC status codes that mean "Temporal cannot be reached or cannot take work now".
const UNAVAILABLE = new Set([14 /* UNAVAILABLE */, 8 /* RESOURCE_EXHAUSTED */, 4 /* DEADLINE_EXCEEDED */]);

export function isTemporalUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'number' && UNAVAILABLE.has(code)) return true;
    const name = (e as { name?: unknown }).name;
    if (name === 'TransportError') return true;
  }
  return false;
}
