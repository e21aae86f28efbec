import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { startServer, type TestServer } from './startServer.ts';
import { adminUser } from './users.ts';

// The upload experience of the create and edit views (issue 18, item 5; spec 3 "Upload files", 5, 9), on the
// `photos` test collection (images only, sizes thumbnail 160×160, card 640×480 and hero up to 2400×1200).

test.describe.configure({ mode: 'serial' });

let server: TestServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ PHOTOS: '1', SEED_POSTS: '0' });
});

test.afterAll(async () => {
  await server.close();
});

test.beforeEach(async ({ page }) => {
  await signIn(page, server.url, adminUser);
});

type Photo = {
  id: number;
  alt: string;
  filename: string;
  mimeType: string;
  filesize: number;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
  url: string;
  sizes: Record<string, { url: string | null; width: number | null; height: number | null; filename: string | null }>;
};

/** A real PNG drawn by sharp: a sky-to-sea gradient with a sun in its upper left quarter. */
async function buildImage({ width = 1200, height = 800 } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset="1" stop-color="#1c4587"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.25}" cy="${height * 0.25}" r="${height * 0.12}" fill="#fff2cc"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const adminURL = () => `${server.url}/admin`;
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const toasts = (page: Page) => page.locator('.toasts');
const panel = (page: Page) => page.getByTestId('upload-panel');

