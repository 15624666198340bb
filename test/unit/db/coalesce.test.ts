import { describe, expect, it } from 'vitest';
import { coalesce, coalescePer } from '../../../src/db/coalesce';

/** A fake round trip that records every batch and answers when told to. */
function recorder() {
  const batches: number[][] = [];
  const release: Array<() => void> = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<number[]>((resolve) => release.push(() => resolve(items.map((n) => n * 10))));
  };
  return { batches, release, run };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('coalesce: group commit for per-request queries', () => {
  it('sends a lone call at once, without waiting for company', async () => {
    const r = recorder();
    const call = coalesce(r.run, { maxInFlight: 1, maxBatch: 10 });
    const p = call(1);
    await tick();
    expect(r.batches).toEqual([[1]]);
    r.release.shift()!();
    await expect(p).resolves.toBe(10);
  });

  it('calls that arrive while a batch is in flight share the next batch, in arrival order', async () => {
    const r = recorder();
    const call = coalesce(r.run, { maxInFlight: 1, maxBatch: 10 });
    const first = call(1);
    await tick();
    const rest = [call(2), call(3), call(4)];
    await tick();
    expect(r.batches).toEqual([[1]]); // nothing else goes out while one batch is on the wire
    r.release.shift()!();
    await tick();
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
    r.release.shift()!();
    await expect(Promise.all([first, ...rest])).resolves.toEqual([10, 20, 30, 40]);
  });

  it('honours maxBatch and maxInFlight', async () => {
    const r = recorder();
    const call = coalesce(r.run, { maxInFlight: 2, maxBatch: 2 });
    const all = [1, 2, 3, 4, 5].map((n) => call(n));
    await tick();
    expect(r.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    r.release.shift()!();
    await tick();
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
    r.release.splice(0).forEach((f) => f());
    await expect(Promise.all(all)).resolves.toEqual([10, 20, 30, 40, 50]);
  });

  it('a failed batch rejects its own callers only, and the next batch still runs', async () => {
    let n = 0;
    const call = coalesce(
      async (items: number[]) => {
        if (n++ === 0) throw new Error('connection lost');
        return items;
      },
      { maxInFlight: 1, maxBatch: 10 },
    );
    const failed = [call(1), call(2)];
    await expect(Promise.allSettled(failed)).resolves.toMatchObject([{ status: 'rejected' }, { status: 'rejected' }]);
    await expect(call(3)).resolves.toBe(3);
  });

  it('a batch answered with the wrong number of results rejects rather than mis-assigns', async () => {
    const call = coalesce(async (items: number[]) => items.slice(1), { maxInFlight: 1, maxBatch: 10 });
    const results = await Promise.allSettled([call(1), call(2)]);
    expect(results.map((x) => x.status)).toEqual(['rejected', 'rejected']);
  });

  it('coalescePer keeps one group commit per handle: two pools never share a batch', async () => {
    const seen: Array<[string, number[]]> = [];
    const call = coalescePer(
      async (h: { name: string }, items: number[]) => {
        seen.push([h.name, items]);
        return items.map((n) => `${h.name}${n}`);
      },
      { maxInFlight: 1, maxBatch: 10 },
    );
    const a = { name: 'a' };
    const b = { name: 'b' };
    await expect(Promise.all([call(a, 1), call(b, 2), call(a, 3)])).resolves.toEqual(['a1', 'b2', 'a3']);
    expect(seen).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
  });
});
