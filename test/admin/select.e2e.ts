import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The texts of a native select's options, and which of them cannot be chosen. */
async function optionsOf(select: Locator): Promise<{ text: string; disabled: boolean }[]> {
  return select
    .locator('option')
    .evaluateAll((options) => options.map((o) => ({ text: o.textContent ?? '', disabled: (o as HTMLOptionElement).disabled })));
}

test('a required select offers only its options: Hero style lists "No hero" once and no empty "None"', async ({
  adminPage: page,
  adminURL,
}) => {
  await page.goto(`${adminURL}/collections/pages/create`);
  const heroStyle = page.getByLabel('Hero style');
  await expect(heroStyle).toHaveValue('lowImpact');
  await expect
    .poll(() => optionsOf(heroStyle))
    .toEqual([
      { text: 'No hero', disabled: false },
      { text: 'High impact (full-bleed image)', disabled: false },
      { text: 'Medium impact (image beside text)', disabled: false },
      { text: 'Low impact (text only)', disabled: false },
    ]);
});

test('a required select with nothing chosen yet prompts for a choice that cannot be chosen back', async ({
  adminPage: page,
  adminURL,
}) => {
  await page.goto(`${adminURL}/globals/site-settings`);
  await page.getByRole('tab', { name: 'Social' }).click();
  await page.getByRole('button', { name: 'Add Profile' }).click();
  // The seeded settings already list profiles; the new row is the last.
  const network = page.getByLabel('Network').last();
  await expect(network).toHaveValue('');
  await expect
    .poll(() => optionsOf(network))
    .toEqual([
      { text: 'Choose one…', disabled: true },
      ...['Instagram', 'Mastodon', 'Bluesky', 'YouTube', 'LinkedIn', 'GitHub', 'RSS'].map((text) => ({ text, disabled: false })),
    ]);
  await network.selectOption('mastodon');
  await expect(network).toHaveValue('mastodon');
  await expect.poll(async () => (await optionsOf(network)).map((o) => o.text)).not.toContain('Choose one…');
});

test('an optional select still offers "None" to empty it', async ({ adminPage: page, adminURL }) => {
  await page.goto(`${adminURL}/collections/specimens/create`);
  const category = page.getByLabel('Category');
  // The form renders after the page loads: wait for its options rather than reading them at once.
  await expect.poll(async () => (await optionsOf(category)).map((o) => o.text)).toEqual(['None', 'Fossil', 'Mineral', 'Plant']);
  await category.selectOption('plant');
  await category.selectOption('');
  await expect(category).toHaveValue('');
});

test('the demo labels its fields and options in German for a German editor', async ({ adminPage: page, adminURL, server }) => {
  await page.context().addCookies([{ name: 'atrium-lng', value: 'de', url: server.url }]);
  await page.goto(`${adminURL}/collections/pages/create`);
  const heroStyle = page.getByLabel('Aufmacher-Stil');
  await expect(heroStyle).toHaveValue('lowImpact');
  await expect
    .poll(async () => (await optionsOf(heroStyle)).map((o) => o.text))
    .toEqual(['Kein Aufmacher', 'Groß (randloses Bild)', 'Mittel (Bild neben dem Text)', 'Klein (nur Text)']);
});
