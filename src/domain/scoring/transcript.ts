// Reads a free-form interview transcript into speaker turns and decides which turns are the
// candidate's. Only the candidate's words are scored, so this attribution matters more than
// anything else: when it is uncertain we say so (confidence + note) instead of guessing silently.

import { knownRole, readLine, speakerKey, type SpeakerRole } from './speaker-labels';

export type TurnRole = SpeakerRole | 'unattributed';

export interface Turn {
  /** Label as first written ("Jane Doe", "Q"), or null for unlabelled text. */
  speaker: string | null;
  role: TurnRole;
  text: string;
}

export type AttributionMethod =
  | 'role-labels' // labels name the roles (Interviewer/Candidate, Q/A, ...)
  | 'question-heuristic' // personal names: the speaker asking most questions interviews
  | 'interviewer-labels-only' // only the interviewer is labelled; unlabelled lines answer
  | 'single-speaker' // one labelled speaker: taken as the candidate
  | 'unlabelled'; // no labels at all: everything is taken as the candidate's

export interface ParsedTranscript {
  turns: Turn[];
  method: AttributionMethod;
  /** 0..1: how sure we are that the candidate's words were told apart from the interviewer's. */
  confidence: number;
  candidateLabel: string | null;
  interviewerLabels: string[];
  /** Plain-English caveat for the summary when attribution is uncertain, else null. */
  note: string | null;
}

interface RawTurn {
  key: string | null;
  speaker: string | null;
  lines: string[];
}

// A label must be a known role word or recur: one "Python: ..." line in an answer is prose.
const MIN_NAME_OCCURRENCES = 2;

// A known role label glued to the previous sentence ("... thanks. Candidate: Sure.") starts a
// new turn: pasted transcripts sometimes lose their line breaks.
const INLINE_ROLE = /([.!?])[ \t]+(?=(?:Interviewer|Interviewee|Candidate|Recruiter)\s*:)/gi;

export function parseTranscript(transcript: string): ParsedTranscript {
  const lines = transcript.replace(/\r\n?/g, '\n').replace(INLINE_ROLE, '$1\n').split('\n');
  const read = lines.map(readLine);

  const occurrences = new Map<string, number>();
  for (const l of read)
    if (l.label) occurrences.set(speakerKey(l.label), (occurrences.get(speakerKey(l.label)) ?? 0) + 1);
  const accepted = (label: string) =>
    knownRole(label) !== null || (occurrences.get(speakerKey(label)) ?? 0) >= MIN_NAME_OCCURRENCES;

  const raw: RawTurn[] = [];
  let current: RawTurn | null = null;
  for (const l of read) {
    if (l.label && accepted(l.label)) {
      current = { key: speakerKey(l.label), speaker: l.label, lines: l.rest ? [l.rest] : [] };
      raw.push(current);
    } else {
      const text = l.label ? [l.label, l.rest].filter(Boolean).join(': ') : l.rest;
      if (!text) continue;
      if (!current) {
        current = { key: null, speaker: null, lines: [] };
        raw.push(current);
      }
      current.lines.push(text);
    }
  }
  return attribute(raw.filter((t) => t.lines.length > 0));
}

