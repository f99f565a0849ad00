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
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            // tests/e2e/shiprocket.spec.ts starts a fake Shiprocket here; nothing calls it unless a story switches to live Shiprocket.
            SHIPROCKET_BASE_URL: `http://127.0.0.1:${port + 1000}/v1/external`,
            SHIPROCKET_EMAIL: 'api-user@kanmani.test',
            SHIPROCKET_PASSWORD: 'fake-shiprocket-password',
            SHIPROCKET_PICKUP_PINCODE: '600001',
            SHIPROCKET_WEBHOOK_TOKEN: 'e2e-shiprocket-webhook-key',
            // Order messages go to WhatsApp too, at a fake that tests/e2e/cod-confirmation.spec.ts starts on
            // E2E_PORT + 2000; while it is down, a message fails at once and is retried later, which no story reads.
            NOTIFY_WHATSAPP: 'cloud',
            WHATSAPP_GRAPH_URL: `http://127.0.0.1:${port + 2000}/v23.0`,
            WHATSAPP_TOKEN: 'e2e-whatsapp-token',
            WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
            WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
          },
          stdout: 'ignore',
          stderr: 'pipe',
        },
      }),
});
