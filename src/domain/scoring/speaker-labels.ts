// Recognising speaker labels at the start of transcript lines ("Interviewer:", "[00:01:23] Jane
// Doe:", "Q:", a name alone on its line, ...) and mapping well-known labels to a role.
import { NAME_PARTICLES } from '../text/name-particles';

export type SpeakerRole = 'interviewer' | 'candidate';

// Timestamps as written by transcription tools: 00:01:23, 1:23, [00:01:23.456], (12:05).
const TS = String.raw`[\[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?[\])]?`;
const LEADING_TS = new RegExp(String.raw`^\s*${TS}\s*[-\u2013\u2014|>]*\s*`, 'u');
// Matched against a line's last characters only (see withoutTrailingTimestamp): anchored at the
// end, a leading \s* would retry from every blank of a long run of them (50,000 spaces: 4 s).
const TRAILING_TS = new RegExp(`${TS}$`, 'u');
/** Longer than any timestamp TS matches ("[00:00:00.000]" has 14 characters). */
const TS_TAIL = 20;
/** No speaker label is longer; longer text is never read as one (and never fed to the
 * bracket-stripping pattern below, which is quadratic in its input). */
const MAX_LABEL_LENGTH = 100;
// "Label [ts]: text" or "Label: [ts] text". The label may not contain a colon or a bracket, so
// the colons inside a timestamp are never mistaken for the label's colon.
const COLON_LABEL = new RegExp(
  String.raw`^([^\s:\uff1a\[(\d][^:\uff1a\[(]{0,39}?)\s*(?:${TS}\s*)?[:\uff1a]\s*(?:${TS}\s*)?(.*)$`,
  'u',
);
// Markdown decorations people paste around labels: **Interviewer:**, > Q:, - A:. Emphasis before
// a colon is matched one run at a time ((?<![*_]) so a long run is not retried from each of its
// characters).
const DECORATION = /^[\s>*_#-]+|(?<![*_])[*_]+(?=\s*[:\uff1a])|(?<=[:\uff1a])[*_]+/gu;

const KNOWN: Record<string, SpeakerRole> = {};
const add = (role: SpeakerRole, names: string[]) => names.forEach((n) => (KNOWN[n] = role));
add('interviewer', [
  'interviewer',
  'interviewers',
  'int',
  'q',
  'question',
  'i',
  'recruiter',
  'hiring manager',
  'manager',
  'hr',
  'panel',
  'panelist',
  'panellist',
  'moderator',
  'host',
  'employer',
  'examiner',
  '面试官',
  '考官',
  'интервьюер',
  'рекрутер',
  'المحاور',
  'المقابل',
  'entrevistador',
  'entrevistadora',
]);
add('candidate', [
  'candidate',
  'interviewee',
  'applicant',
  'a',
  'answer',
  'cand',
  'c',
  'r',
  'respondent',
  '候选人',
  '应聘者',
  '求职者',
  '面试者',
  'кандидат',
  'соискатель',
  'المرشح',
  'المتقدم',
  'candidato',
  'candidata',
  'entrevistado',
  'entrevistada',
]);

/** Lower-case key of a label: "JANE  Doe" and "Jane Doe" are the same speaker. */
export function speakerKey(label: string): string {
  return label.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Role implied by the label itself, or null for a personal name. Tolerates numbering
 * ("Interviewer 2"), a name in brackets ("Candidate (Jane)") and typing slips
 * ("Intrviewer", "Inerviewee"): a word starting "in" with a "v" that ends in "ee" is the
 * interviewee, in "er"/"or" the interviewer.
 */
export function knownRole(label: string): SpeakerRole | null {
  if (label.length > MAX_LABEL_LENGTH) return null;
  const cached = roleCache.get(label);
  if (cached !== undefined) return cached;
  // Bounded: transcripts repeat a handful of labels; anything else is read once.
  if (roleCache.size > 1000) roleCache.clear();
  const role = roleOf(label);
  roleCache.set(label, role);
  return role;
}

const roleCache = new Map<string, SpeakerRole | null>();

function roleOf(label: string): SpeakerRole | null {
  const k = speakerKey(label)
    .replace(/\(.*\)|\[.*\]/g, '')
    .replace(/[\d#.'"]+/g, '')
    .trim();
  const direct = KNOWN[k];
  if (direct) return direct;
  if (/^in\p{L}*v\p{L}*e{2,}s?$/u.test(k)) return 'candidate';
  if (/^in\p{L}*v\p{L}*(?:er|or)s?$/u.test(k)) return 'interviewer';
  return null;
}

// Words that end in a colon in ordinary prose, or that make up a one-word reply on their own
// line: never speaker names.
const NOT_NAMES = new Set([
  'note',
  'notes',
  'example',
  'e.g',
  'summary',
  'situation',
  'task',
  'action',
  'result',
  'results',
  'step',
  'update',
  'warning',
  'tip',
  'ps',
  're',
  'subject',
  'date',
  'time',
  'location',
  'role',
  'position',
  'title',
  'transcript',
  'interview',
  'yes',
  'no',
  'okay',
  'ok',
  'right',
  'sure',
  'thanks',
  'thank you',
  'great',
  'good',
  'mhm',
  'mhmm',
  'hmm',
  'mm',
  'mmm',
  'uh huh',
  'cool',
  'wow',
  'exactly',
  'absolutely',
  'definitely',
  'correct',
  'alright',
  'perfect',
  'nice',
  'interesting',
  'really',
  'fine',
  'well',
  'so',
  'and',
  'but',
  'because',
  'also',
  'first',
  'second',
  'third',
  'then',
  'finally',
  'however',
  'pros',
  'cons',
  'goal',
  'problem',
  'solution',
]);

function nameLike(label: string, ownLine: boolean): boolean {
  if (label.length > 40) return false;
  // Lowercase particles belong to names ("Maria de la Cruz", "Mohammed bin Rashid") but never
  // make one on their own.
  const words = label.split(/\s+/).filter((w) => !NAME_PARTICLES.has(w));
  if (words.length === 0 || words.length > 4) return false;
  if (NOT_NAMES.has(speakerKey(label))) return false;
  // Names are capitalised ("Jane Doe", "JANE", "Speaker 1", "Dr. Lee"); scripts without case
  // (Chinese, Arabic) are accepted after a colon, but alone on a line only as known labels.
  return words.every((w) =>
    ownLine ? /^(\p{Lu}[\p{L}\p{M}.'-]*|\d{1,2})$/u.test(w) : /^(\p{Lu}|\p{Lo})[\p{L}\p{M}.'-]*$|^\d{1,2}$/u.test(w),
  );
}

export interface LabelledLine {
  /** The label as written (trimmed), or null when the line is not labelled. */
  label: string | null;
  /** The rest of the line after the label and timestamps. */
  rest: string;
  /** True when the line is a label alone ("Interviewer" / "Jane Doe 00:01:23"). */
  ownLine: boolean;
}

/** Splits one raw line into an optional label and its text. */
export function readLine(raw: string): LabelledLine {
  // Timestamps go first, so "Jane Doe 00:00:03" is a label alone on its line.
  const line = withoutTrailingTimestamp(raw.replace(DECORATION, '').replace(LEADING_TS, '')).trim();
  const colon = COLON_LABEL.exec(line);
  if (colon) {
    const label = (colon[1] ?? '').trim();
    const rest = (colon[2] ?? '').trim();
    if (knownRole(label) || nameLike(label, false)) return { label, rest, ownLine: rest === '' };
  }
  if (line && !/[.!?,;\u3002\uff01\uff1f\u061f]$/u.test(line)) {
    if (knownRole(line) || nameLike(line, true)) return { label: line, rest: '', ownLine: true };
  }
  return { label: null, rest: withoutTrailingTimestamp(raw.replace(LEADING_TS, '')).trim(), ownLine: false };
}

/** The line without a timestamp (and the blanks around it) at its end. */
function withoutTrailingTimestamp(line: string): string {
  const trimmed = line.trimEnd();
  const tail = trimmed.slice(-TS_TAIL);
  const m = TRAILING_TS.exec(tail);
  return m ? trimmed.slice(0, trimmed.length - tail.length + m.index).trimEnd() : trimmed;
}
