import type { CollectionConfig } from '@atrium/core';
import { currentShape, lexicalEditor } from '@atrium/richtext';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestURL } from '../helpers/database.ts';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { element, paragraph, state, text } from '../helpers/richText.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

/** Reading only upgrades old node versions (`lexicalEditor()`'s defaults): rows written current pass through unparsed. */
const notes: CollectionConfig = {
  slug: 'notes',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'body', type: 'richText', editor: lexicalEditor() },
  ],
};
const shape = `body=${currentShape}`;
/** A link as Lexical stored it before version 3: `url` on the node, not in `fields`. */
const oldLink = () => element('link', [text('the harbour')], { version: 1, url: 'https://example.com/harbour', newTab: false });

describe.each(dialects)('rows stored in the current shape (%s)', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium(dialect, withOpenAccess({ collections: [notes] }), { responseCache: false });
  });
  afterAll(() => h?.close());

  const list = async () => (await h.inject({ url: '/api/notes?depth=0&sort=title' })).json().docs as any[];
  const byID = async (id: unknown) => (await h.inject({ url: `/api/notes/${id}?depth=0` })).json();
  /** The shape column of a row, read beside the adapter. */
  const rowShape = async (id: unknown): Promise<string | null> => {
    if (h.filename) {
      const db = new Database(h.filename, { readonly: true });
      try {
        return (db.prepare('SELECT shape FROM notes WHERE id = ?').get(id) as { shape: string | null }).shape;
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: postgresTestURL() });
    await client.connect();
    try {
      return (await client.query(`SELECT shape FROM "${h.schema}".notes WHERE id = $1`, [id])).rows[0].shape;
    } finally {
      await client.end();
    }
  };
  /** Whether a read of every row may answer them as stored. */
  const passesThrough = async () => {
    const found = await h.atrium.config.db.find({ collection: 'notes', limit: 0, raw: true });
    return 'shapes' in found && found.shapes.every((stored) => stored === shape);
  };

  it('stamps what the write pipeline stores and passes those rows through as stored', async () => {
    const created = (
      await h.inject({ method: 'POST', url: '/api/notes', payload: { title: 'a', body: state(paragraph(text('Hello'))) } })
    ).json().doc;
    expect(await rowShape(created.id)).toBe(shape);
    expect(await passesThrough()).toBe(true);
    const [doc] = await list();
    expect(doc).toStrictEqual(await byID(created.id));
    expect(doc.body.root.children[0].children[0].text).toBe('Hello');
  });

  it('reads rows written without a shape through the upgrade, the whole page with them', async () => {
    const created = await h.atrium.create({ collection: 'notes', data: { title: 'b' }, overrideAccess: true, depth: 0 });
    // A write outside the pipeline (an import, an older Atrium) says nothing of its values.
    await h.atrium.config.db.updateOne({
      collection: 'notes',
      id: created.id,
      data: { title: 'b', body: state(paragraph(oldLink())) },
    });
    expect(await rowShape(created.id)).toBeNull();
    expect(await passesThrough()).toBe(false);
    const docs = await list();
    expect(docs.map((doc) => doc.title)).toStrictEqual(['a', 'b']);
    expect(docs[1].body.root.children[0].children[0]).toMatchObject({
      type: 'link',
      version: 3,
      fields: { url: 'https://example.com/harbour', linkType: 'custom' },
    });
    expect(docs[0].body.root.children[0].children[0].text).toBe('Hello');
  });

  it('stamps a row again once a save through the pipeline brought its values up to date', async () => {
    const [, old] = await list();
    await h.inject({ method: 'PATCH', url: `/api/notes/${old.id}`, payload: { title: 'b, edited' } });
    expect(await rowShape(old.id)).toBe(shape);
    expect(await passesThrough()).toBe(true);
    const [stored] = await h.atrium.config.db.findByIDs({ collection: 'notes', ids: [old.id] });
    expect((stored.body as any).root.children[0].children[0]).toMatchObject({ type: 'link', version: 3 });
  });

  it('trusts the shape: a stamped row is answered as stored, which is why only the pipeline stamps', async () => {
    const created = await h.atrium.create({ collection: 'notes', data: { title: 'c' }, overrideAccess: true, depth: 0 });
    await h.atrium.config.db.updateOne({
      collection: 'notes',
      id: created.id,
      data: { title: 'c', body: state(paragraph(oldLink())) },
      shape,
    });
    const listed = (await list()).find((doc) => doc.id === created.id);
    expect(listed.body.root.children[0].children[0]).toMatchObject({ type: 'link', version: 1 });
    // A read that does not pass through (by id) upgrades it.
    expect((await byID(created.id)).body.root.children[0].children[0]).toMatchObject({ type: 'link', version: 3 });
  });

  it('does not stamp a row when a value the pipeline kept is not current', async () => {
    const shaped = h.atrium.config.collectionsBySlug.notes.fieldSchema;
    expect(shaped.storedShape).toBe(shape);
    const { storedShapeOf } = await import('@atrium/core');
    expect(storedShapeOf(shaped, { title: 'x', body: state(paragraph(oldLink())) })).toBeUndefined();
    expect(storedShapeOf(shaped, { title: 'x', body: state(paragraph(text('new'))) })).toBe(shape);
    expect(storedShapeOf(shaped, { title: 'x' })).toBe(shape);
  });
});

