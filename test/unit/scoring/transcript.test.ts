import { describe, expect, it } from 'vitest';
import { candidateTurns, parseTranscript, type ParsedTranscript } from '../../../src/domain/scoring/transcript';

/** [role initial, speaker, text] per turn, for compact assertions. */
const turns = (p: ParsedTranscript) => p.turns.map((t) => [t.role[0], t.speaker, t.text]);

describe('parseTranscript: role labels', () => {
  it('reads Interviewer / Candidate lines', () => {
    const p = parseTranscript(
      'Interviewer: How are you?\nCandidate: Fine, thanks.\nInterviewer: Tell me about X?\nCandidate: X is great.',
    );
    expect(turns(p)).toEqual([
      ['i', 'Interviewer', 'How are you?'],
      ['c', 'Candidate', 'Fine, thanks.'],
      ['i', 'Interviewer', 'Tell me about X?'],
      ['c', 'Candidate', 'X is great.'],
    ]);
    expect(p).toMatchObject({
      method: 'role-labels',
      confidence: 1,
      candidateLabel: 'Candidate',
      interviewerLabels: ['Interviewer'],
      note: null,
    });
  });

  it('reads Interviewee as the candidate, and tolerates typing slips in the labels', () => {
    const p = parseTranscript(
      'Interviewer: Hi?\nInterviewee: Hello.\nIntrviewer: Why?\nInerviewee: Because.\nINTERVIEWEE: More.',
    );
    expect(p.turns.map((t) => t.role)).toEqual(['interviewer', 'candidate', 'interviewer', 'candidate', 'candidate']);
  });

  it('reads Q: / A:', () => {
    const p = parseTranscript(
      'Q: What is REST?\nA: An architectural style.\nQ: Why use it?\nA: Because it is stateless.',
    );
    expect(candidateTurns(p)).toEqual(['An architectural style.', 'Because it is stateless.']);
    expect(p.method).toBe('role-labels');
  });

  it('keeps multi-line turns together', () => {
    const p = parseTranscript(
      'Interviewer: Tell me about a project?\nCandidate: First line.\nSecond line of the same answer.\n\nThird line.\nInterviewer: Thanks.',
    );
    expect(candidateTurns(p)).toEqual(['First line.\nSecond line of the same answer.\nThird line.']);
  });

  it('reads labels alone on their line, with the text below', () => {
    const p = parseTranscript(
      'Interviewer\nHow are you?\n\nCandidate\nFine, thanks.\nMore text.\n\nInterviewer:\nNext question?\n\nCandidate:\nAnswer two.',
    );
    expect(turns(p)).toEqual([
      ['i', 'Interviewer', 'How are you?'],
      ['c', 'Candidate', 'Fine, thanks.\nMore text.'],
      ['i', 'Interviewer', 'Next question?'],
      ['c', 'Candidate', 'Answer two.'],
    ]);
  });

  it('strips markdown decoration around labels', () => {
    expect(candidateTurns(parseTranscript('**Interviewer:** Hello?\n**Candidate:** Hi there.'))).toEqual(['Hi there.']);
  });

  it('splits known role labels run together on one line', () => {
    const p = parseTranscript(
      'Interviewer: Thanks for coming. Candidate: Happy to be here. Interviewer: Shall we start?',
    );
    expect(turns(p)).toEqual([
      ['i', 'Interviewer', 'Thanks for coming.'],
      ['c', 'Candidate', 'Happy to be here.'],
      ['i', 'Interviewer', 'Shall we start?'],
    ]);
  });

  it('reads Chinese, Russian and Arabic role labels', () => {
    expect(candidateTurns(parseTranscript('面试官：请介绍一下你自己。\n候选人：我是一名工程师。'))).toEqual([
      '我是一名工程师。',
    ]);
    expect(candidateTurns(parseTranscript('Интервьюер: Расскажите о себе.\nКандидат: Я инженер.'))).toEqual([
      'Я инженер.',
    ]);
    expect(candidateTurns(parseTranscript('المحاور: حدثني عن نفسك.\nالمرشح: أنا مهندس.'))).toEqual(['أنا مهندس.']);
  });
});

describe('parseTranscript: timestamps', () => {
  const expected = ['Hi there.', 'Sure.'];
  it.each([
    [
      '[00:01:23] before the label',
      '[00:01:23] Interviewer: Hello?\n[00:01:30] Candidate: Hi there.\n[00:01:40] Interviewer: Next?\n[00:01:45] Candidate: Sure.',
    ],
    [
      'bare before the label',
      '00:01:23 Interviewer: Hello?\n00:01:30 Candidate: Hi there.\n00:01:40 Interviewer: Next?\n00:01:45 Candidate: Sure.',
    ],
    [
      'between label and colon',
      'Interviewer [00:01:23]: Hello?\nCandidate [00:01:30]: Hi there.\nInterviewer (00:01:40): Next?\nCandidate (01:45): Sure.',
    ],
    [
      'after the colon',
      'Interviewer: [00:01:23] Hello?\nCandidate: 00:01:30 Hi there.\nInterviewer: [1:40] Next?\nCandidate: [00:01:45.120] Sure.',
    ],
    [
      'after the label on its own line',
      'Interviewer 00:01:23\nHello?\nCandidate 00:01:30\nHi there.\nInterviewer 00:01:40\nNext?\nCandidate 00:01:45\nSure.',
    ],
  ])('%s', (_name, text) => {
    const p = parseTranscript(text);
    expect(candidateTurns(p)).toEqual(expected);
    expect(p.turns.filter((t) => t.role === 'interviewer').map((t) => t.text)).toEqual(['Hello?', 'Next?']);
  });
});

