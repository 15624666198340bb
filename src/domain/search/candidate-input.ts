import { z } from 'zod';
import { canonicalSkill, skillKey } from '../skills/index';
import { indexTerms } from './text';

/** What an import line (and the seed generator) provides for one candidate. */
export interface CandidateInput {
  id: string;
  name: string | null;
  headline: string | null;
  summary: string | null;
  location: string | null;
  skills: string[];
  experience_years: number | null;
  updated_at: Date;
  privacy: CandidatePrivacy;
}

export interface CandidatePrivacy {
  public_profile: boolean;
  discoverable: boolean;
  ai_matching: boolean;
}

export const CANDIDATE_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
export const MAX_PROFILE_SKILLS = 100;

const codePoints = (s: string) => [...s].length;
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string or null` })
    .refine((s) => codePoints(s) <= max, `${field} must be at most ${max} characters`)
    .nullable()
    .default(null);

const flag = (field: string) => z.boolean({ error: `privacy.${field} must be true or false` });

const objectError = (what: string) => (iss: { code: string; keys?: string[] }) =>
  iss.code === 'unrecognized_keys'
    ? `unknown field${iss.keys!.length > 1 ? 's' : ''} ${iss.keys!.map((k) => JSON.stringify(k)).join(', ')}`
    : what;

/** One JSONL import line. Unknown fields are refused so that typos ("discoverble") are not lost. */
export const candidateInputSchema = z.strictObject(
  {
    id: z
      .string({ error: 'id is required and must be a string' })
      .regex(
        CANDIDATE_ID,
        'id must be 1 to 64 characters of letters, digits, "_", ".", ":" or "-", starting with a letter or digit',
      ),
    name: text('name', 200),
    headline: text('headline', 300),
    summary: text('summary', 10_000),
    location: text('location', 200),
    skills: z
      .array(
        z
          .string({ error: 'each skill must be a string' })
          .transform((s) => s.trim())
          .refine((s) => s !== '', 'skills must not contain empty items')
          .refine((s) => codePoints(s) <= 80, 'each skill must be at most 80 characters'),
        { error: 'skills must be an array of strings' },
      )
      .max(MAX_PROFILE_SKILLS, `skills must have at most ${MAX_PROFILE_SKILLS} items`)
      .default([]),
    experience_years: z
      .number({ error: 'experience_years must be a whole number or null' })
      .int('experience_years must be a whole number')
      .min(0, 'experience_years must be between 0 and 80')
      .max(80, 'experience_years must be between 0 and 80')
      .nullable()
      .default(null),
    updated_at: z.iso
      .datetime({ offset: true, error: 'updated_at must be an ISO 8601 timestamp such as 2026-01-31T09:30:00.000Z' })
      .transform((s) => new Date(s))
      .refine(
        (d) => d.getUTCFullYear() >= 1000 && d.getUTCFullYear() <= 9999,
        'updated_at must fall between the years 1000 and 9999',
      )
      .optional(),
    privacy: z.strictObject(
      { public_profile: flag('public_profile'), discoverable: flag('discoverable'), ai_matching: flag('ai_matching') },
      {
        error: objectError('privacy is required: {"public_profile": bool, "discoverable": bool, "ai_matching": bool}'),
      },
    ),
  },
  { error: objectError('each line must be a JSON object') },
);

/** A candidate as stored: display skills deduplicated by key, plus everything the indexes need. */
export interface CandidateRecord extends Omit<CandidateInput, 'privacy'>, CandidatePrivacy {
  /** Display names in profile order, one per skill key. */
  skills: string[];
  skillKeys: string[];
  visible: boolean;
  /** Word terms of headline, summary and skills (R18). */
  terms: Set<string>;
}

// Profiles repeat the same skill names: remember recent folds (bounded).
const skillMemo = new Map<string, { key: string; name: string }>();
function foldSkill(raw: string): { key: string; name: string } {
  let f = skillMemo.get(raw);
  if (f === undefined) {
    if (skillMemo.size >= 50_000) skillMemo.clear();
    f = { key: skillKey(raw), name: canonicalSkill(raw) ?? raw.trim() };
    skillMemo.set(raw, f);
  }
  return f;
}

export function toRecord(c: CandidateInput): CandidateRecord {
  const skills: string[] = [];
  const skillKeys: string[] = [];
  const seen = new Set<string>();
  for (const raw of c.skills) {
    const { key, name } = foldSkill(raw);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    skillKeys.push(key);
    skills.push(name);
  }
  const p = c.privacy;
  return {
    id: c.id,
    name: c.name,
    headline: c.headline,
    summary: c.summary,
    location: c.location,
    skills,
    skillKeys,
    experience_years: c.experience_years,
    updated_at: c.updated_at,
    public_profile: p.public_profile,
    discoverable: p.discoverable,
    ai_matching: p.ai_matching,
    visible: p.public_profile && p.discoverable && p.ai_matching,
    terms: indexTerms([c.headline, c.summary, ...skills]),
  };
}
