/**
 * Runs `fn` once `signal` aborts, through a single listener per signal however many callers wait.
 * The API's shutdown signal is shared by every synchronous AI call waiting at the time: a listener
 * each would pass Node's limit of ten per emitter, and its MaxListenersExceededWarning is a leak
 * warning that would be right to fire for listeners nobody removes. Raising the limit would hide
 * such a leak; here each caller's entry leaves the set when it stops waiting (the returned function).
 */
const waiting = new WeakMap<AbortSignal, Set<() => void>>();

export function onAbort(signal: AbortSignal, fn: () => void): () => void {
  if (signal.aborted) {
    fn();
    return () => undefined;
  }
  let callbacks = waiting.get(signal);
  if (!callbacks) {
    const set = new Set<() => void>();
    callbacks = set;
    waiting.set(signal, set);
    signal.addEventListener(
      'abort',
      () => {
        waiting.delete(signal);
        for (const callback of set) callback();
      },
      { once: true },
    );
  }
  callbacks.add(fn);
  const set = callbacks;
  return () => void set.delete(fn);
}
