// The TypeScript client's own cost per call: client.me() against a bare fetch of the same
// request (same URL, same headers, body read and parsed as JSON), on the same API in the same run.
// Calls alternate one by one, so a neighbour's burst or a slow query hits both sides alike; the
// overhead is the p50 of the per-pair differences.
import { HiringClient } from '../clients/typescript/src/index';
import type { AppDeps } from '../src/app-deps';
import { createKey } from '../src/services/keys.service';
import { FIXTURE_AUDIT, makeCompany } from '../support/factories';
import { delta, ms, summarize, table } from './stats';

const TARGET_P50_MS = 0.5;

export async function clientBench(deps: AppDeps, baseUrl: string, pairs = 3_000): Promise<string> {
  // Enterprise keys admit 1,000 requests a minute each: enough keys that no call is rate limited.
  const company = await makeCompany(deps.db, { plan: 'enterprise' });
  const keys = await Promise.all(
    Array.from({ length: 10 }, () => createKey(deps.db, { companyId: company.id }, FIXTURE_AUDIT)),
  );
  const clients = keys.map((k) => new HiringClient({ apiKey: k.key, baseUrl, maxRetries: 0 }));
  const url = `${baseUrl}/api/v1/external/me`;
  const bare = async (key: string) => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${key}`, accept: 'application/json' } });
    if (res.status !== 200) throw new Error(`bare fetch: HTTP ${res.status}`);
    return ((await res.json()) as { data: unknown }).data;
  };
  const bareTimes: number[] = [];
  const clientTimes: number[] = [];
  const diffs: number[] = [];
  for (let i = -200; i < pairs; i++) {
    const k = i < 0 ? 0 : i % keys.length;
    const clientFirst = i % 2 === 0;
    let b = 0;
    let c = 0;
    for (const side of clientFirst ? ['client', 'bare'] : ['bare', 'client']) {
      const t = performance.now();
      if (side === 'client') await clients[k]!.me();
      else await bare(keys[k]!.key);
      const took = performance.now() - t;
      if (side === 'client') c = took;
      else b = took;
    }
    if (i < 0) continue; // warm-up: connections, JIT
    bareTimes.push(b);
    clientTimes.push(c);
    diffs.push(c - b);
  }
  const bs = summarize(bareTimes);
  const cs = summarize(clientTimes);
  const d = summarize(diffs);
  return table(
    `TypeScript client overhead per call (GET /me, ${pairs} alternating pairs; target: overhead p50 <= ${TARGET_P50_MS} ms)`,
    ['', 'p50 ms', 'p95 ms', 'mean ms'],
    [
      ['bare fetch', ms(bs.p50), ms(bs.p95), ms(bs.mean)],
      ['client.me()', ms(cs.p50), ms(cs.p95), ms(cs.mean)],
      [
        `overhead (per pair) ${d.p50 <= TARGET_P50_MS ? 'meets' : 'misses'} the target`,
        delta(d.p50),
        delta(d.p95),
        delta(d.mean),
      ],
    ],
  );
}
