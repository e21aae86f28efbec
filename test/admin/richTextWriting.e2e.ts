import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Writing in the rich-text editor (issue 20, items 1 and 7): Markdown shortcuts for what a field enables, each
// checked in the stored Lexical JSON, and the inline toolbar over selected text. On copies of a seeded post:
// its body enables every node kind and format, its hero text only headings h1–h4, lists and links.

type Node = Record<string, unknown>;
type Doc = Record<string, unknown> & { id: number | string };

/** A stored editor state holding `children` (an empty paragraph when none). */
const state = (...children: Node[]) => ({
  root: {
    type: 'root',
    version: 1,
    format: '',
    indent: 0,
    direction: null,
    children: children.length > 0 ? children : [paragraph()],
  },
});

// Builders of the stored shapes (Lexical 0.52 as the server writes them).
const text = (value: string, format = 0): Node => ({
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  text: value,
  type: 'text',
  version: 1,
});
const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  children,
  direction: null,
  format: '',
  indent: 0,
  type,
  version: 1,
  ...extra,
});
/** A paragraph's `textFormat` is its first text child's format (text inside a link does not count). */
const paragraph = (...children: Node[]): Node =>
  element('paragraph', children, {
    textFormat: (children.find((child) => child.type === 'text')?.format as number) ?? 0,
    textStyle: '',
  });
const item = (value: number, children: Node[], extra: Node = {}) => element('listitem', children, { value, ...extra });
const list = (listType: 'bullet' | 'number' | 'check', items: Node[]) =>
  element('list', items, { listType, start: 1, tag: listType === 'number' ? 'ol' : 'ul' });
const link = (url: string, ...children: Node[]) =>
  element('link', children, { version: 3, fields: { linkType: 'custom', newTab: false, url } });

/** A copy of a seeded post with its body (and hero text) replaced, so other specs never see the edits. */
async function newPost(page: Page, serverURL: string, title: string, content: Node): Promise<Doc> {
  const found = await page.request.get(`${serverURL}/api/posts?where[slug][equals]=porto-to-vigo-on-the-slow-train&depth=0`);
  const [seeded] = (await found.json()).docs as Doc[];
  const { id: _id, createdAt: _c, updatedAt: _u, slug: _s, ...data } = seeded;
  const hero = { ...(data.hero as Node), type: 'lowImpact', richText: state() };
  const response = await page.request.post(`${serverURL}/api/posts`, { data: { ...data, title, slug: '', content, hero } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).doc;
}

/** Saves the draft with Ctrl+S and reads the stored post back. */
async function saveAndRead(page: Page, serverURL: string, id: Doc['id']): Promise<Doc> {
  await page.keyboard.press('Control+s');
  await expect(page.locator('.toasts')).toContainText('Draft saved.');
  const response = await page.request.get(`${serverURL}/api/posts/${id}?depth=0&draft=true`);
  expect(response.status()).toBe(200);
  return response.json();
}

const children = (value: unknown) => (value as { root: { children: Node[] } }).root.children;

test('each Markdown shortcut makes the node or format it stands for, as stored', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  // Some 400 keystrokes, each a Lexical update: room for a machine shared with other work.
  test.setTimeout(120_000);
  const post = await newPost(page, server.url, 'Markdown shortcuts', state(paragraph(text('Notes:'))));
  await page.goto(`${adminURL}/collections/posts/${post.id}`);
  const editor = page.getByRole('textbox', { name: 'Body' });
  await editor.locator('p').click();
  await page.keyboard.press('End');
  const type = (value: string) => page.keyboard.type(value);
  const enter = async (times = 1) => {
    for (let i = 0; i < times; i++) await page.keyboard.press('Enter');
  };
  // Each shortcut is typed, then seen to take effect before the writer goes on (as a person would).
  const shortcut = async (typed: string, result: Locator, count = 1) => {
    await type(typed);
    await expect(result).toHaveCount(count);
  };

  await enter();
  await shortcut('# ', editor.locator('h1'));
  await type('Title');
  await enter();
  await shortcut('###### ', editor.locator('h6'));
  await type('Small print');
  await enter();
  await shortcut('> ', editor.locator('blockquote'));
  await type('A quote');
  await enter();
  await shortcut('- ', editor.locator('ul'));
  await type('one');
  await enter();
  await type('two');
  await enter(2);
  // The second Enter left the list (its empty item gone) before the next shortcut is typed.
  await expect(editor.locator('ul > li')).toHaveCount(2);
  await shortcut('1. ', editor.locator('ol'));
  await type('first');
  await enter();
  await type('second');
  await enter(2);
  await expect(editor.locator('ol > li')).toHaveCount(2);
  await shortcut('* ', editor.locator('ul'), 2);
  await type('star');
  await enter(2);
  await shortcut('[ ] ', editor.getByRole('checkbox'));
  await type('todo');
  await enter(2);
  // Right after a check list, a checked item joins it.
  await shortcut('[x] ', editor.getByRole('checkbox', { checked: true }));
  await type('done');
  await enter(2);
  await shortcut('--- ', editor.locator('hr'));
  const formats: Array<[string, string, string]> = [
    ['**bold**', 'strong', 'bold'],
    ['*italic*', 'em', 'italic'],
    ['_slanted_', 'em', 'slanted'],
    ['__strong__', 'strong', 'strong'],
    ['~~gone~~', '.rt-strike', 'gone'],
    ['`code`', 'code', 'code'],
    ['==marked==', 'mark', 'marked'],
  ];
  await type('Some ');
  for (const [typed, selector, shown] of formats) {
    await shortcut(typed, editor.locator(selector, { hasText: shown }));
    await type(', ');
  }
  await type('H');
  await shortcut('~2~', editor.locator('sub'));
  await type('O, x');
  await shortcut('^2^', editor.locator('sup'));
  await type(', ');
  await shortcut('++under++', editor.locator('.rt-underline', { hasText: 'under' }));
  await type(', ');
  await shortcut('***both***', editor.locator('strong em, em strong, .rt-bold.rt-italic', { hasText: 'both' }));
  await type(', ');
  await shortcut('[a link](https://example.com/x)', editor.getByRole('link', { name: 'a link' }));
  await type(' and [unsafe](javascript:alert) stay.');
  await expect(editor.locator('p').last()).toContainText('[unsafe](javascript:alert) stay.');

  const saved = await saveAndRead(page, server.url, post.id);
  expect(children(saved.content)).toEqual([
    paragraph(text('Notes:')),
    element('heading', [text('Title')], { tag: 'h1' }),
    element('heading', [text('Small print')], { tag: 'h6' }),
    element('quote', [text('A quote')]),
    list('bullet', [item(1, [text('one')]), item(2, [text('two')])]),
    list('number', [item(1, [text('first')]), item(2, [text('second')])]),
    list('bullet', [item(1, [text('star')])]),
    list('check', [item(1, [text('todo')], { checked: false }), item(2, [text('done')], { checked: true })]),
    { type: 'horizontalrule', version: 1 },
    paragraph(
      text('Some '),
      text('bold', 1),
      text(', '),
      text('italic', 2),
      text(', '),
      text('slanted', 2),
      text(', '),
      text('strong', 1),
      text(', '),
      text('gone', 4),
      text(', '),
      text('code', 16),
      text(', '),
      text('marked', 128),
      text(', H'),
      text('2', 32),
      text('O, x'),
      text('2', 64),
      text(', '),
      text('under', 8),
      text(', '),
      text('both', 3),
      text(', '),
      link('https://example.com/x', text('a link')),
      text(' and [unsafe](javascript:alert) stay.'),
    ),
  ]);
});

