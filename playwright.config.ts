import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Port of the served build; E2E_PORT lets several checkouts run their e2e suites side by side. */
const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers, each with its shared tab (e2e/fixtures.ts): a test spends about half its time waiting on the page, so
  // a second worker fills that time (the suite alone: 134 -> about 100 s on 2 cores). E2E_WORKERS=1 runs one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.e2e-out/results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
