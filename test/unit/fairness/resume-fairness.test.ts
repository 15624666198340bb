// Property: the blind view of a resume is the same text whatever its header layout, whoever the
// candidate is and whichever personal details they give, so every match output (score, rationale,
// skills gap) is byte-identical, and none of those details reaches a rationale.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blindResume } from '../../../src/domain/blind/index';
import {
  analyseResume,
  buildCorpusStats,
  buildPostingFeatures,
  rankPostings,
} from '../../../src/domain/matching/index';
import {
  ADDRESS,
  AGES,
  DISABILITY,
  EMAIL,
  ETHNICITY,
  FAMILY,
  NAMES,
  NATIONALITY,
  NOW,
  OCCUPATIONS,
  PHONE,
  PHOTO,
  POSTINGS,
  PRONOUNS,
  RELIGION,
  type Occupation,
} from './fixtures';
import { unicodeEmailArb } from './personal-lines';

// Hundreds of generated cases per property: seconds on a busy machine, never minutes.
const PROPERTY_TIMEOUT = 60_000;

const entries = POSTINGS.map((p) => ({ posting: p, features: buildPostingFeatures(p) }));
const stats = buildCorpusStats(entries.map((e) => e.features));
const rank = (text: string) =>
  rankPostings(analyseResume(text, { now: NOW }), entries, stats, { limit: 10, minScore: 0 });

const LAYOUTS = [
  'Name — Title',
  'Name | Title',
  'Name, Title',
  'Name\\nTitle',
  'Title\\nName',
  'Name\\ncontact\\nTitle',
] as const;
type Layout = (typeof LAYOUTS)[number];

interface Details {
  pronouns: string | null;
  age: string | null;
  family: string | null;
  nationality: string | null;
  religion: string | null;
  ethnicity: string | null;
  disability: string | null;
  address: string | null;
  contact: string | null;
  photo: string | null;
}

interface ResumeVariant {
  occupation: Occupation;
  layout: Layout;
  name: string;
  details: Details;
  order: number[];
  intro: boolean;
  signature: 0 | 1 | 2;
}

const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null, freq: 2 });

const detailsArb: fc.Arbitrary<Details> = fc.record({
  pronouns: maybe(pick(PRONOUNS)),
  age: maybe(
    fc
      .tuple(pick(AGES), fc.integer({ min: 0, max: 2 }))
      .map(([a, f]) => [`Age ${a}`, `${a} years old`, `Born 14 March ${2025 - a}`][f]!),
  ),
  family: maybe(pick(FAMILY)),
  nationality: maybe(pick(NATIONALITY)),
  religion: maybe(pick(RELIGION)),
  ethnicity: maybe(pick(ETHNICITY)),
  disability: maybe(pick(DISABILITY)),
  address: maybe(pick(ADDRESS)),
  contact: maybe(fc.tuple(fc.oneof(pick(EMAIL), unicodeEmailArb), pick(PHONE)).map(([e, p]) => `${e} | ${p}`)),
  photo: maybe(pick(PHOTO)),
});

const resumeVariantArb: fc.Arbitrary<ResumeVariant> = fc.record({
  occupation: pick(OCCUPATIONS),
  layout: pick(LAYOUTS),
  name: pick(NAMES),
  details: detailsArb,
  order: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7], { minLength: 8, maxLength: 8 }),
  intro: fc.boolean(),
  signature: fc.constantFrom(0 as const, 1 as const, 2 as const),
});

