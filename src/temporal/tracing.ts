// The package has no exports map: compiled ESM (dist/) needs the file, not the folder.
import { OpenTelemetryWorkflowClientInterceptor } from '@temporalio/interceptors-opentelemetry/lib/client/index.js';
import {
  makeWorkflowExporter,
  OpenTelemetryActivityInboundInterceptor,
  OpenTelemetryActivityOutboundInterceptor,
} from '@temporalio/interceptors-opentelemetry/lib/worker/index.js';
import type { ClientInterceptors } from '@temporalio/client';
import type { WorkerTracing } from './worker';
import type { Tracing } from '../tracing/tracing';

/**
 * Temporal's OpenTelemetry interceptors, wired as in Temporal's interceptors-opentelemetry sample:
 * the client puts the caller's span context in the workflow's headers, the workflow interceptor
 * (bundled only when tracing is on: temporal/worker.ts) continues it, and activities continue
 * the workflow's. Workflow spans leave the sandbox through the `exporter` sink.
 */
export function clientTracing(): ClientInterceptors {
  return { workflow: [new OpenTelemetryWorkflowClientInterceptor()] };
}

export function workerTracing(tracing: Tracing): WorkerTracing {
  return {
    interceptors: {
      activity: [
        (ctx) => ({
          inbound: new OpenTelemetryActivityInboundInterceptor(ctx),
          outbound: new OpenTelemetryActivityOutboundInterceptor(ctx),
        }),
      ],
    },
    sinks: { exporter: makeWorkflowExporter(tracing.spanProcessor, tracing.resource) },
  };
}
