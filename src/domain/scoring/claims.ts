// Well-known technical claims with a known truth value, and how a sentence states them.
//
// Absolutes and hedges (cues.ts) show how a claim is made; this list catches the commonest
// claims that are simply wrong whatever the tone ("a hash index supports range queries").
// Each entry is a subject and a predicate that must occur in that order in one sentence; a
// negation between them ("does not support", "isn't", "never") flips what the sentence says.
// The list is short on purpose: it holds textbook facts, not opinions, so a match is a reliable
// sign of a right or a wrong statement. Everything else is judged by how claims are qualified.
// The entries are data (claims.data.json: regex sources, matched case-insensitively).

import CLAIM_DATA from './claims.data.json';

export interface KnownClaim {
  /** What the affirmative statement says, for feedback. */
  topic: string;
  subject: RegExp;
  predicate: RegExp;
  /** Whether the affirmative statement ("subject ... predicate") is true. */
  true: boolean;
}

export const KNOWN_CLAIMS: KnownClaim[] = CLAIM_DATA.map((c) => ({
  ...c,
  subject: new RegExp(c.subject, 'i'),
  predicate: new RegExp(c.predicate, 'i'),
}));

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
