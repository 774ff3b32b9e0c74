import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium.ts';

/**
 * Runs against the real platform: the global setup starts the API (which also serves the built web
 * app from apps/web/dist) on a free port with a fresh database. Build the web app first:
 * `npm run build --workspace @dl/web`. Chromium is Debian's (`/usr/bin/chromium`): never
 * `npx playwright install`.
 */
export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // The theme respects it: no fade while axe reads colours, whichever snackbar or modal opens.
    reducedMotion: 'reduce',
    // DOM snapshots and the call log of a failed test, without the screencast: encoding its frames
    // took a fifth of the machine's CPU on every test, failing or not.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
