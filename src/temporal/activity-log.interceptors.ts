import { defaultPayloadConverter, type Headers } from '@temporalio/common';
import type { ActivityInterceptorsFactory } from '@temporalio/worker';
import type { Logger } from '../log';
import { REQUEST_ID_HEADER } from '../../workflows/log-attributes.interceptors';

function requestIdIn(headers: Headers): string | undefined {
  const payload = headers[REQUEST_ID_HEADER];
  if (!payload) return undefined;
  const id = defaultPayloadConverter.fromPayload<unknown>(payload);
  return typeof id === 'string' ? id : undefined;
}

/**
 * Each activity of a job ends with one line on the worker's log naming the job, the activity and
 * the request id that started the job (the header the workflow sets), and the SDK's own lines of
 * that activity carry the request id too: one id leads from the API's log line to the work.
 */
export function activityLogInterceptors(log: Logger): ActivityInterceptorsFactory {
  return (ctx) => {
    let requestId: string | undefined;
    return {
      inbound: {
        async execute(input, next) {
          requestId = requestIdIn(input.headers);
          const started = performance.now();
          const fields = () => ({
            job_id: ctx.info.workflowExecution?.workflowId ?? null,
            activity: ctx.info.activityType,
            attempt: ctx.info.attempt,
            request_id: requestId ?? null,
            duration_ms: Math.round(performance.now() - started),
          });
          try {
            const result = await next(input);
            log.info('activity completed', fields());
            return result;
          } catch (err) {
            // No error text: the SDK's own line of a failed attempt says why, with this request id on it.
            log.info('activity failed', fields());
            throw err;
          }
        },
      },
      outbound: {
        getLogAttributes(input, next) {
          return next(requestId === undefined ? input : { ...input, requestId });
        },
      },
    };
  };
}
