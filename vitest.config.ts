import { defineConfig } from 'vitest/config';

// Three projects: `unit` needs no services; `integration` (with the CLI tests) shares one Temporal
// dev server and one throwaway MySQL database started by its global setup; `selfhosted` runs the
// job, status, worker-kill, search-attribute, replay and mutual-TLS tests again on a self-hosted
// Temporal server on PostgreSQL, after the others, so the two servers never compete for the CPU.
// (workflow-replay.test.ts replays its recorded histories without a server: run once is enough;
// test/self-hosted/history-replay.test.ts holds the self-hosted server's histories to the same ones.)
export default defineConfig({
  test: {
    pool: 'forks',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx', 'clients/typescript/test/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'test/integration/**/*.test.ts',
            'test/cli/**/*.test.ts',
            'test/cli/**/*.test.tsx',
            'clients/typescript/test/integration/**/*.test.ts',
          ],
          globalSetup: ['test/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'selfhosted',
          include: [
            'test/self-hosted/**/*.test.ts',
            'test/integration/match-jobs.test.ts',
            'test/integration/score-interview.test.ts',
            'test/integration/jobs-status.test.ts',
            'test/integration/worker-killed.test.ts',
          ],
          globalSetup: ['test/helpers/global-setup-selfhosted.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
