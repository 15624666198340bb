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
];

export const transcriptOf = (question: string, answer: string) => `Interviewer: ${question}\nCandidate: ${answer}`;
