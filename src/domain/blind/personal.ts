// Personal details written inline, in resumes and transcripts alike: contact details, photos,
// addresses, ages and birth dates, pronouns and gender, family status, origin, religion,
// ethnicity, disability and health. Each pattern matches the detail in a personal context ("I'm
// 24", "mother of two", "originally from Lagos", "as a practising Muslim") rather than the bare
// word, so that job content that shares a word survives: "Languages: English, French", "patients
// with diabetes", "Methodist Hospital", "black-box testing", "white paper".
//
// A match is replaced by MARK, a private-use character: tidy() then removes the marks and the
// punctuation they orphan, in touched lines only, so text without personal details is unchanged.
import { PRONOUN_OBJECTS, PRONOUN_SUBJECTS } from '../text/pronouns';
import data from './personal.data.json';

export const MARK = '\uE000';

type Rule = [RegExp, (t: string) => boolean];
const always = (): boolean => true;
const has =
  (re: RegExp) =>
  (t: string): boolean =>
    re.test(t);

const NUMBER_WORD = '(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twins|triplets)';
const KIN = '(?:kids?|children|child|sons?|daughters?|boys?|girls?|grandchildren|grandkids|little ones)';
const PARENT = '(?:mother|father|mom|mum|dad|parent|mama|papa)';
const AGE_WORD =
  '(?:(?:1[6-9]|[2-9]\\d)|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?';
// Words that follow a number but make it no age: "I'm 30 minutes away", "I am 90% sure".
const NOT_AGE =
  '(?![ -]?(?:%|percent|minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|ms|k\\b|m\\b|x\\b|/))';

const DEMONYMS = data.demonyms.join('|');
const RELIGIONS =
  "Christian|Catholic|Roman Catholic|Protestant|Evangelical|Baptist|Methodist|Lutheran|Anglican|Presbyterian|Pentecostal|Mormon|Muslim|Moslem|Jewish|Hindu|Buddhist|Sikh|Jain|Bah[aá]'?[ií]|Taoist|Shinto|Zoroastrian|Quaker|Shia|Shiite|Sunni|Rastafarian|Wiccan|Pagan|atheist|agnostic";
const ETHNICITIES =
  'Hispanic|Latino|Latina|Latinx|Latine|Caucasian|Asian|African[- ]American|Asian[- ]American|Native American|Indigenous|Aboriginal|First Nations|Pacific Islander|Biracial|Multiracial|Arab|Romani|Bedouin|Berber|Han Chinese|Afro-\\p{Lu}\\p{L}+';
// An employer or institution named after a faith or a people keeps its name: "Methodist Hospital".
const ORG_AFTER =
  '(?!\\s+(?:Hospital|Health|Healthcare|Medical|Center|Centre|University|College|School|Charities|Relief|Services|Foundation|Bank|Development|Markets?|Studies|Institute|Airlines|Express))';
// A place or a name: capitalised words in any cased script, or words of a script without case.
const PROPER = "(?:(?!I\\b)\\p{Lu}[\\p{L}\\p{M}'’-]*|[\\p{Lo}][\\p{L}\\p{M}]*)";
const PLACE = `${PROPER}(?:(?:,\\s*|\\s+)${PROPER}){0,3}`;
const PERSON_NOUN =
  '(?:woman|women|man|men|girl|guy|lady|person|people|female|male|engineer|developer|nurse|accountant|professional|immigrant|candidate|student|mother|father|mom|mum|dad|parent|leader|founder)';

const PRONOUN_PAIR = new RegExp(
  `\\(?\\b(?:${PRONOUN_SUBJECTS.join('|')})\\s*\\/\\s*(?:${PRONOUN_OBJECTS.join('|')})\\b(?:\\s*\\/\\s*\\w+)?\\)?`,
  'gi',
);

