import { expect, test } from './fixtures.ts';

/**
 * Localized content (the demo keeps titles, excerpts and bodies in English, German and Arabic): the edit view
 * switches locales, reads and saves the chosen one, and fills a locale's empty fields from another; the list
 * shows the chosen locale.
 */
test('a post is translated: German starts empty, is filled from English, edited, saved, and shown in the German list', async ({
  adminPage: page,
  adminURL,
}) => {
  const api = adminURL.replace(/\/admin$/, '');
  const { docs } = await (await page.request.get(`${api}/api/posts?limit=1&sort=title&depth=0`)).json();
  const post = docs[0] as { id: number; title: string };
  const title = page.getByRole('textbox', { name: 'Title', exact: true });

  await page.goto(`${adminURL}/collections/posts/${post.id}`);
  await expect(title).toHaveValue(post.title);
  const locale = page.getByLabel('Edit in');
  await expect(locale).toHaveValue('en');

  // German has no title yet: the field is empty rather than showing the English one.
  await locale.selectOption('de');
  await expect(page).toHaveURL(/[?&]locale=de/);
  await expect(title).toHaveValue('');

  // Copy from English fills what German leaves empty.
  await page.getByRole('button', { name: 'Copy from another locale' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Copy from another locale' });
  await dialog.getByLabel('Fill the empty fields of German with the values of:').selectOption('en');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(title).toHaveValue(post.title);
  await expect(page.locator('.toasts')).toContainText('Empty fields were filled from English.');

  // Leaving the locale with changes not saved asks first.
  await title.fill(`${post.title} (Deutsch)`);
  await locale.selectOption('ar');
  const leave = page.getByRole('alertdialog');
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/[?&]locale=de/);

  // Posts have drafts: publishing makes the German title what the API reads.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('.toasts')).toContainText('Post published.');
  const german = await (await page.request.get(`${api}/api/posts/${post.id}?locale=de&depth=0`)).json();
  expect(german.title).toBe(`${post.title} (Deutsch)`);
  const english = await (await page.request.get(`${api}/api/posts/${post.id}?depth=0`)).json();
  expect(english.title).toBe(post.title);

  // Back to English: the English title, untouched.
  await page.getByLabel('Edit in').selectOption('en');
  await expect(page).not.toHaveURL(/locale=/);
  await expect(title).toHaveValue(post.title);

  // The list in German shows (and searches) the German title.
  await page.goto(`${adminURL}/collections/posts?locale=de&search=${encodeURIComponent('(Deutsch)')}`);
  await expect(page.getByRole('region', { name: 'Posts' }).locator('tbody tr td a')).toHaveText([`${post.title} (Deutsch)`]);
  await expect(page.getByLabel('Locale', { exact: true })).toHaveValue('de');
});

test('a document created in German opens in German after the save, not as English content', async ({
  adminPage: page,
  adminURL,
}) => {
  const api = adminURL.replace(/\/admin$/, '');
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await page.goto(`${adminURL}/collections/categories/create?locale=de`);
  await expect(page.getByLabel('Edit in')).toHaveValue('de');
  await title.fill('Nachtzüge');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/collections\/categories\/\d+\?locale=de$/);
  await expect(page.getByLabel('Edit in')).toHaveValue('de');
  await expect(title).toHaveValue('Nachtzüge');
  const id = new URL(page.url()).pathname.split('/').pop();
  const german = await (await page.request.get(`${api}/api/categories/${id}?locale=de&depth=0`)).json();
  expect(german.title).toBe('Nachtzüge');
  // English has no title of its own: its form starts empty.
  await page.getByLabel('Edit in').selectOption('en');
  await expect(page).not.toHaveURL(/locale=/);
  await expect(title).toHaveValue('');
});
