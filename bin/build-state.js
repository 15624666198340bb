// Whether dist/ (npm run build) may stand in for the sources: it exists and nothing in src/,
// cli/, workflows/ or clients/typescript/src/ (the client the CLI bundles) is newer (folders count: one changes when a file is added or removed). A checkout without sources (a deployed image) takes dist/ as it is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE_DIRS = ['src', 'cli', 'workflows', 'clients/typescript/src'];

/** @param {string} root the repository (or image) folder; @param {string} file a file in dist/ */
export function builtIsCurrent(root, file = 'cli/index.js') {
  const built = join(root, 'dist', file);
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  for (const dir of SOURCE_DIRS) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs, { recursive: true })) {
      if (statSync(join(abs, name)).mtimeMs > builtAt) return false;
    }
  }
  return true;
}
