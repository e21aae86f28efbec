import { expect, expectAccessible, test } from './fixtures.ts';

test('the dashboard lists every collection and global by group, with create shortcuts', async ({ adminPage: page, adminURL }) => {
  await page.goto(`${adminURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const group of ['Content', 'Media', 'Admin', 'Settings', 'Testing']) {
    await expect(nav.getByRole('button', { name: group })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Posts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create new Post' })).toBeVisible();
  await expectAccessible(page);
});

test('the page has an icon of its own, so the browser asks for no /favicon.ico (regression: a 404 on every load)', async ({
  adminPage: page,
  adminURL,
}) => {
  await page.goto(`${adminURL}/`);
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toMatch(/^data:image\/svg\+xml,/);
  // The browser draws it: a broken image would fail to load.
  const size = await page.evaluate(
    (src) =>
      new Promise<number[]>((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
        image.onerror = () => reject(new Error('the icon does not load'));
        image.src = src;
      }),
    href!,
  );
  expect(size).toEqual([32, 32]);
});

test('moving to another page puts focus on its heading; Back does too', async ({ adminPage: page, adminURL }) => {
  await page.goto(`${adminURL}/`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Posts' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  // Tab then continues from the top of the page, not from the link that was left behind.
  await page.keyboard.press('Tab');
  await expect(page.locator('main')).toContainText('Dashboard');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('links move within the app on a plain click, leave a modified click to the browser, and the sidebar marks where you are', async ({
  adminPage: page,
  adminURL,
}) => {
  await page.goto(`${adminURL}/`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Posts' })).not.toHaveAttribute('aria-current');
  await expect(nav.getByRole('link', { name: 'Posts' })).toHaveAttribute('href', '/admin/collections/posts');
  // A value on the window survives only if the page was not loaded again.
  await page.evaluate(() => {
    (window as any).stayed = true;
  });
  await nav.getByRole('link', { name: 'Posts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
  expect(await page.evaluate(() => (window as any).stayed)).toBe(true);
  await expect(nav.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

  // Ctrl+click opens the document in a new tab and leaves this one where it was.
  const row = page.getByRole('region', { name: 'Posts' }).locator('tbody tr td a').first();
  const href = await row.getAttribute('href');
  expect(href).toMatch(/^\/admin\/collections\/posts\/\d+$/);
  const [opened] = await Promise.all([page.context().waitForEvent('page'), row.click({ modifiers: ['ControlOrMeta'] })]);
  await expect(opened).toHaveURL(new RegExp(`${href}$`));
  await opened.close();
  await expect(page).toHaveURL(/\/collections\/posts$/);

  // A plain click opens it here; the list's entry stays marked below its own address.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The edit view is there: posts have drafts, so its main button is Publish.
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as any).stayed)).toBe(true);
  await expect(nav.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
});
