import { EventEmitter } from 'node:events';
import { spawn } from 'node:child_process';
import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildProgram, main } from '../../../cli/index';
import type { CliIO } from '../../../cli/io';
import { loadInk } from '../../../cli/ui/ink';

// main() end to end against a fake fetch: argument checks, exit codes, JSON vs the live view.

// Ink's layout engine loads its WebAssembly through fetch, which these tests replace: load it
// first; and every command group, which main() loads on first use, outside any test's time limit.
beforeAll(() => Promise.all([loadInk(), buildProgram({ stdout: new Sink(), stderr: new Sink(), env: {} })]), 60_000);

class Sink {
  text = '';
  write(s: string) {
    this.text += s;
    return true;
  }
}

/** Enough of a terminal for Ink's live renderer. */
class FakeTty extends EventEmitter {
  isTTY = true;
  columns = 100;
  rows = 40;
  text = '';
  write(s: string) {
    this.text += s;
    return true;
  }
}

const KEY = `sk_test_${'k'.repeat(43)}`;
const ENV = { HIRING_API_KEY: KEY, HIRING_BASE_URL: 'http://api.test', HIRING_POLL_SCALE: '0.001' };
const fakeIO = (env: NodeJS.ProcessEnv = ENV, stdout: CliIO['stdout'] = new Sink()) =>
  ({ stdout, stderr: new Sink(), env }) as CliIO & { stdout: Sink; stderr: Sink };
