// Generators of the personal details people append to a resume or state in an interview: a
// personal-details line (marital status, children, nationality, birth date or year, religion,
// disability) in several languages and layouts, and e-mail addresses whose local part is not
// ASCII (names with diacritics, other scripts, internationalised domains). Written for these
// tests; invented people.
import fc from 'fast-check';

const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);

const YEARS = [1958, 1971, 1984, 1990, 1999, 2001];
const birth = (y: number): string[] => [
  `born ${y}`,
  `Born in ${y}`,
  `DOB ${y}`,
  `DOB: 12/03/${y}`,
  `D.O.B. 12.03.${y}`,
  `Date of birth: 12 March ${y}`,
  `Year of birth: ${y}`,
  `Birth year: ${y}`,
  `b. ${y}`,
  `Geburtsdatum: 12.03.${y}`,
  `Geburtsjahr: ${y}`,
  `Fecha de nacimiento: 12/03/${y}`,
  `Date de naissance : 12/03/${y}`,
  `Data de nascimento: 12/03/${y}`,
  `Data di nascita: 12/03/${y}`,
  `Geboortedatum: 12-03-${y}`,
  `Age: ${2025 - y}`,
  `${2025 - y} years old`,
];

/** Items of a personal-details line by kind; labelled items may stand in any line. */
export const PERSONAL_ITEMS = {
  marital: [
    'married',
    'Married',
    'single',
    'Single',
    'divorced',
    'widowed',
    'separated',
    'Marital status: married',
    'Marital status: single',
    'Civil status: married',
    'Familienstand: verheiratet',
    'Familienstand: ledig',
    'Estado civil: casado',
    'Estado civil: soltera',
    'Situation familiale : mariée',
    'État civil : célibataire',
    'Stato civile: coniugato',
    'Burgerlijke staat: gehuwd',
  ],
  children: [
    'two children',
    '2 children',
    'three kids',
    '3 kids',
    'one child',
    'no children',
    'Children: 2',
    'Dependants: 3',
    'Kinder: 2',
    'Hijos: 2',
    'Enfants : 2',
    'Filhos: 1',
  ],
  nationality: [
    'Nationality: Indian',
    'Nationality: British',
    'Citizenship: Brazilian',
    'Kenyan citizen',
    'German national',
    'US citizen',
    'Nationalität: deutsch',
    'Staatsangehörigkeit: deutsch',
    'Nacionalidad: española',
    'Nationalité : française',
    'Nacionalidade: portuguesa',
    'Nazionalità: italiana',
    'Nationaliteit: Nederlandse',
  ],
  birth: YEARS.flatMap(birth),
  religion: [
    'Catholic',
    'Muslim',
    'Religion: Hindu',
    'Religion: none',
    'Faith: Christian',
    'Religion: Jewish',
    'Konfession: evangelisch',
    'Religión: católica',
  ],
  disability: [
    'Disability: none',
    'Disabilities: none',
    'no disability',
    'Disability: hearing impaired',
    'wheelchair user',
    'Health: good',
    'Health status: excellent',
    'Schwerbehinderung: nein',
  ],
} as const;
type Kind = keyof typeof PERSONAL_ITEMS;
const KINDS = Object.keys(PERSONAL_ITEMS) as Kind[];

/** Items that say the line is personal on their own, however it is written. */
const STRONG: Kind[] = ['marital', 'children', 'birth', 'religion'];

const LEADS = [
  'Personal details: ',
  'Personal Details — ',
  'Personal details - ',
  'Personal information: ',
  'Personal data: ',
  'Personal: ',
  'Personal particulars: ',
  'Persönliche Daten: ',
  'Datos personales: ',
  'Informations personnelles : ',
  'Dados pessoais: ',
  'Dati personali: ',
  'Persoonlijke gegevens: ',
];
const SEPARATORS = [', ', '; ', ' | ', ' • ', ' · ', ' / '];

/**
 * A personal-details line: a lead label ("Personal details: ", in several languages) or none,
 * then 1 to 5 items of different kinds; a line without a lead holds at least one item that is
 * personal on its own (marital status, children, birth, religion).
 */
