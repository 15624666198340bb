// communication: can the candidate be followed easily? Read from everything the candidate said:
// a sentence that weighs two options is still speech a listener has to follow.
//   fluency     (35%) hesitations (um, uh) and false starts per 100 words, filler "like",
//                     "you know", "I mean" at half weight: 1 / (1 + rate / 5)
//   development (25%) mean words per answer (dimension.ts)
//   vocabulary  (15%) varied wording (moving-average type-token ratio over 50 words)
//   structure   (15%) stories told in order (situation, then action, then result), signposted
//                     examples, and sentences short enough to follow
//   composure   (10%) few apologies or stalls ("sorry", "let me think"), no swearing, no running
//                     oneself down
// Fluency, speaking amount and varied wording are the lexical features that predict ratings of
// interview performance best (Naim et al., 2015, on the MIT mock-interview recordings).

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
  matchCue,
} from './cues';
import {
  decaying,
  development,
  diminishing,
  evidenceFactor,
  finalScore,
  scoreMake,
  MIN_WORDS,
  partsOf,
  plural,
  sentencesOf,
  tooLittle,
  type DimensionResult,
} from './dimension';
import type { Criterion } from './rubric';
import { skillFinder, type SkillExtractor } from './skill-match';
import { findHits, type Hit, type Sentence, type Speech } from './speech';
import { quoteAround, ramp, round1 } from './text';

// Answers shorter than this are replies, not answers: STAR structure is not expected of them.
const SUBSTANTIVE_ANSWER_WORDS = 25;

