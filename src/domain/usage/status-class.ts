/** How usage groups answers: 429 apart from the other 4xx, since it is the window's refusal. */
export const STATUS_CLASSES = ['2xx', '4xx', '429', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export function statusClassOf(status: number): StatusClass {
  if (status === 429) return '429';
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  return '2xx';
}

/** The UTC day (YYYY-MM-DD) an instant falls on: usage is counted per UTC day. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
