// The scorecard's one-paragraph narrative: who was scored, on how much speech, what stood out,
// the verdict against the pass mark, and any caveat about reading the transcript.

import type { Recommendation } from './composite';
import { MIN_WORDS } from './dimension';
import type { Dimension } from './rubric';
import type { ParsedTranscript } from './transcript';

/** Each dimension's name in prose. */
export const LABEL: Record<Dimension, string> = {
  technical_accuracy: 'technical accuracy',
  communication: 'communication',
  problem_solving: 'problem solving',
};

export interface SummaryInput {
  role: string;
  parsed: ParsedTranscript;
  answers: number;
  words: number;
  scores: Record<Dimension, number>;
  /** Dimensions the transcript did not cover (their score is imputed, see score-interview.ts). */
  notAssessed: Dimension[];
  overall: number;
  passMark: number;
  recommendation: Recommendation;
  rubricName: string | null;
}

export function buildSummary(s: SummaryInput): string {
  const role = s.role.trim().replace(/\s+/g, ' ').slice(0, 120);
  const assessed = (Object.keys(s.scores) as Dimension[]).filter((d) => !s.notAssessed.includes(d));
  const ranked = (assessed.length ? assessed : (Object.keys(s.scores) as Dimension[])).sort(
    (a, b) => s.scores[b] - s.scores[a],
  );
  const best = ranked[0]!;
  const worst = ranked[ranked.length - 1]!;
  // Never by name: a name says nothing about the interview and is a proxy for protected
  // attributes. parseTranscript's note still says which label was read how.
  const who = 'The candidate';
  const parts: string[] = [];

  if (s.words < MIN_WORDS) {
    parts.push(
      `${who} for the ${role} role said too little to assess (${Math.round(s.words)} words), so every dimension scores near zero.`,
    );
  } else {
    parts.push(
      `${who} for the ${role} role gave ${s.answers} answer${s.answers === 1 ? '' : 's'} totalling about ${Math.round(s.words)} words.`,
    );
    parts.push(
      ranked.length === 1
        ? `Assessed on ${LABEL[best]} only (${s.scores[best]}).`
        : s.scores[best] === s.scores[worst]
          ? `All ${ranked.length === 3 ? 'three' : 'assessed'} dimensions scored ${s.scores[best]}.`
          : `Strongest dimension: ${LABEL[best]} (${s.scores[best]}); weakest: ${LABEL[worst]} (${s.scores[worst]}).`,
    );
  }
  if (s.notAssessed.length)
    parts.push(`Not assessed (the interview did not cover it): ${s.notAssessed.map((d) => LABEL[d]).join(' and ')}.`);
  parts.push(
    `Overall ${s.overall}/100 against a pass mark of ${s.passMark}${s.rubricName ? ` (rubric "${s.rubricName}")` : ''}: ${s.recommendation.toLowerCase()}.`,
  );
  if (s.parsed.note) parts.push(`Confidence is reduced: ${s.parsed.note}.`);
  return parts.join(' ');
}
