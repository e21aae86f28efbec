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