describe('parseTranscript: personal names', () => {
  it('takes the speaker who asks the questions as the interviewer (Jane Doe / John Smith)', () => {
    const p = parseTranscript(
      'Jane Doe: Welcome. What brings you here?\nJohn Smith: I want to build payment systems.\nJane Doe: Why payments?\nJohn Smith: Because the problems are hard.\nJane Doe: How do you test them?\nJohn Smith: With property-based tests.',
    );
    expect(p).toMatchObject({
      method: 'question-heuristic',
      candidateLabel: 'John Smith',
      interviewerLabels: ['Jane Doe'],
    });
    expect(candidateTurns(p)).toHaveLength(3);
    expect(p.confidence).toBeLessThan(1);
    // The note says how the candidate was found; names stay in candidateLabel, out of the scorecard.
    expect(p.note).toMatch(/the other speaker asked the questions/);
    expect(p.note).not.toContain('John');
  });

  it('works when the candidate speaks first, and with upper-case names', () => {
    const p = parseTranscript(
      'BOB: Hello, nice to meet you.\nJANE: Tell me about yourself?\nBOB: I am a nurse on a surgical ward.\nJANE: How do you triage?\nBOB: By acuity, airway first.',
    );
    expect(p.candidateLabel).toBe('BOB');
    expect(candidateTurns(p)).toEqual([
      'Hello, nice to meet you.',
      'I am a nurse on a surgical ward.',
      'By acuity, airway first.',
    ]);
  });

  it('breaks a tie in questions by who spoke first', () => {
    const p = parseTranscript(
      'Ann: Tell me about yourself.\nBen: I like data.\nAnn: Thanks, go on.\nBen: I built dashboards.',
    );
    expect(p.interviewerLabels).toEqual(['Ann']);
  });

  it('treats named speakers beside a labelled Candidate as panel interviewers', () => {
    const p = parseTranscript(
      'Jane Doe: Hello?\nCandidate: Hi.\nMark Lee: And why us?\nCandidate: Your mission.\nJane Doe: Any questions?\nMark Lee: Or doubts?\nCandidate: None.',
    );
    expect(p.interviewerLabels.sort()).toEqual(['Jane Doe', 'Mark Lee']);
    expect(candidateTurns(p)).toEqual(['Hi.', 'Your mission.', 'None.']);
  });

  it('does not take a colon inside an answer for a speaker label', () => {
    const p = parseTranscript(
      'Interviewer: Which stack?\nCandidate: Mostly one thing.\nPython: that was the main language.\nInterviewer: OK.',
    );
    expect(candidateTurns(p)).toEqual(['Mostly one thing.\nPython: that was the main language.']);
  });
});

describe('parseTranscript: missing labels', () => {
  it('reads an unlabelled transcript as all candidate, with low confidence and a note', () => {
    const p = parseTranscript('I built a cache.\nIt cut latency by half.');
    expect(p.method).toBe('unlabelled');
    expect(candidateTurns(p)).toEqual(['I built a cache.\nIt cut latency by half.']);
    expect(p.confidence).toBeLessThanOrEqual(0.3);
    expect(p.note).toMatch(/no speaker labels/);
  });

  it('reads unlabelled lines under labelled questions as the answers', () => {
    const p = parseTranscript(
      'Interviewer: Question one?\nMy answer is here.\nInterviewer: Question two?\nAnother answer.',
    );
    expect(p.method).toBe('interviewer-labels-only');
    expect(candidateTurns(p)).toEqual(['My answer is here.', 'Another answer.']);
  });

  it('an interviewer turn that asks nothing is the interviewer talking, not an answer under it', () => {
    const p = parseTranscript(
      'Interviewer: Our team runs Go and PostgreSQL on Kubernetes.\nWe ship weekly and own on-call with p99 budgets.\nInterviewer: Thanks for coming in today.\nWe will be in touch.',
    );
    expect(candidateTurns(p)).toEqual([]);
  });

  it('keeps follow-up question lines with the interviewer when only the interviewer is labelled', () => {
    const p = parseTranscript(
      'Interviewer: Tell me about a project.\nWhat was hard about it?\nThe schedule was tight.\nInterviewer: Thanks.',
    );
    expect(candidateTurns(p)).toEqual(['The schedule was tight.']);
  });

  it('sets aside a preamble before the first label', () => {
    const p = parseTranscript('Transcript of the interview, 3 May\nInterviewer: Hello?\nCandidate: Hi.');
    expect(p.turns[0]).toMatchObject({ role: 'unattributed', speaker: null });
    expect(candidateTurns(p)).toEqual(['Hi.']);
  });

  it('takes a single labelled speaker who mostly asks questions as the interviewer', () => {
    const p = parseTranscript(
      'Jane: What did you build last year?\nJane: How did you test it?\nJane: Why that database?',
    );
    expect(candidateTurns(p)).toEqual([]);
    expect(p.interviewerLabels).toEqual(['Jane']);
  });

  it('takes a single labelled speaker as the candidate', () => {
    const p = parseTranscript('Jane: I did this.\nJane: And then that.');
    expect(p).toMatchObject({ method: 'single-speaker', candidateLabel: 'Jane' });
  });
});
