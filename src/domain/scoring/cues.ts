// Phrase lists ("cues") behind every scoring feature, grouped by the dimension that reads them:
// each list is read by one dimension only, and the comments say why a cue means what we take
// it to mean. The lists themselves are data (cues.data.json: regex fragments matched as whole
// words, and `loose` ones matched anywhere for scripts written without spaces). Lists are mostly
// English, with the commonest equivalents in Chinese, Russian and Arabic so those transcripts
// get sensible scores.

import CUES from './cues.data.json';

const B_END = '(?![\\p{L}\\p{N}])';

/**
 * Builds a global, case-insensitive, Unicode regex. `words` are regex fragments matched as whole
 * words; `loose` fragments are matched anywhere (for scripts written without spaces).
 * The regex checks only the end of a word: the start is checked by matchCue, because a leading
 * lookbehind stops the engine from skipping ahead to the alternatives' first letters and makes
 * every cue 5-10x slower.
 */
export function cue(words: string[], loose: string[] = []): RegExp {
  const parts = [];
  if (words.length) parts.push(`(?:${words.join('|')})${B_END}`);
  if (loose.length) parts.push(`(?:${loose.join('|')})`);
  return new RegExp(parts.join('|'), 'giu');
}

const WORD_CHAR = /[\p{L}\p{N}']/u;
const NO_SPACES_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export interface CueMatch {
  index: number;
  match: string;
}

/**
 * Matches of a global regex that start at a word start (not inside "outweigh" for "weigh").
 * Matches in scripts written without spaces are taken as they are.
 */
export function matchCue(text: string, re: RegExp): CueMatch[] {
  const out: CueMatch[] = [];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const at = m.index;
    if (m[0] === '' || (at > 0 && WORD_CHAR.test(text[at - 1]!) && !NO_SPACES_SCRIPT.test(m[0][0]!))) {
      re.lastIndex = at + 1;
      continue;
    }
    out.push({ index: at, match: m[0] });
  }
  return out;
}

/** The regex of one list of cues.data.json. */
function cueOf(list: { words: string[]; loose?: string[] }): RegExp {
  return cue(list.words, list.loose);
}

export function hasCue(text: string, re: RegExp): boolean {
  return matchCue(text, re).length > 0;
}

// ---- communication ---------------------------------------------------------------------------

/**
 * Hesitation sounds: the clearest sign of unprepared, hard-to-follow speech. Repeats are
 * bounded ({1,6}): an unbounded "a+h+" takes quadratic time on a long run of one letter.
 */
export const HESITATION = cueOf(CUES.HESITATION);

/**
 * Filler phrases. Unlike "um", these also have real uses ("you know the answer", "I mean
 * it"), so communication counts them at half weight.
 */
export const FILLER_PHRASE = cueOf(CUES.FILLER_PHRASE);

/**
 * "like" used as a filler, not as a verb or comparison: skip it after a subject or auxiliary
 * ("I like", "would like"), after verbs of seeming ("looks like", "feel like"), after
 * "something/things/stuff" (examples), and before "to" ("like to bake").
 */
