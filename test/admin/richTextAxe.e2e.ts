import { kitchenSink } from '@atrium/richtext/fixtures';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Axe on the rich-text editor holding every node kind (issue 20): the kitchen-sink fixture of @atrium/richtext,
// its references pointed at documents of the demo, in both themes, in English and in Arabic (right to left).

type Node = Record<string, unknown> & { type?: string; children?: Node[] };
type Refs = { post: number | string; media: number | string };

async function firstID(page: Page, serverURL: string, collection: string): Promise<number | string> {
  const response = await page.request.get(`${serverURL}/api/${collection}?limit=1&depth=0`);
  expect(response.status()).toBe(200);
  return (await response.json()).docs[0].id;
}

/**
 * The fixture's nodes as the demo's post body accepts them: its blocks become the demo's (a pull quote, a map),
 * its inline blocks a price and a footnote, and its embeds and internal links point at seeded documents.
 */
function forDemo(node: Node, refs: Refs): Node {
  const children = node.children?.map((child) => forDemo(child, refs));
  const withChildren = children ? { ...node, children } : node;
  const id = (node.fields as { id?: string } | undefined)?.id;
  switch (node.type) {
    case 'block':
      return {
        ...node,
        fields:
          (node.fields as { blockType: string }).blockType === 'hero'
            ? {
                id,
                blockName: 'Spring hero',
                blockType: 'pullQuote',
                quote: 'Write as you would speak.',
                attribution: 'An editor',
              }
            : { id, blockName: '', blockType: 'mapEmbed', label: 'São Bento station', location: [-8.6107, 41.1456], zoom: 15 },
      };
    case 'inlineBlock':
      return {
        ...node,
        fields:
          (node.fields as { blockType: string }).blockType === 'price'
            ? { id, blockName: '', blockType: 'price', amount: 49.9, currency: 'EUR' }
            : { id, blockName: '', blockType: 'footnote', note: 'Ask the front desk.' },
      };
    case 'relationship':
      return { type: 'relationship', version: 2, format: node.format ?? '', relationTo: 'posts', value: refs.post };
    case 'upload':
      return { ...node, relationTo: 'media', value: refs.media, fields: { caption: 'A lighthouse at dusk' } };
    case 'link': {
      const fields = node.fields as { linkType: string; newTab: boolean; url?: string };
      return {
        ...withChildren,
        fields:
          fields.linkType === 'internal'
            ? { linkType: 'internal', newTab: fields.newTab, doc: { relationTo: 'posts', value: refs.post } }
            : { linkType: 'custom', newTab: fields.newTab, url: fields.url },
      };
    }
    default:
      return withChildren;
  }
}

/**
 * Fails on any serious or critical axe violation inside the body field (its label, toolbar, editor and cards).
 * The rest of the edit view has specs of its own; on a loaded machine one axe run over the whole form takes most
 * of a test's time.
 */
async function expectEditorAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('.field--richText').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)).toEqual(
    [],
  );
}

/** A post whose body holds every node kind; answers its id. */
async function createKitchenSinkPost(page: Page, serverURL: string): Promise<number | string> {
  const refs = { post: await firstID(page, serverURL, 'posts'), media: await firstID(page, serverURL, 'media') };
  const content = forDemo(kitchenSink.root as unknown as Node, refs);
  const created = await page.request.post(`${serverURL}/api/posts`, {
    data: { title: 'Every node kind', slug: '', content: { root: content } },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).doc.id;
}

for (const language of ['en', 'ar'] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the editor holding every node kind has no serious or critical axe violations (${language}, ${colorScheme})`, async ({
      adminPage: page,
      adminURL,
      server,
    }) => {
      // Loading a long form and an axe run each take long on a busy machine: three times the usual bound.
      test.slow();
      const id = await createKitchenSinkPost(page, server.url);
      await page.context().addCookies([{ name: 'atrium-lng', value: language, url: server.url }]);
      await page.emulateMedia({ colorScheme });
      await page.goto(`${adminURL}/collections/posts/${id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const editor = page.locator('.field--richText [contenteditable="true"]').first();
      await expect(editor).toBeVisible();
      // Every card drawn with what it shows (no placeholder, no document still loading) and every kind present.
      await expect(editor.locator('.loading-placeholder, [aria-busy="true"]')).toHaveCount(0);
      await expect(editor.locator('.rt-card--block')).toHaveCount(2);
      await expect(editor.locator('.rt-card--relationship')).toHaveCount(3);
      await expect(editor.locator('.rt-card--upload')).toHaveCount(2);
      await expect(editor.locator('table')).toHaveCount(3);
      await expect(editor.locator('hr')).toHaveCount(1);
      await expect(editor.locator('.rt-chip')).toHaveCount(4);
      // A colour still moving after the theme is applied would be judged half-way: let transitions end first.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      await expectEditorAccessible(page);
    });
  }
}
