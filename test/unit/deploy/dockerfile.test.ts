import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// No Docker engine runs here: the Dockerfile and docker-compose.yml are checked as data, against
// package.json (the Node major, the start scripts that the compiled-build test runs).

interface Stage {
  from: string;
  name: string | undefined;
  lines: string[];
}

function stages(text: string): Stage[] {
  const out: Stage[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) out.push({ from: from[1]!, name: from[2], lines: [] });
    else out.at(-1)!.lines.push(line);
  }
  return out;
}

const dockerfile = stages(readFileSync('Dockerfile', 'utf8'));
const runtime = dockerfile.at(-1)!;
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const compose = parse(readFileSync('docker-compose.yml', 'utf8'));
const developmentMajor = /(\d+)/.exec(pkg.engines.node)![1];

describe('Dockerfile', () => {
  it('every stage runs the Node major of development and CI (package.json engines)', () => {
    expect(dockerfile.length).toBeGreaterThanOrEqual(2);
    for (const stage of dockerfile) expect(stage.from).toMatch(new RegExp(`^node:${developmentMajor}(\\.|-|$)`));
  });

  it('multi-stage: one stage installs from the lock file and builds, the last takes dist/ from it with production dependencies only', () => {
    const build = dockerfile.find((s) => s.lines.some((l) => /^RUN npm run build\b/.test(l)))!;
    expect(build, 'a stage that runs npm run build').toBeDefined();
    expect(build.lines.some((l) => /^RUN npm ci\b/.test(l))).toBe(true);
    expect(runtime).not.toBe(build);
    expect(runtime.lines).toContain(`COPY --from=${build.name} /app/dist ./dist`);
    expect(runtime.lines.some((l) => /^RUN npm ci\b.*--omit=dev/.test(l))).toBe(true);
    expect(runtime.lines.some((l) => /npm install\b/.test(l))).toBe(false);
    expect(
      runtime.lines.some((l) => /COPY (src|workflows|cli) /.test(l)),
      'no sources in the image that runs',
    ).toBe(false);
  });

  it('the running image is not root and starts the compiled API, as npm start does', () => {
    const user = runtime.lines.filter((l) => l.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER (root|0)(:|$)/);
    const cmd = JSON.parse(runtime.lines.find((l) => l.startsWith('CMD '))!.slice(4)) as string[];
    expect(cmd.join(' ')).toBe(pkg.scripts.start);
    expect(cmd.join(' ')).not.toMatch(/tsx/);
  });

  it('copies only what exists, and the files the image runs by come with it (the hiring bin)', () => {
    for (const stage of dockerfile) {
      for (const line of stage.lines.filter((l) => l.startsWith('COPY ') && !l.includes('--from='))) {
        for (const source of line.split(/\s+/).slice(1, -1))
          expect(existsSync(source), `${line}: ${source}`).toBe(true);
      }
    }
    expect(runtime.lines).toContain('COPY bin ./bin');
  });
});

describe('docker-compose.yml runs the compiled programs of the image', () => {
  const command = (service: string) => {
    const c = compose.services[service].command as string[];
    return c[0] === 'sh' ? c[2]! : c.join(' ');
  };

  it("api: migrations, then the API as npm start runs it, in the shell's place so it receives the stop signal", () => {
    expect(command('api')).toBe(`${pkg.scripts['start:migrate']} && exec ${pkg.scripts.start}`);
  });

  it('worker and codec server: as npm run start:worker and start:codec-server run them', () => {
    expect(command('worker')).toBe(pkg.scripts['start:worker']);
    expect(command('codec-server')).toBe(pkg.scripts['start:codec-server']);
    for (const s of ['api', 'worker', 'codec-server']) expect(command(s)).not.toMatch(/tsx|\.ts\b/);
  });
});
