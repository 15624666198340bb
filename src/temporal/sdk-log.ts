import type { LogEntry } from '@temporalio/worker';
import { ERROR_STATUS, isErrorCode, type ErrorCode } from '../errors';
import { sdkFields, type Logger } from '../log';

/**
 * The Temporal SDK's log lines (Runtime logger, WARN and above) as the worker's JSON lines.
 *
 * A job that fails for the caller's reason (an R2 code below 500: a forbidden resume_url, an
 * unknown rubric) is the service working as specified, yet the SDK reports it twice at warn with
 * stacks ("Activity failed", then "Workflow failed"), which reads as an incident. Here it is one
 * info line, `job failed` with the job id and the code. A job that fails on us (INTERNAL_ERROR,
 * SERVICE_UNAVAILABLE, no code at all) is an error line with its stack; a failed attempt of an
 * activity of ours stays a warning with its stack (a retry may still succeed).
 */
export function sdkLogSink(log: Logger): (entry: LogEntry) => void {
  return (entry) => {
    const meta = entry.meta ?? {};
    if (entry.message === 'Workflow failed') {
      // workflows/log-attributes.interceptors.ts: the error itself arrives without its type.
      const code = isErrorCode(meta.failureType) ? meta.failureType : null;
      // workflows/log-attributes.interceptors.ts adds the request id that started the job.
      const request = typeof meta.requestId === 'string' ? { request_id: meta.requestId } : {};
      if (code !== null && isCallers(code)) log.info('job failed', { job_id: meta.workflowId, code, ...request });
      else
        log.error('job failed', {
          job_id: meta.workflowId,
          code: code ?? 'INTERNAL_ERROR',
          ...request,
          sdk: sdkFields(meta),
        });
      return;
    }
    // Its job's one line follows from "Workflow failed", wherever that workflow task runs.
    if (entry.message === 'Activity failed' && callerCode(meta.error) !== null) return;
    log[entry.level === 'ERROR' ? 'error' : 'warn'](entry.message, { sdk: sdkFields(meta) });
  };
}

const isCallers = (code: ErrorCode) => ERROR_STATUS[code] < 500;

/** The R2 code of a caller-caused failure, looked for along the error's causes; null otherwise. */
export function callerCode(error: unknown): ErrorCode | null {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const type = (e as { type?: unknown }).type;
    if (isErrorCode(type)) return isCallers(type) ? type : null;
  }
  return null;
}
