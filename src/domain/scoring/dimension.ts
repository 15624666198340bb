// Shared shape and arithmetic of the three dimension scorers.

import type { CriteriaOutcome } from './criteria';
import { ramp } from './text';

export interface DimensionResult {
  /** Integer 0..100. */
  score: number;
  feedback: string;
  /** The measured features behind the score (for tests, evaluation and debugging). */
  signals: Record<string, number>;
}

/**
 * How much of a full score the amount of candidate speech can support: nothing below 10 words,
 * full from 120 words. A candidate who says almost nothing cannot score well on anything,
 * however clean those few words are.
 */
export function evidenceFactor(words: number): number {
  return ramp(words, MIN_WORDS, 120);
}

export const MIN_WORDS = 10;

/** Feedback when the candidate said too little for a dimension to be judged, else null. */
export function tooLittle(words: number): string | null {
  return words < MIN_WORDS
    ? `Too little candidate speech to judge (${Math.round(words)} word${Math.round(words) === 1 ? '' : 's'}).`
    : null;
}

/**
 * Final dimension score: the weighted mean of the parts (each 0..1) scaled by the
 * evidence factor, plus the rubric bonus (also scaled, so criteria cannot rescue silence),
 * rounded and clamped to 0..100.
 */
export function finalScore(
  parts: Array<[weight: number, value: number | null]>,
  evidence: number,
  criteria: CriteriaOutcome,
): number {
  // A part that cannot be measured (null) is left out and the others are re-weighted.
  const known = parts.filter((p): p is [number, number] => p[1] !== null);
  const total = known.reduce((s, [w]) => s + w, 0);
  const base = total > 0 ? known.reduce((s, [w, v]) => s + w * v, 0) / total : 0;
  const raw = evidence * (100 * base + criteria.bonus);
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