async function createPhoto(page: Page, alt: string): Promise<Photo> {
  const response = await page.request.post(`${server.url}/api/photos`, {
    multipart: {
      file: { name: `${alt.toLowerCase().replace(/\W+/g, '-')}.png`, mimeType: 'image/png', buffer: await buildImage() },
      _payload: JSON.stringify({ alt }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).doc;
}

async function readPhoto(page: Page, id: number | string): Promise<Photo> {
  const response = await page.request.get(`${server.url}/api/photos/${id}?depth=0`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Waits until the preview image has loaded: the picker and the crop frame take its size only then. */
async function previewLoaded(page: Page): Promise<void> {
  const preview = page.getByRole('img', { name: /^Preview of / });
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
}

/** Waits for the create page of a new photo to become the saved photo's page, and answers its id. */
async function savedPhotoID(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/collections\/photos\/\d+$/);
  return page.url().split('/').pop() as string;
}

test('an image chosen with the file picker is previewed, sent as multipart with the typed values, and its sizes are listed', async ({
  page,
}) => {
  await page.goto(`${adminURL()}/collections/photos/create`);
  await expect(page.getByText('Drag and drop a file here')).toBeVisible();
  // Saving without a file sends nothing and says what is missing.
  await page.getByLabel('Alternative text').fill('Harbour at dawn');
  await saveButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a file to upload first.');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: await buildImage() });
  await expect(page.getByTestId('upload-filename')).toHaveText('harbour.png');
  await expect(page.getByRole('img', { name: 'Preview of harbour.png' })).toBeVisible();
  await expect(page.getByTestId('upload-dimensions')).toHaveText('1200 × 800 pixels');
  await expect(page.getByText('Not uploaded yet: the file is sent when you save.')).toBeVisible();

  const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/photos');
  await saveButton(page).click();
  expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const id = await savedPhotoID(page);
  await expect(toasts(page)).toContainText('Photo created.');

  const photo = await readPhoto(page, id);
  expect(photo).toMatchObject({ alt: 'Harbour at dawn', mimeType: 'image/png', width: 1200, height: 800 });
  expect(photo.filename).toMatch(/^harbour(-\d+)?\.png$/);
  const sizes = panel(page).getByRole('region', { name: 'Sizes' });
  await expect(sizes.getByTestId('size-thumbnail')).toContainText('160 × 160 pixels');
  await expect(sizes.getByTestId('size-card')).toContainText('640 × 480 pixels');
  // The hero would be larger than the original, which is kept at its own size rather than enlarged.
  await expect(sizes.getByTestId('size-hero')).toContainText('1200 × 800 pixels');
  const cardLink = sizes.getByRole('link', { name: 'card' });
  await expect(cardLink).toHaveAttribute('href', photo.sizes.card.url as string);
  const file = await page.request.get(new URL(photo.sizes.card.url as string, server.url).href);
  expect(file.status()).toBe(200);
  expect((await sharp(await file.body()).metadata()).width).toBe(640);
});

test('an image dropped on the drop zone is uploaded, with the progress shown while it goes', async ({ page }) => {
  await page.goto(`${adminURL()}/collections/photos/create`);
  const image = await buildImage({ width: 900, height: 600 });
  const dataTransfer = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      return transfer;
    },
    [...image],
  );
  const zone = page.getByTestId('upload-dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(page.getByText('Drop the file to add it')).toBeVisible();
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByTestId('upload-filename')).toHaveText('dropped.png');
  await expect(page.getByTestId('upload-dimensions')).toHaveText('900 × 600 pixels');
  await page.getByLabel('Alternative text').fill('Dropped picture');

  // The server's answer is held until the page has shown the upload's progress, then let through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldRequests = 0;
  await page.route(
    (url) => url.pathname === '/api/photos',
    async (route) => {
      heldRequests++;
      await held;
      await route.continue();
    },
  );
  await saveButton(page).click();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(panel(page)).toContainText(/Uploading…/);
  await expect(page.getByRole('button', { name: 'Replace file' })).toBeDisabled();
  expect(heldRequests).toBe(1);
  release();
  const id = await savedPhotoID(page);
  await expect(progress).toBeHidden();
  const photo = await readPhoto(page, id);
  expect(photo).toMatchObject({ alt: 'Dropped picture', width: 900, height: 600, mimeType: 'image/png' });
  await expect(panel(page).getByTestId('size-card')).toContainText('640 × 480 pixels');
});

test('an image pasted from the clipboard is taken as the file, but not when pasted into a text input', async ({ page }) => {
  await page.goto(`${adminURL()}/collections/photos/create`);
  const image = await buildImage({ width: 640, height: 640 });
  const paste = (selector: string) =>
    page.evaluate(
      ({ bytes, selector }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], 'pasted.png', { type: 'image/png' }));
        const target = document.querySelector(selector) ?? document.body;
        target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
      },
      { bytes: [...image], selector },
    );
  await page.getByLabel('Alternative text').fill('Pasted picture');
  await paste('input[type=text]');
  // Two frames later React has drawn whatever the paste changed: the drop zone is still there.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByTestId('upload-dropzone')).toBeVisible();
  await paste('body');
  await expect(page.getByTestId('upload-filename')).toHaveText('pasted.png');
  await expect(page.getByTestId('upload-dimensions')).toHaveText('640 × 640 pixels');
  await saveButton(page).click();
  const id = await savedPhotoID(page);
  expect(await readPhoto(page, id)).toMatchObject({ alt: 'Pasted picture', width: 640, height: 640 });
});

test('the focal point is set by a click and by the arrow keys, and saved', async ({ page }) => {
  const photo = await createPhoto(page, 'Focal test');
  await page.goto(`${adminURL()}/collections/photos/${photo.id}`);
  const picker = page.getByRole('slider', { name: 'Focal point' });
  await expect(picker).toHaveAttribute('aria-valuetext', '50% from the left, 50% from the top');
  await previewLoaded(page);
  const box = await picker.boundingBox();
  if (!box) throw new Error('the focal point picker has no box');
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
  await expect(picker).toBeFocused();
  const clicked = Number(await picker.getAttribute('aria-valuenow'));
  expect(clicked).toBeGreaterThan(23);
  expect(clicked).toBeLessThan(27);
  await picker.press('Home');
  await expect(picker).toHaveAttribute('aria-valuetext', '50% from the left, 50% from the top');
  await picker.press('Shift+ArrowLeft');
  await picker.press('Shift+ArrowLeft');
  await picker.press('ArrowDown');
  await expect(picker).toHaveAttribute('aria-valuetext', '30% from the left, 51% from the top');
  await expect(page.getByText('Your changes to the image are applied when you save.')).toBeVisible();

  await saveButton(page).click();
  await expect(toasts(page)).toContainText('Photo saved.');
  await expect.poll(async () => (await readPhoto(page, photo.id)).focalX).toBe(30);
  expect((await readPhoto(page, photo.id)).focalY).toBe(51);
});