export const FILLER_LIKE =
  /like(?<!(?:[\p{L}\p{N}']|\b(?:i|you|we|they|he|she|it|would|'d|to|don't|didn't|do|does|did|really|also|'ll|will|might|feel|feels|felt|look|looks|looked|seem|seems|seemed|sound|sounds|something|thing|things|stuff|more|much|exactly|just)\s+)like)(?![\p{L}\p{N}])(?!\s+(?:to|it|this|that|them)\b)/giu;

/** Apologising, stalling or announcing a blank mind: reads as lost composure. */
export const STALLING = cueOf(CUES.STALLING);

/** Swearing and crude slang: out of register for an interview, whatever the content. */
export const PROFANITY = cueOf(CUES.PROFANITY);

/** Running oneself down ("I'm not very good at...", "I'm bad at"): undersells the candidate. */
export const SELF_DEPRECATION = cueOf(CUES.SELF_DEPRECATION);

/** Pointers to a concrete case, the core of a convincing answer. */
export const EXAMPLE = cueOf(CUES.EXAMPLE);

// STAR: an answer that sets a Situation, names the Task, the Action taken and its Result is
// the structure interviewers are trained to look for.
export const STAR_SITUATION = cueOf(CUES.STAR_SITUATION);
export const STAR_TASK = cueOf(CUES.STAR_TASK);
// Action: the candidate (or team) doing something, in the past tense.
export const STAR_ACTION = cueOf(CUES.STAR_ACTION);
// Result: an outcome marker, or a change measured "by/to/from" something.
export const STAR_RESULT = cueOf(CUES.STAR_RESULT);

// ---- technical accuracy ----------------------------------------------------------------------

/** Explanations of mechanism: knowing why, not just what. */
export const EXPLANATION = cueOf(CUES.EXPLANATION);

/** Specific figures: numbers, percentages, money, durations. */
export const FIGURE =
  /[$€£¥]?\d[\d,.]*\s?(?:%|percent|ms|s|k|m|x|gb|mb|tb|hours?|days?|weeks?|months?|years?|mg|ml|people|users|patients|clients)?/giu;

/**
 * Shape of a named tool, standard or acronym (SQL, HL7, EC2, PostgreSQL, GraphQL), tested on
 * whole words: case-sensitive on purpose, since capitals are what tell "SQL" from a word.
 */
export const NAMED_TERM_SHAPE = /^(?:\p{Lu}{2,}\d*s?|\p{Lu}\p{Ll}+\p{Lu}[\p{L}\d]*|\p{L}+\d+\p{L}*)$/u;
/** Capitalised words that are not tools. */
export const NOT_NAMED_TERMS = new Set(['OK', 'TV', 'AM', 'PM', 'OH', 'UM', 'UH', 'HMM', 'MHM']);

/** Admitting a gap in knowledge: a direct signal against accuracy on that topic. */
export const KNOWLEDGE_GAP = cueOf(CUES.KNOWLEDGE_GAP);

// ---- problem solving ---------------------------------------------------------------------------

/**
 * Laying out a method: ordering steps, planning, finding the cause, saying what one would do.
 * "first", "next" and "then" count only when they order actions, not in "my first year" or
 * "next summer".
 */
export const APPROACH = cueOf(CUES.APPROACH);

/**
 * Weighing one option against another: a problem_solving habit. Only problem_solving counts
 * it, so the habit lifts one score; claims inside such a sentence are judged like any other.
 */
export const TRADE_OFF = cueOf(CUES.TRADE_OFF);

/** Considering more than one way to do it. */
export const ALTERNATIVE = cueOf(CUES.ALTERNATIVE);

/** Anticipating what can go wrong. */
export const EDGE_CASE = cueOf(CUES.EDGE_CASE);

/** Checking the result instead of assuming it worked. */
export const VERIFICATION = cueOf(CUES.VERIFICATION);

// ---- soundness of claims (technical_accuracy and problem_solving) -----------------------------
// Sound answers and wrong ones often share their vocabulary; what tells them apart is how a
// claim is made. Sound answers qualify claims, give conditions and limits; overconfident or
// wrong ones state absolutes that are almost never true of real systems or real work.

/**
 * Absolute claims: "always", "never fails", "100% secure", "guaranteed", "no downside".
 * "I have always liked..." and "I always ask a second nurse" describe the speaker's habits,
 * not a claim about the world, so "always" after a subject or "have" does not count.
 */
export const ABSOLUTE = cueOf(CUES.ABSOLUTE);

/**
 * Qualified claims: conditions ("if", "unless", "depends on"), hedges of frequency or
 * amount ("usually", "in most cases", "roughly"), and acknowledged limits ("the downside",
 * "does not scale"). They show the candidate knows where a claim stops being true.
 */
export const QUALIFIER = cueOf(CUES.QUALIFIER);

/** Saying how a claim was checked: measured, tested, confirmed against something. */
export const CHECKED = cueOf(CUES.CHECKED);

// ---- what the interviewer asked about (coverage) ----------------------------------------------
// A dimension the interview never probed is reported as not assessed, not scored as a failure.

// Words of a technical topic: tools, systems, data, methods and the clinical or financial
// equivalents. The same list tells a technical question and a technical answer.
const TECHNICAL_WORDS = CUES.TECHNICAL_WORDS.words;

/** Technical vocabulary in the candidate's answers (two or more words make an answer technical). */
export const TECHNICAL_TERM = cue(TECHNICAL_WORDS, CUES.TECHNICAL_TERM.loose);

/** Questions that probe technical knowledge or craft. */
export const TECHNICAL_QUESTION = cue(
  [...TECHNICAL_WORDS, ...CUES.TECHNICAL_QUESTION.words],
  CUES.TECHNICAL_QUESTION.loose,
);

/** Questions that ask how the candidate works a problem. */
export const PROBLEM_QUESTION = cueOf(CUES.PROBLEM_QUESTION);
