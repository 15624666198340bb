import { InterceptingCall, Metadata, status, type Interceptor } from '@grpc/grpc-js';

/** The call an InterceptingCall wraps (grpc-js does not export its interface by name). */
type NextCall = ConstructorParameters<typeof InterceptingCall>[0];

/**
 * The SDK's retry interceptor retries a failed call from a timer. When the connection is closed
 * before that timer fires (a shutdown while /readyz or a job start waits on an unreachable
 * Temporal), its new call throws "Channel has been shut down" from the timer: an uncaught
 * exception that would end the process. Placed after the retry interceptor, this one turns that
 * throw into the call's status, CANCELLED, which is not retried: the caller gets an error, and
 * the process goes on.
 */
export const closedChannelGuard: Interceptor = (options, nextCall) => {
  try {
    return new InterceptingCall(nextCall(options));
  } catch (err) {
    return new InterceptingCall(cancelledCall(err instanceof Error ? err.message : String(err)));
  }
};

/** A call that never reaches the network and ends at once with CANCELLED. */
function cancelledCall(details: string): NextCall {
  return {
    start(_metadata, listener) {
      setImmediate(() => listener?.onReceiveStatus?.({ code: status.CANCELLED, details, metadata: new Metadata() }));
    },
    cancelWithStatus() {},
    getPeer: () => '',
    sendMessageWithContext() {},
    sendMessage() {},
    startRead() {},
    halfClose() {},
    getAuthContext: () => null,
  };
}