// "I I", "the the": a word repeated straight away, with only spaces between, is a false start.
// Found by a linear word scan: a back-reference regex costs ~20 steps per character on text
// without spaces.
const WORD = /[\p{L}\p{N}']+/gu;

function stutters(pool: Speech['all']): Hit[] {
  const hits: Hit[] = [];
  for (const sentence of pool) {
    const text = sentence.text;
    let prev = '';
    let prevEnd = -1;
    WORD.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = WORD.exec(text)) !== null) {
      const w = m[0].toLowerCase();
      if (w === prev && /^\s+$/.test(text.slice(prevEnd, m.index)))
        hits.push({ sentence, index: prevEnd - w.length, match: w });
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
  const pool = speech.all;
  const words = Math.max(1, speech.allWords);

  // A filler joined to a word by a hyphen is part of a compound ("Stripe-like", "well-known").
  const hesitations = findHits(pool, HESITATION).filter(notInCompound);
  const phrases = [...findHits(pool, FILLER_LIKE), ...findHits(pool, FILLER_PHRASE)].filter(notInCompound);
  const falseStarts = stutters(pool);
  const fillerCount = hesitations.length + falseStarts.length + phrases.length;
  const fillerPer100 = (100 * (hesitations.length + falseStarts.length + 0.5 * phrases.length)) / words;
  const fluency = decaying(fillerPer100, 5);
  const fillerExample = hesitations[0] ?? phrases[0] ?? falseStarts[0];

  const turns = speech.answerWords;
  // With no answer (acknowledgements only) development is 0 here, not the words said.
  const meanAnswer = turns.length ? speech.meanAnswerWords : 0;

  // Moving-average type-token ratio over 50-word windows: unlike a plain ratio, it does not
  // fall just because the candidate talked longer. Conversational speech sits near 0.7.
  // Below one full window the ratio mostly measures how short the answer is: not measured then.
  const allTokens = pool.flatMap((s) => s.tokens);
  const variety = movingTypeTokenRatio(allTokens, 50);
  const vocabulary = allTokens.length >= 50 ? ramp(variety, 0.5, 0.9) : null;

  const { structured, substantive, example: starExample } = starAnswers(speech);
  const examples = findHits(pool, EXAMPLE);
  // Transcribed speech runs to longer sentences than prose; past 25 words a sentence is hard to
  // follow by ear, and a run-on story reads as rambling.
  const meanSentence = pool.length ? speech.allWords / pool.length : 0;
  const clarity = decaying(Math.max(0, meanSentence - 25), 25);
  const structure = 0.4 * diminishing(structured, 1) + 0.2 * diminishing(examples.length, 1) + 0.4 * clarity;

  const stalls = [...findHits(pool, STALLING), ...findHits(pool, SELF_DEPRECATION)];
  const swearing = findHits(pool, PROFANITY);
  const composure = decaying((100 * (stalls.length + 2 * swearing.length)) / words, 0.5);

  const crit = applyCriteria(criteria, speech.allText, skillFinder(speech.allText, extractSkills).find);
  const parts = { fluency, development: development(meanAnswer), vocabulary, structure, composure };
  const make = scoreMake(
    [
      [0.35, parts.fluency],
      [0.25, parts.development],
      [0.15, parts.vocabulary],
      [0.15, parts.structure],
      [0.1, parts.composure],
    ],
    evidenceFactor(speech.allWords),
    crit,
  );
  const score = finalScore(make);

  const feedback =
    tooLittle(speech.allWords) ??
    sentencesOf([
      fillerCount === 0
        ? `No filler words or false starts in ${Math.round(words)} words.`
        : `${plural(fillerCount, 'filler word or false start', 'filler words or false starts')} in ${Math.round(words)} words (${round1(fillerPer100)} per 100, "like"/"you know" counted half)` +
          (fillerExample ? `, e.g. ${quoteAround(fillerExample.sentence.text, fillerExample.index)}.` : '.'),
      `Answers average ${Math.round(meanAnswer)} words (${plural(turns.length, 'answer')}).`,
      substantive > 0 &&
        (structured > 0
          ? `${structured} of ${plural(substantive, 'substantive answer')} told a story in order, situation to action to result, e.g. ${starExample}.`
          : `No answer set out a situation, what was done and what came of it, in that order.`),
      examples.length > 0 &&
        `${plural(examples.length, 'concrete example')} signposted, e.g. ${quoteAround(examples[0]!.sentence.text, examples[0]!.index)}.`,
      swearing.length > 0 &&
        `Out-of-register language: ${quoteAround(swearing[0]!.sentence.text, swearing[0]!.index)}.`,
      stalls.length > 0 &&
        `${plural(stalls.length, 'apology or stall', 'apologies or stalls')}, e.g. ${quoteAround(stalls[0]!.sentence.text, stalls[0]!.index)}.`,
      meanSentence > 35 && `Sentences average ${Math.round(meanSentence)} words, long enough to lose a listener.`,
      criteriaFeedback(crit),
    ]);

  return {
    score,
    make,
    feedback,
    assessed: speech.allWords >= MIN_WORDS,
    parts: partsOf(parts),
    signals: {
      filler_per_100: round1(fillerPer100),
      mean_answer_words: round1(meanAnswer),
      vocabulary: Math.round(variety * 1000) / 1000,
      structured_answers: structured,
      examples: examples.length,
      mean_sentence_words: round1(meanSentence),
      stalls: stalls.length,
      swearing: swearing.length,
      criteria_bonus: round1(crit.bonus),
    },
  };
}

function notInCompound(h: Hit): boolean {
  const t = h.sentence.text;
  return t[h.index - 1] !== '-' && t[h.index + h.match.length] !== '-';
}

/** Answers that set a situation (or task), say what was done, and what came of it. */
function starAnswers(speech: Speech): { structured: number; substantive: number; example: string | null } {
  const byTurn = new Map<number, typeof speech.all>();
  for (const s of speech.all) {
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
    // The task is often implied by the situation, so it may stand in for it. The parts must come
    // in story order: the same words told result-first or jumbled are not a structured answer.
    const setting = firstAfter(answer, [STAR_SITUATION, STAR_TASK], null);
    const action = setting && firstAfter(answer, [STAR_ACTION], setting);
    const result = action && firstAfter(answer, [STAR_RESULT], action);
    if (result) {
      structured++;
      example ??= quoteAround(result.sentence.text, result.index);
    }
  }
  return { structured, substantive, example };
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

interface Position {
  sentence: Sentence;
  order: number;
  index: number;
  match: string;
}

/** The earliest hit of any of the cues that starts after `after` (in sentence order). */
function firstAfter(answer: Sentence[], cues: RegExp[], after: Position | null): Position | null {
  let best: Position | null = null;
  answer.forEach((sentence, order) => {
    if (after && order < after.order) return;
    for (const re of cues)
      for (const m of matchCue(sentence.text, re)) {
        if (after && order === after.order && m.index <= after.index) continue;
        if (!best || order < best.order || (order === best.order && m.index < best.index))
          best = { sentence, order, ...m };
        break;
      }
  });
  return best;
}
