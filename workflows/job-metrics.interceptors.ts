// Workflow interceptor module (bundled with the workflows): reports each job's end to the worker's
// metrics through a sink. It schedules nothing, so it adds no command to any history; a replay
// (a worker picking up a running job, or a replay test with no sinks) reports nothing, so a job
// is counted once.
import {
  ApplicationFailure,
  isCancellation,
  proxySinks,
  workflowInfo,
  type Next,
  type Sinks,
  type WorkflowExecuteInput,
  type WorkflowInboundCallsInterceptor,
  type WorkflowInterceptorsFactory,
} from '@temporalio/workflow';

export interface JobMetricsSinks extends Sinks {
  jobMetrics: {
    finished(outcome: 'completed' | 'failed' | 'cancelled', code: string | null): void;
  };
}

const { jobMetrics } = proxySinks<JobMetricsSinks>();

/** Webhook workflows are no jobs: their deliveries have series of their own (webhook activities). */
const NOT_JOBS = new Set(['dispatchJobEvents', 'deliverWebhook']);

function finished(outcome: 'completed' | 'failed' | 'cancelled', code: string | null): void {
  const info = workflowInfo();
  if (!info.unsafe.isReplaying && !NOT_JOBS.has(info.workflowType)) jobMetrics.finished(outcome, code);
}

class JobMetricsInterceptor implements WorkflowInboundCallsInterceptor {
  async execute(input: WorkflowExecuteInput, next: Next<WorkflowInboundCallsInterceptor, 'execute'>): Promise<unknown> {
    try {
      const result = await next(input);
      finished('completed', null);
      return result;
    } catch (err) {
      if (isCancellation(err)) finished('cancelled', null);
      else finished('failed', err instanceof ApplicationFailure ? (err.type ?? null) : null);
      throw err;
    }
  }
}

export const interceptors: WorkflowInterceptorsFactory = () => ({ inbound: [new JobMetricsInterceptor()] });
