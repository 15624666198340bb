import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { goBinDir } from '../src/temporal/cli-binary';

// A self-hosted Temporal server for the `selfhosted` test project and the benchmarks: the server
// and its schema tool, built from the server's Go module once and cached in the Go bin folder,
// as the Temporal CLI is (src/temporal/cli-binary.ts).

export const TEMPORAL_SERVER_VERSION = 'v1.29.1';
const MODULES = {
  server: `go.temporal.io/server/cmd/server@${TEMPORAL_SERVER_VERSION}`,
  sql: `go.temporal.io/server/cmd/tools/sql@${TEMPORAL_SERVER_VERSION}`,
} as const;

export interface TemporalServerBinaries {
  server: string;
  /** temporal-sql-tool: creates and drops databases, sets up and updates schemas. */
  sql: string;
  /** The versioned PostgreSQL schema folders shipped in the module (what update-schema reads). */
  schema: { temporal: string; visibility: string };
}

function goModCache(): string | null {
  try {
    return execFileSync('go', ['env', 'GOMODCACHE'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The binaries and schema folders when all are present; null otherwise. The names `server` and
 * `sql` are too common to look for on PATH: only the Go bin folder counts, beside the module source
 * `go install` left in the module cache.
 */
export function findTemporalServer(): TemporalServerBinaries | null {
  const bin = goBinDir();
  const cache = goModCache();
  if (!bin || !cache) return null;
  const schemaRoot = join(cache, `go.temporal.io/server@${TEMPORAL_SERVER_VERSION}`, 'schema/postgresql/v12');
  const found: TemporalServerBinaries = {
    server: join(bin, 'server'),
    sql: join(bin, 'sql'),
    schema: { temporal: join(schemaRoot, 'temporal/versioned'), visibility: join(schemaRoot, 'visibility/versioned') },
  };
  const all = [found.server, found.sql, found.schema.temporal, found.schema.visibility];
  return all.every((p) => existsSync(p)) ? found : null;
}

/** Builds what is missing with `go install` (minutes the first time); later calls find the cache. */
export function installTemporalServer(log: (msg: string) => void = console.error): TemporalServerBinaries {
  for (const [name, module] of Object.entries(MODULES)) {
    const bin = goBinDir();
    if (bin && existsSync(join(bin, name))) continue;
    log(`Temporal server ${name} not found: building it once with go install ${module} (takes a few minutes)`);
    execFileSync('go', ['install', module], { stdio: 'inherit', env: { ...process.env, CGO_ENABLED: '0' } });
  }
  const found = findTemporalServer();
  if (!found) throw new Error('go install finished but the Temporal server, its sql tool or its schema is missing');
  return found;
}
