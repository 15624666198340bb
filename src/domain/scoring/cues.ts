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
  [
    'u{1,6}h{0,6}m{1,6}',
    'u{1,6}h{1,6}',
    'a{1,6}h{1,6}',
    'e{1,6}r{1,6}m{1,6}',
    'er',
    'h{1,6}m{1,6}',
    'm{1,6}h{1,6}m{1,6}',
    'э{1,6}м{0,6}',
    'ам{1,6}',
    'ام{1,6}',
  ],
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
export const STALLING = cue(
  [
    'sorry',
    'let me think',
    'let me see',
    "can't think",
    'cannot think',
    'hard question',
    'tough question',
    'good question',
    'how to answer',
    "i'm nervous",
    'blanking',
    'drawing a blank',
    'my mind went',
    'не знаю как ответить',
    'извините',
    'آسف',
  ],
  ['不好意思', '让我想想'],
);

/** Swearing and crude slang: out of register for an interview, whatever the content. */
export const PROFANITY = cue([
  'shit\\w*',
  'damn\\w*',
  'crap\\w*',
  'fuck\\w*',
  'sucks?',
  'sucked',
  'pissed',
  'screwed up',
  'хрен',
  'блин',
]);

/** Running oneself down ("I'm not very good at...", "I'm bad at"): undersells the candidate. */
export const SELF_DEPRECATION = cue([
  "i'm not (?:very |that |really |so )?(?:good|great|smart)",
  "i'm (?:really |very )?bad at",
  "i'm terrible at",
  'not smart enough',
  "i'm not as (?:good|smart)",
  "i'm (?:just )?not (?:a )?(?:natural|people person)",
]);

/** Pointers to a concrete case, the core of a convincing answer. */
export const EXAMPLE = cue(
  [
    'for example',
    'for instance',
    'such as',
    'e\\.g',
    'one time',
    'specifically',
    'in particular',
    'например',
    'مثلا',
    'مثلاً',
  ],
  ['例如', '比如'],
);

// STAR: an answer that sets a Situation, names the Task, the Action taken and its Result is
// the structure interviewers are trained to look for.
export const STAR_SITUATION = cue(
  [
    'when i was',
    'last (?:year|summer|semester|month|week|quarter|spring|fall|winter)',
    'in (?:high school|college|university|my (?:last|previous|first) (?:job|role|internship))',
    'at my (?:previous |last |old |first )?(?:job|internship|company|school|work|hospital|unit|firm)',
    'during',
    'one time',
    'there was a (?:time|situation|case)',
    'at the time',
    'i was working',
    'in my (?:role|job|internship|class|team|project)',
    'we had a',
    'when (?:we|our|my)',
    '(?:a|one|two|three|a few|several) (?:years?|months?|weeks?) ago',
    'in (?:19|20)\\d\\d',
    'at (?:my|our|a|an|the) (?:\\w+ )?(?:startup|company|firm|lab|agency|bank|store|shop|club|team|hospital|clinic|school|university|internship|job)',
    'the (?:problem|issue|situation|challenge) was',
    'our (?:team|project|client|customer|service|app|site|system) (?:was|had)',
    'there was',
    'когда я',
    'в прошлом году',
    'عندما كنت',
  ],
  ['当时', '去年'],
);
export const STAR_TASK = cue(
  [
    'my (?:role|job|task|responsibility|goal|assignment) was',
    'i was (?:responsible|in charge|tasked|asked|assigned)',
    'we needed to',
    'i needed to',
    'i had to',
    'the goal was',
    'the task was',
    'we had to',
    'моя задача',
    'كانت مهمتي',
  ],
  ['我负责', '任务是'],
);
// Action: the candidate (or team) doing something, in the past tense.
export const STAR_ACTION = cue(
  [
    '(?:i|we) (?:(?:then|also|first|finally|quickly|personally|eventually|immediately|just) )?(?:\\w{1,20}ed|led|built|wrote|made|took|ran|met|set up|went|found|got|gave|told|began|chose|spoke|brought|sent|taught|held|kept|did|put|sat down)',
    'я (?:сделал|решил|организовал|написал)',
    'قمت',
  ],
  ['我决定', '我做了'],
);
// Result: an outcome marker, or a change measured "by/to/from" something.
export const STAR_RESULT = cue(
  [
    'as a result',
    'in the end',
    'ended up',
    'result(?:ed|s)?',
    'which (?:led|meant)',
    'outcome',
    'successfully',
    '(?:i|we) learned',
    'turned out',
    'by the end',
    'since then',
    'it worked',
    'the impact',
    'after that',
    'afterwards',
    '(?:went|came) (?:down|up)',
    'from (?:about |around )?[$€£]?\\d[\\d,.]*\\s?\\S{0,12} to',
    'which (?:cut|saved|reduced|increased|improved|fixed|solved|removed|stopped)',
    '(?:the )?(?:team|client|customer|manager|company) (?:adopted|kept|approved|used)',
    'stopped',
    'no longer',
    'got (?:promoted|accepted|an offer|the job)',
    '(?:went|dropped|fell|rose|grew|increased|decreased|improved|reduced|saved|cut|doubled|halved|raised|lifted|lowered|boosted)(?: \\w+){0,2} (?:by|to|from)',
    'we (?:managed|finished|won|raised|reduced|increased|improved|delivered|launched|shipped|met|hit|saved)',
    'в итоге',
    'в результате',
    'النتيجة',
  ],
  ['结果', '最终'],
);

