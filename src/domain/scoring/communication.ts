// communication: can the candidate be followed easily? Read from the core pool (no trade-off
// sentences, see speech.ts).
//   fluency     (30%) hesitations (um, uh) and stutters per 100 words, plus filler "like",
//                     "you know", "I mean" at half weight; few answers opening with "um"
//   development (25%) typical (median) answer long enough to develop a point, no monologues
//   structure   (15%) situation-task-action-result answers and concrete examples
//   composure   (10%) few apologies or stalls ("sorry", "let me think"), no swearing, no running
//                     oneself down
//   vocabulary  (10%) varied wording (moving-average type-token ratio)
//   clarity     (10%) sentences of readable length
// Fluency and development carry most weight because listeners' overall impressions of spoken
// answers follow them most closely.

import { applyCriteria, criteriaFeedback } from './criteria';
import {
  EXAMPLE,
  FILLER_LIKE,
  FILLER_PHRASE,
  HESITATION,
  PROFANITY,
  SELF_DEPRECATION,
  STALLING,
  STAR_ACTION,
  STAR_RESULT,
  STAR_SITUATION,
  STAR_TASK,
} from './cues';
import { evidenceFactor, finalScore, plural, sentencesOf, tooLittle, type DimensionResult } from './dimension';
import type { Criterion } from './rubric';
import { skillFinder, type SkillExtractor } from './skill-match';
import { findHits, type Hit, type Speech } from './speech';
import { quoteAround, ramp, round1 } from './text';

// Answers shorter than this are replies, not answers: STAR structure is not expected of them.
const SUBSTANTIVE_ANSWER_WORDS = 25;

// An answer's first words are a hesitation ("Um, so...", "Well uh...").
const HESITANT_OPENING = /^\W{0,9}(?:(?:so|well|okay|ok|and|yeah|oh)\W{1,9})?(?:u{1,6}h{0,6}m{1,6}|u{1,6}h{1,6}|a{1,6}h{1,6}|h{1,6}m{1,6}|e{1,6}r{1,6}m{0,6})(?![\p{L}\p{N}])/iu;

// "I I", "the the": a word repeated straight away, with only spaces between, is a false start.
// Found by a linear word scan: a back-reference regex costs ~20 steps per character on text
// without spaces.
const WORD = /[\p{L}\p{N}']+/gu;

function stutters(pool: Speech['core']): Hit[] {
  const hits: Hit[] = [];
  for (const sentence of pool) {
    const text = sentence.text;
    let prev = '';
    let prevEnd = -1;
    WORD.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = WORD.exec(text)) !== null) {
      const w = m[0].toLowerCase();
      if (w === prev && /^\s+$/.test(text.slice(prevEnd, m.index))) hits.push({ sentence, index: prevEnd - w.length, match: w });
      prev = w;
      prevEnd = m.index + m[0].length;
    }
  }
  return hits;
}

export interface CommunicationInput {
  speech: Speech;
  criteria?: Criterion[];
  extractSkills?: SkillExtractor;
}

