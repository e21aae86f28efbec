import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CollectionConfig, DocumentID, StoredDocument } from '@atrium/core';
import {
  detectFormat,
  lexicalEditor,
  type MigrationProgress,
  migrateRichTextField,
  toCurrentEditorState,
  upgradeEditorState,
} from '@atrium/richtext';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { paragraph, state, text } from '../helpers/richText.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

/** Payload's Slate content: a heading, marks and a link. */
const slateText = [
  { type: 'h2', children: [{ text: 'Harbour notes' }] },
  {
    children: [
      { text: 'Boats ', bold: true },
      { text: 'and ' },
      { type: 'link', linkType: 'custom', url: 'https://example.com/boats', children: [{ text: 'more boats' }] },
    ],
  },
];
/** Slate content with a list and an upload of `mediaID`. */
const slateWithUpload = (mediaID: DocumentID) => [
  {
    type: 'ul',
    children: [
      { type: 'li', children: [{ text: 'one' }] },
      { type: 'li', children: [{ text: 'two' }] },
    ],
  },
  { type: 'upload', relationTo: 'media', value: { id: mediaID, alt: 'A harbour' }, children: [{ text: '' }] },
];
/** The old Lexical plugin's stored value. */
const legacy = {
  jsonContent: {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        { type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children: [text('From the plugin', 1)] },
      ],
    },
  },
  preview: 'From the plugin',
  characters: 15,
  words: 3,
};
/** A Lexical state with an upload node of version 1 (a populated document as its value). */
const uploadV1 = (mediaID: DocumentID) =>
  state(paragraph(text('Before the picture')), {
    type: 'upload',
    version: 1,
    relationTo: 'media',
    value: { id: mediaID, alt: 'A harbour', url: '/media/harbour.jpg' },
    fields: null,
  });

const media: CollectionConfig = {
  slug: 'media',
  upload: { staticDir: mkdtempSync(join(tmpdir(), 'atrium-richtext-media-')) },
  fields: [{ name: 'alt', type: 'text' }],
};
const harbour = { data: Buffer.from('A harbour at dawn'), name: 'harbour.txt' };
const categories: CollectionConfig = { slug: 'categories', fields: [{ name: 'title', type: 'text' }] };
/** Counts the writes the migration makes, by the context flag it sets. */
let migrationWrites = 0;
const articles: CollectionConfig = {
  slug: 'articles',
  hooks: {
    beforeChange: [
      ({ context }) => {
        if (context.richTextMigration === true) migrationWrites += 1;
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'content', type: 'richText', editor: lexicalEditor() },
    { name: 'summary', type: 'textarea' },
    { name: 'notes', type: 'array', fields: [{ name: 'body', type: 'richText', editor: lexicalEditor() }] },
  ],
};
const pages: CollectionConfig = {
  slug: 'pages',
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'meta',
      type: 'group',
      fields: [
        { name: 'description', type: 'text' },
        { name: 'body', type: 'richText', editor: lexicalEditor() },
      ],
    },
    { name: 'body', type: 'richText', localized: true, editor: lexicalEditor() },
    { name: 'aside', type: 'richText', editor: lexicalEditor() },
  ],
};

const notes: CollectionConfig = {
  slug: 'notes',
  hooks: articles.hooks,
  fields: [{ name: 'body', type: 'richText', editor: lexicalEditor() }],
};

