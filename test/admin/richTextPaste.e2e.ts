import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Pasting into the rich-text editor (issue 20, item 6): HTML from a word processor, a document editor and a web
// page (samples in ./paste/, written for these tests) becomes the nodes and formats the post body enables; links
// pass spec 5's check; images become uploads in the media collection, or are left out with a notice.

type Doc = Record<string, unknown> & { id: number | string };

const sample = (name: string) => readFileSync(new URL(`./paste/${name}`, import.meta.url), 'utf8');
const expected = (name: string) => JSON.parse(sample(`${name}.expected.json`)) as unknown;

async function copyPost(page: Page, serverURL: string, title: string): Promise<Doc> {
  const response = await page.request.get(`${serverURL}/api/posts?where[slug][equals]=a-year-of-plain-text-notes&depth=0`);
  expect(response.status()).toBe(200);
  const { id: _id, createdAt: _c, updatedAt: _u, slug: _s, ...data } = (await response.json()).docs[0];
  const created = await page.request.post(`${serverURL}/api/posts`, { data: { ...data, title, slug: '' } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).doc;
}

/** The post's stored rich text (its latest save, a draft included). */
async function storedContent(page: Page, serverURL: string, id: Doc['id']): Promise<unknown> {
  const response = await page.request.get(`${serverURL}/api/posts/${id}?depth=0&draft=true`);
  expect(response.status()).toBe(200);
  return (await response.json()).content;
}

/** Empties the editor, then pastes: a real `paste` event whose clipboard holds `html` and/or image files. */
async function paste(editor: Locator, { html, png }: { html?: string; png?: string }) {
  await editor.click();
  await editor.press('Control+a');
  await editor.press('Backspace');
  await expect(editor).toHaveText('');
  await editor.evaluate(
    (root, { html, png }) => {
      const data = new DataTransfer();
      if (html !== undefined) data.setData('text/html', html);
      if (png !== undefined) {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], 'screenshot.png', { type: 'image/png' }));
      }
      root.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { html, png },
  );
}

/** Saves a draft (Ctrl+S) and waits for the server's answer. */
async function save(page: Page) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/posts\/[^/?]+/.test(r.url()));
  await page.keyboard.press('Control+s');
  expect((await saved).status()).toBe(200);
}

/** Upload nodes get a new random id: checked for its shape, then replaced so the rest compares strictly. */
function withUploadIDs(content: any, ids: string[] = []): any {
  for (const node of content.root.children) {
    if (node.type === 'upload') {
      expect(node.id).toMatch(/^[0-9a-f]{24}$/);
      ids.push(node.id);
      node.id = '<node id>';
    }
  }
  return content;
}

test('HTML pasted from Word, Google Docs and a web page is stored as the nodes the body enables', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  // Three pastes, two uploads and four saves on one page: more than one quick test's share of time.
  test.slow();
  const post = await copyPost(page, server.url, 'Pasted from elsewhere');
  await page.goto(`${adminURL}/collections/posts/${post.id}`);
  const editor = page.getByRole('textbox', { name: 'Body' });
  // The editor's code loads after the form: on a machine busy with other work that can take a while.
  await expect(editor).toBeVisible({ timeout: 30_000 });
  const toasts = page.locator('.toasts');

  // Word: its list paragraphs become nested lists, the unsafe link plain text, the picture on the copier's disk
  // is left out with a notice.
  await paste(editor, { html: sample('word.html') });
  await expect(editor.locator('h1')).toHaveText('Porto in three days');
  await expect(toasts).toContainText('Images stored on another site or on your computer were left out.');
  await save(page);
  expect(await storedContent(page, server.url, post.id)).toEqual(expected('word'));

  // Google Docs: formats from span styles, nested lists written inside the outer list, the table.
  await paste(editor, { html: sample('googleDocs.html') });
  await expect(editor.locator('h1')).toHaveText('Night trains of the Iberian coast');
  await save(page);
  expect(await storedContent(page, server.url, post.id)).toEqual(expected('googleDocs'));

  // A web page: scripts, styles, the iframe and the form go; its data: image becomes a media document.
  const mediaBefore = await page.request.get(`${server.url}/api/media?limit=1&sort=-createdAt&depth=0`);
  const lastMediaBefore = (await mediaBefore.json()).docs[0]?.id;
  await paste(editor, { html: sample('webPage.html') });
  await expect(page.locator('.rt-card--upload')).toBeVisible();
  await save(page);
  const media = await page.request.get(`${server.url}/api/media?limit=1&sort=-createdAt&depth=0`);
  const [image] = (await media.json()).docs;
  expect(image.id).not.toBe(lastMediaBefore);
  expect(image.alt).toBe('Oysters on ice at the Rúa das Ostras');
  const webPage = JSON.stringify(expected('webPage')).replace('"<media id>"', JSON.stringify(image.id));
  expect(withUploadIDs(await storedContent(page, server.url, post.id))).toEqual(JSON.parse(webPage));

  // An image file alone on the clipboard (a screenshot) becomes an upload too.
  await paste(editor, { png: sample('pixel.png.b64').trim() });
  await expect(page.locator('.rt-card--upload')).toBeVisible();
  await save(page);
  const screenshot = (await (await page.request.get(`${server.url}/api/media?limit=1&sort=-createdAt&depth=0`)).json()).docs[0];
  expect(screenshot.alt).toBe('screenshot');
  const content = withUploadIDs(await storedContent(page, server.url, post.id));
  expect(content.root.children).toEqual([
    {
      type: 'upload',
      version: 3,
      id: '<node id>',
      relationTo: 'media',
      value: screenshot.id,
      fields: {},
      format: '',
    },
  ]);
});