// ---- technical accuracy ----------------------------------------------------------------------

/** Explanations of mechanism: knowing why, not just what. */
export const EXPLANATION = cue(
  [
    'because',
    'so that',
    'which means',
    'in order to',
    'the reason',
    "that's why",
    'which is why',
    'therefore',
    'since(?! then| \\d)',
    'so(?<=, so) (?:we|i|it|they|you|the)',
    'works by',
    'under the hood',
    'due to',
    'caused by',
    'потому что',
    'поэтому',
    'لأن',
    'بسبب',
  ],
  ['因为', '所以'],
);

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
export const KNOWLEDGE_GAP = cue(
  [
    "i don't know",
    'i do not know',
    "i'm not sure",
    'i am not sure',
    'not sure',
    'no idea',
    'i forget',
    'i forgot',
    "don't remember",
    "can't remember",
    'not familiar',
    "haven't (?:used|worked with|heard of)",
    'never (?:used|heard of|worked with)',
    'не знаю',
    'لا أعرف',
  ],
  ['不知道', '不清楚'],
);

// ---- problem solving ---------------------------------------------------------------------------

/** Laying out a method: ordering steps, planning, finding the cause, saying what one would do. */
export const APPROACH = cue(
  [
    // "first"/"next"/"then" only when they order actions, not in "my first year" or "next summer"
    'first(?: of all|ly)?(?=,| i | we )',
    'the first (?:thing|step)',
    '(?:then|next|after that),? (?:i|we)',
    'to start',
    'step',
    'steps',
    'plan(?:ned)?',
    'approach(?:ed)?',
    'strateg(?:y|ies)',
    'prioriti[sz](?:e|ed|ing)',
    'break (?:it |this |that )?down',
    'broke (?:it |this |that )?down',
    'figured? out',
    'root cause',
    'identif(?:y|ied)',
    'i would',
    "i'd",
    'decided',
    'the goal',
    'сначала',
    'затем',
    'план',
    'أولا',
    'خطة',
  ],
  ['首先', '然后', '步骤'],
);

/**
 * Weighing one option against another: a problem_solving habit. Only problem_solving counts
 * it, so the habit lifts one score; claims inside such a sentence are judged like any other.
 */
export const TRADE_OFF = cue(
  [
    'trade-?offs?',
    'on the other hand',
    'downsides?',
    'drawbacks?',
    'upsides?',
    'pros and cons',
    'at the (?:cost|expense) of',
    'versus',
    'vs\\.?',
    'whereas',
    'compromise',
    'rather than',
    'instead of',
    'weigh(?:ed|ing)?',
    'balance (?:between|against)',
    'the cost (?:of|is|was)',
    'sacrific(?:e|ed|ing)',
    'compared (?:to|with)',
    'in exchange for',
    'at the price of',
    'the price (?:is|was)',
    '(?:gave|give|giving) up',
    'dis?advantages?',
    'the (?:catch|benefit|gain|penalty) (?:is|was)',
    'pros',
    'cons',
    '\\w{1,20}er(?: than \\w{1,20})?,? but',
    'more \\w{1,20}(?: than \\w{1,20})?,? but',
    'less \\w{1,20}(?: than \\w{1,20})?,? but',
    'but (?:it|that|this) (?:costs?|means|adds|requires|makes)',
    'while (?:the other|option|approach|the second|the first|\\w+ (?:is|was|gives|needs|scales|costs))',
    'either (?:way|option|approach)',
    'с другой стороны',
    'компромисс',
    'من ناحية أخرى',
  ],
  ['权衡', '取舍', '另一方面'],
);

