import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerConfig, TEST_AI_KEY } from '../helpers/ai-provider';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { startFakeOpenAi, type FakeOpenAi } from '../../support/fake-openai';
import { call } from '../../support/http';
import { loadFixturePostings } from '../helpers/postings';

// Names, contacts and personal details below are invented for this test.
const FIRST = ['Marisol', 'Dmitri', 'Oluwaseun', 'Keziah', 'Thibault', 'Anneliese', 'Ravindra', 'Siobhan'];
const LAST = [
  'Quintanar',
  'Vasquez-Lindqvist',
  'Okonkwo',
  'Brannigan',
  'Achterberg',
  'Nakashima',
  'Fairweather',
  'Delacroix',
];
const STREETS = ['Maple', 'Harbour View', 'Kingfisher', 'Old Mill', 'Larkspur'];
const CITIES = ['Springfield, IL 62704', 'Portland, OR 97205', 'Austin, TX 78701'];

interface Planted {
  name: string;
  email: string;
  phone: string;
  address: string;
  age: string;
  family: string;
}

const planted: fc.Arbitrary<Planted> = fc
  .record({
    first: fc.constantFrom(...FIRST),
    last: fc.constantFrom(...LAST),
    n: fc.integer({ min: 10, max: 98 }),
    house: fc.integer({ min: 12, max: 9_800 }),
    street: fc.constantFrom(...STREETS),
    streetType: fc.constantFrom('Street', 'Avenue', 'Road', 'Lane'),
    city: fc.constantFrom(...CITIES),
    phone: fc.tuple(
      fc.integer({ min: 200, max: 989 }),
      fc.integer({ min: 200, max: 989 }),
      fc.integer({ min: 1000, max: 9999 }),
    ),
    phoneStyle: fc.constantFrom('(a) b-c', '+1 a b c', 'a-b-c', 'a.b.c'),
    age: fc.integer({ min: 21, max: 64 }),
    ageStyle: fc.constantFrom('I am N years old', 'Age: N', 'aged N'),
    family: fc.constantFrom(
      'married with two children',
      'a single mother of three',
      'my husband and our twins',
      'pregnant with our first child',
      'a widower caring for my elderly father',
    ),
  })
  .map((r) => {
    const [a, b, c] = r.phone;
    return {
      name: `${r.first} ${r.last}`,
      email: `${r.first.toLowerCase()}.${r.last.toLowerCase().replace(/[^a-z]/g, '')}${r.n}@example.org`,
      phone: r.phoneStyle.replace('a', String(a)).replace('b', String(b)).replace('c', String(c)),
      address: `${r.house} ${r.street} ${r.streetType}, ${r.city}`,
      age: r.ageStyle.replace('N', String(r.age)),
      family: r.family,
    };
  });

function resumeWith(p: Planted): string {
  return `${p.name}
${p.email} | ${p.phone}
${p.address}

Summary
Backend engineer, ${p.age}, ${p.family}. Eight years building payment APIs in Go and PostgreSQL on Kubernetes.

Experience
Senior Backend Engineer, Northwind Payments, 2019 - Present
- Designed a ledger service in Go handling 4,000 requests per second; cut p99 latency from 900 ms to 120 ms.
- Ran PostgreSQL migrations with zero downtime; on call for the payments platform on AWS.

Personal details
Name: ${p.name}
Phone: ${p.phone}
Family: ${p.family}
`;
}

function transcriptWith(p: Planted, nameAsLabel: boolean): string {
  const me = nameAsLabel ? p.name : 'Candidate';
  return `Interviewer: Thanks for coming in, ${p.name.split(' ')[0]}. Tell me about yourself.
${me}: Sure. My name is ${p.name}; ${p.age.startsWith('Age') ? p.age : `I am ${p.age.replace(/^I am /, '')}`}, and I am ${p.family}. You can reach me at ${p.email} or ${p.phone}, and I live at ${p.address}.
Interviewer: Tell me about a system you designed.
${me}: I rebuilt our order pipeline around a Kafka queue with idempotent consumers, so retries never double-charged anyone. Latency dropped from two seconds to 300 milliseconds.
Interviewer: How do you debug production issues?
${me}: I start from the dashboards, form a hypothesis, and confirm it with traces before changing anything.`;
}

/** Each planted value as the strings that must not reach the model. */
const CHECKS: Record<keyof Planted, (p: Planted) => string[]> = {
  name: (p) => p.name.split(' ').flatMap((w) => w.split('-')),
  email: (p) => [p.email, p.email.split('@')[0]!],
  phone: (p) => [p.phone],
  address: (p) => [p.address.split(',')[0]!],
  age: (p) => [p.age, p.age.replace(/^I am /, '')],
  family: (p) => [p.family],
};

describe('redaction: the model provider receives the blind view only (over generated resumes and transcripts)', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  let key: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: TEST_AI_KEY });
    app = await startTestApp({ worker: true, config: providerConfig(fake) });
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    key = t.key;
    await loadFixturePostings(app.db, t.company.id);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  /** Every message of every request the fake received, as one text. */
  const sentText = () =>
    fake.requests
      .map((r) => (r.body.messages as Array<{ content: string }>).map((m) => m.content).join('\n'))
      .join('\n');

  for (const kind of Object.keys(CHECKS) as Array<keyof Planted>) {
    it(`resumes (POST /ai/match-jobs): no planted ${kind} reaches the model`, async () => {
      await fc.assert(
        fc.asyncProperty(planted, async (p) => {
          fake.reset();
          const res = await call(app.baseUrl, 'POST', '/api/v1/external/ai/match-jobs', {
            key,
            body: { resume_text: resumeWith(p) },
          });
          expect(res.status).toBe(200);
          const sent = sentText();
          expect(sent).toContain('PostgreSQL'); // the work itself is still read
          for (const s of CHECKS[kind](p)) expect(sent.toLowerCase(), `${kind} "${s}"`).not.toContain(s.toLowerCase());
        }),
        { numRuns: 8, endOnFailure: true },
      );
    });

    it(`transcripts (POST /ai/score-interview): no planted ${kind} reaches the model`, async () => {
      await fc.assert(
        fc.asyncProperty(planted, fc.boolean(), async (p, nameAsLabel) => {
          fake.reset();
          const res = await call(app.baseUrl, 'POST', '/api/v1/external/ai/score-interview', {
            key,
            body: { transcript: transcriptWith(p, nameAsLabel), role: 'Backend Engineer' },
          });
          expect(res.status).toBe(200);
          const sent = sentText();
          expect(sent).toContain('idempotent consumers');
          for (const s of CHECKS[kind](p)) expect(sent.toLowerCase(), `${kind} "${s}"`).not.toContain(s.toLowerCase());
        }),
        { numRuns: 8, endOnFailure: true },
      );
    });
  }
});