function attribute(raw: RawTurn[]): ParsedTranscript {
  const labelled = raw.filter((t) => t.key !== null);
  if (labelled.length === 0) {
    return {
      turns: raw.map((t) => ({ speaker: null, role: 'candidate', text: t.lines.join('\n') })),
      method: 'unlabelled',
      confidence: 0.3,
      candidateLabel: null,
      interviewerLabels: [],
      note: "no speaker labels were found, so all text was read as the candidate's",
    };
  }

  const speakers = new Map<string, { label: string; turns: RawTurn[]; first: number }>();
  labelled.forEach((t, i) => {
    const s = speakers.get(t.key!) ?? { label: t.speaker!, turns: [], first: i };
    s.turns.push(t);
    speakers.set(t.key!, s);
  });

  const roles = new Map<string, SpeakerRole>();
  for (const [key, s] of speakers) {
    const r = knownRole(s.label);
    if (r) roles.set(key, r);
  }
  const unknown = [...speakers.keys()].filter((k) => !roles.has(k));
  const hasCandidate = [...roles.values()].includes('candidate');
  const hasInterviewer = [...roles.values()].includes('interviewer');
  let method: AttributionMethod = 'role-labels';
  let confidence = 1;

  if (unknown.length > 0) {
    if (hasCandidate) {
      // Extra named speakers beside a labelled candidate are panel interviewers.
      unknown.forEach((k) => roles.set(k, 'interviewer'));
    } else if (hasInterviewer) {
      const cand = mostWords(unknown, speakers);
      unknown.forEach((k) => roles.set(k, k === cand ? 'candidate' : 'interviewer'));
      confidence = 0.9;
    } else if (unknown.length === 1 && asksMostly(speakers.get(unknown[0]!)!.turns)) {
      // One named speaker who mostly asks questions is the interviewer, not the candidate: their
      // questions are not answers to score.
      roles.set(unknown[0]!, 'interviewer');
    } else if (unknown.length === 1) {
      roles.set(unknown[0]!, 'candidate');
      method = 'single-speaker';
      confidence = 0.4;
    } else {
      // All personal names: whoever asks the most questions (ties: who spoke first) is the
      // interviewer; the candidate is the remaining speaker who says the most.
      const byQuestions = [...unknown].sort(
        (a, b) =>
          questionCount(speakers.get(b)!.turns) - questionCount(speakers.get(a)!.turns) ||
          speakers.get(a)!.first - speakers.get(b)!.first,
      );
      const interviewer = byQuestions[0]!;
      const cand = mostWords(
        unknown.filter((k) => k !== interviewer),
        speakers,
      )!;
      unknown.forEach((k) => roles.set(k, k === cand ? 'candidate' : 'interviewer'));
      const margin = questionCount(speakers.get(interviewer)!.turns) - questionCount(speakers.get(cand)!.turns);
      method = 'question-heuristic';
      confidence = margin >= 2 ? 0.8 : 0.6;
    }
  }

  let turns: Turn[] = raw.map((t) => ({
    speaker: t.speaker,
    role: t.key === null ? 'unattributed' : roles.get(t.key)!,
    text: t.lines.join('\n'),
  }));
  if (!turns.some((t) => t.role === 'candidate')) {
    // Only interviewers are labelled: the unlabelled lines under each question are the answers.
    turns = raw.flatMap((t): Turn[] => {
      if (t.key === null) return [{ speaker: null, role: 'unattributed', text: t.lines.join('\n') }];
      // A turn that asks nothing is the interviewer talking (about the team, the role): the lines
      // under it are not an answer. Read as one, they would score the interviewer's own words, which
      // could reach "Advance".
      if (!asks(t.lines[0]!)) return [{ speaker: t.speaker, role: 'interviewer', text: t.lines.join('\n') }];
      // Lines that ask something still belong to the interviewer's question.
      let split = 1;
      while (split < t.lines.length && asks(t.lines[split]!)) split++;
      const asked: Turn = { speaker: t.speaker, role: 'interviewer', text: t.lines.slice(0, split).join('\n') };
      const tail = t.lines.slice(split);
      return tail.length ? [asked, { speaker: null, role: 'candidate', text: tail.join('\n') }] : [asked];
    });
    method = 'interviewer-labels-only';
    confidence = 0.5;
  }

  const labelOf = (role: SpeakerRole) => [...speakers].filter(([k]) => roles.get(k) === role).map(([, s]) => s.label);
  return {
    turns,
    method,
    confidence,
    candidateLabel: labelOf('candidate')[0] ?? null,
    interviewerLabels: labelOf('interviewer'),
    note: noteFor(method),
  };
}

/** How the candidate was found, in words that go into the scorecard: never a speaker's name. */
function noteFor(method: AttributionMethod): string | null {
  switch (method) {
    case 'question-heuristic':
      return 'speakers were named, so the one who answered was taken as the candidate because the other speaker asked the questions';
    case 'interviewer-labels-only':
      return "only the interviewer was labelled, so unlabelled lines were read as the candidate's answers";
    case 'single-speaker':
      return 'only one speaker was labelled and was read as the candidate';
    default:
      return null;
  }
}

function mostWords(keys: string[], speakers: Map<string, { turns: RawTurn[] }>): string | undefined {
  let best: string | undefined;
  let bestWords = -1;
  for (const k of keys) {
    const words = speakers.get(k)!.turns.reduce((n, t) => n + t.lines.join(' ').split(/\s+/).length, 0);
    if (words > bestWords) [best, bestWords] = [k, words];
  }
  return best;
}

// A turn "asks" when it has a question mark or opens with an interview prompt.
const PROMPT =
  /^(?:tell me|walk me|describe|explain|talk me|give me|share|what|how|why|when|where|who|which|can you|could you|would you|do you|did you|have you|are you|is there)\b/i;

function asks(text: string): boolean {
  return /[?\uff1f\u061f]/u.test(text) || PROMPT.test(text.trim());
}

function asksMostly(turns: RawTurn[]): boolean {
  const asked = questionCount(turns);
  return asked >= 2 && asked * 2 > turns.length;
}

function questionCount(turns: RawTurn[]): number {
  return turns.filter((t) => asks(t.lines.join(' '))).length;
}

/** The candidate's turns, in order. */
export function candidateTurns(parsed: ParsedTranscript): string[] {
  return parsed.turns.filter((t) => t.role === 'candidate').map((t) => t.text);
}
