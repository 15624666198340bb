// Phrase lists ("cues") behind every scoring feature, grouped by the dimension that reads them:
// each list is read by one dimension only, and the comments say why a cue means what we take
// it to mean. Lists are mostly English, with the commonest
// equivalents in Chinese, Russian and Arabic so those transcripts get sensible scores.

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

export function hasCue(text: string, re: RegExp): boolean {
  return matchCue(text, re).length > 0;
}

// ---- communication ---------------------------------------------------------------------------

/**
 * Hesitation sounds: the clearest sign of unprepared, hard-to-follow speech. Repeats are
 * bounded ({1,6}): an unbounded "a+h+" takes quadratic time on a long run of one letter.
 */
export const HESITATION = cue(
  ['u{1,6}h{0,6}m{1,6}', 'u{1,6}h{1,6}', 'a{1,6}h{1,6}', 'e{1,6}r{1,6}m{1,6}', 'er', 'h{1,6}m{1,6}', 'm{1,6}h{1,6}m{1,6}', 'э{1,6}м{0,6}', 'ам{1,6}', 'ام{1,6}'],
  ['嗯', '呃'],
);

/**
 * Filler phrases. Unlike "um", these also have real uses ("you know the answer", "I mean
 * it"), so communication counts them at half weight.
 */
export const FILLER_PHRASE = cue(['you know', 'i mean', 'ну', 'как бы', 'типа', 'يعني'], ['那个', '就是说']);

/**
 * "like" used as a filler, not as a verb or comparison: skip it after a subject or auxiliary
 * ("I like", "would like"), after verbs of seeming ("looks like", "feel like"), after
 * "something/things/stuff" (examples), and before "to" ("like to bake").
 */