export function scoreCommunication({ speech, criteria, extractSkills }: CommunicationInput): DimensionResult {
  const pool = speech.core;
  const words = Math.max(1, speech.coreWords);

  const hesitations = findHits(pool, HESITATION);
  const phrases = [...findHits(pool, FILLER_LIKE), ...findHits(pool, FILLER_PHRASE)];
  const falseStarts = stutters(pool);
  const fillerCount = hesitations.length + falseStarts.length + phrases.length;
  const fillerPer100 = (100 * (hesitations.length + falseStarts.length + 0.5 * phrases.length)) / words;
  // Opening an answer with a hesitation is the moment a listener notices most.
  const hesitantOpenings = speech.openings.filter((o) => HESITANT_OPENING.test(o)).length;
  const hesitantShare = speech.openings.length ? hesitantOpenings / speech.openings.length : 0;
  const fluency = 0.75 * (1 - ramp(fillerPer100, 1, 9)) + 0.25 * (1 - ramp(hesitantShare, 0.1, 0.6));
  const fillerExample = hesitations[0] ?? phrases[0] ?? falseStarts[0];

  // The median answer, so one long story does not hide many one-line replies. Credit grows
  // with the logarithm of length (10 -> 120 words): going from 10 to 40 words matters more than
  // from 90 to 120. Past a 300-word median, answers read as monologues.
  const turns = speech.coreTurnWords;
  const medianAnswer = median(turns);
  const development =
    ramp(Math.log(Math.max(1, medianAnswer)), Math.log(10), Math.log(120)) * (1 - 0.3 * ramp(medianAnswer, 300, 600));

  const { structured, substantive, example: starExample } = starAnswers(speech);
  const examples = findHits(pool, EXAMPLE);
  const structure = 0.6 * ramp(structured, 0, 2) + 0.4 * ramp(examples.length, 0, 2);

  const stalls = [...findHits(pool, STALLING), ...findHits(pool, SELF_DEPRECATION)];
  const swearing = findHits(pool, PROFANITY);
  const composure = 1 - ramp((100 * (stalls.length + 2 * swearing.length)) / words, 0, 0.8);

  // Moving-average type-token ratio over 50-word windows: unlike a plain ratio, it does not
  // fall just because the candidate talked longer.
  const variety = movingTypeTokenRatio(pool.flatMap((s) => s.tokens), 50);
  const vocabulary = ramp(variety, 0.68, 0.82);

  // Transcribed speech runs to longer sentences than prose; only fragments and run-ons hurt.
  const meanSentence = pool.length ? speech.coreWords / pool.length : 0;
  const clarity = meanSentence <= 30 ? ramp(meanSentence, 3, 8) : 1 - ramp(meanSentence, 30, 60);

  const crit = applyCriteria(criteria, speech.coreText, skillFinder(speech.coreText, extractSkills).find);
  const score = finalScore(
    [
      [0.3, fluency],
      [0.25, development],
      [0.15, structure],
      [0.1, composure],
      [0.1, vocabulary],
      [0.1, clarity],
    ],
    evidenceFactor(speech.coreWords),
    crit,
  );

  const feedback =
    tooLittle(speech.coreWords) ??
    sentencesOf([
      fillerCount === 0
        ? `No filler words or false starts in ${Math.round(words)} words.`
        : `${plural(fillerCount, 'filler word or false start', 'filler words or false starts')} in ${Math.round(words)} words (${round1(fillerPer100)} per 100, "like"/"you know" counted half)` +
          (fillerExample ? `, e.g. ${quoteAround(fillerExample.sentence.text, fillerExample.index)}.` : '.'),
      `Typical answer: ${Math.round(medianAnswer)} words (median of ${plural(turns.length, 'answer')}).`,
      substantive > 0 &&
        `${structured} of ${plural(substantive, 'substantive answer')} set out situation, action and result` +
          (starExample ? `, e.g. ${starExample}.` : '.'),
      examples.length > 0
        ? `${plural(examples.length, 'concrete example')} signposted, e.g. ${quoteAround(examples[0]!.sentence.text, examples[0]!.index)}.`
        : 'No example was signposted ("for example", "one time").',
      hesitantOpenings > 1 && `${hesitantOpenings} of ${plural(speech.openings.length, 'answer')} opened with a hesitation.`,
      swearing.length > 0 && `Out-of-register language: ${quoteAround(swearing[0]!.sentence.text, swearing[0]!.index)}.`,
      stalls.length > 0 && `${plural(stalls.length, 'apology or stall', 'apologies or stalls')}, e.g. ${quoteAround(stalls[0]!.sentence.text, stalls[0]!.index)}.`,
      (meanSentence > 35 || (meanSentence > 0 && meanSentence < 5)) && `Sentences average ${Math.round(meanSentence)} words.`,
      criteriaFeedback(crit),
    ]);

  return {
    score,
    feedback,
    signals: {
      filler_per_100: round1(fillerPer100),
      median_answer_words: round1(medianAnswer),
      structured_answers: structured,
      examples: examples.length,
      stalls: stalls.length,
      swearing: swearing.length,
      hesitant_openings: round1(hesitantShare),
      vocabulary: Math.round(variety * 1000) / 1000,
      mean_sentence_words: round1(meanSentence),
      criteria_bonus: round1(crit.bonus),
    },
  };
}

/** Answers that set a situation (or task), say what was done, and what came of it. */
function starAnswers(speech: Speech): { structured: number; substantive: number; example: string | null } {
  const byTurn = new Map<number, typeof speech.core>();
  for (const s of speech.core) {
    const list = byTurn.get(s.turn);
    if (list) list.push(s);
    else byTurn.set(s.turn, [s]);
  }
  let structured = 0;
  let substantive = 0;
  let example: string | null = null;
  for (const answer of byTurn.values()) {
    if (answer.reduce((n, s) => n + s.words, 0) < SUBSTANTIVE_ANSWER_WORDS) continue;
    substantive++;
    // The task is often implied by the situation, so it may stand in for it.
    const [situation, task, action, result] = [STAR_SITUATION, STAR_TASK, STAR_ACTION, STAR_RESULT].map((re) => findHits(answer, re)[0]);
    if ((situation || task) && action && result) {
      structured++;
      example ??= quoteAround(result.sentence.text, result.index);
    }
  }
  return { structured, substantive, example };
}

function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Mean share of distinct tokens in every window of `size` tokens (whole text if shorter). */
function movingTypeTokenRatio(toks: string[], size: number): number {
  if (toks.length === 0) return 0;
  if (toks.length < size) return new Set(toks).size / toks.length;
  const counts = new Map<string, number>();
  let distinct = 0;
  let total = 0;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const c = (counts.get(t) ?? 0) + 1;
    counts.set(t, c);
    if (c === 1) distinct++;
    if (i >= size) {
      const old = toks[i - size]!;
      const oc = counts.get(old)! - 1;
      counts.set(old, oc);
      if (oc === 0) distinct--;
    }
    if (i >= size - 1) total += distinct / size;
  }
  return total / (toks.length - size + 1);
}
