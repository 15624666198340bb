// Property: two interviews that differ only in who took part (names in any script, as speaker
// labels, introductions and forms of address) and in the personal details the candidate mentions
// (age, family, pronouns, origin, religion, ethnicity, disability) have the same blind view and
// byte-identical scorecards, and no such detail reaches feedback or the summary.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blindTranscript } from '../../../src/domain/blind/index';
import { scoreInterview } from '../../../src/domain/scoring/index';
import { roleScoringContext } from '../../../src/domain/scoring/role-skills';
import { AGES, NAMES } from './fixtures';

// Hundreds of generated cases per property: seconds on a busy machine, never minutes.
const PROPERTY_TIMEOUT = 60_000;

interface Role {
  role: string;
  exchanges: Array<[question: string, answer: string]>;
}

const ROLES: Role[] = [
  {
    role: 'Backend Engineer',
    exchanges: [
      [
        'Can you tell me about an outage you handled?',
        'Our checkout API started timing out during a sale. I rolled back the last deploy, found a missing database index with the slow query log, added it behind a flag, and p99 latency fell from two seconds to 180 ms.',
      ],
      [
        'How did you make sure it would not happen again?',
        'I added a load test to CI that replays peak traffic, and an alert on query time, so a missing index now fails the build before it reaches production.',
      ],
      [
        'What would you change in how the team handles incidents?',
        'I would write the runbook before the incident: who rolls back, who talks to support, and which dashboards to open first. We tried that last quarter and recovery time halved.',
      ],
    ],
  },
  {
    role: 'ICU Nurse',
    exchanges: [
      [
        'Tell me about a patient whose condition changed quickly.',
        'A post-operative patient became hypotensive overnight. I checked the lines and the drains, escalated to the rapid response team, started fluids on the standing order and documented every reading, and the patient was stable within the hour.',
      ],
      [
        'How do you hand over a complex patient?',
        'I use SBAR: situation, background, assessment and recommendation, and I read back the drips and the pending labs with the oncoming nurse at the bedside.',
      ],
    ],
  },
  {
    role: 'Staff Accountant',
    exchanges: [
      [
        'How do you run a month-end close?',
        'I start with a checklist and a calendar shared with the team, reconcile the bank accounts first, then accruals and prepaids, and I review variances over five percent with the budget owners before the books close.',
      ],
      [
        'Describe an error you found in the ledger.',
        'A vendor was paid twice because two invoices had different numbers for the same delivery. I traced it in the payables report, recovered the payment and added a duplicate check on amount and date in the approval workflow.',
      ],
    ],
  },
];

// Details a candidate volunteers, one template per kind; the person decides what fills it.
const DETAILS = {
  age: [
    (a: number) => `At ${a} I have seen many incidents.`,
    (a: number) => `I'm ${a} years old.`,
    (a: number) => `I'm ${a}.`,
  ],
  family: [(p: string) => `I'm a ${p} of two.`, (p: string) => `As a ${p} of two, I plan my week carefully.`],
  pronouns: [(p: string) => `My pronouns are ${p}.`],
  origin: [(o: [string, string]) => `I'm ${o[0]}.`, (o: [string, string]) => `I'm originally from ${o[1]}.`],
  religion: [(r: string) => `I'm a practising ${r}.`, (r: string) => `As a devout ${r}, I keep a steady routine.`],
  ethnicity: [(e: string) => `I'm ${e}.`],
  disability: [(d: string) => d],
} as const;

interface Person {
  interviewer: string;
  candidate: string;
  age: number;
  parent: string;
  pronouns: string;
  origin: [string, string];
  religion: string;
  ethnicity: string;
  disability: string;
}

const ORIGINS: Array<[string, string]> = [
  ['Canadian', 'Lagos, Nigeria'],
  ['Brazilian', 'São Paulo'],
  ['Indian', 'Chennai'],
  ['Kenyan', 'Nairobi'],
  ['Polish', 'Kraków, Poland'],
];
const RELIGIONS = ['Muslim', 'Hindu', 'Catholic', 'Sikh', 'Buddhist', 'Christian'];
const ETHNICITIES = ['Hispanic', 'Black', 'Asian', 'Latina'];
const DISABILITIES = [
  "I'm deaf.",
  'I use a wheelchair.',
  'I have ADHD.',
  'I was diagnosed with dyslexia.',
  "I'm autistic.",
];
// Names that can stand as speaker labels (a label has at most 40 characters and no brackets).
const LABEL_NAMES = NAMES.filter((n) => !n.includes('('));

const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
const personArb: fc.Arbitrary<Person> = fc
  .record({
    names: fc.uniqueArray(pick(LABEL_NAMES), { minLength: 2, maxLength: 2 }),
    age: pick(AGES),
    parent: pick(['mother', 'father', 'parent']),
    pronouns: pick(['she/her', 'he/him', 'they/them', 'ze/hir']),
    origin: pick(ORIGINS),
    religion: pick(RELIGIONS),
    ethnicity: pick(ETHNICITIES),
    disability: pick(DISABILITIES),
  })
  .map(({ names, ...rest }) => ({ interviewer: names[0]!, candidate: names[1]!, ...rest }));

const LABELS = ['role', 'name', 'timestamped', 'bold', 'role-and-name'] as const;
type LabelStyle = (typeof LABELS)[number];

interface Shape {
  role: Role;
  labels: LabelStyle;
  greet: boolean;
  introduce: boolean;
  thank: boolean;
  details: Array<[keyof typeof DETAILS, number]>;
}

