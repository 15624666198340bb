import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptingDataConverter } from '../../src/temporal/data-converter';
import { payloadKeysFor } from '../../src/temporal/payload-key-source';
import { workflowBundle } from '../../src/temporal/worker';
import { startTracing, type Tracing } from '../../src/tracing/tracing';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call } from '../../support/http';
import { loadFixturePostings } from '../helpers/postings';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { createServer } from 'node:http';
import { startApiProcess } from '../helpers/api-process';

const MATCH = '/api/v1/external/ai/match-jobs';

describe('OpenTelemetry tracing (on when configured)', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let app: TestApp;
  let key: string;

  beforeAll(async () => {
    // No OTLP endpoint here: the spans go to memory, through the same wiring as production's.
    tracing = (await startTracing(
      { OTEL_EXPORTER_OTLP_ENDPOINT: undefined, OTEL_SERVICE_NAME: undefined },
      'hiring-test',
      new SimpleSpanProcessor(exporter),
    ))!;
    app = await startTestApp({ worker: true, tracing });
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    key = t.key;
    await loadFixturePostings(app.db, t.company.id);
  });
  afterAll(async () => {
    await app?.close();
    await tracing?.shutdown();
  });

  it('is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
    expect(
      await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: undefined, OTEL_SERVICE_NAME: undefined }, 'hiring-api'),
    ).toBeNull();
  });

  let jobId: string;
  it('one sync match call is one trace: the API request, the workflow start and run, the activity', async () => {
    exporter.reset();
    const requestId = 'trace-test-request-1';
    const res = await call(app.baseUrl, 'POST', MATCH, {
      key,
      body: { resume_text: BACKEND_RESUME },
      headers: { 'X-Request-Id': requestId },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(requestId);

    const names = () => exporter.getFinishedSpans().map((s) => s.name);
    await expect
      .poll(names)
      .toEqual(expect.arrayContaining(['RunActivity:rankOpenPostings', 'RunWorkflow:matchJobs', `POST ${MATCH}`]));
    const spans = exporter.getFinishedSpans();
    const one = (name: string): ReadableSpan => {
      const found = spans.filter((s) => s.name === name);
      expect(found, name).toHaveLength(1);
      return found[0]!;
    };
    const api = one(`POST ${MATCH}`);
    const start = one('StartWorkflow:matchJobs');
    const run = one('RunWorkflow:matchJobs');
    const schedule = one('StartActivity:rankOpenPostings');
    const activity = one('RunActivity:rankOpenPostings');

    // One trace, each span the child of the one before.
    const traceId = api.spanContext().traceId;
    expect(new Set(spans.map((s) => s.spanContext().traceId))).toEqual(new Set([traceId]));
    expect(api.parentSpanId).toBeUndefined();
    expect(start.parentSpanId).toBe(api.spanContext().spanId);
    expect(run.parentSpanId).toBe(start.spanContext().spanId);
    expect(schedule.parentSpanId).toBe(run.spanContext().spanId);
    expect(activity.parentSpanId).toBe(schedule.spanContext().spanId);

    // The request id and the job id are attributes: a job found in Temporal leads to its request, and back.
    jobId = api.attributes['hiring.job_id'] as string;
    expect(jobId).toMatch(/^job_[0-9A-Za-z]{22}$/);
    expect(api.attributes).toMatchObject({
      'hiring.request_id': requestId,
      'http.route': MATCH,
      'http.request.method': 'POST',
      'http.response.status_code': 200,
    });
    expect(start.attributes.temporalWorkflowId).toBe(jobId);
    expect(activity.attributes.temporalWorkflowId).toBe(jobId);
    // Nothing of the resume or the key travels in a span.
    const everything = JSON.stringify(spans.map((s) => ({ name: s.name, attributes: s.attributes, events: s.events })));
    for (const secret of [key, 'Alex Example', 'Golang']) expect(everything.includes(secret), secret).toBe(false);
  });

  it('a history recorded with tracing on replays on a worker with tracing off (the interceptor can be turned off with jobs in flight)', async () => {
    const history = await app.deps.temporal.workflow.getHandle(jobId).fetchHistory();
    await Worker.runReplayHistory(
      {
        workflowBundle: await workflowBundle({ tracing: false }),
        dataConverter: encryptingDataConverter(payloadKeysFor(app.deps.config)),
      },
      history,
    );
  });
});

describe('OTEL_EXPORTER_OTLP_ENDPOINT turns tracing on in the API process', () => {
  it('sends the request spans to <endpoint>/v1/traces over OTLP/HTTP, the last of them when the process stops', async () => {
    const received: Array<{ path: string; body: string }> = [];
    const collector = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;
    const api = await startApiProcess({
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_SERVICE_NAME: 'hiring-api-under-test',
    });
    try {
      const res = await fetch(`${api.baseUrl}/healthz`, { headers: { 'X-Request-Id': 'otlp-request-1' } });
      expect(res.status).toBe(200);
    } finally {
      await api.stop();
    }
    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    collector.close();
    expect(received.every((r) => r.path === '/v1/traces')).toBe(true);
    const all = received.map((r) => r.body).join('\n');
    expect(all).toContain('GET /healthz');
    expect(all).toContain('otlp-request-1');
    expect(all).toContain('hiring-api-under-test');
  });
});
