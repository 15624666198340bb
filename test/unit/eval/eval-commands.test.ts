// The evaluation commands (`npm run eval:match -- --data DIR`, `npm run eval:score`) on
// small data sets written here, in the evaluation data's format: the figures come from the
// labels, and bad data is one clear line and exit code 2, never a stack trace.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ANALYST_RESUME, BACKEND_RESUME, POSTINGS } from '../../../support/fixtures/postings';
import { STRONG_BACKEND, WEAK_BACKEND } from '../../../support/fixtures/transcripts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function dataSet(files: Record<string, unknown[] | string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'hiring-eval-'));
  dirs.push(dir);
  for (const [name, rows] of Object.entries(files)) {
    writeFileSync(
      join(dir, name),
      typeof rows === 'string' ? rows : rows.map((r) => JSON.stringify(r)).join('\n') + '\n',
    );
  }
  return dir;
}

function run(script: string, args: string[]) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', script), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

const jobs = POSTINGS.map(({ id, title, description, location, employment_type, skills }) => ({
  id,
  title,
  description,
  location,
  employment_type,
  skills,
}));
const resumes = (backendFor: string, analystFor: string) => [
  { id: 'r-backend', text: BACKEND_RESUME, relevant: { [backendFor]: 1 } },
  { id: 'r-analyst', text: ANALYST_RESUME, relevant: { [analystFor]: 1 } },
];

/** A data error: exit 2, one line naming the problem, no stack trace. */
function expectDataError(res: ReturnType<typeof run>, message: RegExp): void {
  expect(res.status, res.stderr).toBe(2);
  expect(res.stderr).toMatch(message);
  expect(res.stderr).not.toMatch(/\n\s+at /);
  expect(res.stdout).not.toMatch(/top-1|Spearman/);
}

describe('eval:match', { timeout: 120_000 }, () => {
  it('reports top-1, MRR and NDCG@5 from the labels, for the engine and the TF-IDF baseline', () => {
    const right = run('eval-match.ts', [
      '--data',
      dataSet({ 'jobs.jsonl': jobs, 'resumes.jsonl': resumes('fx-backend-go', 'fx-data-analyst') }),
      '--json',
    ]);
    expect(right.status, right.stderr).toBe(0);
    const out = JSON.parse(right.stdout);
    expect(out).toMatchObject({ resumes: 2, postings: 4, engine: { top1: 1, mrr: 1, ndcg5: 1, n: 2 } });
    expect(Object.keys(out.baseline).sort()).toEqual(['mrr', 'n', 'ndcg5', 'top1']);
    // Constants chosen on the data are cross-validated (here 2 folds of one resume each), and every
    // row carries its bootstrap interval.
    expect(out.cv).toMatchObject({ n: 2 });
    expect(out.chosen).toHaveLength(2);
    for (const row of ['engine', 'cv', 'baseline']) expect(out.intervals[row].mrr).toHaveLength(2);
    expect(out.intervals.engine.top1).toEqual([1, 1]);

    // The same resumes labelled with the nurse posting: the engine still ranks what fits first,
    // so the figures fall, because they are read from the labels.
    const wrong = run('eval-match.ts', [
      '--data',
      dataSet({ 'jobs.jsonl': jobs, 'resumes.jsonl': resumes('fx-nurse', 'fx-nurse') }),
      '--json',
    ]);
    expect(wrong.status, wrong.stderr).toBe(0);
    expect(JSON.parse(wrong.stdout).engine.top1).toBe(0);
  });

  it('prints the table form by default', () => {
    const res = run('eval-match.ts', [
      '--data',
      dataSet({ 'jobs.jsonl': jobs, 'resumes.jsonl': resumes('fx-backend-go', 'fx-data-analyst') }),
    ]);
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/engine +top-1 1\.000 +MRR 1\.000 +NDCG@5 1\.000/);
    expect(res.stdout).toMatch(/baseline +top-1 [01]\.\d{3} +MRR/);
  });

  it('refuses bad data with the file, the line and the problem', () => {
    const good = resumes('fx-backend-go', 'fx-data-analyst');
    expectDataError(
      run('eval-match.ts', ['--data', join(tmpdir(), 'hiring-eval-missing')]),
      /jobs\.jsonl does not exist/,
    );
    expectDataError(
      run('eval-match.ts', ['--data', dataSet({ 'jobs.jsonl': '{"id": 1\n', 'resumes.jsonl': good })]),
      /jobs\.jsonl:1: not valid JSON/,
    );
    expectDataError(
      run('eval-match.ts', [
        '--data',
        dataSet({ 'jobs.jsonl': jobs, 'resumes.jsonl': [good[0], { id: 'x', text: 'a resume' }] }),
      ]),
      /resumes\.jsonl:2: relevant:/,
    );
    expectDataError(
      run('eval-match.ts', [
        '--data',
        dataSet({ 'jobs.jsonl': jobs, 'resumes.jsonl': resumes('fx-backend-go', 'no-such-posting') }),
      ]),
      /resume r-analyst names posting no-such-posting, which is not in jobs\.jsonl/,
    );
    expectDataError(
      run('eval-match.ts', ['--data', dataSet({ 'jobs.jsonl': [...jobs, jobs[0]], 'resumes.jsonl': good })]),
      /id "fx-backend-go" appears twice/,
    );
    expectDataError(run('eval-match.ts', ['--floor', '1.5']), /--floor takes a number from 0 to 1/);
    expectDataError(run('eval-match.ts', ['--folds', '0']), /--folds takes an integer of at least 1/);
    expectDataError(run('eval-match.ts', ['--bogus']), /Unknown option '--bogus'/);
  });
});

describe('eval:score', { timeout: 120_000 }, () => {
  const interviews = (strong: number, weak: number, weak2: number) => [
    { id: 'i-strong', transcript: STRONG_BACKEND, overall_1_to_7: strong },
    { id: 'i-weak', transcript: WEAK_BACKEND, overall_1_to_7: weak },
    { id: 'i-weak-2', transcript: WEAK_BACKEND, overall_1_to_7: weak2 },
  ];

  it('reports the Spearman correlation of overall_score with the human ratings', () => {
    // The two weak transcripts score the same (a tie): rho = 1.5 / sqrt(3) = 0.866 either way.
    const agree = run('eval-score.ts', [
      '--data',
      dataSet({ 'interviews.jsonl': interviews(6.5, 2, 2.5) }),
      '--role',
      'Backend Engineer',
    ]);
    expect(agree.status, agree.stderr).toBe(0);
    expect(agree.stdout).toMatch(/engine overall_score +\+0\.866/);
    const disagree = run('eval-score.ts', [
      '--data',
      dataSet({ 'interviews.jsonl': interviews(2, 6.5, 6) }),
      '--role',
      'Backend Engineer',
    ]);
    expect(disagree.stdout).toMatch(/engine overall_score +-0\.866/);
  });

  it('refuses bad data and bad flags with one clear line', () => {
    expectDataError(
      run('eval-score.ts', ['--data', join(tmpdir(), 'hiring-eval-missing')]),
      /interviews\.jsonl does not exist/,
    );
    expectDataError(
      run('eval-score.ts', [
        '--data',
        dataSet({ 'interviews.jsonl': [{ id: 'a', transcript: STRONG_BACKEND, overall_1_to_7: 9 }] }),
      ]),
      /interviews\.jsonl:1: overall_1_to_7:/,
    );
    expectDataError(run('eval-score.ts', ['--data', dataSet({ 'interviews.jsonl': '\n' })]), /holds no records/);
    expectDataError(run('eval-score.ts', ['--bogus']), /Unknown option '--bogus'/);
  });
});
