import { paragraphDocument } from '../helpers/richText.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// The search-appearance panel under a document's SEO group (spec 2 "Admin form widgets", 4 "Meta title and
// description length indicator" and "Meta image indicator", 9 lengths 50–60 and 100–150, almost there at 0.9).

test('the SEO group shows how the post will look in search results, with checks that follow the typing', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const made = await page.request.post(`${server.url}/api/posts?depth=0`, {
    data: {
      title: 'Ferry timetables, read closely',
      slug: '',
      _status: 'draft',
      content: paragraphDocument('Notes.'),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const post = (await made.json()).doc;
  await page.goto(`${adminURL}/collections/posts/${post.id}`);
  await page.getByRole('tab', { name: 'SEO' }).click();
  const panel = page.getByRole('region', { name: 'Search appearance' });
  const [titleRow, descriptionRow, imageRow] = [0, 1, 2].map((i) => panel.getByRole('listitem').nth(i));
  const metaTitle = page.getByRole('textbox', { name: 'Meta title' });
  const metaDescription = page.getByRole('textbox', { name: 'Meta description' });

  // Nothing filled in: every check fails, and the preview shows the post's own title.
  await expect(titleRow).toContainText('Missing');
  await expect(titleRow).toContainText('0 of 50–60 characters');
  await expect(descriptionRow).toContainText('Missing');
  await expect(imageRow).toContainText('No image');
  await expect(panel).toContainText('0/3 checks are passing');
  await expect(panel.locator('.seo-preview__title')).toHaveText('Ferry timetables, read closely');
  // The demo's generators (spec 4 "Generation"): the address at once, the title on request, from the form's data.
  await expect(panel.locator('.seo-preview__url')).toHaveText('https://atrium.example/posts/ferry-timetables-read-closely');
  await panel.getByRole('button', { name: 'Generate Meta title' }).click();
  await expect(metaTitle).toHaveValue('Ferry timetables, read closely · Atrium demo');
  await expect(panel.getByRole('button', { name: 'Generate Preview image' })).toHaveCount(0);

  // The title walks through the states as it grows.
  for (const [length, state] of [
    [30, 'Too short'],
    [44, 'Too short'],
    [45, 'Almost there'],
    [49, 'Almost there'],
    [50, 'Good'],
    [60, 'Good'],
    [61, 'Too long'],
  ] as const) {
    await metaTitle.fill('t'.repeat(length));
    await expect(titleRow).toContainText(state);
    await expect(titleRow).toContainText(`${length} of 50–60 characters`);
  }
  await metaTitle.fill('Ferry timetables of the Galician coast, read line by line');
  await metaDescription.fill(
    'Which boats still run in winter, where the timetables hide their exceptions, and how to read them before the harbour office opens.',
  );
  await expect(descriptionRow).toContainText('Good');
  await expect(panel).toContainText('2/3 checks are passing');
  await expect(panel.locator('.seo-preview__title')).toHaveText('Ferry timetables of the Galician coast, read line by line');
  await expect(panel.locator('.seo-preview__description')).toContainText('Which boats still run in winter');
  await expect(titleRow.getByRole('link', { name: 'How to write a good title' })).toHaveAttribute('target', '_blank');

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
  }
});
