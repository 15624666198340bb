// `--provider` on the evaluation commands, against a fake OpenAI-compatible server on loopback.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYST_RESUME, BACKEND_RESUME, POSTINGS } from '../../../support/fixtures/postings';
import { STRONG_BACKEND, WEAK_BACKEND } from '../../../support/fixtures/transcripts';
import { startFakeOpenAi, type FakeOpenAi } from '../../../support/fake-openai';
import { buildPostingFeatures } from '../../../src/domain/matching';
import { DESCRIPTION_CHARS } from '../../../src/domain/provider/matching';
import type { MatchEvalJob } from '../../../scripts/eval-provider';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const KEY = 'sk-eval-test-77aa';
let fake: FakeOpenAi;
let dir: string;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY });
  dir = mkdtempSync(join(tmpdir(), 'hiring-eval-provider-'));
  const jobs = POSTINGS.map(({ id, title, description, location, employment_type, skills }) => ({
    id,
    title,
    description,
    location,
    employment_type,
    skills,
  }));
  writeFileSync(join(dir, 'jobs.jsonl'), jobs.map((j) => JSON.stringify(j)).join('\n') + '\n');
  const resumes = [
    { id: 'r-backend', text: BACKEND_RESUME, relevant: { 'fx-backend-go': 1 } },
    { id: 'r-analyst', text: ANALYST_RESUME, relevant: { 'fx-data-analyst': 1 } },
  ];
  writeFileSync(join(dir, 'resumes.jsonl'), resumes.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const interviews = [
    { id: 'i-strong', transcript: STRONG_BACKEND, overall_1_to_7: 6.5 },
    { id: 'i-weak', transcript: WEAK_BACKEND, overall_1_to_7: 2 },
  ];
  writeFileSync(join(dir, 'interviews.jsonl'), interviews.map((r) => JSON.stringify(r)).join('\n') + '\n');
});
afterAll(async () => {
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs an eval script without blocking this process, which serves the fake. */
function run(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

const providerEnv = () => ({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_MODEL: fake.model, AI_API_KEY: KEY });

describe('npm run eval:* -- --provider', { timeout: 120_000 }, () => {
  it('eval:match prints the model re-ranking beside the engine, with tokens used', async () => {
    fake.reset();
    const res = await run('eval-match.ts', ['--data', dir, '--provider'], providerEnv());
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/^engine +top-1 1\.000/m);
    expect(res.stdout).toMatch(
      /^provider +top-1 \d\.\d{3} +MRR \d\.\d{3} +NDCG@5 \d\.\d{3} +\(openai:fake-model re-ranks the engine's top 10\)/m,
    );
    expect(res.stdout).toMatch(/^provider +tokens: \d+ prompt \+ \d+ completion = \d+/m);
    expect(fake.requests).toHaveLength(2);
    expect(fake.shapeProblems).toEqual([]);
    // The fake fits the reverse of the engine's order: the engine's last becomes the model's first.
    expect(res.stdout).toMatch(/^provider +top-1 0\.000/m);
    expect(res.stdout + res.stderr).not.toContain(KEY);
  });

  it('eval:match sends the model each posting as the job does: the skills the engine read, the description start in characters', async () => {
    const own = mkdtempSync(join(tmpdir(), 'hiring-eval-provider-briefs-'));
    try {
      // No skills listed: the engine reads them from the description, and so must the model's brief.
      const jobs: MatchEvalJob[] = POSTINGS.map(({ id, title, description, location, employment_type }) => ({
        id,
        title,
        description,
        location,
        employment_type,
        skills: [],
      }));
      // 700 emoji: 700 characters (MySQL's LEFT counts these), 1,400 UTF-16 units.
      jobs.push({ ...jobs[0]!, id: 'fx-emoji', description: `${'😀'.repeat(700)} Go and PostgreSQL.` });
      writeFileSync(join(own, 'jobs.jsonl'), jobs.map((j) => JSON.stringify(j)).join('\n') + '\n');
      const resume = { id: 'r-backend', text: BACKEND_RESUME, relevant: { 'fx-backend-go': 1 } };
      writeFileSync(join(own, 'resumes.jsonl'), JSON.stringify(resume) + '\n');
      fake.reset();
      const res = await run('eval-match.ts', ['--data', own, '--provider'], providerEnv());
      expect(res.status, res.stderr).toBe(0);
      expect(fake.requests).toHaveLength(1);
      const briefs: Array<{ job_id: string; required_skills: string[]; description_start: string }> = JSON.parse(
        fake.requests[0]!.body.messages[1].content.replace(/^Postings \(JSON\):\n/, ''),
      );
      expect(briefs.length).toBeGreaterThan(1);
      for (const brief of briefs) {
        const job = jobs.find((j) => j.id === brief.job_id)!;
        const features = buildPostingFeatures({ ...job, min_years: null, updated_at: new Date() });
        expect(features.skills.length, job.id).toBeGreaterThan(0);
        expect(brief.required_skills, job.id).toEqual(features.skills.map((s) => s.name));
      }
      // Every posting is among the engine's top 10 here.
      expect(briefs.find((b) => b.job_id === 'fx-emoji')?.description_start).toBe('😀'.repeat(DESCRIPTION_CHARS));
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('eval:match --json adds one JSON line for the provider', async () => {
    const res = await run('eval-match.ts', ['--data', dir, '--json', '--provider'], providerEnv());
    expect(res.status, res.stderr).toBe(0);
    const [local, provider] = res.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(local.engine.top1).toBe(1);
    expect(provider.provider).toMatchObject({ engine: 'openai:fake-model', n: 2, failed: 0 });
    expect(provider.provider.tokens.prompt).toBeGreaterThan(0);
  });

  it('eval:score prints the Spearman figures of the model beside the engine, with tokens used', async () => {
    fake.reset();
    const res = await run('eval-score.ts', ['--data', dir, '--role', 'Backend Engineer', '--provider'], providerEnv());
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/engine overall_score +[+-]\d\.\d{3}/);
    expect(res.stdout).toMatch(/provider overall_score +(?:[+-]\d\.\d{3}|n\/a)/);
    expect(res.stdout).toMatch(/^provider tokens: \d+ prompt/m);
    expect(res.stdout).toMatch(/failed calls 0/);
    expect(fake.requests).toHaveLength(2);
  });

  it('a provider that keeps failing is counted, and the local figure stands in', async () => {
    fake.reset();
    fake.fallback = 'server-error';
    const res = await run('eval-score.ts', ['--data', dir, '--role', 'Backend Engineer', '--provider'], providerEnv());
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/failed calls 2 \(local engine used\)/);
    fake.reset();
  });

  it('--provider without AI_PROVIDER=openai is one clear line and exit 2', async () => {
    const res = await run('eval-score.ts', ['--data', dir, '--provider'], { AI_PROVIDER: 'local' });
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(/--provider needs AI_PROVIDER=openai/);
    expect(res.stderr).not.toMatch(/\n\s+at /);
  });
});
