import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { startServer, type TestServer } from './startServer.ts';
import { adminUser, editorUser } from './users.ts';

const messages = {
  incorrect: 'That email address and password do not match an account.',
  locked: 'Too many failed sign-ins have locked this account',
  required: 'Fill in this field.',
  mismatch: 'The two passwords differ.',
  badToken: 'This link is no longer valid. Ask for a new one.',
  logoutFailed: 'Could not sign out: this request carries no signed-in session.',
};

/** The dashboard's URL: the router writes the admin root without a trailing slash. */
const dashboard = (adminURL: string) => new RegExp(`^${adminURL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

/** Runs axe on `url` in the light and the dark theme (the system preference; no theme cookie is set). */
async function expectAccessibleInBothThemes(page: Page, url: string, ready: (page: Page) => Locator) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await expect(ready(page)).toBeVisible();
    await expectAccessible(page);
  }
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A server of the spec's own, for flows that change accounts (first user, password reset, locks, API keys). */
function ownServer(env: Record<string, string>) {
  const holder: { server?: TestServer } = {};
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    holder.server = await startServer(env);
  });
  test.afterAll(async () => {
    await holder.server?.close();
  });
  return () => {
    if (!holder.server) throw new Error('the spec server did not start');
    return holder.server;
  };
}

test.describe('sign-in', () => {
  test('shows the API’s refusal beside the form, keeps the email, then signs in', async ({ page, adminURL }) => {
    await page.goto(`${adminURL}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/admin/forgot');

    await fillLogin(page, adminUser.email, 'not the password');
    await expect(page.getByRole('alert')).toContainText(messages.incorrect);
    await expect(page.getByLabel('Email')).toHaveValue(adminUser.email);
    await expect(page).toHaveURL(`${adminURL}/login`);

    await page.getByLabel('Password').fill(adminUser.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(dashboard(adminURL));
  });

  test('asks for both fields before calling the API', async ({ page, adminURL }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/login')) calls++;
    });
    await page.goto(`${adminURL}/login`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(messages.required)).toHaveCount(2);
    await expect(page.getByLabel('Email')).toBeFocused();
    expect(calls).toBe(0);
  });

  test('returns to the page that asked for sign-in', async ({ page, adminURL }) => {
    await page.goto(`${adminURL}/globals/footer?from=mail`);
    await expect(page).toHaveURL(`${adminURL}/login?redirect=${encodeURIComponent('/globals/footer?from=mail')}`);
    await fillLogin(page, adminUser.email, adminUser.password);
    await expect(page).toHaveURL(`${adminURL}/globals/footer?from=mail`);
  });

  for (const redirect of ['https://evil.example/', '//evil.example/admin', '/\\evil.example']) {
    test(`never leaves the admin after sign-in (redirect=${redirect})`, async ({ page, adminURL }) => {
      await page.goto(`${adminURL}/login?redirect=${encodeURIComponent(redirect)}`);
      await fillLogin(page, adminUser.email, adminUser.password);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page).toHaveURL(dashboard(adminURL));
    });
  }

  test('sends someone already signed in from /login to the dashboard', async ({ adminPage: page, adminURL }) => {
    await page.goto(`${adminURL}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(dashboard(adminURL));
  });

  test('logs out, says so, and the session is gone', async ({ adminPage: page, adminURL, server }) => {
    await page.goto(`${adminURL}/account`);
    await page.getByRole('main').getByRole('link', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You have been logged out' })).toBeVisible();
    await expect(page).toHaveURL(`${adminURL}/logout`);
    const me = await page.request.get(`${server.url}/api/users/me`);
    expect((await me.json()).user).toBeNull();

    await page.getByRole('link', { name: 'Log in again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.goto(`${adminURL}/account`);
    await expect(page).toHaveURL(`${adminURL}/login?redirect=${encodeURIComponent('/account')}`);
  });

  test('says when logging out failed and lets the user try again', async ({ adminPage: page, adminURL }) => {
    await page.goto(`${adminURL}/account`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The connection drops for the sign-out request (a network fault; the server itself is untouched).
    await page.route('**/api/users/logout', (route) => route.abort('internetdisconnected'));
    await page.getByRole('main').getByRole('link', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Logout failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toBeVisible();

    await page.unroute('**/api/users/logout');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You have been logged out' })).toBeVisible();
  });

  test('an editor sees what they may read and no shortcut to what they may not create', async ({ page, adminURL, server }) => {
    await signIn(page, server.url, editorUser);
    await page.goto(`${adminURL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The demo's editor reads every collection and global (Users: only their own account, through a Where).
    for (const name of ['Pages', 'Posts', 'Categories', 'Media', 'Users', 'Header', 'Footer', 'Site settings']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Create new Post' })).toBeVisible();
    // Only administrators create users.
    await expect(page.getByRole('link', { name: 'Create new User' })).toHaveCount(0);
    const users = await page.request.get(`${server.url}/api/users?limit=10`);
    expect((await users.json()).docs.map((u: { email: string }) => u.email)).toEqual([editorUser.email]);
  });

  test('the administrator gets the shortcut the editor does not', async ({ adminPage: page, adminURL }) => {
    await page.goto(`${adminURL}/`);
    await expect(page.getByRole('link', { name: 'Create new User' })).toBeVisible();
  });

  test('a user who may not use the admin is told so and can log out', async ({ page, adminURL, server }) => {
    // `subscriber` is a role of the test server's (serve.ts) that the demo's admin access refuses.
    const subscriber = {
      email: 'sam@example.com',
      password: 'correct horse battery',
      name: 'Sam Subscriber',
      roles: ['subscriber'],
    };
    await signIn(page, server.url, adminUser);
    const created = await page.request.post(`${server.url}/api/users`, { data: subscriber });
    expect(created.status(), await created.text()).toBe(201);
    await page.request.post(`${server.url}/api/users/logout`);
    await signIn(page, server.url, subscriber);
    await page.goto(`${adminURL}/collections/posts`);
    await expect(page.getByRole('heading', { level: 1, name: 'You do not have permission to open this page.' })).toBeVisible();
    await expect(page.getByText('Signed in as Sam Subscriber')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You have been logged out' })).toBeVisible();
  });

  test('the sign-in and forgot-password pages are accessible in both themes', async ({ page, adminURL }) => {
    await expectAccessibleInBothThemes(page, `${adminURL}/login`, (p) => p.getByRole('heading', { name: 'Log in' }));
    await fillLogin(page, adminUser.email, 'wrong password');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page);
    await expectAccessibleInBothThemes(page, `${adminURL}/forgot`, (p) =>
      p.getByRole('heading', { name: 'Forgot your password?' }),
    );
  });
});

test.describe('first user', () => {
  const server = ownServer({ USERS: '0', SEED_POSTS: '0' });

  test('an empty admin asks for the first user, checks the form and signs them in', async ({ page, browser }) => {
    const adminURL = `${server().url}/admin`;
    await page.goto(`${adminURL}/collections/posts`);
    await expect(page).toHaveURL(`${adminURL}/create-first-user`);
    await page.goto(`${adminURL}/login`);
    await expect(page).toHaveURL(`${adminURL}/create-first-user`);
    await expectAccessibleInBothThemes(page, `${adminURL}/create-first-user`, (p) =>
      p.getByRole('heading', { level: 1, name: 'Create the first user' }),
    );

    const create = page.getByRole('button', { name: 'Create account' });
    await create.click();
    // Email, Name (the collection's own required field), password and its confirmation.
    await expect(page.getByText(messages.required)).toHaveCount(4);
    await expect(page.getByLabel('Email')).toBeFocused();
    await expectAccessible(page);

    await page.getByLabel('Email').fill('first@example.com');
    await page.getByLabel('Name').fill('Fay First');
    await page.getByLabel(/^Password/).fill('a long enough password');
    await page.getByLabel('Confirm password').fill('a different password');
    await create.click();
    await expect(page.getByText(messages.mismatch)).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toBeFocused();

    await page.getByLabel('Confirm password').fill('a long enough password');
    await create.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(dashboard(adminURL));
    // The first account administers: it may create users.
    await expect(page.getByRole('link', { name: 'Create new User' })).toBeVisible();
    await page.goto(`${adminURL}/account`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fay First' })).toBeVisible();

    // Someone else, once the first user exists, is sent to sign in.
    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    await other.goto(`${adminURL}/create-first-user`);
    await expect(other).toHaveURL(`${adminURL}/login`);
    await stranger.close();
  });
});

test.describe('password reset, locks and API keys', () => {
  const outbox = join(mkdtempSync(join(tmpdir(), 'atrium-outbox-')), 'mail.jsonl');
  const server = ownServer({ SEED_POSTS: '0', EMAIL_OUTBOX: outbox });
  const mail = () =>
    existsSync(outbox)
      ? readFileSync(outbox, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string; subject: string; text: string })
      : [];

  test('forgot password answers the same for any address; the mailed link sets a new password', async ({ page }) => {
    const adminURL = `${server().url}/admin`;
    await page.goto(`${adminURL}/login`);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    const neutral = await page.getByRole('status').filter({ hasText: 'If an account exists' }).textContent();

    await page.goto(`${adminURL}/forgot`);
    await page.getByLabel('Email').fill(editorUser.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    expect(await page.getByRole('status').filter({ hasText: 'If an account exists' }).textContent()).toBe(
      neutral?.replace('nobody@example.com', editorUser.email),
    );
    await expect.poll(() => mail().length).toBe(1);
    const [message] = mail();
    expect(message.to).toBe(editorUser.email);
    const token = message.text.match(/\/admin\/reset\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();

    await page.goto(`${adminURL}/reset/not-a-real-token`);
    await page.getByLabel('New password').fill('a brand new password');
    await page.getByLabel('Confirm password').fill('a brand new password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toContainText(messages.badToken);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

    await expectAccessibleInBothThemes(page, `${adminURL}/reset/${token}`, (p) =>
      p.getByRole('heading', { name: 'Choose a new password' }),
    );
    await page.getByLabel('New password').fill('a brand new password');
    await page.getByLabel('Confirm password').fill('not the same');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText(messages.mismatch)).toBeVisible();
    await page.getByLabel('Confirm password').fill('a brand new password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(dashboard(adminURL));

    await page.goto(`${adminURL}/logout`);
    await expect(page.getByRole('heading', { level: 1, name: 'You have been logged out' })).toBeVisible();
    await page.goto(`${adminURL}/login`);
    await fillLogin(page, editorUser.email, editorUser.password);
    await expect(page.getByRole('alert')).toContainText(messages.incorrect);
    await page.getByLabel('Password').fill('a brand new password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the account page manages the API key: reveal, copy, regenerate, disable', async ({ page, context, request }) => {
    const url = server().url;
    const adminURL = `${url}/admin`;
    const asKey = (key: string) => request.get(`${url}/api/users/me`, { headers: { authorization: `users API-Key ${key}` } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, url, adminUser);
    await page.goto(`${adminURL}/account`);
    await expect(page.getByRole('heading', { level: 1, name: adminUser.name })).toBeVisible();
    await expect(page.getByText(adminUser.email)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', /\/admin\/collections\/users\/\d+$/);

    const enable = page.getByLabel('Enable API key');
    await expect(enable).not.toBeChecked();
    await enable.click();
    await expect(enable).toBeChecked();
    await expect(page.getByText('API key enabled.')).toBeVisible();

    const value = page.locator('#account-api-key-value');
    await expect(value).toContainText('••••');
    await expect(value).not.toContainText(/[0-9a-f]{48}/);
    await page.getByRole('button', { name: 'Show key' }).click();
    await expect(value).toHaveText(/^[0-9a-f]{48}$/);
    const key = (await value.textContent()) ?? '';
    const me = await asKey(key);
    expect(me.status()).toBe(200);
    expect((await me.json()).user.email).toBe(adminUser.email);

    const copy = page.getByRole('button', { name: 'Copy key' });
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: 'Copy key' })).toBeVisible();

    await page.getByRole('button', { name: 'Generate new key' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Generate a new API key?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Generate new key' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('A new API key has been generated.')).toBeVisible();
    await expect(value).not.toHaveText(key);
    const newKey = (await value.textContent()) ?? '';
    expect(newKey).toMatch(/^[0-9a-f]{48}$/);
    expect((await asKey(key)).status()).toBe(401);
    expect((await asKey(newKey)).status()).toBe(200);

    await expectAccessibleInBothThemes(page, `${adminURL}/account`, (p) => p.getByRole('heading', { name: 'API key' }));

    await enable.click();
    await expect(enable).not.toBeChecked();
    await expect(page.getByText('API key disabled.', { exact: false })).toBeVisible();
    expect((await asKey(newKey)).status()).toBe(401);
  });

  test('a locked account shows the API’s lock message', async ({ page, request }) => {
    const url = server().url;
    for (let i = 0; i < 5; i++) {
      await request.post(`${url}/api/users/login`, { data: { email: adminUser.email, password: `wrong ${i}` } });
    }
    await page.goto(`${url}/admin/login`);
    await fillLogin(page, adminUser.email, adminUser.password);
    await expect(page.getByRole('alert')).toContainText(messages.locked);
    await expect(page.getByLabel('Email')).toHaveValue(adminUser.email);
  });
});

test.describe('rate limits', () => {
  const server = ownServer({ LOGIN_LIMIT: '3' });

  test('shows the rate limit’s message and keeps what was typed', async ({ page }) => {
    const adminURL = `${server().url}/admin`;
    await page.goto(`${adminURL}/login`);
    for (let i = 0; i < 3; i++) {
      await fillLogin(page, editorUser.email, `wrong password ${i}`);
      await expect(page.getByRole('alert')).toContainText(messages.incorrect);
    }
    await fillLogin(page, editorUser.email, editorUser.password);
    await expect(page.getByRole('alert')).toContainText(/too many/i);
    await expect(page.getByLabel('Email')).toHaveValue(editorUser.email);
    await expect(page.getByLabel('Password')).toHaveValue(editorUser.password);
  });
});