/** Contact details and photos. */
const CONTACT: Rule[] = [
  // E-mail, in any script: "josé.garcía@example.com", "用户@例子.广告" (RFC 6531 addresses).
  [
    /(?:mailto:)?(?<![\p{L}\p{M}\p{N}._%+'-])[\p{L}\p{M}\p{N}._%+'-]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+/gu,
    (t) => t.includes('@'),
  ],
  [/data:image\/[\w.+-]+;base64,[A-Za-z0-9+/=]*/g, (t) => t.includes('data:')], // inline photo
  [/!\[[^\]\n]{0,200}\]\([^)\n]{0,2000}\)/g, (t) => t.includes('![')], // Markdown image
  [/<img\b[^>\n]{0,2000}>/gi, (t) => /<img/i.test(t)], // HTML image
  [/\b(?:https?:\/\/|www\.)\S+/gi, (t) => /https?:|www\./i.test(t)], // URLs (profiles, photos)
  [
    /\b(?:[\w-]+\.)?(?:linkedin|github|gitlab|twitter|x|facebook|instagram|behance|dribbble|medium|stackoverflow|tiktok|youtube|bitbucket)\.(?:com|net|io|me)\/\S*/gi,
    (t) => /\.(?:com|net|io|me)\//i.test(t),
  ], // profiles written without a scheme
  [
    /(?:\b(?:photo|picture|headshot|portrait|avatar)\s*[:=]?\s*)?\b[\w-]+\.(?:jpe?g|png|gif|webp|heic|bmp|tiff?)\b/gi,
    (t) => /\.(?:jpe?g|png|gif|webp|heic|bmp|tiff?)\b/i.test(t),
  ],
  [/\b(?:photo|headshot|portrait)\s+(?:attached|enclosed|available)\b/gi, has(/photo|headshot|portrait/i)],
  [/(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?|\b\d{2,4}[\s.-])\d{3,4}[\s.-]\d{3,4}\b/g, always], // phone
  [/\+\d{1,3}(?:[\s.-]?\(?\d{1,5}\)?){1,5}(?!\d)/g, (t) => t.includes('+')], // international: "+91 98765 43210"
  [
    /\b(?:twitter|telegram|instagram|tiktok|skype|discord|handle|github|mastodon)\s*(?::\s*@?|@)[\w.-]{2,40}/gi,
    has(/twitter|telegram|instagram|tiktok|skype|discord|handle|github|mastodon/i),
  ],
];

