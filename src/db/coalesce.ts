/**
 * Group commit for hot per-request queries: calls that arrive while a batch is in flight wait
 * for the next batch and share its round trip. One call alone goes out at once (no timer, so a
 * quiet server pays no added latency); under load the batch grows with the queue. Every call
 * still runs in a batch that starts after it arrived, so it sees every write committed before it
 * (a revoked key is refused on the next request).
 */
export interface CoalesceOptions {
  /** Batches on the wire at once. */
  maxInFlight: number;
  /** Largest batch; the rest waits for the next one. */
  maxBatch: number;
}

/** `run` answers the items in order; an error rejects every caller of that batch. */
export function coalesce<I, O>(run: (items: I[]) => Promise<O[]>, opts: CoalesceOptions): (item: I) => Promise<O> {
  type Pending = { item: I; resolve: (o: O) => void; reject: (e: unknown) => void };
  let queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;

  const pump = () => {
    scheduled = false;
    while (inFlight < opts.maxInFlight && queue.length > 0) {
      const batch = queue.slice(0, opts.maxBatch);
      queue = queue.slice(batch.length);
      inFlight++;
      run(batch.map((p) => p.item))
        .then(
          (out) => {
            if (out.length !== batch.length)
              throw new Error(`coalesced batch answered ${out.length} of ${batch.length}`);
            batch.forEach((p, i) => p.resolve(out[i]!));
          },
          (err) => batch.forEach((p) => p.reject(err)),
        )
        .catch((err) => batch.forEach((p) => p.reject(err)))
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // A microtask lets calls made in the same tick share the first batch.
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(pump);
      }
    });
}

/** coalesce() per handle (one pool, one group commit), made on the handle's first use. */
export function coalescePer<H extends object, I, O>(
  run: (handle: H, items: I[]) => Promise<O[]>,
  opts: CoalesceOptions,
): (handle: H, item: I) => Promise<O> {
  const byHandle = new WeakMap<H, (item: I) => Promise<O>>();
  return (handle, item) => {
    let call = byHandle.get(handle);
    if (!call) {
      call = coalesce((items: I[]) => run(handle, items), opts);
      byHandle.set(handle, call);
    }
    return call(item);
  };
}
