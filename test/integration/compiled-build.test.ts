import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { builtIsCurrent } from '../../bin/build-state.js';
import { createPool, type Db } from '../../src/db/pool';
import { randomBase62 } from '../../src/ids';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { startApiProcess } from '../helpers/api-process';
import { makeTenant } from '../../support/factories';
import { call, expectR1 } from '../../support/http';
import { startWorkerProcess, type WorkerProcess } from '../../support/worker-process';

// What a deployment runs: `npm start` and `npm run start:worker` as package.json spells them, on
// the files `npm run build` wrote (built here when dist/ is missing or older than the sources),
// from a folder laid out as the image is: dist/, node_modules and package.json, no sources. The
// worker can only run there on the prebuilt workflow bundle (there is nothing to bundle).

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

/** `node a b c` from a package.json script, as Node arguments (no shell features are used). */
function nodeArgs(script: string): string[] {
  const [bin, ...args] = scripts[script]!.split(/\s+/);
  expect(bin, script).toBe('node');
  return args;
}

function lines(text: string): Array<Record<string, unknown>> {
  return text
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('the compiled API and worker (npm run build, npm start, npm run start:worker)', () => {
  const taskQueue = `compiled-${randomBase62(8)}`;
  const env = {
    NODE_ENV: 'production',
    MYSQL_URL: inject('mysqlUrl'),
    TEMPORAL_ADDRESS: inject('temporalAddress'),
    TEMPORAL_PAYLOAD_KEYS: inject('payloadKeys'),
    TEMPORAL_TASK_QUEUE: taskQueue,
    LOG_LEVEL: 'info',
  };
  let api: Awaited<ReturnType<typeof startApiProcess>>;
  let worker: WorkerProcess;
  let db: Db;
  let key: string;

  const image = mkdtempSync(join(tmpdir(), 'hiring-image-'));

  beforeAll(async () => {
    if (!builtIsCurrent(process.cwd(), 'worker.js'))
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'ignore' });
    cpSync('dist', join(image, 'dist'), { recursive: true });
    cpSync('package.json', join(image, 'package.json'));
    symlinkSync(resolve('node_modules'), join(image, 'node_modules'));
    worker = await startWorkerProcess(env, { nodeArgs: nodeArgs('start:worker'), cwd: image, startTimeoutMs: 30_000 });
    api = await startApiProcess(env, nodeArgs('start'), image);
    db = createPool({ url: inject('mysqlUrl'), connectionLimit: 2 });
    key = (await makeTenant(db, { company: { plan: 'enterprise' } })).key;
  }, 90_000);

  afterAll(async () => {
    await api?.stop();
    await worker?.stop();
    await db?.end();
    rmSync(image, { recursive: true, force: true });
  });

  it('every package the compiled files import is a production dependency (the image installs no others)', () => {
    const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const files = readdirSync('dist').filter((f) => /\.(c|m)?js$/.test(f) && !f.startsWith('workflow-bundle'));
    const imported = new Set<string>();
    for (const f of files) {
      const text = readFileSync(`dist/${f}`, 'utf8');
      // A specifier is a package name: a word list such as ["from", "by"] in our code is not one.
      for (const m of text.matchAll(/(?:from\s*|import\(\s*|require(?:\.resolve)?\(\s*)["']([@a-z][^"'\s,]*)["']/g))
        imported.add(m[1]!);
    }
    const packages = [...imported]
      .filter((s) => !s.startsWith('node:'))
      .map((s) =>
        s
          .split('/')
          .slice(0, s.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    expect(packages).toContain('mysql2');
    for (const name of packages) expect(dependencies, name).toHaveProperty(name);
  });

  it('the hiring bin runs the compiled CLI: JSON into a pipe, Ink tables on a terminal (React and Ink loaded for it alone)', async () => {
    const json = execFileSync(process.execPath, ['bin/hiring.js', 'companies', 'list', '--json'], {
      env: { ...process.env, MYSQL_URL: inject('mysqlUrl') },
      encoding: 'utf8',
    });
    expect(JSON.parse(json)).toEqual(expect.arrayContaining([expect.objectContaining({ plan: 'enterprise' })]));
    const { main } = (await import(pathToFileURL('dist/cli/index.js').href)) as {
      main(argv: string[], io: unknown): Promise<number>;
    };
    let text = '';
    const warnings = vi.spyOn(console, 'error');
    const io = {
      stdout: { write: (s: string) => void (text += s), isTTY: true, columns: 120 },
      stderr: { write: (s: string) => void (text += s) },
      env: { MYSQL_URL: inject('mysqlUrl') },
    };
    expect(await main(['node', 'hiring', 'companies', 'list'], io)).toBe(0);
    expect(text).toMatch(/ID\s+NAME\s+PLAN\s+STATUS/);
    expect(text).toContain('enterprise');
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
  });

  it('npm start answers /readyz', async () => {
    const res = await call(api.baseUrl, 'GET', '/readyz');
    expect(res.status).toBe(200);
  });

  it('a synchronous score-interview call is completed by the compiled worker', async () => {
    const res = await call(api.baseUrl, 'POST', '/api/v1/external/ai/score-interview', {
      key,
      body: { transcript: STRONG_BACKEND, role: 'Backend Engineer' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.overall_score).toEqual(expect.any(Number));
  });

  it("a job that fails for the caller's reason is one info line in the worker's log: job id and code, no stack", async () => {
    const res = await call(api.baseUrl, 'POST', '/api/v1/external/ai/match-jobs', {
      key,
      body: { resume_url: 'https://127.0.0.1/cv.txt' },
    });
    expectR1(res, 422, 'RESUME_URL_FORBIDDEN');
    await new Promise((r) => setTimeout(r, 300)); // the worker's last log line follows the workflow's end
    const logged = lines(worker.output()).filter((l) => JSON.stringify(l).includes('RESUME_URL_FORBIDDEN'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 'info',
      msg: 'job failed',
      code: 'RESUME_URL_FORBIDDEN',
      job_id: expect.stringMatching(/^job_/),
    });
    expect(JSON.stringify(logged[0])).not.toMatch(/stack|\n\s+at /);
    expect(lines(worker.output()).filter((l) => l.level === 'warn' || l.level === 'error')).toEqual([]);
  });
});