/** The resume as the candidate wrote it. */
function writeResume(v: ResumeVariant): string {
  const { name, details: d, occupation: o } = v;
  const title = o.title;
  const pronounLine = d.pronouns ? [d.pronouns] : [];
  const contact = d.contact ?? 'jordan.lee@example.com | (555) 123-4567';
  const head: Record<Layout, string[]> = {
    'Name — Title': [`${name} — ${title}`, ...pronounLine],
    'Name | Title': [`${name} | ${title}`, ...pronounLine],
    'Name, Title': [`${name}, ${title}`, ...pronounLine],
    'Name\\nTitle': [name, ...pronounLine, title],
    'Title\\nName': [title, name, ...pronounLine],
    'Name\\ncontact\\nTitle': [name, contact, title, ...pronounLine],
  };
  const rest = [
    d.age,
    d.family,
    d.nationality,
    d.religion,
    d.ethnicity,
    d.disability,
    d.address,
    v.layout.includes('contact') ? null : d.contact,
  ];
  const lines = [...head[v.layout], ...v.order.map((i) => rest[i]).filter((x): x is string => x !== null)];
  if (d.photo) lines.splice(1, 0, d.photo);
  let body = o.body;
  if (v.intro) body = body.replace('Summary\n', `Summary\nMy name is ${name.replace(/\s*\(.*\)/, '')}. `);
  const sign = ['', `\n\nKind regards,\n${name}`, `\n— ${name}`][v.signature];
  return `${lines.join('\n')}\n${body}${sign}`;
}

/** Words of a variant's personal details that the plain resume does not hold. */
function personalTokens(v: ResumeVariant, plain: string): string[] {
  const d = v.details;
  const raw = [
    ...v.name
      .replace(/[()]/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 1 && !/^(?:de|la|del|van|der|bin|el|ní|the)$/i.test(w)),
    ...[d.family, d.nationality, d.religion, d.ethnicity, d.disability, d.address, d.photo, d.contact]
      .filter((x): x is string => x !== null)
      .flatMap((x) => x.split(/[\s,|:()"<>=;]+/)),
    ...(d.pronouns ? [d.pronouns.replace(/[()]/g, '')] : []),
    ...(d.age ? [d.age] : []),
  ];
  // Label words ("Health:", "Religion:") and words as common as "type" say nothing personal alone.
  const generic =
    /^(?:none|and|with|of|type|health|disability|religion|ethnicity|race|nationality|citizenship|photo|png|img|src|data|image|base64)$/i;
  return [...new Set(raw)].filter(
    (w) => w.length > 2 && !plain.toLowerCase().includes(w.toLowerCase()) && !generic.test(w),
  );
}

const canonical = new Map(OCCUPATIONS.map((o) => [o.title, blindResume(`${o.title}\n${o.body}`)]));
const canonicalRank = new Map(OCCUPATIONS.map((o) => [o.title, JSON.stringify(rank(`${o.title}\n${o.body}`))]));

describe('resume fairness (property-based)', () => {
  it(
    'gives the same blind view as the plain resume for every layout, name, script and personal detail',
    () => {
      fc.assert(
        fc.property(resumeVariantArb, (v) => {
          expect(blindResume(writeResume(v))).toBe(canonical.get(v.occupation.title));
        }),
        { numRuns: 400 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'gives byte-identical match scores, rationales and skills gaps, and no personal detail in any of them',
    () => {
      fc.assert(
        fc.property(resumeVariantArb, (v) => {
          const text = writeResume(v);
          const out = JSON.stringify(rank(text));
          expect(out).toBe(canonicalRank.get(v.occupation.title));
          for (const token of personalTokens(v, `${v.occupation.title}\n${v.occupation.body}`))
            expect(out, token).not.toContain(token);
        }),
        { numRuns: 250 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'leaves no personal detail in the blind view',
    () => {
      fc.assert(
        fc.property(resumeVariantArb, (v) => {
          const blind = blindResume(writeResume(v));
          for (const token of personalTokens(v, `${v.occupation.title}\n${v.occupation.body}`))
            expect(blind, token).not.toContain(token);
        }),
        { numRuns: 250 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'keeps job content: titles, skills, employers, years of experience, job dates and degrees',
    () => {
      fc.assert(
        fc.property(resumeVariantArb, (v) => {
          const blind = blindResume(writeResume(v));
          for (const fact of v.occupation.facts) expect(blind, fact).toContain(fact);
          // The resume's title is the heading the matching engine reads first.
          expect(blind.split('\n')[0]).toBe(v.occupation.title);
        }),
        { numRuns: 250 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
