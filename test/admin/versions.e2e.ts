import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

// The versions views (issue 17, item 7): a document's versions, the diff of two of them, restore; and the
// draft/published pill in lists. On the test server's `revisions` (versions kept) and `notes` (drafts).

type Revision = { id: number; title: string; steps: { id: string; label: string }[] };

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' });
const richText = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: paragraphs.map((p) => ({
      type: 'paragraph',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      textFormat: 0,
      textStyle: '',
      children: [text(p)],
    })),
  },
});

/** A revision saved twice: the summary's words, the score, the steps (swapped, one changed, one added) and the body change. */
async function buildRevision(page: Page, serverURL: string, title: string): Promise<Revision> {
  const created = await page.request.post(`${serverURL}/api/revisions`, {
    data: {
      title,
      summary: 'The quick brown fox jumps',
      score: 1,
      steps: [{ label: 'Mix' }, { label: 'Bake' }],
      body: richText('First paragraph stays.', 'The oven is hot.'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const doc: Revision = (await created.json()).doc;
  const [mix, bake] = doc.steps;
  const updated = await page.request.patch(`${serverURL}/api/revisions/${doc.id}`, {
    data: {
      summary: 'The slow brown fox jumps',
      score: 2,
      steps: [bake, { id: mix.id, label: 'Mix well' }, { label: 'Serve' }],
      body: richText('First paragraph stays.', 'The oven is very hot.'),
    },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return doc;
}

test('the diff of two versions shows each field its own way: words, values, rows by id, rich text', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const revision = await buildRevision(page, server.url, 'Bread recipe');
  await page.goto(`${adminURL}/collections/revisions/${revision.id}`);
  await page.getByRole('link', { name: 'Versions' }).click();
  await expect(page).toHaveURL(new RegExp(`/collections/revisions/${revision.id}/versions$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Versions');
  const rows = page.locator('.versions-table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Newest');

  for (const box of await page.getByRole('checkbox', { name: /Tick the version of/ }).all()) await box.check();
  await page.getByRole('button', { name: 'Compare the two ticked' }).click();

  const summary = page.locator('.diff-field[data-field="summary"]');
  await expect(summary.locator('.diff-cols__side--before .diff-cols__value del')).toHaveText('quick');
  await expect(summary.locator('.diff-cols__side--after .diff-cols__value ins')).toHaveText('slow');
  await expect(summary.locator('.diff-cols__side--after .diff-cols__value')).toHaveText('The slow brown fox jumps');

  const score = page.locator('.diff-field[data-field="score"]');
  await expect(score.locator('.diff-cols__side--before .diff-cols__value')).toHaveText('1');
  await expect(score.locator('.diff-cols__side--after .diff-cols__value')).toHaveText('2');

  // Steps: Bake moved up unchanged, Mix changed in place, Serve added.
  const steps = page.locator('.diff-field[data-field="steps"] .diff-row');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toHaveClass(/diff-row--unchanged/);
  await expect(steps.nth(0)).toContainText('Moved from row 2');
  await expect(steps.nth(1)).toHaveClass(/diff-row--changed/);
  await expect(steps.nth(1)).not.toContainText('Moved');
  await expect(steps.nth(1).locator('ins')).toHaveText('well');
  await expect(steps.nth(2)).toHaveClass(/diff-row--added/);
  await expect(steps.nth(2)).toContainText('Serve');

  const body = page.locator('.diff-field[data-field="body"]');
  await expect(body.locator('.diff-cols__side--after .diff-rich__block--changed ins')).toHaveText('very ');
  await expect(body.locator('.diff-cols__side--after .diff-rich__block--same')).toHaveText('First paragraph stays.');

  // The title did not change: it waits folded under one line.
  const unchanged = page.locator('.diff-fields__unchanged').first();
  await expect(unchanged.locator('summary')).toHaveText('1 unchanged field');
  await expect(unchanged.locator('.diff-field[data-field="title"]')).toBeHidden();
  await unchanged.locator('summary').click();
  await expect(unchanged.locator('.diff-field[data-field="title"]')).toBeVisible();
  await expectAccessible(page);
});

test('restoring a version asks first, then opens the edit view with the restored content', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const revision = await buildRevision(page, server.url, 'Soup recipe');
  await page.goto(`${adminURL}/collections/revisions/${revision.id}/versions`);
  // The oldest version: compared with the version before it, there is none.
  await page.locator('.versions-table tbody tr').last().getByRole('link').click();
  await expect(page.getByText('Nothing before it')).toBeVisible();
  await page.getByLabel('Compare with').selectOption('current');
  await expect(page.locator('.diff-field[data-field="summary"] .diff-cols__side--after .diff-cols__value ins')).toHaveText(
    'slow',
  );

  await page.getByRole('button', { name: 'Restore this version' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Restore this version' }).click();

  await expect(page).toHaveURL(new RegExp(`/collections/revisions/${revision.id}$`));
  await expect(page.getByLabel('Summary')).toHaveValue('The quick brown fox jumps');
  await expect(page.getByLabel('Score')).toHaveValue('1');
  const stored = await (await page.request.get(`${server.url}/api/revisions/${revision.id}?depth=0`)).json();
  expect(stored.summary).toBe('The quick brown fox jumps');
  expect(stored.steps.map((step: { label: string }) => step.label)).toEqual(['Mix', 'Bake']);
  // The restore is itself a save: the versions list has one more.
  await page.goto(`${adminURL}/collections/revisions/${revision.id}/versions`);
  await expect(page.locator('.versions-table tbody tr')).toHaveCount(3);
});

test('lists of a collection with drafts show each document draft or published', async ({ adminPage: page, adminURL, server }) => {
  const draft = await page.request.post(`${server.url}/api/notes?draft=true`, { data: { title: 'Unfinished note' } });
  expect(draft.status(), await draft.text()).toBe(201);
  const published = await page.request.post(`${server.url}/api/notes`, {
    data: { title: 'Finished note', _status: 'published' },
  });
  expect(published.status(), await published.text()).toBe(201);
  await page.goto(`${adminURL}/collections/notes`);
  await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Unfinished note/ }).locator('.status-pill')).toHaveText('Draft');
  await expect(
    page
      .getByRole('row', { name: /Finished note/ })
      .first()
      .locator('.status-pill'),
  ).toHaveText('Published');
});
