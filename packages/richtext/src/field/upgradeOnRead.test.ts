import { buildConfig, type Field, type RichTextAdapter } from '@atrium/core';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { describe, expect, it } from 'vitest';
import { lexicalEditor } from './lexicalEditor.ts';
import type { LexicalEditorOptions } from './options.ts';

/** The sanitized editor core keeps on the field. */
async function editorOf(options: LexicalEditorOptions): Promise<RichTextAdapter> {
  const config = await buildConfig({
    secret: 'upgrade-on-read-test-secret',
    db: sqliteAdapter({ filename: ':memory:' }),
    collections: [{ slug: 'notes', fields: [{ name: 'body', type: 'richText', editor: lexicalEditor(options) }] }],
  });
  const field = config.collectionsBySlug.notes.flattenedFields.find((f) => f.name === 'body') as Field & {
    editor: RichTextAdapter;
  };
  return field.editor;
}

const oldUpload = () => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [{ type: 'upload', version: 1, relationTo: 'media', value: { id: 4 }, fields: {} }],
  },
});

describe('upgradeOnRead', () => {
  it('upgrades old node versions on read by default', async () => {
    const editor = await editorOf({});
    const value = oldUpload();
    const read = (await editor.afterRead!(value, { readFields: async () => undefined } as never)) as ReturnType<typeof oldUpload>;
    expect(read.root.children[0]).toMatchObject({ type: 'upload', version: 3, value: 4 });
  });

  it('leaves reads alone when turned off and no block field needs reading, so lists can pass through as stored', async () => {
    expect((await editorOf({ upgradeOnRead: false })).afterRead).toBeUndefined();
    const blocks = [{ slug: 'note', fields: [{ name: 'secret', type: 'text' as const, hidden: true }] }];
    expect((await editorOf({ upgradeOnRead: false, blocks })).afterRead).toBeTypeOf('function');
  });
});
