// Well-known technical claims with a known truth value, and how a sentence states them.
//
// Absolutes and hedges (cues.ts) show how a claim is made; this list catches the commonest
// claims that are simply wrong whatever the tone ("a hash index supports range queries").
// Each entry is a subject and a predicate that must occur in that order in one sentence; a
// negation between them ("does not support", "isn't", "never") flips what the sentence says.
// The list is short on purpose: it holds textbook facts, not opinions, so a match is a reliable
// sign of a right or a wrong statement. Everything else is judged by how claims are qualified.

export interface KnownClaim {
  /** What the affirmative statement says, for feedback. */
  topic: string;
  subject: RegExp;
  predicate: RegExp;
  /** Whether the affirmative statement ("subject ... predicate") is true. */
  true: boolean;
}

export const KNOWN_CLAIMS: KnownClaim[] = [
  {
    topic: 'hash indexes and range queries',
    subject: /\bhash (?:index|indexes|indices|table|map)\b/i,
    predicate: /\b(?:range (?:queries|query|scans?|lookups?)|ordered scans?|sorting|order by|between)\b/i,
    true: false,
  },
  {
    topic: 'B-tree indexes and range queries',
    subject: /\bb-?tree(?: index| indexes)?\b/i,
    predicate: /\b(?:range (?:queries|query|scans?)|ordered scans?|order by|between)\b/i,
    true: true,
  },
  {
    topic: 'UDP delivery guarantees',
    subject: /\budp\b/i,
    predicate: /\b(?:guarantees?|ensures?|reliable|in order|ordered delivery|retransmits?)\b/i,
    true: false,
  },
  {
    topic: 'TCP delivery guarantees',
    subject: /\btcp\b/i,
    predicate: /\b(?:guarantees?|ensures?|reliable|in order|ordered delivery|retransmits?)\b/i,
    true: true,
  },
  { topic: 'HTTP state', subject: /\bhttp\b/i, predicate: /\bstateful\b/i, true: false },
  { topic: 'HTTP state', subject: /\bhttp\b/i, predicate: /\bstateless\b/i, true: true },
  {
    topic: 'MD5 and SHA-1 for security',
    subject: /\b(?:md5|sha-?1)\b/i,
    predicate: /\b(?:secure|safe)\b/i,
    true: false,
  },
  {
    topic: 'reversing hashes',
    subject: /\bhash(?:es|ed|ing)?\b/i,
    predicate: /\b(?:decrypt(?:ed)?|reversible|reversed|undone)\b/i,
    true: false,
  },
  { topic: 'binary search on unsorted data', subject: /\bbinary search\b/i, predicate: /\bunsorted\b/i, true: false },
  {
    topic: 'linked list random access',
    subject: /\blinked lists?\b/i,
    predicate: /\b(?:constant[- ]time|o\(1\)) (?:random )?(?:access|lookup|indexing)\b/i,
    true: false,
  },
  {
    topic: 'null primary keys',
    subject: /\bprimary keys?\b/i,
    predicate: /\b(?:be |allow |contain |accept )?null\b/i,
    true: false,
  },
  {
    topic: 'caches and staleness',
    subject: /\bcach(?:e|es|ed|ing)\b/i,
    predicate: /\b(?:always (?:fresh|up to date|consistent)|never stale)\b/i,
    true: false,
  },
];

// A negation word between subject and predicate ("hash indexes do not support range queries").
const NEGATION =
  /\b(?:not|no|never|cannot|can't|don't|doesn't|isn't|aren't|won't|wasn't|weren't|without|neither|nor|unlike)\b|n't\b/i;

export interface ClaimHit {
  claim: KnownClaim;
  /** True when the sentence states something true. */
  correct: boolean;
  /** Offset of the subject in the sentence, for quoting. */
  index: number;
}

/** Known claims a sentence makes, right or wrong. Linear: a few fixed regexes per sentence. */
export function claimsIn(sentence: string): ClaimHit[] {
  const out: ClaimHit[] = [];
  for (const claim of KNOWN_CLAIMS) {
    const s = claim.subject.exec(sentence);
    if (!s) continue;
    const rest = sentence.slice(s.index + s[0].length);
    const p = claim.predicate.exec(rest);
    if (!p) continue;
    const negated = NEGATION.test(rest.slice(0, p.index));
    out.push({ claim, correct: negated !== claim.true, index: s.index });
  }
  return out;
}
