import { render } from 'ink-testing-library';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadInk } from '../../../cli/ui/ink';
import type { CandidatesPage, JobMatch, Scorecard as ScorecardData } from '../../../cli/api-schemas';
import { CandidatesTable } from '../../../cli/ui/CandidatesTable';
import { MatchesTable, shortList } from '../../../cli/ui/MatchesTable';
import { bar } from '../../../cli/ui/ScoreBar';
import { Scorecard } from '../../../cli/ui/Scorecard';

// The views render through Ink, which the CLI loads only for a person's terminal (cli/ui/ink.ts).
beforeAll(() => loadInk());

const matches: JobMatch[] = [
  {
    job_id: 'fx-backend-go',
    title: 'Senior Backend Engineer (Go)',
    location: 'Berlin, Germany',
    employment_type: 'FULL_TIME',
    match_score: 0.812,
    rationale: 'Strong overlap',
    skills_gap: { matched: ['Go', 'PostgreSQL', 'Kubernetes'], missing: ['gRPC'] },
  },
  {
    job_id: 'fx-data-analyst',
    title: 'Data Analyst',
    location: null,
    employment_type: 'FULL_TIME',
    match_score: 0.2,
    rationale: 'Little overlap',
    skills_gap: { matched: [], missing: ['SQL', 'Tableau', 'Python', 'Excel', 'pandas', 'dbt', 'Looker'] },
  },
];

const card: ScorecardData = {
  overall_score: 82,
  dimensions: {
    technical_accuracy: { score: 88, feedback: 'Precise about caching and idempotency.' },
    communication: { score: 75, feedback: 'Clear, structured answers with examples.' },
    problem_solving: { score: 81, feedback: 'Weighed trade-offs explicitly.' },
  },
  summary: 'A strong backend candidate.',
  recommendation: 'Advance to next round',
};

describe('score bars', () => {
  it.each([
    [0.812, '████████░░'],
    [0, '░░░░░░░░░░'],
    [1, '██████████'],
    [0.05, '█░░░░░░░░░'],
    [1.7, '██████████'],
  ])('bar(%d) = %s', (f, s) => expect(bar(f)).toBe(s));

  it('shortList cuts long lists', () => {
    expect(shortList(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe('a, b, c, d, e +2');
    expect(shortList(['a', 'b', 'c'], 3)).toBe('a, b, c');
    expect(shortList([])).toBe('-');
  });
});

describe('MatchesTable', () => {
  it('ranks matches with a score bar, where, and the matched and missing skills', () => {
    const lines = render(<MatchesTable matches={matches} />)
      .lastFrame()!
      .split('\n')
      .map((l) => l.trimEnd());
    expect(lines).toEqual([
      '#   SCORE              TITLE                         WHERE',
      '1   ████████░░ 0.812   Senior Backend Engineer (Go)  Berlin, Germany · FULL_TIME',
      '    matched  Go, PostgreSQL, Kubernetes',
      '    missing  gRPC',
      '2   ██░░░░░░░░ 0.200   Data Analyst                  FULL_TIME',
      '    matched  -',
      '    missing  SQL, Tableau, Python, Excel, pandas, dbt, Looker',
      '2 matches',
    ]);
  });

  it('says so when nothing matches', () => {
    expect(render(<MatchesTable matches={[]} />).lastFrame()).toContain('No open posting matches this resume.');
  });
});

describe('Scorecard', () => {
  it('shows overall, the verdict, and the three dimensions with bars and feedback', () => {
    const frame = render(<Scorecard scorecard={card} role="Backend Engineer" />).lastFrame()!;
    const lines = frame.split('\n').map((l) => l.trimEnd());
    expect(lines[0]).toBe('Scorecard · Backend Engineer');
    expect(lines).toContain('Overall             ████████░░  82/100');
    expect(lines).toContain('Recommendation      Advance to next round');
    expect(lines).toContain('Technical accuracy  █████████░  88');
    expect(lines).toContain('  Precise about caching and idempotency.');
    expect(lines).toContain('Communication       ████████░░  75');
    expect(lines).toContain('  Clear, structured answers with examples.');
    expect(lines).toContain('Problem solving     ████████░░  81');
    expect(lines).toContain('  Weighed trade-offs explicitly.');
    expect(lines.at(-1)).toBe('A strong backend candidate.');
  });
});

describe('CandidatesTable', () => {
  it('lists candidates and the pagination line', () => {
    const page: CandidatesPage = {
      candidates: [
        {
          id: 'cand_1',
          name: 'Alex Example',
          headline: 'Backend engineer',
          location: 'Berlin',
          skills: ['Go', 'SQL'],
          experience_years: 7,
          updated_at: '2026-01-02T03:04:05.000Z',
        },
        {
          id: 'cand_2',
          name: null,
          headline: null,
          location: null,
          skills: [],
          experience_years: null,
          updated_at: '2026-01-01T00:00:00.000Z',
        },
      ],
      pagination: { page: 1, limit: 10, total: 2, total_pages: 1 },
    };
    const frame = render(<CandidatesTable page={page} />).lastFrame()!;
    expect(
      frame
        .split('\n')
        .map((l) => l.trimEnd())
        .slice(0, 6),
    ).toEqual([
      'Alex Example Backend engineer',
      '  cand_1 · Berlin · 7 yrs · updated 2026-01-02',
      '  Go, SQL',
      '(no name)',
      '  cand_2 · updated 2026-01-01',
      '  -',
    ]);
    expect(frame).toContain('page 1 of 1 · 2 candidates · 10 per page');
  });
});
