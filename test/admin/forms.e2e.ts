import type { Page } from '@playwright/test';
import { test as base, expect, expectAccessible } from './fixtures.ts';
import { startServer, type TestServer } from './startServer.ts';

// The form builder's admin (spec 1, 3 and 5): a price condition's field selector lists the form's own fields by
// label and name without payment blocks, and the amount follows valueType with the number-field hint.

/** This file's server: the e2e server with the form builder (FORMS=1), its payment block on. */
const test = base.extend<object, { server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const server = await startServer({ FORMS: '1', SEED_POSTS: '0' });
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

type Block = Record<string, unknown>;

/** The price conditions of the form's payment block, where the selectors are. */
const conditionsOf = (page: Page) => page.getByRole('group', { name: 'Price conditions', exact: true });

/** A workshop sign-up: a text, a number and a select field, and a payment with one static price condition. */
function buildWorkshopForm(title: string, extra: Block[] = []): { title: string; fields: Block[] } {
  return {
    title,
    fields: [
      { blockType: 'text', name: 'fullName', label: 'Full name', required: true },
      { blockType: 'number', name: 'seats', label: 'Seats' },
      { blockType: 'select', name: 'level', label: 'Level', options: [{ label: 'Beginner', value: 'beginner' }] },
      {
        blockType: 'payment',
        name: 'total',
        label: 'Total',
        basePrice: 40,
        priceConditions: [{ condition: 'hasValue', operator: 'multiply', valueType: 'static', valueForOperator: '2' }],
      },
      ...extra,
    ],
  };
}

async function createForm(page: Page, serverURL: string, data: object): Promise<{ id: number | string }> {
  const response = await page.request.post(`${serverURL}/api/forms?depth=0`, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).doc;
}

async function storedCondition(page: Page, serverURL: string, id: number | string): Promise<Block> {
  const form = await (await page.request.get(`${serverURL}/api/forms/${id}?depth=0`)).json();
  const payment = (form.fields as Block[]).find((block) => block.blockType === 'payment') as { priceConditions: Block[] };
  return payment.priceConditions[0];
}

test('a price condition chooses among the form fields by label and name, and a non-number field gets the hint', async ({
  adminPage: page,
  server,
}) => {
  const form = await createForm(page, server.url, buildWorkshopForm('Pottery workshop'));
  await page.goto(`${server.url}/admin/collections/forms/${form.id}`);

  const fieldToUse = page.getByRole('combobox', { name: 'Field to use' });
  // Every named field of the form, in order, by label and name; the payment block itself is not offered.
  await expect(fieldToUse.locator('option')).toHaveText([
    'Choose a field',
    'Full name (fullName)',
    'Seats (seats)',
    'Level (level)',
  ]);
  // Static: the amount is typed in.
  await expect(conditionsOf(page).getByRole('textbox', { name: 'Value', exact: true })).toHaveValue('2');

  await page.getByRole('radio', { name: 'Value of field' }).check();
  const amount = conditionsOf(page).getByRole('group', { name: 'Value', exact: true });
  await expect(amount.getByRole('status')).toHaveText('Choose the field to use first.');
  await expect(conditionsOf(page).getByRole('textbox', { name: 'Value', exact: true })).toHaveCount(0);

  await fieldToUse.selectOption('fullName');
  await expect(amount.getByRole('status')).toHaveText('The selected field must be a number field');
  await expectAccessible(page);

  await fieldToUse.selectOption('seats');
  await expect(amount.getByRole('status')).toHaveText('The price uses the value submitted in Seats.');
  await fieldToUse.selectOption('level');
  await expect(amount.getByRole('status')).toHaveText('The selected field must be a number field');

  // Saved as Payload stores it: the field's name and the value type.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(() => storedCondition(page, server.url, form.id))
    .toMatchObject({ fieldToUse: 'level', valueType: 'valueOfField' });

  // Dark theme, the saved form opened again: the hint comes from the stored data, and the view passes axe.
  await page.context().addCookies([{ name: 'atrium-theme', value: 'dark', url: server.url }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(conditionsOf(page).getByRole('group', { name: 'Value', exact: true }).getByRole('status')).toHaveText(
    'The selected field must be a number field',
  );
  await expectAccessible(page);

  // Static again: the typed amount is back, and the hint is gone.
  await page.getByRole('radio', { name: 'Static value' }).check();
  await expect(conditionsOf(page).getByRole('textbox', { name: 'Value', exact: true })).toHaveValue('2');
  await expect(page.getByText('The selected field must be a number field')).toHaveCount(0);
});

test('the selector follows the form as it is edited: a renamed field keeps its stored name shown', async ({
  adminPage: page,
  server,
}) => {
  const form = await createForm(page, server.url, {
    ...buildWorkshopForm('Glazing evening'),
    fields: buildWorkshopForm('').fields.map((block) =>
      block.blockType === 'payment'
        ? {
            ...block,
            priceConditions: [{ fieldToUse: 'seats', condition: 'hasValue', operator: 'multiply', valueType: 'valueOfField' }],
          }
        : block,
    ),
  });
  await page.goto(`${server.url}/admin/collections/forms/${form.id}`);
  const fieldToUse = page.getByRole('combobox', { name: 'Field to use' });
  await expect(fieldToUse).toHaveValue('seats');
  const amount = conditionsOf(page).getByRole('group', { name: 'Value', exact: true });
  await expect(amount.getByRole('status')).toHaveText('The price uses the value submitted in Seats.');

  // Renaming the number field: the stored name stays chosen (shown as itself), and it names no number field now.
  await page.locator('#field-fields__1__name').fill('places');
  await expect(fieldToUse).toHaveValue('seats');
  await expect(fieldToUse.locator('option')).toHaveText([
    'Choose a field',
    'seats',
    'Full name (fullName)',
    'Seats (places)',
    'Level (level)',
  ]);
  await expect(amount.getByRole('status')).toHaveText('The selected field must be a number field');
  await fieldToUse.selectOption('places');
  await expect(amount.getByRole('status')).toHaveText('The price uses the value submitted in Seats.');
});

test('a form lists its submissions under it, newest first, each linked to its own view', async ({ adminPage: page, server }) => {
  const form = await createForm(page, server.url, { title: 'Studio visit', fields: buildWorkshopForm('').fields.slice(0, 2) });
  const other = await createForm(page, server.url, { title: 'Other', fields: buildWorkshopForm('').fields.slice(0, 2) });
  const submit = async (formID: number | string, fullName: string) => {
    const response = await page.request.post(`${server.url}/api/form-submissions?depth=0`, {
      data: {
        form: formID,
        submissionData: [
          { field: 'fullName', value: fullName },
          { field: 'seats', value: '2' },
        ],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).doc as { id: number | string };
  };
  await page.goto(`${server.url}/admin/collections/forms/${form.id}`);
  const list = page.getByRole('group', { name: 'Submissions' });
  await expect(list).toContainText('No submissions yet.');

  const first = await submit(form.id, 'Ada Lovelace');
  const second = await submit(form.id, 'Grace Hopper');
  await submit(other.id, 'Not this form');
  await page.reload();
  const rows = list.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(list.locator('tbody td.form-submissions__values')).toHaveText([
    'fullName: Grace Hopper · seats: 2',
    'fullName: Ada Lovelace · seats: 2',
  ]);
  await expect(list.getByRole('link').first()).toHaveAttribute('href', `/admin/collections/form-submissions/${second.id}`);
  await expect(list.getByRole('link').last()).toHaveAttribute('href', `/admin/collections/form-submissions/${first.id}`);
  await expectAccessible(page);
  await page.context().addCookies([{ name: 'atrium-theme', value: 'dark', url: server.url }]);
  await page.reload();
  await expect(list.getByRole('row')).toHaveCount(3);
  await expectAccessible(page);
});
