// Ranking-quality metrics for the match evaluation (binary relevance).

/** 1 when the first ranked id is relevant, else 0. */
export function top1(ranked: readonly string[], relevant: ReadonlySet<string>): number {
  return ranked.length > 0 && relevant.has(ranked[0]!) ? 1 : 0;
}

/** 1 / rank of the first relevant id (1-based), 0 when none is ranked. */
export function reciprocalRank(ranked: readonly string[], relevant: ReadonlySet<string>): number {
  for (let i = 0; i < ranked.length; i++) if (relevant.has(ranked[i]!)) return 1 / (i + 1);
  return 0;
}

/** NDCG@k with binary gains: DCG of the ranking over the DCG of an ideal one. */
export function ndcgAt(k: number, ranked: readonly string[], relevant: ReadonlySet<string>): number {
  let dcg = 0;
  for (let i = 0; i < Math.min(k, ranked.length); i++) if (relevant.has(ranked[i]!)) dcg += 1 / Math.log2(i + 2);
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return ideal > 0 ? dcg / ideal : 0;
}

export interface MetricSummary {
  top1: number;
  mrr: number;
  ndcg5: number;
  n: number;
}

/** Means of top-1, MRR and NDCG@5 over queries. */
export function summarize(
  runs: ReadonlyArray<{ ranked: readonly string[]; relevant: ReadonlySet<string> }>,
): MetricSummary {
  const n = runs.length;
  if (n === 0) return { top1: 0, mrr: 0, ndcg5: 0, n: 0 };
  let a = 0;
  let b = 0;
  let c = 0;
  for (const r of runs) {
    a += top1(r.ranked, r.relevant);
    b += reciprocalRank(r.ranked, r.relevant);
    c += ndcgAt(5, r.ranked, r.relevant);
  }
  return { top1: a / n, mrr: b / n, ndcg5: c / n, n };
}
