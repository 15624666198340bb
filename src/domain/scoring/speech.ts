// The candidate's words, cut into sentences, with the pools each dimension reads from.
//
// Why two pools: a sentence that weighs options ("we chose X rather than Y because...") is
// evidence of problem solving. Counting it again for technical accuracy would let one habit lift
// two scores. So trade-off sentences go to the `all` pool only (problem_solving, and
// communication, which judges everything a listener has to follow) and are left out of the
// `core` pool (technical_accuracy).

import { TRADE_OFF, hasCue, matchCue } from './cues';
import { countTokens, normalizeText, sentences, tokens } from './text';

export interface Sentence {
  text: string;
  /** Lower-case tokens, computed once and shared by every feature that needs words. */
  tokens: string[];
  turn: number;
  words: number;
  tradeOff: boolean;
}

export interface Speech {
  /** Every candidate sentence, in order. */
  all: Sentence[];
  /** Candidate sentences without trade-off sentences. */
  core: Sentence[];
  /** Word counts of the candidate's turns, counting core sentences only (empty turns dropped). */
  coreTurnWords: number[];
  /** Word counts of the candidate's answers, all sentences (acknowledgements dropped). */
  answerWords: number[];
  coreWords: number;
  allWords: number;
  coreText: string;
  allText: string;
}

// Acknowledgements ("Yeah.", "Okay, sure.") are not answers: they would drag average answer
// length down for candidates who simply say "okay" politely before answering.
const ACK_WORDS = new Set(['yes', 'yeah', 'yep', 'no', 'ok', 'okay', 'sure', 'right', 'alright', 'mhm', 'thanks', 'thank', 'you', 'great', 'good', 'cool', 'hi', 'hello']);

function isAcknowledgement(toks: string[]): boolean {
  return toks.length <= 3 && toks.every((w) => ACK_WORDS.has(w));
}

export function buildSpeech(candidateTurns: string[]): Speech {
  const all: Sentence[] = [];
  candidateTurns.forEach((turnText, turn) => {
    for (const s of sentences(normalizeText(turnText))) {
      const toks = tokens(s.toLowerCase());
      all.push({ text: s, tokens: toks, turn, words: countTokens(toks), tradeOff: hasCue(s, TRADE_OFF) });
    }
  });
  const core = all.filter((s) => !s.tradeOff);

  const perTurn = new Map<number, { words: number; tokens: string[] }>();
  for (const s of core) {
    const t = perTurn.get(s.turn) ?? { words: 0, tokens: [] };
    t.words += s.words;
    if (t.tokens.length <= 3) t.tokens.push(...s.tokens.slice(0, 4));
    perTurn.set(s.turn, t);
  }
  const answers = [...perTurn.values()].filter((t) => !isAcknowledgement(t.tokens));
  const allPerTurn = new Map<number, { words: number; tokens: string[] }>();
  for (const s of all) {
    const t = allPerTurn.get(s.turn) ?? { words: 0, tokens: [] };
    t.words += s.words;
    if (t.tokens.length <= 3) t.tokens.push(...s.tokens.slice(0, 4));
    allPerTurn.set(s.turn, t);
  }
  const answerWords = [...allPerTurn.values()].filter((t) => !isAcknowledgement(t.tokens)).map((t) => t.words);
  const coreTurnWords = answers.map((t) => t.words);

  const sum = (xs: Sentence[]) => xs.reduce((n, s) => n + s.words, 0);
  return {
    all,
    core,
    coreTurnWords,
    answerWords,
    coreWords: sum(core),
    allWords: sum(all),
    coreText: core.map((s) => s.text).join(' '),
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