export const personalLineArb: fc.Arbitrary<string> = fc
  .record({
    lead: fc.option(pick(LEADS), { nil: '' }),
    kinds: fc.shuffledSubarray(KINDS, { minLength: 1, maxLength: 5 }),
    strong: pick(STRONG),
    picks: fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
    sep: pick(SEPARATORS),
    stop: pick(['', '.']),
  })
  .map(({ lead, kinds, strong, picks, sep, stop }) => {
    const ks = lead === '' && !kinds.some((k) => STRONG.includes(k)) ? [strong, ...kinds] : kinds;
    const items = ks.map((k, i) => {
      const xs = PERSONAL_ITEMS[k];
      return xs[picks[i % picks.length]! % xs.length]!;
    });
    return `${lead}${items.join(sep)}${stop}`;
  });

// Letters of local parts: diacritics of many languages, other scripts, and ASCII.
const LOCAL_CHARS = [
  ...'abcdefghijklmnopqrstuvwxyz',
  ...'áàâäãåæçéèêëíìîïñóòôöõøœßúùûüýÿđłńśźżčšžřěğışţș',
  ...'ÁÉÖÜÇ',
  ...'αβγδεζηθλμπστω',
  ...'абвгдежзиклмнопрстуфхцчшыэюя',
  ...'用户名字李王张',
  ...'अजयक',
  ...'محمد',
];
const NAMED_LOCALS = [
  'josé.garcía',
  'zoë',
  '用户',
  'müller',
  'françois.dupont',
  'søren',
  'ana-maría.lópez',
  'nguyễn.lan',
  'siobhán_kelly',
  'björn.ångström',
  'δοκιμή',
  'андрей',
  'प्रिया',
  'chloé+jobs',
];
const DOMAINS = [
  'example.com',
  'mail.example.org',
  '例子.广告',
  'beispiel.de',
  'пример.рф',
  'exemple.fr',
  'example.co.uk',
];

/** An e-mail address whose local part holds at least one letter outside ASCII. */
export const unicodeEmailArb: fc.Arbitrary<string> = fc
  .record({
    named: fc.option(pick(NAMED_LOCALS), { nil: null }),
    parts: fc.array(fc.array(pick(LOCAL_CHARS), { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 3 }),
    accent: pick(LOCAL_CHARS.filter((c) => c > '\u007f')),
    domain: pick(DOMAINS),
  })
  .map(({ named, parts, accent, domain }) => {
    const local = named ?? parts.map((p) => p.join('')).join('.');
    return `${/[^\u0000-\u007f]/.test(local) ? local : `${local}${accent}`}@${domain}`;
  });

/** A contact line around an address, as resumes write it. */
export const contactLineArb: fc.Arbitrary<string> = fc
  .tuple(
    unicodeEmailArb,
    pick([
      (e: string) => e,
      (e: string) => `E-mail: ${e}`,
      (e: string) => `Email: ${e} | (555) 123-4567`,
      (e: string) => `${e} · +44 20 7946 0958`,
      (e: string) => `${e} | +34 612 345 678`,
      (e: string) => `Contact: ${e}`,
      (e: string) => `<${e}>`,
      (e: string) => `mailto:${e}`,
      (e: string) => `✉ ${e}`,
    ]),
  )
  .map(([e, f]) => f(e));

/** A sentence in which a candidate states such details or gives an address. */
export const spokenDetailArb: fc.Arbitrary<string> = fc.oneof(
  unicodeEmailArb.chain((e) =>
    pick([
      `My e-mail is ${e}.`,
      `My email address is ${e}.`,
      `You can reach me at ${e}.`,
      `You can e-mail me at ${e}.`,
      `It's ${e}, by the way.`,
    ]),
  ),
  pick([
    "I'm married with two children.",
    "I'm married.",
    'I was born in 1984.',
    "I'm a British national.",
    "I'm a Kenyan citizen.",
    "I'm divorced, with one child.",
    "I'm single.",
    "I'm a practising Catholic.",
    'I have three kids.',
    'I was born in 1971 in Lagos.',
    'Personal details: married, two children, British, born 1984.',
  ]),
);
