import { type CollectionConfig, clientConfig } from '@atrium/core';
import { lexicalEditor } from '@atrium/richtext';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringifyQuery } from '../../packages/admin/src/api/stringifyQuery.ts';
import type { AdminConfig } from '../../packages/admin/src/config/index.ts';
import { referencePaths, referencingWhere } from '../../packages/admin/src/documents/LinkedFrom/referencePaths.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { adminConfig, type SignedIn, signUp } from './adminApiFixtures.ts';

// The delete question counts the documents that link to the one being deleted (documents/LinkedFrom): the
// paths it finds in the client config and the `where` it builds must count the right documents on the REST API.

const open = { read: () => true, create: () => true, update: () => true, delete: () => true };

const tags: CollectionConfig = {
  slug: 'tags',
  access: open,
  fields: [
    { name: 'name', type: 'text' },
    { name: 'parent', type: 'relationship', relationTo: 'tags' },
  ],
};

/** Every place a link to a tag can sit: a plain field, a list, a group, a named tab, array rows, block rows, either of two collections. */
const stories: CollectionConfig = {
  slug: 'stories',
  access: open,
  fields: [
    { name: 'title', type: 'text' },
    { name: 'mainTag', type: 'relationship', relationTo: 'tags' },
    { name: 'moreTags', type: 'relationship', relationTo: 'tags', hasMany: true },
    { name: 'meta', type: 'group', fields: [{ name: 'seoTag', type: 'relationship', relationTo: 'tags' }] },
    { type: 'tabs', tabs: [{ name: 'extra', fields: [{ name: 'tabTag', type: 'relationship', relationTo: 'tags' }] }] },
    { name: 'rows', type: 'array', fields: [{ name: 'rowTag', type: 'relationship', relationTo: 'tags' }] },
    {
      name: 'layout',
      type: 'blocks',
      blocks: [{ slug: 'tagged', fields: [{ name: 'blockTag', type: 'relationship', relationTo: 'tags' }] }],
    },
    { name: 'either', type: 'relationship', relationTo: ['tags', 'notes'] },
    // Its text may embed a tag: that cannot be counted with a query, only said.
    { name: 'body', type: 'richText', editor: lexicalEditor({ relationshipCollections: ['tags'], linkCollections: [] }) },
  ],
};

const notes: CollectionConfig = { slug: 'notes', access: open, fields: [{ name: 'text', type: 'text' }] };

describe.each(dialects)('linked-from counts on %s', (dialect) => {
  let h: Harness;
  let alice: SignedIn;
  let admin: AdminConfig;

  beforeAll(async () => {
    h = await startAtrium(dialect, adminConfig({ collections: [tags, stories, notes] }));
    alice = await signUp(h, 'alice@example.com', 'users', { role: 'admin' });
    admin = clientConfig(h.atrium.config) as unknown as AdminConfig;
  });
  afterAll(() => h.close());

  const count = async (slug: string, ...ids: number[]) => {
    const out: Record<string, number> = {};
    for (const { collection, paths } of referencePaths(admin, slug)) {
      const query = stringifyQuery({ where: JSON.stringify(referencingWhere(paths, slug, ids, collection.slug === slug)) });
      const res = await h.inject({ url: `/api/${collection.slug}/count?${query}`, headers: alice.headers });
      expect(res.statusCode, res.body).toBe(200);
      out[collection.slug] = res.json().totalDocs;
    }
    return out;
  };
  const tag = async (name: string, data: Record<string, unknown> = {}) =>
    (await h.atrium.create({ collection: 'tags', data: { name, ...data }, depth: 0, overrideAccess: true })).id as number;
  const story = (data: Record<string, unknown>) =>
    h.atrium.create({ collection: 'stories', data: { title: 'A story', ...data }, depth: 0, overrideAccess: true });

  it('finds every relationship field that may point at a collection, wherever it sits', () => {
    expect(referencePaths(admin, 'tags').map(({ collection, paths }) => [collection.slug, paths])).toStrictEqual([
      ['tags', [{ path: 'parent', polymorphic: false }]],
      [
        'stories',
        [
          { path: 'mainTag', polymorphic: false },
          { path: 'moreTags', polymorphic: false },
          { path: 'meta.seoTag', polymorphic: false },
          { path: 'extra.tabTag', polymorphic: false },
          { path: 'rows.rowTag', polymorphic: false },
          { path: 'layout.blockTag', polymorphic: false },
          { path: 'either', polymorphic: true },
        ],
      ],
    ]);
    expect(referencePaths(admin, 'tags').map(({ collection, inRichText }) => [collection.slug, inRichText])).toStrictEqual([
      ['tags', false],
      ['stories', true],
    ]);
    expect(referencePaths(admin, 'notes').map(({ collection, inRichText }) => [collection.slug, inRichText])).toStrictEqual([
      ['stories', false],
    ]);
  });

  it('counts each document linking to it once, through any of those fields, and leaves the rest out', async () => {
    const target = await tag('Target');
    const other = await tag('Other');
    await tag('Child', { parent: target });
    await tag('Self-linked elsewhere', { parent: other });
    await story({ mainTag: target });
    await story({ moreTags: [other, target] });
    await story({ meta: { seoTag: target } });
    await story({ extra: { tabTag: target } });
    await story({ rows: [{ rowTag: other }, { rowTag: target }] });
    await story({ layout: [{ blockType: 'tagged', blockTag: target }] });
    await story({ either: { relationTo: 'tags', value: target } });
    // Twice over in one document still counts one document.
    await story({ mainTag: target, moreTags: [target] });
    // Not links to it: another tag, and a note whose id is the tag's id.
    await story({ mainTag: other, moreTags: [other] });
    const note = await h.atrium.create({ collection: 'notes', data: { text: 'n' }, depth: 0, overrideAccess: true });
    await story({ either: { relationTo: 'notes', value: note.id } });
    expect(await count('tags', target)).toStrictEqual({ tags: 1, stories: 8 });
    expect(await count('tags', other)).toStrictEqual({ tags: 1, stories: 3 });
    // Several at once (a bulk delete): a document linking to either counts once; links among them do not count.
    const child = (await h.atrium.find({ collection: 'tags', where: { name: { equals: 'Child' } }, overrideAccess: true }))
      .docs[0];
    expect(await count('tags', target, other)).toStrictEqual({ tags: 2, stories: 9 });
    expect(await count('tags', target, child.id as number)).toStrictEqual({ tags: 0, stories: 8 });
  });

  it('leaves out the document itself when it links to itself', async () => {
    const loop = await tag('Loop');
    await h.atrium.update({ collection: 'tags', id: loop, data: { parent: loop }, overrideAccess: true });
    expect(await count('tags', loop)).toStrictEqual({ tags: 0, stories: 0 });
  });
});
