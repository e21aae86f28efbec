import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

const toasts = (page: Page) => page.locator('.toasts');

/** A post of its own (a copy of a seeded one, renamed), so the seeded 24 the list spec counts stay as they are. */
async function createPost(page: Page, serverURL: string, title: string): Promise<number> {
  const seeded = await page.request.get(`${serverURL}/api/posts?limit=1&depth=0&sort=id`);
  const [original] = (await seeded.json()).docs;
  const copy = await page.request.post(`${serverURL}/api/posts/${original.id}/duplicate?depth=0`, { data: { title } });
  expect(copy.status(), await copy.text()).toBe(201);
  return (await copy.json()).doc.id;
}

const readPost = (page: Page, serverURL: string, id: number, trash = false) =>
  page.request.get(`${serverURL}/api/posts/${id}?depth=0${trash ? '&trash=true' : ''}`);

test('a deleted post goes to the trash, is restored from there, then deleted permanently', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const id = await createPost(page, server.url, 'Trash me');

  // The edit view's delete says where the post goes.
  await page.goto(`${adminURL}/collections/posts/${id}`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete Post?' });
  await expect(question).toContainText('“Trash me” goes to the trash, where it can be restored or deleted permanently.');
  await question.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page).toHaveURL(`${adminURL}/collections/posts`);
  await expect(toasts(page)).toContainText('Post “Trash me” moved to the trash.');
  expect((await readPost(page, server.url, id)).status()).toBe(404);

  // The list links to its trash, which lists the post with when it went there.
  await page.getByRole('link', { name: 'Trash', exact: true }).click();
  await expect(page).toHaveURL(`${adminURL}/collections/posts/trash`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trash: Posts');
  const row = page.locator('tbody tr', { hasText: 'Trash me' });
  await expect(row).toBeVisible();
  await expectAccessible(page);

  // Restore asks first; Cancel keeps it in the trash.
  await row.getByRole('button', { name: 'Restore “Trash me”' }).click();
  const restore = page.getByRole('alertdialog', { name: 'Restore “Trash me”?' });
  await expect(restore).toContainText('“Trash me” goes back to Posts.');
  await restore.getByRole('button', { name: 'Cancel' }).click();
  await expect(restore).toBeHidden();
  expect((await readPost(page, server.url, id)).status()).toBe(404);
  await row.getByRole('button', { name: 'Restore “Trash me”' }).click();
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(toasts(page)).toContainText('“Trash me” restored.');
  await expect(row).toBeHidden();
  expect((await readPost(page, server.url, id)).status()).toBe(200);

  // Trashed again (the API's delete), then deleted permanently from the trash.
  expect((await page.request.delete(`${server.url}/api/posts/${id}`)).status()).toBe(200);
  await page.reload();
  await row.getByRole('button', { name: 'Delete “Trash me” permanently' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Delete “Trash me” permanently?' });
  await expect(remove).toContainText('“Trash me” will be deleted for good. This cannot be undone.');
  await remove.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(toasts(page)).toContainText('“Trash me” deleted permanently.');
  await expect(row).toBeHidden();
  expect((await readPost(page, server.url, id, true)).status()).toBe(404);
});

test('the list’s delete moves the selection to the trash, and emptying the trash deletes it all for good', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const ids = [await createPost(page, server.url, 'Bulk trash one'), await createPost(page, server.url, 'Bulk trash two')];
  await page.goto(`${adminURL}/collections/posts?search=Bulk%20trash`);
  await page.getByRole('checkbox', { name: 'Select Bulk trash one' }).check();
  await page.getByRole('checkbox', { name: 'Select Bulk trash two' }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('You are about to move 2 Posts to the trash. They can be restored from there.');
  await question.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByRole('status').getByText('Moved 2 Posts to the trash.')).toBeVisible();

  await page.goto(`${adminURL}/collections/posts/trash`);
  await expect(page.locator('tbody tr', { hasText: 'Bulk trash' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Empty trash' }).click();
  const empty = page.getByRole('alertdialog', { name: 'Empty the trash of Posts?' });
  await empty.getByRole('button', { name: 'Empty trash' }).click();
  await expect(toasts(page)).toContainText('Trash emptied.');
  await expect(page.getByText('The trash is empty.')).toBeVisible();
  for (const id of ids) expect((await readPost(page, server.url, id, true)).status()).toBe(404);
});

test('“Delete permanently instead” skips the trash, from the edit view and from the list', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const id = await createPost(page, server.url, 'Skip the trash');
  await page.goto(`${adminURL}/collections/posts/${id}`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete Post?' });
  await question.getByRole('checkbox', { name: 'Delete permanently instead of moving to the trash' }).check();
  await expect(question).toContainText('“Skip the trash” will be deleted for good. This cannot be undone.');
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(`${adminURL}/collections/posts`);
  await expect(toasts(page)).toContainText('Post “Skip the trash” deleted.');
  expect((await readPost(page, server.url, id, true)).status()).toBe(404);

  const ids = [await createPost(page, server.url, 'Skip bulk one'), await createPost(page, server.url, 'Skip bulk two')];
  await page.goto(`${adminURL}/collections/posts?search=Skip%20bulk`);
  await page.getByRole('checkbox', { name: 'Select Skip bulk one' }).check();
  await page.getByRole('checkbox', { name: 'Select Skip bulk two' }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
  const bulk = page.getByRole('alertdialog');
  await bulk.getByRole('checkbox', { name: 'Delete permanently instead of moving to the trash' }).check();
  await expect(bulk).toContainText('You are about to delete 2 Posts. This cannot be undone.');
  await bulk.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('status').getByText('Deleted 2 Posts.')).toBeVisible();
  for (const gone of ids) expect((await readPost(page, server.url, gone, true)).status()).toBe(404);
});