/** Considering more than one way to do it. */
export const ALTERNATIVE = cue(
  [
    'alternatives?',
    'alternatively',
    'another (?:option|way|approach|idea)',
    'other options',
    'options',
    'could (?:also )?have',
    'or we could',
    'or i could',
    'considered',
    'instead',
    'другой вариант',
    'بديل',
  ],
  ['或者', '另一种'],
);

/** Anticipating what can go wrong. */
export const EDGE_CASE = cue(
  [
    'edge cases?',
    'corner cases?',
    'what if',
    'in case',
    'unless',
    'worst case',
    'risks?',
    'fail(?:s|ed|ure|ures)?',
    'fallback',
    'backup plan',
    'contingency',
    'exceptions?',
    'go wrong',
    'went wrong',
    'mistakes?',
    'если что',
    'риск',
    'مخاطر',
  ],
  ['风险', '万一'],
);

/** Checking the result instead of assuming it worked. */
export const VERIFICATION = cue(
  [
    'test(?:s|ed|ing)?',
    'verif(?:y|ied|ying)',
    'validat(?:e|ed|ing|ion)',
    'check(?:s|ed|ing)?',
    'double-?check(?:ed)?',
    'make sure',
    'made sure',
    'ensur(?:e|ed|ing)',
    'measur(?:e|ed|ing)',
    'monitor(?:ed|ing)?',
    'follow(?:ed)? up',
    'feedback',
    'confirm(?:ed)?',
    'metrics?',
    'review(?:ed)?',
    'провер\\p{L}*',
    'тест\\p{L}*',
    'мониторинг\\p{L}*',
    'تحقق',
    'اختبار\\p{L}*',
    'مراقبة',
  ],
  ['测试', '验证', '确认', '监控', '检查'],
);

// ---- soundness of claims (technical_accuracy and problem_solving) -----------------------------
// Sound answers and wrong ones often share their vocabulary; what tells them apart is how a
// claim is made. Sound answers qualify claims, give conditions and limits; overconfident or
// wrong ones state absolutes that are almost never true of real systems or real work.

/** Absolute claims: "always", "never fails", "100% secure", "guaranteed", "no downside". */
export const ABSOLUTE = cue(
  [
    // "I have always liked..." and "I always ask a second nurse" describe the speaker's habits,
    // not a claim about the world.
    "always(?<!(?:i|we|you|i've|i have|have|has|had|i'd|we've|we have) always)",
    'never (?:fails?|breaks?|goes down|loses?|happens?|needs?)',
    'guarantee[sd]?',
    'guaranteeing',
    '100 ?(?:%|percent)',
    'impossible',
    'cannot (?:fail|break|go wrong)',
    "can't (?:fail|break|go wrong)",
    'nothing (?:can|could|will) go wrong',
    'completely (?:secure|safe|reliable|scalable|bug-free)',
    'perfectly (?:secure|safe|reliable|scalable)',
    'totally (?:secure|safe)',
    'bullet-?proof',
    'zero (?:risk|bugs|downtime|downsides?)',
    'no (?:downsides?|drawbacks?|risks?)',
    'every single time',
    'the only (?:way|option|solution)',
    'infinitely (?:fast|scalable)',
    'works (?:for|in) every (?:case|situation)',
    'всегда',
    'никогда',
    'دائما',
    'دائماً',
  ],
  ['总是', '永远', '绝对'],
);

/**
 * Qualified claims: conditions ("if", "unless", "depends on"), hedges of frequency or
 * amount ("usually", "in most cases", "roughly"), and acknowledged limits ("the downside",
 * "does not scale"). They show the candidate knows where a claim stops being true.
 */
export const QUALIFIER = cue(
  [
    'if',
    'unless',
    'depends? on',
    'it depends',
    'as long as',
    'provided (?:that)?',
    'assuming',
    'usually',
    'typically',
    'generally',
    'in most cases',
    'most of the time',
    'often',
    'rarely',
    'roughly',
    'approximately',
    'about \\d',
    'around \\d',
    'at least',
    'up to',
    'the (?:limit|limitation|downside|drawback|risk|weakness) (?:is|was|of)',
    "(?:doesn't|does not|won't|will not|didn't|did not|can't|cannot) (?:scale|work|help|handle|support|fit|protect|cover|prevent|replace|fix|solve|stop)",
    'not (?:suitable|ideal|a good fit|the right)',
    'only (?:works|helps|if|when)',
    'in (?:that|this|our) case',
    'если',
    'обычно',
    'зависит',
    'إذا',
    'عادة',
  ],
  ['如果', '通常', '取决于'],
);

