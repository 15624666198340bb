// technical_accuracy: are the candidate's claims sound and specific, and are answers developed?
// Read from every candidate sentence: a claim inside a sentence that weighs two options is
// judged like any other claim (the weighing itself is credited to problem_solving).
//   soundness   (50%) qualified, reasoned, correct claims against absolutes, known errors and
//                     admitted gaps (soundness.ts)
//   specificity (20%) figures, named tools and standards per answer: x / (x + 1)
//   development (20%) mean words per answer (dimension.ts)
//   concepts    (10%) share of the skills the interviewer asked about that the candidate used
//                     (only when the interviewer asked about any of the role's skills)
// Skills are asked for only where the interviewer asked about them (or a rubric lists them as
// criteria): a system-design interview is not marked down for not naming a language nobody
// asked about. When the interviewer asked nothing technical and the candidate made no
// technical claim, the dimension is not assessed (see score-interview.ts).

import { applyCriteria, criteriaFeedback } from './criteria';
import { FIGURE, NAMED_TERM_SHAPE, NOT_NAMED_TERMS, TECHNICAL_QUESTION, TECHNICAL_TERM, hasCue } from './cues';
import {
  development,
  evidenceFactor,
  finalScore,
  scoreMake,
  MIN_WORDS,
  partsOf,
  plural,
  saturating,
  sentencesOf,
  tooLittle,
  type DimensionResult,
} from './dimension';
import type { Criterion } from './rubric';
import { skillFinder, type SkillExtractor } from './skill-match';
import type { Soundness } from './soundness';
import { findHits, type Hit, type Sentence, type Speech } from './speech';
import { quoteAround, round1 } from './text';

export interface TechnicalInput {
  speech: Speech;
  /** measureSoundness of every candidate sentence (shared with problem_solving). */
  sound: Soundness;
  /** Everything the interviewer said, to know which skills and topics were asked about. */
  interviewerText: string;
  expectedSkills?: string[];
  extractSkills?: SkillExtractor;
  criteria?: Criterion[];
}

