import { test as base, expect } from '@playwright/test';
import { signIn } from './fixtures.ts';
import { startServer, type TestServer } from './startServer.ts';
import { adminUser } from './users.ts';

// Categories with a join listing their posts (JOINS=1 adds it when the demo's config has none).
const test = base.extend<object, { server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const server = await startServer({ JOINS: '1' });
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

type Doc = { id: number; title: string };

test('a category lists its posts by title, each linked to its edit view, with the total when there are more', async ({
  page,
  server,
}) => {
  await signIn(page, server.url, adminUser);
  const categories = await (await page.request.get(`${server.url}/api/categories?where[title][equals]=Travel&depth=0`)).json();
  const travel: Doc = categories.docs[0];
  const found = await (
    await page.request.get(`${server.url}/api/posts?where[categories][equals]=${travel.id}&sort=title&limit=10&depth=0`)
  ).json();
  expect(found.docs.length).toBeGreaterThan(0);

  await page.goto(`${server.url}/admin/collections/categories/${travel.id}`);
  const join = page.getByRole('group', { name: 'Posts' });
  const links = join.getByRole('link');
  await expect(links).toHaveText(found.docs.map((d: Doc) => d.title));
  await expect(links.first()).toHaveAttribute('href', `/admin/collections/posts/${found.docs[0].id}`);
  if (found.totalDocs > found.docs.length)
    await expect(join.getByText(`Showing ${found.docs.length} of ${found.totalDocs}.`)).toBeVisible();

  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${found.docs[0].id}$`));
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(found.docs[0].title);
});

test('"create new" opens a post with the category filled in, and the saved post then appears in the list', async ({
  page,
  server,
}) => {
  await signIn(page, server.url, adminUser);
  const categories = await (
    await page.request.get(`${server.url}/api/categories?where[title][equals]=Typography&depth=0`)
  ).json();
  const typography: Doc = categories.docs[0];
  await page.goto(`${server.url}/admin/collections/categories/${typography.id}`);
  const join = page.getByRole('group', { name: 'Posts' });
  await expect(join.getByRole('link').first()).toBeVisible();

  await join.getByRole('button', { name: 'Create new Post' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create new Post' });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('[data-path="field-categories"]')).toContainText('Typography');
  await drawer.getByRole('textbox', { name: 'Title', exact: true }).fill('Aardvark letterforms');
  const body = drawer.locator('[contenteditable="true"]').first();
  await body.click();
  await page.keyboard.type('Serifs, seen up close.');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(drawer).toBeHidden();

  // Sorted by title, the new post is among the first shown.
  await expect(join.getByRole('link', { name: 'Aardvark letterforms' })).toBeVisible();
  const saved = await (
    await page.request.get(`${server.url}/api/posts?where[title][equals]=Aardvark letterforms&depth=0`)
  ).json();
  expect(saved.docs[0].categories).toStrictEqual([typography.id]);
});
