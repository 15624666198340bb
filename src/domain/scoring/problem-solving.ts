// problem_solving: how the candidate works a problem. Read from every candidate sentence, the
// same sentences the other dimensions read (speech.ts); a sentence that weighs two options counts
// here as a trade-off, and its claims are judged by technical_accuracy as well.
//   habits      (40%) method steps, trade-offs weighed, alternatives, risks or edge cases, and
//                     checks of the outcome, each counted in distinct sentences
//   soundness   (30%) reasoned, qualified claims against absolutes and one-sided assertions
//                     (soundness.ts): "X is faster but costs Y, so if ..." against "X is always
//                     best"
//   development (30%) mean words per answer (dimension.ts)
// When the interviewer asked no problem-type question, the dimension is not assessed (see
// score-interview.ts).

import { applyCriteria, criteriaFeedback } from './criteria';
import { ALTERNATIVE, APPROACH, EDGE_CASE, PROBLEM_QUESTION, TRADE_OFF, VERIFICATION, hasCue } from './cues';
import {
  development,
  diminishing,
  evidenceFactor,
  finalScore,
  scoreMake,
  MIN_WORDS,
  plural,
  sentencesOf,
  tooLittle,
  type DimensionResult,
} from './dimension';
import type { Criterion } from './rubric';
import { skillFinder, type SkillExtractor } from './skill-match';
import type { Soundness } from './soundness';
import { findHits, type Hit, type Speech } from './speech';
import { quoteAround, round1 } from './text';

export interface ProblemSolvingInput {
  speech: Speech;
  /** measureSoundness of every candidate sentence (shared with technical_accuracy). */
  sound: Soundness;
  /** Everything the interviewer said, to know whether problem solving was asked about. */
  interviewerText: string;
  criteria?: Criterion[];
  extractSkills?: SkillExtractor;
}

interface Habit {
  key: string;
  /** Singular and plural names for feedback. */
  one: string;
  many: string;
  cue: RegExp;
}

const HABITS: Habit[] = [
  { key: 'approach', one: 'method step', many: 'method steps', cue: APPROACH },
  { key: 'trade_off', one: 'trade-off', many: 'trade-offs', cue: TRADE_OFF },
  { key: 'alternative', one: 'alternative', many: 'alternatives', cue: ALTERNATIVE },
  { key: 'edge_case', one: 'risk or edge case', many: 'risks or edge cases', cue: EDGE_CASE },
  { key: 'verification', one: 'check', many: 'checks', cue: VERIFICATION },
];

export function scoreProblemSolving({
  speech,
  sound,
  interviewerText,
  criteria,
  extractSkills,
}: ProblemSolvingInput): DimensionResult {
  const found = HABITS.map((h) => ({ habit: h, hits: firstPerSentence(findHits(speech.all, h.cue)) }));
  // Per answer, each habit adds up to 1 (a half for its first sentence, a quarter for the
  // second, ...); the mean over answers has diminishing returns. A short answer that plans,
  // weighs and checks earns well, a long interview earns no more for repeating the same habits
  // in more answers, and no answer is expected to show all five.
  const perAnswer = new Map<number, Map<string, number>>();
  for (const { habit, hits } of found)
    for (const h of hits) {
      const m = perAnswer.get(h.sentence.turn) ?? new Map<string, number>();
      m.set(habit.key, (m.get(habit.key) ?? 0) + 1);
      perAnswer.set(h.sentence.turn, m);
    }
  let breadthSum = 0;
  for (const m of perAnswer.values()) for (const n of m.values()) breadthSum += 1 - 0.5 ** n;
  const answerCount = Math.max(1, speech.answerWords.length);
  const habits = diminishing(breadthSum / answerCount, 1.5);
  // Per substantive answer (acknowledgements such as "Okay." are not answers).
  const meanAnswer = speech.meanAnswerWords;

  const crit = applyCriteria(criteria, speech.allText, skillFinder(speech.allText, extractSkills).find);
  const parts = { habits, soundness: sound.value, development: development(meanAnswer) };
  const make = scoreMake(
    [
      [0.4, parts.habits],
      [0.3, parts.soundness],
      [0.3, parts.development],
    ],
    evidenceFactor(speech.allWords),
    crit,
  );
  const score = finalScore(make);

  const shown = found.filter((f) => f.hits.length > 0);
  const absent = found.filter((f) => f.hits.length === 0).map((f) => f.habit.many);
  // Whether problem solving was probed depends on the questions, not on the answers: otherwise an
  // answer that shows no method would escape the dimension that judges it. Without any
  // interviewer text (an unlabelled transcript) everything said is judged.
  const assessed =
    speech.allWords >= MIN_WORDS &&
    (interviewerText.trim() === '' || hasCue(interviewerText, PROBLEM_QUESTION) || (criteria?.length ?? 0) > 0);
  const oneSided = sound.absolutes[0];
  const feedback =
    tooLittle(speech.allWords) ??
    sentencesOf([
      shown.length
        ? 'Showed ' +
          shown
            .slice(0, 4)
            .map(
              ({ habit, hits }) =>
                `${plural(hits.length, habit.one, habit.many)} (${quoteAround(hits[0]!.sentence.text, hits[0]!.index)})`,
            )
            .join(', ') +
          '.'
        : 'No method, trade-off, alternative, risk or check was described.',
      absent.length > 0 && shown.length > 0 && `Not heard: ${absent.join(', ')}.`,
      oneSided &&
        `${plural(sound.absolutes.length, 'one-sided absolute claim')}, e.g. ${quoteAround(oneSided.sentence.text, oneSided.index)}.`,
      criteriaFeedback(crit),
    ]);

  const signals: Record<string, number> = {
    habits: round1(100 * habits) / 100,
    soundness: round1(100 * sound.value) / 100,
    mean_answer_words: round1(meanAnswer),
    criteria_bonus: round1(crit.bonus),
  };
  for (const { habit, hits } of found) signals[habit.key] = hits.length;
  return { score, make, feedback, assessed, parts, signals };
}

function firstPerSentence(hits: Hit[]): Hit[] {
  const seen = new Set<object>();
  return hits.filter((h) => {
    if (seen.has(h.sentence)) return false;
    seen.add(h.sentence);
    return true;
  });
}
