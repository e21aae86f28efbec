import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type TestServer } from './startServer.ts';
import { adminUser } from './users.ts';

type Account = { email: string; password: string };

type WorkerFixtures = { server: TestServer };
type TestFixtures = {
  /** The admin's URL on this worker's server, e.g. `http://127.0.0.1:41234/admin`. */
  adminURL: string;
  /** A page already signed in as the administrator. */
  adminPage: Page;
};

/** Playwright's `test` with a seeded server per worker (admin and editor accounts, 24 posts, specimens). */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  adminURL: async ({ server }, use) => use(`${server.url}/admin`),
  adminPage: async ({ page, server }, use) => {
    await signIn(page, server.url, adminUser);
    await use(page);
  },
});

export { expect };

/** Signs `page`'s browser context in through the API (sets the session cookie), without the login form. */
export async function signIn(page: Page, serverURL: string, account: Account): Promise<void> {
  const response = await page.request.post(`${serverURL}/api/users/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fails on any serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // An axe run takes seconds on a busy machine: each one gives the test 30 s more (bounded, never unlimited).
  test.info().setTimeout(test.info().timeout + 30_000);
  // A colour still moving after a theme switch or a hover would be judged half-way (a contrast failure that is
  // not there): wait for the page's finite transitions and animations to end before measuring.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)).toEqual(
    [],
  );
}
