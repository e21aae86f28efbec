import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminUser } from './users.ts';

/** Every API request the page makes, as `METHOD path?query`. */
function recordAPIRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

const count = (requests: string[], pattern: RegExp) => requests.filter((r) => pattern.test(r)).length;

test("a list's first requests are asked once: the page starts them and the app takes their answers", async ({
  adminPage: page,
  adminURL,
}) => {
  const requests = recordAPIRequests(page);
  await page.goto(`${adminURL}/collections/posts?limit=5&sort=title`);
  await expect(page.locator('main table tbody tr[data-row-id]')).toHaveCount(5);
  expect(count(requests, /^GET \/api\/users\/me$/)).toBe(1);
  expect(count(requests, /^GET \/api\/access$/)).toBe(1);
  expect(count(requests, /^GET \/api\/posts\?/)).toBe(1);
  expect(requests.find((r) => r.startsWith('GET /api/posts?'))).toContain('limit=5');
  // The rows are the sorted first page the API answers.
  const api = await page.request.get(`${adminURL.replace(/\/admin$/, '')}/api/posts?limit=5&sort=title&depth=0`);
  const titles = (await api.json()).docs.map((doc: { title: string }) => doc.title);
  await expect(page.getByRole('region', { name: 'Posts' }).locator('tbody tr td a')).toHaveText(titles);
});

test("a document's first requests are asked once, and the form opens complete", async ({ adminPage: page, adminURL }) => {
  const serverURL = adminURL.replace(/\/admin$/, '');
  const post = (await (await page.request.get(`${serverURL}/api/posts?limit=1&depth=0`)).json()).docs[0];
  const requests = recordAPIRequests(page);
  await page.goto(`${adminURL}/collections/posts/${post.id}`);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(post.title);
  await expect(page.locator('[data-form-state="ready"] [contenteditable="true"]').first()).toBeVisible();
  expect(count(requests, new RegExp(`^GET /api/posts/${post.id}\\?depth=0$`))).toBe(1);
  expect(count(requests, new RegExp(`^POST /api/posts/access/${post.id}$`))).toBe(1);
  expect(count(requests, /^POST \/api\/form-state$/)).toBeLessThanOrEqual(1);
  // The rich-text editor appears with the form, never a placeholder first.
  await expect(page.locator('.field--richText .loading-placeholder')).toHaveCount(0);
});

test('answers the page started while signed out are not used after signing in', async ({ page, adminURL }) => {
  const requests = recordAPIRequests(page);
  await page.goto(`${adminURL}/collections/posts`);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(adminUser.email);
  await page.getByLabel('Password').fill(adminUser.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('main table tbody tr[data-row-id]').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Posts' })).toBeVisible();
  // The signed-out answers were asked by the page; the signed-in ones were asked again after the sign-in.
  expect(count(requests, /^GET \/api\/users\/me$/)).toBeGreaterThanOrEqual(2);
  expect(count(requests, /^GET \/api\/posts\?/)).toBeGreaterThanOrEqual(2);
});

test('a document read too late for the first render is not shown later in place of a newer one', async ({
  adminPage: page,
  adminURL,
}) => {
  const serverURL = adminURL.replace(/\/admin$/, '');
  const post = (await (await page.request.get(`${serverURL}/api/posts?limit=1&depth=0&sort=title`)).json()).docs[0];
  // The page's own first read of the document answers only after the app has stopped waiting for it.
  let delayed = false;
  let answered: () => void = () => {};
  const lateAnswer = new Promise<void>((resolve) => {
    answered = resolve;
  });
  await page.route(`**/api/posts/${post.id}?depth=0`, async (route) => {
    if (delayed) return route.continue();
    delayed = true;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
    answered();
  });
  await page.goto(`${adminURL}/collections/posts/${post.id}`);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue(post.title);
  await lateAnswer;
  // Someone else renames it; opening it again in the app shows the new title.
  const renamed = `${post.title} (renamed)`;
  expect((await page.request.patch(`${serverURL}/api/posts/${post.id}`, { data: { title: renamed } })).status()).toBe(200);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Posts' }).click();
  await page.getByRole('link', { name: renamed }).click();
  await expect(title).toHaveValue(renamed);
});
