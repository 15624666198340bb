// The candidate's words, cut into sentences, with per-answer word counts. Every dimension reads
// the same sentences; what each one counts in them differs (a sentence that weighs two options
// is a trade-off for problem_solving, and its claims are judged by technical_accuracy like any
// other claim).

import { matchCue } from './cues';
import { countTokens, normalizeText, sentences, tokens } from './text';

export interface Sentence {
  text: string;
  /** Lower-case tokens, computed once and shared by every feature that needs words. */
  tokens: string[];
  turn: number;
  words: number;
}

export interface Speech {
  /** Every candidate sentence, in order. */
  all: Sentence[];
  /** Word counts of the candidate's answers (acknowledgements such as "Okay." dropped). */
  answerWords: number[];
  allWords: number;
  /** allWords per answer; with no answer (acknowledgements only), allWords. */
  meanAnswerWords: number;
  /** The sentences joined with one space (offsets of taxonomy matches refer to it). */
  allText: string;
}

// Acknowledgements ("Yeah.", "Okay, sure.") are not answers: they would drag average answer
// length down for candidates who simply say "okay" politely before answering.
const ACK_WORDS = new Set([
  'yes',
  'yeah',
  'yep',
  'no',
  'ok',
  'okay',
  'sure',
  'right',
  'alright',
  'mhm',
  'thanks',
  'thank',
  'you',
  'great',
  'good',
  'cool',
  'hi',
  'hello',
]);

function isAcknowledgement(toks: string[]): boolean {
  return toks.length <= 3 && toks.every((w) => ACK_WORDS.has(w));
}

export function buildSpeech(candidateTurns: string[]): Speech {
  const all: Sentence[] = [];
  candidateTurns.forEach((turnText, turn) => {
    for (const s of sentences(normalizeText(turnText))) {
      const toks = tokens(s.toLowerCase());
      all.push({ text: s, tokens: toks, turn, words: countTokens(toks) });
    }
  });

  const perTurn = new Map<number, { words: number; tokens: string[] }>();
  for (const s of all) {
    const t = perTurn.get(s.turn) ?? { words: 0, tokens: [] };
    t.words += s.words;
    if (t.tokens.length <= 3) t.tokens.push(...s.tokens.slice(0, 4));
    perTurn.set(s.turn, t);
  }
  const answerWords = [...perTurn.values()].filter((t) => !isAcknowledgement(t.tokens)).map((t) => t.words);

  const allWords = all.reduce((n, s) => n + s.words, 0);
  return {
    all,
    answerWords,
    allWords,
    meanAnswerWords: allWords / Math.max(1, answerWords.length),
    allText: all.map((s) => s.text).join(' '),
  };
}

export interface Hit {
  sentence: Sentence;
  index: number;
  match: string;
}

/** Every match of a cue in the given sentences, in order. */
export function findHits(pool: Sentence[], re: RegExp): Hit[] {
  const hits: Hit[] = [];
  for (const sentence of pool) for (const m of matchCue(sentence.text, re)) hits.push({ sentence, ...m });
  return hits;
}