/** Addresses. */
const ADDRESS: Rule[] = [
  [
    /\b\d{1,6}\s+(?:[A-Z][\w.]*\s+){0,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Parkway|Pkwy|Highway|Hwy)\b\.?(?:,?\s*(?:Apt|Suite|Unit|#)\s*\w+)?/g,
    always,
  ], // street
  [/\b[A-Z][a-zA-Z .]{0,40},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/g, (t) => /\b\d{5}\b/.test(t)], // City, ST 12345
  [
    /\b(?:Calle|Rue|Via|Avenida|Av\.|Rua|Carrer|Ulitsa|ul\.)\s+(?:\p{L}[\p{L}.'-]*\s+){0,4}\d{1,5}\w?\b/gu,
    has(/Calle|Rue|Via|Av|Rua|Carrer|Ulitsa|ul\./),
  ],
  [
    /\b\p{Lu}\p{L}*(?:straße|strasse|str\.|weg|gasse|platz|allee|laan|straat|gatan|vägen|vej)\s+\d{1,5}\w?\b/gu,
    has(/stra|weg|gasse|platz|allee|laan|straat|gatan|vägen|vej/),
  ],
  [/\b(?:[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b|\d{5}\s+\p{Lu}\p{Ll}+(?=\s*(?:,|$)))/gmu, has(/\d/)], // postcodes: "SW1A 1AA", "28013 Madrid"
  [/\bP\.?\s?O\.?\s+Box\s+\d+/gi, has(/box/i)],
];

/** Ages and birth dates. */
const AGE: Rule[] = [
  [/\b(?:aged?|age:?)\s*\d{1,3}\b/gi, has(/\bage/i)],
  // "DOB 1984", "D.O.B. 12.03.1984", "Year of birth: 1984": a birth date with or without its colon.
  [
    /(?<![\p{L}\p{N}])(?:d\.?o\.?b\.?|date of birth|year of birth|birth ?(?:year|date)|birthday)\s*[:\-–]?\s*(?:\d{1,2}(?:st|nd|rd|th)?[\s/.-]+)?(?:\p{L}+\.?[\s/.-]+)?(?:\d{1,2},?[\s/.-]+)?(?:19|20)\d{2}\b/giu,
    has(/d\.?o\.?b|birth/i),
  ],
  // "45 years old", "45 years of age", "58-year-old": an age, never years of experience.
  [/\b\d{1,3}\s*[- ]?\s*(?:years?|yrs?)[\s-]*(?:old|of\s+age|young)\b/gi, has(/\b(?:old|age|young)\b/i)],
  [
    new RegExp(
      `\\b(?:born|b\\.)\\s+(?:on\\s+|in\\s+)?(?:\\d{1,2}[\\s/.-])?(?:[A-Za-z]+[\\s/.-])?(?:\\d{1,2},?\\s+)?\\d{4}\\b(?:,?\\s+in\\s+(?:the\\s+)?${PLACE})?`,
      'giu',
    ),
    has(/\bb(?:orn|\.)\s/i),
  ],
  [
    new RegExp(`\\bat (?:the age of )?${AGE_WORD}${NOT_AGE},?(?= (?:I|I'm|I've|I'd|I’m|I’ve|we)\\b)`, 'gi'),
    has(/\bat /i),
  ],
  [
    new RegExp(
      `\\b(?:I'm|I’m|I am|I was) (?:now )?${AGE_WORD}${NOT_AGE}(?: years?(?: old| of age)?)?(?=[\\s,.;!?)]|$)`,
      'gi',
    ),
    has(/\bI(?:'m|’m| am| was)/i),
  ],
  [
    /\b(?:in my|in her|in his) (?:early |mid |late )?(?:teens|twenties|thirties|forties|fifties|sixties|seventies|[2-7]0s|[2-7]0's)\b/gi,
    has(/\bin (?:my|her|his) /i),
  ],
  [/\b(?:at my age|my age)\b/gi, has(/my age/i)],
];

/** Pronouns and gender. */
const GENDER: Rule[] = [
  [PRONOUN_PAIR, (t) => t.includes('/')],
  [/\b(?:my )?(?:preferred )?pronouns(?:\s+are|\s*:)?/gi, has(/pronouns/i)],
  [/\b(?:Mr|Mrs|Ms|Mx|Miss|MR|MRS|MS|MX|MISS)\.?\s+(?=\p{Lu})/gu, has(/\b(?:mr|mrs|ms|mx|miss)\b/i)],
  [
    /\bas an? (?:(?:young|older|single|working|proud|first-generation) )*(?:woman|man|girl|guy|lady|gentleman|female|male|mother|father|mom|mum|dad|parent|immigrant|transgender \w+|trans \w+)(?: in (?:tech|engineering|stem|computing|science|nursing|finance))?,?/gi,
    has(/\bas an? /i),
  ],
  [/\b(?:women|woman|girls) (?:in|who) (?:tech|engineering|stem|computing|science|code)\b/gi, has(/wom[ae]n|girls/i)],
  [
    /\b(?:transgender|trans (?:woman|man|person)|non-?binary|genderqueer|genderfluid|gender-fluid|cisgender|female|male)\b/gi,
    has(/trans|binary|gender|male/i),
  ],
];

/** Marital and family status. */
const FAMILY: Rule[] = [
  [
    new RegExp(
      `\\b(?:(?:single|working|proud|busy|stay-at-home) )?${PARENT}s? (?:of|to) ${NUMBER_WORD}(?: (?:young |small |little |wonderful |grown |teenage )?${KIN})?\\b`,
      'gi',
    ),
    has(/mother|father|mom|mum|dad|parent|mama|papa/i),
  ],
  [
    new RegExp(`\\b(?:(?:single|working|stay-at-home|full-time) )${PARENT}\\b`, 'gi'),
    has(/single|working|stay-at-home|full-time/i),
  ],
  // Marital status as a statement ("Married with 3 kids", "I'm divorced"), not "separated concerns".
  [
    new RegExp(
      `(?:\\b(?:I'm|I’m|I am|I was|happily|recently) (?:(?:happily|recently|now) )?(?:married|engaged|divorced|widowed|separated)|(?:^|(?<=[|,;:•·]\\s*))(?:married|unmarried|divorced|widowed|separated)(?=\\s*(?:[,;.|]|$|with\\b|and\\b|\\d)))(?: (?:with|and have|and) (?:${NUMBER_WORD} )?(?:young |small |little |grown )?${KIN})?`,
      'gim',
    ),
    has(/married|engaged|divorced|widowed|separated/i),
  ],
  [/\bsingle(?=\s*(?:[,;.|]|$))/gim, has(/single/i)],
  // Children as an item of a list ("Married, 2 children, driving licence"): family status.
  [
    new RegExp(
      `(?:^|(?<=[|,;:•·]\\s*))(?:${NUMBER_WORD}|no) (?:(?:young|small|little|grown|teenage) )?${KIN}(?=\\s*(?:[,;.|•·]|$))`,
      'gim',
    ),
    has(/kid|child|son|daughter|boy|girl|little ones/i),
  ],
  [
    new RegExp(
      `\\b(?:I have|I've got|I’ve got|we have|with) ${NUMBER_WORD} (?:young |small |little |grown |wonderful |teenage )?${KIN}\\b`,
      'gi',
    ),
    always,
  ],
  [
    /\bmy (?:wife|husband|spouse|fianc[eé]e?|kids|children|son|sons|daughter|daughters|baby|babies|toddler|newborn|twins|boyfriend|girlfriend|family)\b/gi,
    has(/\bmy /i),
  ],
  // Care duties at home ("caring for my elderly father"): family status, not work.
  [
    /\b(?:caring for|looking after|carer (?:for|to)|caregiver (?:for|to)) my (?:(?:elderly|aging|ageing|sick|ill|disabled|young|little) )?(?:father|mother|parents|dad|mum|mom|grandmother|grandfather|grandparents|husband|wife|kids|children|son|daughter)\b/gi,
    has(/caring|looking after|carer|caregiver/i),
  ],
  [
    /\bmy (?:(?:elderly|aging|ageing|sick|ill|late) )?(?:father|mother|parents|dad|mum|mom|grandmother|grandfather|grandparents)\b/gi,
    has(/\bmy /i),
  ],
  [/\b(?:I'm |I’m |I am |as a |a )widow(?:er)?\b/gi, has(/widow/i)],
  // Leave for a child or the family ("parental leave") and pregnancy: family status, not work.
  [/\b(?:maternity|paternity|parental|family) leave\b/gi, has(/leave/i)],
  [/\b(?:I'm |I am |I’m |I was )?(?:pregnant|expecting a baby)\b/gi, has(/pregnan|expecting/i)],
];

/** Nationality, citizenship and origin. */
const ORIGIN: Rule[] = [
  [
    new RegExp(
      `\\b(?:I'm|I’m|I am)(?: a| an)?(?: proud)? (?:${DEMONYMS})\\b(?: (?:citizen|national|woman|man|person))?`,
      'g',
    ),
    has(/\bI(?:'m|’m| am)/),
  ],
  [
    new RegExp(
      `\\b(?:${DEMONYMS}|U\\.?S\\.?A?\\.?|U\\.?K\\.?|EU)(?:-born)?\\s+(?:citizen|national|passport(?: holder)?|citizenship|nationality|by birth|immigrant|expat|native)\\b`,
      'g',
    ),
    has(/citizen|national|passport|birth|immigrant|expat|native/),
  ],
  [new RegExp(`\\bas an? (?:${DEMONYMS})\\b`, 'g'), has(/\bas an? /)],
  [new RegExp(`\\b(?:${DEMONYMS})-born\\b`, 'g'), has(/-born/)],
  [
    /\b(?:permanent resident|green card holder|dual citizen(?:ship)?|naturali[sz]ed citizen)\b/gi,
    has(/resident|green card|citizen/i),
  ],
  [
    new RegExp(
      `\\b(?:citizen(?:ship)? of|national of|native of|originally from|born (?:and raised )?in|raised in|grew up in|immigrated (?:here )?from|emigrated from|moved here from|I'm from|I’m from|I am from|I come from|I hail from|hail from)\\s+(?:the\\s+)?${PLACE}`,
      'gu',
    ),
    has(/citizen|national|native|from|born|raised|grew up/),
  ],
  [
    new RegExp(
      `\\bof (?:(?!\\p{Lu}{2,}\\b)${PROPER}\\s+)?(?!\\p{Lu}{2,}\\b)${PROPER} (?:descent|origin|heritage|ancestry|extraction)\\b`,
      'gu',
    ),
    has(/descent|origin|heritage|ancestry|extraction/),
  ],
];

/** Religion. */
const RELIGION: Rule[] = [
  [
    new RegExp(
      `\\b(?:I'm|I’m|I am|as)(?: a| an)? (?:practi[cs]ing |devout |observant |committed |proud )?(?:${RELIGIONS})\\b`,
      'gi',
    ),
    has(/\b(?:I'm|I’m|I am|as)\b/i),
  ],
  [new RegExp(`\\b(?:practi[cs]ing |devout |observant )?(?:${RELIGIONS})\\b${ORG_AFTER}`, 'g'), always],
  [
    /\b(?:my|our) (?:faith|religion|church|mosque|synagogue|temple|gurdwara|parish|congregation|pastor|imam|rabbi|priest)\b/gi,
    has(/\b(?:my|our) /i),
  ],
  [
    /\b(?:attend|go to|volunteer at|member of)(?: the| a| my)? (?:local )?(?:church|mosque|synagogue|temple|gurdwara|parish)\b/gi,
    has(/church|mosque|synagogue|temple|gurdwara|parish/i),
  ],
  [
    /\b(?:church|mosque|synagogue|temple|gurdwara|parish) (?:volunteer|choir|youth group|member|elder|deacon)\b/gi,
    has(/church|mosque|synagogue|temple|gurdwara|parish/i),
  ],
  [/\b(?:Ramadan|Sabbath|Shabbat|Diwali|Eid|Passover|Yom Kippur|Lent|Hajj|Vaisakhi)\b/g, always],
  [/\b(?:religious|spiritual) (?:beliefs?|holidays?|observance|practice|faith)\b/gi, has(/religious|spiritual/i)],
];

/** Ethnicity and race. */
const ETHNICITY: Rule[] = [
  [new RegExp(`\\b(?:${ETHNICITIES})\\b${ORG_AFTER}`, 'gu'), always],
  [/\b(?:a )?(?:person|people|woman|women|man|men|candidates?|engineers?) of colou?r\b/gi, has(/colou?r/i)],
  [/\b(?:BIPOC|POC|mixed[- ]race)\b/gi, has(/BIPOC|POC|mixed/i)],
  [
    new RegExp(`\\b(?:I'm|I’m|I am|as)(?: a| an)? (?:Black|White|Brown)\\b(?: ${PERSON_NOUN})?`, 'g'),
    has(/Black|White|Brown/),
  ],
  [new RegExp(`\\b(?:Black|White|Brown) ${PERSON_NOUN}\\b`, 'g'), has(/Black|White|Brown/)],
  [/\bmember of the [\p{L} -]{1,40} (?:community|diaspora)\b/giu, has(/community|diaspora/i)],
  [/\b(?:ethnic|racial) (?:minority|background|origin|group)\b/gi, has(/ethnic|racial/i)],
];

/** Disability and health. */
const HEALTH_CONDITION =
  '(?:ADHD|autism|dyslexia|dyspraxia|epilepsy|diabetes|type [12] diabetes|cancer|depression|anxiety|PTSD|OCD|bipolar(?: disorder)?|multiple sclerosis|MS|long covid|arthritis|asthma|migraines?|hearing loss|low vision|a disability|disabilities|a chronic (?:illness|condition|pain)|chronic (?:illness|pain|fatigue)|an? (?:heart|medical|health|mental health|neurological) condition|health (?:issues|problems)|mental (?:health|illness)|a stroke|an? illness)';
const HEALTH: Rule[] = [
  [/\b(?:wheelchair user|I use a wheelchair|cancer survivor|stroke survivor)\b/gi, has(/wheelchair|survivor/i)],
  // Conditions in the first person only: a teacher of "visually impaired students" keeps them.
  [
    /\b(?:I'm|I’m|I am|I was|I've been|I have been|as an?|being)(?: a| an)? (?:wheelchair user|hard of hearing|visually impaired|hearing impaired|legally blind|partially sighted|neurodivergent|neurodiverse|on the autism spectrum|registered disabled|living with (?:a )?disability)\b/gi,
    has(/wheelchair|hearing|impaired|blind|sighted|neuro|autism|disab/i),
  ],
  [
    /\b(?:I'm|I’m|I am|I was|I've been|I have been|as an?|being)(?: a| an)? (?:deaf|blind|autistic|dyslexic|disabled|diabetic|epileptic|bipolar|disabled \w+|deaf \w+)\b/gi,
    has(/deaf|blind|autis|dyslex|disab|diabet|epilep|bipolar/i),
  ],
  [
    new RegExp(
      `\\b(?:I have|I've got|I’ve got|I live with|I'm living with|I am living with|I was diagnosed with|I've been diagnosed with|I have been diagnosed with|I suffer from|I struggle with|I'm recovering from|I am recovering from|I survived|my)(?: a| an)? ${HEALTH_CONDITION}\\b`,
      'gi',
    ),
    has(/\b(?:I|my)\b/i),
  ],
  [/\b(?:my|I was on|I took|took)(?: a)? (?:medical|sick|disability|health) leave\b/gi, has(/leave/i)],
  [
    /\b(?:disability|disabled|accessibility) (?:status|accommodations?|adjustments?|benefits)\b/gi,
    has(/disab|accessib/i),
  ],
  [
    /\b(?:deaf|blind|autistic|dyslexic|disabled|neurodivergent) (?:woman|women|man|men|person|people|engineer|nurse|accountant|professional|candidate)\b/gi,
    has(/deaf|blind|autis|dyslex|disab|neuro/i),
  ],
];

/**
 * The pattern with every \\s kept within a line: a detail never runs over a line break ("140 ms.\\n
 * Backend" is no "Ms. Backend", "43210\\nSummary" no postcode and town).
 */
function oneLine(re: RegExp): RegExp {
  let out = '';
  let inClass = false;
  const src = re.source;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\\') {
      const next = src[i + 1];
      if (next === 's') out += inClass ? ' \\t\\u00a0' : '[^\\S\\n]';
      else out += c + (next ?? '');
      i++;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    out += c;
  }
  return new RegExp(out, re.flags);
}

const ALL: Rule[] = [
  ...CONTACT,
  ...ADDRESS,
  ...AGE,
  ...FAMILY,
  ...GENDER,
  ...ORIGIN,
  ...RELIGION,
  ...ETHNICITY,
  ...HEALTH,
].map(([re, maybe]): Rule => [oneLine(re), maybe]);

// Lists of personal details: "Personal details: married, two children, British, born 1984",
// "Married | 2 kids | DOB 1984", "Familienstand: verheiratet". Such a line (or a sentence of a
// transcript) goes whole: item by item the rules above would leave a bare "two children" or
// "British" behind, and a language list ("English, French") must stay, so a list counts only
// when every item is personal and one of them is personal on its own (a demonym or a bare year
// alone is not).
const escapeLabel = (l: string): string =>
  l
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\\\./g, '\\.?')
    .replace(/ /g, '\\s+');
const labels = (xs: readonly string[]): string =>
  [...xs]
    .sort((a, b) => b.length - a.length)
    .map(escapeLabel)
    .join('|');
const FIELD = `(?:${labels(data.fieldLabels)})`;
/** "Marital status:", "Nationality and birth year:", "Situation familiale :", "Kinder -". */
export const FIELD_LABEL = new RegExp(
  `^\\s*${FIELD}(?:\\s*(?:and|&|/|und|y|et|e|en)\\s*${FIELD})*\\s*(?:[:\uff1a]|[-–—](?=\\s))`,
  'iu',
);
/** "Personal details:", "Personal Details —", "Persönliche Daten:", "Datos personales:". */
const LEAD_LABEL = new RegExp(`^\\s*(?:${labels(data.leadLabels)})\\s*(?:[:\uff1a]|[-–—](?=\\s))`, 'iu');
const LIST_ITEM = /\s*[,;|•·]\s*|\s+[/–—-]\s+/;
const KIN_ITEM = new RegExp(`^(?:${NUMBER_WORD}|no|one)\\s+(?:(?:young|small|little|grown|teenage)\\s+)?${KIN}$`, 'i');
const STATUS_ITEM =
  /^(?:married|unmarried|single|divorced|widowed|widow(?:er)?|separated|engaged|in a (?:civil )?partnership|childless|no disabilit(?:y|ies)|wheelchair user)$/i;
const WEAK_ITEM = new RegExp(
  `^(?:(?:${DEMONYMS})(?:\\s+(?:national|citizen|nationality|citizenship))?|(?:19|20)\\d{2}|none|n/?a)$`,
  'iu',
);
/** Longer items are prose, not a detail of a list: never run the rules over them. */
const MAX_ITEM = 60;
const MAX_ITEMS = 12;

/** 2: personal on its own; 1: personal only beside such an item; 0: not personal. Read after the rules. */
function itemWeight(raw: string): 0 | 1 | 2 {
  const item = raw.replace(/[.!?\s]+$/, '').trim();
  if (item === '' || item.length > MAX_ITEM) return 0;
  if (FIELD_LABEL.test(item) || KIN_ITEM.test(item) || STATUS_ITEM.test(item)) return 2;
  if (WEAK_ITEM.test(item)) return 1;
  // The rules ran first (markPersonal): an item they emptied was personal on its own.
  return item.includes(MARK) && tidy(item) === '' ? 2 : 0;
}

/** A line or a sentence that is a list of personal details and nothing else. */
export function isPersonalList(text: string): boolean {
  // Headed by a personal label, the whole line or sentence is that detail's value.
  if (LEAD_LABEL.test(text) || FIELD_LABEL.test(text)) return true;
  const items = text.split(LIST_ITEM);
  if (items.length > MAX_ITEMS) return false;
  let strong = false;
  for (const item of items) {
    const w = itemWeight(item);
    if (w === 0) return false;
    if (w === 2) strong = true;
  }
  return strong;
}

// A sentence ends before a capital ("... born 1984. Our API ..."), so that "D.O.B. 12.03.1984"
// stays one.
const LIST_SENTENCE = /(?<=[.!?])\s+(?=[\p{Lu}\p{Lo}])/u;
/** A list of details is short; a longer line or sentence is never read as one. */
const MAX_LIST = 400;

const listOrKeep = (part: string): string => (part.length <= MAX_LIST && isPersonalList(part) ? MARK : part);

/** Each line, or each sentence of a line, that is a list of personal details becomes MARK. */
function markLists(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (line.trim() === '') return line;
      const parts = line.split(LIST_SENTENCE);
      if (parts.length === 1) return listOrKeep(line);
      // Sentences of a transcript's turn; the line is rebuilt only when one of them goes.
      const kept = parts.map(listOrKeep);
      return kept.some((p, i) => p !== parts[i]) ? kept.join(' ') : line;
    })
    .join('\n');
}

const LEAD_IN =
  /\b(?:as|being|I'm|I’m|I am|I was)(?: an?)?(?: (?:proud|practi[cs]ing|devout|observant|young|older|single|working))*\s+\uE000/gi;

/** Replaces every inline personal detail with MARK (see tidy). */
export function markPersonal(text: string): string {
  let t = text;
  for (const [re, maybe] of ALL) if (maybe(t)) t = t.replace(re, MARK);
  t = markLists(t);
  // What introduced a removed detail goes with it: "As a [mother of two], ...", "I'm a [Hindu]".
  return t.includes(MARK) ? t.replace(LEAD_IN, MARK) : t;
}

const SENTENCE_END = /(?<=[.!?])\s+/;
const CONTENT_WORD = /[\p{L}\p{N}]{2,}/gu;
// Words that carry nothing once the detail around them is gone: "I'm a .", "My name is .".
const HOLLOW = new Set(data.hollow);

/**
 * Removes MARKs from a text, with the spaces and punctuation they leave behind; a sentence that
 * loses all its content ("My name is [MARK].", "I'm [MARK].") goes. Lines without a MARK are
 * returned unchanged, so a text without personal details is unchanged.
 */
export function tidy(text: string): string {
  if (!text.includes(MARK)) return text;
  return text
    .split('\n')
    .map((line) => (line.includes(MARK) ? tidyLine(line) : line))
    .join('\n');
}

// A run of MARKs with the separators around them.
const MARK_RUN = /([\s,;:|/•·–—-]*)\uE000(?:[\s,;:|/•·–—-]*\uE000)*([\s,;:|/•·–—-]*)/g;

function tidyLine(line: string): string {
  const indent = /^[ \t]*/.exec(line)![0];
  const kept: string[] = [];
  for (const sentence of line.trim().split(SENTENCE_END)) {
    if (!sentence.includes(MARK)) {
      kept.push(sentence);
      continue;
    }
    let s = sentence
      .replace(/\(\s*(?:\uE000[\s,;:/|]*)+\)/g, MARK) // "(she/her)", "( , )"
      .replace(MARK_RUN, (m: string, pre: string, post: string, at: number, whole: string) => {
        // At either end of the sentence the separators go with the detail ("Thanks, Priya." ->
        // "Thanks."); between two parts one separator stays ("Hi, Priya, and ..." -> "Hi, and ...").
        const rest = whole.slice(at + m.length);
        if (at === 0 || rest === '' || /^[.!?)\]]/.test(rest)) return '';
        const sep = post.trim()[0] ?? pre.trim()[0];
        if (!sep) return ' ';
        return ',;:'.includes(sep) ? `${sep} ` : ` ${sep} `;
      })
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/\s+([,;:.!?])/g, '$1')
      .replace(/\(\s*\)/g, '')
      .trim();
    const words = (s.toLowerCase().match(CONTENT_WORD) ?? []).filter((w) => !HOLLOW.has(w));
    if (words.length === 0 && !/\d/.test(s)) continue;
    s = s.replace(/^[,;:|/–—-]\s*/, '');
    kept.push(s);
  }
  const out = kept.join(' ').trim();
  return out === '' ? '' : indent + out;
}
