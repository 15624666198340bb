// Run before the tests: the docs browser test (test/integration/docs-browser.test.ts) drives a real
// Chromium. Like the Temporal CLI, it is installed once from Debian's packages when missing, so
// `npm test` works on a fresh machine; CHROMIUM_PATH points at another build instead.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) {
  console.error(`chromium: ${path}`);
} else if (process.env.CHROMIUM_PATH) {
  console.error(`chromium: CHROMIUM_PATH=${path} does not exist`);
  process.exit(1);
} else {
  console.error("chromium: not found; installing Debian's package (apt-get install chromium), once");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (...args: string[]) => {
    const [cmd, ...rest] = [...sudo, ...args];
    execFileSync(cmd!, rest, { stdio: ['ignore', 'inherit', 'inherit'] });
  };
  try {
    run('apt-get', 'update');
    run('apt-get', 'install', '-y', 'chromium');
  } catch {
    console.error("chromium: could not install it; install Debian's chromium package or set CHROMIUM_PATH");
    process.exit(1);
  }
}
