import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The dialog takes wall-clock time in the user's own zone: the browser here lives in Tokyo (UTC+9, no daylight
// saving), so what the server stores is the entered moment, nine hours earlier in UTC.
test.use({ timezoneId: 'Asia/Tokyo' });

/** A page of the test server: the demo's pages have drafts and scheduled publishing. */
async function firstPage(page: Page, serverURL: string): Promise<{ id: number }> {
  return (await (await page.request.get(`${serverURL}/api/pages?limit=1&depth=0&sort=id`)).json()).docs[0];
}

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule publishing' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('schedules an unpublish at a time in the user’s zone, lists it and cancels it', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const doc = await firstPage(page, server.url);
  await page.goto(`${adminURL}/collections/pages/${doc.id}`);
  const dialog = await openDialog(page);
  await expect(dialog.getByText('In your time zone: Asia/Tokyo')).toBeVisible();
  await expect(dialog.getByText('Nothing is scheduled.')).toBeVisible();

  await dialog.getByRole('radio', { name: 'Unpublish' }).check();
  await dialog.getByLabel('Date and time').fill('2030-01-31T09:30');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  const event = dialog.getByRole('listitem');
  await expect(event).toHaveCount(1);
  await expect(event).toContainText('Unpublish');
  await expect(event).toContainText('January 31st 2030, 9:30 AM');

  const stored = (await (await page.request.get(`${server.url}/api/pages/${doc.id}/schedule`)).json()).docs;
  expect(stored).toHaveLength(1);
  expect(stored[0].waitUntil).toBe('2030-01-31T00:30:00.000Z');
  expect(stored[0].input.type).toBe('unpublish');

  await event.getByRole('button', { name: 'Cancel the Unpublish on January 31st 2030, 9:30 AM' }).click();
  await expect(dialog.getByText('Nothing is scheduled.')).toBeVisible();
  expect((await (await page.request.get(`${server.url}/api/pages/${doc.id}/schedule`)).json()).docs).toEqual([]);
});

test('publishes one locale when one is chosen; an unpublish is for every locale', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const doc = await firstPage(page, server.url);
  await page.goto(`${adminURL}/collections/pages/${doc.id}`);
  const dialog = await openDialog(page);
  await dialog.getByLabel('Locale to publish').selectOption({ label: 'German' });
  await dialog.getByLabel('Date and time').fill('2030-02-01T12:00');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByRole('listitem')).toContainText('February 1st 2030, 12:00 PM · German');
  const [job] = (await (await page.request.get(`${server.url}/api/pages/${doc.id}/schedule`)).json()).docs;
  expect(job.input).toMatchObject({ type: 'publish', locale: 'de' });
  await dialog.getByRole('radio', { name: 'Unpublish' }).check();
  await expect(dialog.getByLabel('Locale to publish')).toHaveCount(0);
  await page.request.delete(`${server.url}/api/pages/${doc.id}/schedule/${job.id}`);
});

test('refuses a moment that has passed, naming the problem at the field', async ({ adminPage: page, adminURL, server }) => {
  const doc = await firstPage(page, server.url);
  await page.goto(`${adminURL}/collections/pages/${doc.id}`);
  const dialog = await openDialog(page);
  await dialog.getByLabel('Date and time').fill('2020-01-31T09:30');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a moment in the future.');
  await expect(dialog.getByLabel('Date and time')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Nothing is scheduled.')).toBeVisible();
});

test('schedules a publish a short moment ahead and the document is published when it comes', async ({
  adminPage: page,
  adminURL,
  server,
}) => {
  const doc = await firstPage(page, server.url);
  await page.request.patch(`${server.url}/api/pages/${doc.id}`, { data: { _status: 'draft' } });
  await page.goto(`${adminURL}/collections/pages/${doc.id}`);
  const dialog = await openDialog(page);
  // A few seconds ahead, written as the browser's own clock and zone show it.
  const soon = await page.evaluate(() => {
    const date = new Date(Date.now() + 4000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  });
  await dialog.getByLabel('Date and time').fill(soon);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect
    .poll(async () => (await (await page.request.get(`${server.url}/api/pages/${doc.id}?depth=0`)).json())._status, {
      timeout: 30_000,
    })
    .toBe('published');
  expect((await (await page.request.get(`${server.url}/api/pages/${doc.id}/schedule`)).json()).docs).toEqual([]);
});