const shapeArb: fc.Arbitrary<Shape> = fc.record({
  role: pick(ROLES),
  labels: pick(LABELS),
  greet: fc.boolean(),
  introduce: fc.boolean(),
  thank: fc.boolean(),
  details: fc
    .shuffledSubarray(Object.keys(DETAILS) as Array<keyof typeof DETAILS>)
    .chain((kinds) => fc.tuple(...kinds.map((k) => fc.tuple(fc.constant(k), fc.nat({ max: DETAILS[k].length - 1 }))))),
});

const first = (name: string) => name.split(/\s+/)[0]!;

function detail(kind: keyof typeof DETAILS, i: number, p: Person): string {
  switch (kind) {
    case 'age':
      return DETAILS.age[i]!(p.age);
    case 'family':
      return DETAILS.family[i]!(p.parent);
    case 'pronouns':
      return DETAILS.pronouns[i]!(p.pronouns);
    case 'origin':
      return DETAILS.origin[i]!(p.origin);
    case 'religion':
      return DETAILS.religion[i]!(p.religion);
    case 'ethnicity':
      return DETAILS.ethnicity[i]!(p.ethnicity);
    case 'disability':
      return DETAILS.disability[i]!(p.disability);
  }
}

/** The transcript as recorded. */
function writeTranscript(s: Shape, p: Person): string {
  const label = (who: 'interviewer' | 'candidate', turn: number): string => {
    const name = who === 'interviewer' ? p.interviewer : p.candidate;
    const role = who === 'interviewer' ? 'Interviewer' : 'Candidate';
    switch (s.labels) {
      case 'role':
        return `${role}:`;
      case 'name':
        return `${name}:`;
      case 'timestamped':
        return `[00:0${turn}:1${turn}] ${name}:`;
      case 'bold':
        return `**${name}:**`;
      case 'role-and-name':
        return `${role} (${name}):`;
    }
  };
  const lines: string[] = [];
  s.role.exchanges.forEach(([q, a], i) => {
    const greet = i === 0 && s.greet ? `Hi ${first(p.candidate)}, thanks for joining. ` : '';
    lines.push(`${label('interviewer', i)} ${greet}${q}`);
    let answer = a;
    if (i === 0) {
      const intro = s.introduce ? `Thanks, ${first(p.interviewer)}. My name is ${p.candidate}. ` : '';
      const said = s.details.map(([k, j]) => detail(k, j, p)).join(' ');
      answer = `${intro}${said ? `${said} ` : ''}${a}`;
    }
    lines.push(`${label('candidate', i)} ${answer}`);
  });
  if (s.thank) lines.push(`${label('interviewer', 9)} Thank you, ${p.candidate}. That is all from me.`);
  return lines.join('\n');
}

const score = (transcript: string, role: string) => scoreInterview({ transcript, role, ...roleScoringContext(role) });

/** Words of a person that the role's own text does not hold. */
function personalWords(p: Person, plain: string): string[] {
  const raw = [
    ...`${p.interviewer} ${p.candidate}`
      .split(/\s+/)
      .filter((w) => w.length > 1 && !/^(?:de|la|del|van|der|bin|el|the)$/i.test(w)),
    `At ${p.age}`,
    `${p.age} years`,
    `I'm ${p.age}`,
    p.pronouns,
    ...p.origin[1].split(/[\s,]+/),
    p.origin[0],
    p.religion,
    p.ethnicity,
    'wheelchair',
    'ADHD',
    'dyslexia',
    'deaf',
    'autistic',
    'mother',
    'father',
    'parent of two',
    'pronouns',
  ];
  return [...new Set(raw)].filter((w) => w.length > 1 && !plain.includes(w));
}

describe('transcript fairness (property-based)', () => {
  it(
    'gives the same blind view and byte-identical scorecards whoever took part and whatever they disclosed',
    () => {
      fc.assert(
        fc.property(shapeArb, personArb, personArb, (shape, a, b) => {
          const ta = writeTranscript(shape, a);
          const tb = writeTranscript(shape, b);
          expect(blindTranscript(ta)).toBe(blindTranscript(tb));
          expect(JSON.stringify(score(ta, shape.role.role))).toBe(JSON.stringify(score(tb, shape.role.role)));
        }),
        { numRuns: 250 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'never repeats a name or a personal detail in feedback or the summary, nor keeps one in the blind view',
    () => {
      fc.assert(
        fc.property(shapeArb, personArb, (shape, p) => {
          const t = writeTranscript(shape, p);
          const card = score(t, shape.role.role);
          const text = [card.summary, ...Object.values(card.dimensions).map((d) => d.feedback)].join('\n');
          const blind = blindTranscript(t);
          const plain = shape.role.exchanges.flat().join(' ');
          for (const w of personalWords(p, plain)) {
            expect(text, w).not.toContain(w);
            expect(blind, w).not.toContain(w);
          }
        }),
        { numRuns: 250 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'keeps every answer and question word for word when nothing personal is said',
    () => {
      fc.assert(
        fc.property(shapeArb, personArb, (shape, p) => {
          const blind = blindTranscript(writeTranscript({ ...shape, details: [] }, p));
          for (const [q, a] of shape.role.exchanges) {
            expect(blind).toContain(q);
            expect(blind).toContain(a);
          }
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'maps named speakers to the same numbered labels, so the interviewer is still found by the questions',
    () => {
      fc.assert(
        fc.property(
          shapeArb.filter((s) => s.labels === 'name'),
          personArb,
          (shape, p) => {
            const blind = blindTranscript(writeTranscript(shape, p));
            const labels = blind.split('\n').map((l) => l.split(':')[0]);
            expect(labels[0]).toBe('Speaker 1');
            expect(labels[1]).toBe('Speaker 2');
            const card = score(blind, shape.role.role);
            expect(card.summary).toMatch(/the other speaker asked the questions/);
          },
        ),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