describe.each(dialects)('migrateRichTextField (%s)', (dialect) => {
  let h: Harness;
  let image: DocumentID;
  let category: DocumentID;
  /** The articles by role, and every article's stored row before any migration. */
  const ids: Record<string, DocumentID> = {};
  const before = new Map<DocumentID, StoredDocument>();

  const raw = async (collection: string, list: DocumentID[]) => {
    const rows = await h.atrium.config.db.findByIDs({ collection, ids: list });
    return new Map(rows.map((row) => [row.id, row]));
  };
  const insert = async (collection: string, data: Record<string, unknown>) =>
    (await h.atrium.config.db.create({ collection, data })).id;

  beforeAll(async () => {
    migrationWrites = 0;
    h = await startAtrium(
      dialect,
      withOpenAccess({
        collections: [media, categories, articles, pages, notes],
        localization: { locales: ['en', 'de'], defaultLocale: 'en' },
      }),
    );
    image = (await h.atrium.create({ collection: 'media', data: { alt: 'A harbour' }, file: harbour, overrideAccess: true })).id;
    category = (await h.atrium.create({ collection: 'categories', data: { title: 'Travel' }, overrideAccess: true })).id;
    // Stored straight through the adapter, as an older version of the site left them: no validation, no upgrades.
    ids.slateText = await insert('articles', { title: 'Slate text', content: slateText });
    ids.current = await insert('articles', { title: 'Current', content: state(paragraph(text('Already current'))) });
    ids.slateUpload = await insert('articles', { title: 'Slate upload', content: slateWithUpload(image) });
    ids.legacy = await insert('articles', { title: 'Legacy', content: legacy });
    ids.uploadV1 = await insert('articles', { title: 'Upload v1', content: uploadV1(image) });
    ids.broken = await insert('articles', { title: 'Missing image', content: uploadV1(999_999) });
    ids.currentRelationship = await insert('articles', {
      title: 'Current with a relationship',
      content: state({ type: 'relationship', version: 2, relationTo: 'categories', value: category, format: '' }),
    });
    for (const [id, row] of await raw('articles', Object.values(ids))) before.set(id, row);
  });
  afterAll(() => h.close());

  it('dry run: counts what would be converted by stored format and writes nothing', async () => {
    const summary = await migrateRichTextField(h.atrium, { collection: 'articles', field: 'content', dryRun: true });
    expect(summary).toMatchObject({
      dryRun: true,
      total: 7,
      scanned: 7,
      alreadyCurrent: 2,
      converted: 5,
      failed: 0,
      skipped: 0,
      bySource: { slate: 2, legacyLexical: 1, oldVersions: 2, empty: 0, unknown: 0 },
      failures: [],
      keptUnknown: [],
      batches: 1,
    });
    expect(migrationWrites).toBe(0);
    const after = await raw('articles', Object.values(ids));
    for (const [id, row] of before) expect(after.get(id)).toEqual(row);
  });

  it('converts in place in batches, reports the document that fails validation and goes on', async () => {
    const progress: MigrationProgress[] = [];
    const summary = await migrateRichTextField(h.atrium, {
      collection: 'articles',
      field: 'content',
      batchSize: 2,
      onProgress: (p) => progress.push(p),
    });
    expect(summary).toMatchObject({
      dryRun: false,
      total: 7,
      scanned: 7,
      alreadyCurrent: 2,
      converted: 4,
      failed: 1,
      bySource: { slate: 2, legacyLexical: 1, oldVersions: 1, empty: 0, unknown: 0 },
      batches: 4,
    });
    expect(progress.map((p) => [p.scanned, p.total])).toEqual([
      [0, 7],
      [2, 7],
      [4, 7],
      [6, 7],
      [7, 7],
    ]);
    expect(progress.at(-1)).toMatchObject({ converted: 4, failed: 1, alreadyCurrent: 2 });
    // Failures carry the document and its first error; the reference check names the missing upload.
    expect(summary.failures).toHaveLength(1);
    expect(summary.failures[0]).toMatchObject({ id: ids.broken, path: 'content.root.children.1.value', errorCount: 1 });
    expect(summary.failures[0].message).toMatch(/999999/);
    expect(migrationWrites).toBe(4);

    const after = await raw('articles', Object.values(ids));
    for (const role of ['slateText', 'slateUpload', 'legacy', 'uploadV1']) {
      const content = after.get(ids[role])!.content;
      expect(detectFormat(content), role).toBe('lexical');
      expect(upgradeEditorState(content).changed, role).toBe(false);
      // Exactly the conversion of what was stored, and nothing else in the row changed but the timestamp.
      expect(content, role).toEqual(toCurrentEditorState(before.get(ids[role])!.content).state);
      expect(after.get(ids[role])!.title).toBe(before.get(ids[role])!.title);
    }
    expect((after.get(ids.slateUpload)!.content as any).root.children[1]).toMatchObject({
      type: 'upload',
      version: 3,
      relationTo: 'media',
      value: image,
    });
    // Untouched: the current documents (not even their updatedAt) and the one that failed.
    for (const role of ['current', 'currentRelationship', 'broken'])
      expect(after.get(ids[role]), role).toEqual(before.get(ids[role]));

    const read = await h.atrium.findByID({ collection: 'articles', id: ids.slateText, depth: 0, overrideAccess: true });
    expect((read.content as any).root.children[0]).toMatchObject({ type: 'heading', tag: 'h2' });
  });

  it('is idempotent: a second run converts nothing (the broken document fails again)', async () => {
    const rowsBefore = await raw('articles', Object.values(ids));
    const summary = await migrateRichTextField(h.atrium, { collection: 'articles', field: 'content' });
    expect(summary).toMatchObject({ scanned: 7, alreadyCurrent: 6, converted: 0, failed: 1 });
    expect(summary.failures.map((f) => f.id)).toEqual([ids.broken]);
    expect(await raw('articles', Object.values(ids))).toEqual(rowsBefore);

    const dry = await migrateRichTextField(h.atrium, { collection: 'articles', field: 'content', dryRun: true });
    expect(dry).toMatchObject({ alreadyCurrent: 6, converted: 1, bySource: { oldVersions: 1 } });
  });

  it('says clearly when the collection or the field cannot be migrated', async () => {
    const run = (collection: string, field: string) => migrateRichTextField(h.atrium, { collection, field, dryRun: true });
    await expect(run('nope', 'content')).rejects.toThrow(/no collection "nope"/);
    await expect(run('articles', 'summary')).rejects.toThrow(
      /"summary" in collection "articles" is a textarea field, not a richText field\. Rich-text fields of "articles": content\./,
    );
    await expect(run('articles', 'missing')).rejects.toThrow(/has no field "missing"/);
    await expect(run('articles', 'notes.body')).rejects.toThrow(/array field.*not supported/);
    await expect(run('articles', 'title.x')).rejects.toThrow(/is a text field, so "title.x" cannot lead through it/);
    await expect(run('pages', 'meta')).rejects.toThrow(
      /"meta" in collection "pages" is a group field, not a richText field.*meta\.body/,
    );
    await expect(run('pages', 'meta.nope')).rejects.toThrow(/has no field "meta.nope"/);
    await expect(migrateRichTextField(h.atrium, { collection: 'articles', field: 'content', batchSize: 0 })).rejects.toThrow(
      /batch size/,
    );
  });

  it('migrates a field inside a group, a localized field per locale, and several fields in the same writes', async () => {
    const page1 = await insert('pages', {
      title: 'One',
      meta: { description: 'kept', body: slateText },
      aside: state(paragraph(text('current'))),
    });
    const page2 = await insert('pages', {
      title: 'Two',
      meta: { body: state(paragraph(text('current'))) },
      body: { en: state(paragraph(text('current'))) },
    });
    const page3 = await insert('pages', { title: 'Three, no values' });
    // Both rich-text fields of page 4 hold Slate: each one alone fails (the other is not valid rich text yet).
    const page4 = await insert('pages', { title: 'Four', meta: { body: slateText }, aside: slateText });
    const page5 = await insert('pages', { title: 'Five', body: { en: slateWithUpload(image), de: legacy } });
    const pageIDs = [page1, page2, page3, page4, page5];
    const start = await raw('pages', pageIDs);

    const group = await migrateRichTextField(h.atrium, { collection: 'pages', field: 'meta.body' });
    expect(group).toMatchObject({ scanned: 5, alreadyCurrent: 3, converted: 1, failed: 1, bySource: { slate: 1 } });
    expect(group.failures[0]).toMatchObject({ id: page4, path: 'aside' });
    let rows = await raw('pages', pageIDs);
    expect(rows.get(page1)!.meta).toEqual({ description: 'kept', body: toCurrentEditorState(slateText).state });
    expect(rows.get(page1)!.aside).toEqual(start.get(page1)!.aside);
    for (const id of [page2, page3, page4, page5]) expect(rows.get(id)).toEqual(start.get(id));

    const localized = await migrateRichTextField(h.atrium, { collection: 'pages', field: 'body' });
    expect(localized).toMatchObject({ scanned: 5, alreadyCurrent: 4, converted: 1, failed: 0 });
    expect(localized.bySource).toMatchObject({ slate: 1, legacyLexical: 1 });
    rows = await raw('pages', pageIDs);
    expect(rows.get(page5)!.body).toEqual({
      en: toCurrentEditorState(slateWithUpload(image)).state,
      de: toCurrentEditorState(legacy).state,
    });
    expect(rows.get(page5)!.title).toBe('Five');

    const both = await migrateRichTextField(h.atrium, { collection: 'pages', field: ['meta.body', 'aside'] });
    expect(both).toMatchObject({ fields: ['meta.body', 'aside'], converted: 1, failed: 0, alreadyCurrent: 4 });
    expect(both.bySource.slate).toBe(2);
    rows = await raw('pages', pageIDs);
    expect((rows.get(page4)!.meta as Record<string, unknown>).body).toEqual(toCurrentEditorState(slateText).state);
    expect(rows.get(page4)!.aside).toEqual(toCurrentEditorState(slateText).state);
  });

  it('rewrites empty stored values as null and keeps values of unknown format in an unknownConverted node', async () => {
    const warn = console.warn;
    console.warn = () => {};
    try {
      const empty = await insert('pages', { title: 'Empty', aside: [] });
      const odd = await insert('pages', { title: 'Odd', aside: { html: '<p>hi</p>' } });
      const summary = await migrateRichTextField(h.atrium, { collection: 'pages', field: 'aside' });
      expect(summary).toMatchObject({ converted: 2, failed: 0, bySource: { empty: 1, unknown: 1 }, keptUnknown: [odd] });
      const rows = await raw('pages', [empty, odd]);
      expect(rows.get(empty)!.aside).toBeNull();
      expect((rows.get(odd)!.aside as any).root.children[0]).toMatchObject({
        type: 'unknownConverted',
        data: { nodeType: 'unknownFormat', nodeData: { html: '<p>hi</p>' } },
      });
    } finally {
      console.warn = warn;
    }
  });

  it('converts the latest value of a document edited after its batch was read, and skips one deleted meanwhile', async () => {
    const edited = await insert('notes', { body: slateText });
    const replaced = await insert('notes', { body: slateText });
    const deleted = await insert('notes', { body: slateText });
    const db = h.atrium.config.db;
    const writesBefore = migrationWrites;
    const newer = [{ type: 'h3', children: [{ text: 'Rewritten since' }] }];
    // The batch is read, then (before the migration writes) one note is saved as current, one rewritten, one deleted.
    const racing = Object.assign(Object.create(db), {
      find: async (args: Parameters<typeof db.find>[0]) => {
        const result = await db.find(args);
        await db.updateOne({ collection: 'notes', id: edited, data: { body: state(paragraph(text('edited'))) } });
        await db.updateOne({ collection: 'notes', id: replaced, data: { body: newer } });
        await db.deleteOne({ collection: 'notes', id: deleted });
        return result;
      },
    }) as typeof db;
    const summary = await migrateRichTextField(
      { ...h.atrium, config: { ...h.atrium.config, db: racing } },
      { collection: 'notes', field: 'body' },
    );
    expect(summary).toMatchObject({ scanned: 3, alreadyCurrent: 1, converted: 1, skipped: 1, failed: 0 });
    const rows = await raw('notes', [edited, replaced, deleted]);
    expect(rows.get(edited)!.body).toEqual(state(paragraph(text('edited'))));
    // Only the rewritten note was written; the one saved as current meanwhile was left alone.
    expect(migrationWrites - writesBefore).toBe(1);
    expect(rows.get(replaced)!.body).toEqual(toCurrentEditorState(newer).state);
    expect(rows.has(deleted)).toBe(false);
  });
});
