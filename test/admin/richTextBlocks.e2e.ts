import type { Page } from '@playwright/test';
import { newParagraphAtEnd } from './caret.ts';
import { expect, test } from './fixtures.ts';

// Blocks in rich text (issue 20, item 5): the preview a block's config names (`admin.components.Block`: the demo's
// pull quote, gallery and map), live while the drawer edits the values; the drawer focusing its first field.

type Doc = Record<string, unknown> & { id: number | string };
type Node = Record<string, unknown> & { type: string };

const gallerySlug = 'redrawing-a-station-sign-letter-by-letter';

/** A copy of a seeded post under a new title, so edits never touch the content other specs read. */
async function copyPost(page: Page, serverURL: string, slug: string, title: string): Promise<Doc> {
  const found = await page.request.get(`${serverURL}/api/posts?where[slug][equals]=${slug}&depth=0`);
  expect(found.status()).toBe(200);
  const [doc] = (await found.json()).docs as Doc[];
  const { id: _id, createdAt: _c, updatedAt: _u, slug: _s, ...data } = doc;
  const response = await page.request.post(`${serverURL}/api/posts`, { data: { ...data, title, slug: '' } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).doc;
}

/** The blocks of a post's latest save (a draft included), in text order. */
async function storedBlocks(page: Page, serverURL: string, id: Doc['id']): Promise<Array<Record<string, unknown>>> {
  const response = await page.request.get(`${serverURL}/api/posts/${id}?depth=0&draft=true`);
  expect(response.status()).toBe(200);
  const { content } = (await response.json()) as { content: { root: { children: Node[] } } };
  return content.root.children.filter((node) => node.type === 'block').map((node) => node.fields as Record<string, unknown>);
}

// Each test opens a post, edits in drawers and publishes: on a machine shared with other suites that can pass
// a minute (bounded all the same; the assertions wait on conditions).
test.describe.configure({ timeout: 120_000 });

const card = (page: Page, blockType: string) => page.locator(`.rt-card--block[data-block-type="${blockType}"]`);

test('blocks show the preview their config names, live while the drawer edits them; the edit button opens the drawer on the first field', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const post = await copyPost(page, server.url, gallerySlug, 'Block previews');
  await page.goto(`${adminURL}/collections/posts/${post.id}`);
  const quote = card(page, 'pullQuote');

  // The pull quote set as the article sets it. The first view of a post downloads the editor, its cards and the
  // previews one after the other, which on a loaded machine takes more than an assertion's usual 10 s.
  await expect(quote.locator('blockquote')).toHaveText(
    'A station sign is read at forty kilometres an hour, through a dirty window, by someone who is already late.',
    { timeout: 30_000 },
  );
  await expect(quote.locator('figcaption')).toHaveText('Tomás Reis, in his sketchbook for the project');
  await expect(quote.locator('.rt-card__summary')).toHaveCount(0);
  await expect(quote.getByRole('button', { name: 'Edit Pull quote' })).toBeEnabled();
  await expect(quote.getByRole('button', { name: 'Remove Pull quote' })).toBeEnabled();

  // The gallery: the three pictures' own thumbnails, loaded, named by their alt text, and the caption.
  const gallery = card(page, 'gallery');
  const images = gallery.locator('.demo-gallery__images img');
  await expect(images).toHaveCount(3);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('src', /\/media\/file\/.*-400x300\./);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    await expect(image).toHaveAttribute('alt', /\S/);
  }
  await expect(gallery.locator('figcaption')).toHaveText(/^The old signs, the tiles on the station wall/);

  // The edit button opens the drawer on the block's first field; the preview follows the typing, and a
  // discarded edit leaves the card as it was.
  await quote.getByRole('button', { name: 'Edit Pull quote' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Pull quote' });
  await expect(drawer.getByLabel('Quote')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Read at forty an hour.');
  await expect(quote.locator('blockquote')).toHaveText('Read at forty an hour.');
  await drawer.getByLabel('Attribution').fill('T. R.');
  await expect(quote.locator('figcaption')).toHaveText('T. R.');
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(drawer).toBeHidden();
  await expect(quote.locator('blockquote')).toHaveText(/^A station sign is read/);
  await expect(quote.locator('figcaption')).toHaveText('Tomás Reis, in his sketchbook for the project');

  // The gallery's layout changes the preview while the drawer is open, and stays once applied.
  await gallery.getByRole('button', { name: 'Edit Gallery' }).click();
  const galleryDrawer = page.getByRole('dialog', { name: 'Edit Gallery' });
  await galleryDrawer.getByLabel('Layout').selectOption('strip');
  await expect(gallery.locator('.demo-gallery')).toHaveClass(/demo-gallery--strip/);
  await galleryDrawer.getByRole('button', { name: 'Apply' }).click();
  await expect(galleryDrawer).toBeHidden();
  await expect(gallery.locator('.demo-gallery')).toHaveClass(/demo-gallery--strip/);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('.toasts')).toContainText('Post published.');
  const blocks = await storedBlocks(page, server.url, post.id);
  expect(blocks.map((fields) => fields.blockType)).toEqual(['pullQuote', 'gallery']);
  expect(blocks[0]).toMatchObject({
    quote: 'A station sign is read at forty kilometres an hour, through a dirty window, by someone who is already late.',
    attribution: 'Tomás Reis, in his sketchbook for the project',
  });
  expect(blocks[1]).toMatchObject({ layout: 'strip' });
});

test('a map inserted from the slash menu opens its drawer on its first field, and its drawn map follows the values', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const post = await copyPost(page, server.url, 'a-year-of-plain-text-notes', 'A drawn map');
  await page.goto(`${adminURL}/collections/posts/${post.id}`);
  const editor = page.getByRole('textbox', { name: 'Body' });
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await newParagraphAtEnd(page, editor);
  await page.keyboard.type('/map');
  await expect(page.getByRole('listbox', { name: 'Insert' }).getByRole('option')).toHaveText(['Map']);
  await page.keyboard.press('Enter');
  const mapDrawer = page.getByRole('dialog', { name: 'Edit Map' });
  await expect(mapDrawer.getByLabel('Label')).toBeFocused();
  await page.keyboard.type('Print room');
  const map = card(page, 'mapEmbed');
  await expect(map.locator('.demo-map--empty')).toHaveText('Print room');
  await mapDrawer.getByLabel('Longitude').fill('-8.6132');
  await mapDrawer.getByLabel('Latitude').fill('41.1456');
  await expect(map.locator('.demo-map__label')).toHaveText('Print room');
  await expect(map.locator('.demo-map__coordinates')).toHaveText('41.1456°, -8.6132°');
  await expect(map.locator('.demo-map__sketch')).toBeVisible();
  // Zoom 15 (the default) at Porto's latitude: 3.6 m a pixel, so the scale bar stands for 200 m.
  await expect(map.locator('.demo-map__scale')).toHaveText('200 m');
  await mapDrawer.getByLabel('Zoom').fill('12');
  await expect(map.locator('.demo-map__scale')).toHaveText('2 km');
  await mapDrawer.getByRole('button', { name: 'Apply' }).click();
  await expect(mapDrawer).toBeHidden();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('.toasts')).toContainText('Post published.');
  expect((await storedBlocks(page, server.url, post.id)).pop()).toEqual({
    id: expect.stringMatching(/^[0-9a-f]{24}$/),
    blockType: 'mapEmbed',
    blockName: '',
    label: 'Print room',
    location: [-8.6132, 41.1456],
    zoom: 12,
  });
});
