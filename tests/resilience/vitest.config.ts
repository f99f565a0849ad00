import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Long tests against built servers (npm run test:resilience): one file at a time, fixed ports. */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    name: 'resilience',
    include: ['tests/resilience/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
