import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/index';
import type { CliIO } from '../../cli/io';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { loadFixturePostings } from '../helpers/postings';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';

// The CLI against the real API, Temporal and MySQL. stdout is a pipe (not a TTY), so every
// command prints plain JSON; HIRING_POLL_SCALE=0.1 runs the real poll schedule 10x faster
// (a watch gives up after 10.7 s instead of 107 s).

class Sink {
  text = '';
  write(s: string) {
    this.text += s;
    return true;
  }
}

describe('hiring CLI over HTTP', () => {
  let app: TestApp;
  let env: NodeJS.ProcessEnv;
  let dir: string;
  let resumeFile: string;
  let transcriptFile: string;
  let postingIds: string[];

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    postingIds = await loadFixturePostings(app.db, t.company.id);
    env = { HIRING_API_KEY: t.key, HIRING_BASE_URL: app.baseUrl, HIRING_POLL_SCALE: '0.1' };
    dir = await mkdtemp(join(tmpdir(), 'hiring-cli-'));
    resumeFile = join(dir, 'resume.txt');
    transcriptFile = join(dir, 'transcript.txt');
    await writeFile(resumeFile, BACKEND_RESUME);
    await writeFile(transcriptFile, STRONG_BACKEND);
  });
  afterAll(async () => {
    await app?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function hiring(args: string[], envOverride: NodeJS.ProcessEnv = env) {
    const io = { stdout: new Sink(), stderr: new Sink(), env: envOverride } satisfies CliIO;
    const code = await main(['node', 'hiring', ...args], io);
    const out = io.stdout.text;
    let json: any;
    try {
      json = out ? JSON.parse(out) : undefined;
    } catch {
      json = undefined;
    }
    return { code, out, json, err: io.stderr.text };
  }

  it('match (sync): exit 0 and the matches as JSON, best first', async () => {
    const r = await hiring(['match', '--resume-file', resumeFile, '--limit', '3']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(Object.keys(r.json)).toEqual(['matches']);
    expect(r.json.matches.length).toBeGreaterThan(0);
    expect(r.json.matches.length).toBeLessThanOrEqual(3);
    expect(r.json.matches[0]).toMatchObject({ job_id: postingIds[0], title: 'Senior Backend Engineer (Go)' });
    expect(r.out).not.toContain('\u001b');
  });

  it('match --async --watch: submits a job, watches it to completed, prints the job, exit 0', async () => {
    const r = await hiring(['match', '--resume-file', resumeFile, '--async', '--watch']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({
      job_id: expect.stringMatching(/^job_/),
      type: 'match_jobs',
      status: 'completed',
      error: null,
    });
    expect(r.json.result.matches[0].job_id).toBe(postingIds[0]);
  });

  it('match --async: prints the acceptance; jobs get and jobs watch follow the same job', async () => {
    const accepted = await hiring(['match', '--resume-file', resumeFile, '--async', '--json']);
    expect(accepted.code).toBe(0);
    expect(accepted.json).toEqual({
      job_id: expect.stringMatching(/^job_/),
      status: 'queued',
      check_status_url: `/api/v1/external/jobs/${accepted.json.job_id}`,
    });
    const id = accepted.json.job_id as string;

    const got = await hiring(['jobs', 'get', id]);
    expect(got.code).toBe(0);
    expect(got.json).toMatchObject({
      job_id: id,
      type: 'match_jobs',
      status: expect.stringMatching(/^(queued|processing|completed)$/),
    });

    const watched = await hiring(['jobs', 'watch', id, '--json']);
    expect(watched.code).toBe(0);
    expect(watched.json).toMatchObject({ job_id: id, status: 'completed', error: null });

    const again = await hiring(['jobs', 'get', id, '--json']);
    expect(again.code).toBe(0);
    expect(again.json).toEqual(watched.json);
  });

  it('--idempotency-key: the same submission twice is one job', async () => {
    const key = `cli-${Date.now()}`;
    const a = await hiring(['match', '--resume-file', resumeFile, '--async', '--idempotency-key', key]);
    const b = await hiring(['match', '--resume-file', resumeFile, '--async', '--idempotency-key', key]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    expect(b.json.job_id).toBe(a.json.job_id);
    const reused = await hiring([
      'match',
      '--resume-file',
      resumeFile,
      '--async',
      '--limit',
      '2',
      '--idempotency-key',
      key,
    ]);
    expect(reused.code).toBe(2);
    expect(reused.err).toMatch(/^error: .*\(IDEMPOTENCY_KEY_REUSED, request req_[0-9A-Za-z]+\)\n$/);
  });

  it('score (sync) and score --watch: a scorecard, exit 0', async () => {
    const sync = await hiring(['score', '--transcript-file', transcriptFile, '--role', 'Backend Engineer']);
    expect(sync.code).toBe(0);
    expect(Object.keys(sync.json).sort()).toEqual(['dimensions', 'overall_score', 'recommendation', 'summary']);

    const watched = await hiring([
      'score',
      '--transcript-file',
      transcriptFile,
      '--role',
      'Backend Engineer',
      '--watch',
    ]);
    expect(watched.err).toBe('');
    expect(watched.code).toBe(0);
    expect(watched.json).toMatchObject({ status: 'completed', error: null });
    expect(watched.json.result).toEqual(sync.json);
  });

  it('a failed job: exit 1, the job as JSON, the reason on stderr', async () => {
    // The default config forbids private hosts: the job fails before any connection is made.
    const r = await hiring(['match', '--resume-url', 'https://127.0.0.1:1/x', '--watch']);
    expect(r.code).toBe(1);
    expect(r.json).toMatchObject({
      status: 'failed',
      result: null,
      error: { code: 'RESUME_URL_FORBIDDEN', message: expect.any(String) },
    });
    expect(r.err).toMatch(new RegExp(`^error: job ${r.json.job_id} failed: .*\\(RESUME_URL_FORBIDDEN\\)\\n$`));

    const got = await hiring(['jobs', 'get', r.json.job_id]);
    expect(got.code).toBe(1);
    expect(got.json.status).toBe('failed');
  });

  it('API errors name their code and request id: unknown job -> 1 (NOT_FOUND), unknown rubric -> 2, wrong key -> 1', async () => {
    const missing = await hiring(['jobs', 'get', 'job_0000000000000000000000']);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^error: .*\(NOT_FOUND, request req_[0-9A-Za-z]+\)\n$/);
    // The id printed is the request's own: the API's log line for it carries the same id.
    const requestId = /request (req_[0-9A-Za-z]+)\)/.exec(missing.err)![1]!;
    expect(app.logs.some((line) => line.includes(requestId) && line.includes('"status":404'))).toBe(true);
    expect(missing.out).toBe('');

    const rubric = await hiring([
      'score',
      '--transcript-file',
      transcriptFile,
      '--role',
      'Engineer',
      '--rubric',
      'rub_nope',
    ]);
    expect(rubric.code).toBe(2);
    expect(rubric.err).toMatch(/^error: .*\(RUBRIC_NOT_FOUND, request req_[0-9A-Za-z]+\)\n$/);

    const wrongKey = await hiring(['jobs', 'get', 'job_0000000000000000000000'], {
      ...env,
      HIRING_API_KEY: `sk_test_${'A'.repeat(43)}`,
    });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.err).toMatch(/^error: .*\(UNAUTHORIZED, request req_[0-9A-Za-z]+\)\n$/);
  });

  it('bad arguments and a missing key: exit 2, one line, nothing on stdout', async () => {
    for (const args of [
      ['match', '--resume-file', resumeFile, '--limit', 'abc'],
      ['match', '--resume-file', resumeFile, '--resume-url', 'https://example.com/cv.pdf'],
      ['match'],
      ['score', '--transcript-file', transcriptFile],
      ['search', '--limit', '51'],
    ]) {
      const r = await hiring(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
    const { HIRING_API_KEY: _, ...noKey } = env;
    const r = await hiring(['match', '--resume-file', resumeFile], noKey);
    expect(r.code).toBe(2);
    expect(r.err).toBe('error: HIRING_API_KEY is not set; export an API key (sk_live_... or sk_test_...)\n');
  });

  it('unreachable API: one line, exit 1', async () => {
    const r = await hiring(['jobs', 'get', 'job_x'], { ...env, HIRING_BASE_URL: 'http://127.0.0.1:9' });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^error: cannot reach the API at http:\/\/127\.0\.0\.1:9: /);
  });

  // Last: GET /candidates may not be served yet by the API under test.
  it('search: a page of candidates as JSON (or, while the endpoint is missing, a one-line API error)', async () => {
    const r = await hiring(['search', '--skills', 'Go,PostgreSQL', '--experience-min', '2', '--limit', '5']);
    if (r.code === 0) {
      expect(r.json).toMatchObject({
        candidates: expect.any(Array),
        pagination: { page: 1, limit: 5, total: expect.any(Number), total_pages: expect.any(Number) },
      });
      expect(r.json.candidates.length).toBeLessThanOrEqual(5);
    } else {
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      expect(r.err).toMatch(/^error: .*\((INTERNAL_ERROR|NOT_FOUND), request req_[0-9A-Za-z]+\)\n$/);
    }
  });
});
