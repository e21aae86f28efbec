import type { Page } from '@playwright/test';
import { newParagraphAtEnd } from './caret.ts';
import { expect, test } from './fixtures.ts';

// Tables in the rich-text editor (issue 20 item 3; spec 3 cell fields, 4 "Tables", 9 table defaults): the size
// picker, keys between cells, the cell menu and resizing, each checked in the stored Lexical JSON.

type Node = Record<string, unknown> & { type: string; children?: Node[] };
type Doc = Record<string, unknown> & { id: number | string };

/**
 * A copy of a demo post whose body is one paragraph (a short body keeps typing quick on a busy machine), so the
 * edits here never touch what other specs read.
 */
async function copyPost(page: Page, serverURL: string, title: string): Promise<Doc> {
  const found = await page.request.get(`${serverURL}/api/posts?where[slug][equals]=a-year-of-plain-text-notes&depth=0`);
  expect(found.status()).toBe(200);
  const { id: _id, createdAt: _c, updatedAt: _u, slug: _s, ...data } = (await found.json()).docs[0];
  const content = { root: { ...rootOf([paragraph('Timetable')]) } };
  const response = await page.request.post(`${serverURL}/api/posts`, { data: { ...data, content, title, slug: '' } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).doc;
}

/** Publishes the form and answers the stored tables of the post's body (its latest save). */
async function saveAndReadTables(page: Page, serverURL: string, id: Doc['id']): Promise<Node[]> {
  const saved = page.waitForResponse((r) => r.url().includes(`/api/posts/${id}`) && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  expect((await saved).status()).toBe(200);
  const response = await page.request.get(`${serverURL}/api/posts/${id}?depth=0&draft=true`);
  const { content } = (await response.json()) as { content: { root: Node } };
  return content.root.children!.filter((node) => node.type === 'table');
}

// Builders of the stored shapes (Lexical 0.52 as the server writes them).
const tableNode = (rows: Node[], extra: Partial<Node> = {}): Node => ({
  children: rows,
  direction: null,
  format: '',
  indent: 0,
  type: 'table',
  version: 1,
  ...extra,
});
const text = (value: string): Node => ({
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  text: value,
  type: 'text',
  version: 1,
});
const paragraph = (value?: string): Node => ({
  children: value ? [text(value)] : [],
  direction: null,
  format: '',
  indent: 0,
  type: 'paragraph',
  version: 1,
  textFormat: 0,
  textStyle: '',
});
const cell = (value: string | undefined, extra: Partial<Node> = {}): Node => ({
  children: [paragraph(value)],
  direction: null,
  format: '',
  indent: 0,
  type: 'tablecell',
  version: 1,
  backgroundColor: null,
  colSpan: 1,
  headerState: 0,
  rowSpan: 1,
  ...extra,
});
const row = (cells: Node[], extra: Partial<Node> = {}): Node => ({
  children: cells,
  direction: null,
  format: '',
  indent: 0,
  type: 'tablerow',
  version: 1,
  ...extra,
});

const rootOf = (children: Node[]): Node => ({
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  type: 'root',
  version: 1,
});

const body = (page: Page) => page.getByRole('textbox', { name: 'Body' });

/** Opens the post and starts a new paragraph at the end of its body. */
async function openAtEnd(page: Page, adminURL: string, id: Doc['id']) {
  await page.goto(`${adminURL}/collections/posts/${id}`);
  const editor = body(page);
  await newParagraphAtEnd(page, editor);
  return editor;
}

test('a table inserted with the size picker and filled by keyboard only', async ({ adminPage: page, adminURL, server }) => {
  // Generous: every key and save goes through the whole editor and server on a machine shared with other work.
  test.setTimeout(180_000);
  const post = await copyPost(page, server.url, 'Tables by keyboard');
  const editor = await openAtEnd(page, adminURL, post.id);

  // The slash menu opens the picker on 3 × 3; arrows size it, Enter inserts with the caret in the first cell.
  await page.keyboard.type('/table');
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Insert a table' });
  await expect(picker.getByRole('button', { name: 'Columns: 3, rows: 3' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect(picker.getByRole('button', { name: 'Columns: 2, rows: 2' })).toBeFocused();
  await expect(picker).toContainText('2 × 2');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  const table = editor.locator('table');
  await expect(table.locator('tr')).toHaveCount(2);

  // Tab moves on, Tab in the last cell adds a row, Shift+Tab goes back, arrows move between rows.
  await page.keyboard.type('Stop');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Time');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Porto');
  await page.keyboard.press('Tab');
  await page.keyboard.type('9:10');
  await page.keyboard.press('Tab');
  await expect(table.locator('tr')).toHaveCount(3);
  await page.keyboard.type('Vigo');
  await page.keyboard.press('Tab');
  await page.keyboard.type('11:45');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type(' G');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type(' SB');

  // Shift+F10 opens the cell menu from the text; the header column is toggled from the keyboard.
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: 'Cell options' });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  // Header column is the fourth item from the end (Delete row, Delete column, Delete table are last).
  await page.keyboard.press('End');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Header column' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(editor).toBeFocused();

  expect(await saveAndReadTables(page, server.url, post.id)).toEqual([
    tableNode([
      row([cell('Stop', { headerState: 3 }), cell('Time', { headerState: 1 })]),
      row([cell('Porto SB', { headerState: 2 }), cell('9:10')]),
      row([cell('Vigo G', { headerState: 2 }), cell('11:45')]),
    ]),
  ]);

  // Spec 4: a table is never empty. Deleting its last row deletes it (the cell menu, by keyboard again, from
  // the cell clicked after the save took focus to the Publish button).
  await table.locator('td').last().click();
  for (let left = 3; left > 0; left--) {
    await expect(table.locator('tr')).toHaveCount(left);
    await page.keyboard.press('Shift+F10');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Delete row' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(table).toHaveCount(0);
  expect(await saveAndReadTables(page, server.url, post.id)).toEqual([]);
});

test('cells merged, split, coloured and resized with the mouse; the last column deleted deletes the table', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  test.setTimeout(180_000);
  const post = await copyPost(page, server.url, 'Tables by mouse');
  const editor = await openAtEnd(page, adminURL, post.id);

  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Insert' }).click();
  await page.getByRole('menuitem', { name: 'Table' }).click();
  const picker = page.getByRole('dialog', { name: 'Insert a table' });
  await picker.getByRole('button', { name: 'Columns: 3, rows: 2' }).hover();
  await expect(picker).toContainText('3 × 2');
  await picker.getByRole('button', { name: 'Columns: 3, rows: 2' }).click();
  const table = editor.locator('table');
  await expect(table.locator('tr')).toHaveCount(2);
  await expect(table.locator('th')).toHaveCount(3);
  await page.keyboard.type('A');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('B');

  // Spec 4 and 9: cells selected by dragging across them are highlighted rgb(172, 206, 247).
  const bodyCells = table.locator('tr').nth(1).locator('td');
  const from = (await bodyCells.nth(0).boundingBox())!;
  const to = (await bodyCells.nth(1).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(table.locator('.rt-td--selected')).toHaveCount(2);
  await expect(table.locator('.rt-td--selected').first()).toHaveCSS('background-color', 'rgb(172, 206, 247)');

  const cellMenu = async (name: string) => {
    await page.getByRole('button', { name: 'Cell options' }).click();
    await page.getByRole('menu', { name: 'Cell options' }).getByRole('menuitem', { name, exact: true }).click();
  };
  await cellMenu('Merge cells');
  await expect(bodyCells.first()).toHaveAttribute('colspan', '2');
  await cellMenu('Background colour');
  await page.getByRole('menu', { name: 'Background colour' }).getByRole('menuitemradio', { name: 'Blue' }).click();
  await expect(bodyCells.first()).toHaveCSS('background-color', 'rgb(221, 233, 253)');
  // The header row turned off from a cell of the first row.
  await table.locator('th').first().click();
  await page.getByRole('button', { name: 'Cell options' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Header row' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemcheckbox', { name: 'Header row' }).click();
  await expect(table.locator('th')).toHaveCount(0);

  // The first column's end edge dragged 60 px wider, the second row's bottom edge 30 px lower.
  const headCells = table.locator('tr').first().locator('td');
  const widths = await headCells.evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().width)));
  const first = (await headCells.first().boundingBox())!;
  await page.mouse.move(first.x + first.width - 1, first.y + first.height / 2);
  await expect(page.locator('.rt-table-resizer--column')).toBeVisible();
  await page.mouse.down();
  await page.mouse.move(first.x + first.width + 59, first.y + first.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(headCells.first()).toHaveCSS('width', `${widths[0] + 60}px`);
  const secondRow = table.locator('tr').nth(1);
  const rowBox = (await secondRow.boundingBox())!;
  const height = Math.round((await secondRow.evaluate((r) => r.getBoundingClientRect().height)) as number);
  await page.mouse.move(rowBox.x + 20, rowBox.y + rowBox.height - 1);
  await expect(page.locator('.rt-table-resizer--row')).toBeVisible();
  await page.mouse.down();
  await page.mouse.move(rowBox.x + 20, rowBox.y + rowBox.height + 29, { steps: 4 });
  await page.mouse.up();
  await expect(secondRow).toHaveCSS('height', `${height + 30}px`);

  // The column's width goes to the table's colWidths and to the cells starting in it (the merged one spans two).
  const blue = { backgroundColor: '#dde9fd' };
  const colWidths = [widths[0] + 60, widths[1], widths[2]];
  expect(await saveAndReadTables(page, server.url, post.id)).toEqual([
    tableNode(
      [
        row([cell('A', { width: widths[0] + 60 }), cell(undefined), cell(undefined)]),
        row([cell('B', { colSpan: 2, ...blue }), cell(undefined)], { height: height + 30 }),
      ],
      { colWidths },
    ),
  ]);

  // Split gives the merged cell's place back to two cells.
  await bodyCells.first().click();
  await cellMenu('Split cell');
  await expect(bodyCells).toHaveCount(3);
  expect(await saveAndReadTables(page, server.url, post.id)).toEqual([
    tableNode(
      [
        row([cell('A', { width: widths[0] + 60 }), cell(undefined), cell(undefined)]),
        row([cell('B', blue), cell(undefined, blue), cell(undefined)], { height: height + 30 }),
      ],
      { colWidths },
    ),
  ]);

  // Spec 4: deleting the last column deletes the table.
  await bodyCells.first().click();
  for (let left = 3; left > 0; left--) {
    await expect(table.locator('tr').first().locator('td')).toHaveCount(left);
    await cellMenu('Delete column');
  }
  await expect(table).toHaveCount(0);
  expect(await saveAndReadTables(page, server.url, post.id)).toEqual([]);
});
