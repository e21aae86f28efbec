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
