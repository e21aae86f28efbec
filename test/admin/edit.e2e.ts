import type { Page, Route } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { adminUser, editorUser } from './users.ts';

// The edit view (issue 4, item 5; spec 2 "Document headings", 5, 8, 9), on the `specimens` collection and the
// demo's globals.

type Specimen = { id: number; title: string; slug?: string };

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const errorPill = (page: Page) => page.getByRole('button', { name: /errors?: go to/ });
const toasts = (page: Page) => page.locator('.toasts');
const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' });

async function createSpecimen(page: Page, serverURL: string, data: Record<string, unknown>): Promise<Specimen> {
  const response = await page.request.post(`${serverURL}/api/specimens`, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).doc;
}

async function readSpecimen(page: Page, serverURL: string, id: number | string) {
  return page.request.get(`${serverURL}/api/specimens/${id}?depth=0`);
}

/** The document writes the page sends (`POST /api/specimens`, `PATCH …`), leaving out reads, access and preferences. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' || !pathname.startsWith('/api/')) return;
    // Bookkeeping, not the document: permissions, form state, preferences, the editing lock.
    if (/\/access\/|\/form-state$|\/payload-preferences\/|\/lock$/.test(pathname)) return;
    writes.push(`${request.method()} ${pathname}`);
  });
  return writes;
}

test('a new document is checked in the browser first: nothing is sent while invalid, then Ctrl+S creates it', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const writes = recordWrites(page);
  await page.goto(`${adminURL}/collections/specimens/create`);
  await expect(heading(page)).toHaveText('Untitled');
  await page.getByLabel('Count').fill('500');
  await saveButton(page).click();

  await expect(errorPill(page)).toHaveText('2 errors');
  await expect(page.getByLabel('Title')).toBeFocused();
  await expect(page.getByText('Fill in this field.')).toBeVisible();
  expect(writes).toEqual([]);

  await page.getByLabel('Title').fill('First specimen');
  await expect(heading(page)).toHaveText('First specimen');
  await expect(errorPill(page)).toHaveText('1 error');
  await errorPill(page).click();
  await expect(page.getByLabel('Count')).toBeFocused();
  await page.getByLabel('Count').fill('42');
  await expect(errorPill(page)).toBeHidden();
  expect(writes).toEqual([]);

  // Focus is in an input: the shortcut still saves, and the browser's own "save page" never opens.
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(new RegExp(`^${adminURL}/collections/specimens/\\d+$`));
  await expect(toasts(page)).toContainText('Specimen created.');
  await expect(heading(page)).toHaveText('First specimen');
  expect(writes).toEqual(['POST /api/specimens']);
  const id = page.url().split('/').pop()!;
  expect(await (await readSpecimen(page, server.url, id)).json()).toMatchObject({ title: 'First specimen', count: 42 });
  await expect(page.getByRole('complementary', { name: 'Document details' }).getByText(id, { exact: true })).toBeVisible();
});

test('editing: the heading follows the title as it is typed, and Save stores the change', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const doc = await createSpecimen(page, server.url, { title: 'Before edit' });
  const writes = recordWrites(page);
  await page.goto(`${adminURL}/collections/specimens/${doc.id}`);
  await expect(heading(page)).toHaveText('Before edit');
  await expect(page).toHaveTitle(/^Before edit · Specimen/);
  await expect(page.getByRole('link', { name: 'Create new' })).toHaveAttribute('href', /\/collections\/specimens\/create$/);

  // Conditions run on the server, asked while the document loads: a field whose condition fails is never
  // painted (counted at once, without waiting), and appears once the change that satisfies it is judged.
  expect(await page.getByLabel('Spotlight note').count()).toBe(0);

  await page.getByLabel('Title').fill('After edit');
  await expect(heading(page)).toHaveText('After edit');
  await expect(page).toHaveTitle(/^After edit · Specimen/);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByLabel('Featured').check();
  await expect(page.getByLabel('Spotlight note')).toBeVisible();
  await page.getByLabel('Spotlight note').fill('Shown because it is featured');
  await saveButton(page).click();
  await expect(toasts(page)).toContainText('Specimen saved.');
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  expect(writes).toEqual([`PATCH /api/specimens/${doc.id}`]);

  // Nothing is unsaved any more, so reloading asks nothing (a prompt would hold the reload up).
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('After edit');
  await expect(page.getByLabel('Featured')).toBeChecked();
  await expect(page.getByLabel('Spotlight note')).toHaveValue('Shown because it is featured');
  expect(dialogs).toEqual([]);
});

test('an invalid field inside a collapsed row is opened and focused', async ({ adminPage: page, adminURL }) => {
  await page.goto(`${adminURL}/collections/specimens/create`);
  await page.getByLabel('Title').fill('Rows and errors');
  await page.getByRole('button', { name: 'Add Link' }).click();
  const row = page.getByRole('button', { name: /^Row 01/ });
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'false');
  await saveButton(page).click();
  await expect(errorPill(page)).toHaveText('1 error');
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#field-links__0__label')).toBeFocused();
});

test('an invalid field in a tab that is not open is shown and focused', async ({ adminPage: page, adminURL }) => {
  await page.goto(`${adminURL}/collections/specimens/create`);
  await page.getByLabel('Title').fill('Tabs and errors');
  await page.getByLabel('SEO headline').fill('x'.repeat(61));
  await page.getByRole('tab', { name: 'Extras' }).click();
  await expect(page.getByLabel('SEO headline')).toHaveCount(0);
  await page.keyboard.press('Control+s');
  await expect(errorPill(page)).toHaveText('1 error');
  await expect(page.getByRole('tab', { name: /^Search/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('SEO headline')).toBeFocused();
});

test('a value only the server can refuse is marked on its field, focused, and what was typed stays', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  await createSpecimen(page, server.url, { title: 'Holder', slug: 'taken-slug' });
  const doc = await createSpecimen(page, server.url, { title: 'Seeker' });
  await page.goto(`${adminURL}/collections/specimens/${doc.id}`);
  await page.getByLabel('Title').fill('Seeker renamed');
  await page.getByLabel('Slug').fill('taken-slug');
  await page.getByLabel('Title').focus();
  await page.keyboard.press('Control+s');

  await expect(errorPill(page)).toHaveText('1 error');
  await expect(page.getByLabel('Slug')).toBeFocused();
  await expect(page.getByText('Another document already uses this value; it must be unique.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Seeker renamed');
  await expect(page.getByLabel('Slug')).toHaveValue('taken-slug');

  // Changing the value takes the server's error away; the next save goes through.
  await page.getByLabel('Slug').fill('free-slug');
  await expect(errorPill(page)).toBeHidden();
  await page.keyboard.press('Control+s');
  await expect(toasts(page)).toContainText('Specimen saved.');
  expect(await (await readSpecimen(page, server.url, doc.id)).json()).toMatchObject({
    title: 'Seeker renamed',
    slug: 'free-slug',
  });
});

test('a save that fails (connection lost, change refused) keeps every typed value and says what happened', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const doc = await createSpecimen(page, server.url, { title: 'Sturdy' });
  await page.goto(`${adminURL}/collections/specimens/${doc.id}`);
  const title = page.getByLabel('Title');
  await title.fill('Sturdy, changed');

  // The connection drops for the save (a network fault; the server itself is untouched).
  const isSave = (url: URL) => url.pathname === `/api/specimens/${doc.id}`;
  const drop = (route: Route) => (route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue());
  await page.route(isSave, drop);
  await title.focus();
  await page.keyboard.press('Control+s');
  await expect(toasts(page)).toContainText('the server could not be reached');
  await expect(title).toHaveValue('Sturdy, changed');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.unroute(isSave, drop);

  // Back online, the save goes through, and its message takes the error's place (regression: "Not saved" stayed).
  await page.keyboard.press('Control+s');
  await expect(toasts(page)).toContainText('Specimen saved.');
  await expect(toasts(page).locator('.toast--error')).toHaveCount(0);
  expect(await (await readSpecimen(page, server.url, doc.id)).json()).toMatchObject({ title: 'Sturdy, changed' });
  await title.fill('Sturdy, changed twice');

  // Meanwhile someone renames it so that this user may no longer change it (specimens whose title says
  // "read-only" refuse updates): the server's refusal is reported, and the typed value stays.
  const renamed = await page.request.patch(`${server.url}/api/specimens/${doc.id}`, { data: { title: 'Sturdy read-only' } });
  expect(renamed.status()).toBe(200);
  await page.keyboard.press('Control+s');
  await expect(toasts(page)).toContainText('no longer exists, or you may no longer change it');
  await expect(title).toHaveValue('Sturdy, changed twice');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(await (await readSpecimen(page, server.url, doc.id)).json()).toMatchObject({ title: 'Sturdy read-only' });
});

test('a save over someone else’s newer save asks first: Cancel keeps the typed value, then "Save mine anyway" replaces theirs', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const doc = await createSpecimen(page, server.url, { title: 'Shared', summary: 'first' });
  await page.goto(`${adminURL}/collections/specimens/${doc.id}`);
  const title = page.getByLabel('Title');
  await title.fill('Shared, mine');
  // Two saves of one's own in a row are no conflict: each save moves the form to the version it wrote.
  await page.keyboard.press('Control+s');
  await expect(toasts(page)).toContainText('Specimen saved.');
  await title.fill('Shared, mine again');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  expect(await (await readSpecimen(page, server.url, doc.id)).json()).toMatchObject({ title: 'Shared, mine again' });

  // Someone else saves in the meantime.
  const theirs = await page.request.patch(`${server.url}/api/specimens/${doc.id}`, { data: { summary: 'theirs' } });
  expect(theirs.status()).toBe(200);
  await title.fill('Shared, mine at last');
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('alertdialog', { name: 'Someone else saved this document' });
  // The question's text is its description, heard with the title.
  await expect(dialog).toHaveAccessibleDescription(/“Shared, mine at last” was saved by someone else after you opened it\./);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(title).toHaveValue('Shared, mine at last');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(await (await readSpecimen(page, server.url, doc.id)).json()).toMatchObject({
    title: 'Shared, mine again',
    summary: 'theirs',
  });

  // Asked again, the user chooses to replace their version; but a third save lands while the question is
  // open, and replacing only ever replaces the version the question was about: it is asked again.
  await page.keyboard.press('Control+s');
  await expect(dialog).toBeVisible();
  const third = await page.request.patch(`${server.url}/api/specimens/${doc.id}`, { data: { summary: 'theirs again' } });
  expect(third.status()).toBe(200);
  const isSave = (response: { request: () => { method: () => string }; url: () => string }) =>
    response.request().method() === 'PATCH' && response.url().includes(`/api/specimens/${doc.id}`);
  const refused = page.waitForResponse(isSave);
  await dialog.getByRole('button', { name: 'Save mine anyway' }).click();
  expect((await refused).status()).toBe(409);
  await expect(dialog).toBeVisible();
  expect(await (await readSpecimen(page, server.url, doc.id)).json()).toMatchObject({ summary: 'theirs again' });

  const replaced = page.waitForResponse(isSave);
  await dialog.getByRole('button', { name: 'Save mine anyway' }).click();
  expect((await replaced).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText('Specimen saved.');
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  expect(await (await readSpecimen(page, server.url, doc.id)).json()).toMatchObject({
    title: 'Shared, mine at last',
    summary: 'first',
  });
});

test('leaving with unsaved changes asks first: Cancel keeps the typed value, leaving discards it', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const doc = await createSpecimen(page, server.url, { title: 'Guarded' });
  await page.goto(`${adminURL}/collections/specimens/${doc.id}`);
  await page.getByLabel('Title').fill('Guarded, edited');
  const posts = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Posts' });

  await posts.click();
  await expect(leaveDialog(page)).toContainText('Guarded, edited');
  await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(`${adminURL}/collections/specimens/${doc.id}`);
  await expect(page.getByLabel('Title')).toHaveValue('Guarded, edited');

  await posts.click();
  await leaveDialog(page).getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(`${adminURL}/collections/posts`);
  expect(await (await readSpecimen(page, server.url, doc.id)).json()).toMatchObject({ title: 'Guarded' });
});

test('closing the tab with unsaved changes gets the browser prompt', async ({ adminPage: page, adminURL, server }) => {
  const doc = await createSpecimen(page, server.url, { title: 'Tab closer' });
  await page.goto(`${adminURL}/collections/specimens/${doc.id}`);
  // Typed keys count as the user's interaction, which the browser requires before it shows the prompt.
  await page.getByLabel('Title').click();
  await page.keyboard.type(' draft');
  const prompt = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('duplicate asks first when there are unsaved changes, then opens the copy of the saved version', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const doc = await createSpecimen(page, server.url, { title: 'Original piece', slug: 'original-piece' });
  await page.goto(`${adminURL}/collections/specimens/${doc.id}`);
  await page.getByLabel('Title').fill('Original piece, unsaved');
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const question = page.getByRole('alertdialog', { name: 'Duplicate without your changes?' });
  await question.getByRole('button', { name: 'Duplicate without saving' }).click();

  await expect(page).toHaveURL(new RegExp(`^${adminURL}/collections/specimens/(?!${doc.id}$)\\d+$`));
  await expect(heading(page)).toHaveText('Original piece');
  await expect(page.getByLabel('Slug')).toHaveValue('original-piece - Copy');
  await expect(toasts(page)).toContainText('Copy of “Original piece” created.');
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('delete names the document, Cancel keeps it, and confirming returns to the list', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const doc = await createSpecimen(page, server.url, { title: 'Doomed specimen' });
  await page.goto(`${adminURL}/collections/specimens/${doc.id}`);
  const question = page.getByRole('alertdialog', { name: 'Delete Specimen?' });

  // From the keyboard: the menu opens on Enter, the arrow keys move, Enter chooses.
  await page.getByRole('button', { name: 'More actions' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(question).toContainText('“Doomed specimen” will be deleted for good.');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect((await readSpecimen(page, server.url, doc.id)).status()).toBe(200);

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(`${adminURL}/collections/specimens`);
  await expect(toasts(page)).toContainText('Specimen “Doomed specimen” deleted.');
  expect((await readSpecimen(page, server.url, doc.id)).status()).toBe(404);
});

test('deleting a document others link to says which, counted per collection, before anything is deleted', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const made = await page.request.post(`${server.url}/api/categories`, { data: { title: 'Linked category' } });
  expect(made.status(), await made.text()).toBe(201);
  const category = (await made.json()).doc;
  for (const title of ['First linker', 'Second linker'])
    await createSpecimen(page, server.url, { title, shownIn: { relationTo: 'categories', value: category.id } });
  await page.goto(`${adminURL}/collections/categories/${category.id}`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete Category?' });
  // Post bodies may embed a category too: those are not counted, and the question says so.
  const richTextNote = 'Rich text in other documents may also link to it; such links are not counted here.';
  await expect(question.getByRole('status')).toHaveText(
    `Other documents link to it: Specimens (2). Once it is deleted, those links will point to nothing. ${richTextNote}`,
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();

  // A category no field links to is asked about with the rich-text note alone, once the counts have answered.
  const loneMade = await page.request.post(`${server.url}/api/categories`, { data: { title: 'Lonely category' } });
  const lone = (await loneMade.json()).doc;
  await page.goto(`${adminURL}/collections/categories/${lone.id}`);
  const counted = page.waitForResponse((response) => response.url().includes('/api/specimens/count?'));
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  expect((await counted).status()).toBe(200);
  await expect(question).toContainText('“Lonely category” will be deleted for good.');
  await expect(question.getByRole('status')).toHaveText(richTextNote);
  await question.getByRole('button', { name: 'Cancel' }).click();

  // Deleting both from the list asks about them together.
  await page.goto(`${adminURL}/collections/categories?search=category`);
  await page.getByRole('checkbox', { name: 'Select Linked category' }).check();
  await page.getByRole('checkbox', { name: 'Select Lonely category' }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
  const bulk = page.getByRole('alertdialog', { name: /^Delete/ });
  await expect(bulk.getByRole('status')).toHaveText(
    'Other documents link to them: Specimens (2). Once they are deleted, those links will point to nothing. ' +
      'Rich text in other documents may also link to them; such links are not counted here.',
  );
});

test('a new user needs a password: checked in the browser, then the account can sign in', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const writes = recordWrites(page);
  await page.goto(`${adminURL}/collections/users/create`);
  await page.getByLabel('Email').fill('new.editor@example.com');
  await page.getByLabel('Name').fill('Nora New');
  // The default role is computed on the server (a function): the form shows it before the first save.
  await expect(page.getByRole('checkbox', { name: 'Editor' })).toBeChecked();
  await page.getByLabel('New password').fill('long enough');
  await page.getByLabel('Confirm password').fill('long enougH');
  await page.keyboard.press('Control+s');
  await expect(errorPill(page)).toHaveText('1 error');
  await expect(page.getByLabel('Confirm password')).toBeFocused();
  await expect(page.getByText('The two passwords differ.')).toBeVisible();
  expect(writes).toEqual([]);

  await page.getByLabel('Confirm password').fill('long enough');
  await expect(errorPill(page)).toBeHidden();
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(new RegExp(`^${adminURL}/collections/users/\\d+$`));
  await expect(heading(page)).toHaveText('Nora New');
  // Saved, the password is gone from the form: changing it again is behind its own button.
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  const login = await page.request.post(`${server.url}/api/users/login`, {
    data: { email: 'new.editor@example.com', password: 'long enough' },
  });
  expect(login.status()).toBe(200);
});

test('a missing document says so, with the way back to its list', async ({ adminPage: page, adminURL }) => {
  await page.goto(`${adminURL}/collections/specimens/999999`);
  await expect(heading(page)).toHaveText('Not found');
  await expect(page.getByText('This document does not exist, or you are not allowed to see it.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Specimens' }).click();
  await expect(page).toHaveURL(`${adminURL}/collections/specimens`);
});

test('a global is edited and saved: the footer', async ({ adminPage: page, adminURL, server }) => {
  const writes = recordWrites(page);
  await page.goto(`${adminURL}/globals/footer`);
  await expect(heading(page)).toHaveText('Footer');
  const copyright = page.getByLabel('Copyright line');
  await copyright.fill('© {year} Atrium, edited in a test');
  await page.keyboard.press('Control+s');
  await expect(toasts(page)).toContainText('Footer saved.');
  expect(writes).toEqual(['POST /api/globals/footer']);
  const stored = await (await page.request.get(`${server.url}/api/globals/footer?depth=0`)).json();
  expect(stored.copyright).toBe('© {year} Atrium, edited in a test');
  await page.reload();
  await expect(copyright).toHaveValue('© {year} Atrium, edited in a test');
});

test('an editor sees site settings read-only: no Save button, and Ctrl+S sends nothing', async ({ page, adminURL, server }) => {
  await signIn(page, server.url, editorUser);
  const writes = recordWrites(page);
  await page.goto(`${adminURL}/globals/site-settings`);
  await expect(heading(page)).toHaveText('Site settings');
  await expect(page.getByText('You can view this document but not change it.')).toBeVisible();
  await expect(saveButton(page)).toHaveCount(0);
  await expect(page.getByLabel('Site name')).toHaveAttribute('readonly', '');
  await page.getByLabel('Site name').focus();
  await page.keyboard.press('Control+s');
  await expect(page.getByLabel('Site name')).toBeFocused();
  expect(writes).toEqual([]);

  // The header, which editors may change, can be saved.
  await page.goto(`${adminURL}/globals/header`);
  await expect(heading(page)).toHaveText('Header');
  await expect(saveButton(page)).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the create and edit views pass axe (${scheme})`, async ({ adminPage: page, adminURL, server }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${adminURL}/collections/specimens/create`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await saveButton(page).click();
    await expect(errorPill(page)).toHaveText('1 error');
    await expectAccessible(page);

    const doc = await createSpecimen(page, server.url, { title: `Accessible ${scheme}`, slug: `accessible-${scheme}` });
    await page.goto(`${adminURL}/collections/specimens/${doc.id}`);
    await expect(heading(page)).toHaveText(`Accessible ${scheme}`);
    await page.getByLabel('Title').fill('Accessible, edited');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await expectAccessible(page);
  });
}

test('JSON that does not parse is not saved: the save stops, the text and its error stay (regression: it was dropped)', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const doc = await createSpecimen(page, server.url, { title: 'Configured', settings: { a: 1 } });
  await page.goto(`${adminURL}/collections/specimens/${doc.id}`);
  const writes = recordWrites(page);
  const settings = page.getByRole('textbox', { name: 'Settings' });
  await settings.fill('{"a": 2, "b": 3,}');
  await page.keyboard.press('Control+s');
  await expect(errorPill(page)).toBeVisible();
  await expect(settings).toHaveValue('{"a": 2, "b": 3,}');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(writes).toEqual([]);
  expect((await (await readSpecimen(page, server.url, doc.id)).json()).settings).toEqual({ a: 1 });

  await settings.fill('{"a": 2, "b": 3}');
  await page.keyboard.press('Control+s');
  await expect(toasts(page)).toContainText('Specimen saved.');
  expect((await (await readSpecimen(page, server.url, doc.id)).json()).settings).toEqual({ a: 2, b: 3 });
});

test('menus open however they are reached: pressed before the pointer moved, and in the editor toolbar with one tab stop', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const post = (await (await page.request.get(`${server.url}/api/posts?limit=1&depth=0`)).json()).docs[0];
  await page.goto(`${adminURL}/collections/posts/${post.id}`);
  const moreActions = page.getByRole('button', { name: 'More actions' });
  // A press with no pointer movement before it (a touch, an assistive tool): the menu opens, focus in it.
  await moreActions.dispatchEvent('pointerdown');
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(moreActions).toBeFocused();

  // The editor's toolbar keeps one tab stop when the pointer passes over its Insert menu.
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' }).first();
  const insert = toolbar.getByRole('button', { name: 'Insert' });
  await expect(insert).toHaveAttribute('tabindex', '-1');
  await insert.hover();
  await expect(insert).toHaveAttribute('tabindex', '-1');
  await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
  await insert.click();
  await expect(page.getByRole('menuitem', { name: 'Table' })).toBeVisible();
});

test('on a touch screen the first tap opens a menu or a relationship list; a click with no pointer (a screen reader) does too', async ({
  browser,
  server,
  adminURL,
}) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  try {
    await signIn(page, server.url, adminUser);
    const post = (await (await page.request.get(`${server.url}/api/posts?limit=1&depth=0`)).json()).docs[0];
    await page.goto(`${adminURL}/collections/posts/${post.id}`);
    const moreActions = page.getByRole('button', { name: 'More actions' });
    await moreActions.tap();
    await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
    await page.keyboard.press('Escape');
    const author = page.locator('.field--relationship', { has: page.getByRole('combobox', { name: 'Author' }) });
    await author.getByRole('button', { name: 'Show options' }).tap();
    await expect(page.getByRole('option', { name: 'Ada Admin', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // A click that no pointer event came before, on buttons nothing has reached yet.
    await page.goto(`${adminURL}/collections/posts/${post.id}`);
    await expect(moreActions).toBeVisible();
    await moreActions.evaluate((button: HTMLElement) => button.click());
    await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
    await page.keyboard.press('Escape');
    await author.getByRole('button', { name: 'Show options' }).evaluate((button: HTMLElement) => button.click());
    await expect(page.getByRole('option', { name: 'Ada Admin', exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('on a phone the bar says "Unsaved changes" in words, where the link to the list was, until the save', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const doc = await createSpecimen(page, server.url, { title: 'Pocket edit' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${adminURL}/collections/specimens/${doc.id}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Specimens' })).toBeVisible();

  await page.getByLabel('Title').fill('Pocket edit, changed');
  const status = page.getByText('Unsaved changes');
  await expect(status).toBeVisible();
  // Readable, not a one-pixel text for screen readers only beside a dot (as it was on narrow screens).
  expect((await status.boundingBox())?.width ?? 0).toBeGreaterThan(60);
  await expect(crumbs).toBeHidden();

  await saveButton(page).click();
  await expect(toasts(page)).toContainText('Specimen saved.');
  await expect(status).toBeHidden();
  await expect(crumbs.getByRole('link', { name: 'Specimens' })).toBeVisible();
});
