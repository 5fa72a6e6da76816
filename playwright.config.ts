import {availableParallelism} from 'node:os';
import {defineConfig, devices, type ReporterDescription} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/browser';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * One worker per core the machine offers (Playwright's default is half), or E2E_WORKERS
 * (a number, or a share such as "50%") to run fewer beside other work.
 */
function workers(setting = process.env.E2E_WORKERS): number | string {
  if (!setting) return availableParallelism();
  return /^\d+$/.test(setting) ? Number(setting) : setting;
}

const reporters: ReporterDescription[] = process.env.CI
  ? [['list'], ['html', {open: 'never'}]]
  : [['list']];

/**
 * End-to-end tests run against the production build (`npm run build`), served the way a CDN
 * serves it (scripts/serve.ts), in Chromium: the system browser when there is one.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: workers(),
  timeout: 60_000,
  reporter: [...reporters, ['./tests/e2e/support/bundle-report.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    serviceWorkers: 'block',
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}},
    },
  ],
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
