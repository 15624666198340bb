// From a free-text role ("Senior Backend Engineer", "Registered Nurse", "Summer Intern") to the
// skills and concepts an interviewer would expect to hear, for technical_accuracy. A small
// curated table gives the concepts of common role families (O*NET lists tools, not ideas such
// as "caching" or "triage"); the skills taxonomy canonicalises tool names so they meet the
// extractor's names, and adds any tool the role itself names ("React Developer"). The table is
// data (role-skills.data.json): each family a regex source tested on the lower-cased role and
// its skills, tools capitalised and concepts in lower case.

import { canonicalSkill, extractSkills } from '../skills';
import FAMILY_DATA from './role-skills.data.json';
import type { ScoreInterviewInput } from './score-interview';

interface RoleFamily {
  pattern: RegExp;
  skills: string[];
}

// First matching family wins, so specific titles come before general ones in the data file.
const FAMILIES: RoleFamily[] = FAMILY_DATA.map((f) => ({ pattern: new RegExp(f.pattern), skills: f.skills }));

// Roles with no field ("Summer Intern", "Graduate Trainee") get no list on purpose. Their
// interviews are behavioural, and the transferable skills they probe (teamwork, leadership,
// organisation) show in how answers are told, which communication and problem_solving score.
// Counting mentions of those words would reward buzzwords ("I'm a great team player"), not
// knowledge. technical_accuracy then rests on how soundly and specifically claims are made.

const MAX_SKILLS = 20;

/**
 * Tools (written capitalised in the table: "Excel", "Kubernetes") take the taxonomy's canonical
 * name so they meet the extractor's names. Concepts (lower case: "caching", "project") stay
 * literal: the taxonomy would read "project" as the product Microsoft Project.
 */
function canonical(skill: string): string {
  return /^\p{Lu}/u.test(skill) ? (canonicalSkill(skill) ?? skill) : skill;
}

/**
 * Expected skills and concepts for a role, most characteristic first (at most 20); empty for a
 * role with no recognisable field. "Software Engineering Intern" gets the software list.
 */
export function expectedSkillsForRole(role: string): string[] {
  const r = role.toLowerCase().replace(/\s+/g, ' ');
  const family = FAMILIES.find((f) => f.pattern.test(r));
  const named = extractSkills(role).map((s) => s.name);
  const list = [...named, ...(family?.skills ?? [])];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of list.map(canonical)) {
    const k = s.toLowerCase();
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(s);
  }
  return out.slice(0, MAX_SKILLS);
}

/** The role-dependent part of a ScoreInterviewInput: expected skills plus the extractor. */
export function roleScoringContext(role: string): Pick<ScoreInterviewInput, 'expectedSkills' | 'extractSkills'> {
  return { expectedSkills: expectedSkillsForRole(role), extractSkills };
}
