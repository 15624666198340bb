import { Context } from '@temporalio/activity';

/**
 * Heartbeats every second while `fn` waits (a download, a model call), so Temporal notices a dead
 * worker within the activity's heartbeat timeout and runs the attempt again elsewhere.
 */
export async function withHeartbeat<T>(fn: () => Promise<T>): Promise<T> {
  const beat = setInterval(() => Context.current().heartbeat(), 1_000);
  try {
    return await fn();
  } finally {
    clearInterval(beat);
  }
}
