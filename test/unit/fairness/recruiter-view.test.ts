// One test per kind of fairness failure a recruiter can see: a score that moves with the name,
// with pronouns under the name or with the name line itself; a rationale that repeats the name;
// feedback that quotes an age.
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

const entries = POSTINGS.map((p) => ({ posting: p, features: buildPostingFeatures(p) }));
const stats = buildCorpusStats(entries.map((e) => e.features));
const rank = (text: string) =>
  rankPostings(analyseResume(text, { now: NOW }), entries, stats, { limit: 10, minScore: 0 });
const [backend, nurse, accountant] = OCCUPATIONS as [
  (typeof OCCUPATIONS)[0],
  (typeof OCCUPATIONS)[0],
  (typeof OCCUPATIONS)[0],
];

describe('fairness: what a recruiter sees does not move with name, pronouns or age', () => {
  it('the same backend resume scores the same under any name, in a "Name, Title" header', () => {
    const plain = rank(`${backend.title}\n${backend.body}`);
    for (const name of ['Jordan Lee', 'Lakisha Washington', 'Nguyễn Thị Lan', 'Mohammed bin Rashid', '王芳']) {
      expect(rank(`${name}, ${backend.title}\n${backend.body}`), name).toEqual(plain);
      expect(rank(`${name} — ${backend.title}\n${backend.body}`), name).toEqual(plain);
      expect(rank(`${name} | ${backend.title}\n${backend.body}`), name).toEqual(plain);
    }
  });

  it('pronouns on their own line under the name change no score', () => {
    const base = rank(`Amara Okafor\n${nurse.title}\n${nurse.body}`);
    for (const pronouns of ['(they/them)', 'she/her', 'He/Him', '(ze/hir)']) {
      expect(rank(`Amara Okafor\n${pronouns}\n${nurse.title}\n${nurse.body}`), pronouns).toEqual(base);
    }
  });

  it('dropping the name line changes no score', () => {
    for (const o of [backend, nurse, accountant]) {
      expect(rank(`Emily Walsh\n${o.title}\n${o.body}`)).toEqual(rank(`${o.title}\n${o.body}`));
      expect(rank(`${o.title}\nEmily Walsh\n${o.body}`)).toEqual(rank(`${o.title}\n${o.body}`));
    }
  });

  it('a rationale names the resume title, never the candidate ("the resume\'s job titles (... Backend Engineer)")', () => {
    const [top] = rank(`Jordan Lee, Backend Engineer\n${backend.body}`);
    expect(top!.rationale).toMatch(/resume's job titles \([^)]*Backend Engineer\)/);
    expect(top!.rationale).not.toMatch(/Jordan|Lee\b/);
  });

  it('feedback never quotes an age the candidate gives ("At 58 I have seen many incidents")', () => {
    const interview = (age: string) => `Interviewer: Tell me about how you handle incidents.
Candidate: ${age} I have seen many incidents. For example, when our payment queue stalled, I paged the on-call database engineer, rolled back the release, and wrote the incident note the same night.
Interviewer: What did you change afterwards?
Candidate: We added an alert on queue depth and a runbook, and the next stall was fixed in ten minutes.`;
    const score = (t: string) =>
      scoreInterview({
        transcript: t,
        role: 'Site Reliability Engineer',
        ...roleScoringContext('Site Reliability Engineer'),
      });
    const old = score(interview('At 58'));
    const young = score(interview('At 24,'));
    expect(old).toEqual(young);
    expect(old).toEqual(score(interview('')));
    const words = [old.summary, ...Object.values(old.dimensions).map((d) => d.feedback)].join(' ');
    expect(words).not.toMatch(/\b58\b|At 58|\b24\b/);
    expect(blindTranscript(interview('At 58'))).not.toContain('58');
  });

  it('the blind view keeps the job content of each occupation', () => {
    for (const o of OCCUPATIONS) {
      const blind = blindResume(
        `Priya Sharma — ${o.title}\npriya@example.com | +1 212 555 0199\nAge 45 | Mother of two\n${o.body}`,
      );
      for (const fact of o.facts) expect(blind, fact).toContain(fact);
    }
  });

  it('care duties and widowhood leave the blind view; care work in the job stays', () => {
    const text =
      'Backend engineer, a widower caring for my elderly father. Eight years building payment APIs in Go.\nNurses caring for patients; looking after my team.';
    const blind = blindResume(`Senior Backend Engineer\n${text}`);
    expect(blind).not.toMatch(/widower|my elderly father/);
    expect(blind).toContain('Nurses caring for patients; looking after my team.');
    expect(blindTranscript(`Interviewer: Hello.\nCandidate: ${text}`)).not.toMatch(/widower|father/);
  });
});
