import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/deploy';
import { DESKTOP, PHONE } from './support/sizes';

export default defineConfig({
  testDir: './journeys',
  globalSetup: './global-setup.ts',
  // The journeys share one deployment and one release registry: one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // A guard against a hung run, not a speed check: the journeys take about 12 minutes on a quiet 2-core
  // machine and passed 25 on one loaded by four other builds, where this limit then stopped the API under
  // the last journeys.
  globalTimeout: 45 * 60_000,
  // The list as the run goes; the HTML report keeps each journey's screenshots at both sizes (never opened by itself).
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
  },
  outputDir: './test-results',
  // Every journey runs at desktop size; those tagged @phone run again on a phone (390 x 844, touch).
  projects: [
    { name: 'desktop', use: { viewport: DESKTOP } },
    { name: 'phone', grep: /@phone/, use: { viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } },
  ],
});
