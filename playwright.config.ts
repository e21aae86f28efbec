import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './test/admin/browser.ts';

// Browser tests of the admin: `test/**/*.e2e.ts`, in Debian's Chromium (never a downloaded browser).
// Each worker starts its own server on its own SQLite file (test/admin/fixtures.ts).
export default defineConfig({
  testDir: 'test',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './test/admin/globalSetup.ts',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 860 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
});
