// Do the answers address the questions asked? An answer that takes up the question's own key
// terms ("leadership", "a challenge on a team", "indexing") is at least on topic; one that
// shares none of them has probably drifted. The question is only context here: the words
// measured are the candidate's.

import type { Sentence, Speech } from './speech';
import { quoteAround, tokens } from './text';

// Function words and interview boilerplate ("tell me about a time") carry no topic.
const STOP = new Set(
  (
    'a an the and or but so of to in on at for with from by as is are was were be been being am i me my we our us you ' +
    'your yours he she it its they them their this that these those there here what which who whom when where why how ' +
    'do does did done have has had having not no yes just also very really too then than if because about into over up ' +
    'down out more most some any all can could would should will shall may might must get got go going went like um uh ' +
    'know yeah okay ok well kind sort thing things stuff lot guess think mean tell time times please describe explain ' +
    'give example walk talk share one ever again great good thanks thank now let sure right much many way'
  ).split(' '),
);

/** Crude stem so "lead", "leading", "leader", "leadership" meet. */
function stem(word: string): string {
  return word.replace(/(?:ership|ship|ing|ed|er|es|s|ly)$/u, '').slice(0, 6);
}

function topicTerms(toks: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const t of toks) if (t.length >= 3 && !STOP.has(t)) out.add(stem(t));
  return out;
}

export interface RelevanceResult {
  /** Mean share of each question's key terms taken up by its answer, or null with no questions. */
  overlap: number | null;
  answered: number;
  /** Questions whose answer shared none of their key terms. */
  offTopic: number;
  /** Quote of an on-topic answer, for feedback. */
  example: string | null;
}

/** `questions[i]` is the question answered by candidate turn i (see questionsAnswered). */
export function measureRelevance(speech: Speech, questions: Array<string | null>): RelevanceResult {
  // Group the core sentences of consecutive turns answering the same question.
  const groups: Array<{ question: string; sentences: Sentence[] }> = [];
  let last: { question: string; sentences: Sentence[] } | undefined;
  for (const s of speech.core) {
    const q = questions[s.turn] ?? null;
    if (q === null) continue;
    if (!last || last.question !== q) groups.push((last = { question: q, sentences: [] }));
    last.sentences.push(s);
  }

  let sum = 0;
  let answered = 0;
  let offTopic = 0;
  let example: string | null = null;
  for (const g of groups) {
    const q = topicTerms(tokens(g.question.toLowerCase()));
    const answerTokens = g.sentences.flatMap((s) => s.tokens);
    if (q.size === 0 || answerTokens.length < 3) continue;
    const a = topicTerms(answerTokens);
    const answer = g.sentences.map((s) => s.text).join(' ');
    let shared = 0;
    let firstShared: string | null = null;
    for (const t of q)
      if (a.has(t)) {
        shared++;
        firstShared ??= t;
      }
    sum += shared / q.size;
    answered++;
    if (shared === 0) offTopic++;
    else if (!example && firstShared) example = quoteAround(answer, Math.max(0, answer.toLowerCase().indexOf(firstShared)));
  }
  return { overlap: answered ? sum / answered : null, answered, offTopic, example };
}
