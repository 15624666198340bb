import { describe, expect, it } from 'vitest';
import { allSkills } from '../../../src/domain/skills/index';
import {
  analyseResume,
  buildCorpusStats,
  buildPostingFeatures,
  rankPostings,
  type PostingInput,
} from '../../../src/domain/matching/index';
import {
  ALIAS_RESUME,
  ANALYST_RESUME,
  BACKEND_ENGINEER,
  DATA_ANALYST,
  NOW,
  PERSON_A,
  PERSON_B,
  POSTINGS,
  withPersonalDetails,
} from './fixtures';

function setup(postings: PostingInput[] = POSTINGS) {
  const entries = postings.map((p) => ({ posting: p, features: buildPostingFeatures(p) }));
  const stats = buildCorpusStats(entries.map((e) => e.features));
  return { entries, stats };
}

function rank(text: string, opts = { limit: 20, minScore: 0 }, postings: PostingInput[] = POSTINGS) {
  const { entries, stats } = setup(postings);
  return rankPostings(analyseResume(text, { now: NOW }), entries, stats, opts);
}

describe('rankPostings: quality', () => {
  it('ranks the strong fit first and scores postings for other jobs as unrelated, shared skills above none', () => {
    const ms = rank(ANALYST_RESUME);
    const by = Object.fromEntries(ms.map((m) => [m.job_id, m.match_score]));
    expect(ms[0]!.job_id).toBe('job-data-analyst');
    // Two of the backend posting's skills (Python, AWS) without its job count for little: skills
    // and years are weighed in proportion to how well the job itself fits.
    expect(by['job-backend']!).toBeGreaterThan(by['job-nurse']!);
    for (const id of ['job-backend', 'job-nurse', 'job-chef']) expect(by[id]!, id).toBeLessThanOrEqual(0.1);
  });

  it('gives scores in [0, 1] with at most 3 decimals, spread by fit', () => {
    const ms = rank(ANALYST_RESUME);
    for (const m of ms) {
      expect(m.match_score).toBeGreaterThanOrEqual(0);
      expect(m.match_score).toBeLessThanOrEqual(1);
      expect(Math.round(m.match_score * 1000) / 1000).toBe(m.match_score);
    }
    const by = Object.fromEntries(ms.map((m) => [m.job_id, m.match_score]));
    expect(by['job-data-analyst']!).toBeGreaterThanOrEqual(0.8);
    expect(by['job-nurse']!).toBeLessThanOrEqual(0.1);
  });

  it('matches a required skill named only through an alias', () => {
    const [top] = rank(ALIAS_RESUME);
    expect(top!.job_id).toBe('job-backend');
    expect(top!.skills_gap.matched).toEqual(
      expect.arrayContaining(['Go', 'Kubernetes', 'PostgreSQL', 'Docker', 'AWS', 'Terraform']),
    );
    expect(top!.skills_gap.missing).not.toContain('Go');
  });

  it('reports matched and missing skills truthfully, most important first', () => {
    const m = rank(ANALYST_RESUME).find((x) => x.job_id === 'job-data-analyst')!;
    expect(m.skills_gap.matched).toEqual([
      'SQL',
      'Python',
      'Tableau',
      'Excel',
      'Statistics',
      'A/B testing',
      'Data visualization',
    ]);
    expect(m.skills_gap.missing).toEqual(['Power BI']);
    const b = rank(ANALYST_RESUME).find((x) => x.job_id === 'job-backend')!;
    expect(b.skills_gap.matched).toEqual(['AWS', 'Python']);
    expect(b.skills_gap.missing).toEqual(['Go', 'Kubernetes', 'PostgreSQL', 'Docker', 'Terraform', 'CI/CD']);
  });

  it('finds short skills outside the taxonomy written as acronyms (ICU, EKG), never as lowercase words', () => {
    const icu: PostingInput = { ...POSTINGS[2]!, id: 'job-icu', skills: ['ICU', 'EKG', 'CPA', 'BLS'] };
    const nurse = `Registered Nurse\nExperience\nStaff nurse in a 20-bed ICU; read EKG strips and titrated drips. BLS certified.`;
    const m = rank(nurse, { limit: 20, minScore: 0 }, [icu]).find((x) => x.job_id === 'job-icu')!;
    expect(m.skills_gap.matched).toEqual(expect.arrayContaining(['ICU', 'EKG']));
    expect(m.skills_gap.missing).toContain('CPA');
    // In lowercase a short word proves nothing ("icu" could be anything in running text).
    const lower = rank(nurse.replace('ICU', 'icu'), { limit: 20, minScore: 0 }, [icu]).find(
      (x) => x.job_id === 'job-icu',
    )!;
    expect(lower.skills_gap.matched).not.toContain('ICU');
  });

  it('caps matched and missing at 10 each', () => {
    const many = [
      'Python',
      'SQL',
      'Excel',
      'Tableau',
      'Power BI',
      'Statistics',
      'A/B testing',
      'Data visualization',
      'AWS',
      'Pandas',
      'Jupyter',
      'Snowflake',
      'dbt',
      'Apache Airflow',
      'Looker',
      'BigQuery',
      'Apache Spark',
      'Scala',
      'Kubernetes',
      'Rust',
      'Haskell',
      'Erlang',
      'Elixir',
      'Clojure',
      'Ruby',
      'Perl',
      'Swift',
    ];
    const big: PostingInput = { ...DATA_ANALYST, id: 'job-big', skills: many };
    const resume = `${ANALYST_RESUME}\nTools: Jupyter, Snowflake, dbt, Looker, BigQuery`;
    const m = rank(resume, { limit: 5, minScore: 0 }, [big, BACKEND_ENGINEER])[0]!;
    expect(m.job_id).toBe('job-big');
    expect(m.skills_gap.matched).toHaveLength(10);
    expect(m.skills_gap.missing).toHaveLength(10);
    expect(m.skills_gap.matched.slice(0, 3)).toEqual(['Python', 'SQL', 'Excel']);
    expect(m.skills_gap.missing[0]).toBe('Power BI');
    expect(new Set([...m.skills_gap.matched, ...m.skills_gap.missing]).size).toBe(20);
  });

  it('writes a plain rationale naming the evidence', () => {
    const m = rank(ANALYST_RESUME).find((x) => x.job_id === 'job-data-analyst')!;
    expect(m.rationale).toMatch(/^Strong fit: /);
    expect(m.rationale).toContain("title 'Data Analyst' matches the resume's job titles (Data Analyst)");
    expect(m.rationale).toContain(
      'matches 7 of 8 required skills (SQL, Python, Tableau, Excel, ...), missing Power BI',
    );
    expect(m.rationale).toContain('meets the 3-year minimum');
    expect(m.rationale.split(/\.\s/).length).toBeLessThanOrEqual(2);
  });

  it('carries the posting fields through', () => {
    const m = rank(ANALYST_RESUME).find((x) => x.job_id === 'job-nurse')!;
    expect(m).toMatchObject({ title: 'Registered Nurse', location: 'Boston, MA', employment_type: 'FULL_TIME' });
  });
});

