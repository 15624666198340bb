// Spearman rank correlation, used to check that interview scores order candidates the way
// human raters do. Ties get the average of the ranks they span, and the coefficient is the
// Pearson correlation of those ranks (exact with ties, unlike the 1 - 6*sum(d^2) shortcut).

/** 1-based ranks; tied values share the mean of their positions. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v || a.i - b.i);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.v === order[start]!.v) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]!.i] = rank;
    start = end + 1;
  }
  return ranks;
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? NaN : sxy / Math.sqrt(sxx * syy);
}

/**
 * Spearman's rho of two equally long series. NaN when it is undefined: fewer than two pairs,
 * or one series constant. Throws on unequal lengths or non-finite values.
 */
export function spearman(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length) throw new Error(`spearman: series differ in length (${x.length} vs ${y.length})`);
  if ([...x, ...y].some((v) => !Number.isFinite(v))) throw new Error('spearman: values must be finite numbers');
  if (x.length < 2) return NaN;
  return pearson(averageRanks(x), averageRanks(y));
}
