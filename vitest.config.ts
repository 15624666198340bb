import { defineConfig } from 'vitest/config';

// Two projects: `unit` needs no services; `integration` and `cli` share one Temporal dev server
// and one throwaway MySQL database started by the global setup.
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
    ],
  },
});