/** Posts whose top-level relationships a read populates in the stored text (`populateRaw`). */
const categories: CollectionConfig = { slug: 'categories', fields: [{ name: 'title', type: 'text' }] };
/** Readable only where `public` is set. */
const people: CollectionConfig = {
  slug: 'people',
  access: { read: () => ({ public: { equals: true } }) },
  fields: [
    { name: 'name', type: 'text' },
    { name: 'public', type: 'checkbox' },
    { name: 'team', type: 'relationship', relationTo: 'categories' },
  ],
};
const posts: CollectionConfig = {
  slug: 'posts',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'category', type: 'relationship', relationTo: 'categories' },
    { name: 'author', type: 'relationship', relationTo: 'people' },
    { name: 'shallow', type: 'relationship', relationTo: 'categories', maxDepth: 0 },
    { name: 'body', type: 'richText', editor: lexicalEditor() },
  ],
};

describe.each(dialects)('relationships populated in stored text (%s)', (dialect) => {
  let h: Harness;
  const ids: Record<string, string | number> = {};
  beforeAll(async () => {
    h = await startAtrium(dialect, withOpenAccess({ collections: [categories, people, posts] }), { responseCache: false });
    const make = async (collection: string, data: Record<string, unknown>) =>
      (await h.atrium.create({ collection, data, overrideAccess: true, depth: 0 })).id;
    ids.news = await make('categories', { title: 'News "quoted" Ärger' });
    ids.ann = await make('people', { name: 'Ann', public: true, team: ids.news });
    ids.bob = await make('people', { name: 'Bob', public: false });
    ids.cy = await make('people', { name: 'Cy', public: true });
    const post = (title: string, author: unknown, body: unknown) =>
      make('posts', { title, category: ids.news, author, shallow: ids.news, body });
    await post('1 plain', ids.ann, state(paragraph(text('"category": 99, a key in a string'))));
    await post('2 hidden author', ids.bob, state(paragraph(text('Two'))));
    await post('3 missing author', ids.cy, null);
    await h.atrium.delete({ collection: 'people', id: ids.cy, overrideAccess: true });
  });
  afterAll(() => h?.close());

  const list = async (query: string) => (await h.inject({ url: `/api/posts?sort=title&${query}` })).json().docs as any[];

  it('answers what the full read pass answers, at every depth', async () => {
    for (const depth of [1, 2, 3]) {
      const docs = await list(`depth=${depth}`);
      expect(docs).toHaveLength(3);
      for (const doc of docs) {
        expect(doc).toStrictEqual((await h.inject({ url: `/api/posts/${doc.id}?depth=${depth}` })).json());
      }
    }
    const [plain, hidden, missing] = await list('depth=2');
    expect(plain.category).toMatchObject({ id: ids.news, title: 'News "quoted" Ärger' });
    expect(plain.author).toMatchObject({ id: ids.ann, name: 'Ann', team: { id: ids.news } });
    // Its maxDepth is 0: it stays an id.
    expect(plain.shallow).toBe(ids.news);
    expect(plain.body.root.children[0].children[0].text).toBe('"category": 99, a key in a string');
    // Not readable, or gone: the id stays.
    expect(hidden.author).toBe(ids.bob);
    expect(missing.author).toBe(ids.cy);
    expect(missing.body).toBeNull();
  });

  it('reads a page through the full pass when a body refers to a document, and populates it', async () => {
    const created = (
      await h.inject({
        method: 'POST',
        url: '/api/posts',
        payload: {
          title: '4 refers',
          category: ids.news,
          body: state({ type: 'relationship', version: 2, relationTo: 'categories', value: ids.news, format: '' }),
        },
      })
    ).json().doc;
    const found = await h.atrium.config.db.find({ collection: 'posts', limit: 0, raw: true });
    expect('shapes' in found && found.shapes).toContain(`body=${currentShape};refers`);
    const docs = await list('depth=1');
    const refers = docs.find((doc) => doc.id === created.id);
    expect(refers.body.root.children[0].value).toMatchObject({ id: ids.news, title: 'News "quoted" Ärger' });
    expect(refers.category).toMatchObject({ id: ids.news });
    // At depth 0 it still reads as stored.
    expect((await list('depth=0')).find((doc) => doc.id === created.id).body.root.children[0].value).toBe(ids.news);
  });
});
