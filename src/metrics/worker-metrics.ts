import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The resume parser pool's load as the parser gauges read it at each scrape (files waiting, threads busy). */
export interface ParserLoad {
  waiting: number;
  parsing: number;
}

/**
 * The worker's Prometheus series (docs/operations.md lists every one), served on
 * WORKER_METRICS_PORT. Activities reach them as `deps.metrics`: a new series is one more field
 * here, registered on `registry`. Labels take fixed words only (job types, outcomes, R2 codes),
 * never a company, a URL or anything from a resume or transcript.
 *
 * `parserLoad` comes from the composition root, which owns the parser pool the activities use.
 */
export function createWorkerMetrics(opts: {
  parserLoad: () => ParserLoad;
  /** Seconds since the oldest webhook message still awaiting delivery was made (0: none waits). */
  oldestUndeliveredSeconds?: () => Promise<number>;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    jobs: new Counter({
      name: 'hiring_worker_jobs_total',
      help: 'Jobs (workflows) this worker finished, by type, outcome (completed, failed, cancelled) and R2 code of a failure.',
      labelNames: ['type', 'outcome', 'code'] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'hiring_worker_job_duration_seconds',
      help: 'Time from a job being started in Temporal to its end, by type and outcome.',
      labelNames: ['type', 'outcome'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900],
      registers,
    }),
    resumeDownloads: new Counter({
      name: 'hiring_worker_resume_downloads_total',
      help: 'Attempts to download and read a resume_url, by outcome (ok, or the R2 code of the failure).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    resumeDownloadDuration: new Histogram({
      name: 'hiring_worker_resume_download_duration_seconds',
      help: 'Time to download and read a resume_url (parsing included), by outcome.',
      labelNames: ['outcome'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30],
      registers,
    }),
    modelCalls: new Counter({
      name: 'hiring_worker_model_calls_total',
      help: 'Calls to the model provider (AI_PROVIDER=openai), by operation (score, match) and outcome (ok, or the PROVIDER_* failure).',
      labelNames: ['operation', 'outcome'] as const,
      registers,
    }),
    modelFallbacks: new Counter({
      name: 'hiring_worker_model_fallbacks_total',
      help: 'Jobs the local engine answered because the model provider kept failing (AI_FALLBACK=local), by operation and reason.',
      labelNames: ['operation', 'reason'] as const,
      registers,
    }),
    webhookDeliveries: new Counter({
      name: 'hiring_webhook_deliveries_total',
      help: 'Webhook messages whose delivery ended, by outcome (delivered, failed).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    webhookAttemptDuration: new Histogram({
      name: 'hiring_webhook_attempt_duration_seconds',
      help: 'Time of one webhook delivery attempt (DNS, connection, request, response), by result (delivered, gone, retry).',
      labelNames: ['result'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30],
      registers,
    }),
    webhookEndpointsDisabled: new Counter({
      name: 'hiring_webhook_endpoints_disabled_total',
      help: 'Webhook endpoints the delivery disabled, by reason (gone: a 410 answer; failing: 5 days without a success).',
      labelNames: ['reason'] as const,
      registers,
    }),
    webhookOldestUndelivered: new Gauge({
      name: 'hiring_webhook_oldest_undelivered_seconds',
      help: 'Age of the oldest webhook message still awaiting delivery (0 when none waits).',
      registers,
      async collect() {
        // A failed read leaves the last value: a scrape never reports a false 0.
        const age = await opts.oldestUndeliveredSeconds?.().catch(() => null);
        if (typeof age === 'number') this.set(age);
      },
    }),
    parserQueue: new Gauge({
      name: 'hiring_worker_parser_queue_depth',
      help: 'Resume files waiting for a parser thread (all companies).',
      registers,
      collect() {
        this.set(opts.parserLoad().waiting);
      },
    }),
    parserBusy: new Gauge({
      name: 'hiring_worker_parser_threads_busy',
      help: 'Parser threads parsing a resume file now.',
      registers,
      collect() {
        this.set(opts.parserLoad().parsing);
      },
    }),
  };
}

export type WorkerMetrics = ReturnType<typeof createWorkerMetrics>;

/** An R2 code is a bounded label; anything else (a stray error type) shares one. */
export const codeLabel = (code: string | null | undefined): string =>
  code && /^[A-Z][A-Z_]{0,39}$/.test(code) ? code : 'OTHER';

/** matchJobs -> match_jobs: the job types of the API (JOB_TYPES), from the bounded set of workflow types. */
export const jobTypeLabel = (workflowType: string): string =>
  workflowType.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/[^a-z_]/g, '');

export function recordJob(
  metrics: WorkerMetrics,
  workflowType: string,
  outcome: 'completed' | 'failed' | 'cancelled',
  code: string | null,
  seconds: number,
): void {
  const type = jobTypeLabel(workflowType);
  metrics.jobs.inc({ type, outcome, code: outcome === 'failed' ? codeLabel(code) : 'none' });
  metrics.jobDuration.observe({ type, outcome }, seconds);
}

/** A fallback's reason as a bounded label: the spent retry budget, or the failure's code. */
export const fallbackReasonLabel = (reason: string): string =>
  reason.startsWith('retry budget') ? 'RETRY_BUDGET' : codeLabel(reason.split(':')[0]);
