import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CollectionConfig } from '@atrium/core';
import { lexicalEditor } from '@atrium/richtext';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { element, paragraph, state, text } from '../helpers/richText.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

const media: CollectionConfig = {
  slug: 'media',
  upload: { staticDir: mkdtempSync(join(tmpdir(), 'atrium-richtext-media-')) },
  fields: [{ name: 'alt', type: 'text' }],
};
const harbour = { data: Buffer.from('A harbour at dawn'), name: 'harbour.txt' };
const categories: CollectionConfig = { slug: 'categories', fields: [{ name: 'title', type: 'text' }] };
/** Readable only where `public` is set. */
const notes: CollectionConfig = {
  slug: 'notes',
  access: { read: () => ({ public: { equals: true } }) },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'public', type: 'checkbox' },
  ],
};
/** Opts out of being embedded in or linked from rich text. */
const drafts: CollectionConfig = {
  slug: 'drafts',
  admin: { enableRichTextRelationship: false, enableRichTextLink: false },
  fields: [{ name: 'title', type: 'text' }],
};
const articles: CollectionConfig = {
  slug: 'articles',
  fields: [
    {
      name: 'content',
      type: 'richText',
      editor: lexicalEditor({
        blocks: [
          {
            slug: 'callout',
            fields: [
              {
                name: 'title',
                type: 'text',
                required: true,
                hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
              },
              { name: 'internal', type: 'text', hidden: true },
              { name: 'tone', type: 'text', defaultValue: 'info' },
            ],
          },
        ],
        inlineBlocks: [
          { slug: 'mention', fields: [{ name: 'handle', type: 'text', required: true }] },
          { slug: 'figure', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
        ],
        linkFields: [{ name: 'rel', type: 'select', options: ['nofollow', 'sponsored'] }],
        uploadFields: { media: [{ name: 'caption', type: 'text', maxLength: 20 }] },
      }),
    },
    {
      name: 'summary',
      type: 'richText',
      editor: lexicalEditor({ nodes: ['heading', 'link'], formats: ['bold'], headingSizes: ['h2'] }),
    },
  ],
};

describe.each(dialects)('rich-text fields with the Lexical editor (%s)', (dialect) => {
  let h: Harness;
  let category: { id: number };
  let image: { id: number };
  let hidden: { id: number };

  beforeAll(async () => {
    h = await startAtrium(dialect, withOpenAccess({ collections: [media, categories, notes, drafts, articles] }));
    category = (await h.atrium.create({ collection: 'categories', data: { title: 'Design' }, overrideAccess: true })) as never;
    image = (await h.atrium.create({
      collection: 'media',
      data: { alt: 'A harbour' },
      file: harbour,
      overrideAccess: true,
    })) as never;
    hidden = (await h.atrium.create({
      collection: 'notes',
      data: { title: 'Private', public: false },
      overrideAccess: true,
    })) as never;
  });
  afterAll(() => h.close());

  const post = (content: unknown, extra: Record<string, unknown> = {}) =>
    h.inject({ method: 'POST', url: '/api/articles?depth=0', payload: { content, ...extra } });

  it('stores a document using every enabled node kind and populates its references to the requested depth', async () => {
    const content = state(
      element('heading', [text('Hello', 1 | 2)], { tag: 'h1' }),
      paragraph(
        text('see '),
        element('link', [text('the site')], {
          version: 3,
          fields: { linkType: 'custom', url: 'https://example.com', newTab: true, rel: 'nofollow' },
        }),
        text(' and '),
        element('link', [text('design')], {
          version: 3,
          fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'categories', value: category.id } },
        }),
        { type: 'inlineBlock', version: 1, fields: { id: 'm1', blockType: 'mention', handle: '@ada' } },
      ),
      { type: 'relationship', version: 2, relationTo: 'categories', value: category.id, format: '' },
      { type: 'upload', version: 3, id: 'u1', relationTo: 'media', value: image.id, fields: { caption: 'Harbour' }, format: '' },
      {
        type: 'block',
        version: 2,
        fields: { id: 'b1', blockType: 'callout', blockName: '', title: 'Note', internal: 'x' },
        format: '',
      },
      { type: 'horizontalrule', version: 1 },
    );
    const created = await post(content);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().doc.id;

    const flat = (await h.inject({ url: `/api/articles/${id}?depth=0` })).json().content.root.children;
    expect(flat[2].value).toBe(category.id);
    expect(flat[4].fields).toEqual({ id: 'b1', blockType: 'callout', blockName: '', title: 'Note', tone: 'info' });

    const deep = (await h.inject({ url: `/api/articles/${id}?depth=1` })).json().content.root.children;
    expect(deep[1].children[3].fields.doc.value).toMatchObject({ id: category.id, title: 'Design' });
    expect(deep[2].value).toMatchObject({ id: category.id, title: 'Design' });
    expect(deep[3].value).toMatchObject({ id: image.id, alt: 'A harbour' });
  });

  it('gives block fields their defaults and runs their write hooks, like any other field', async () => {
    const created = await post(
      state({
        type: 'block',
        version: 2,
        fields: { id: 'b9', blockType: 'callout', blockName: '', title: '  Padded  ' },
        format: '',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await h.atrium.config.db.findByIDs({ collection: 'articles', ids: [created.json().doc.id] });
    expect((row.content as any).root.children[0].fields).toEqual({
      id: 'b9',
      blockType: 'callout',
      blockName: '',
      title: 'Padded',
      tone: 'info',
    });
  });

  it('checks and populates relationship fields of blocks inside the value like any relationship field', async () => {
    const figure = (image: unknown) =>
      state(paragraph(text('see'), { type: 'inlineBlock', version: 1, fields: { id: 'f1', blockType: 'figure', image } }));
    const missing = await post(figure(424242));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].data.errors[0].path).toBe('content.root.children.0.children.1.fields.image');
    const created = await post(figure(String(image.id)));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().doc.id;
    const flat = (await h.inject({ url: `/api/articles/${id}?depth=0` })).json();
    expect(flat.content.root.children[0].children[1].fields.image).toBe(image.id);
    const deep = (await h.inject({ url: `/api/articles/${id}?depth=1` })).json();
    expect(deep.content.root.children[0].children[1].fields.image).toMatchObject({ id: image.id, alt: 'A harbour' });
  });

  it('reduces a populated document sent back to its id', async () => {
    const created = await post(
      state({ type: 'relationship', version: 2, relationTo: 'categories', value: { id: category.id, title: 'Design' } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await h.atrium.config.db.findByIDs({ collection: 'articles', ids: [created.json().doc.id] });
    expect((row.content as any).root.children[0].value).toBe(category.id);
  });

  it('validates block, inline-block, link and upload fields with their own validators, at paths inside the document', async () => {
    const res = await post(
      state(
        paragraph(text('x')),
        paragraph(
          element('link', [text('l')], {
            version: 3,
            fields: { linkType: 'custom', url: 'https://a.example', newTab: false, rel: 'bogus' },
          }),
          { type: 'inlineBlock', version: 1, fields: { id: 'm', blockType: 'mention' } },
        ),
        {
          type: 'upload',
          version: 3,
          id: 'u',
          relationTo: 'media',
          value: image.id,
          fields: { caption: 'x'.repeat(30) },
          format: '',
        },
        { type: 'block', version: 2, fields: { id: 'b', blockType: 'callout', blockName: '' }, format: '' },
      ),
    );
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .errors[0].data.errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual([
      'content.root.children.1.children.0.fields.rel',
      'content.root.children.1.children.1.fields.handle',
      'content.root.children.2.fields.caption',
      'content.root.children.3.fields.title',
    ]);
  });

  it('refuses unsafe link URLs, disabled nodes, formats and heading sizes, and unknown blocks', async () => {
    const cases: Array<[unknown, string, RegExp]> = [
      [
        state(
          paragraph(
            element('link', [text('x')], {
              version: 3,
              fields: { linkType: 'custom', url: 'JaVaScRiPt:alert(1)', newTab: false },
            }),
          ),
        ),
        'content.root.children.0.children.0.fields.url',
        /Links may use http, https, mailto, sms or tel/,
      ],
      [
        state({ type: 'block', version: 2, fields: { id: 'b', blockType: 'nope' } }),
        'content.root.children.0',
        /Blocks of type "nope" cannot go here/,
      ],
      [state({ type: 'mystery', version: 1 }), 'content.root.children.0', /does not allow "mystery"/],
    ];
    for (const [content, path, message] of cases) {
      const res = await post(content);
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      const error = res.json().errors[0].data.errors.find((e: { path: string }) => e.path === path);
      expect(error?.message, res.body).toMatch(message);
    }
    const summaryCases: Array<[unknown, RegExp]> = [
      [state(element('quote', [text('q')])), /does not allow "quote"/],
      [state(paragraph(text('x', 2))), /format this field does not allow/],
      [state(element('heading', [text('h')], { tag: 'h1' })), /does not allow h1 headings/],
    ];
    for (const [summary, message] of summaryCases) {
      const res = await post(state(paragraph(text('ok'))), { summary });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].data.errors[0].message).toMatch(message);
    }
    expect(
      (await h.atrium.count({ collection: 'articles', where: { summary: { exists: true } }, overrideAccess: true })).totalDocs,
    ).toBe(0);
  });

  it('refuses embeds of and links to collections that opt out of rich text', async () => {
    const draft = await h.atrium.create({ collection: 'drafts', data: { title: 'WIP' }, overrideAccess: true });
    const embed = await post(state({ type: 'relationship', version: 2, relationTo: 'drafts', value: draft.id }));
    expect(embed.statusCode).toBe(400);
    expect(embed.json().errors[0].data.errors[0].message).toBe('Documents of "drafts" cannot be linked or embedded here.');
    const link = await post(
      state(
        paragraph(
          element('link', [text('wip')], {
            version: 3,
            fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'drafts', value: draft.id } },
          }),
        ),
      ),
    );
    expect(link.statusCode).toBe(400);
    expect(link.json().errors[0].data.errors[0].path).toBe('content.root.children.0.children.0.fields.doc');
  });

  it('refuses references to missing documents and to documents the writer may not read, alike', async () => {
    for (const value of [987654, hidden.id]) {
      const res = await post(state({ type: 'relationship', version: 2, relationTo: 'notes', value }));
      expect(res.statusCode).toBe(400);
      const [error] = res.json().errors[0].data.errors;
      expect(error.path).toBe('content.root.children.0.value');
      expect(error.message).toBe(`notes has no document ${value}.`);
    }
  });

  it('keeps an unreadable related document as its id when reading', async () => {
    const created = await h.atrium.create({
      collection: 'articles',
      data: { content: state({ type: 'relationship', version: 2, relationTo: 'notes', value: hidden.id }) },
      overrideAccess: true,
    });
    const read = (await h.inject({ url: `/api/articles/${created.id}?depth=2` })).json();
    expect(read.content.root.children[0].value).toBe(hidden.id);
  });

  it('upgrades old upload and block versions on read', async () => {
    const created = await h.atrium.create({ collection: 'articles', data: {}, overrideAccess: true, depth: 0 });
    await h.atrium.config.db.updateOne({
      collection: 'articles',
      id: created.id,
      data: {
        content: state(
          { type: 'upload', version: 1, relationTo: 'media', value: { id: image.id }, fields: { caption: 'old' } },
          { type: 'block', version: 1, fields: { data: { id: 'old', blockType: 'callout', blockName: '', title: 'Legacy' } } },
        ),
      },
    });
    const read = (await h.inject({ url: `/api/articles/${created.id}?depth=0` })).json().content.root.children;
    expect(read[0]).toMatchObject({
      type: 'upload',
      version: 3,
      relationTo: 'media',
      value: image.id,
      fields: { caption: 'old' },
    });
    expect(typeof read[0].id).toBe('string');
    expect(read[1]).toMatchObject({ type: 'block', version: 2, fields: { id: 'old', blockType: 'callout', title: 'Legacy' } });
  });
});
