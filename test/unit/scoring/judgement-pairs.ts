// Paired interviews written for the judgement tests: in each pair one answer is sound and the
// other wrong, with the same vocabulary and about the same length, so only judgement (how
// claims are made, whether they are true, how a story is told) can tell them apart.

import type { Dimension } from '../../../src/domain/scoring/rubric';

export interface JudgementPair {
  name: string;
  /** The dimension the pair is about. */
  dimension: Dimension;
  role: string;
  question: string;
  sound: string;
  wrong: string;
}

export const PAIRS: JudgementPair[] = [
  {
    name: 'hash index and range queries',
    dimension: 'technical_accuracy',
    role: 'Backend Engineer',
    question: 'Which index would you add for a report that filters orders by a date range?',
    sound:
      'A hash index does not support range queries, because it only stores hashed keys, so for a date range I would add a B-tree index on the created date. A hash index helps only exact lookups on one key.',
    wrong:
      'A hash index supports range queries, because it stores hashed keys, so for a date range I would add a hash index on the created date. A B-tree index helps only exact lookups on one key, always.',
  },
  {
    name: 'password hashing',
    dimension: 'technical_accuracy',
    role: 'Security Engineer',
    question: 'How do you store user passwords?',
    sound:
      'We hash passwords with bcrypt and a salt, because a hash cannot be reversed. MD5 is not secure for passwords, so if we find old MD5 hashes we rehash them at the next login.',
    wrong:
      'We hash passwords with MD5 and a salt, because MD5 is 100% secure. A hash can be decrypted if needed, so when we find old bcrypt hashes we rehash them at the next login.',
  },
  {
    name: 'caching claims',
    dimension: 'technical_accuracy',
    role: 'Backend Engineer',
    question: 'What does a cache in front of the product service do for latency?',
    sound:
      'A cache usually cuts latency, but only if the hit rate is high. When the data changes often the cache can serve stale prices, so we set a short expiry and measured the hit rate in production.',
    wrong:
      'A cache always cuts latency, and the hit rate is guaranteed to be high. When the data changes often the cache never serves stale prices, so we set no expiry and never measured the hit rate in production.',
  },
  {
    name: 'transport protocols',
    dimension: 'technical_accuracy',
    role: 'Network Engineer',
    question: 'Which protocol would you use for the video stream and why?',
    sound:
      'TCP guarantees ordered delivery because it retransmits lost packets. UDP does not retransmit, so for live video I would use UDP and accept some lost frames, unless the player needs every frame.',
    wrong:
      'UDP guarantees ordered delivery because it retransmits lost packets. TCP does not retransmit, so for live video I would use TCP and accept some lost frames, and the player never needs every frame.',
  },
  {
    name: 'a reasoned trade-off against a one-sided assertion',
    dimension: 'problem_solving',
    role: 'Backend Engineer',
    question: 'How would you store session data for the new checkout service?',
    sound:
      'I would compare Redis and Postgres. Redis is faster but can lose sessions if a node fails, while Postgres is slower but durable. Sessions can be recreated, so I would pick Redis and test failover before launch.',
    wrong:
      'I would pick Redis over Postgres. Redis is faster and can never lose sessions, and Postgres is always slower and never durable. Sessions can be recreated, so Redis is the only option and failover needs no test.',
  },
  {
    name: 'debugging a failing release',
    dimension: 'problem_solving',
    role: 'Site Reliability Engineer',
    question: 'What would you do if error rates doubled right after a release?',
    sound:
      'First I would check whether the errors follow the release or the traffic. If they follow the release, I would roll back, then find the root cause in the logs and test the fix before shipping again.',
    wrong:
      'I would roll back first, because the errors always follow the release and never the traffic. So I would not check the logs or find the root cause, and I would not test the fix before shipping again.',
  },
  {
    name: 'a story told in order against the same words rambled',
    dimension: 'communication',
    role: 'Mobile Engineer',
    question: 'Tell me about a problem you solved on a team.',
    sound:
      'Last year at a logistics startup, our delivery app crashed every Friday. I was responsible for the fix. I added crash reporting, found a memory leak in the map screen and rewrote that screen. As a result, crashes dropped by 80 percent within a month.',
    wrong:
      'Crashes dropped by 80 percent within a month and as a result I rewrote that screen and I added crash reporting and found a memory leak in the map screen and I was responsible for the fix and our delivery app crashed every Friday last year at a logistics startup.',
  },
  {
    name: 'a fluent answer against the same answer full of fillers',
    dimension: 'communication',
    role: 'Project Manager',
    question: 'How do you keep a project on schedule?',
    sound:
      'I agree the plan with the team at the start, and we review the open risks every Monday. When a task slips, I explain the impact to the sponsor the same day and we agree what to drop.',
    wrong:
      'I, um, I agree the plan with the, uh, team, like, at the start, and we, you know, review the risks. When a task slips, I, um, I explain the impact to the, uh, sponsor and we, like, agree what to drop.',
  },
  {
    name: 'an explained mechanism against a knowledge gap',
    dimension: 'technical_accuracy',
    role: 'Backend Engineer',
    question: 'How does an index speed up a query?',
    sound:
      'An index speeds up reads because the database can jump to the matching rows instead of scanning the whole table, though it slows down writes a little.',
    wrong:
      "I don't know, an index speeds up reads I guess, the database scans the whole table instead of jumping to the matching rows, and writes are never slower.",
  },
  {
    name: 'eventual consistency',
    dimension: 'technical_accuracy',
    role: 'Backend Engineer',
    question: 'What consistency do reads get from the replica?',
    sound:
      'We use eventual consistency, so reads from a replica can be stale for a moment after a write, unless we read from the primary.',
    wrong:
      'We use eventual consistency, so reads from a replica are always fresh right after a write, and we never read from the primary.',
  },
  {
    name: 'a monolith or microservices',
    dimension: 'problem_solving',
    role: 'Software Architect',
    question: 'Would you split the app into microservices?',
    sound:
      'Microservices let teams deploy independently, but they add network calls and harder debugging, so for a team of five I would start with a monolith and split later if needed.',
    wrong:
      'Microservices let teams deploy independently and add no network problems or harder debugging, so for a team of five I would always start with microservices and never a monolith.',
  },
  {
    name: 'fixing a reported bug',
    dimension: 'problem_solving',
    role: 'Software Engineer',
    question: 'How would you fix a bug a customer reported?',
    sound:
      'I would reproduce the bug first, write a failing test, fix it, and confirm the test passes before I release the change to the customer.',
    wrong:
      'I would fix the bug without reproducing it first, skip the failing test, release the change to the customer, and assume the fix passes.',
  },
  {
    name: 'what HTTPS protects',
    dimension: 'technical_accuracy',
    role: 'Security Engineer',
    question: 'What does HTTPS protect?',
    sound:
      'HTTPS encrypts the data in transit between the browser and the server, but it does not protect data at rest, so we also encrypt the database.',
    wrong:
      'HTTPS encrypts the data in transit between the browser and the server, and it makes the data 100% secure at rest too, so we never encrypt the database.',
  },
  {
    name: 'adding servers',
    dimension: 'technical_accuracy',
    role: 'Site Reliability Engineer',
    question: 'Will adding servers fix the slow checkout?',
    sound:
      'Adding more servers usually helps if the bottleneck is CPU, but it does not help if the bottleneck is the database, so I would profile first.',
    wrong:
      'Adding more servers always helps, whether the bottleneck is CPU or the database, so I would add servers first and never profile.',
  },
  {
    name: 'a project told in order against the same words rambled',
    dimension: 'communication',
    role: 'Engineering Manager',
    question: 'Tell me about a project you led.',
    sound:
      'Last year I led a team of four building a booking app. I set weekly goals and met each developer on Mondays. As a result, we launched two weeks early and bookings grew by 30 percent.',
    wrong:
      'Bookings grew by 30 percent and we launched two weeks early and as a result I set weekly goals and I met each developer on Mondays and last year I led a team of four building a booking app.',
  },
  {
    name: 'a calm answer against the same answer with stalls and fillers',
    dimension: 'communication',
    role: 'Product Manager',
    question: 'How do you handle a disagreement?',
    sound:
      'When a colleague disagrees with my design, I ask for the reason, we compare both options against the goal, and we agree on one before the meeting ends.',
    wrong:
      'Sorry, um, when a colleague, like, disagrees with my design, I, um, I ask for the, uh, reason, and we, you know, compare options and agree on one.',
  },
  {
    name: 'planning a data migration',
    dimension: 'problem_solving',
    role: 'Data Engineer',
    question: 'How would you plan the data migration?',
    sound:
      'First I would copy a sample of the data and check the row counts, then run the migration on staging, and if the counts match, switch traffic with a rollback plan ready.',
    wrong:
      'I would copy all of the data at once and switch traffic straight away, because the counts always match, so staging and a rollback plan are not needed.',
  },
];

export const transcriptOf = (question: string, answer: string) => `Interviewer: ${question}\nCandidate: ${answer}`;
