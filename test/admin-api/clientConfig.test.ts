import { buildConfig, clientConfig, type Field, preferencesSlug } from '@atrium/core';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { describe, expect, it } from 'vitest';

const db = sqliteAdapter({ filename: ':memory:' });
const secret = 'a-test-secret-of-enough-length';
const shows = () => true;
const valid = () => true as const;

const fields: Field[] = [
  { name: 'plain', type: 'text' },
  { name: 'conditional', type: 'text', admin: { condition: shows, description: 'Kept' } },
  { name: 'checked', type: 'text', validate: valid },
  { type: 'collapsible', label: 'Box', admin: { condition: shows }, fields: [{ name: 'inside', type: 'text' }] },
  { type: 'row', fields: [{ name: 'inRow', type: 'number', validate: valid }] },
  {
    type: 'tabs',
    tabs: [
      { name: 'seo', admin: { condition: shows }, fields: [{ name: 'keywords', type: 'text' }] },
      { label: 'Other', fields: [{ name: 'other', type: 'text' }] },
    ],
  },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [{ slug: 'hero', fields: [{ name: 'heading', type: 'text', admin: { condition: shows }, validate: valid }] }],
  },
  { name: 'rows', type: 'array', fields: [{ name: 'cell', type: 'text', validate: valid }] },
];

async function clientFields() {
  const config = await buildConfig({ db, secret, collections: [{ slug: 'posts', fields }] });
  const client = clientConfig(config) as { collections: Array<{ fields: any[] }> };
  return client.collections[0].fields;
}

describe('client config markers', () => {
  it('marks fields whose condition or validator is a function, instead of sending the function', async () => {
    const [plain, conditional, checked, box, row, tabs, layout, rows] = await clientFields();
    expect(plain).toStrictEqual({ name: 'plain', type: 'text' });
    expect(conditional).toStrictEqual({ name: 'conditional', type: 'text', admin: { description: 'Kept' }, hasCondition: true });
    expect(checked).toStrictEqual({ name: 'checked', type: 'text', hasValidate: true });
    expect(box).toStrictEqual({
      type: 'collapsible',
      label: 'Box',
      admin: {},
      hasCondition: true,
      fields: [{ name: 'inside', type: 'text' }],
    });
    expect(row.fields[0]).toStrictEqual({ name: 'inRow', type: 'number', hasValidate: true });
    expect(tabs.tabs[0]).toMatchObject({ name: 'seo', hasCondition: true });
    expect(tabs.tabs[1]).not.toHaveProperty('hasCondition');
    expect(layout.blocks[0].fields[0]).toStrictEqual({
      name: 'heading',
      type: 'text',
      admin: {},
      hasCondition: true,
      hasValidate: true,
    });
    expect(rows.fields[0]).toStrictEqual({ name: 'cell', type: 'text', hasValidate: true });
  });

  it('sends no function and no server-side flattened fields', async () => {
    const text = JSON.stringify(await clientFields());
    expect(text).not.toContain('condition"');
    expect(text).not.toContain('"validate"');
    expect(text).not.toContain('flattenedFields');
  });

  it('leaves the compiled field schema of collections and globals on the server', async () => {
    const config = await buildConfig({
      db,
      secret,
      collections: [{ slug: 'posts', fields }],
      globals: [{ slug: 'menu', fields }],
    });
    expect(config.collections[0].fieldSchema.paths.size).toBeGreaterThan(0);
    const client = clientConfig(config) as {
      collections: Array<Record<string, unknown>>;
      globals: Array<Record<string, unknown>>;
    };
    expect(Object.keys(client.collections[0])).not.toContain('fieldSchema');
    expect(Object.keys(client.globals[0])).not.toContain('fieldSchema');
    expect(JSON.stringify(client)).not.toContain('fieldSchema');
  });

  it('lists the preferences collection as hidden when the config has users', async () => {
    const config = await buildConfig({ db, secret, collections: [{ slug: 'users', auth: true, fields: [] }] });
    const client = clientConfig(config) as { collections: Array<{ slug: string; admin: { hidden?: boolean }; fields: any[] }> };
    const preferences = client.collections.find((c) => c.slug === preferencesSlug)!;
    expect(preferences.admin.hidden).toBe(true);
    expect(preferences.fields.map((f) => f.name)).toStrictEqual(['key', 'user', 'value', 'owner', 'ownerKey']);
  });
});