test('a crop made with the frame, the keyboard and the inputs is saved as uploadEdits and cuts the image', async ({ page }) => {
  const photo = await createPhoto(page, 'Crop test');
  await page.goto(`${adminURL()}/collections/photos/${photo.id}`);
  await page.getByRole('button', { name: 'Crop', exact: true }).click();
  const frame = page.getByRole('slider', { name: 'Crop area' });
  await expect(frame).toBeVisible();
  await previewLoaded(page);

  // Dragging the lower right corner a quarter of the way in makes a 75 % by 75 % crop.
  const handle = page.getByTestId('crop-handle-se');
  const box = await frame.boundingBox();
  const handleBox = await handle.boundingBox();
  if (!box || !handleBox) throw new Error('the crop frame has no box');
  await page.mouse.move(handleBox.x + handleBox.width / 2, handleBox.y + handleBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.75, { steps: 4 });
  await page.mouse.up();
  const dragged = Number(await page.getByLabel('Width (%)').inputValue());
  expect(dragged).toBeGreaterThan(70);
  expect(dragged).toBeLessThan(80);

  // Exact values typed in, then moved with the keyboard.
  await page.getByLabel('Width (%)').fill('50');
  await page.getByLabel('Height (%)').fill('50');
  await page.getByLabel('Left (%)').fill('10');
  await page.getByLabel('Top (%)').fill('20');
  await frame.focus();
  await frame.press('ArrowRight');
  await expect(page.getByLabel('Left (%)')).toHaveValue('11');
  await frame.press('Shift+ArrowLeft');
  await expect(page.getByLabel('Width (%)')).toHaveValue('49');
  await frame.press('Shift+ArrowRight');

  const request = page.waitForRequest((r) => r.method() === 'PATCH' && new URL(r.url()).pathname === `/api/photos/${photo.id}`);
  await saveButton(page).click();
  expect((await request).postDataJSON().uploadEdits.crop).toStrictEqual({ x: 11, y: 20, width: 50, height: 50, unit: '%' });
  await expect(toasts(page)).toContainText('Photo saved.');
  await expect.poll(async () => (await readPhoto(page, photo.id)).width).toBe(600);
  const cropped = await readPhoto(page, photo.id);
  expect(cropped.height).toBe(400);
  await expect(page.getByTestId('upload-dimensions')).toHaveText('600 × 400 pixels');
});

test('a refused upload keeps the file and every typed value, and a replaced file can be sent again', async ({ page }) => {
  await page.goto(`${adminURL()}/collections/photos/create`);
  // A type the collection does not take is turned away in the browser already.
  await page
    .getByTestId('upload-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText(
    'Files of type text/plain are not accepted here. Accepted: image/*, application/pdf.',
  );

  // A page that only claims to be a PNG passes the browser, and the server refuses it by its content.
  await page.getByTestId('upload-input').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await page.getByLabel('Alternative text').fill('Kept words');
  await page.getByLabel('Credit').fill('Kept credit');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/photos');
  await saveButton(page).click();
  expect((await answer).status()).toBe(400);
  await expect(toasts(page).locator('.toast--error')).toBeVisible();
  await expect(page).toHaveURL(/\/collections\/photos\/create$/);
  await expect(page.getByTestId('upload-filename')).toHaveText('fake.png');
  await expect(page.getByLabel('Alternative text')).toHaveValue('Kept words');
  await expect(page.getByLabel('Credit')).toHaveValue('Kept credit');

  // Replace file: the real image goes with the same typed values.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Replace file' }).click();
  await (await chooser).setFiles({ name: 'real.png', mimeType: 'image/png', buffer: await buildImage() });
  await expect(page.getByTestId('upload-filename')).toHaveText('real.png');
  await saveButton(page).click();
  const id = await savedPhotoID(page);
  expect(await readPhoto(page, id)).toMatchObject({ alt: 'Kept words', credit: 'Kept credit', mimeType: 'image/png' });
});

