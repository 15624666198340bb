// overall_score and recommendation (R21).

import { DEFAULT_PASS_MARK, DEFAULT_WEIGHTS, DIMENSIONS, type Dimension, type Rubric, type Weights } from './rubric';

export const ADVANCE = 'Advance to next round';
export const DO_NOT_ADVANCE = 'Do not advance';
export type Recommendation = typeof ADVANCE | typeof DO_NOT_ADVANCE;

/**
 * overall_score = round( (wT*T + wC*C + wP*P) / (wT + wC + wP) )
 * where T, C, P are the integer dimension scores and w* the rubric weights (1 each by
 * default). Math.round rounds .5 up. Using the published integer scores (not unrounded ones)
 * lets anyone recompute overall_score from the scorecard alone.
 */
export function overallScore(scores: Record<Dimension, number>, weights: Weights = DEFAULT_WEIGHTS): number {
  return weightedMean(scores, weights, DIMENSIONS);
}

/**
 * The rounded weighted mean of the scores of `dims` (at least one), clamped to 0-100: what
 * overall_score is over all three dimensions, and what a dimension that was not assessed takes
 * over the assessed ones (score-interview.ts, provider/scoring.ts).
 */
export function weightedMean(scores: Record<Dimension, number>, weights: Weights, dims: readonly Dimension[]): number {
  // Weights are relative: scaled by the largest first, so no product or sum can overflow (a
  // rubric stored before weights were capped at 100 may hold 1e308, which would make 5 score 100).
  // Weights that cannot be scaled count equally.
  const top = Math.max(...DIMENSIONS.map((d) => weights[d]));
  const scaled = top > 0 && Number.isFinite(top);
  let num = 0;
  let den = 0;
  for (const d of dims) {
    const w = scaled ? weights[d] / top : 1;
    num += w * scores[d];
    den += w;
  }
  // The rubric schema forbids all-zero weights, but those of `dims` may all be zero: then the
  // plain mean.
  const mean = den > 0 ? num / den : dims.reduce((s, d) => s + scores[d], 0) / dims.length;
  return Math.max(0, Math.min(100, Math.round(mean)));
}

/** Advance at or above the pass mark (70 by default), else do not. */
export function recommend(overall: number, passMark: number = DEFAULT_PASS_MARK): Recommendation {
  return overall >= passMark ? ADVANCE : DO_NOT_ADVANCE;
}

export function weightsOf(rubric: Rubric | null | undefined): Weights {
  return rubric?.weights ?? DEFAULT_WEIGHTS;
}

export function passMarkOf(rubric: Rubric | null | undefined): number {
  return rubric?.pass_mark ?? DEFAULT_PASS_MARK;
}