describe('rankPostings: contract', () => {
  it('is deterministic across runs', () => {
    expect(rank(ANALYST_RESUME)).toEqual(rank(ANALYST_RESUME));
  });

  it('ignores names, pronouns, age, contact details and other personal attributes', () => {
    const a = rank(withPersonalDetails(ANALYST_RESUME, PERSON_A));
    const b = rank(withPersonalDetails(ANALYST_RESUME, PERSON_B));
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).not.toMatch(/Jane|Doe|she\/her|example\.com|Canadian|Married/);
  });

  // Names outside ASCII, with particles or of five parts, and header lines of place, citizenship,
  // family or age must never take the resume's title slot or its years of experience.
  const NAMES = [
    'Emily Walsh',
    'Lakisha Washington',
    'José García',
    'Chloé Martin',
    'Zoë Ng',
    'Nguyễn Thị Lan',
    'Maria de la Cruz',
    'Mohammed bin Rashid',
    'Ludwig van Beethoven',
    "Mary-Jane O'Neil",
    'Ana María López de la Fuente',
    // Headings with joiners or grades are read as titles; names with job words are not.
    'Grace Hunter Cook',
    'Tom Baker Jr.',
    'Ray Smith Jr.',
    'ANNA LEE III',
    'Will Mason',
    'Grant Lee Mason',
    'Joy Lynn Miller',
    // ... and a name in mojibake (UTF-8 read as Windows-1252) is still a name.
    'ChloÃ© MartÃ­n',
    // Words that look like joiners ("The", "Of") or grades ("Vi") in names.
    'Nguyen The Anh',
    'Nguyễn Thế Anh',
    'NGUYEN THE HUNG',
    'Dang The Phong',
    'Le Van The',
    'Vi Baker',
    'Vi Hunter',
    'Baker Vi',
    'Tom Of Mars',
  ];
  it.each(NAMES)('a name heading the resume, "%s", changes no score, no rank and no word of the rationale', (name) => {
    expect(rank(`${name}\n${ANALYST_RESUME}`)).toEqual(rank(ANALYST_RESUME));
  });
  const PERSONAL_LINES = [
    'Paris, France',
    'American citizen',
    'Married with two kids',
    'I am 45 years of age',
    'Born in 1960',
    'Photo: me.jpg',
  ];
  it.each(PERSONAL_LINES)('a header line "%s" changes no score, no rank and no word of the rationale', (line) => {
    expect(rank(`${line}\n${ANALYST_RESUME}`)).toEqual(rank(ANALYST_RESUME));
    // Below a name and the other personal details too.
    expect(rank(withPersonalDetails(`${line}\n${ANALYST_RESUME}`, PERSON_B))).toEqual(
      rank(withPersonalDetails(ANALYST_RESUME, PERSON_A)),
    );
  });

  // Neopronouns are stopwords like "she" and "he", and a header line "fae/faer" is recognised as
  // pronouns, so neither they nor the name above them weigh in a match.
  const PRONOUN_LINES = [
    'ze/hir',
    'ze/zir',
    'zie/zir/zirs',
    'sie/hir',
    'xe/xem',
    'xe/xyr',
    'ey/em/eir',
    'fae/faer',
    've/ver/vis',
    'they/them/theirs',
    '(xe/xem/xyrs)',
  ];
  it.each(PRONOUN_LINES)('pronouns "%s" under the name change nothing (as "she/her" and "he/him")', (pronouns) => {
    expect(rank(withPersonalDetails(ANALYST_RESUME, { ...PERSON_A, pronouns }))).toEqual(
      rank(withPersonalDetails(ANALYST_RESUME, PERSON_A)),
    );
    expect(rank(withPersonalDetails(ANALYST_RESUME, { ...PERSON_B, pronouns }))).toEqual(
      rank(withPersonalDetails(ANALYST_RESUME, PERSON_B)),
    );
  });
  // [subject, possessive, object, reflexive]
  const PRONOUN_SETS = [
    ['ze', 'hir', 'hir', 'hirself'],
    ['ze', 'zir', 'zir', 'zirself'],
    ['zie', 'zir', 'zim', 'zirself'],
    ['xe', 'xyr', 'xem', 'xemself'],
    ['xe', 'xir', 'xem', 'xirself'],
    ['ey', 'eir', 'em', 'emself'],
    ['fae', 'faer', 'faer', 'faerself'],
    ['ve', 'vis', 'ver', 'verself'],
    ['per', 'pers', 'per', 'perself'],
    ['they', 'their', 'them', 'themself'],
  ];
  it.each(PRONOUN_SETS)(
    'a resume written about "%s/%s" ranks as one written about "she/her"',
    (subject, possessive, object, reflexive) => {
      const about = (s: string, p: string, o: string, r: string) =>
        `${ANALYST_RESUME}\n${s} led the audit of ${p} team's reports; the board thanked ${o}, and ${s} trained ${r} in SQL.`;
      const capital = (w: string) => w[0]!.toUpperCase() + w.slice(1);
      expect(rank(about(capital(subject!), possessive!, object!, reflexive!))).toEqual(
        rank(about('She', 'her', 'her', 'herself')),
      );
    },
  );

  it('the rationale never contradicts the experience rule it reports (2.6 years is not "3 years ... below")', () => {
    const resume = `Data Analyst\nExperience\nData Analyst, Northwind  Dec 2022 - Present\nSQL, Tableau and Python dashboards for sales.`;
    const m = rank(resume).find((x) => x.job_id === 'job-data-analyst')!;
    expect(m.rationale).toMatch(/\b2\.\d years of experience is below the 3-year minimum/);
  });

  it('an age is never read as years of experience', () => {
    const stated = (text: string) => analyseResume(text, { now: NOW }).years;
    const base = stated(ANALYST_RESUME);
    for (const age of [
      'I am 45 years of age with experience in retail.',
      'Aged 24, with experience in sales.',
      '45 years young and experienced.',
    ]) {
      expect(stated(`${age}\n${ANALYST_RESUME}`), age).toBe(base);
    }
  });

  it('treats min_score as inclusive and applies limit after it', () => {
    const all = rank(ANALYST_RESUME);
    const cut = all[1]!.match_score;
    const kept = rank(ANALYST_RESUME, { limit: 20, minScore: cut });
    expect(kept.map((m) => m.job_id)).toEqual(all.filter((m) => m.match_score >= cut).map((m) => m.job_id));
    expect(kept.at(-1)!.match_score).toBe(cut);
    expect(rank(ANALYST_RESUME, { limit: 1, minScore: cut }).map((m) => m.job_id)).toEqual([all[0]!.job_id]);
    expect(rank(ANALYST_RESUME, { limit: 20, minScore: 1 })).toEqual([]);
  });

  it('returns at most limit matches, best first', () => {
    const all = rank(ANALYST_RESUME);
    expect(rank(ANALYST_RESUME, { limit: 2, minScore: 0 })).toEqual(all.slice(0, 2));
    expect(rank(ANALYST_RESUME, { limit: 0, minScore: 0 })).toEqual([]);
  });

  it('breaks ties by most recent update, then by id', () => {
    const twin = (id: string, updated_at: string): PostingInput => ({ ...DATA_ANALYST, id, updated_at });
    const postings = [
      twin('b-old', '2024-01-01T00:00:00.000Z'),
      twin('c-new', '2025-03-01T00:00:00.000Z'),
      twin('a-old', '2024-01-01T00:00:00.000Z'),
    ];
    const ms = rank(ANALYST_RESUME, { limit: 20, minScore: 0 }, postings);
    expect(new Set(ms.map((m) => m.match_score)).size).toBe(1);
    expect(ms.map((m) => m.job_id)).toEqual(['c-new', 'a-old', 'b-old']);
  });

  it('accepts Date and string update times alike', () => {
    const d: PostingInput = { ...DATA_ANALYST, id: 'x-date', updated_at: new Date('2025-04-01T00:00:00Z') };
    const s: PostingInput = { ...DATA_ANALYST, id: 'y-str', updated_at: '2025-05-01T00:00:00Z' };
    expect(rank(ANALYST_RESUME, { limit: 5, minScore: 0 }, [d, s]).map((m) => m.job_id)).toEqual(['y-str', 'x-date']);
  });

  it('returns an empty list when there are no postings', () => {
    expect(rank(ANALYST_RESUME, { limit: 5, minScore: 0 }, [])).toEqual([]);
  });

  it('scores postings outside the stats the same as those inside', () => {
    const { entries, stats } = setup();
    const profile = analyseResume(ANALYST_RESUME, { now: NOW });
    const inside = rankPostings(profile, entries, stats, { limit: 10, minScore: 0 });
    // Same postings, but features re-created from JSON: not the objects the stats were built from.
    const copies = entries.map((e) => ({ posting: e.posting, features: JSON.parse(JSON.stringify(e.features)) }));
    expect(rankPostings(profile, copies, stats, { limit: 10, minScore: 0 })).toEqual(inside);
  });
});

