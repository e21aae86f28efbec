import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

const cookieName = 'atrium-theme';
const yearInSeconds = 365 * 24 * 60 * 60;
/** `--color-bg` of each theme (theme.css): what the page shows before any app code runs. */
const background = { light: 'rgb(255, 255, 255)', dark: 'rgb(21, 23, 27)' };

const themeCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === cookieName);
type Choice = 'Light' | 'Dark' | 'Automatic';
const radio = (page: Page, name: Choice) => page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name });
/** Clicks a choice where a person does: on its visible label (the radio input itself is visually hidden). */
const choose = (page: Page, name: Choice) =>
  page.getByRole('radiogroup', { name: 'Theme' }).getByText(name, { exact: true }).click();

test.describe('theme', () => {
  test('choosing dark stores it in the theme cookie for 365 days and themes the page', async ({
    adminPage: page,
    adminURL,
    context,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${adminURL}/account`);
    await expect(radio(page, 'Automatic')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await themeCookie(context)).toBeUndefined();

    const chosenFrom = Math.floor(Date.now() / 1000);
    await choose(page, 'Dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const cookie = await themeCookie(context);
    const chosenBy = Math.ceil(Date.now() / 1000);
    expect(cookie?.value).toBe('dark');
    expect(cookie?.path).toBe('/');
    // A year from when the cookie was written (the browser counts Max-Age from then): bounded by the moments
    // around the choice, so a slow machine cannot push it out of a fixed tolerance.
    expect(cookie?.expires ?? 0).toBeGreaterThanOrEqual(chosenFrom + yearInSeconds - 1);
    expect(cookie?.expires ?? 0).toBeLessThanOrEqual(chosenBy + yearInSeconds + 1);
    await expectAccessible(page);

    await choose(page, 'Light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect((await themeCookie(context))?.value).toBe('light');
  });

  test('a stored theme applies before the app’s code runs, so a reload does not flash', async ({
    adminPage: page,
    adminURL,
    context,
    server,
  }) => {
    await context.addCookies([{ name: cookieName, value: 'dark', url: server.url }]);
    await page.emulateMedia({ colorScheme: 'light' });

    // The page as served: the theme script is inline in <head>, ahead of the app's module script.
    const html = await (await page.request.get(`${adminURL}/account`)).text();
    const inline = html.indexOf(`-theme=(light|dark)`);
    expect(inline).toBeGreaterThan(0);
    expect(inline).toBeLessThan(html.indexOf('type="module"'));

    // With the app's scripts refused, whatever theme the page has comes from that inline script alone.
    await page.route('**/admin/assets/*.js', (route) => route.abort());
    await page.goto(`${adminURL}/account`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background.dark);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    await page.unroute('**/admin/assets/*.js');
    await page.reload();
    await expect(radio(page, 'Dark')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('automatic deletes the cookie and follows the system colour scheme as it changes', async ({
    adminPage: page,
    adminURL,
    context,
    server,
  }) => {
    await context.addCookies([{ name: cookieName, value: 'light', url: server.url }]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${adminURL}/account`);
    await expect(radio(page, 'Light')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await choose(page, 'Automatic');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await themeCookie(context)).toBeUndefined();

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(radio(page, 'Automatic')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('an invalid cookie value means the system theme with automatic selected', async ({
    adminPage: page,
    adminURL,
    context,
    server,
  }) => {
    await context.addCookies([{ name: cookieName, value: 'purple', url: server.url }]);
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${adminURL}/account`);
      await expect(radio(page, 'Automatic')).toBeChecked();
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    }
  });

  test('the switcher is a radio group the keyboard can work', async ({ adminPage: page, adminURL, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${adminURL}/account`);
    await radio(page, 'Automatic').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(radio(page, 'Dark')).toBeChecked();
    await expect(radio(page, 'Dark')).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect((await themeCookie(context))?.value).toBe('dark');
    await expectAccessible(page);
  });
});
