import { describe, expect, it } from 'vitest';
import { roleScoringContext } from '../../../src/domain/scoring/role-skills';
import { scoreInterview, type Scorecard } from '../../../src/domain/scoring/score-interview';

// Interviews written for these tests. The strong one does what a senior engineer is hired for:
// clarifies the requirements, compares two designs and says why one wins, weighs failing open
// against failing closed, and verifies the fix with a load test, query plans and a canary. The
// weak one is vague, hesitant and confidently wrong. They must land on either side of the
// default pass mark, and every "Not heard" in the feedback must be true of the transcript.

const STRONG = `Interviewer: Our rate limiter sits in front of the public API. How would you redesign it?
Candidate: Before choosing anything I would ask a few questions: how many requests per second at peak, whether limits are per key or per tenant, and how exact they must be. Say 20,000 requests per second and per-key limits that may be off by a few percent.
Interviewer: What designs would you consider?
Candidate: A counter in Redis per key and window gives one shared view, whereas a token bucket kept in each API node needs no network call but lets a client exceed its limit by the number of nodes. Since the limits may be off by a few percent, I would pick the local buckets and sync them every second, because that removes a round trip from every request.
Interviewer: What happens if the store behind the limiter goes down?
Candidate: That is the real decision: fail open or fail closed. Failing open keeps paying customers served but lets an abusive client through, while failing closed protects the database at the cost of an outage for everyone. For this API I would fail open with a hard per-node cap, so the worst case is bounded, and alert on it.
Interviewer: Last quarter a slow query took the API down. How did you fix it?
Candidate: First I reproduced it on staging with a load test at twice the peak traffic. The EXPLAIN plan showed a full scan on the events table, so I added a composite index on tenant and time. I checked the new plan, ran the load test again and p99 latency fell from 2.3 seconds to 80 milliseconds. Then we shipped it behind a canary to 5% of traffic and watched the error rate for a day before rolling it out.`;

const WEAK = `Interviewer: Our rate limiter sits in front of the public API. How would you redesign it?
Candidate: Um, I guess I would just, like, use Redis. Redis always works.
Interviewer: What designs would you consider?
Candidate: Uh, I don't know, Redis is, you know, the only option. Other stuff does not scale.
Interviewer: What happens if the store behind the limiter goes down?
Candidate: That never happens, so it is not worth worrying about, honestly.
Interviewer: Last quarter a slow query took the API down. How did you fix it?
Candidate: Um, we, like, restarted the server and it went away by itself, so, yeah.`;

const score = (transcript: string): Scorecard =>
  scoreInterview({ transcript, role: 'Backend Engineer', ...roleScoringContext('Backend Engineer') });