const run = (args: string[], io: CliIO) => main(['node', 'hiring', ...args], io);

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const job = (status: string, extra: object = {}) => ({
  job_id: 'job_1',
  type: 'match_jobs',
  status,
  result: null,
  error: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const MATCHES = {
  matches: [
    {
      job_id: 'p1',
      title: 'Backend Engineer',
      location: 'Berlin',
      employment_type: 'FULL_TIME',
      match_score: 0.812,
      rationale: 'r',
      skills_gap: { matched: ['Go'], missing: ['gRPC'] },
    },
  ],
};
const accepted = () =>
  json(202, {
    status: 'accepted',
    data: { job_id: 'job_1', status: 'queued', check_status_url: '/api/v1/external/jobs/job_1' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
const useFetch = (...answers: Array<() => Response>) => {
  fetchMock = vi.fn();
  for (const a of answers) fetchMock.mockImplementationOnce(async () => a());
  vi.stubGlobal('fetch', fetchMock);
};
afterEach(() => vi.unstubAllGlobals());

let resume: string;
beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'hiring-cli-'));
  resume = join(dir, 'resume.txt');
  await writeFile(resume, 'Go engineer with eight years of PostgreSQL, Kubernetes and AWS experience in Berlin.');
});

describe('bad arguments stop with exit 2 before any request', () => {
  it.each([
    [
      '--limit abc',
      ['match', '--resume-url', 'https://example.com/cv.pdf', '--limit', 'abc'],
      /--limit must be a whole number from 1 to 20/,
    ],
    [
      '--limit 0',
      ['match', '--resume-url', 'https://example.com/cv.pdf', '--limit', '0'],
      /--limit must be a whole number/,
    ],
    [
      '--min-score 2',
      ['match', '--resume-url', 'https://example.com/cv.pdf', '--min-score', '2'],
      /--min-score must be a number from 0 to 1/,
    ],
    [
      'both resume flags',
      ['match', '--resume-url', 'https://example.com/cv.pdf', '--resume-file', 'x.txt'],
      /exactly one of --resume-file and --resume-url/,
    ],
    ['neither resume flag', ['match'], /exactly one of --resume-file and --resume-url/],
    [
      'http resume url',
      ['match', '--resume-url', 'http://example.com/cv.pdf'],
      /--resume-url: resume_url must use https/,
    ],
    [
      'unreadable file',
      ['match', '--resume-file', '/nonexistent/cv.txt'],
      /--resume-file: cannot read \/nonexistent\/cv.txt/,
    ],
    [
      'non-ASCII idempotency key',
      ['match', '--resume-url', 'https://example.com/cv.pdf', '--idempotency-key', 'clé'],
      /--idempotency-key: .*printable ASCII/,
    ],
    ['score without --role', ['score', '--transcript-file', 'x.txt'], /required option '--role <role>'/],
    [
      'score with a 1-char role',
      ['score', '--transcript-file', 'x.txt', '--role', 'x'],
      /--role must be 2 to 120 characters/,
    ],
    [
      '--experience-min 61',
      ['search', '--experience-min', '61'],
      /--experience-min must be a whole number from 0 to 60/,
    ],
    ['--page 0', ['search', '--page', '0'], /--page must be a whole number/],
    [
      '21 skills',
      ['search', '--skills', Array.from({ length: 21 }, (_, i) => `s${i}`).join(',')],
      /--skills must list 1 to 20/,
    ],
    ['unknown flag', ['search', '--nope'], /unknown option '--nope'/],
  ])('%s', async (_name, args, message) => {
    useFetch();
    const io = fakeIO();
    expect(await run(args, io)).toBe(2);
    expect(io.stderr.text).toMatch(message);
    expect(io.stderr.text.trim().split('\n')).toHaveLength(1);
    expect(io.stdout.text).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a resume file shorter than 50 characters', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hiring-cli-'));
    await writeFile(join(dir, 'short.txt'), 'too short');
    useFetch();
    const io = fakeIO();
    expect(await run(['match', '--resume-file', join(dir, 'short.txt')], io)).toBe(2);
    expect(io.stderr.text).toBe('error: --resume-file must be 50 to 50000 characters long\n');
  });

  it.each([
    ['missing', {}, 'error: HIRING_API_KEY is not set; export an API key (sk_live_... or sk_test_...)\n'],
    ['empty', { HIRING_API_KEY: '' }, 'error: HIRING_API_KEY is empty\n'],
    [
      'bad scale',
      { ...ENV, HIRING_POLL_SCALE: 'fast' },
      'error: HIRING_POLL_SCALE must be a number above 0 and at most 10, got "fast"\n',
    ],
  ])('HIRING_API_KEY %s -> exit 2', async (_name, env, message) => {
    useFetch();
    const io = fakeIO(env);
    expect(await run(['jobs', 'get', 'job_1'], io)).toBe(2);
    expect(io.stderr.text).toBe(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('watching', () => {
  it('--watch submits with async=true, then prints only the final job as JSON into a pipe', async () => {
    useFetch(
      accepted,
      () => json(200, { status: 'success', data: job('processing') }, { 'Retry-After': '1' }),
      () => json(200, { status: 'success', data: job('completed', { result: MATCHES }) }),
    );
    const io = fakeIO();
    expect(await run(['match', '--resume-file', resume, '--watch'], io)).toBe(0);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({ async: true });
    expect(JSON.parse(io.stdout.text)).toEqual(job('completed', { result: MATCHES }));
    expect(io.stdout.text).not.toContain('\u001b');
    expect(io.stderr.text).toBe('');
  });

  it('a failed job: final JSON on stdout, the reason on stderr, exit 1', async () => {
    const failed = job('failed', { error: { code: 'RESUME_URL_FORBIDDEN', message: 'private address' } });
    useFetch(() => json(200, { status: 'success', data: failed }));
    const io = fakeIO();
    expect(await run(['jobs', 'watch', 'job_1'], io)).toBe(1);
    expect(JSON.parse(io.stdout.text)).toEqual(failed);
    expect(io.stderr.text).toBe('error: job job_1 failed: private address (RESUME_URL_FORBIDDEN)\n');
  });

  it('gives up after 12 polls with exit 3', async () => {
    fetchMock = vi.fn(async () => json(200, { status: 'success', data: job('processing') }));
    vi.stubGlobal('fetch', fetchMock);
    const io = fakeIO();
    expect(await run(['jobs', 'watch', 'job_1', '--json'], io)).toBe(3);
    expect(fetchMock).toHaveBeenCalledTimes(12);
    expect(JSON.parse(io.stdout.text).status).toBe('processing');
    expect(io.stderr.text).toBe(
      'error: gave up after 12 polls: job job_1 is still processing; keep waiting with: hiring jobs watch job_1\n',
    );
  });

  it('on a terminal: a live Ink view of the job, then the matches table', async () => {
    useFetch(
      accepted,
      () => json(200, { status: 'success', data: job('processing') }),
      () => json(200, { status: 'success', data: job('completed', { result: MATCHES }) }),
    );
    const tty = new FakeTty();
    const io = fakeIO(ENV, tty as unknown as CliIO['stdout']);
    expect(await run(['match', '--resume-file', resume, '--watch'], io)).toBe(0);
    const plain = tty.text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
    expect(plain).toContain('job job_1');
    expect(plain).toMatch(/status\s+completed/);
    expect(plain).toMatch(/polls\s+2 of 12/);
    expect(plain).toMatch(/next poll\s+done/);
    expect(plain).toMatch(/1\s+████████░░ 0\.812\s+Backend Engineer/);
    expect(io.stderr.text).toBe('');
  });

  it('--json on a terminal: no live view, JSON only', async () => {
    useFetch(() => json(200, { status: 'success', data: job('completed', { result: MATCHES }) }));
    const tty = new FakeTty();
    const io = fakeIO(ENV, tty as unknown as CliIO['stdout']);
    expect(await run(['jobs', 'watch', 'job_1', '--json'], io)).toBe(0);
    expect(JSON.parse(tty.text)).toEqual(job('completed', { result: MATCHES }));
  });
});

describe('one-shot calls', () => {
  it('match --async prints the acceptance and exits 0 without polling', async () => {
    useFetch(accepted);
    const io = fakeIO();
    expect(
      await run(
        [
          'match',
          '--resume-url',
          'https://example.com/cv.pdf',
          '--async',
          '--limit',
          '3',
          '--min-score',
          '0.5',
          '--idempotency-key',
          'k1',
        ],
        io,
      ),
    ).toBe(0);
    expect(JSON.parse(io.stdout.text)).toEqual({
      job_id: 'job_1',
      status: 'queued',
      check_status_url: '/api/v1/external/jobs/job_1',
    });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({
      resume_url: 'https://example.com/cv.pdf',
      limit: 3,
      min_score: 0.5,
      async: true,
    });
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('Idempotency-Key')).toBe('k1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('jobs get of a failed job prints it and exits 1; a running one exits 0', async () => {
    useFetch(
      () =>
        json(200, {
          status: 'success',
          data: job('failed', { error: { code: 'RESUME_UNSUPPORTED', message: 'not a resume' } }),
        }),
      () => json(200, { status: 'success', data: job('processing') }, { 'Retry-After': '2' }),
    );
    const io = fakeIO();
    expect(await run(['jobs', 'get', 'job_1'], io)).toBe(1);
    expect(io.stderr.text).toBe('error: job job_1 failed: not a resume (RESUME_UNSUPPORTED)\n');
    const io2 = fakeIO();
    expect(await run(['jobs', 'get', 'job_1', '--json'], io2)).toBe(0);
    expect(JSON.parse(io2.stdout.text).status).toBe('processing');
  });

  it('an API validation error is exit 2; a 404 is exit 1', async () => {
    useFetch(
      () => json(400, { statusCode: 400, error: 'VALIDATION_ERROR', message: 'Invalid request: role: too short' }),
      () =>
        json(404, {
          statusCode: 404,
          error: 'NOT_FOUND',
          message: 'No job with this id exists for your company, or it is older than 24 hours.',
        }),
    );
    const dir = await mkdtemp(join(tmpdir(), 'hiring-cli-'));
    await writeFile(join(dir, 't.txt'), 'Interviewer: hello there. Candidate: I built a cache in front of PostgreSQL.');
    const io = fakeIO();
    expect(await run(['score', '--transcript-file', join(dir, 't.txt'), '--role', 'Engineer'], io)).toBe(2);
    expect(io.stderr.text).toBe('error: Invalid request: role: too short (VALIDATION_ERROR)\n');
    const io2 = fakeIO();
    expect(await run(['jobs', 'get', 'job_nope'], io2)).toBe(1);
    expect(io2.stderr.text).toBe(
      'error: No job with this id exists for your company, or it is older than 24 hours. (NOT_FOUND)\n',
    );
  });

  it('search on a terminal renders the candidates and the pagination line', async () => {
    useFetch(() =>
      json(200, {
        status: 'success',
        data: {
          candidates: [
            {
              id: 'cand_1',
              name: 'Alex',
              headline: 'Backend engineer',
              location: 'Berlin',
              skills: ['Go'],
              experience_years: 7,
              updated_at: '2026-01-02T00:00:00.000Z',
            },
          ],
          pagination: { page: 1, limit: 10, total: 1, total_pages: 1 },
        },
      }),
    );
    const tty = new FakeTty();
    const io = fakeIO(ENV, tty as unknown as CliIO['stdout']);
    expect(await run(['search', '--skills', 'Go, SQL', '--experience-min', '3'], io)).toBe(0);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'http://api.test/api/v1/external/candidates?skills=Go%2CSQL&experience_min=3',
    );
    const plain = tty.text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
    expect(plain).toContain('Alex Backend engineer');
    expect(plain).toContain('page 1 of 1 · 1 candidate · 10 per page');
  });
});

describe('files the CLI reads', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hiring-cli-files-'));
  });

  it('a transcript far over the limit is refused by its size before it is read: exit 2, one line, at once', async () => {
    const big = join(dir, 'big.txt');
    await writeFile(big, '');
    await truncate(big, 100 * 1024 * 1024); // sparse: costs no disk
    useFetch();
    const io = fakeIO();
    const started = performance.now();
    const before = process.memoryUsage().rss;
    expect(await run(['score', '--transcript-file', big, '--role', 'Engineer'], io)).toBe(2);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
    expect(io.stderr.text).toBe(
      `error: --transcript-file must be 50 to 50000 characters long; ${big} is 104857600 bytes\n`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a file that cannot be measured (a device, a pipe) is read only up to the limit', async () => {
    useFetch();
    const io = fakeIO();
    expect(await run(['match', '--resume-file', '/dev/zero'], io)).toBe(2);
    expect(io.stderr.text).toBe(
      'error: --resume-file must be 50 to 50000 characters long; /dev/zero is over 200003 bytes\n',
    );
  });

  it('a leading byte-order mark is not part of the text sent', async () => {
    const text = 'Go engineer with eight years of PostgreSQL, Kubernetes and AWS experience in Berlin.';
    const bom = join(dir, 'bom.txt');
    await writeFile(bom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    useFetch(() => json(200, { status: 'success', data: MATCHES }));
    expect(await run(['match', '--resume-file', bom], fakeIO())).toBe(0);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body).resume_text).toBe(text);
  });

  it('a file that is not UTF-8 (Latin-1 "Résumé") is refused, naming it, instead of sent with U+FFFD', async () => {
    const latin = join(dir, 'latin1.txt');
    await writeFile(
      latin,
      Buffer.from('R\xe9sum\xe9: Go engineer with eight years of PostgreSQL and Kubernetes in Berlin.', 'latin1'),
    );
    useFetch();
    const io = fakeIO();
    expect(await run(['match', '--resume-file', latin], io)).toBe(2);
    expect(io.stderr.text).toBe(`error: --resume-file: ${latin} is not UTF-8 text; save it as UTF-8 and try again\n`);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('secrets in the environment', () => {
  it('a key with a line break in it: exit 2, one line, the key never echoed, no request', async () => {
    useFetch();
    const io = fakeIO({ ...ENV, HIRING_API_KEY: 'sk_live_SECRET\nSECRET' });
    expect(await run(['jobs', 'get', 'job_1'], io)).toBe(2);
    expect(io.stderr.text).toMatch(/^error: HIRING_API_KEY is malformed: [^\n]*\n$/);
    expect(io.stderr.text).not.toContain('SECRET');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a base URL with credentials: exit 2, not echoed', async () => {
    useFetch();
    const io = fakeIO({ ...ENV, HIRING_BASE_URL: 'http://ops:hunter2@api.test' });
    expect(await run(['jobs', 'get', 'job_1'], io)).toBe(2);
    expect(io.stderr.text).not.toMatch(/hunter2|ops:/);
  });
});

describe('watching through network trouble', () => {
  const socketError = () => {
    throw new TypeError('fetch failed', {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
  };
  const gateway = () =>
    new Response('<html><body>502 Bad Gateway</body></html>', {
      status: 502,
      headers: { 'Content-Type': 'text/html' },
    });

  it('a network error and a proxy 502 page mid-watch are waited out: the job completes, exit 0', async () => {
    fetchMock = vi.fn();
    fetchMock.mockImplementationOnce(async () => json(200, { status: 'success', data: job('processing') }));
    fetchMock.mockImplementationOnce(async () => socketError());
    fetchMock.mockImplementationOnce(async () => gateway());
    fetchMock.mockImplementationOnce(async () =>
      json(200, { status: 'success', data: job('completed', { result: MATCHES }) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const io = fakeIO();
    expect(await run(['jobs', 'watch', 'job_1'], io)).toBe(0);
    expect(JSON.parse(io.stdout.text)).toEqual(job('completed', { result: MATCHES }));
    expect(io.stderr.text).toBe('');
  });

  it('an API that never answers: exit 3 after 12 polls (not 1, "failed"), nothing on stdout', async () => {
    fetchMock = vi.fn(async () => socketError());
    vi.stubGlobal('fetch', fetchMock);
    const io = fakeIO();
    expect(await run(['jobs', 'watch', 'job_1', '--json'], io)).toBe(3);
    expect(fetchMock).toHaveBeenCalledTimes(12);
    expect(io.stdout.text).toBe('');
    expect(io.stderr.text).toBe(
      'error: gave up after 12 polls without news of job job_1 (last poll: API unreachable); it may still be running; keep waiting with: hiring jobs watch job_1\n',
    );
  });

  it('after one good poll, the last job read is printed and the message says why the rest went unanswered', async () => {
    fetchMock = vi.fn(async () => gateway());
    fetchMock.mockImplementationOnce(async () => json(200, { status: 'success', data: job('processing') }));
    vi.stubGlobal('fetch', fetchMock);
    const io = fakeIO();
    expect(await run(['jobs', 'watch', 'job_1'], io)).toBe(3);
    expect(JSON.parse(io.stdout.text).status).toBe('processing');
    expect(io.stderr.text).toBe(
      'error: gave up after 12 polls: job job_1 is still processing (last poll: service unavailable); keep waiting with: hiring jobs watch job_1\n',
    );
  });
});

describe('a reader that stops early', () => {
  it('hiring ... | head: no EPIPE stack trace, the command exits with its own code', async () => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(new URL('../../../bin/hiring.js', import.meta.url)), 'keys', 'create', '--help'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.destroy(); // the reader is gone before the first write
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  }, 30_000);
});
