import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/setup-api.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // PGlite is single-connection and CPU bound: two workers fit the two cores.
          maxWorkers: 2,
        },
      },
      {
        test: {
          // The built server over HTTP: needs `npm run build` first (scripts/test.mjs builds).
          name: 'built',
          include: ['tests/built-server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 150_000,
        },
      },
    ],
  },
});
