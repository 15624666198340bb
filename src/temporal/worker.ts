import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  bundleWorkflowCode,
  NativeConnection,
  Worker,
  type BundleOptions,
  type InjectedSinks,
  type WorkerInterceptors,
  type WorkflowBundleOption,
  type WorkflowBundleWithSourceMap,
} from '@temporalio/worker';
import type { DataConverter } from '@temporalio/common';
import type { Sinks } from '@temporalio/workflow';
import { recordJob, type WorkerMetrics } from '../metrics/worker-metrics';
import type { JobMetricsSinks } from '../../workflows/job-metrics.interceptors';
import type { Logger } from '../log';
import { activityLogInterceptors } from './activity-log.interceptors';
import type { TemporalConnectionOptions } from './connection-options';
import { FAILURE_CONVERTER_PATH } from './data-converter';

export const WORKFLOWS_PATH = fileURLToPath(new URL('../../workflows/index.ts', import.meta.url));
const LOG_ATTRIBUTES_INTERCEPTORS_PATH = fileURLToPath(
  new URL('../../workflows/log-attributes.interceptors.ts', import.meta.url),
);
const JOB_METRICS_INTERCEPTORS_PATH = fileURLToPath(
  new URL('../../workflows/job-metrics.interceptors.ts', import.meta.url),
);
const OTEL_WORKFLOW_INTERCEPTORS_PATH = createRequire(import.meta.url).resolve(
  '@temporalio/interceptors-opentelemetry/lib/workflow-interceptors',
);

/**
 * What goes into a workflow bundle (at start-up here, ahead of time by `npm run build`). The
 * log-attribute and job-metrics interceptors are always in it (they add no command to any
 * history). OpenTelemetry's workflow interceptor is in it only when tracing is on (src/tracing/):
 * with tracing off, workflow code runs exactly as without it. The failure converter is bundled in:
 * workflows' own failures have their messages encrypted too.
 */
export function workflowBundleOptions(opts: { tracing?: boolean } = {}): BundleOptions {
  const interceptors = [LOG_ATTRIBUTES_INTERCEPTORS_PATH, JOB_METRICS_INTERCEPTORS_PATH];
  return {
    workflowsPath: WORKFLOWS_PATH,
    failureConverterPath: FAILURE_CONVERTER_PATH,
    workflowInterceptorModules: opts.tracing ? [...interceptors, OTEL_WORKFLOW_INTERCEPTORS_PATH] : interceptors,
    logger: quietBundlerLogger,
  };
}

/** The files `npm run build` writes the workflow bundles to, beside the compiled worker. */
export const prebuiltWorkflowBundle = (tracing: boolean): string =>
  tracing ? 'workflow-bundle.tracing.js' : 'workflow-bundle.js';

const bundles = new Map<boolean, Promise<WorkflowBundleWithSourceMap>>();

/** Bundled once per process and tracing setting: workers in tests and development share the same code path. */
export function workflowBundle(opts: { tracing?: boolean } = {}): Promise<WorkflowBundleWithSourceMap> {
  const tracing = opts.tracing ?? false;
  let bundle = bundles.get(tracing);
  if (!bundle) bundles.set(tracing, (bundle = bundleWorkflowCode(workflowBundleOptions({ tracing }))));
  return bundle;
}

/**
 * The compiled worker (dist/worker.js) loads the bundle the build wrote beside it: no webpack at
 * start-up, and every worker of a deployment runs the same bytes. From the sources (development,
 * tests) there is no such file and the workflows are bundled at start-up.
 */
export function workflowCode(opts: { tracing?: boolean; prebuilt?: string } = {}): Promise<WorkflowBundleOption> {
  const tracing = opts.tracing ?? false;
  const prebuilt = opts.prebuilt ?? fileURLToPath(new URL(`./${prebuiltWorkflowBundle(tracing)}`, import.meta.url));
  return existsSync(prebuilt) ? Promise.resolve({ codePath: prebuilt }) : workflowBundle({ tracing });
}

const noop = () => undefined;
const quietBundlerLogger = { trace: noop, debug: noop, info: noop, warn: noop, error: console.error, log: noop };

/** Tracing's additions to a worker (tracing.ts): interceptors and the span exporter sink. */
export interface WorkerTracing {
  interceptors: WorkerInterceptors;
  sinks: InjectedSinks<Sinks>;
}

export interface WorkerOptions {
  address: string;
  /** A secured cluster's TLS settings and API key (connection-options.ts); absent: plaintext. */
  tls?: TemporalConnectionOptions['tls'];
  apiKey?: string;
  namespace: string;
  taskQueue: string;
  /** The activity implementations (src/activities' createActivities), built by the composition root. */
  activities: object;
  /** The worker's Prometheus series: the jobs' outcomes are recorded here; the activities count into the same ones. */
  metrics: WorkerMetrics;
  /** The encrypting data converter (data-converter.ts), the same as the clients'. */
  dataConverter: DataConverter;
  /** Lets a test shorten shutdown; production keeps Temporal's default grace. */
  shutdownGraceTime?: string;
  /** Set when OTEL_EXPORTER_OTLP_ENDPOINT is (src/tracing/); absent, nothing traces. */
  tracing?: WorkerTracing;
  /** The worker's log: a line per finished job and per activity, each with the job's request id. */
  log?: Logger;
}

function jobMetricsSinks(metrics: WorkerMetrics, log: Logger | undefined): InjectedSinks<JobMetricsSinks> {
  return {
    jobMetrics: {
      finished: {
        fn: (info, outcome, code) => {
          const seconds = (Date.now() - info.startTime.getTime()) / 1000;
          recordJob(metrics, info.workflowType, outcome, code, seconds);
          // A failed job has its one line already ('job failed', src/temporal/sdk-log.ts).
          if (outcome === 'failed') return;
          // The request id the API put in the memo (src/temporal/job-client.ts), null for a job without one.
          const requestId = info.memo?.requestId;
          log?.info('job finished', {
            job_id: info.workflowId,
            workflow: info.workflowType,
            outcome,
            code,
            request_id: typeof requestId === 'string' ? requestId : null,
            duration_ms: Math.round(seconds * 1000),
          });
        },
        callDuringReplay: false,
      },
    },
  };
}

export async function createWorker(opts: WorkerOptions): Promise<{ worker: Worker; connection: NativeConnection }> {
  const connection = await NativeConnection.connect({ address: opts.address, tls: opts.tls, apiKey: opts.apiKey });
  // The SDK defaults are kept on purpose (measured one at a time with `npm run bench -- temporal`): more or
  // autoscaling workflow pollers and the sticky/non-sticky ratio change nothing for a one-task
  // workflow; reuseV8Context: false is ~6 ms slower; debugMode runs workflow code on the main
  // thread, without deadlock detection unless isolateExecutionTimeout is set too, and with it set
  // measured no faster per sync call (docs/benchmarks.md, "The worker's task, step by step").
  const worker = await Worker.create({
    connection,
    namespace: opts.namespace,
    taskQueue: opts.taskQueue,
    workflowBundle: await workflowCode({ tracing: opts.tracing !== undefined }),
    activities: opts.activities,
    dataConverter: opts.dataConverter,
    shutdownGraceTime: opts.shutdownGraceTime ?? '10 seconds',
    sinks: { ...jobMetricsSinks(opts.metrics, opts.log), ...opts.tracing?.sinks },
    interceptors: opts.log
      ? {
          ...opts.tracing?.interceptors,
          activity: [...(opts.tracing?.interceptors.activity ?? []), activityLogInterceptors(opts.log)],
        }
      : opts.tracing?.interceptors,
  });
  return { worker, connection };
}
