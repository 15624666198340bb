// How soundly the candidate makes claims: measured once per interview from every candidate
// sentence (score-interview.ts) and shared by technical_accuracy and problem_solving.
//
// Two answers can share every content word and still differ in judgement: "a hash index does
// not support range queries, so we use a B-tree" against "a hash index supports range queries,
// so we never need a B-tree". What separates them is counted here:
//   for:     reasons ("because", "so that"), qualifications and conditions ("if", "unless",
//            "depends on", "usually"), acknowledged limits, checks ("we measured"), and
//            textbook claims stated correctly (claims.ts)
//   against: absolutes ("always", "guaranteed", "100% secure", "never fails") and dismissals of
//            standard practice ("goes away by itself", "X does not scale" with no condition,
//            "not worth worrying about"), textbook claims
//            stated wrongly (counted twice: they are errors, not style), and admitted gaps
//            ("I don't know")
// soundness = (for + 2) / (for + against + 4): a share with two pseudo-counts each way, so one
// cue in a short answer moves the score but cannot push it to an extreme, and an answer with no
// cue either way sits at one half.

import { claimsIn, type ClaimHit } from './claims';
import { ABSOLUTE, CHECKED, EXPLANATION, KNOWLEDGE_GAP, QUALIFIER } from './cues';
import { findHits, type Hit, type Sentence } from './speech';

export interface Soundness {
  value: number;
  reasons: Hit[];
  qualifiers: Hit[];
  checks: Hit[];
  absolutes: Hit[];
  gaps: Hit[];
  rightClaims: Array<ClaimHit & { sentence: Sentence }>;
  wrongClaims: Array<ClaimHit & { sentence: Sentence }>;
}

export function measureSoundness(pool: Sentence[]): Soundness {
  const reasons = findHits(pool, EXPLANATION);
  const qualifiers = findHits(pool, QUALIFIER);
  const checks = findHits(pool, CHECKED);
  // A negated absolute ("nothing is 100% secure", "a cache does not always help", "there is no
  // guarantee") is a qualification, the opposite of an overclaim.
  const absolutes: Hit[] = [];
  for (const h of findHits(pool, ABSOLUTE)) (negatedBefore(h) ? qualifiers : absolutes).push(h);
  const gaps = findHits(pool, KNOWLEDGE_GAP);
  const rightClaims: Soundness['rightClaims'] = [];
  const wrongClaims: Soundness['wrongClaims'] = [];
  for (const sentence of pool)
    for (const c of claimsIn(sentence.text)) (c.correct ? rightClaims : wrongClaims).push({ ...c, sentence });
  const good = reasons.length + qualifiers.length + checks.length + rightClaims.length;
  const bad = absolutes.length + 2 * wrongClaims.length + gaps.length;
  return {
    value: (good + 2) / (good + bad + 4),
    reasons,
    qualifiers,
    checks,
    absolutes,
    gaps,
    rightClaims,
    wrongClaims,
  };
}

// A negation in the few words before a hit: "not", "no", "never", "nothing", "n't".
const NEGATION_BEFORE =
  /(?:^|[^\p{L}])(?:not|no|never|nothing|nobody|none|without|hardly|rarely)(?:\s+\p{L}+){0,3}\s+$|n't(?:\s+\p{L}+){0,3}\s+$/iu;

function negatedBefore(h: Hit): boolean {
  // "no downside", "never fails", "does not scale" and "not worth worrying about" carry their
  // negation inside the cue itself.
  if (
    /^(?:no|not|never|nothing|nobody|zero|cannot|can't|doesn't|does not|don't|do not|won't|will not|isn't|aren't|wasn't|weren't)\b/i.test(
      h.match,
    )
  )
    return false;
  return NEGATION_BEFORE.test(h.sentence.text.slice(Math.max(0, h.index - 40), h.index));
}
