// Shared shape and arithmetic of the three dimension scorers.
//
// Every part of a dimension is a smooth, monotone function of one counted feature with a round
// constant fixed in advance (x / (x + k), 1 / (1 + x / k), 1 - e^(-x / k)), never a threshold
// tuned on rated interviews: such constants cannot be fitted to one data set, so the score
// means the same thing on interviews it has never seen.

import { calibrate, SCALE, type Scale } from './calibration';
import type { CriteriaOutcome } from './criteria';
import { ramp } from './text';

export interface DimensionResult {
  /** Integer 0..100 (the imputed score when `assessed` is false, see score-interview.ts). */
  score: number;
  feedback: string;
  /** False when the transcript gives nothing to judge this dimension on. */
  assessed: boolean;
  /** The measured features behind the score (for tests, evaluation and debugging). */
  signals: Record<string, number>;
  /** The parts (each 0..1) the score is built from; unmeasurable parts are absent. */
  parts: Record<string, number>;
  /** How the score was made from the parts (for evaluation): see finalScore. */
  make: ScoreMake;
}

/** The inputs of finalScore's last step: quality (0..1), evidence (0..1) and criteria bonus (points). */
export interface ScoreMake {
  quality: number;
  evidence: number;
  bonus: number;
}

/** The named parts with a value, for DimensionResult.parts. */
export function partsOf(parts: Record<string, number | null>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(parts)) if (v !== null) out[k] = v;
  return out;
}

/** Below this many candidate words nothing is judged: no dimension is assessed and every score is 0. */
export const MIN_WORDS = 10;
/** From this many candidate words on, the amount of speech no longer caps a score. */
export const FULL_EVIDENCE_WORDS = 25;

/**
 * How much of a score the amount of candidate speech can support: nothing below 10 words, all
 * of it from 25 (a two-sentence answer). It only stops a few words from scoring high; answer
 * length itself is judged by `development`, so a short sound answer keeps a fair score.
 */
export function evidenceFactor(words: number): number {
  return ramp(words, MIN_WORDS, FULL_EVIDENCE_WORDS);
}

/**
 * Answer development: how far the typical answer is taken, from the mean words per answer.
 * x / (x + 50): a 50-word answer earns half, 150 words three quarters, and more always helps a
 * little less. Longer, developed answers are what raters of spoken interviews reward most
 * consistently (speaking amount is among the strongest predictors in Naim et al., 2015).
 */
export function development(meanAnswerWords: number): number {
  return saturating(meanAnswerWords, 50);
}

/** x / (x + k): 0 at 0, one half at k, rising ever more slowly towards 1. */
export function saturating(x: number, k: number): number {
  return x <= 0 ? 0 : x / (x + k);
}

/** 1 / (1 + x / k): 1 at 0, one half at k, falling ever more slowly towards 0. */
export function decaying(x: number, k: number): number {
  return x <= 0 ? 1 : 1 / (1 + x / k);
}

/** 1 - e^(-x / k): diminishing returns on counts of distinct evidence. */
export function diminishing(x: number, k: number): number {
  return x <= 0 ? 0 : 1 - Math.exp(-x / k);
}

/** Feedback when the candidate said too little for a dimension to be judged, else null. */
export function tooLittle(words: number): string | null {
  return words < MIN_WORDS
    ? `Too little candidate speech to judge (${Math.round(words)} word${Math.round(words) === 1 ? '' : 's'}).`
    : null;
}

/**
 * The quality of an answer: the weighted mean of its parts (each 0..1). A part that cannot be
 * measured (null) is left out and the others are re-weighted.
 */
export function scoreMake(
  parts: Array<[weight: number, value: number | null]>,
  evidence: number,
  criteria: CriteriaOutcome,
): ScoreMake {
  const known = parts.filter((p): p is [number, number] => p[1] !== null);
  const total = known.reduce((s, [w]) => s + w, 0);
  const quality = total > 0 ? known.reduce((s, [w, v]) => s + w * v, 0) / total : 0;
  return { quality, evidence, bonus: criteria.bonus };
}

/**
 * Final dimension score: the calibrated quality (calibration.ts) plus the rubric bonus, scaled
 * by the evidence factor (so criteria cannot rescue silence), rounded and clamped to 0..100.
 * The bonus is added after calibration, so a rubric criterion is worth the points the rubric
 * schema promises (at most 20) wherever the candidate stands on the scale.
 */
export function finalScore({ quality, evidence, bonus }: ScoreMake, scale: Scale = SCALE): number {
  const raw = evidence * (calibrate(quality, scale) + bonus);
  return Math.max(0, Math.min(100, Math.round(raw)));
}

/** "3 filler words" / "1 filler word". */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** Joins non-empty sentences into one feedback string. */
export function sentencesOf(parts: Array<string | false | null | undefined>): string {
  return parts.filter((p): p is string => Boolean(p)).join(' ');
}
