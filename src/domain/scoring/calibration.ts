// From an answer's measured quality to the published 0-100 scale.
//
// Every part of a dimension is a saturating function with its half-way point at a typical amount
// (dimension.ts), so the weighted mean of the parts, the quality q, bunches in the middle: a
// strong interview and a weak one differ by 0.15-0.25 of q, which on a plain 0-100 scale left
// almost every candidate between 40 and 75 and the pass mark of 70 out of reach. The published
// score stretches q around its centre with a logistic curve:
//
//   score = 100 / (1 + e^(-(100q - CENTRE) / WIDTH))
//
// Two round constants. CENTRE 50 is where an answer sits that is typical on every count: each
// part is one half at its typical amount, so q = 0.5 is the typical answer and maps to 50.
// WIDTH 12.5 gives the curve a slope of 2 at its centre (100 / (4 × 12.5)): differences in
// quality count twice what a plain 0-100 reading gave them, 70 is reached at q = 0.61, and the
// curve flattens towards 0 and 100 so neither end piles up at a clamp. The curve is monotone,
// so the order of candidates, and every correlation with ratings, is the order of q.
// docs/evaluation.md reports the verdicts on these constants beside those of constants chosen on
// training folds by cross-validation.

export interface Scale {
  centre: number;
  width: number;
}

export const SCALE: Scale = { centre: 50, width: 12.5 };

/** The published score (0..100, unrounded) of a quality q in 0..1. */
export function calibrate(quality: number, scale: Scale = SCALE): number {
  return 100 / (1 + Math.exp(-(100 * quality - scale.centre) / scale.width));
}
