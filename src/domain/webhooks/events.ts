// R22: the events a webhook endpoint receives. Pure functions, no I/O.

export const EVENT_TYPES = ['job.completed', 'job.failed', 'webhook.test'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What an endpoint may list in `events`: `webhook.test` is sent on request to any endpoint. */
export const SUBSCRIBABLE_EVENT_TYPES = ['job.completed', 'job.failed'] as const satisfies readonly EventType[];
export type SubscribableEventType = (typeof SUBSCRIBABLE_EVENT_TYPES)[number];

/** `events: ["*"]`: every event type, those added later too. Stored as NULL. */
export const ALL_EVENTS = '*';

/** An endpoint's subscription: null is every event type. */
export type EventFilter = readonly SubscribableEventType[] | null;

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

export function isSubscribable(value: unknown): value is SubscribableEventType {
  return typeof value === 'string' && (SUBSCRIBABLE_EVENT_TYPES as readonly string[]).includes(value);
}

/** Whether an endpoint with this filter receives an event of this type. */
export function subscribes(filter: EventFilter, type: EventType): boolean {
  if (type === 'webhook.test') return true;
  return filter === null || filter.includes(type);
}

/**
 * A request's `events` to a filter, or the messages of what is wrong with it (400). Duplicates
 * fold; the list is kept in the catalogue's order, so equal subscriptions read the same.
 */
export function parseEventList(input: readonly unknown[]): { filter: EventFilter } | { problems: string[] } {
  if (input.length === 0) return { problems: ['events must list at least one event type, or be ["*"] for all'] };
  if (input.includes(ALL_EVENTS)) {
    return input.every((e) => e === ALL_EVENTS)
      ? { filter: null }
      : { problems: ['events: "*" (every event type) cannot be combined with other event types'] };
  }
  const problems: string[] = [];
  for (const [i, e] of input.entries()) {
    if (e === 'webhook.test') {
      problems.push(
        `events[${i}]: webhook.test is sent on request (POST .../test) to any endpoint and cannot be subscribed to`,
      );
    } else if (!isSubscribable(e)) {
      problems.push(
        `events[${i}]: ${typeof e === 'string' ? JSON.stringify(e.slice(0, 64)) : 'the value'} is not an event type; known: ${SUBSCRIBABLE_EVENT_TYPES.join(', ')}`,
      );
    }
  }
  if (problems.length > 0) return { problems };
  return { filter: SUBSCRIBABLE_EVENT_TYPES.filter((t) => input.includes(t)) };
}

/** The API's form: `["*"]` for every event type. */
export function eventListOf(filter: EventFilter): string[] {
  return filter === null ? [ALL_EVENTS] : [...filter];
}

/** Stored as a comma list, NULL for every event type; unknown stored entries are dropped. */
export function formatStoredEvents(filter: EventFilter): string | null {
  return filter === null ? null : filter.join(',');
}

export function parseStoredEvents(stored: string | null): EventFilter {
  if (stored === null || stored.trim() === '') return null;
  const listed = stored.split(',').map((s) => s.trim());
  return SUBSCRIBABLE_EVENT_TYPES.filter((t) => listed.includes(t));
}
