import { STATUS_CLASSES, type StatusClass } from './status-class';

export interface UsageEntry {
  date: string;
  key_id: string;
  endpoint: string;
  status_class: StatusClass;
  count: number;
}

export type ClassTotals = Record<StatusClass, number>;

export interface UsageDay {
  date: string;
  total: number;
  byClass: ClassTotals;
}

export interface UsageSummary {
  /** Every day of the range, oldest first, days without requests included (a chart shows the gaps). */
  days: UsageDay[];
  byClass: ClassTotals;
  byEndpoint: Array<{ endpoint: string; total: number }>;
  total: number;
}

const zero = (): ClassTotals => Object.fromEntries(STATUS_CLASSES.map((c) => [c, 0])) as ClassTotals;

/** Per-day and overall totals of usage entries over the inclusive range from..to (YYYY-MM-DD). */
export function summarizeUsage(entries: readonly UsageEntry[], from: string, to: string): UsageSummary {
  const days = new Map<string, UsageDay>();
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.set(date, { date, total: 0, byClass: zero() });
  }
  const byClass = zero();
  const byEndpoint = new Map<string, number>();
  let total = 0;
  for (const e of entries) {
    const day = days.get(e.date);
    if (!day) continue;
    day.total += e.count;
    day.byClass[e.status_class] += e.count;
    byClass[e.status_class] += e.count;
    byEndpoint.set(e.endpoint, (byEndpoint.get(e.endpoint) ?? 0) + e.count);
    total += e.count;
  }
  return {
    days: [...days.values()],
    byClass,
    byEndpoint: [...byEndpoint]
      .map(([endpoint, n]) => ({ endpoint, total: n }))
      .sort((a, b) => b.total - a.total || a.endpoint.localeCompare(b.endpoint)),
    total,
  };
}