test("a field's disabled kinds and heading sizes keep their shortcuts as typed text", async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const post = await newPost(page, server.url, 'Shortcuts a field does not enable', state(paragraph(text('Body.'))));
  await page.goto(`${adminURL}/collections/posts/${post.id}`);
  await page.getByRole('tab', { name: 'Hero' }).click();
  // The hero's text: headings h1–h4, lists and links only.
  const editor = page.getByRole('textbox', { name: 'Text', exact: true });
  await editor.click();
  const lines = ['##### Not a heading', '> Not a quote', '[ ] Not a task', '~~~', '--- '];
  for (const line of lines) {
    await page.keyboard.type(line);
    await expect(editor.locator('p').last()).toHaveText(line);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.type('#### ');
  await expect(editor.locator('h4')).toHaveCount(1);
  await page.keyboard.type('Allowed');
  await expect(editor.locator('h4')).toHaveText('Allowed');
  await expect(editor.locator('p, blockquote, ul, hr')).toHaveCount(lines.length);

  const saved = await saveAndRead(page, server.url, post.id);
  const hero = saved.hero as { richText: unknown };
  expect(children(hero.richText)).toEqual([
    ...lines.map((line) => paragraph(text(line))),
    element('heading', [text('Allowed')], { tag: 'h4' }),
  ]);
});

test('the inline toolbar formats and links selected text, by mouse and by keyboard (Alt+F10, arrows, Escape)', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const post = await newPost(page, server.url, 'Inline toolbar', state(paragraph(text('Pick a word here.'))));
  await page.goto(`${adminURL}/collections/posts/${post.id}`);
  const editor = page.getByRole('textbox', { name: 'Body' });
  const inline = page.getByRole('toolbar', { name: 'Format selection' });
  await editor.locator('p').click();
  await expect(inline).toBeHidden();

  // Keyboard: select "here", Alt+F10 into the bar, Enter and Space press its buttons, Escape goes back.
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expect(inline).toBeVisible();
  await expect(inline).toHaveAttribute('aria-keyshortcuts', 'Alt+F10');
  await page.keyboard.press('Alt+F10');
  const bold = inline.getByRole('button', { name: 'Bold' });
  await expect(bold).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(inline.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(inline.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(editor).toBeFocused();
  await expect(inline).toBeVisible();
  // The fixed toolbar stays (the field's default is both).
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();

  // Mouse: a double-click selects a word; the bar shows beside the line (below it here: above, it would cover the
  // fixed toolbar), and its link button opens the link dialog.
  const word = editor.getByText('Pick a word', { exact: false });
  const box = (await word.boundingBox())!;
  await page.mouse.dblclick(box.x + box.width * 0.6, box.y + box.height / 2);
  await expect(inline).toBeVisible();
  const barBox = (await inline.boundingBox())!;
  const isClearOfLine = barBox.y + barBox.height <= box.y || barBox.y >= box.y + box.height;
  expect(isClearOfLine, `bar ${JSON.stringify(barBox)}, line ${JSON.stringify(box)}`).toBe(true);
  await inline.getByRole('button', { name: 'Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert link' });
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://example.com/word');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.getByRole('link', { name: 'word' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(inline).toBeHidden();

  const saved = await saveAndRead(page, server.url, post.id);
  expect(children(saved.content)).toEqual([
    paragraph(text('Pick a '), link('https://example.com/word', text('word')), text(' '), text('here', 3), text('.')),
  ]);
});
