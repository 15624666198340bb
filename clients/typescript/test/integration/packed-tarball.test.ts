import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packClient } from '../../../../scripts/client-package';
import { startTestApp, type TestApp } from '../../../../support/app';
import { makeTenant } from '../../../../support/factories';

// What a company does: npm pack's tarball installed into a fresh project (offline: the client
// has no dependencies), used from plain JavaScript against the API, and type-checked from TypeScript.

const require = createRequire(import.meta.url);
// Asynchronous: the API under test runs in this process and must keep answering meanwhile.
const run = promisify(execFile);
let app: TestApp;
let dir: string;
let project: string;

beforeAll(async () => {
  app = await startTestApp();
  dir = mkdtempSync(join(tmpdir(), 'hiring-client-'));
  const tarball = packClient(dir);
  project = join(dir, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: project, stdio: 'pipe' });
}, 120_000);
afterAll(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packed client', () => {
  it('installs from its tarball into a fresh project and calls the API from a script', async () => {
    const t = await makeTenant(app.db);
    writeFileSync(
      join(project, 'script.mjs'),
      `import { HiringClient, HiringApiError, responseInfo } from '@hiring/external-api-client';
const client = new HiringClient();
const me = await client.me();
const page = await client.candidates.search({ limit: 1 });
const accepted = await client.ai.matchJobs({ resume_text: 'Backend engineer, Go and PostgreSQL, eight years of services.', async: true });
const job = await client.jobs.get(accepted.job_id);
const missing = await client.jobs.get('job_0000000000000000000000').catch((e) => e);
console.log(JSON.stringify({
  company: me.company.id,
  remaining: responseInfo(page).rateLimit.remaining,
  job: job.job_id === accepted.job_id,
  missing: missing instanceof HiringApiError && [missing.statusCode, missing.error, missing.requestId.startsWith('req_')],
}));
`,
    );
    const { stdout: out } = await run(process.execPath, ['script.mjs'], {
      cwd: project,
      env: { PATH: process.env.PATH, HIRING_API_KEY: t.key, HIRING_BASE_URL: app.baseUrl },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({
      company: t.company.id,
      remaining: expect.any(Number),
      job: true,
      missing: [404, 'NOT_FOUND', true],
    });
  });

  it('ships type declarations a TypeScript project resolves (NodeNext), typed in the spec shapes', async () => {
    writeFileSync(
      join(project, 'typed.ts'),
      `import { HiringClient, type MatchResult } from '@hiring/external-api-client';
const client = new HiringClient({ apiKey: 'sk_test_x', maxRetries: 1, timeoutMs: 5000 });
export async function best(): Promise<number | undefined> {
  const result: MatchResult = await client.ai.matchJobs({ resume_text: 'x' });
  return result.matches[0]?.match_score;
}
// @ts-expect-error: a match has no such field
export const wrong = async () => (await client.ai.matchJobs({ resume_text: 'x' })).matches[0]?.salary;
`,
    );
    const tsc = require.resolve('typescript/bin/tsc');
    const args = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext'];
    const checked = await run(process.execPath, [tsc, ...args, '--lib', 'es2022,dom', 'typed.ts'], {
      cwd: project,
    }).then(
      () => 'no errors',
      (e: { stdout: string }) => e.stdout,
    );
    expect(checked).toBe('no errors');
  });
});