describe('rankPostings: skills outside the taxonomy', () => {
  const FREE = ['Zorblax', 'Quantum Ledger Sync', 'Frobnicator Pro Suite', 'Nimbus Gate', 'Xyq', 'Ledger Sync Tool'];
  const posting = { ...BACKEND_ENGINEER, id: 'job-free', skills: FREE };
  const resume =
    'Zorblax administrator for six years. Built the quantum-ledger sync pipeline and its ledger\n' +
    'checks; moved the nimbus gateway to Go; XYQ on-call rota. Daily tools: Frobnicator Pro Suite';

  it('are matched as whole phrases of the resume, at its start and end, across punctuation', () => {
    for (const name of FREE)
      expect(
        allSkills().some((s) => s.toLowerCase() === name.toLowerCase()),
        name,
      ).toBe(false);
    const [m] = rank(resume, { limit: 1, minScore: 0 }, [posting]);
    // "Xyq" is short: it counts only written in capitals, as the resume's "XYQ" is.
    expect(m!.skills_gap.matched).toEqual(['Zorblax', 'Quantum Ledger Sync', 'Frobnicator Pro Suite', 'Xyq']);
    // "nimbus gateway" is not "Nimbus Gate"; "ledger sync tool" never occurs in a row.
    expect(m!.skills_gap.missing).toEqual(['Nimbus Gate', 'Ledger Sync Tool']);
    // In lowercase, a word this short proves nothing.
    const [lower] = rank(resume.replace('XYQ', 'xyq'), { limit: 1, minScore: 0 }, [posting]);
    expect(lower!.skills_gap.missing).toContain('Xyq');
  });

  it('count in the score exactly as skills_gap lists them (indexed and per-posting paths agree)', () => {
    const postings = [posting, { ...posting, id: 'job-free-2', skills: [...FREE].reverse() }, ...POSTINGS];
    const { entries, stats } = setup(postings);
    const profile = analyseResume(resume, { now: NOW });
    const inside = rankPostings(profile, entries, stats, { limit: 10, minScore: 0 });
    const copies = entries.map((e) => ({ posting: e.posting, features: JSON.parse(JSON.stringify(e.features)) }));
    expect(rankPostings(profile, copies, stats, { limit: 10, minScore: 0 })).toEqual(inside);
    // Without the free skills, the same postings score lower: the matches above counted.
    const bare = rank(resume, { limit: 1, minScore: 0 }, [
      { ...posting, skills: ['Nimbus Gate', 'Xyq', 'Ledger Sync Tool'] },
    ]);
    expect(inside.find((m) => m.job_id === 'job-free')!.match_score).toBeGreaterThan(bare[0]!.match_score);
  });
});

describe('rankPostings: scale (sanity, not a timed assertion)', () => {
  it('ranks 2,000 postings against a 50,000-character resume', () => {
    const skills = allSkills().slice(0, 400);
    const postings: PostingInput[] = Array.from({ length: 2000 }, (_, i) => ({
      ...POSTINGS[i % POSTINGS.length]!,
      id: `job-${String(i).padStart(4, '0')}`,
      skills: [skills[i % 400]!, skills[(i * 7) % 400]!, skills[(i * 13) % 400]!],
      updated_at: new Date(Date.UTC(2025, 0, 1 + (i % 300))).toISOString(),
    }));
    const resume = ANALYST_RESUME.repeat(Math.ceil(50_000 / ANALYST_RESUME.length)).slice(0, 50_000);
    const ms = rank(resume, { limit: 20, minScore: 0 }, postings);
    expect(ms).toHaveLength(20);
    for (let i = 1; i < ms.length; i++) expect(ms[i - 1]!.match_score).toBeGreaterThanOrEqual(ms[i]!.match_score);
    expect(ms[0]!.title).toBe('Data Analyst');
  });
});
