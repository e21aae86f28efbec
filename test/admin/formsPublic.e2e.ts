import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

// The demo's public form page (`/forms/:id`, outside the admin): a visitor fills in the seeded contact form, sees
// its confirmation, and the submission is in the admin; a bad email shows the server's own error and stores
// nothing; the workshop sign-up shows its price and follows its redirect; Arabic reads right to left.

type Form = { id: string | number; title: string };

async function formByTitle(request: APIRequestContext, serverURL: string, title: string): Promise<Form> {
  const response = await request.get(`${serverURL}/api/forms?where[title][equals]=${encodeURIComponent(title)}&depth=0`);
  expect(response.status(), await response.text()).toBe(200);
  const { docs } = await response.json();
  expect(docs).toHaveLength(1);
  return docs[0];
}

async function submissionCount(request: APIRequestContext, serverURL: string, formId: Form['id']): Promise<number> {
  const response = await request.get(`${serverURL}/api/form-submissions?where[form][equals]=${formId}&limit=0&depth=0`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).totalDocs;
}

/** A visitor's page: a browser context of its own, never signed in. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a visitor sends the contact form and the submission is listed in the admin', async ({
  adminPage,
  adminURL,
  browser,
  server,
}) => {
  const contact = await formByTitle(adminPage.request, server.url, 'Contact us');
  const page = await visitorPage(browser);
  await page.goto(`${server.url}/forms/${contact.id}`);
  await expect(page).toHaveTitle('Contact us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

  await page.getByLabel('Your name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Topic').selectOption('correction');
  await page.getByLabel('Message').fill('The ferry leaves at 9:40, not 9:30.');
  const posted = page.waitForResponse(
    (response) => response.url().includes('/api/form-submissions') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  const response = await posted;
  expect(response.status(), await response.text()).toBe(201);
  const submission = (await response.json()).doc;

  // The form's confirmation message takes the form's place.
  await expect(page.getByRole('heading', { name: 'Thank you for writing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
  await page.context().close();

  // The admin's list of submissions links to it, and its page shows what was sent.
  await adminPage.goto(`${adminURL}/collections/form-submissions`);
  const link = adminPage.locator(`a[href$="/collections/form-submissions/${submission.id}"]`).first();
  await expect(link).toBeVisible();
  await link.click();
  // The rows in the form's order: name, email, topic, message.
  const values = adminPage.getByRole('textbox', { name: 'Value' });
  await expect(values).toHaveCount(4);
  await expect(values.nth(0)).toHaveValue('Grace Hopper');
  await expect(values.nth(3)).toHaveValue('The ferry leaves at 9:40, not 9:30.');
});

test("a bad email shows the server's error next to the field, and nothing is stored", async ({ adminPage, browser, server }) => {
  const contact = await formByTitle(adminPage.request, server.url, 'Contact us');
  const before = await submissionCount(adminPage.request, server.url, contact.id);
  const page = await visitorPage(browser);
  await page.goto(`${server.url}/forms/${contact.id}`);

  await page.getByLabel('Your name').fill('Ada');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Message').fill('Hello.');
  const posted = page.waitForResponse(
    (response) => response.url().includes('/api/form-submissions') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  const response = await posted;
  expect(response.status()).toBe(400);
  const errors: Array<{ path: string; message: string }> = (await response.json()).errors[0].data.errors;
  const emailError = errors.find((error) => /email/.test(error.path) || /email/i.test(error.message));
  expect(emailError, JSON.stringify(errors)).toBeDefined();

  // The server's own words, tied to the field (aria-describedby) and listed in the summary that takes the focus.
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(emailError!.message);
  await expect(page.locator('.form-errors')).toBeFocused();
  await expect(page.locator('.form-errors')).toContainText(emailError!.message);
  await expectAccessible(page);

  // Corrected, the same page sends it.
  await email.fill('ada@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for writing' })).toBeVisible();
  await page.context().close();
  expect(await submissionCount(adminPage.request, server.url, contact.id)).toBe(before + 1);
});

test('the workshop sign-up shows its price as the fields change and follows its redirect', async ({
  adminPage,
  browser,
  server,
}) => {
  const workshop = await formByTitle(adminPage.request, server.url, 'Watercolour sketching workshop');
  const page = await visitorPage(browser);
  await page.goto(`${server.url}/forms/${workshop.id}`);
  const total = page.locator('output');
  // 40 a ticket, one ticket, the morning session.
  await expect(total).toHaveText(/40[.,]00/);
  await page.getByLabel('Add lunch').check();
  await expect(total).toHaveText(/52[.,]00/);
  await page.getByLabel('Tickets').fill('2');
  await expect(total).toHaveText(/104[.,]00/);
  await page.getByLabel('Evening (5 euros off)').check();
  await expect(total).toHaveText(/94[.,]00/);

  await page.getByLabel('Your name').fill('Lin');
  await page.getByLabel('Email').fill('lin@example.com');
  const posted = page.waitForResponse(
    (response) => response.url().includes('/api/form-submissions') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign up' }).click();
  // The page leaves for the redirect at once, so the answer's body is gone: the status says it was stored.
  expect((await posted).status()).toBe(201);
  await expect(page).toHaveURL(/\/forms\/thank-you\?locale=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await page.context().close();
  // The amount is the server's, worked out from the same rules as the preview.
  const stored = await adminPage.request.get(
    `${server.url}/api/form-submissions?where[form][equals]=${workshop.id}&sort=-createdAt&limit=1&depth=0`,
  );
  expect((await stored.json()).docs[0].payment).toMatchObject({ field: 'total', amount: 94 });
});

test('in Arabic the page reads right to left, and both themes pass axe', async ({ adminPage, browser, server }) => {
  const contact = await formByTitle(adminPage.request, server.url, 'Contact us');
  const page = await visitorPage(browser);
  await page.goto(`${server.url}/forms/${contact.id}?locale=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByLabel('البريد الإلكتروني')).toBeVisible();
  await expect(page.getByRole('button', { name: 'أرسل الرسالة' })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('body')).toHaveCSS(
      'background-color',
      colorScheme === 'dark' ? 'rgb(21, 24, 28)' : 'rgb(255, 255, 255)',
    );
    await expectAccessible(page);
  }
  await page.context().close();
});
