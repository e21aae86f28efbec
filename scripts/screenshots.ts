/**
 * The admin's screenshots, for design review and the docs: `npx tsx scripts/screenshots.ts`.
 *
 * Starts two test servers (test/admin/startServer.ts: one seeded with 24 posts and the admin and editor
 * accounts, one without users for the first-user screen), and captures every main screen at 1280 px and 390 px
 * wide in the light and the dark theme, plus a few in Arabic (right to left) and Japanese, into
 * docs/screenshots/ as `<screen>-<width>-<theme>.png` and `<ar|ja>-<screen>-<width>-<theme>.png`.
 *
 * The Japanese screens need a font with Japanese glyphs on the machine (Debian: `apt-get install fonts-noto-cjk`);
 * without one they show empty boxes.
 *
 * Env: ADMIN_DIST (the admin build to serve; default: the admin's own dist, built when stale), OUT (the output
 * folder; default docs/screenshots), ONLY (a comma-separated list of screen names, to retake a few).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, chromium, type Page } from '@playwright/test';
import { createAdminTranslate } from '../packages/admin/src/i18n/translate.ts';
import { messages as ar } from '../packages/translations/src/ar/index.ts';
import { messages as de } from '../packages/translations/src/de/index.ts';
import { en, type Messages } from '../packages/translations/src/index.ts';
import { messages as ja } from '../packages/translations/src/ja/index.ts';
import { chromiumArgs, chromiumPath } from '../test/admin/browser.ts';
import { fullSpecimenData } from '../test/admin/specimens.ts';
import { startServer, type TestServer } from '../test/admin/startServer.ts';
import { adminUser } from '../test/admin/users.ts';

type Doc = Record<string, any>;
type Theme = 'light' | 'dark';
/** A width and theme, and a language other than English (its files are named `<language>-<screen>-…`). */
type Variant = { width: number; theme: Theme; language?: 'ar' | 'ja' | 'de' };

/** The interface's words in the variant's language, to find buttons by the names a reader of it sees. */
type T = (key: string, vars?: Record<string, unknown>) => string;

/** What a screen needs: the seeded server's data it shows. */
type Fixtures = { postId: string; specimenId: string };

