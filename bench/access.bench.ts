// The cost of authentication + scopes + rate limiting. The same trivial procedure is
// served through the same dispatcher with and without the access layer, in the same run.
import { createHTTPServer } from '@trpc/server/adapters/standalone';
import type { AppDeps } from '../src/app-deps';
import { createDispatcher } from '../src/http/dispatch';
import { success } from '../src/http/envelope';
import { compileRoutes } from '../src/http/routes';
import { closeGracefully, listen } from '../src/net/listen';
import { createCallerFactory, publicProcedure, router, standardProcedure } from '../src/http/trpc';
import { createKey } from '../src/services/keys.service';
import { FIXTURE_AUDIT, makeCompany } from '../support/factories';
import { load, type LoadResult } from './load';
import { delta, ms, table, timeIt } from './stats';

const benchRouter = router({
  bare: publicProcedure.query(() => success({ ok: true })),
  guarded: standardProcedure('candidates:read').query(() => success({ ok: true })),
});
const createCaller = createCallerFactory(benchRouter);
const routes = compileRoutes([
  { method: 'GET', path: '/bare', procedure: 'bare', input: 'query', window: null },
  { method: 'GET', path: '/guarded', procedure: 'guarded', input: 'query', window: 'standard' },
]);

function serve(deps: AppDeps) {
  const dispatcher = createDispatcher({ deps, createCaller: (ctx) => createCaller(ctx), plain: {}, routes });
  return createHTTPServer({
    router: benchRouter,
    middleware: (req, res) => dispatcher(req, res),
    createContext: () => ({}) as never,
  });
}

/**
 * `deps` as the API has them, usage counting included (deps.usage, flushed by the app's flusher);
 * the same guarded route is also served without counting, so its cost is a figure of the same run.
 */
export async function accessBench(deps: AppDeps, seconds = 3, rounds = 5): Promise<string> {
  const server = serve(deps);
  const uncounted = serve({ ...deps, usage: undefined });
  const port = await listen(server, 0, '127.0.0.1');
  const uncountedPort = await listen(uncounted, 0, '127.0.0.1');
  // Enterprise keys admit 1,000 a minute each: rotate enough keys that the limiter admits every request.
  const company = await makeCompany(deps.db, { plan: 'enterprise' });
  const keys = await Promise.all(
    Array.from({ length: 400 }, () => createKey(deps.db, { companyId: company.id }, FIXTURE_AUDIT)),
  );
  const keyList = keys.map((k) => k.key);
  try {
    const base = `http://127.0.0.1:${port}`;
    const baseUncounted = `http://127.0.0.1:${uncountedPort}`;
    await load(`${base}/bare`, { connections: 32, seconds: 2 });
    await load(`${base}/guarded`, { connections: 32, seconds: 2, keys: keyList });
    await load(`${baseUncounted}/guarded`, { connections: 32, seconds: 2, keys: keyList });
    // Interleaved rounds: this machine is shared, and a neighbour's burst should hit every side.
    const bareRounds: LoadResult[] = [];
    const guardedRounds: LoadResult[] = [];
    const uncountedRounds: LoadResult[] = [];
    for (let r = 0; r < rounds; r++) {
      bareRounds.push(await load(`${base}/bare`, { connections: 32, seconds }));
      guardedRounds.push(await load(`${base}/guarded`, { connections: 32, seconds, keys: keyList }));
      uncountedRounds.push(await load(`${baseUncounted}/guarded`, { connections: 32, seconds, keys: keyList }));
    }
    const bare = combine(bareRounds);
    const guarded = combine(guardedRounds);
    const guardedUncounted = combine(uncountedRounds);
    const ratio = (r: LoadResult) => (r.rps / bare.rps) * 100;
    const perRound = bareRounds
      .map((b, i) => `${(guardedRounds[i]!.rps / 1000).toFixed(1)}k/${(b.rps / 1000).toFixed(1)}k`)
      .join(' ');
    // One request at a time: the latency the access layer adds to a single call, without queueing.
    let k = 0;
    const bare1 = await timeIt(500, () => fetch(`${base}/bare`).then((r) => r.text()));
    const guarded1 = await timeIt(500, () =>
      fetch(`${base}/guarded`, { headers: { Authorization: `Bearer ${keyList[k++ % keyList.length]}` } }).then((r) =>
        r.text(),
      ),
    );
    return table(
      `Access layer overhead (32 connections, ${rounds} interleaved rounds of ${seconds} s each, one API process)`,
      ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'statuses'],
      [
        ['without access layer', bare.rps.toFixed(0), ms(bare.p50), ms(bare.p99), JSON.stringify(bare.statuses)],
        [
          'auth + scope + sliding window + usage counting',
          guarded.rps.toFixed(0),
          ms(guarded.p50),
          ms(guarded.p99),
          JSON.stringify(guarded.statuses),
        ],
        [
          'the same without usage counting',
          guardedUncounted.rps.toFixed(0),
          ms(guardedUncounted.p50),
          ms(guardedUncounted.p99),
          JSON.stringify(guardedUncounted.statuses),
        ],
        [
          'ratio without counting (target: counting drops it by at most 2 points)',
          `${ratio(guardedUncounted).toFixed(1)}%`,
          '',
          '',
          `with counting: ${ratio(guarded).toFixed(1)}% (${signed(ratio(guarded) - ratio(guardedUncounted))} points)`,
        ],
        [
          'ratio / added',
          `${ratio(guarded).toFixed(1)}%`,
          delta(guarded.p50 - bare.p50),
          delta(guarded.p99 - bare.p99),
          `rounds (with/without): ${perRound}`,
        ],
        ['1 connection, without access layer', '', ms(bare1.p50), ms(bare1.p99), `${bare1.n} sequential requests`],
        [
          '1 connection, with access layer',
          '',
          ms(guarded1.p50),
          ms(guarded1.p99),
          `${guarded1.n} sequential requests`,
        ],
        [
          '1 connection, added (target < 1 ms at p50)',
          '',
          delta(guarded1.p50 - bare1.p50),
          delta(guarded1.p99 - bare1.p99),
          '',
        ],
      ],
    );
  } finally {
    await closeGracefully(server, 1_000);
    await closeGracefully(uncounted, 1_000);
  }
}

const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;

/** Mean throughput over the rounds; the median round's latencies; all statuses. */
function combine(rounds: LoadResult[]): LoadResult {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const statuses: Record<string, number> = {};
  for (const r of rounds) for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
  return {
    rps: rounds.reduce((a, r) => a + r.rps, 0) / rounds.length,
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    statuses,
  };
}