/** Saying how a claim was checked: measured, tested, confirmed against something. */
export const CHECKED = cue([
  '(?:we|i) (?:measured|tested|benchmarked|verified|confirmed|checked|profiled|compared|reproduced|load[- ]tested)',
  '(?:would|will|to|then|and) (?:measure|test|benchmark|verify|confirm|profile|compare)',
  'the (?:data|numbers|metrics|benchmarks?|tests?|profiler|logs) (?:showed|show|told)',
  'a/b test',
]);

// ---- what the interviewer asked about (coverage) ----------------------------------------------
// A dimension the interview never probed is reported as not assessed, not scored as a failure.

// Words of a technical topic: tools, systems, data, methods and the clinical or financial
// equivalents. The same list tells a technical question and a technical answer.
const TECHNICAL_WORDS = [
  'technical',
  'technolog(?:y|ies)',
  'architect\\p{L}*',
  'implement\\p{L}*',
  'algorithms?',
  'data ?bases?',
  'quer(?:y|ies)',
  'code',
  'coding',
  'program\\p{L}*',
  'software',
  'systems?',
  'apis?',
  'index(?:es)?',
  'cach\\p{L}*',
  'scal(?:e|es|ing|ability|able)',
  'latency',
  'debug\\p{L}*',
  'deploy\\p{L}*',
  'infrastructure',
  'protocols?',
  'network\\p{L}*',
  'secur\\p{L}*',
  'framework\\p{L}*',
  'statistic\\p{L}*',
  'spreadsheets?',
  'dashboards?',
  'clinical',
  'medication\\p{L}*',
  'accounting',
  'ledger',
  'reconcil\\p{L}*',
  'audit\\p{L}*',
  'data',
  'consisten\\p{L}*',
  'replica\\p{L}*',
  'servers?',
  'cloud',
  'https?',
  'tls',
  'ssl',
  'encrypt\\p{L}*',
  'hash\\p{L}*',
  'passwords?',
  'threads?',
  'memory',
  'storage',
  'queues?',
  'microservices?',
  'monolith',
  'performance',
  'bugs?',
  'migrat\\p{L}*',
  'sql',
  'throughput',
  'concurren\\p{L}*',
  'transactions?',
  'hardware',
  'circuits?',
  'equations?',
  'tcp',
  'udp',
  'packets?',
  'cpu',
  'gpu',
  'compil\\p{L}*',
  'runtime',
  'endpoints?',
  'schema\\p{L}*',
  'технич\\p{L}*',
  'систем\\p{L}*',
  'تقني\\p{L}*',
];

/** Technical vocabulary in the candidate's answers (two or more words make an answer technical). */
export const TECHNICAL_TERM = cue(TECHNICAL_WORDS, ['技术', '系统']);

/** Questions that probe technical knowledge or craft. */
export const TECHNICAL_QUESTION = cue(
  [
    ...TECHNICAL_WORDS,
    'design(?:ed|ing)?',
    'tools?',
    'stack',
    'languages?',
    'analy[sz]\\p{L}*',
    'models?',
    'patients?',
    'procedures?',
    'store',
    'tests?',
    'testing',
    'engineering',
    'math\\p{L}*',
    'how does',
    'how do you',
    'what is the difference',
    'explain',
  ],
  ['技术', '系统', '设计'],
);

/** Questions that ask how the candidate works a problem. */
export const PROBLEM_QUESTION = cue(
  [
    'problems?',
    'challeng\\p{L}*',
    'difficult\\p{L}*',
    'hard',
    'obstacles?',
    'conflicts?',
    'mistakes?',
    'fail\\p{L}*',
    'solv\\p{L}*',
    'fix\\p{L}*',
    'handle[sd]?',
    'handling',
    'deal(?:t)? with',
    'approach\\p{L}*',
    'decid\\p{L}*',
    'decision',
    'design\\p{L}*',
    'improv\\p{L}*',
    'what would you do',
    'how would you',
    'how did you',
    'walk me through',
    'trade-?offs?',
    'prioriti\\p{L}*',
    'debug\\p{L}*',
    'go wrong',
    'went wrong',
    'situation',
    'проблем\\p{L}*',
    'مشكلة',
  ],
  ['问题', '困难', '解决'],
);
