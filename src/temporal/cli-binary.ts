import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const TEMPORAL_CLI_MODULE = 'github.com/temporalio/cli/cmd/temporal@v1.5.1';

/** The folder `go install` writes binaries to (GOBIN, else the first GOPATH's bin); null without Go. */
export function goBinDir(): string | null {
  try {
    const out = execFileSync('go', ['env', 'GOBIN', 'GOPATH'], { encoding: 'utf8' }).split('\n');
    const gobin = out[0]?.trim();
    const gopath = out[1]?.trim().split(delimiter)[0];
    return gobin || (gopath ? join(gopath, 'bin') : null);
  } catch {
    return null;
  }
}

/** TEMPORAL_CLI, then PATH, then the Go bin folder; null when none has it. */
export function findTemporalCli(explicit?: string, pathEnv = process.env.PATH ?? ''): string | null {
  if (explicit) return existsSync(explicit) ? explicit : null;
  for (const dir of pathEnv.split(delimiter)) {
    if (dir && existsSync(join(dir, 'temporal'))) return join(dir, 'temporal');
  }
  const gobin = goBinDir();
  return gobin && existsSync(join(gobin, 'temporal')) ? join(gobin, 'temporal') : null;
}

/** Builds the CLI once with `go install` (minutes); later calls find the cached binary. */
export function installTemporalCli(log: (msg: string) => void = console.error): string {
  log(`temporal CLI not found: building it once with go install ${TEMPORAL_CLI_MODULE} (takes a few minutes)`);
  execFileSync('go', ['install', TEMPORAL_CLI_MODULE], { stdio: 'inherit', env: { ...process.env, CGO_ENABLED: '0' } });
  const found = findTemporalCli();
  if (!found) throw new Error('go install finished but the temporal binary is not in the Go bin folder');
  return found;
}
