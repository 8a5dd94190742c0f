import { defineConfig, devices } from '@playwright/test';

/** The browser tests drive Debian's Chromium against the real server on a fresh data folder. */
/** E2E_PORT lets two checkouts run their browser tests side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4399);
export const E2E_DATA_DIR = 'test-results/e2e-data';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node src/server/main.ts`,
    url: `http://localhost:${PORT}/api/health/`,
    reuseExistingServer: false,
    // The first start migrates and seeds the demo data: minutes on a machine shared with other work.
    timeout: 240_000,
    // TRUST_PROXY: as behind a proxy, so the helper that makes many accounts (newMember) can say
    // each comes from its own address, under the registration's limit per address.
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'test',
      DEMO: 'true',
      TRUST_PROXY: 'true',
    },
  },
});
