import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call, msUntilSlowHeadersCutOff } from '../../support/http';
import { loadFixturePostings } from '../helpers/postings';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { metricsServer } from '../../src/metrics/serve';
import { listen } from '../../src/net/listen';
import { inject } from 'vitest';
import { randomBase62 } from '../../src/ids';
import { freePort } from '../../support/ports';
import { reserve } from '../../src/db/idempotency.repository';
import { bodyHash } from '../../src/domain/idempotency';
import { newId } from '../../src/ids';
import { startWorkerProcess } from '../../support/worker-process';

const MATCH = '/api/v1/external/ai/match-jobs';
const MATCH_ROUTE = '/api/v1/external/ai/match-jobs';
const JOB_ROUTE = '/api/v1/external/jobs/{job_id}';

/** The value of the one sample with exactly these labels (0 when the series has no such sample). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = (m[2] ?? '')
      .split(/,(?=[a-zA-Z_]\w*=")/)
      .filter(Boolean)
      .sort()
      .join(',');
    if (got === wanted) return Number(m[3]);
  }
  return 0;
}

describe('GET /metrics on the API (Prometheus text)', () => {
  let app: TestApp;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  let reader: Awaited<ReturnType<typeof makeTenant>>;
  let text: string;

  beforeAll(async () => {
    // No worker at first: the first sync call runs out its (short) sync timeout.
    app = await startTestApp({ config: { SYNC_TIMEOUT_MS: '1500' } });
    tenant = await makeTenant(app.db, { company: { name: 'Metrics Secret Co', plan: 'enterprise', ai_call_limit: 5 } });
    reader = await makeTenant(app.db, { scopes: ['ai:match'] });
    await loadFixturePostings(app.db, tenant.company.id);
    const api = (method: string, path: string, o: Parameters<typeof call>[3] = {}) =>
      call(app.baseUrl, method, path, o);
    const key = tenant.key;

    expect((await api('POST', MATCH, { key, body: { resume_text: BACKEND_RESUME } })).status).toBe(504);
    await app.startWorker();
    expect((await api('POST', MATCH, { key, body: { resume_text: BACKEND_RESUME } })).status).toBe(200);
    const idem = { 'Idempotency-Key': 'metrics-idem-1' };
    expect(
      (await api('POST', MATCH, { key, body: { resume_text: BACKEND_RESUME, async: true }, headers: idem })).status,
    ).toBe(202);
    const replay = await api('POST', MATCH, { key, body: { resume_text: BACKEND_RESUME, async: true }, headers: idem });
    expect(replay.status).toBe(202);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await api('POST', MATCH, { key, body: { resume_text: BACKEND_RESUME } })).status).toBe(200);
    // A job that fails for the caller's reason: a private resume_url.
    expect((await api('POST', MATCH, { key, body: { resume_url: 'https://127.0.0.1/cv.txt' } })).status).toBe(422);
    // The company's sixth AI call in the window: over its limit of 5 (the replay counted nothing).
    expect((await api('POST', MATCH, { key, body: { resume_text: BACKEND_RESUME } })).status).toBe(429);

    expect((await api('GET', '/api/v1/external/me')).status).toBe(401);
    expect((await api('GET', '/api/v1/external/me', { headers: { Authorization: 'Bearer not-a-key' } })).status).toBe(
      401,
    );
    const unknown = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect((await api('GET', '/api/v1/external/me', { key: unknown })).status).toBe(401);
    expect((await api('GET', '/api/v1/external/jobs/job_00000000000000000000aa', { key: reader.key })).status).toBe(
      403,
    );
    expect((await api('GET', '/api/v1/external/jobs/job_00000000000000000000bb', { key })).status).toBe(404);
    expect((await api('DELETE', '/api/v1/external/jobs/job_00000000000000000000cc', { key })).status).toBe(405);
    expect((await api('GET', '/no/such/path/job_00000000000000000000dd')).status).toBe(404);
    expect((await api('GET', '/healthz')).status).toBe(200);
    expect((await api('GET', '/healthz')).status).toBe(200);

    const res = await fetch(`${app.baseUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    text = await res.text();
  }, 120_000);
  afterAll(async () => app?.close());

  it('counts requests by route template, method and status', () => {
    const req = (route: string, method: string, status: number) =>
      sample(text, 'hiring_http_requests_total', { route, method, status: String(status) });
    expect(req(MATCH_ROUTE, 'POST', 504)).toBe(1);
    expect(req(MATCH_ROUTE, 'POST', 200)).toBe(2);
    expect(req(MATCH_ROUTE, 'POST', 202)).toBe(2);
    expect(req(MATCH_ROUTE, 'POST', 429)).toBe(1);
    expect(req(MATCH_ROUTE, 'POST', 422)).toBe(1);
    expect(req('/api/v1/external/me', 'GET', 401)).toBe(3);
    expect(req(JOB_ROUTE, 'GET', 403)).toBe(1);
    expect(req(JOB_ROUTE, 'GET', 404)).toBe(1);
    expect(req(JOB_ROUTE, 'DELETE', 405)).toBe(1);
    expect(req('unmatched', 'GET', 404)).toBe(1);
    expect(req('/healthz', 'GET', 200)).toBe(2);
  });

  it('keeps a latency histogram per route', () => {
    expect(sample(text, 'hiring_http_request_duration_seconds_count', { route: MATCH_ROUTE, method: 'POST' })).toBe(7);
    // The timed-out call waited its 1.5 s sync timeout: it is in no bucket below 1 s.
    expect(
      sample(text, 'hiring_http_request_duration_seconds_bucket', { route: MATCH_ROUTE, method: 'POST', le: '1' }),
    ).toBeLessThanOrEqual(6);
    expect(
      sample(text, 'hiring_http_request_duration_seconds_bucket', { route: MATCH_ROUTE, method: 'POST', le: '+Inf' }),
    ).toBe(7);
    expect(sample(text, 'hiring_http_request_duration_seconds_count', { route: '/healthz', method: 'GET' })).toBe(2);
  });

  it('counts rate-limit rejections by window and authentication failures by reason', () => {
    expect(sample(text, 'hiring_rate_limit_rejections_total', { window: 'ai' })).toBe(1);
    expect(sample(text, 'hiring_rate_limit_rejections_total', { window: 'standard' })).toBe(0);
    for (const reason of ['missing', 'malformed', 'unknown_key', 'scope']) {
      expect(sample(text, 'hiring_auth_failures_total', { reason }), reason).toBe(1);
    }
  });

  it('counts AI calls by operation, mode and outcome, sync timeouts and idempotent replays', () => {
    const ai = (mode: string, outcome: string) =>
      sample(text, 'hiring_ai_calls_total', { operation: 'match_jobs', mode, outcome });
    expect(ai('sync', 'sync_timeout')).toBe(1);
    expect(ai('sync', 'completed')).toBe(2);
    expect(ai('async', 'accepted')).toBe(1);
    expect(ai('sync', 'failed')).toBe(1);
    expect(sample(text, 'hiring_sync_timeouts_total', { operation: 'match_jobs' })).toBe(1);
    expect(sample(text, 'hiring_idempotent_replays_total', { operation: 'match_jobs' })).toBe(1);
  });

  it('never holds a key, a company, a raw path or an idempotency key', () => {
    for (const secret of [
      tenant.key,
      reader.key,
      tenant.prefix,
      tenant.company.id,
      'Metrics Secret Co',
      'job_0000000000',
      '/no/such/path',
      'metrics-idem-1',
      'not-a-key',
    ]) {
      expect(text.includes(secret), secret).toBe(false);
    }
    // Every label value is a fixed word, a template or a number.
    const values = [...text.matchAll(/="([^"]*)"/g)].map((m) => m[1]!);
    for (const v of values) expect(v).toMatch(/^[\w./{}+:-]*$/);
  });
});

describe('hiring_ai_calls_total{outcome="unavailable"}', () => {
  it('counts a call whose job could not start, not a replay that gave up waiting for its original', async () => {
    // Temporal out of reach (nothing listens on the port); a replay waits 1.5 s for its original.
    const app = await startTestApp({
      config: { TEMPORAL_ADDRESS: `127.0.0.1:${await freePort()}`, SYNC_TIMEOUT_MS: '1500' },
    });
    try {
      const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
      const unavailable = async () =>
        sample(await (await fetch(`${app.baseUrl}/metrics`)).text(), 'hiring_ai_calls_total', {
          operation: 'match_jobs',
          mode: 'async',
          outcome: 'unavailable',
        });
      const body = { resume_text: BACKEND_RESUME, async: true };
      // A live original holds the key (claimed a moment ago, still being accepted elsewhere).
      await reserve(
        app.db,
        {
          company_id: t.company.id,
          idem_key: 'metrics-live-1',
          endpoint: MATCH,
          body_hash: bodyHash(body),
          job_id: newId('job'),
          is_async: 1,
          created_at: new Date(),
        },
        new Date(Date.now() - 24 * 3_600_000),
      );
      const replay = await call(app.baseUrl, 'POST', MATCH, {
        key: t.key,
        body,
        headers: { 'Idempotency-Key': 'metrics-live-1' },
      });
      expect(replay.status).toBe(503);
      expect(replay.headers.get('retry-after')).toBe('1');
      expect(await unavailable()).toBe(0);

      const down = await call(app.baseUrl, 'POST', MATCH, { key: t.key, body });
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(await unavailable()).toBe(1);
    } finally {
      await app.close();
    }
  }, 30_000);
});

describe("the worker's /metrics", () => {
  let app: TestApp;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  let scrape: () => Promise<string>;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    tenant = await makeTenant(app.db, { company: { name: 'Worker Secret Co', plan: 'enterprise' } });
    await loadFixturePostings(app.db, tenant.company.id);
    // As src/worker.ts serves it, on a port of its own.
    const server = metricsServer(app.workerMetrics()!.registry);
    const port = await listen(server, 0, '127.0.0.1');
    base = `http://127.0.0.1:${port}`;
    scrape = async () => (await fetch(`${base}/metrics`)).text();
    close = () => server.close();
  });
  afterAll(async () => {
    close?.();
    await app?.close();
  });

  it("a client that stops half-way through its headers is cut off at the headers timeout, not at Node's 30 s check", async () => {
    expect(await msUntilSlowHeadersCutOff(base, 'GET /metrics HTTP/1.1')).toBeLessThan(14_000);
  }, 45_000);

  it('counts jobs by type and outcome with their durations, resume downloads by outcome, and the parser queue', async () => {
    const key = tenant.key;
    expect((await call(app.baseUrl, 'POST', MATCH, { key, body: { resume_text: BACKEND_RESUME } })).status).toBe(200);
    expect(
      (
        await call(app.baseUrl, 'POST', '/api/v1/external/ai/score-interview', {
          key,
          body: { transcript: STRONG_BACKEND, role: 'Backend Engineer' },
        })
      ).status,
    ).toBe(200);
    const refused = await call(app.baseUrl, 'POST', MATCH, {
      key,
      body: { resume_url: 'https://127.0.0.1/private-cv.txt' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('RESUME_URL_FORBIDDEN');

    // The sink reports a job's end as its last workflow task completes, beside the client's answer.
    await expect
      .poll(async () =>
        sample(await scrape(), 'hiring_worker_jobs_total', {
          type: 'match_jobs',
          outcome: 'failed',
          code: 'RESUME_URL_FORBIDDEN',
        }),
      )
      .toBe(1);
    const text = await scrape();
    expect(sample(text, 'hiring_worker_jobs_total', { type: 'match_jobs', outcome: 'completed', code: 'none' })).toBe(
      1,
    );
    expect(
      sample(text, 'hiring_worker_jobs_total', { type: 'score_interview', outcome: 'completed', code: 'none' }),
    ).toBe(1);
    expect(sample(text, 'hiring_worker_job_duration_seconds_count', { type: 'match_jobs', outcome: 'completed' })).toBe(
      1,
    );
    expect(sample(text, 'hiring_worker_job_duration_seconds_count', { type: 'match_jobs', outcome: 'failed' })).toBe(1);
    expect(
      sample(text, 'hiring_worker_job_duration_seconds_count', { type: 'score_interview', outcome: 'completed' }),
    ).toBe(1);
    // A refused URL is final at once: one attempt, one count.
    expect(sample(text, 'hiring_worker_resume_downloads_total', { outcome: 'RESUME_URL_FORBIDDEN' })).toBe(1);
    expect(sample(text, 'hiring_worker_resume_downloads_total', { outcome: 'ok' })).toBe(0);
    expect(text).toMatch(/^hiring_worker_parser_queue_depth 0$/m);
    expect(text).toMatch(/^hiring_worker_parser_threads_busy 0$/m);
    for (const secret of [key, tenant.company.id, 'Worker Secret Co', '127.0.0.1/private-cv.txt', 'Alex Example'])
      expect(text.includes(secret), secret).toBe(false);
    expect((await fetch(`${base}/other`)).status).toBe(404);
  });
});

describe("the worker process serves its metrics and the Temporal SDK's, each on its own port", () => {
  it('src/worker.ts answers /metrics on WORKER_METRICS_PORT and the SDK on TEMPORAL_METRICS_PORT', async () => {
    const [own, sdk] = [await freePort(), await freePort()];
    const worker = await startWorkerProcess(
      {
        MYSQL_URL: inject('mysqlUrl'),
        TEMPORAL_ADDRESS: inject('temporalAddress'),
        TEMPORAL_PAYLOAD_KEYS: inject('payloadKeys'),
        TEMPORAL_TASK_QUEUE: `test-${randomBase62(10)}`,
        WORKER_METRICS_PORT: String(own),
        TEMPORAL_METRICS_PORT: String(sdk),
        LOG_LEVEL: 'warn',
      },
      { untilRunning: false },
    );
    const get = (port: number) =>
      fetch(`http://127.0.0.1:${port}/metrics`).then(
        (r) => r.text(),
        () => '',
      );
    try {
      // The SDK reports its pollers once the worker runs (after bundling the workflows).
      await expect.poll(() => get(sdk), { timeout: 45_000, interval: 250 }).toMatch(/^temporal_num_pollers\{/m);
      const ownText = await get(own);
      expect(ownText).toMatch(/^hiring_worker_parser_queue_depth 0$/m);
      expect(ownText).toMatch(/^# TYPE hiring_worker_jobs_total counter$/m);
      expect(ownText).toMatch(/^process_cpu_seconds_total /m);
      const sdkText = await get(sdk);
      expect(sdkText).not.toMatch(/^hiring_/m);
      expect(sdkText).toMatch(/^temporal_worker_task_slots_available\{/m);
    } finally {
      await worker.stop();
    }
    expect(worker.output()).not.toMatch(/"level":"error"/);
  }, 90_000);
});
