import type { Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { Config } from '../config';

/** What the API and the worker need to trace: the tracer, and the processor and resource that workflow spans go through. */
export interface Tracing {
  tracer: Tracer;
  resource: Resource;
  spanProcessor: SpanProcessor;
  /** Sends what is still buffered; called when the process stops. */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (then spans go there over OTLP/HTTP,
 * in batches). A test passes its own processor (an in-memory exporter) instead. The provider is
 * registered globally, so one per process.
 */
export function startTracing(
  config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>,
  service: string,
  spanProcessor?: SpanProcessor,
): Tracing | null {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!spanProcessor && !endpoint) return null;
  const processor =
    spanProcessor ??
    new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint!.replace(/\/+$/, '')}/v1/traces` }));
  const resource = new Resource({ 'service.name': config.OTEL_SERVICE_NAME ?? service });
  const provider = new NodeTracerProvider({ resource, spanProcessors: [processor] });
  provider.register();
  return {
    tracer: provider.getTracer('hiring'),
    resource,
    spanProcessor: processor,
    shutdown: () => provider.shutdown(),
  };
}