type Screen = {
  name: string;
  /** Shown signed out, on the server without users. */
  firstUser?: boolean;
  /** Shown signed out. */
  signedOut?: boolean;
  /** The whole scrolling page instead of the viewport. */
  fullPage?: boolean;
  /** Only these variants (default: 1280 and 390, light and dark); secondary screens take two, to keep the set small. */
  variants?: Variant[];
  /** Brings the page into the state to capture; the page is already signed in unless signedOut/firstUser. */
  show: (page: Page, fixtures: Fixtures, t: T) => Promise<void>;
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(root, process.env.OUT ?? 'docs/screenshots');
const only = process.env.ONLY ? new Set(process.env.ONLY.split(',')) : null;
const height = 860;
const mobileHeight = 844;

const allVariants: Variant[] = [
  { width: 1280, theme: 'light' },
  { width: 1280, theme: 'dark' },
  { width: 390, theme: 'light' },
  { width: 390, theme: 'dark' },
];

const screens: Screen[] = [
  {
    name: 'login',
    signedOut: true,
    show: async (page, _fixtures, t) => {
      await page.goto('login');
      await page.getByRole('button', { name: t('auth:logIn') }).waitFor();
    },
  },
  {
    name: 'create-first-user',
    firstUser: true,
    variants: [
      { width: 1280, theme: 'light' },
      { width: 390, theme: 'dark' },
    ],
    show: async (page) => {
      await page.goto('create-first-user');
      await page.getByRole('button', { name: 'Create account' }).waitFor();
    },
  },
  {
    name: 'dashboard',
    show: async (page) => {
      await page.goto('');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('.dashboard__card-link').first().waitFor();
    },
  },
  {
    name: 'nav',
    variants: [
      { width: 390, theme: 'light' },
      { width: 390, theme: 'dark' },
    ],
    show: async (page, _fixtures, t) => {
      await page.goto('collections/posts');
      await page.locator('tbody tr').first().waitFor();
      await page.getByRole('button', { name: t('nav:open') }).click();
      await page.locator('.shell__sidebar').getByRole('link').first().waitFor();
      await settle(page);
    },
  },
  {
    name: 'list',
    show: async (page) => {
      await page.goto('collections/posts');
      await page.locator('tbody tr').nth(9).waitFor();
    },
  },
  {
    name: 'list-filter',
    variants: [
      { width: 1280, theme: 'light' },
      { width: 390, theme: 'dark' },
    ],
    show: async (page) => {
      await page.goto('collections/posts');
      await page.locator('tbody tr').first().waitFor();
      await page.getByRole('button', { name: 'Filters' }).click();
      const filters = page.getByRole('region', { name: 'Filters' });
      await filters.getByRole('button', { name: 'Add filter' }).click();
      await filters.getByLabel('Field').selectOption({ label: 'Status' });
      await filters.getByLabel('Operator').selectOption({ label: 'equals' });
      await filters.getByLabel('Value').selectOption({ label: 'Draft' });
      await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
      await page.locator('tbody tr').first().waitFor();
    },
  },
  {
    name: 'edit-post',
    show: async (page, { postId }, t) => {
      await page.goto(`collections/posts/${postId}`);
      // The demo labels the body in each language it ships (Inhalt, المحتوى…): wait for the editor itself.
      await page.locator('[contenteditable="true"]').first().waitFor();
      await page.getByRole('toolbar', { name: t('richText:toolbar') }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'edit-specimen',
    fullPage: true,
    show: async (page, { specimenId }, t) => {
      await page.goto(`collections/specimens/${specimenId}`);
      await page.getByRole('button', { name: t('fields:editDocument', { title: 'Ada Admin' }) }).waitFor();
      await page.locator('.upload-card').waitFor();
      await page.getByRole('button', { name: 'Curator notes' }).click();
      await page.getByLabel('Notes').waitFor();
      await settle(page);
    },
  },
  {
    // A phone with unsaved changes: the bar says so in words where the list link was.
    name: 'edit-unsaved',
    variants: [
      { width: 390, theme: 'light' },
      { width: 390, theme: 'dark' },
      { width: 390, theme: 'light', language: 'de' },
    ],
    show: async (page, { postId }, t) => {
      await page.goto(`collections/posts/${postId}`);
      const title = page.getByRole('textbox', { name: 'Title' });
      await title.fill('Porto to Vigo on the Slow Train, again');
      await title.blur();
      await page.getByText(t('edit:unsavedChanges')).waitFor();
      await settle(page);
    },
  },
  {
    // Someone else saved the post after it was opened: the save asks before replacing their version.
    name: 'edit-conflict',
    variants: [
      { width: 1280, theme: 'light' },
      { width: 390, theme: 'dark' },
      { width: 1280, theme: 'dark', language: 'ar' },
    ],
    show: async (page, { postId }, t) => {
      await page.goto(`collections/posts/${postId}`);
      const title = page.locator('#field-title');
      await title.fill('Porto to Vigo on the Slow Train, again');
      // Their save: any write moves the post's updatedAt past the one this form loaded.
      const answer = await page.request.patch(`${new URL(page.url()).origin}/api/posts/${postId}`, { data: {} });
      if (!answer.ok()) throw new Error(`the other save failed: ${answer.status()}`);
      // Posts have drafts: publishing is the save that would replace what they published.
      await page.getByRole('button', { name: t('version:publish'), exact: true }).click();
      await page.getByRole('alertdialog', { name: t('edit:conflictTitle') }).waitFor();
      await settle(page);
    },
  },
  {
    // A collection's trash: documents deleted from the posts (copies made for the purpose), to restore or delete for good.
    name: 'trash',
    variants: [...allVariants, { width: 1280, theme: 'light', language: 'ar' }, { width: 390, theme: 'dark', language: 'ar' }],
    show: async (page, _fixtures, t) => {
      await page.goto('collections/posts/trash');
      await page.getByRole('button', { name: t('trash:emptyTrash') }).waitFor();
      await settle(page);
    },
  },
  {
    // Deleting a post, whose collection has a trash: the question says where it goes.
    name: 'delete-to-trash',
    variants: [
      { width: 1280, theme: 'light' },
      { width: 390, theme: 'dark' },
      { width: 1280, theme: 'light', language: 'ar' },
    ],
    show: async (page, { postId }, t) => {
      await page.goto(`collections/posts/${postId}`);
      await page.getByRole('button', { name: t('edit:moreActions') }).click();
      await page.getByRole('menuitem', { name: t('general:delete') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('trash:moveToTrash') })
        .waitFor();
      await settle(page);
    },
  },
  {
    // Deleting a category that posts link to: the question says which documents would lose their link.
    name: 'delete-linked',
    variants: [
      { width: 1280, theme: 'light' },
      { width: 390, theme: 'dark' },
      { width: 1280, theme: 'light', language: 'ar' },
    ],
    show: async (page, _fixtures, t) => {
      await page.goto('collections/categories');
      const origin = new URL(page.url()).origin;
      const answer = await page.request.get(`${origin}/api/categories?where[slug][equals]=city-guides&depth=0`);
      const [category] = (await answer.json()).docs;
      await page.goto(`collections/categories/${category.id}`);
      await page.getByRole('button', { name: t('edit:moreActions') }).click();
      await page.getByRole('menuitem', { name: t('general:delete') }).click();
      await page.locator('.linked-from').waitFor();
      await settle(page);
    },
  },
  {
    // A post's SEO tab: the search-appearance panel under its meta fields.
    name: 'edit-seo',
    variants: [
      { width: 1280, theme: 'light' },
      { width: 390, theme: 'dark' },
      { width: 1280, theme: 'light', language: 'ar' },
    ],
    show: async (page, { postId }, t) => {
      await page.goto(`collections/posts/${postId}`);
      await page.getByRole('tab', { name: 'SEO' }).click();
      await page.locator('#field-meta__title').fill('Porto to Vigo on the slow train, and why we keep taking it');
      await page.getByRole('region', { name: t('fields:seoOverview') }).scrollIntoViewIfNeeded();
      await settle(page);
    },
  },
  {
    name: 'edit-errors',
    show: async (page, _fixtures, t) => {
      await page.goto('collections/specimens/create');
      await page.getByLabel('Count').fill('500');
      await page.getByRole('button', { name: t('general:save'), exact: true }).click();
      await page.locator('.error-pill').waitFor();
      // The focused, invalid title shows its focus ring too.
      await settle(page);
    },
  },
  {
    name: 'global',
    show: async (page) => {
      await page.goto('globals/site-settings');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('[data-form-state="ready"]').waitFor();
      await settle(page);
    },
  },
  {
    name: 'account',
    show: async (page) => {
      await page.goto('account');
      await page.getByRole('radiogroup').first().waitFor();
      await settle(page);
    },
  },
  {
    name: 'palette',
    show: async (page) => {
      await page.goto('');
      await page.locator('.dashboard__card-link').first().waitFor();
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await palette.waitFor();
      await page.keyboard.type('po');
      await palette.getByRole('option').first().waitFor();
      await settle(page);
    },
  },
  {
    name: 'bulk-edit',
    show: async (page, _fixtures, t) => {
      await page.goto(`collections/specimens?search=${encodeURIComponent('Shelf')}&sort=title`);
      await page.getByRole('checkbox', { name: t('list:selectRow', { title: 'Shelf specimen 1' }) }).check();
      await page.getByRole('checkbox', { name: t('list:selectRow', { title: 'Shelf specimen 3' }) }).check();
      await page
        .getByRole('region', { name: t('list:bulkActions') })
        .getByRole('button', { name: t('general:edit') })
        .click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('checkbox', { name: 'Count' }).check();
      await drawer.getByRole('textbox', { name: 'Count' }).fill('42');
      await settle(page);
    },
  },
  {
    name: 'delete-confirm',
    variants: [
      { width: 1280, theme: 'dark' },
      { width: 390, theme: 'light' },
    ],
    show: async (page) => {
      await page.goto(`collections/specimens?search=${encodeURIComponent('Shelf')}&sort=title`);
      await page.getByRole('checkbox', { name: 'Select Shelf specimen 2' }).check();
      await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').waitFor();
      await settle(page);
    },
  },
  {
    // A document with drafts, autosave off and scheduling (the test server's pages): the status pill and every
    // action the bar holds (Versions, Create new, Schedule, the menu, Save draft, Publish).
    name: 'edit-draft',
    variants: [
      { width: 1280, theme: 'light' },
      { width: 390, theme: 'dark' },
      { width: 1280, theme: 'dark', language: 'ar' },
      { width: 390, theme: 'light', language: 'ar' },
    ],
    show: async (page, _fixtures, t) => {
      const [doc] = (await (await page.request.get('/api/pages?limit=1&sort=id&depth=0')).json()).docs;
      await page.goto(`collections/pages/${doc.id}`);
      await page.getByRole('button', { name: t('schedule:schedule'), exact: true }).waitFor();
      await settle(page);
    },
  },
  {
    // The demo's media as a grid of thumbnails (an upload collection's list in grid mode).
    name: 'media-grid',
    variants: [
      { width: 1280, theme: 'light' },
      { width: 390, theme: 'dark' },
      { width: 1280, theme: 'dark', language: 'ar' },
    ],
    show: async (page, _fixtures, t) => {
      await page.goto('collections/media');
      await page.getByRole('button', { name: t('media:gridView') }).click();
      await page.locator('img').nth(5).waitFor();
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      await settle(page);
    },
  },
  {
    // A picture's edit view: the preview with its focal point, the file's facts and the generated sizes.
    name: 'media-edit',
    fullPage: true,
    variants: [
      { width: 1280, theme: 'light' },
      { width: 390, theme: 'dark' },
      { width: 1280, theme: 'light', language: 'ar' },
    ],
    show: async (page) => {
      const [doc] = (await (await page.request.get('/api/media?limit=1&sort=id&depth=0')).json()).docs;
      await page.goto(`collections/media/${doc.id}`);
      await page.locator('img').first().waitFor();
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      await settle(page);
    },
  },
  {
    name: 'schedule',
    variants: [
      { width: 1280, theme: 'light' },
      { width: 1280, theme: 'dark' },
      { width: 390, theme: 'light' },
      { width: 390, theme: 'dark' },
      { width: 1280, theme: 'light', language: 'ar' },
      { width: 390, theme: 'dark', language: 'ar' },
    ],
    show: async (page, _fixtures, t) => {
      // The test server's pages have scheduled publishing (test/admin/serve.ts).
      const [doc] = (await (await page.request.get('/api/pages?limit=1&sort=id&depth=0')).json()).docs;
      await page.goto(`collections/pages/${doc.id}`);
      await page.getByRole('button', { name: t('schedule:schedule'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('schedule:title') });
      // The same two events each time (the dialog's own requests): a publish, then an unpublish a week later.
      const path = `/api/pages/${doc.id}/schedule`;
      for (const job of (await (await page.request.get(path)).json()).docs) await page.request.delete(`${path}/${job.id}`);
      await page.request.post(path, { data: { type: 'publish', waitUntil: '2030-03-02T09:00:00Z' } });
      await page.request.post(path, { data: { type: 'unpublish', waitUntil: '2030-03-09T18:30:00Z' } });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t('schedule:schedule'), exact: true }).click();
      await dialog.getByRole('listitem').nth(1).waitFor();
      await dialog.getByLabel(t('schedule:dateTime')).fill('2030-03-16T08:15');
      await settle(page);
    },
  },
];

/** Screens also taken in Arabic (right to left), Japanese and German, with the admin's own strings in those languages. */
const languageShots: { name: string; variant: Variant }[] = [
  { name: 'login', variant: { width: 1280, theme: 'light', language: 'ar' } },
  { name: 'dashboard', variant: { width: 1280, theme: 'light', language: 'ar' } },
  { name: 'list', variant: { width: 1280, theme: 'light', language: 'ar' } },
  { name: 'edit-post', variant: { width: 1280, theme: 'light', language: 'ar' } },
  { name: 'edit-specimen', variant: { width: 1280, theme: 'dark', language: 'ar' } },
  { name: 'edit-errors', variant: { width: 390, theme: 'light', language: 'ar' } },
  { name: 'nav', variant: { width: 390, theme: 'light', language: 'ar' } },
  { name: 'account', variant: { width: 1280, theme: 'dark', language: 'ar' } },
  { name: 'bulk-edit', variant: { width: 1280, theme: 'light', language: 'ar' } },
  { name: 'login', variant: { width: 390, theme: 'light', language: 'ja' } },
  { name: 'dashboard', variant: { width: 1280, theme: 'light', language: 'ja' } },
  { name: 'list', variant: { width: 1280, theme: 'dark', language: 'ja' } },
  { name: 'edit-post', variant: { width: 1280, theme: 'light', language: 'ja' } },
  { name: 'edit-errors', variant: { width: 1280, theme: 'light', language: 'ja' } },
  // German: long words, at the narrowest width too.
  { name: 'list', variant: { width: 390, theme: 'light', language: 'de' } },
  { name: 'edit-post', variant: { width: 390, theme: 'dark', language: 'de' } },
  { name: 'bulk-edit', variant: { width: 1280, theme: 'light', language: 'de' } },
];

/** Lets transitions (drawers, the 250 ms height animation) finish and fonts load before the capture. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

const strings: Record<'en' | 'ar' | 'ja' | 'de', Messages> = {
  en: en as unknown as Messages,
  ar: ar as unknown as Messages,
  ja: ja as unknown as Messages,
  de: de as unknown as Messages,
};

async function api(request: APIRequestContext, method: 'get' | 'post' | 'delete', url: string, data?: unknown): Promise<any> {
  const response = await request[method](url, data === undefined ? {} : { data });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** The documents the screens show: a post with rich text, a specimen with every field filled, three to select. */
async function createFixtures(request: APIRequestContext, serverURL: string): Promise<Fixtures> {
  const apiURL = `${serverURL}/api`;
  const [admin] = (await api(request, 'get', `${apiURL}/users?where[email][equals]=${encodeURIComponent(adminUser.email)}`)).docs;
  const posts = (await api(request, 'get', `${apiURL}/posts?limit=2&sort=title&depth=0`)).docs as Doc[];
  const [post] = (await api(request, 'get', `${apiURL}/posts?where[slug][equals]=porto-to-vigo-on-the-slow-train&depth=0`))
    .docs as Doc[];
  const [category] = (await api(request, 'get', `${apiURL}/categories?limit=1&depth=0`)).docs as Doc[];
  const [media] = (await api(request, 'get', `${apiURL}/media?limit=1&sort=filename&depth=0`)).docs as Doc[];
  const specimen = await api(
    request,
    'post',
    `${apiURL}/specimens?depth=0`,
    fullSpecimenData('Ammonite from Charmouth', {
      author: admin.id,
      related: posts.map((doc) => doc.id),
      category: category.id,
      media: media.id,
    }),
  );
  for (const n of [1, 2, 3]) {
    await api(request, 'post', `${apiURL}/specimens?depth=0`, { title: `Shelf specimen ${n}`, count: n, isFeatured: n === 2 });
  }
  // Three posts in the trash, copies of seeded ones, so the lists and counts of the 24 stay as they are.
  for (const original of posts.concat(post)) {
    const copy = await api(request, 'post', `${apiURL}/posts/${original.id}/duplicate?depth=0`, {});
    await api(request, 'delete', `${apiURL}/posts/${copy.doc.id}?depth=0`);
  }
  return { postId: String(post.id), specimenId: String(specimen.doc.id) };
}

async function capture(browser: Browser, server: TestServer, screen: Screen, variant: Variant, fixtures: Fixtures) {
  const mobile = variant.width < 600;
  const context = await browser.newContext({
    baseURL: `${server.url}/admin/`,
    viewport: { width: variant.width, height: mobile ? mobileHeight : height },
    deviceScaleFactor: 1,
    colorScheme: variant.theme,
    reducedMotion: 'reduce',
    locale: variant.language ?? 'en-GB',
    timezoneId: 'Europe/London',
  });
  // The language cookie, as the account page or the sign-in page's selector would set it.
  if (variant.language) await context.addCookies([{ name: 'atrium-lng', value: variant.language, url: server.url }]);
  // The admin's own translator, so names hold what the page writes (Arabic sets inserted values apart).
  const t = createAdminTranslate(strings[variant.language ?? 'en'], undefined, { isolate: variant.language === 'ar' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => console.error(`  ${screen.name}: page error: ${error.message}`));
  if (!screen.signedOut && !screen.firstUser) {
    const response = await context.request.post(`${server.url}/api/users/login`, {
      data: { email: adminUser.email, password: adminUser.password },
    });
    if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  }
  try {
    await screen.show(page, fixtures, t);
    await page.evaluate(() => document.fonts.ready);
    const file = `${variant.language ? `${variant.language}-` : ''}${screen.name}-${variant.width}-${variant.theme}.png`;
    // No hover left over from the last click (a darker border, a highlighted button).
    await page.mouse.move(0, 0);
    if (screen.fullPage) {
      // A viewport as tall as the page, rather than Playwright's fullPage: that keeps the sticky header and the
      // full-height sidebar where they are on screen instead of painting them at the last scroll position.
      await page.evaluate(() => window.scrollTo(0, 0));
      const fullHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: variant.width, height: fullHeight });
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
    }
    await page.screenshot({ path: join(outDir, file), animations: 'disabled' });
    console.log(`  ${file}`);
  } finally {
    await context.close();
  }
}

mkdirSync(outDir, { recursive: true });
const adminDist: Record<string, string> = process.env.ADMIN_DIST ? { ADMIN_DIST: process.env.ADMIN_DIST } : {};
const [server, emptyServer] = await Promise.all([
  startServer({ ...adminDist, SEED_POSTS: '24' }),
  startServer({ ...adminDist, SEED_POSTS: '0', USERS: '0' }),
]);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  const setup = await browser.newContext();
  await api(setup.request, 'post', `${server.url}/api/users/login`, { email: adminUser.email, password: adminUser.password });
  const fixtures = await createFixtures(setup.request, server.url);
  await setup.close();

  const wanted = (name: string) => !only || only.has(name);
  for (const screen of screens.filter((s) => wanted(s.name))) {
    for (const variant of screen.variants ?? allVariants) {
      await capture(browser, screen.firstUser ? emptyServer : server, screen, variant, fixtures);
    }
  }
  for (const shot of languageShots.filter((s) => wanted(s.name))) {
    const screen = screens.find((s) => s.name === shot.name);
    if (screen) await capture(browser, screen.firstUser ? emptyServer : server, screen, shot.variant, fixtures);
  }
} finally {
  await browser.close();
  await Promise.all([server.close(), emptyServer.close()]);
}
