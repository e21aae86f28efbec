import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './test/admin/browser.ts';

// Browser tests of the admin: `test/**/*.e2e.ts`, in Debian's Chromium (never a downloaded browser).
// Each worker starts its own server on its own SQLite file (test/admin/fixtures.ts).
export default defineConfig({
  testDir: 'test',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  // A worker is a server and a Chromium, each busy while a test runs: one per two cores, so a 2-core machine runs
  // one at a time instead of four processes fighting for two cores (`--workers` overrides it).
  workers: Math.max(1, Math.floor(availableParallelism() / 2)),
  retries: 0,
  // Generous bounds for a loaded machine: assertions wait on conditions and return as soon as they hold, so the
  // bounds only decide how long a real failure takes to report.
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
