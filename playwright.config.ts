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
  // A worker is a server and a Chromium. A browser test spends much of its time waiting (for a debounce, an autosave,
  // a lock check, the server), so one worker per core keeps the cores busy: on two cores the suite takes a third of
  // the time it takes with one worker (`--workers` overrides it).
  workers: Math.max(1, availableParallelism()),
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