test('replacing the file of a saved photo sends the new one and shows its sizes', async ({ page }) => {
  const photo = await createPhoto(page, 'Replace test');
  await page.goto(`${adminURL()}/collections/photos/${photo.id}`);
  await expect(page.getByTestId('upload-filename')).toHaveText(photo.filename);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Replace file' }).click();
  await (await chooser).setFiles({
    name: 'wider.png',
    mimeType: 'image/png',
    buffer: await buildImage({ width: 1600, height: 800 }),
  });
  await expect(page.getByRole('button', { name: 'Keep the current file' })).toBeVisible();
  const request = page.waitForRequest((r) => r.method() === 'PATCH' && new URL(r.url()).pathname === `/api/photos/${photo.id}`);
  await saveButton(page).click();
  expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(toasts(page)).toContainText('Photo saved.');
  await expect(page.getByTestId('upload-dimensions')).toHaveText('1600 × 800 pixels');
  const replaced = await readPhoto(page, photo.id);
  expect(replaced).toMatchObject({ width: 1600, height: 800 });
  expect(replaced.filename).toMatch(/^wider(-\d+)?\.png$/);
  await expect(panel(page).getByTestId('size-card')).toContainText('640 × 480 pixels');
});

test('spec 5: an SVG is previewed as an image (a focal point, no crop); a PDF as an icon and its name', async ({ page }) => {
  await page.goto(`${adminURL()}/collections/photos/create`);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#2f5bd3"/></svg>';
  await page
    .getByTestId('upload-input')
    .setInputFiles({ name: 'shape.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(page.getByRole('img', { name: 'Preview of shape.svg' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Focal point' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crop', exact: true })).toHaveCount(0);

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await page.getByTestId('upload-input').setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('upload-filename')).toHaveText('brief.pdf');
  await expect(panel(page).getByRole('img')).toHaveCount(0);
  await expect(panel(page).getByText('No preview for this type of file')).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Focal point' })).toHaveCount(0);
  await page.getByLabel('Alternative text').fill('A brief');
  await saveButton(page).click();
  const id = await savedPhotoID(page);
  const stored = await readPhoto(page, id);
  expect(stored).toMatchObject({ mimeType: 'application/pdf', filename: 'brief.pdf' });
  await expect(panel(page).getByText('No preview for this type of file')).toBeVisible();
  await expect(panel(page).getByRole('link', { name: 'Open the file' })).toHaveAttribute('href', stored.url);
  await expect(panel(page).getByRole('region', { name: 'Sizes' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the create and edit views of an upload collection pass axe in the ${theme} theme`, async ({ page, context }) => {
    await context.addCookies([{ name: 'atrium-theme', value: theme, url: server.url }]);
    const photo = await createPhoto(page, `Axe ${theme}`);
    await page.goto(`${adminURL()}/collections/photos/create`);
    await expect(page.getByTestId('upload-dropzone')).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${adminURL()}/collections/photos/${photo.id}`);
    await expect(page.getByRole('slider', { name: 'Focal point' })).toBeVisible();
    await expect(panel(page).getByTestId('size-card')).toContainText('640 × 480 pixels');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Crop', exact: true }).click();
    await page.getByLabel('Width (%)').fill('60');
    await expectAccessible(page);
  });
}
