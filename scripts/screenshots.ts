/**
 * The admin's screenshots, for design review and the docs: `npx tsx scripts/screenshots.ts`.
 *
 * Starts two test servers (test/admin/startServer.ts: one seeded with 24 posts and the admin and editor
 * accounts, one without users for the first-user screen), and captures every main screen at 1280 px and 390 px
 * wide in the light and the dark theme, plus a few in right-to-left, into docs/screenshots/ as
 * `<screen>-<width>-<theme>.png` and `rtl-<screen>-<width>-<theme>.png`.
 *
 * Env: ADMIN_DIST (the admin build to serve; default: the admin's own dist, built when stale), OUT (the output
 * folder; default docs/screenshots), ONLY (a comma-separated list of screen names, to retake a few).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../test/admin/browser.ts';
import { fullSpecimenData } from '../test/admin/specimens.ts';
import { startServer, type TestServer } from '../test/admin/startServer.ts';
import { adminUser } from '../test/admin/users.ts';

type Doc = Record<string, any>;
type Theme = 'light' | 'dark';
type Variant = { width: number; theme: Theme; rtl?: boolean };

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
  show: (page: Page, fixtures: Fixtures) => Promise<void>;
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
    show: async (page) => {
      await page.goto('login');
      await page.getByRole('button', { name: 'Log in' }).waitFor();
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
    show: async (page) => {
      await page.goto('collections/posts');
      await page.locator('tbody tr').first().waitFor();
      await page.getByRole('button', { name: 'Open navigation' }).click();
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
    show: async (page, { postId }) => {
      await page.goto(`collections/posts/${postId}`);
      await page.getByRole('textbox', { name: 'Body' }).waitFor();
      await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'edit-specimen',
    fullPage: true,
    show: async (page, { specimenId }) => {
      await page.goto(`collections/specimens/${specimenId}`);
      await page.getByRole('button', { name: 'Edit “Ada Admin”' }).waitFor();
      await page.locator('.upload-card').waitFor();
      await page.getByRole('button', { name: 'Curator notes' }).click();
      await page.getByLabel('Notes').waitFor();
      await settle(page);
    },
  },
  {
    name: 'edit-errors',
    show: async (page) => {
      await page.goto('collections/specimens/create');
      await page.getByLabel('Count').fill('500');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: /errors?: go to/ }).waitFor();
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
    show: async (page) => {
      await page.goto(`collections/specimens?search=${encodeURIComponent('Shelf')}&sort=title`);
      await page.getByRole('checkbox', { name: 'Select Shelf specimen 1' }).check();
      await page.getByRole('checkbox', { name: 'Select Shelf specimen 3' }).check();
      await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Edit' }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit 2 Specimens' });
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
];

/** Screens also taken right-to-left (document.documentElement.dir = 'rtl'). */
const rtlShots: { name: string; variant: Variant }[] = [
  { name: 'dashboard', variant: { width: 1280, theme: 'light', rtl: true } },
  { name: 'list', variant: { width: 1280, theme: 'light', rtl: true } },
  { name: 'edit-post', variant: { width: 1280, theme: 'light', rtl: true } },
  { name: 'edit-specimen', variant: { width: 1280, theme: 'dark', rtl: true } },
  { name: 'edit-errors', variant: { width: 390, theme: 'light', rtl: true } },
  { name: 'nav', variant: { width: 390, theme: 'light', rtl: true } },
  { name: 'bulk-edit', variant: { width: 1280, theme: 'light', rtl: true } },
];

/** Lets transitions (drawers, the 250 ms height animation) finish and fonts load before the capture. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

/**
 * Right-to-left: the language provider sets `dir` after load, so keep forcing it back (no Arabic yet). A string,
 * not a function: tsx's name helpers do not exist in the page.
 */
const forceRTL = `(() => {
  const apply = () => {
    if (document.documentElement.dir !== 'rtl') document.documentElement.dir = 'rtl';
  };
  const start = () => {
    apply();
    new MutationObserver(apply).observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  };
  if (document.documentElement) return start();
  const wait = new MutationObserver(() => {
    if (!document.documentElement) return;
    wait.disconnect();
    start();
  });
  wait.observe(document, { childList: true });
})();`;

async function api(request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown): Promise<any> {
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
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  if (variant.rtl) await context.addInitScript({ content: forceRTL });
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
    await screen.show(page, fixtures);
    await page.evaluate(() => document.fonts.ready);
    const file = `${variant.rtl ? 'rtl-' : ''}${screen.name}-${variant.width}-${variant.theme}.png`;
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
  for (const shot of rtlShots.filter((s) => wanted(s.name))) {
    const screen = screens.find((s) => s.name === shot.name);
    if (screen) await capture(browser, screen.firstUser ? emptyServer : server, screen, shot.variant, fixtures);
  }
} finally {
  await browser.close();
  await Promise.all([server.close(), emptyServer.close()]);
}
