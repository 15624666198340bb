// What eval:score reports about the verdict beside Spearman: how far the "Advance" set agrees
// with the interviews people rated highest, how widely scores spread, which signals keep their
// direction across halves of the data, and how the scale's two constants fare when chosen on
// training folds instead of fixed in advance.

import { SCALE, type Scale } from '../src/domain/scoring/calibration';
import { overallScore, weightedMean } from '../src/domain/scoring/composite';
import { finalScore, type ScoreMake } from '../src/domain/scoring/dimension';
import { DEFAULT_PASS_MARK, DEFAULT_WEIGHTS, DIMENSIONS, type Dimension } from '../src/domain/scoring/rubric';
import { spearman } from '../src/domain/scoring/spearman';

/** People's top group: a mean rating of 5.5 of 7 or higher. */
export const TOP_RATING = 5.5;

export interface Agreement {
  advanced: number;
  top: number;
  both: number;
  precision: number;
  recall: number;
}

/** Precision and recall of "score ≥ pass mark" against "rating ≥ 5.5". */
export function advanceAgreement(
  scores: readonly number[],
  ratings: readonly number[],
  passMark = DEFAULT_PASS_MARK,
): Agreement {
  let advanced = 0;
  let top = 0;
  let both = 0;
  scores.forEach((s, i) => {
    const a = s >= passMark;
    const t = ratings[i]! >= TOP_RATING;
    if (a) advanced++;
    if (t) top++;
    if (a && t) both++;
  });
  return {
    advanced,
    top,
    both,
    precision: advanced ? both / advanced : Number.NaN,
    recall: top ? both / top : Number.NaN,
  };
}

/** Nearest-rank percentile (p in 0..1) of a sample. */
export function percentile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

export interface ScoredInterview {
  makes: Record<Dimension, ScoreMake>;
  assessed: Record<Dimension, boolean>;
}

/** overall_score as the engine would publish it on another scale (imputation as score-interview.ts). */
export function overallOn(a: ScoredInterview, scale: Scale): number {
  const scores = {} as Record<Dimension, number>;
  for (const d of DIMENSIONS) scores[d] = finalScore(a.makes[d], scale);
  const assessed = DIMENSIONS.filter((d) => a.assessed[d]);
  if (assessed.length > 0 && assessed.length < DIMENSIONS.length) {
    const m = weightedMean(scores, DEFAULT_WEIGHTS, assessed);
    for (const d of DIMENSIONS) if (!a.assessed[d]) scores[d] = m;
  }
  return overallScore(scores, DEFAULT_WEIGHTS);
}

/** The grid a training fold chooses the scale from: centres 40-70 and widths 5-20. */
export const SCALE_GRID: Scale[] = [40, 45, 50, 55, 60, 65, 70].flatMap((centre) =>
  [5, 7.5, 10, 12.5, 15, 20].map((width) => ({ centre, width })),
);

/**
 * The scale the data would choose: the best F1 of advance against the top group, ties to the
 * widest spread between the 10th and 90th percentiles, then to the shipped scale.
 */
export function chooseScale(items: readonly ScoredInterview[], ratings: readonly number[]): Scale {
  let best = SCALE;
  let bestKey = [-1, -1, -1];
  for (const scale of SCALE_GRID) {
    const scores = items.map((a) => overallOn(a, scale));
    const g = advanceAgreement(scores, ratings);
    const f1 = g.both === 0 ? 0 : (2 * g.precision * g.recall) / (g.precision + g.recall);
    const key = [
      Math.round(f1 * 1000),
      percentile(scores, 0.9) - percentile(scores, 0.1) >= 25 ? 1 : 0,
      -Math.abs(scale.centre - SCALE.centre) - Math.abs(scale.width - SCALE.width),
    ];
    if (
      key[0]! > bestKey[0]! ||
      (key[0] === bestKey[0] && (key[1]! > bestKey[1]! || (key[1] === bestKey[1] && key[2]! > bestKey[2]!)))
    ) {
      best = scale;
      bestKey = key;
    }
  }
  return best;
}

/**
 * Held-out overall scores: each fold scored on the scale chosen on the other folds, with the
 * scale each fold chose.
 */
export function crossValidatedScale(
  items: readonly ScoredInterview[],
  ratings: readonly number[],
  fold: readonly number[],
  k: number,
): { scores: number[]; chosen: Scale[] } {
  const scores = new Array<number>(items.length).fill(0);
  const chosen: Scale[] = [];
  for (let f = 0; f < k; f++) {
    const train = items.map((_, i) => i).filter((i) => fold[i] !== f);
    const scale = chooseScale(
      train.map((i) => items[i]!),
      train.map((i) => ratings[i]!),
    );
    chosen.push(scale);
    items.forEach((a, i) => {
      if (fold[i] === f) scores[i] = overallOn(a, scale);
    });
  }
  return { scores, chosen };
}

export interface SignStability {
  name: string;
  a: number;
  b: number;
  /** Both halves measurable and of opposite sign. */
  flips: boolean;
}

/** Spearman of every signal with the ratings on each half, and whether its sign flips. */
export function signStability(
  signals: Record<string, readonly number[]>,
  ratings: readonly number[],
  inA: readonly boolean[],
): SignStability[] {
  const half = (xs: readonly number[], keep: boolean) =>
    spearman(
      xs.filter((_, i) => inA[i] === keep),
      ratings.filter((_, i) => inA[i] === keep),
    );
  return Object.entries(signals).map(([name, xs]) => {
    const a = half(xs, true);
    const b = half(xs, false);
    return { name, a, b, flips: !Number.isNaN(a) && !Number.isNaN(b) && Math.sign(a) * Math.sign(b) < 0 };
  });
}