describe('verdicts: a strong and a weak interview', () => {
  const strong = score(STRONG);
  const weak = score(WEAK);

  it('advances the strong interview at the default pass mark', () => {
    expect(strong.overall_score).toBeGreaterThanOrEqual(70);
    expect(strong.recommendation).toBe('Advance to next round');
  });

  it('does not advance the weak interview', () => {
    expect(weak.overall_score).toBeLessThan(70);
    expect(weak.recommendation).toBe('Do not advance');
  });

  it('leaves a wide gap between them on every dimension', () => {
    for (const d of ['technical_accuracy', 'communication', 'problem_solving'] as const)
      expect(strong.dimensions[d].score - weak.dimensions[d].score, d).toBeGreaterThanOrEqual(25);
  });

  it('tells the strong candidate it compared alternatives and checked the outcome', () => {
    const fb = strong.dimensions.problem_solving.feedback;
    expect(fb).not.toMatch(/Not heard:[^.]*alternatives/);
    expect(fb).not.toMatch(/Not heard:[^.]*checks/);
    expect(fb).toMatch(/alternatives? \("/);
  });

  it("quotes the weak candidate's dismissive claims", () => {
    expect(weak.dimensions.problem_solving.feedback).toMatch(/one-sided absolute claims?/);
  });
});

// What each habit named in "Not heard: ..." means, as phrasings a listener would recognise,
// written independently of the engine's cue lists. A "Not heard" claim is false when the
// candidate said any of them.
const HEARD_AS: Record<string, RegExp> = {
  'method steps': /\b(?:first(?:,| i | we )|(?:then|next),? (?:i|we)|steps?|plan(?:ned)?|root cause|i would start)\b/i,
  'trade-offs': /\b(?:trade-?offs?|whereas|downsides?|at the cost of|in exchange for|on the other hand)\b/i,
  alternatives:
    /\b(?:alternatives?|whereas|instead|versus|compared? (?:to|with)|another (?:way|option)|the other option|two (?:designs|options|approaches))\b/i,
  'risks or edge cases': /\b(?:risks?|edge cases?|fail\w*|worst case|what if|goes? wrong)\b/i,
  checks: /\b(?:test\w*|verif\w*|check\w*|measur\w*|monitor\w*|canary|confirm\w*|load test)\b/i,
};

/** The candidate's words only. */
const candidateText = (t: string) =>
  t
    .split('\n')
    .filter((l) => l.startsWith('Candidate:'))
    .join('\n');

function notHeardClaims(card: Scorecard): string[] {
  const m = card.dimensions.problem_solving.feedback.match(/Not heard: ([^.]*)\./);
  return m ? m[1]!.split(', ') : [];
}

const q = (question: string, answer: string) => `Interviewer: ${question}\nCandidate: ${answer}`;

// Each answer shows exactly one habit clearly, in a phrasing of its own.
const SHOWS: Array<[habit: string, answer: string]> = [
  [
    'alternatives',
    'We compared two designs for the export: a nightly batch and a stream of changes. The batch is simpler to run, so we shipped it.',
  ],
  [
    'alternatives',
    'A queue absorbs the spikes whereas a direct call passes every spike to the mail provider, so I picked the queue for the invoices.',
  ],
  [
    'alternatives',
    'Another option was to cache the whole page, but the prices change hourly, so we cached only the images.',
  ],
  ['alternatives', 'I looked at renting the scanners versus buying them and chose to rent for the first year.'],
  ['trade-offs', 'Failing open keeps customers served, at the cost of letting an abusive client through for a while.'],
  [
    'trade-offs',
    'The downside of the weekly stock count is the lost Sunday, but it catches errors before the month closes.',
  ],
  ['checks', 'After the change I ran a load test at twice the peak and watched the canary for a day.'],
  ['checks', 'I verified the dose against the chart with a second nurse before giving it to the patient.'],
  [
    'risks or edge cases',
    'The risk is that a refund arrives after the month is closed, so we keep a suspense account for it.',
  ],
  ['risks or edge cases', 'What if the customer pays twice? We match the payment reference before we book anything.'],
  [
    'method steps',
    'First I reproduce the error on a copy of the data, then I narrow it down to the one import that fails.',
  ],
];

describe('"Not heard" is never said of a habit the candidate showed', () => {
  it.each(SHOWS)('%s: %s', (habit, answer) => {
    const card = scoreInterview({
      transcript: q('How did you solve a hard problem at work?', answer),
      role: 'Analyst',
    });
    expect(notHeardClaims(card)).not.toContain(habit);
  });

  it.each<[string, string]>([
    ['strong interview', STRONG],
    ['weak interview', WEAK],
    ...SHOWS.map(([h, a], i): [string, string] => [
      `answer ${i + 1} (${h})`,
      q('How did you solve a hard problem at work?', a),
    ]),
  ])('every "Not heard" claim of the %s is true of the candidate\'s words', (_name, transcript) => {
    const card = scoreInterview({ transcript, role: 'Backend Engineer' });
    const said = candidateText(transcript);
    for (const habit of notHeardClaims(card)) {
      expect(HEARD_AS[habit], `unknown habit in feedback: ${habit}`).toBeDefined();
      expect(said, `feedback says "${habit}" was not heard`).not.toMatch(HEARD_AS[habit]!);
    }
  });
});
