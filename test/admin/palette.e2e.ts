import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { editorUser } from './users.ts';

// The command palette (issue 4, item 8): Ctrl/Cmd+K, jump to a collection, a global or a document, create one.

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const searchField = (page: Page) => palette(page).getByLabel('Search collections, globals and documents');
const option = (page: Page, name: string) => palette(page).getByRole('option', { name, exact: true });
/** The text of the option the arrow keys and Enter act on: the one the field's `aria-activedescendant` names. */
async function activeOptionText(page: Page): Promise<string | null> {
  const id = await searchField(page).getAttribute('aria-activedescendant');
  return id ? palette(page).locator(`[id="${id}"]`).textContent() : null;
}

/** The accessible names of the options in `scope` (the label, without the quieter description). */
const optionNames = (scope: Locator) =>
  scope.getByRole('option').evaluateAll((options) =>
    options.map((el) =>
      (el.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
    ),
  );

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await expect(searchField(page)).toBeFocused();
}

async function openDashboard(page: Page, adminURL: string) {
  await page.goto(`${adminURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('Ctrl+K opens the palette; typing "pos" and Enter opens the posts list', async ({ adminPage: page, adminURL }) => {
  await openDashboard(page, adminURL);
  await openWithShortcut(page);
  await searchField(page).pressSequentially('pos');
  await expect(option(page, 'Posts')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${adminURL}/collections/posts`);
  await expect(palette(page)).toBeHidden();
});

test('"create new category" runs from the keyboard and lands on the create view', async ({ adminPage: page, adminURL }) => {
  await openDashboard(page, adminURL);
  await openWithShortcut(page);
  await searchField(page).pressSequentially('create new category');
  await expect(palette(page).getByRole('option')).toHaveText(['Create new Category']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${adminURL}/collections/categories/create`);
});

test('the arrow keys move through the results and a global opens', async ({ adminPage: page, adminURL, server }) => {
  // Other specs on this worker's server edit documents as the same user, and those become recent results.
  const cleared = await page.request.delete(`${server.url}/api/payload-preferences/recent-documents`);
  expect([200, 404]).toContain(cleared.status());
  await openDashboard(page, adminURL);
  await openWithShortcut(page);
  await searchField(page).pressSequentially('er');
  // Every match is inside a word, so the sections keep their order: Users, then Header and Footer (config order).
  await expect(option(page, 'Footer')).toBeVisible();
  await page.keyboard.press('Home');
  await expect.poll(() => activeOptionText(page)).toContain('Users');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => activeOptionText(page)).toContain('Header');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => activeOptionText(page)).toContain('Footer');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${adminURL}/globals/footer`);
});

