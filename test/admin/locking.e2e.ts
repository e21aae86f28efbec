import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { adminUser, editorUser } from './users.ts';

const title = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
// The demo's posts have drafts with autosave: Publish is the one save button (drafts save themselves).
const saveButton = (page: Page) => page.getByRole('button', { name: 'Publish', exact: true });

/** A page in a browser context of its own (its own cookies), signed in as `account`. */
async function openAs(browser: Browser, serverURL: string, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, serverURL, account);
  return page;
}

test('two editors on one post: the second sees who is editing and takes over; the first is told, read-only, text kept', async ({
  browser,
  server,
  adminURL,
}) => {
  const admin = await openAs(browser, server.url, adminUser);
  const editor = await openAs(browser, server.url, editorUser);
  try {
    // A post of its own: a copy of a seeded one (the demo's posts require a body).
    const seeded = (await (await admin.request.get(`${server.url}/api/posts?limit=1&depth=0`)).json()).docs[0];
    const created = await admin.request.post(`${server.url}/api/posts/${seeded.id}/duplicate`, {
      data: { title: 'Shared draft', slug: `shared-draft-${Date.now()}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const post = (await created.json()).doc;
    const lockURL = `${server.url}/api/posts/${post.id}/lock`;

    // The administrator opens it first and takes the lock.
    await admin.goto(`${adminURL}/collections/posts/${post.id}`);
    await expect(title(admin)).toHaveValue('Shared draft');
    await expect.poll(async () => (await (await admin.request.get(lockURL)).json()).lock?.holder.title).toBe(adminUser.name);

    // The editor opens it: told who is editing, the form read-only.
    await editor.goto(`${adminURL}/collections/posts/${post.id}`);
    const banner = editor.getByRole('status').filter({ hasText: 'is editing this document' });
    await expect(banner).toHaveText(
      `${adminUser.name} is editing this document, so you are viewing it read-only.Take over editing`,
    );
    await expect(title(editor)).toHaveAttribute('readonly', '');
    await expect(saveButton(editor)).toHaveCount(0);

    // The administrator types; autosave stores it as a draft after the editor's view was loaded.
    const typed = 'Shared draft, with words the administrator has not saved';
    await title(admin).fill(typed);
    await expect
      .poll(async () => (await (await admin.request.get(`${server.url}/api/posts/${post.id}?draft=true&depth=0`)).json()).title)
      .toBe(typed);

    // A REST write from the editor's session is refused with 423, naming the administrator.
    const refused = await editor.request.patch(`${server.url}/api/posts/${post.id}`, { data: { title: 'Sneaked in' } });
    expect(refused.status()).toBe(423);
    expect((await refused.json()).errors[0].message).toContain(`${adminUser.name} is editing this Post`);

    // Taking over asks first.
    await banner.getByRole('button', { name: 'Take over editing' }).click();
    const confirm = editor.getByRole('alertdialog', { name: 'Take over editing?' });
    await expect(confirm).toContainText(`${adminUser.name} will be told`);
    await confirm.getByRole('button', { name: 'Take over' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    await expect(title(editor)).not.toHaveAttribute('readonly', '');
    await expect(saveButton(editor)).toBeVisible();
    // Taking over reads the document again: the editor goes on from the administrator's autosave, not the copy the
    // view opened with (a regression: the first save then met the 409 question about a newer save).
    await expect(title(editor)).toHaveValue(typed);

    // The administrator is told, and their form turns read-only with their unsaved text still there to copy.
    const told = admin.getByRole('alertdialog', { name: `${editorUser.name} took over editing` });
    await expect(told).toBeVisible({ timeout: 20_000 });
    await told.getByRole('button', { name: 'Keep viewing' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'took over editing' })).toContainText(
      `${editorUser.name} took over editing. Your unsaved text is kept below, read-only.`,
    );
    await expect(title(admin)).toHaveValue(typed);
    await expect(title(admin)).toHaveAttribute('readonly', '');
    await expect(saveButton(admin)).toHaveCount(0);
    await expect(admin.locator('.field--richText [contenteditable]').first()).toHaveAttribute('contenteditable', 'false');
    // Read-only, not disabled: the text can still be selected and copied.
    await title(admin).selectText();
    expect(
      await admin.evaluate(() => window.getSelection()?.toString() || (document.activeElement as HTMLInputElement).value),
    ).toContain('has not saved');

    // The posts list shows the administrator, in another tab, that the editor has this post open.
    const list = await admin.context().newPage();
    await list.goto(`${adminURL}/collections/posts?where[id][equals]=${post.id}`);
    await expect(
      list.getByRole('link', { name: /Shared draft/ }).getByRole('img', { name: `${editorUser.name} is editing` }),
    ).toBeVisible();
    await list.close();

    // The administrator's own REST write is refused now too; the editor saves.
    const late = await admin.request.patch(`${server.url}/api/posts/${post.id}`, { data: { title: 'Too late' } });
    expect(late.status()).toBe(423);
    expect((await late.json()).errors[0].message).toContain(`${editorUser.name} is editing this Post`);
    await title(editor).fill('Shared draft, taken over');
    await saveButton(editor).click();
    await expect(editor.locator('.toasts')).toContainText('Post published.');

    // Leaving the document lets go of the lock.
    await editor.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Posts' }).click();
    await expect(editor).toHaveURL(`${adminURL}/collections/posts`);
    await expect.poll(async () => (await (await admin.request.get(lockURL)).json()).lock).toBeNull();
  } finally {
    await admin.context().close();
    await editor.context().close();
  }
});

test('two editors on one document without locks: the later save asks the 409 question, and "Save mine anyway" wins', async ({
  browser,
  server,
  adminURL,
}) => {
  // Revisions keep no locks (test/admin/revisions.ts: `lockDocuments: false`), so both editors can type at once.
  const admin = await openAs(browser, server.url, adminUser);
  const editor = await openAs(browser, server.url, editorUser);
  try {
    const created = await admin.request.post(`${server.url}/api/revisions`, { data: { title: 'Both of us' } });
    expect(created.status(), await created.text()).toBe(201);
    const id = (await created.json()).doc.id;
    const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
    await admin.goto(`${adminURL}/collections/revisions/${id}`);
    await editor.goto(`${adminURL}/collections/revisions/${id}`);
    await expect(title(admin)).toHaveValue('Both of us');
    await expect(title(editor)).toHaveValue('Both of us');

    await title(editor).fill('Both of us, the editor’s words');
    await save(editor).click();
    await expect(editor.locator('.toasts')).toContainText('Revision saved.');

    await title(admin).fill('Both of us, the administrator’s words');
    await save(admin).click();
    const question = admin.getByRole('alertdialog', { name: 'Someone else saved this document' });
    await expect(question).toBeVisible();
    // Nothing was replaced unseen, and the administrator's text is still in the form.
    const stored = async () => (await (await admin.request.get(`${server.url}/api/revisions/${id}?depth=0`)).json()).title;
    expect(await stored()).toBe('Both of us, the editor’s words');
    await question.getByRole('button', { name: 'Save mine anyway' }).click();
    await expect(admin.locator('.toasts')).toContainText('Revision saved.');
    expect(await stored()).toBe('Both of us, the administrator’s words');
  } finally {
    await admin.context().close();
    await editor.context().close();
  }
});
