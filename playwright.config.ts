import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4390);
const external = process.env.E2E_BASE_URL;
// One shop per worker (tests/e2e/support/shop.ts picks the worker's), each a browser and a
// server. One by default: on this project's 2-core machines two workers took 18 minutes
// against one worker's 13, and timing-bound stories failed (README, Tests). E2E_WORKERS=N
// where there are cores for it. A shop elsewhere (E2E_BASE_URL) is one shop, so one worker.
const workers = external ? 1 : Number(process.env.E2E_WORKERS ?? 1);
// The e2e SQL hook's key, new for each run; the workers inherit it from the runner's environment.
process.env.E2E_SQL_SECRET ??= randomBytes(24).toString('hex');

/** The built server on a fresh database of its own (embedded, or a new one on TEST_DATABASE_URL's PostgreSQL). */
function shopServer(shopPort: number) {
  return {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${shopPort}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      // tests/e2e/shiprocket.spec.ts starts a fake Shiprocket here; nothing calls it unless a story switches to live Shiprocket.
      SHIPROCKET_BASE_URL: `http://127.0.0.1:${shopPort + 1000}/v1/external`,
      SHIPROCKET_EMAIL: 'api-user@kanmani.test',
      SHIPROCKET_PASSWORD: 'fake-shiprocket-password',
      SHIPROCKET_PICKUP_PINCODE: '600001',
      SHIPROCKET_WEBHOOK_TOKEN: 'e2e-shiprocket-webhook-key',
      // Order messages go to WhatsApp too, at a fake that tests/e2e/cod-confirmation.spec.ts starts on
      // the shop's port + 2000; while it is down, a message fails at once and is retried later, which no story reads.
      NOTIFY_WHATSAPP: 'cloud',
      WHATSAPP_GRAPH_URL: `http://127.0.0.1:${shopPort + 2000}/v23.0`,
      WHATSAPP_TOKEN: 'e2e-whatsapp-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
      // Stories that need rows no shop flow makes yet write them here (src/server/app/e2e-sql.ts).
      E2E_SQL_PORT: String(shopPort + 3000),
      E2E_SQL_SECRET: process.env.E2E_SQL_SECRET!,
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'tests/.results/e2e.json' }]],
  use: {
    // Each worker's own shop: the `baseURL` fixture of tests/e2e/support/shop.ts.
    baseURL: external ?? `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  ...(external ? {} : { webServer: Array.from({ length: workers }, (_, i) => shopServer(port + i)) }),
});