export const FILLER_LIKE =
  /like(?<!(?:[\p{L}\p{N}']|\b(?:i|you|we|they|he|she|it|would|'d|to|don't|didn't|do|does|did|really|also|'ll|will|might|feel|feels|felt|look|looks|looked|seem|seems|seemed|sound|sounds|something|thing|things|stuff|more|much|exactly|just)\s+)like)(?![\p{L}\p{N}])(?!\s+(?:to|it|this|that|them)\b)/giu;

/** Apologising, stalling or announcing a blank mind: reads as lost composure. */
export const STALLING = cue([
  'sorry', 'let me think', 'let me see', "can't think", 'cannot think', 'hard question', 'tough question',
  'good question', 'how to answer', "i'm nervous", 'blanking', 'drawing a blank', 'my mind went',
  'не знаю как ответить', 'извините', 'آسف',
], ['不好意思', '让我想想']);

/** Swearing and crude slang: out of register for an interview, whatever the content. */
export const PROFANITY = cue(['shit\\w*', 'damn\\w*', 'crap\\w*', 'fuck\\w*', 'sucks?', 'sucked', 'pissed', 'screwed up', 'хрен', 'блин']);

/** Running oneself down ("I'm not very good at...", "I'm bad at"): undersells the candidate. */
export const SELF_DEPRECATION = cue([
  "i'm not (?:very |that |really |so )?(?:good|great|smart)", "i'm (?:really |very )?bad at", "i'm terrible at", 'not smart enough',
  "i'm not as (?:good|smart)", "i'm (?:just )?not (?:a )?(?:natural|people person)",
]);

/** Pointers to a concrete case, the core of a convincing answer. */
export const EXAMPLE = cue(
  ['for example', 'for instance', 'such as', 'e\\.g', 'one time', 'specifically', 'in particular', 'например', 'مثلا', 'مثلاً'],
  ['例如', '比如'],
);

// STAR: an answer that sets a Situation, names the Task, the Action taken and its Result is
// the structure interviewers are trained to look for.
export const STAR_SITUATION = cue([
  'when i was', 'last (?:year|summer|semester|month|week|quarter|spring|fall|winter)', 'in (?:high school|college|university|my (?:last|previous|first) (?:job|role|internship))',
  'at my (?:previous |last |old |first )?(?:job|internship|company|school|work|hospital|unit|firm)', 'during', 'one time', 'there was a (?:time|situation|case)', 'at the time',
  'i was working', 'in my (?:role|job|internship|class|team|project)', 'we had a', 'когда я', 'в прошлом году', 'عندما كنت',
], ['当时', '去年']);
export const STAR_TASK = cue([
  'my (?:role|job|task|responsibility|goal|assignment) was', 'i was (?:responsible|in charge|tasked|asked|assigned)', 'we needed to', 'i needed to',
  'i had to', 'the goal was', 'the task was', 'we had to', 'моя задача', 'كانت مهمتي',
], ['我负责', '任务是']);
// Action: the candidate (or team) doing something, in the past tense.
export const STAR_ACTION = cue([
  "(?:i|we) (?:\\w{1,20}ed|led|built|wrote|made|took|ran|met|set up|went|found|got|gave|told|began|chose|spoke|brought|sent|taught|held|kept|did|put|sat down)",
  'я (?:сделал|решил|организовал|написал)', 'قمت',
], ['我决定', '我做了']);
// Result: an outcome marker, or a change measured "by/to/from" something.
export const STAR_RESULT = cue([
  'as a result', 'in the end', 'ended up', 'result(?:ed|s)?', 'which (?:led|meant)', 'outcome', 'successfully', '(?:i|we) learned',
  'turned out', 'by the end', 'since then', 'it worked', 'the impact',
  '(?:dropped|fell|rose|grew|increased|decreased|improved|reduced|saved|cut|doubled|halved|raised|lifted|lowered|boosted)(?: \\w+){0,2} (?:by|to|from)',
  'we (?:managed|finished|won|raised|reduced|increased|improved|delivered|launched|shipped|met|hit|saved)',
  'в итоге', 'в результате', 'النتيجة',
], ['结果', '最终']);

// ---- technical accuracy ----------------------------------------------------------------------

/** Explanations of mechanism: knowing why, not just what. */
export const EXPLANATION = cue([
  'because', 'so that', 'which means', 'in order to', 'the reason', "that's why", 'works by', 'under the hood',
  'due to', 'caused by', 'потому что', 'поэтому', 'لأن', 'بسبب',
], ['因为', '所以']);

/** Specific figures: numbers, percentages, money, durations. */
export const FIGURE = /[$€£¥]?\d[\d,.]*\s?(?:%|percent|ms|s|k|m|x|gb|mb|tb|hours?|days?|weeks?|months?|years?|mg|ml|people|users|patients|clients)?/giu;

/**
 * Shape of a named tool, standard or acronym (SQL, HL7, EC2, PostgreSQL, GraphQL), tested on
 * whole words: case-sensitive on purpose, since capitals are what tell "SQL" from a word.
 */
export const NAMED_TERM_SHAPE = /^(?:\p{Lu}{2,}\d*s?|\p{Lu}\p{Ll}+\p{Lu}[\p{L}\d]*|\p{L}+\d+\p{L}*)$/u;
/** Capitalised words that are not tools. */
export const NOT_NAMED_TERMS = new Set(['OK', 'TV', 'AM', 'PM', 'OH', 'UM', 'UH', 'HMM', 'MHM']);

/** Admitting a gap in knowledge: a direct signal against accuracy on that topic. */
export const KNOWLEDGE_GAP = cue([
  "i don't know", 'i do not know', "i'm not sure", 'i am not sure', 'not sure', 'no idea', 'i forget', 'i forgot', "don't remember",
  "can't remember", 'not familiar', "haven't (?:used|worked with|heard of)", 'never (?:used|heard of|worked with)', 'не знаю', 'لا أعرف',
], ['不知道', '不清楚']);

/** Vague placeholders instead of the precise term. */
export const VAGUE = cue([
  'stuff like that', 'and stuff', 'or something', 'or whatever', 'things like that', 'something like that', 'whatever',
  'kind of', 'sort of', 'kinda', 'sorta', 'and so on', 'etc', 'всякое', 'и так далее',
], ['之类的', '什么的']);

// ---- problem solving ---------------------------------------------------------------------------

/** Laying out a method: ordering steps, planning, finding the cause, saying what one would do. */
export const APPROACH = cue([
  // "first"/"next"/"then" only when they order actions, not in "my first year" or "next summer"
  'first(?: of all|ly)?(?=,| i | we )', 'the first (?:thing|step)', '(?:then|next|after that),? (?:i|we)', 'to start',
  'step', 'steps', 'plan(?:ned)?', 'approach(?:ed)?', 'strateg(?:y|ies)',
  'prioriti[sz](?:e|ed|ing)', 'break (?:it |this |that )?down', 'broke (?:it |this |that )?down', 'figured? out', 'root cause',
  'identif(?:y|ied)', 'i would', "i'd", 'decided', 'the goal', 'сначала', 'затем', 'план', 'أولا', 'خطة',
], ['首先', '然后', '步骤']);

/**
 * Weighing one option against another. Sentences with these cues count for problem_solving
 * only (see speech.ts), so a trade-off discussion never moves the other two dimensions.
 */
export const TRADE_OFF = cue([
  'trade-?offs?', 'on the other hand', 'downsides?', 'drawbacks?', 'upsides?', 'pros and cons', 'at the (?:cost|expense) of',
  'versus', 'vs\\.?', 'whereas', 'compromise', 'rather than', 'instead of', 'weigh(?:ed|ing)?', 'balance (?:between|against)',
  'the cost (?:of|is|was)', 'sacrific(?:e|ed|ing)', 'с другой стороны', 'компромисс', 'من ناحية أخرى',
], ['权衡', '取舍', '另一方面']);

/** Considering more than one way to do it. */
export const ALTERNATIVE = cue([
  'alternatives?', 'alternatively', 'another (?:option|way|approach|idea)', 'other options', 'options', 'could (?:also )?have',
  'or we could', 'or i could', 'considered', 'instead', 'другой вариант', 'بديل',
], ['或者', '另一种']);

/** Anticipating what can go wrong. */
export const EDGE_CASE = cue([
  'edge cases?', 'corner cases?', 'what if', 'in case', 'unless', 'worst case', 'risks?', 'fail(?:s|ed|ure|ures)?', 'fallback',
  'backup plan', 'contingency', 'exceptions?', 'go wrong', 'went wrong', 'mistakes?', 'если что', 'риск', 'مخاطر',
], ['风险', '万一']);

/** Checking the result instead of assuming it worked. */
export const VERIFICATION = cue([
  'test(?:s|ed|ing)?', 'verif(?:y|ied|ying)', 'validat(?:e|ed|ing|ion)', 'check(?:s|ed|ing)?', 'double-?check(?:ed)?', 'make sure',
  'made sure', 'ensur(?:e|ed|ing)', 'measur(?:e|ed|ing)', 'monitor(?:ed|ing)?', 'follow(?:ed)? up', 'feedback', 'confirm(?:ed)?',
  'metrics?', 'review(?:ed)?', 'провер\\p{L}*', 'тест\\p{L}*', 'мониторинг\\p{L}*', 'تحقق', 'اختبار\\p{L}*', 'مراقبة',
], ['测试', '验证', '确认', '监控', '检查']);
