import { describe, expect, it } from 'vitest';
import { compileSchema, fieldsNeedReadPass, needsReadPassAt } from './compileSchema.ts';
import { flattenFields } from './flattenFields.ts';
import type { Field } from './types.ts';

const shown = (d: Record<string, unknown>) => d.show === true;
const open = (_: unknown, sibling: Record<string, unknown>) => sibling.open === true;

const fields: Field[] = [
  { name: 'title', type: 'text', defaultValue: 'Untitled' },
  { name: 'secret', type: 'text', hidden: true },
  { type: 'row', admin: { condition: shown }, fields: [{ name: 'author', type: 'relationship', relationTo: 'users' }] },
  {
    name: 'layout',
    type: 'blocks',
    localized: true,
    blocks: [
      {
        slug: 'gallery',
        fields: [
          {
            name: 'images',
            type: 'array',
            admin: { condition: open as never },
            fields: [{ name: 'media', type: 'upload', relationTo: 'media', hidden: true }],
          },
        ],
      },
    ],
  },
];

describe('compileSchema', () => {
  const schema = compileSchema(flattenFields(fields));

  it('lists every data field by schema path with its parents, block, localization and rows', () => {
    expect([...schema.paths.keys()]).toStrictEqual([
      'title',
      'secret',
      'author',
      'layout',
      'layout.gallery.images',
      'layout.gallery.images.media',
    ]);
    const media = schema.paths.get('layout.gallery.images.media')!;
    expect(media.parents.map((p) => p.path)).toStrictEqual(['layout', 'layout.gallery.images']);
    expect(media.block?.slug).toBe('gallery');
    expect([media.isLocalized, media.isInRows]).toStrictEqual([true, true]);
    expect(schema.paths.get('title')).toMatchObject({ isLocalized: false, isInRows: false, parents: [] });
  });

  it('collects the conditions around a field, a layout field’s included, outermost first', () => {
    expect(schema.paths.get('author')!.conditions).toHaveLength(1);
    expect(schema.paths.get('author')!.conditions[0]({ show: true }, {}, {})).toBe(true);
    expect(schema.paths.get('layout.gallery.images.media')!.conditions).toStrictEqual([open]);
    expect(schema.paths.get('title')!.conditions).toStrictEqual([]);
  });

  it('answers what reads and writes need to know', () => {
    expect(schema.defaults.map((d) => d.path)).toStrictEqual(['title']);
    expect(schema.hiddenNames).toStrictEqual(['secret']);
    expect(schema.relationTargets).toStrictEqual(['users', 'media']);
    expect(schema).toMatchObject({
      hasLocalizedFields: true,
      hasRelations: true,
      needsReadPass: true,
      hasVirtualFields: false,
      hasFieldReadLogic: false,
    });
    expect(compileSchema(flattenFields([{ name: 'a', type: 'text' }]))).toMatchObject({
      hasLocalizedFields: false,
      hasRelations: false,
      needsReadPass: false,
      hasVirtualFields: false,
    });
  });

  it('finds a read pass needed at any depth', () => {
    const nested = flattenFields([
      { name: 'g', type: 'group', fields: [{ name: 'x', type: 'text', access: { read: () => true } }] },
    ]);
    expect(fieldsNeedReadPass(nested)).toBe(true);
    expect(compileSchema(nested).hasFieldReadLogic).toBe(true);
    expect(fieldsNeedReadPass(flattenFields([{ name: 'g', type: 'group', fields: [{ name: 'x', type: 'text' }] }]))).toBe(false);
  });

  it('needs a read pass for a join on the requested documents only, for hidden fields and hooks on every level', () => {
    const joined = compileSchema(
      flattenFields([
        { name: 'title', type: 'text' },
        { name: 'posts', type: 'join', collection: 'posts', on: 'category' },
      ]),
    );
    expect(joined).toMatchObject({ needsReadPass: false, hasVirtualFields: true });
    expect([needsReadPassAt(joined, 0), needsReadPassAt(joined, 1), needsReadPassAt(joined, 2)]).toStrictEqual([
      true,
      false,
      false,
    ]);
    expect([needsReadPassAt(schema, 0), needsReadPassAt(schema, 1)]).toStrictEqual([true, true]);
    const plain = compileSchema(flattenFields([{ name: 'a', type: 'text' }]));
    expect([needsReadPassAt(plain, 0), needsReadPassAt(plain, 1)]).toStrictEqual([false, false]);
  });
});
