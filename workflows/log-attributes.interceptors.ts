import { ApplicationFailure, type WorkflowInterceptorsFactory } from '@temporalio/workflow';

/**
 * Adds the R2 code a job fails with (`failureType`) to the attributes of the SDK's "Workflow
 * failed" log line. The error itself leaves the workflow sandbox as a plain Error (message and
 * stack only), so without this the worker could not tell a failure for the caller's reason (one
 * info line) from one of ours (an error with its stack): src/temporal/sdk-log.ts. It only reads
 * and logs: no command, so histories replay unchanged.
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
          return next(failureType === undefined ? input : { ...input, failureType });
        },
      },
    ],
  };
};
