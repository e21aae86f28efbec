import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { caretToEnd } from './caret.ts';
import { test as base, expect, expectAccessible, signIn } from './fixtures.ts';
import { startServer } from './startServer.ts';
import { adminUser } from './users.ts';

// The media library (issue 18): bulk upload into an upload collection, its list as a grid of thumbnails, and an
// uploaded image embedded in rich text. `photos` (test/admin/photos.ts) accepts `image/*` and requires `alt`.

const test = base.extend({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const server = await startServer({ PHOTOS: '1', SEED_POSTS: '2' });
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

const files = mkdtempSync(join(tmpdir(), 'atrium-media-e2e-'));

/** A real PNG of one colour, `width` × `height`, written to the test's folder. */
async function buildImage(name: string, hue: number, width = 96, height = 64): Promise<string> {
  const path = join(files, name);
  const [r, g, b] = [hue % 256, (hue * 7) % 256, (hue * 13) % 256];
  await sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toFile(path);
  return path;
}

async function countPhotos(page: Page, serverURL: string): Promise<number> {
  const response = await page.request.get(`${serverURL}/api/photos?limit=1&depth=0`);
  expect(response.status()).toBe(200);
  return (await response.json()).totalDocs;
}

/** Every image inside `scope` has loaded real pixels (not a broken-image icon). */
async function expectImagesLoaded(page: Page, selector: string, count: number) {
  await expect(page.locator(selector)).toHaveCount(count);
  await expect
    .poll(() =>
      page
        .locator(selector)
        .evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0)),
    )
    .toBe(true);
}

test('bulk upload makes 20 documents from 20 files, asks each its required field, and lists a refused file with its reason', async ({
  page,
  server,
}) => {
  await signIn(page, server.url, adminUser);
  const paths = await Promise.all(Array.from({ length: 20 }, (_, i) => buildImage(`harbour-${i + 1}.png`, i * 37 + 20)));
  // HTML under an image's name: the server judges the bytes, not the name, and refuses it.
  const impostor = join(files, 'impostor.png');
  writeFileSync(impostor, '<!doctype html><html><body><script>alert(1)</script></body></html>');

  await page.goto(`${server.url}/admin/collections/photos`);
  await page.getByRole('button', { name: 'Upload files' }).click();
  const drawer = page.getByRole('dialog', { name: 'Upload files to Photos' });
  await expect(drawer.getByText('Drag files here')).toBeVisible();
  await drawer.getByTestId('bulk-upload-input').setInputFiles([...paths, impostor]);
  await expect(drawer.locator('.bulk-upload__count')).toContainText('21 files');
  const items = drawer.getByRole('listitem');
  await expect(items).toHaveCount(21);
  // Each image shows its own preview before anything is sent; the impostor claims to be a PNG, so it tries too.
  await expectImagesLoaded(page, '.bulk-file__preview img', 20);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
  }

  // Nothing is sent while a file still lacks its required field: the first one empty gets the focus.
  const upload = drawer.getByRole('button', { name: 'Upload 21 files' });
  await items.nth(0).getByLabel('Alternative text').fill('Harbour 1');
  await upload.click();
  await expect(drawer.getByText('Some files still need their fields filled in.')).toBeVisible();
  await expect(items.nth(1).getByLabel('Alternative text')).toBeFocused();
  expect(await countPhotos(page, server.url)).toBe(0);

  for (let i = 1; i < 21; i++)
    await items
      .nth(i)
      .getByLabel('Alternative text')
      .fill(i < 20 ? `Harbour ${i + 1}` : 'Impostor');
  // The first requests wait at the browser's edge until the progress has been seen, then go on to the server.
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/photos', async (route) => {
    if (route.request().method() === 'POST') await gate;
    await route.continue();
  });
  await upload.click();
  await expect(drawer.getByRole('progressbar', { name: 'Uploading: 0 of 21 done' })).toBeVisible();
  await expect(drawer.getByRole('progressbar', { name: 'Upload progress of harbour-1.png' })).toBeVisible();
  await expect(drawer.getByRole('progressbar', { name: 'Upload progress of harbour-2.png' })).toBeVisible();
  // Two at a time: the third waits its turn.
  await expect(drawer.getByRole('progressbar', { name: 'Upload progress of harbour-3.png' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  release();

  // The refused file keeps its place with the server's reason; the twenty others are documents.
  await expect(drawer.getByText('Uploaded: 20. Not uploaded: 1. The reason is shown beside each file.')).toBeVisible({
    timeout: 60_000,
  });
  const refused = drawer.getByRole('listitem', { name: 'impostor.png' });
  await expect(refused.locator('.bulk-file__status--failed')).toContainText('Not uploaded:');
  await expect(refused.locator('.bulk-file__status--failed')).toContainText('text/html');
  await expect(drawer.locator('.bulk-file--done')).toHaveCount(20);
  expect(await countPhotos(page, server.url)).toBe(20);
  const stored = await (await page.request.get(`${server.url}/api/photos?limit=0&depth=0&sort=alt`)).json();
  expect(stored.docs.map((d: { alt: string }) => d.alt).sort()).toEqual(
    Array.from({ length: 20 }, (_, i) => `Harbour ${i + 1}`).sort(),
  );
  expect(stored.docs.every((d: { mimeType: string; width: number }) => d.mimeType === 'image/png' && d.width === 96)).toBe(true);

  // What is left is one file to retry or drop: closing asks before throwing it away.
  await expect(drawer.getByRole('button', { name: 'Upload 1 file' })).toBeEnabled();
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard the files not uploaded?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByText('20 items')).toBeVisible();
});

