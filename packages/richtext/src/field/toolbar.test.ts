import { buildConfig, type Field, type RichTextAdapter } from '@atrium/core';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { describe, expect, it } from 'vitest';
import type { RichTextClientProps } from './clientProps.ts';
import { lexicalEditor } from './lexicalEditor.ts';
import type { LexicalEditorOptions } from './options.ts';

/** The client props of a field with `options`, as the admin receives them. */
async function clientPropsOf(options: LexicalEditorOptions): Promise<RichTextClientProps> {
  const config = await buildConfig({
    secret: 'toolbar-option-test-secret',
    db: sqliteAdapter({ filename: ':memory:' }),
    collections: [{ slug: 'notes', fields: [{ name: 'body', type: 'richText', editor: lexicalEditor(options) }] }],
  });
  const field = config.collectionsBySlug.notes.flattenedFields.find((f) => f.name === 'body') as Field & {
    editor: RichTextAdapter;
  };
  return field.editor.clientProps!() as RichTextClientProps;
}

describe('the toolbar option', () => {
  it('shows both toolbars unless the field says otherwise', async () => {
    expect((await clientPropsOf({})).toolbar).toBe('both');
    expect((await clientPropsOf({ toolbar: 'inline' })).toolbar).toBe('inline');
    expect((await clientPropsOf({ toolbar: 'fixed' })).toolbar).toBe('fixed');
  });

  it('fails at start-up on a placement it does not know, naming the field', async () => {
    await expect(clientPropsOf({ toolbar: 'floating' as never })).rejects.toThrow(
      /notes.*editor toolbar: "floating" is not one of fixed, inline, both/,
    );
  });
});
