import type { Tracer } from '@opentelemetry/api';
import type { Resource } from '@opentelemetry/resources';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';
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
 * registered globally, so one per process. The SDK and the exporter are loaded only when tracing
 * is on: a process without it starts without them.
 */
export async function startTracing(
  config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>,
  service: string,
  spanProcessor?: SpanProcessor,
): Promise<Tracing | null> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!spanProcessor && !endpoint) return null;
  const [{ OTLPTraceExporter }, { Resource }, { BatchSpanProcessor }, { NodeTracerProvider }] = await Promise.all([
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/sdk-trace-node'),
  ]);
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
