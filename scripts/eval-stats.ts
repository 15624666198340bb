// Statistics for the eval commands: seeded stratified folds and percentile bootstrap intervals
// over per-query figures. Seeded so that every run reports the same numbers.

import { mulberry32 } from '../src/domain/random';

export interface QueryFigures {
  top1: number;
  mrr: number;
  ndcg5: number;
}
export type PerResume = QueryFigures[];
export type Interval = [number, number];

export const mean = (xs: readonly number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function summarise(runs: PerResume): QueryFigures {
  return {
    top1: mean(runs.map((r) => r.top1)),
    mrr: mean(runs.map((r) => r.mrr)),
    ndcg5: mean(runs.map((r) => r.ndcg5)),
  };
}

/** Fold of each item: within each stratum, a seeded shuffle dealt round the folds. */
export function stratifiedFolds(strata: readonly string[], k: number, seed: number): number[] {
  const next = mulberry32(seed);
  const by = new Map<string, number[]>();
  strata.forEach((s, i) => by.set(s, [...(by.get(s) ?? []), i]));
  const fold = new Array<number>(strata.length).fill(0);
  let deal = 0;
  for (const s of [...by.keys()].sort()) {
    const items = by.get(s)!;
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    // Continue the deal across strata so small strata do not all start at fold 0.
    for (const i of items) fold[i] = deal++ % k;
  }
  return fold;
}

function percentile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/** Percentile bootstrap 95% intervals of the three means, resampling queries; null for 0 resamples. */
export function interval(
  runs: PerResume,
  resamples: number,
  seed: number,
): Record<keyof QueryFigures, Interval> | null {
  if (resamples === 0 || runs.length === 0) return null;
  const next = mulberry32(seed);
  const n = runs.length;
  const draws: Record<keyof QueryFigures, number[]> = { top1: [], mrr: [], ndcg5: [] };
  for (let b = 0; b < resamples; b++) {
    let a = 0;
    let m = 0;
    let d = 0;
    for (let i = 0; i < n; i++) {
      const r = runs[Math.floor(next() * n)]!;
      a += r.top1;
      m += r.mrr;
      d += r.ndcg5;
    }
    draws.top1.push(a / n);
    draws.mrr.push(m / n);
    draws.ndcg5.push(d / n);
  }
  const ci = (xs: number[]): Interval => {
    xs.sort((x, y) => x - y);
    return [percentile(xs, 0.025), percentile(xs, 0.975)];
  };
  return { top1: ci(draws.top1), mrr: ci(draws.mrr), ndcg5: ci(draws.ndcg5) };
}
