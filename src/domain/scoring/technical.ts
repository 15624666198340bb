// technical_accuracy: does the candidate use the role's concepts, specifically and correctly?
// Read from the core pool (no trade-off sentences, see speech.ts).
//   concepts  (30%) expected skills of the role heard (only when the role's skills are known)
//   depth     (30%) figures, named tools/standards (shape or taxonomy), explanations ("because")
//   precision (25%) few admitted knowledge gaps and few vague placeholders ("and stuff")
//   relevance (15%) answers take up the key terms of the question asked (relevance.ts)
// A part that cannot be judged (no expected skills; no questions found) is left out and the
// others re-weighted, rather than guessed.

import { applyCriteria, criteriaFeedback } from './criteria';
import { EXPLANATION, FIGURE, KNOWLEDGE_GAP, NAMED_TERM_SHAPE, NOT_NAMED_TERMS, VAGUE } from './cues';
import { evidenceFactor, finalScore, plural, sentencesOf, tooLittle, type DimensionResult } from './dimension';
import { measureRelevance } from './relevance';
import type { Criterion } from './rubric';
import { skillFinder, type SkillExtractor } from './skill-match';
import { findHits, type Hit, type Sentence, type Speech } from './speech';
import { quoteAround, ramp, round1 } from './text';

// Mentioning five distinct expected skills is full marks: an interview samples a role, it
// cannot cover all of it.
const SKILLS_FOR_FULL_MARKS = 5;

export interface TechnicalInput {
  speech: Speech;
  /** Question answered by each candidate turn (see questionsAnswered); for relevance. */
  questions: Array<string | null>;
  expectedSkills?: string[];
  extractSkills?: SkillExtractor;
  criteria?: Criterion[];
}

export function scoreTechnical({ speech, questions, expectedSkills, extractSkills, criteria }: TechnicalInput): DimensionResult {
  const text = speech.coreText;
  const words = Math.max(1, speech.coreWords);
  const skills = skillFinder(text, extractSkills);

  // Concepts: the share of the role's expected skills the candidate used. Without expected
  // skills (a role with no field, such as "Summer Intern") coverage cannot be judged, and its
  // weight moves to the other parts rather than being guessed.
  const expected = [...new Set((expectedSkills ?? []).map((s) => s.trim()).filter(Boolean))];
  const heard = expected.map((s) => ({ skill: s, mention: skills.find(s) })).filter((x) => x.mention);
  const concepts = expected.length ? ramp(heard.length, 0, Math.min(expected.length, SKILLS_FOR_FULL_MARKS)) : null;

  // Named tools: words shaped like tools or acronyms, plus whatever the taxonomy recognises.
  const named = distinct([...namedTerms(speech.core), ...skills.extracted.map((x) => extractedHit(speech, x.name, x.first))]);

  const figures = findHits(speech.core, FIGURE);
  const explanations = findHits(speech.core, EXPLANATION);
  const depthCount = figures.length + named.length + explanations.length;
  const depthPer100 = (100 * depthCount) / words;
  // Needs both some volume and some density: a handful of specifics lost in a long ramble is
  // not depth, and one number in a two-line answer is not either.
  const depth = 0.5 * ramp(depthCount, 0, 8) + 0.5 * ramp(depthPer100, 0, 3);

  const gaps = findHits(speech.core, KNOWLEDGE_GAP);
  const vague = findHits(speech.core, VAGUE);
  const vaguePer100 = (100 * vague.length) / words;
  const precision = 1 - (0.6 * ramp(gaps.length, 0, 4) + 0.4 * ramp(vaguePer100, 0.3, 2.5));

  const rel = measureRelevance(speech, questions);
  const relevance = rel.overlap === null ? null : ramp(rel.overlap, 0.05, 0.4);

  const crit = applyCriteria(criteria, text, skills.find);
  const score = finalScore(
    [
      [0.3, concepts],
      [0.3, depth],
      [0.25, precision],
      [0.15, relevance],
    ],
    evidenceFactor(speech.coreWords),
    crit,
  );

  const missing = expected.filter((s) => !heard.some((h) => h.skill === s));
  const feedback =
    tooLittle(speech.coreWords) ??
    sentencesOf([
      expected.length
        ? `Covered ${heard.length} of ${expected.length} expected skills for the role` +
          (heard.length ? ` (${heard.slice(0, 3).map((h) => `${h.skill}: ${h.mention!.quote}`).join('; ')})` : '') +
          (missing.length ? `; not mentioned: ${missing.slice(0, 5).join(', ')}.` : '.')
        : named.length
          ? `Named ${plural(named.length, 'specific tool or term', 'specific tools or terms')} (e.g. ${named.slice(0, 4).map((h) => h.match).join(', ')}).`
          : 'No specific skills, tools or standards were named.',
      depthCount
        ? `Depth: ${plural(figures.length, 'figure')}, ${plural(explanations.length, 'explanation')} of why or how` +
          (explanations[0] ? `, e.g. ${quoteAround(explanations[0].sentence.text, explanations[0].index)}.` : '.')
        : 'Answers stayed general: no figures or explanations of how things work.',
      gaps.length > 0 &&
        `${plural(gaps.length, 'admitted knowledge gap')}, e.g. ${quoteAround(gaps[0]!.sentence.text, gaps[0]!.index)}.`,
      vague.length >= 3 && `${plural(vague.length, 'vague placeholder')} such as "${vague[0]!.match}".`,
      rel.answered > 0 &&
        `${rel.answered - rel.offTopic} of ${plural(rel.answered, 'answer')} took up the question's key terms` +
          (rel.example ? `, e.g. ${rel.example}.` : '.'),
      criteriaFeedback(crit),
    ]);

  return {
    score,
    feedback,
    signals: {
      concepts: heard.length,
      figures: figures.length,
      named_terms: named.length,
      explanations: explanations.length,
      depth_per_100: round1(depthPer100),
      knowledge_gaps: gaps.length,
      vague_per_100: round1(vaguePer100),
      relevance: rel.overlap === null ? -1 : Math.round(rel.overlap * 1000) / 1000,
      criteria_bonus: round1(crit.bonus),
    },
  };
}

/** Hits with distinct matched text (case-insensitive), first occurrence kept. */
function distinct(hits: Hit[]): Hit[] {
  const seen = new Set<string>();
  return hits.filter((h) => {
    const k = h.match.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Words shaped like tools or acronyms (see NAMED_TERM_SHAPE); a word scan, then a shape test. */
function namedTerms(pool: Sentence[]): Hit[] {
  const hits: Hit[] = [];
  for (const sentence of pool) {
    WORD.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = WORD.exec(sentence.text)) !== null) {
      const w = m[0];
      if (w.length > 1 && NAMED_TERM_SHAPE.test(w) && !NOT_NAMED_TERMS.has(w)) hits.push({ sentence, index: m.index, match: w });
    }
  }
  return hits;
}

/** A taxonomy skill as a Hit, located in the core sentence that holds its first mention. */
function extractedHit(speech: Speech, name: string, first: number): Hit {
  let offset = 0;
  for (const sentence of speech.core) {
    if (first < offset + sentence.text.length + 1) return { sentence, index: Math.max(0, first - offset), match: name };
    offset += sentence.text.length + 1; // coreText joins sentences with one space
  }
  return { sentence: speech.core[speech.core.length - 1]!, index: 0, match: name };
}
