// problem_solving: how the candidate works a problem. Read from all candidate sentences,
// trade-off sentences included (they are routed here only, see speech.ts).
//   approach     (30%) ordered steps, planning, root cause, "I would..."
//   trade-offs   (25%) weighing options against each other
//   alternatives (15%) naming other ways to do it
//   edge cases   (15%) anticipating risks and failure
//   verification (15%) testing, checking, measuring the outcome
// Each part counts distinct sentences showing the habit, so repeating one phrase does not pay.

import { applyCriteria, criteriaFeedback } from './criteria';
import { ALTERNATIVE, APPROACH, EDGE_CASE, TRADE_OFF, VERIFICATION } from './cues';
import { evidenceFactor, finalScore, plural, sentencesOf, tooLittle, type DimensionResult } from './dimension';
import type { Criterion } from './rubric';
import { skillFinder, type SkillExtractor } from './skill-match';
import { findHits, type Hit, type Speech } from './speech';
import { quoteAround, ramp, round1 } from './text';

export interface ProblemSolvingInput {
  speech: Speech;
  criteria?: Criterion[];
  extractSkills?: SkillExtractor;
}

interface Habit {
  key: string;
  /** Singular and plural names for feedback. */
  one: string;
  many: string;
  weight: number;
  /** Distinct sentences needed for full marks on this part. */
  full: number;
  cue: RegExp;
}

const HABITS: Habit[] = [
  { key: 'approach', one: 'method step', many: 'method steps', weight: 0.3, full: 4, cue: APPROACH },
  { key: 'trade_off', one: 'trade-off', many: 'trade-offs', weight: 0.25, full: 2, cue: TRADE_OFF },
  { key: 'alternative', one: 'alternative', many: 'alternatives', weight: 0.15, full: 2, cue: ALTERNATIVE },
  { key: 'edge_case', one: 'risk or edge case', many: 'risks or edge cases', weight: 0.15, full: 2, cue: EDGE_CASE },
  { key: 'verification', one: 'check', many: 'checks', weight: 0.15, full: 2, cue: VERIFICATION },
];

export function scoreProblemSolving({ speech, criteria, extractSkills }: ProblemSolvingInput): DimensionResult {
  const found = HABITS.map((h) => ({ habit: h, hits: firstPerSentence(findHits(speech.all, h.cue)) }));
  const crit = applyCriteria(criteria, speech.allText, skillFinder(speech.allText, extractSkills).find);
  const score = finalScore(
    found.map(({ habit, hits }) => [habit.weight, ramp(hits.length, 0, habit.full)]),
    evidenceFactor(speech.allWords),
    crit,
  );

  const shown = found.filter((f) => f.hits.length > 0);
  const absent = found.filter((f) => f.hits.length === 0).map((f) => f.habit.many);
  const feedback =
    tooLittle(speech.allWords) ??
    sentencesOf([
      shown.length
        ? 'Showed ' +
          shown
            .slice(0, 4)
            .map(({ habit, hits }) => `${plural(hits.length, habit.one, habit.many)} (${quoteAround(hits[0]!.sentence.text, hits[0]!.index)})`)
            .join(', ') +
          '.'
        : 'No method, trade-off, alternative, risk or check was described.',
      absent.length > 0 && shown.length > 0 && `Not shown: ${absent.join(', ')}.`,
      criteriaFeedback(crit),
    ]);

  const signals: Record<string, number> = { criteria_bonus: round1(crit.bonus) };
  for (const { habit, hits } of found) signals[habit.key] = hits.length;
  return { score, feedback, signals };
}

function firstPerSentence(hits: Hit[]): Hit[] {
  const seen = new Set<object>();
  return hits.filter((h) => (seen.has(h.sentence) ? false : (seen.add(h.sentence), true)));
}