test('the grid shows each upload as a thumbnail card, and the choice of grid is remembered', async ({ page, server }) => {
  await signIn(page, server.url, adminUser);
  for (let i = 0; i < 3; i++) {
    const response = await page.request.post(`${server.url}/api/photos`, {
      multipart: {
        file: {
          name: `grid-${i}.png`,
          mimeType: 'image/png',
          buffer: await sharp(await buildImage(`grid-${i}.png`, 90 + i * 50, 120, 80)).toBuffer(),
        },
        _payload: JSON.stringify({ alt: `Grid photo ${i}` }),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto(`${server.url}/admin/collections/photos`);
  // The list's title cells already show real thumbnails.
  await expect(page.locator('.list-table__link img.cell-thumbnail').first()).toBeVisible();
  const grid = page.getByRole('button', { name: 'Grid' });
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
  await grid.click();
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  const cards = page.locator('.list-grid__card');
  const total = await countPhotos(page, server.url);
  await expect(cards).toHaveCount(Math.min(total, 10));
  await expectImagesLoaded(page, '.list-grid__card .thumbnail img', Math.min(total, 10));
  await expect(page.getByRole('link', { name: 'Grid photo 2' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Grid photo 2' })).toContainText('120 × 80');

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
  }

  // Stored in the user's preferences: a new visit opens as a grid.
  await expect
    .poll(async () => (await (await page.request.get(`${server.url}/api/payload-preferences/collection-photos`)).json()).value)
    .toMatchObject({ listViewType: 'grid' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.list-grid__card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Grid photo 1' }).click();
  await expect(page).toHaveURL(/\/admin\/collections\/photos\/\d+/);
});

test('an uploaded image inserted into rich text shows its thumbnail in the card', async ({ page, server }) => {
  await signIn(page, server.url, adminUser);
  // The demo's post body embeds uploads of `media` (its editor's uploadCollections), a collection with image sizes.
  const created = await page.request.post(`${server.url}/api/media`, {
    multipart: {
      file: {
        name: 'lighthouse.png',
        mimeType: 'image/png',
        buffer: await sharp(await buildImage('lighthouse.png', 200, 800, 600)).toBuffer(),
      },
      _payload: JSON.stringify({ alt: 'Lighthouse at dusk' }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const photo = (await created.json()).doc as { filename: string; thumbnailURL: string | null };
  expect(photo.thumbnailURL).toBeTruthy();

  const posts = await (await page.request.get(`${server.url}/api/posts?limit=1&depth=0`)).json();
  await page.goto(`${server.url}/admin/collections/posts/${posts.docs[0].id}`);
  const editor = page.getByRole('textbox', { name: 'Body' });
  await caretToEnd(page, editor);
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Insert' }).click();
  await page.getByRole('menuitem', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an upload' });
  await dialog.getByRole('searchbox').fill('Lighthouse');
  const option = dialog.locator('label').filter({ hasText: 'Lighthouse at dusk' });
  // The picker's own row shows the thumbnail too.
  await expect(option.locator('img')).toHaveAttribute('src', photo.thumbnailURL as string);
  await option.getByRole('radio').check();
  await dialog.getByRole('button', { name: 'Insert' }).click();

  const card = page.getByRole('group', { name: 'Media: Lighthouse at dusk' });
  await expect(card).toBeVisible();
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', photo.thumbnailURL as string);
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
    .toBe(true);
});

test('an upload field uploads a new file in a drawer and shows it as a card with its thumbnail', async ({ page, server }) => {
  await signIn(page, server.url, adminUser);
  await page.goto(`${server.url}/admin/collections/specimens/create`);
  const field = page.getByRole('group', { name: 'Cover image' });
  await field.getByRole('button', { name: 'Create new' }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.locator('input[type=file]') });
  await drawer
    .locator('input[type=file]')
    .first()
    .setInputFiles(await buildImage('harbour-cover.png', 120, 800, 600));
  await drawer.getByLabel('Alternative text').fill('Harbour cover');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(drawer).toHaveCount(0);
  const card = field.locator('.upload-card');
  await expect(card).toContainText('harbour-cover');
  await expect
    .poll(() =>
      card.locator('img').evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    )
    .toBe(true);
});
