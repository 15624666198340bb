// Rubric criteria: phrases or skills a company wants to hear. Each criterion met in the
// candidate's words earns a share of a bounded bonus on its dimension, in proportion to its
// weight, so a rubric can steer a score but never swamp the evidence-based part of it.

import type { Criterion } from './rubric';
import { findPhrase, type Mention } from './skill-match';

/** Points added to a dimension when every one of its criteria is met. */
export const CRITERIA_MAX_BONUS = 20;

export interface CriteriaOutcome {
  /** 0..CRITERIA_MAX_BONUS, not rounded. */
  bonus: number;
  met: Array<{ label: string; quote: string }>;
  missed: string[];
}

export function applyCriteria(
  criteria: Criterion[] | undefined,
  text: string,
  findSkill: (skill: string) => Mention | null,
): CriteriaOutcome {
  const out: CriteriaOutcome = { bonus: 0, met: [], missed: [] };
  if (!criteria?.length) return out;
  let total = 0;
  let earned = 0;
  for (const c of criteria) {
    const label = c.phrase ?? c.skill ?? '';
    const found = c.phrase !== undefined ? findPhrase(text, c.phrase) : findSkill(label);
    total += c.weight;
    if (found) {
      earned += c.weight;
      out.met.push({ label, quote: found.quote });
    } else out.missed.push(label);
  }
  out.bonus = total > 0 ? (CRITERIA_MAX_BONUS * earned) / total : 0;
  return out;
}

/** One feedback sentence about the rubric criteria, or '' when there were none. */
export function criteriaFeedback(c: CriteriaOutcome): string {
  if (c.met.length === 0 && c.missed.length === 0) return '';
  const met = c.met.slice(0, 3).map((m) => `"${m.label}" (${m.quote})`);
  const parts = [`Rubric criteria met: ${c.met.length} of ${c.met.length + c.missed.length}`];
  if (met.length) parts.push(`: ${met.join('; ')}`);
  if (c.missed.length)
    parts.push(
      `; not heard: ${c.missed
        .slice(0, 4)
        .map((m) => `"${m}"`)
        .join(', ')}`,
    );
  return parts.join('') + '.';
}
