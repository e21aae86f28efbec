import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Response } from '@playwright/test';
import { reservablePort } from '../helpers/reservablePort.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { startServer, type TestServer } from './startServer.ts';
import { adminUser } from './users.ts';

// Drafts and autosave in the edit view (issue 17, items 3 and 7), on the `memos` test collection (drafts that
// autosave 300 ms after the last change). The spec runs its own server on a fixed port and database folder, so
// it can kill the server mid-edit and start it again where the browser expects it (IndexedDB is per origin).

test.describe.configure({ mode: 'serial' });

let server: TestServer;
let port: number;
let dataDir: string;

const start = async () => {
  server = await startServer({ PORT: String(port), DATA_DIR: dataDir, MEMOS: '1', SEED_POSTS: '0' });
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  port = await reservablePort();
  dataDir = mkdtempSync(join(tmpdir(), 'atrium-autosave-'));
  await start();
});

test.afterAll(async () => {
  await server.close();
});

type Memo = { id: number; title: string; _status?: string };

async function createMemo(page: Page, title: string): Promise<Memo> {
  const response = await page.request.post(`${server.url}/api/memos`, { data: { title, _status: 'published' } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).doc;
}

async function readMemo(page: Page, id: number, query = ''): Promise<Memo> {
  const response = await page.request.get(`${server.url}/api/memos/${id}?depth=0${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The next autosave of memo `id` that the server answers (`PATCH /api/memos/:id?draft=true&autosave=true`). */
const autosaveOf = (page: Page, id: number, options: { timeout?: number } = {}): Promise<Response> =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === 'PATCH' &&
      url.pathname === `/api/memos/${id}` &&
      url.searchParams.get('draft') === 'true' &&
      url.searchParams.get('autosave') === 'true'
    );
  }, options);

const title = (page: Page) => page.getByLabel('Title');
const autosaveStatus = (page: Page) => page.locator('[data-autosave]');
const pill = (page: Page) => page.locator('.draft-status');

test('typing saves a draft by itself, and the header says when', async ({ page }) => {
  await signIn(page, server.url, adminUser);
  const memo = await createMemo(page, 'Autosaved memo');
  await page.goto(`${server.url}/admin/collections/memos/${memo.id}`);
  await expect(pill(page)).toHaveText('Published');
  // Autosave replaces Save draft; publishing stays a click.
  await expect(page.getByRole('button', { name: 'Save draft', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();

  const saved = autosaveOf(page, memo.id);
  await title(page).fill('Autosaved memo, edited');
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  await expect(autosaveStatus(page)).toHaveText(/^Saved at /);
  await expect(pill(page)).toHaveText('Changed since it was published');
  await expectAccessible(page);

  // The draft holds the edit; the published memo is as it was.
  expect((await readMemo(page, memo.id, '&draft=true')).title).toBe('Autosaved memo, edited');
  expect((await readMemo(page, memo.id)).title).toBe('Autosaved memo');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(pill(page)).toHaveText('Published');
  expect((await readMemo(page, memo.id)).title).toBe('Autosaved memo, edited');
});

test('a new document is saved as a draft first, then published', async ({ page }) => {
  await signIn(page, server.url, adminUser);
  await page.goto(`${server.url}/admin/collections/memos/create`);
  await title(page).fill('Born a draft');
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/memos',
  );
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(new URL(response.url()).searchParams.get('draft')).toBe('true');
  const { doc } = await response.json();
  await page.waitForURL(`**/admin/collections/memos/${doc.id}`);
  await expect(pill(page)).toHaveText('Draft');
  // Once it exists, drafts save themselves: no Save draft button.
  await expect(page.getByRole('button', { name: 'Save draft', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(pill(page)).toHaveText('Published');
  const published = await readMemo(page, doc.id);
  expect(published).toMatchObject({ title: 'Born a draft', _status: 'published' });
});

test('the server dies mid-edit: the edit waits in the browser and is saved once the server is back', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, server.url, adminUser);
  const memo = await createMemo(page, 'Outage memo');
  await page.goto(`${server.url}/admin/collections/memos/${memo.id}`);
  await expect(pill(page)).toHaveText('Published');

  await server.kill();
  await title(page).fill('Written while the server was down');
  await expect(autosaveStatus(page)).toHaveText('Server unreachable: your changes are kept in this browser');
  await expect(title(page)).toHaveValue('Written while the server was down');

  // The retry finds the server again (its pause is at most 18 s, so the wait is bounded by that, not by a guess).
  const saved = autosaveOf(page, memo.id, { timeout: 60_000 });
  await start();
  expect((await saved).status()).toBe(200);
  await expect(autosaveStatus(page)).toHaveText(/^Saved at /);
  expect((await readMemo(page, memo.id, '&draft=true')).title).toBe('Written while the server was down');
});

test('the tab is lost while the server is down: the next visit restores the edit and saves it', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, server.url, adminUser);
  const memo = await createMemo(page, 'Crash memo');
  await page.goto(`${server.url}/admin/collections/memos/${memo.id}`);
  await expect(pill(page)).toHaveText('Published');

  await server.kill();
  await title(page).fill('Kept through a crash');
  await expect(autosaveStatus(page)).toHaveText('Server unreachable: your changes are kept in this browser');
  // The tab goes away without a word (a crash, a closed laptop): only IndexedDB has the edit now.
  await page.close({ runBeforeUnload: false });

  await start();
  const next = await context.newPage();
  const saved = autosaveOf(next, memo.id);
  await next.goto(`${server.url}/admin/collections/memos/${memo.id}`);
  await expect(next.getByRole('status').filter({ hasText: 'were restored from this browser' })).toBeVisible();
  await expect(title(next)).toHaveValue('Kept through a crash');
  await expectAccessible(next);
  expect((await saved).status()).toBe(200);
  expect((await readMemo(next, memo.id, '&draft=true')).title).toBe('Kept through a crash');

  // Saved, the browser's copy is gone: a reload shows the server's draft and no notice.
  await next.reload();
  await expect(title(next)).toHaveValue('Kept through a crash');
  await expect(next.getByText('were restored from this browser')).toHaveCount(0);
  await context.close();
});

test('restored changes can be discarded', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, server.url, adminUser);
  const memo = await createMemo(page, 'Discard memo');
  await page.goto(`${server.url}/admin/collections/memos/${memo.id}`);
  await expect(pill(page)).toHaveText('Published');
  await server.kill();
  await title(page).fill('Not wanted after all');
  await expect(autosaveStatus(page)).toHaveText('Server unreachable: your changes are kept in this browser');
  await page.close({ runBeforeUnload: false });
  await start();

  const next = await context.newPage();
  await next.goto(`${server.url}/admin/collections/memos/${memo.id}`);
  await expect(title(next)).toHaveValue('Not wanted after all');
  await next.getByRole('button', { name: 'Discard them' }).click();
  await expect(title(next)).toHaveValue('Discard memo');
  // An autosave of the restored text may have reached the server before the click: then the old text goes back as
  // the next save (a regression: the form showed it as saved and never sent it, and a reload brought the unwanted
  // text back). Either way the server ends with the old title.
  await expect
    .poll(async () => (await (await next.request.get(`${server.url}/api/memos/${memo.id}?draft=true&depth=0`)).json()).title, {
      timeout: 20_000,
    })
    .toBe('Discard memo');
  await expect(autosaveStatus(next)).not.toHaveText(/Saving/);
  await next.reload();
  await expect(title(next)).toHaveValue('Discard memo');
  await expect(next.getByText('were restored from this browser')).toHaveCount(0);
  await context.close();
});

test('a stale autosave still asks the 409 question', async ({ page }) => {
  await signIn(page, server.url, adminUser);
  const memo = await createMemo(page, 'Contested memo');
  await page.goto(`${server.url}/admin/collections/memos/${memo.id}`);
  await expect(pill(page)).toHaveText('Published');
  // Someone else saves a draft after this form loaded the memo.
  const theirs = await page.request.patch(`${server.url}/api/memos/${memo.id}?draft=true`, {
    data: { title: 'Their draft', _status: 'draft' },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);

  const refused = autosaveOf(page, memo.id);
  await title(page).fill('My draft');
  expect((await refused).status()).toBe(409);
  const question = page.getByRole('alertdialog', { name: 'Someone else saved this document' });
  await expect(question).toBeVisible();
  const overwritten = autosaveOf(page, memo.id);
  await question.getByRole('button', { name: /Save mine/ }).click();
  expect((await overwritten).status()).toBe(200);
  expect((await readMemo(page, memo.id, '&draft=true')).title).toBe('My draft');
});

test('unpublish and revert to published ask first, then do what they say', async ({ page }) => {
  await signIn(page, server.url, adminUser);
  const memo = await createMemo(page, 'Revertible memo');
  await page.goto(`${server.url}/admin/collections/memos/${memo.id}`);
  const saved = autosaveOf(page, memo.id);
  await title(page).fill('A draft to drop');
  await saved;
  await expect(pill(page)).toHaveText('Changed since it was published');

  await pill(page).click();
  await page.getByRole('menuitem', { name: 'Revert to published' }).click();
  const revert = page.getByRole('alertdialog', { name: 'Revert to the published version?' });
  await revert.getByRole('button', { name: 'Revert' }).click();
  await expect(pill(page)).toHaveText('Published');
  await expect(title(page)).toHaveValue('Revertible memo');
  expect((await readMemo(page, memo.id, '&draft=true')).title).toBe('Revertible memo');

  await pill(page).click();
  await page.getByRole('menuitem', { name: 'Unpublish' }).click();
  const unpublish = page.getByRole('alertdialog', { name: 'Unpublish Memo?' });
  await unpublish.getByRole('button', { name: 'Unpublish' }).click();
  await expect(pill(page)).toHaveText('Draft');
  expect((await readMemo(page, memo.id, '&draft=true'))._status).toBe('draft');
});

test('Preview asks the server for the address and opens it in a new tab', async ({ page, context }) => {
  await signIn(page, server.url, adminUser);
  const memo = await createMemo(page, 'Previewed memo');
  // The site of the preview address does not exist: the new tab's navigation is answered here.
  await context.route('https://site.example/**', (route) => route.fulfill({ body: 'the site', contentType: 'text/plain' }));
  await page.goto(`${server.url}/admin/collections/memos/${memo.id}`);
  const tab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const opened = await tab;
  await opened.waitForURL(`https://site.example/memos/${memo.id}?locale=en`);
  await opened.close();
});
