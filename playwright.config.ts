import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4390);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'tests/.results/e2e.json' }]] : [['list'], ['json', { outputFile: 'tests/.results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  ...(external
    ? {}
    : {
        webServer: {
          // The built server on a fresh embedded database (or TEST_DATABASE_URL's PostgreSQL).
          command: `node scripts/e2e-server.mjs`,
          url: `${baseURL}/readyz`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: { PORT: String(port), HOST: '127.0.0.1' },
          stdout: 'ignore',
          stderr: 'pipe',
        },
      }),
});