export function scoreTechnical({
  speech,
  sound,
  interviewerText,
  expectedSkills,
  extractSkills,
  criteria,
}: TechnicalInput): DimensionResult {
  const text = speech.allText;
  const answers = Math.max(1, speech.answerWords.length);
  const skills = skillFinder(text, extractSkills);
  const asked = skillFinder(interviewerText, extractSkills);

  // Concepts: of the role's skills the interviewer asked about, the share the candidate used.
  const expected = [...new Set((expectedSkills ?? []).map((s) => s.trim()).filter(Boolean))];
  const askedSkills = expected.filter((s) => asked.find(s));
  const heardAll = expected.map((s) => ({ skill: s, mention: skills.find(s) })).filter((x) => x.mention);
  // A skill the interviewer named is taken up when the candidate uses it, or at least its first
  // word ("medication" for "medication administration", "REST" for "REST APIs").
  const heardAsked = askedSkills
    .map((s) => ({ skill: s, mention: skills.find(s) ?? headWordMention(skills, s) }))
    .filter((x) => x.mention);
  const concepts = askedSkills.length ? heardAsked.length / askedSkills.length : null;

  // Specifics: figures and named tools or standards (by shape or taxonomy), per answer, with the
  // role's skills heard unprompted counted among them.
  const named = distinct([
    ...namedTerms(speech.all),
    ...skills.extracted.map((x) => extractedHit(speech, x.name, x.first)),
  ]);
  // "100% secure" is an absolute claim, not a measurement.
  const figures = findHits(speech.all, FIGURE).filter(
    (f) =>
      !sound.absolutes.some(
        (a) => a.sentence === f.sentence && f.index >= a.index && f.index < a.index + a.match.length,
      ),
  );
  const specifics = figures.length + named.length + heardAll.length;
  // One specific per answer earns half the part.
  const specificity = saturating(specifics / answers, 1);

  const meanAnswer = speech.meanAnswerWords;

  const crit = applyCriteria(criteria, text, skills.find);
  const parts = { soundness: sound.value, specificity, development: development(meanAnswer), concepts };
  const make = scoreMake(
    [
      [0.5, parts.soundness],
      [0.2, parts.specificity],
      [0.2, parts.development],
      // One or two named skills are a thin sample (the candidate may describe a skill in other
      // words): the part reaches its full weight from three asked skills on.
      [0.1 * Math.min(1, askedSkills.length / 3), parts.concepts],
    ],
    evidenceFactor(speech.allWords),
    crit,
  );
  const score = finalScore(make);

  // Technical content: a textbook claim, named tools, standards or role skills, or technical
  // vocabulary. These describe the topic, not the quality of the answer, so a sound and a wrong
  // answer on the same topic are both assessed. Figures and "because" alone do not make a
  // behavioural answer technical.
  const technicalContent =
    sound.rightClaims.length + sound.wrongClaims.length > 0 ||
    named.length + heardAll.length >= 2 ||
    named.length + heardAll.length + findHits(speech.all, TECHNICAL_TERM).length >= 2;
  const assessed =
    speech.allWords >= MIN_WORDS &&
    (hasCue(interviewerText, TECHNICAL_QUESTION) ||
      askedSkills.length > 0 ||
      technicalContent ||
      (criteria?.length ?? 0) > 0);

  const missing = askedSkills.filter((s) => !heardAsked.some((h) => h.skill === s));
  const wrong = sound.wrongClaims[0];
  const right = sound.rightClaims[0];
  const reason = sound.reasons[0] ?? sound.qualifiers[0] ?? sound.checks[0];
  const feedback =
    tooLittle(speech.allWords) ??
    sentencesOf([
      heardAll.length
        ? `Used ${plural(heardAll.length, "of the role's skills", "of the role's skills")} (${heardAll
            .slice(0, 3)
            .map((h) => `${h.skill}: ${h.mention!.quote}`)
            .join('; ')}).`
        : named.length
          ? `Named ${plural(named.length, 'specific tool or term', 'specific tools or terms')}, e.g. ${quoteAround(named[0]!.sentence.text, named[0]!.index)}.`
          : null,
      askedSkills.length > 0 &&
        `Of the ${plural(askedSkills.length, 'skill')} the interviewer asked about, used ${heardAsked.length}` +
          (missing.length ? `; not used: ${missing.slice(0, 5).join(', ')}.` : '.'),
      figures.length > 0 &&
        `${plural(figures.length, 'figure')} given, e.g. ${quoteAround(figures[0]!.sentence.text, figures[0]!.index)}.`,
      wrong && `Incorrect claim about ${wrong.claim.topic}: ${quoteAround(wrong.sentence.text, wrong.index)}.`,
      right && `Correct about ${right.claim.topic}: ${quoteAround(right.sentence.text, right.index)}.`,
      reason
        ? `Claims are reasoned or qualified (${plural(sound.reasons.length + sound.qualifiers.length + sound.checks.length, 'reason, condition or check', 'reasons, conditions or checks')}), e.g. ${quoteAround(reason.sentence.text, reason.index)}.`
        : specifics > 0 && 'No claim was explained or qualified ("because", "if", "unless").',
      sound.absolutes.length > 0 &&
        `${plural(sound.absolutes.length, 'absolute claim')} that rarely hold, e.g. ${quoteAround(sound.absolutes[0]!.sentence.text, sound.absolutes[0]!.index)}.`,
      sound.gaps.length > 0 &&
        `${plural(sound.gaps.length, 'admitted knowledge gap')}, e.g. ${quoteAround(sound.gaps[0]!.sentence.text, sound.gaps[0]!.index)}.`,
      criteriaFeedback(crit),
    ]);

  return {
    score,
    make,
    feedback,
    assessed,
    parts: partsOf(parts),
    signals: {
      soundness: round1(100 * sound.value) / 100,
      reasons: sound.reasons.length,
      qualifiers: sound.qualifiers.length,
      absolutes: sound.absolutes.length,
      wrong_claims: sound.wrongClaims.length,
      knowledge_gaps: sound.gaps.length,
      specifics_per_answer: round1(specifics / answers),
      concepts: concepts ?? -1,
      mean_answer_words: round1(meanAnswer),
      criteria_bonus: round1(crit.bonus),
    },
  };
}

function headWordMention(skills: ReturnType<typeof skillFinder>, skill: string) {
  const head = skill.trim().split(/\s+/);
  return head.length > 1 && head[0]!.length >= 4 ? skills.find(head[0]!) : null;
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
      if (w.length > 1 && NAMED_TERM_SHAPE.test(w) && !NOT_NAMED_TERMS.has(w))
        hits.push({ sentence, index: m.index, match: w });
    }
  }
  return hits;
}

/** A taxonomy skill as a Hit, located in the candidate sentence that holds its first mention. */
function extractedHit(speech: Speech, name: string, first: number): Hit {
  let offset = 0;
  for (const sentence of speech.all) {
    if (first < offset + sentence.text.length + 1) return { sentence, index: Math.max(0, first - offset), match: name };
    offset += sentence.text.length + 1; // allText joins sentences with one space
  }
  return { sentence: speech.all[speech.all.length - 1]!, index: 0, match: name };
}
