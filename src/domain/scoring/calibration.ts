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
// Two round constants. CENTRE 55 is where the saturating parts put an answer that is typical on
// every count and a little better on one (half of every part is 50; a typical answer is not a
// failing one), so it maps to 50. WIDTH 10 makes one tenth of q (one part going from typical to
// clearly good) worth about 25 points near the centre: 70 is reached at q = 0.635, and the
// curve flattens towards 0 and 100 so neither end piles up at a clamp. The curve is monotone, so
// the order of candidates, and every correlation with ratings, is the order of q.
// docs/evaluation.md reports these constants beside ones chosen by cross-validation.

export interface Scale {
  centre: number;
  width: number;
}

export const SCALE: Scale = { centre: 50, width: 12.5 };

/** The published score (0..100, unrounded) of a quality q in 0..1. */
export function calibrate(quality: number, scale: Scale = SCALE): number {
  return 100 / (1 + Math.exp(-(100 * quality - scale.centre) / scale.width));
}
