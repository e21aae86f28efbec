import { expect, test } from './fixtures.ts';

// The demo's categories list their posts (a join on the posts' `categories`), newest first.
type Doc = { id: number; title: string };

test('a category lists its posts, newest first, each linked to its edit view, with the total when there are more', async ({
  adminPage: page,
  server,
}) => {
  const categories = await (await page.request.get(`${server.url}/api/categories?where[title][equals]=Travel&depth=0`)).json();
  const travel: Doc = categories.docs[0];
  const found = await (
    await page.request.get(`${server.url}/api/posts?where[categories][equals]=${travel.id}&sort=-publishedAt&limit=10&depth=0`)
  ).json();
  expect(found.docs.length).toBeGreaterThan(0);

  await page.goto(`${server.url}/admin/collections/categories/${travel.id}`);
  const join = page.getByRole('group', { name: 'Posts in this category' });
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
  adminPage: page,
  server,
}) => {
  const categories = await (
    await page.request.get(`${server.url}/api/categories?where[title][equals]=Typography&depth=0`)
  ).json();
  const typography: Doc = categories.docs[0];
  await page.goto(`${server.url}/admin/collections/categories/${typography.id}`);
  const join = page.getByRole('group', { name: 'Posts in this category' });
  await expect(join.getByRole('link').first()).toBeVisible();

  await join.getByRole('button', { name: 'Create new Post' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create new Post' });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('[data-path="field-categories"]')).toContainText('Typography');
  await drawer.getByRole('textbox', { name: 'Title', exact: true }).fill('Aardvark letterforms');
  const body = drawer.locator('[contenteditable="true"]').first();
  await body.click();
  await page.keyboard.type('Serifs, seen up close.');
  // Posts have drafts: a new one is saved as a draft (staff see it in the join too).
  await drawer.getByRole('button', { name: 'Save draft', exact: true }).click();
  // The worker's server is shared: the list specs count its 24 seeded posts, so the new one goes again.
  const removeCreated = () => page.request.delete(`${server.url}/api/posts?where[title][equals]=Aardvark letterforms`);
  try {
    await expect(drawer).toBeHidden();
    await expect(join.getByRole('link', { name: 'Aardvark letterforms' })).toBeVisible();
    const saved = await (
      await page.request.get(`${server.url}/api/posts?where[title][equals]=Aardvark letterforms&depth=0`)
    ).json();
    expect(saved.docs[0].categories).toStrictEqual([typography.id]);
  } finally {
    expect((await removeCreated()).status()).toBe(200);
  }
});

test('a list reads no joins until a join column shows (each row would cost a query)', async ({ adminPage: page, adminURL }) => {
  const listReads: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/users' && url.searchParams.has('page')) listReads.push(url);
  });
  await page.goto(`${adminURL}/collections/users`);
  const table = page.getByRole('region', { name: 'Users' });
  // Other specs add users to the shared server, so the rows are counted only as being there.
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(listReads.length).toBeGreaterThan(0);
  expect(new Set(listReads.map((url) => url.searchParams.get('joins')))).toStrictEqual(new Set(['false']));

  const saved = () =>
    page.waitForResponse((r) => r.url().includes('/api/payload-preferences/collection-users') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Columns' }).click();
  const shown = saved();
  await page.getByRole('region', { name: 'Choose the columns to show' }).getByRole('button', { name: 'Posts written' }).click();
  await shown;
  await expect(table.getByRole('columnheader', { name: 'Posts written' })).toBeVisible();
  await expect(table.locator('tbody tr').first().locator('td').last()).toHaveText(/^\d+\+? items?$/);
  expect(listReads.at(-1)?.searchParams.has('joins')).toBe(false);

  const reset = saved();
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await reset;
  await expect(table.getByRole('columnheader', { name: 'Posts written' })).toHaveCount(0);
});
