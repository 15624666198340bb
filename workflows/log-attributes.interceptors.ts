import {
  ApplicationFailure,
  defaultPayloadConverter,
  workflowInfo,
  type Headers,
  type WorkflowInterceptorsFactory,
} from '@temporalio/workflow';

/** The header that carries a job's request id to its activities (src/temporal/activity-log.interceptors.ts). */
export const REQUEST_ID_HEADER = 'requestId';

/** The request id in the job's memo (set by the API when it starts the job); absent for older jobs. */
function requestIdOf(): string | undefined {
  const id = workflowInfo().memo?.requestId;
  return typeof id === 'string' ? id : undefined;
}

const withRequestId = (headers: Headers, requestId: string | undefined): Headers =>
  requestId === undefined ? headers : { ...headers, [REQUEST_ID_HEADER]: defaultPayloadConverter.toPayload(requestId) };

/**
 * Adds to the SDK's log lines of a job the R2 code it fails with (`failureType`) and the request
 * id that started it (`requestId`), and hands the request id to its activities in a header, so
 * one id finds the job's lines on the worker. The error itself leaves the workflow sandbox as a
 * plain Error (message and stack only), so without `failureType` the worker could not tell a
 * failure for the caller's reason (one info line) from one of ours (an error with its stack):
 * src/temporal/sdk-log.ts. Headers are not compared on replay and it adds no command, so
 * histories replay unchanged.
 */
export const interceptors: WorkflowInterceptorsFactory = () => {
  let failureType: string | undefined;
  return {
    inbound: [
      {
        async execute(input, next) {
          try {
            return await next(input);
          } catch (err) {
            if (err instanceof ApplicationFailure && err.type) failureType = err.type;
            throw err;
          }
        },
      },
    ],
    outbound: [
      {
        getLogAttributes(input, next) {
          const requestId = requestIdOf();
          const extra = {
            ...(failureType !== undefined && { failureType }),
            ...(requestId !== undefined && { requestId }),
          };
          return next({ ...input, ...extra });
        },
        scheduleActivity(input, next) {
          return next({ ...input, headers: withRequestId(input.headers, requestIdOf()) });
        },
        scheduleLocalActivity(input, next) {
          return next({ ...input, headers: withRequestId(input.headers, requestIdOf()) });
        },
      },
    ],
  };
};
