// The blind view of an interview transcript. Speaker labels that are personal names become
// "Speaker 1", "Speaker 2", ... in order of first appearance (one number per speaker, whatever
// the spelling's case), and role labels lose a name beside them ("Candidate (Jane Doe)" ->
// "Candidate"). The scoring engine still tells the speakers apart and finds the interviewer as
// the one who asks the questions; what a label never carries again is a name. In the spoken
// text, names (introduced, addressed, or known from a label) and personal details go, with the
// punctuation they leave behind (personal.ts); a sentence that said nothing else goes whole.
import { knownRole, readLine, speakerKey } from '../scoring/speaker-labels';
import { isName, markIntroductions, markNames, namesInText } from './names';
import { MARK, markPersonal, tidy } from './personal';

// A name label is accepted as one when it recurs (as the scoring engine reads labels).
const MIN_NAME_OCCURRENCES = 2;
// Labels that number speakers rather than name them.
const GENERIC = /^(?:speaker|person|participant|voice|unknown|guest)\s*\d*$/i;
const BRACKETED = /\s*[([][^)\]]*[)\]]\s*/g;
const HONORIFICS = /^(?:(?:mr|mrs|ms|mx|miss|dr|prof)\.?\s+)+/i;

// "Candidate (Jane Doe):", "[00:01:02] Jane Doe (Interviewer):": a role and a name in brackets.
// Read from a line's first characters only, each run of blanks matched by one token, so that a
// line of 50,000 spaces costs no more than a short one.
const ROLE_BESIDE_NAME =
  /^([ \t]*(?:[\[(]?\d{1,2}:\d{2}(?::\d{2})?[\])]?[ \t]*)?(?:[*_>#-]+[ \t]*)?)([^\s:()[\]][^:()[\]\n]{0,39}?)[ \t]*[([]([^)\]\n]{1,60})[)\]]([ \t]*[*_]*[ \t]*[:\uff1a])/u;
const LABEL_HEAD = 160;

/** The line with a role-and-name label reduced to the role; the name joins `names`. */
function roleBesideName(line: string, names: string[]): string {
  const head = line.slice(0, LABEL_HEAD);
  if (!/[([]/.test(head)) return line;
  const m = ROLE_BESIDE_NAME.exec(head);
  if (!m) return line;
  const [whole, lead, outer, inner, colon] = m as unknown as [string, string, string, string, string];
  const outerRole = knownRole(outer.trim()) !== null;
  const innerRole = knownRole(inner.trim()) !== null;
  if (outerRole === innerRole) return line;
  names.push((outerRole ? inner : outer).trim().replace(HONORIFICS, ''));
  return `${lead}${(outerRole ? outer : inner).trim()}${colon}${line.slice(whole.length)}`;
}

interface Line {
  raw: string;
  label: string | null;
  rest: string;
}

export function blindTranscript(text: string): string {
  const names: string[] = [];
  const raw = text
    .replaceAll(MARK, ' ')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((r) => roleBesideName(r, names));
  const lines: Line[] = raw.map((r) => {
    const { label, rest } = readLine(r);
    return { raw: r, label, rest };
  });

  const occurrences = new Map<string, number>();
  for (const l of lines)
    if (l.label) occurrences.set(speakerKey(l.label), (occurrences.get(speakerKey(l.label)) ?? 0) + 1);

  const placeholders = new Map<string, string>();
  const relabel = (label: string): string | null => {
    const role = knownRole(label);
    const inBrackets = label.match(/[([]([^)\]]*)[)\]]/)?.[1]?.trim() ?? '';
    if (role !== null) {
      // "Candidate (Jane Doe)": the role stays, the name goes.
      if (inBrackets === '') return null;
      const bare = label.replace(BRACKETED, ' ').trim();
      if (!knownRole(inBrackets)) names.push(inBrackets.replace(HONORIFICS, ''));
      return bare;
    }
    // "Jane Doe (Candidate)": the role the brackets name.
    if (inBrackets !== '' && knownRole(inBrackets)) {
      names.push(label.replace(BRACKETED, ' ').trim().replace(HONORIFICS, ''));
      return inBrackets;
    }
    const key = speakerKey(label);
    if ((occurrences.get(key) ?? 0) < MIN_NAME_OCCURRENCES) {
      // Read as prose by the engine; a full name in it still goes with the text's names.
      if (isName(label.replace(HONORIFICS, ''))) names.push(label.replace(HONORIFICS, ''));
      return null;
    }
    if (!GENERIC.test(label)) names.push(label.replace(HONORIFICS, ''));
    let p = placeholders.get(key);
    if (p === undefined) {
      p = `Speaker ${placeholders.size + 1}`;
      placeholders.set(key, p);
    }
    return p;
  };

  // Label part and text part of each line; only the text part is searched for names and details.
  const parts = lines.map((l): [string, string, string] => {
    if (l.label === null) return ['', l.raw, ''];
    const at = l.raw.indexOf(l.label);
    const after = at + l.label.length;
    const restAt = l.rest === '' ? -1 : l.raw.indexOf(l.rest, after);
    const head = l.raw.slice(0, restAt < 0 ? l.raw.length : restAt);
    const body = restAt < 0 ? '' : l.rest;
    const tail = restAt < 0 ? '' : l.raw.slice(restAt + l.rest.length);
    const label = relabel(l.label);
    return [label === null || at < 0 ? head : head.slice(0, at) + label + head.slice(after), body, tail];
  });

  const spoken = parts.map((p) => p[1]).join('\n');
  names.push(...namesInText(spoken));
  const blind = tidy(markNames(markIntroductions(markPersonal(spoken)), names)).split('\n');
  const out: string[] = [];
  parts.forEach(([head, body, tail], i) => {
    const b = blind[i]!;
    if (b === body) out.push(head + body + tail);
    // A line left empty by blinding keeps its label (the turn still happened); a line of a turn
    // without one goes, as if the detail had never been said.
    else if (b !== '') out.push(head + b + tail);
    else if (head.trim() !== '') out.push(head.trimEnd());
  });
  return out.join('\n');
}
