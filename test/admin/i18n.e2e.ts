import type { Browser, Page } from '@playwright/test';
import { messages as ar } from '../../packages/translations/src/ar/index.ts';
import { messages as de } from '../../packages/translations/src/de/index.ts';
import { messages as ja } from '../../packages/translations/src/ja/index.ts';
import { expect, test } from './fixtures.ts';
import { adminUser } from './users.ts';

const languageChunk =
  /\/assets\/(en|ar|az|bg|cs|de|es|fa-IR|fr|he|hr|hu|it|ja|ko|nb|nl|pl|pt|ro|ru|sk|sv|th|tr|uk|vi|zh-CN|zh-TW)-[\w-]+\.js$/;

/** The language chunks the page downloaded (spec 9: only the chosen language reaches the browser). */
function recordLanguageChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(languageChunk);
    if (match) seen.push(match[1]);
  });
  return seen;
}

/** A new administrator of its own, so a saved language never reaches the other specs' accounts. */
async function newAccount(page: Page, serverURL: string): Promise<{ email: string; password: string }> {
  await page.request.post(`${serverURL}/api/users/login`, { data: { email: adminUser.email, password: adminUser.password } });
  const account = {
    email: `polyglot-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'correct horse battery',
  };
  const created = await page.request.post(`${serverURL}/api/users`, {
    data: { ...account, name: 'Polly Glot', roles: ['admin'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.request.post(`${serverURL}/api/users/logout`);
  return account;
}

async function signInWith(page: Page, serverURL: string, account: { email: string; password: string }) {
  const response = await page.request.post(`${serverURL}/api/users/login`, { data: account });
  expect(response.status()).toBe(200);
}

/**
 * A validation error of the edit view, in the page's language: a new post published without its title (posts have
 * drafts, and required fields wait for publishing).
 */
async function expectRequiredError(page: Page, adminURL: string, required: string, publish: string) {
  await page.goto(`${adminURL}/collections/posts/create`);
  await expect(page.locator('[data-form-state="ready"]')).toBeVisible();
  await page.getByRole('button', { name: publish, exact: true }).first().click();
  await expect(page.locator('.field__error').getByText(required).first()).toBeVisible();
}

test('German chosen on the account page: the whole admin, its errors and the server answer in German, and the choice follows the user', async ({
  page,
  server,
  browser,
}) => {
  const adminURL = `${server.url}/admin`;
  const account = await newAccount(page, server.url);
  await signInWith(page, server.url, account);
  await page.goto(`${adminURL}/account`);
  await page.getByLabel('Language').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel(de.general.language)).toHaveValue('de');

  // Navigation and a list.
  await page.goto(`${adminURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: de.nav.dashboard })).toBeVisible();
  await page.goto(`${adminURL}/collections/posts`);
  await expect(page.getByRole('button', { name: de.list.filters })).toBeVisible();
  // The demo's own labels come in German too (config labels may be one text per language).
  const nav = page.getByRole('navigation', { name: de.nav.label });
  await expect(nav.getByRole('link', { name: 'Beiträge' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Beiträge' })).toBeVisible();

  // An edit view's validation, in the browser and from the server.
  await expectRequiredError(page, adminURL, de.validation.required, de.version.publish);
  const refused = await page.request.post(`${server.url}/api/posts`, { data: { title: '' } });
  expect(JSON.stringify(await refused.json())).toContain(de.validation.required);

  // Another browser, signed in as the same user: their saved language wins over the browser's English.
  const elsewhere = await (browser as Browser).newContext({ locale: 'en-US' });
  const other = await elsewhere.newPage();
  await signInWith(other, server.url, account);
  await other.goto(`${adminURL}/`);
  await expect(other.getByRole('heading', { level: 1, name: de.nav.dashboard })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await elsewhere.close();
});

test.describe('Arabic from the language cookie', () => {
  test('writes right to left: the document direction is rtl, the sidebar on the right, and only Arabic is downloaded', async ({
    page,
    server,
    context,
  }) => {
    const adminURL = `${server.url}/admin`;
    const account = await newAccount(page, server.url);
    await signInWith(page, server.url, account);
    await context.addCookies([{ name: 'atrium-lng', value: 'ar', url: server.url }]);
    const chunks = recordLanguageChunks(page);
    await page.goto(`${adminURL}/collections/posts`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: ar.list.filters })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'المقالات' })).toBeVisible();
    const sidebar = await page.locator('.shell__sidebar').boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(sidebar && main && sidebar.x > main.x).toBe(true);
    expect([...new Set(chunks)]).toEqual(['ar']);

    await expectRequiredError(page, adminURL, ar.validation.required, ar.version.publish);
    await page.goto(`${adminURL}/`);
    await expect(page.getByRole('heading', { level: 1, name: ar.nav.dashboard })).toBeVisible();
    const nav = page.getByRole('navigation', { name: ar.nav.label });
    await expect(nav.getByRole('link', { name: ar.nav.dashboard })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'المقالات' })).toBeVisible();
    expect([...new Set(chunks)]).toEqual(['ar']);
  });
});

test.describe('Japanese from the browser', () => {
  test.use({ locale: 'ja-JP' });

  test('a Japanese browser gets the admin in Japanese, from sign-in on, downloading no other language', async ({
    page,
    server,
  }) => {
    const adminURL = `${server.url}/admin`;
    const chunks = recordLanguageChunks(page);
    await page.goto(`${adminURL}/login`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: ja.auth.loginTitle })).toBeVisible();
    // A wrong password: the server's message comes back in Japanese too.
    await page.getByRole('textbox', { name: ja.auth.email, exact: true }).fill(adminUser.email);
    await page.getByRole('textbox', { name: ja.auth.password, exact: true }).fill('not the password');
    await page.getByRole('button', { name: ja.auth.logIn }).click();
    await expect(page.getByRole('alert')).toContainText(ja.error.emailOrPasswordIncorrect);

    const account = await newAccount(page, server.url);
    await signInWith(page, server.url, account);
    await page.goto(`${adminURL}/collections/posts`);
    await expect(page.getByRole('button', { name: ja.list.filters })).toBeVisible();
    const nav = page.getByRole('navigation', { name: ja.nav.label });
    await expect(nav.getByRole('link', { name: ja.nav.dashboard })).toBeVisible();
    await expectRequiredError(page, adminURL, ja.validation.required, ja.version.publish);
    expect([...new Set(chunks)]).toEqual(['ja']);
  });
});