test('Escape closes the palette and gives focus back to what opened it', async ({ adminPage: page, adminURL }) => {
  await openDashboard(page, adminURL);
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Search or jump to…' });
  await trigger.click();
  await expect(searchField(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(trigger).toBeFocused();

  const postsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Posts' });
  await postsLink.focus();
  await openWithShortcut(page);
  await searchField(page).pressSequentially('glob');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(postsLink).toBeFocused();
  await expect(page).toHaveURL(`${adminURL}/`);
});

test('a word of a post title finds the post live, and a click opens it', async ({ adminPage: page, adminURL, server }) => {
  const found = await page.request.get(`${server.url}/api/posts`, {
    params: { 'where[title][equals]': 'Redrawing a Station Sign, Letter by Letter', depth: 0 },
  });
  const [post] = (await found.json()).docs;
  expect(post?.id).toBeDefined();

  await openDashboard(page, adminURL);
  await openWithShortcut(page);
  await searchField(page).pressSequentially('redrawing');
  const documents = palette(page).getByRole('group', { name: 'Documents' });
  const result = documents.getByRole('option', { name: /Redrawing a Station Sign, Letter by Letter/ });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Post');
  await result.click();
  await expect(page).toHaveURL(`${adminURL}/collections/posts/${post.id}`);
});

test('recent documents from the preference come first, and only those the user may read', async ({ page, adminURL, server }) => {
  await signIn(page, server.url, editorUser);
  // Stored through the real preferences endpoint, as the edit view's recordRecent would have.
  const stored = await page.request.post(`${server.url}/api/payload-preferences/recent-documents`, {
    data: {
      value: [
        { kind: 'collection', slug: 'posts', id: 7, title: 'Notes from the slow train' },
        { kind: 'collection', slug: 'no-such-collection', id: 1, title: 'Gone' },
        { kind: 'global', slug: 'footer', title: 'Footer' },
      ],
    },
  });
  expect(stored.status()).toBe(200);
  await openDashboard(page, adminURL);
  await openWithShortcut(page);
  const recent = palette(page).getByRole('group', { name: 'Recent documents' });
  await expect(recent.getByRole('option')).toHaveText([/Notes from the slow train/, /Footer/]);
  await expect(palette(page).getByRole('group').first()).toHaveAccessibleName('Recent documents');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${adminURL}/collections/posts/7`);
});

test('the editor is offered what the sidebar shows, and no "Create new User"', async ({ page, adminURL, server }) => {
  await signIn(page, server.url, editorUser);
  await openDashboard(page, adminURL);
  const sidebar = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
  await openWithShortcut(page);
  const offered = [
    ...(await optionNames(palette(page).getByRole('group', { name: 'Collections' }))),
    ...(await optionNames(palette(page).getByRole('group', { name: 'Globals' }))),
  ];
  expect(offered.sort()).toEqual(sidebar.filter((name) => name !== 'Dashboard').sort());

  await searchField(page).pressSequentially('create new');
  await expect(option(page, 'Create new Post')).toBeVisible();
  await expect(option(page, 'Create new User')).toHaveCount(0);
  await searchField(page).fill('user');
  // The editor may read their own account, so Users is listed (as in the sidebar), but not created.
  await expect(option(page, 'Users')).toBeVisible();
  await expect(option(page, 'Create new User')).toHaveCount(0);
});

test('the administrator is offered "Create new User"', async ({ adminPage: page, adminURL }) => {
  await openDashboard(page, adminURL);
  await openWithShortcut(page);
  await searchField(page).pressSequentially('new user');
  await expect(option(page, 'Create new User')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open palette passes axe in the ${colorScheme} theme`, async ({ adminPage: page, adminURL }) => {
    await page.emulateMedia({ colorScheme });
    await openDashboard(page, adminURL);
    await openWithShortcut(page);
    await expect(palette(page).getByRole('group', { name: 'Collections' })).toBeVisible();
    await expectAccessible(page);
    await searchField(page).pressSequentially('po');
    await expect(palette(page).getByRole('group', { name: 'Documents' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expectAccessible(page);
  });
}

test('a palette whose code cannot be downloaded says so and leaves the unsaved form as it is; the next Ctrl+K tries again (regression: the page was replaced)', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const created = await page.request.post(`${server.url}/api/specimens`, { data: { title: 'Offline palette' } });
  expect(created.status()).toBe(201);
  const { doc } = await created.json();
  // The connection drops for the palette's chunk (a network fault; the server is untouched).
  const isPaletteChunk = (url: URL) => /\/assets\/CommandPalette-[^/]+\.js$/.test(url.pathname);
  await page.route(isPaletteChunk, (route) => route.abort('internetdisconnected'));
  await page.goto(`${adminURL}/collections/specimens/${doc.id}`);
  const title = page.getByLabel('Title');
  await title.fill('Offline palette, edited');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.keyboard.press('Control+k');
  await expect(page.locator('.toasts')).toContainText('could not be downloaded');
  await expect(palette(page)).toHaveCount(0);
  await expect(title).toHaveValue('Offline palette, edited');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.unroute(isPaletteChunk);
  await openWithShortcut(page);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(title).toHaveValue('Offline palette, edited');
});
