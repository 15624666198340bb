// The body of a webhook message: the Standard Webhooks envelope. Pure.
import type { EventType } from './events';

/**
 * `{"type", "timestamp", "data"}`, serialised once: the exact bytes are signed and sent on every
 * attempt, so a receiver that deduplicates by `webhook-id` always sees the same body.
 */
export function messageBody(type: EventType, at: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}
