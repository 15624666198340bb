// Property: a personal-details line at the end of a resume, a contact line whose e-mail address
// is not ASCII, and the same details or an address stated in an interview leave the engines'
// input untouched: the blind view is byte-identical with and without them, and so is every match
// result and every scorecard.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blindResume, blindTranscript } from '../../../src/domain/blind/index';
import {
  analyseResume,
  buildCorpusStats,
  buildPostingFeatures,
  rankPostings,
} from '../../../src/domain/matching/index';
import { scoreInterview } from '../../../src/domain/scoring/index';
import { roleScoringContext } from '../../../src/domain/scoring/role-skills';
import { NOW, OCCUPATIONS, POSTINGS } from './fixtures';
import { contactLineArb, personalLineArb, spokenDetailArb } from './personal-lines';

// Hundreds of generated cases per property: seconds on a busy machine, never minutes.
const PROPERTY_TIMEOUT = 60_000;

const entries = POSTINGS.map((p) => ({ posting: p, features: buildPostingFeatures(p) }));
const stats = buildCorpusStats(entries.map((e) => e.features));
const rank = (text: string) =>
  JSON.stringify(rankPostings(analyseResume(text, { now: NOW }), entries, stats, { limit: 10, minScore: 0 }));

const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
const plain = (o: (typeof OCCUPATIONS)[number]) => `${o.title}\n${o.body}`;
const blindPlain = new Map(OCCUPATIONS.map((o) => [o.title, blindResume(plain(o))]));
const rankPlain = new Map(OCCUPATIONS.map((o) => [o.title, rank(plain(o))]));

/** The resume with personal-details lines at its end (after a blank line or none). */
const endingArb = fc
  .record({
    occupation: pick(OCCUPATIONS),
    lines: fc.array(personalLineArb, { minLength: 1, maxLength: 3 }),
    gap: pick(['\n', '\n\n']),
  })
  .map(({ occupation, lines, gap }) => ({ occupation, text: `${plain(occupation)}${gap}${lines.join('\n')}` }));

/** The resume with a contact line below its title, at its end, or both. */
const contactArb = fc
  .record({
    occupation: pick(OCCUPATIONS),
    head: fc.option(contactLineArb, { nil: null }),
    tail: contactLineArb,
    where: pick(['head', 'tail', 'both'] as const),
  })
  .map(({ occupation, head, tail, where }) => {
    const top = where !== 'tail' && head !== null ? `${occupation.title}\n${head}` : occupation.title;
    const end = where !== 'head' || head === null ? `\n${tail}` : '';
    return { occupation, text: `${top}\n${occupation.body}${end}` };
  });

describe('personal-details lines and non-ASCII e-mail addresses (property-based)', () => {
  it(
    'a resume ending in personal-details lines has the blind view and match results of the resume without them',
    () => {
      fc.assert(
        fc.property(endingArb, ({ occupation, text }) => {
          expect(blindResume(text)).toBe(blindPlain.get(occupation.title));
          expect(rank(text)).toBe(rankPlain.get(occupation.title));
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'a contact line with a non-ASCII e-mail address changes neither the blind view nor any match result',
    () => {
      fc.assert(
        fc.property(contactArb, ({ occupation, text }) => {
          expect(blindResume(text)).toBe(blindPlain.get(occupation.title));
          expect(rank(text)).toBe(rankPlain.get(occupation.title));
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  const INTERVIEW = [
    'Interviewer: Can you tell me about an outage you handled?',
    'Candidate: Our checkout API started timing out during a sale. I rolled back the last deploy, found a missing database index with the slow query log, added it behind a flag, and p99 latency fell from two seconds to 180 ms.',
    'Interviewer: How did you make sure it would not happen again?',
    'Candidate: I added a load test to CI that replays peak traffic, and an alert on query time, so a missing index now fails the build before it reaches production.',
    'Interviewer: Thank you. Is there anything else you would like to add?',
    'Candidate: I would write the runbook before the incident: who rolls back, who talks to support, and which dashboards to open first.',
  ];
  const score = (transcript: string) =>
    JSON.stringify(scoreInterview({ transcript, role: 'Backend Engineer', ...roleScoringContext('Backend Engineer') }));
  const plainInterview = INTERVIEW.join('\n');
  const blindInterview = blindTranscript(plainInterview);
  const plainScore = score(plainInterview);

  it(
    'an interview where the candidate states such details or an address gets the scorecard and feedback of the one without',
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.tuple(pick([1, 3, 5]), pick(['start', 'end', 'own line'] as const), spokenDetailArb), {
            minLength: 1,
            maxLength: 3,
          }),
          (said) => {
            const lines = [...INTERVIEW];
            for (const [i, where, s] of said) {
              if (where === 'own line') lines[i] = `${lines[i]}\n${s}`;
              else if (where === 'start') lines[i] = lines[i]!.replace('Candidate: ', `Candidate: ${s} `);
              else lines[i] = `${lines[i]} ${s}`;
            }
            const t = lines.join('\n');
            expect(blindTranscript(t)).toBe(blindInterview);
            expect(score(t)).toBe(plainScore);
          },
        ),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
