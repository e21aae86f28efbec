import type { CollectionConfig, GlobalConfig } from '@atrium/core';
import { lexicalEditor } from '@atrium/richtext';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { adminConfig, errorOf, type SignedIn, signUp } from './adminApiFixtures.ts';

/** Every kind of condition and validator the form state answers for, at the top, in groups, tabs, blocks and arrays. */
const posts: CollectionConfig = {
  slug: 'posts',
  access: { read: () => true, create: ({ req }) => req.user !== null, update: ({ req }) => req.user !== null },
  hooks: {
    // A save would run it before validation, so the form state does too: the slug is never "missing".
    beforeValidate: [
      ({ data }) => ({
        ...data,
        slug:
          data.slug ??
          String(data.title ?? '')
            .toLowerCase()
            .replace(/\s+/g, '-'),
      }),
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      validate: (value) =>
        typeof value === 'string' && /^[a-z-]*$/.test(value) ? true : 'A slug holds lower-case letters and hyphens only.',
    },
    { name: 'kind', type: 'select', options: ['text', 'video'], defaultValue: 'text' },
    { name: 'videoURL', type: 'text', required: true, admin: { condition: (data) => data.kind === 'video' } },
    { name: 'showMore', type: 'checkbox' },
    {
      type: 'collapsible',
      label: 'More',
      admin: { condition: (_data, siblingData) => siblingData.showMore === true },
      fields: [{ name: 'extra', type: 'text', required: true }],
    },
    {
      name: 'meta',
      type: 'group',
      fields: [
        { name: 'description', type: 'textarea', maxLength: 10 },
        { name: 'image', type: 'text', admin: { condition: (_data, siblingData) => Boolean(siblingData.description) } },
      ],
    },
    { name: 'count', type: 'number', min: 0 },
    { name: 'author', type: 'relationship', relationTo: 'users' },
    {
      name: 'reviewer',
      type: 'text',
      // The validator sees the signed-in user, as on a save.
      validate: (value, { req }) =>
        value === undefined || value === (req.user as { email?: string })?.email ? true : 'Only you.',
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: [
        {
          slug: 'hero',
          fields: [
            { name: 'heading', type: 'text', required: true },
            { name: 'subheading', type: 'text', admin: { condition: (_data, siblingData) => siblingData.heading === 'show' } },
          ],
        },
        {
          slug: 'columns',
          fields: [
            {
              name: 'columns',
              type: 'array',
              maxRows: 2,
              fields: [
                { name: 'size', type: 'select', options: ['half', 'full'] },
                {
                  name: 'width',
                  type: 'number',
                  admin: { condition: (_data, siblingData) => siblingData.size === 'half' },
                  validate: (value) => (value === undefined || value === null || (value as number) <= 50 ? true : 'At most 50.'),
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        { name: 'seo', admin: { condition: (data) => data.kind === 'text' }, fields: [{ name: 'keywords', type: 'text' }] },
        { label: 'Plain', fields: [{ name: 'plain', type: 'text' }] },
      ],
    },
    {
      // A block inside rich text: its fields are answered at their path in the value, for the editor's drawer.
      name: 'body',
      type: 'richText',
      editor: lexicalEditor({
        blocks: [
          {
            slug: 'map',
            fields: [
              { name: 'label', type: 'text', required: true },
              {
                name: 'zoom',
                type: 'number',
                validate: (value) => (value === undefined || value === null || (value as number) <= 19 ? true : 'Zoom in less.'),
              },
              { name: 'note', type: 'text', admin: { condition: (_data, siblingData) => siblingData.zoom === 3 } },
            ],
          },
        ],
      }),
    },
    { name: 'secret', type: 'text', hidden: true, defaultValue: 'do not tell' },
    {
      name: 'internal',
      type: 'text',
      access: { read: () => false },
      validate: (value) => (value === 'bad' ? 'Internal trouble.' : true),
    },
  ],
};

/** Nobody may create or update these. */
const locked: CollectionConfig = {
  slug: 'locked',
  access: { create: () => false, update: () => false },
  fields: [{ name: 'title', type: 'text' }],
};

/** Each note may be updated by its owner only. */
const notes: CollectionConfig = {
  slug: 'notes',
  access: { update: ({ req }) => (req.user ? { owner: { equals: req.user.id } } : false) },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users' },
    { name: 'text', type: 'text', required: true },
  ],
};

/** Its beforeValidate hook writes a document: the form state must leave no trace of it. */
const audits: CollectionConfig = { slug: 'audits', fields: [{ name: 'note', type: 'text' }] };
const tracked: CollectionConfig = {
  slug: 'tracked',
  hooks: {
    beforeValidate: [
      async ({ data, req }) => {
        await req.db.create({ collection: 'audits', data: { note: 'touched' }, transaction: req.transaction });
        return data;
      },
    ],
  },
  fields: [{ name: 'title', type: 'text', required: true }],
};

const banner: GlobalConfig = {
  slug: 'banner',
  fields: [
    { name: 'enabled', type: 'checkbox' },
    { name: 'text', type: 'text', required: true, admin: { condition: (data) => data.enabled === true } },
  ],
};

describe.each(dialects)('form state on %s', (dialect) => {
  let h: Harness;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    h = await startAtrium(dialect, adminConfig({ collections: [posts, locked, notes, audits, tracked], globals: [banner] }));
    alice = await signUp(h, 'alice@example.com');
    bob = await signUp(h, 'bob@example.com');
  });
  afterAll(() => h.close());

  const formState = (payload: unknown, who: SignedIn | null = alice) =>
    h.inject({ method: 'POST', url: '/api/form-state', headers: who?.headers, payload: payload as object });
  const stateOf = async (payload: Record<string, unknown>) => {
    const res = await formState(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, { value?: unknown; valid: boolean; errorMessage?: string; passesCondition: boolean }>;
  };
  const create = (data: Record<string, unknown>) => stateOf({ collection: 'posts', operation: 'create', data });

  it('answers every data field by path: value, valid, errorMessage and passesCondition', async () => {
    const state = await create({ title: 'Hello world', layout: [{ blockType: 'hero', heading: 'Hi' }] });
    expect(Object.keys(state)).toStrictEqual([
      'title',
      'slug',
      'kind',
      'videoURL',
      'showMore',
      'extra',
      'meta',
      'meta.description',
      'meta.image',
      'count',
      'author',
      'reviewer',
      'layout',
      'layout.0.heading',
      'layout.0.subheading',
      'seo',
      'seo.keywords',
      'plain',
      'body',
    ]);
    expect(state.title).toStrictEqual({ value: 'Hello world', valid: true, passesCondition: true });
    // Defaults and collection beforeValidate hooks apply as on a save.
    expect(state.kind).toStrictEqual({ value: 'text', valid: true, passesCondition: true });
    expect(state.slug).toStrictEqual({ value: 'hello-world', valid: true, passesCondition: true });
    expect(state.videoURL).toStrictEqual({ valid: true, passesCondition: false });
    expect(state['layout.0.subheading']).toStrictEqual({ valid: true, passesCondition: false });
  });

  it('runs conditions on the server, at the top, in layout fields, groups, tabs, blocks and array rows', async () => {
    const state = await create({
      title: 'x',
      kind: 'video',
      videoURL: 'https://example.com/v',
      showMore: true,
      extra: 'more',
      meta: { description: 'short' },
      layout: [
        { blockType: 'hero', heading: 'show' },
        {
          blockType: 'columns',
          columns: [
            { size: 'half', width: 30 },
            { size: 'full', width: 30 },
          ],
        },
      ],
    });
    const passes = Object.fromEntries(Object.entries(state).map(([path, entry]) => [path, entry.passesCondition]));
    expect(passes).toMatchObject({
      videoURL: true,
      extra: true,
      'meta.image': true,
      'layout.0.subheading': true,
      'layout.1.columns.0.width': true,
      'layout.1.columns.1.width': false,
      seo: false,
      // Inside a hidden tab everything is hidden, whatever its own condition says.
      'seo.keywords': false,
      plain: true,
    });
    const flipped = await create({
      title: 'x',
      kind: 'text',
      showMore: false,
      meta: {},
      layout: [{ blockType: 'hero', heading: 'no' }],
    });
    expect(flipped.videoURL.passesCondition).toBe(false);
    expect(flipped.extra.passesCondition).toBe(false);
    expect(flipped['meta.image'].passesCondition).toBe(false);
    expect(flipped['layout.0.subheading'].passesCondition).toBe(false);
    expect(flipped.seo.passesCondition).toBe(true);
    expect(flipped['seo.keywords'].passesCondition).toBe(true);
  });

  it('validates shown fields only, as a save does: a hidden required field is no error', async () => {
    const hidden = await create({ title: 'x', kind: 'text', showMore: false });
    expect(hidden.videoURL).toStrictEqual({ valid: true, passesCondition: false });
    expect(hidden.extra).toStrictEqual({ valid: true, passesCondition: false });
    const shown = await create({ title: 'x', kind: 'video', showMore: true });
    expect(shown.videoURL).toStrictEqual({ valid: false, errorMessage: 'Fill in this field.', passesCondition: true });
    expect(shown.extra).toStrictEqual({ valid: false, errorMessage: 'Fill in this field.', passesCondition: true });
  });

  it('agrees with a save, which skips the fields of a hidden collapsible too', async () => {
    const data = { title: 'Saved', showMore: false };
    expect((await create(data)).extra.valid).toBe(true);
    const saved = await h.inject({ method: 'POST', url: '/api/posts', headers: alice.headers, payload: data });
    expect(saved.statusCode, saved.body).toBe(201);
    const refused = await h.inject({
      method: 'POST',
      url: '/api/posts',
      headers: alice.headers,
      payload: { ...data, showMore: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].data.errors).toStrictEqual([{ path: 'extra', message: 'Fill in this field.' }]);
  });

  it('answers the built-in validators’ errors in the request’s language', async () => {
    const state = await create({ title: '', count: -1, meta: { description: 'far too long for it' } });
    expect(state.title).toStrictEqual({
      value: '',
      valid: false,
      errorMessage: 'Fill in this field.',
      passesCondition: true,
    });
    expect(state.count.errorMessage).toBe('-1 is below the minimum of 0.');
    expect(state['meta.description'].errorMessage).toBe('Use 10 characters or fewer.');
    expect(state.meta.valid).toBe(true);
  });

  it('runs custom validate functions, which the browser never sees, with the caller as req.user', async () => {
    const state = await create({
      title: 'x',
      slug: 'Not A Slug',
      reviewer: 'bob@example.com',
      layout: [
        {
          blockType: 'columns',
          columns: [
            { size: 'half', width: 80 },
            { size: 'full', width: 80 },
          ],
        },
      ],
    });
    expect(state.slug).toStrictEqual({
      value: 'Not A Slug',
      valid: false,
      errorMessage: 'A slug holds lower-case letters and hyphens only.',
      passesCondition: true,
    });
    expect(state.reviewer.errorMessage).toBe('Only you.');
    expect(state['layout.0.columns.0.width']).toStrictEqual({
      value: 80,
      valid: false,
      errorMessage: 'At most 50.',
      passesCondition: true,
    });
    // Hidden by its condition, so never validated.
    expect(state['layout.0.columns.1.width']).toStrictEqual({ value: 80, valid: true, passesCondition: false });
    expect((await create({ title: 'x', reviewer: 'alice@example.com' })).reviewer.valid).toBe(true);
  });

  it('validates the rows of a list that fails its own check too', async () => {
    const columns = [{ size: 'full' }, { size: 'full' }, { size: 'half', width: 99 }];
    const state = await create({ title: 'x', layout: [{ blockType: 'hero' }, { blockType: 'columns', columns }] });
    expect(state['layout.0.heading']).toMatchObject({ valid: false, errorMessage: 'Fill in this field.' });
    expect(state['layout.1.columns']).toMatchObject({ valid: false, errorMessage: 'Keep it to 2 rows at most.' });
    expect(state['layout.1.columns.2.width']).toMatchObject({ valid: false, errorMessage: 'At most 50.' });
  });

  it('checks that related documents exist', async () => {
    const state = await create({ title: 'x', author: 424242 });
    expect(state.author).toMatchObject({ valid: false, errorMessage: 'users has no document 424242.' });
    expect((await create({ title: 'x', author: alice.id })).author).toStrictEqual({
      value: alice.id,
      valid: true,
      passesCondition: true,
    });
  });

  it('leaves out hidden fields and fields the caller may not read', async () => {
    const res = await formState({ collection: 'posts', operation: 'create', data: { title: 'x', internal: 'bad' } });
    expect(res.json()).not.toHaveProperty('secret');
    expect(res.json()).not.toHaveProperty('internal');
    expect(res.body).not.toContain('do not tell');
    expect(res.body).not.toContain('Internal trouble');
    expect(Object.values(res.json()).every((entry: any) => entry.valid)).toBe(true);
  });

  it('limits the answer to schemaPath and what lies inside it', async () => {
    const layout = [
      { blockType: 'hero', heading: 'show' },
      { blockType: 'columns', columns: [{ size: 'half', width: 99 }] },
    ];
    const row = await stateOf({ collection: 'posts', operation: 'create', data: { title: 'x', layout }, schemaPath: 'layout.1' });
    expect(Object.keys(row)).toStrictEqual(['layout.1.columns', 'layout.1.columns.0.size', 'layout.1.columns.0.width']);
    expect(row['layout.1.columns.0.width'].errorMessage).toBe('At most 50.');
    const one = await stateOf({ collection: 'posts', operation: 'create', data: { title: 'x' }, schemaPath: 'meta.image' });
    expect(Object.keys(one)).toStrictEqual(['meta.image']);
    const empty = await stateOf({ collection: 'posts', operation: 'create', data: { title: 'x' }, schemaPath: 'layout.7' });
    expect(empty).toStrictEqual({});
  });

  it('answers the fields of a block inside rich text at their path, custom validators and conditions included', async () => {
    const paragraph = {
      type: 'paragraph',
      version: 1,
      children: [],
      direction: null,
      format: '',
      indent: 0,
      textFormat: 0,
      textStyle: '',
    };
    const block = (fields: Record<string, unknown>) => ({
      type: 'block',
      version: 2,
      format: '',
      fields: { id: '65a1f0c2b3d4e5f601234567', blockType: 'map', blockName: '', ...fields },
    });
    const body = (fields: Record<string, unknown>) => ({
      root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [paragraph, block(fields)] },
    });
    const schemaPath = 'body.root.children.1.fields';
    const bad = await stateOf({
      collection: 'posts',
      operation: 'create',
      data: { title: 'x', body: body({ zoom: 3 }) },
      schemaPath,
    });
    expect(bad).toStrictEqual({
      [`${schemaPath}.label`]: { valid: false, errorMessage: 'Fill in this field.', passesCondition: true },
      [`${schemaPath}.zoom`]: { value: 3, valid: true, passesCondition: true },
      [`${schemaPath}.note`]: { valid: true, passesCondition: true },
    });
    const tooClose = await stateOf({
      collection: 'posts',
      operation: 'create',
      data: { title: 'x', body: body({ label: 'Harbour', zoom: 40 }) },
      schemaPath,
    });
    expect(tooClose[`${schemaPath}.zoom`]).toStrictEqual({
      value: 40,
      valid: false,
      errorMessage: 'Zoom in less.',
      passesCondition: true,
    });
    expect(tooClose[`${schemaPath}.note`].passesCondition).toBe(false);
    expect(tooClose[`${schemaPath}.label`].valid).toBe(true);
  });

  it('merges the data over the stored document on update, and stores nothing', async () => {
    const doc = await h.atrium.create({
      collection: 'posts',
      data: { title: 'Stored', kind: 'video', videoURL: 'https://example.com/a' },
      overrideAccess: true,
    });
    const state = await stateOf({ collection: 'posts', operation: 'update', id: doc.id, data: { title: '' } });
    expect(state.title.errorMessage).toBe('Fill in this field.');
    expect(state.videoURL).toStrictEqual({ value: 'https://example.com/a', valid: true, passesCondition: true });
    const after = await h.atrium.findByID({ collection: 'posts', id: doc.id, overrideAccess: true });
    expect(after.title).toBe('Stored');
    expect(after.updatedAt).toBe(doc.updatedAt);
  });

  it('writes nothing, not even what a beforeValidate hook writes', async () => {
    const before = await h.atrium.count({ collection: 'posts', overrideAccess: true });
    const res = await formState({ collection: 'tracked', operation: 'create', data: { title: '' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().title.valid).toBe(false);
    expect((await h.atrium.count({ collection: 'audits', overrideAccess: true })).totalDocs).toBe(0);
    expect(await h.atrium.count({ collection: 'posts', overrideAccess: true })).toStrictEqual(before);
    expect((await h.atrium.count({ collection: 'tracked', overrideAccess: true })).totalDocs).toBe(0);
    // The rolled-back transaction leaves the database usable for the next write.
    await h.atrium.create({ collection: 'audits', data: { note: 'real' }, overrideAccess: true });
    expect((await h.atrium.count({ collection: 'audits', overrideAccess: true })).totalDocs).toBe(1);
  });

  it('answers a global, whose conditions run the same way', async () => {
    const off = await stateOf({ global: 'banner', operation: 'update', data: { enabled: false } });
    expect(off).toStrictEqual({
      enabled: { value: false, valid: true, passesCondition: true },
      text: { valid: true, passesCondition: false },
    });
    const on = await stateOf({ global: 'banner', operation: 'update', data: { enabled: true } });
    expect(on.text).toStrictEqual({ valid: false, errorMessage: 'Fill in this field.', passesCondition: true });
    expect(await h.atrium.findGlobal({ slug: 'banner', overrideAccess: true })).not.toHaveProperty('enabled');
  });

  it('checks an auth collection’s password as a save does, and never sends it back', async () => {
    const state = await stateOf({
      collection: 'members',
      operation: 'create',
      data: { email: 'new@example.com', password: 'short', 'confirm-password': 'other' },
    });
    expect(state.password).toStrictEqual({
      valid: false,
      errorMessage: 'Use a password of at least 8 characters.',
      passesCondition: true,
    });
    expect(state['confirm-password']).toStrictEqual({ valid: true, passesCondition: true });
    expect(state.email).toStrictEqual({ value: 'new@example.com', valid: true, passesCondition: true });
    const mismatch = await stateOf({
      collection: 'members',
      operation: 'create',
      data: { email: 'new@example.com', password: 'long enough', 'confirm-password': 'other' },
    });
    expect(mismatch['confirm-password']).toStrictEqual({
      valid: false,
      errorMessage: 'The two passwords differ.',
      passesCondition: true,
    });
    expect(JSON.stringify(mismatch)).not.toContain('long enough');
    const missing = await stateOf({ collection: 'members', operation: 'create', data: { email: 'new@example.com' } });
    expect(missing.password).toStrictEqual({ valid: false, errorMessage: 'Fill in this field.', passesCondition: true });
    expect(await h.atrium.count({ collection: 'members', overrideAccess: true })).toStrictEqual({ totalDocs: 0 });
  });

  it('takes a form state sent back instead of data', async () => {
    const state = await stateOf({
      collection: 'posts',
      operation: 'create',
      formState: {
        title: { value: 'x' },
        kind: { value: 'video' },
        layout: { value: 1 },
        'layout.0.blockType': { value: 'hero' },
        'layout.0.heading': { value: 'show' },
      },
    });
    expect(state.videoURL).toMatchObject({ valid: false, passesCondition: true });
    expect(state['layout.0.subheading'].passesCondition).toBe(true);
  });

  it('takes Payload’s body too: collectionSlug or globalSlug, and a schemaPath that starts with the slug', async () => {
    const data = { title: 'x', kind: 'video', layout: [{ id: 'row-1', blockType: 'hero', heading: 'show' }] };
    const whole = await stateOf({ collectionSlug: 'posts', operation: 'create', data, schemaPath: 'posts' });
    expect(whole).toStrictEqual(await stateOf({ collection: 'posts', operation: 'create', data }));
    expect(whole.videoURL).toMatchObject({ valid: false, passesCondition: true });
    const row = await stateOf({ collectionSlug: 'posts', operation: 'create', data, schemaPath: 'posts.layout.0' });
    expect(row).toStrictEqual(await stateOf({ collection: 'posts', operation: 'create', data, schemaPath: 'layout.0' }));
    expect(Object.keys(row).every((path) => path.startsWith('layout.0.'))).toBe(true);
    const noPath = await stateOf({
      collectionSlug: 'posts',
      operation: 'create',
      formState: { title: { value: 'x' }, kind: { value: 'text' } },
    });
    expect(noPath.videoURL).toMatchObject({ valid: true, passesCondition: false });
    const global = await stateOf({ globalSlug: 'banner', operation: 'update', data: { enabled: true }, schemaPath: 'banner' });
    expect(global.text).toStrictEqual({ valid: false, errorMessage: 'Fill in this field.', passesCondition: true });

    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ collectionSlug: 'posts', schemaPath: 'pages.title' }, /schemaPath "pages.title" does not name a field of "posts"/],
      [{ collectionSlug: 'posts', collection: 'posts' }, /exactly one of collection or global/],
      [{ collectionSlug: 'posts', globalSlug: 'banner' }, /exactly one of collection or global/],
      [{ collectionSlug: 5 }, /collection must be/],
    ];
    for (const [payload, message] of cases) {
      const res = await formState({ operation: 'create', data: {}, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).message, JSON.stringify(payload)).toMatch(message);
    }
  });

  it('refuses anonymous callers with 401', async () => {
    const res = await formState({ collection: 'posts', operation: 'create', data: {} }, null);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).name).toBe('Unauthorized');
  });

  it('refuses callers without create or update access', async () => {
    const create = await formState({ collection: 'locked', operation: 'create', data: {} });
    expect(create.statusCode).toBe(403);
    const doc = await h.atrium.create({ collection: 'locked', data: { title: 'x' }, overrideAccess: true });
    expect((await formState({ collection: 'locked', operation: 'update', id: doc.id, data: {} })).statusCode).toBe(403);
    const note = await h.atrium.create({ collection: 'notes', data: { owner: alice.id, text: 'mine' }, overrideAccess: true });
    expect((await formState({ collection: 'notes', operation: 'update', id: note.id, data: {} })).statusCode).toBe(200);
    const foreign = await formState({ collection: 'notes', operation: 'update', id: note.id, data: {} }, bob);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('mine');
  });

  it('answers bad input with 400 naming what is wrong', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [[1, 2], /body must be a JSON object/],
      [{ collection: 'posts', data: {} }, /operation must be "create" or "update"/],
      [{ collection: 'posts', operation: 'delete', data: {} }, /operation must be "create" or "update"; got "delete"/],
      [{ operation: 'create', data: {} }, /exactly one of collection or global/],
      [{ collection: 'posts', global: 'banner', operation: 'update', data: {} }, /exactly one of collection or global/],
      [{ collection: 'posts', operation: 'create' }, /needs data/],
      [{ collection: 'posts', operation: 'create', data: [1] }, /data must be an object/],
      [{ collection: 'posts', operation: 'update', data: {} }, /needs the id/],
      [{ collection: 'posts', operation: 'create', id: 1, data: {} }, /id is only for operation "update"/],
      [{ global: 'banner', operation: 'create', data: {} }, /only ever updated/],
      [{ collection: 'posts', operation: 'create', data: {}, schemaPath: 5 }, /schemaPath must be a field path/],
      [{ collection: 'posts', operation: 'create', data: {}, schemaPath: 'nope' }, /schemaPath "nope" does not name a field/],
      [{ collection: 'posts', operation: 'create', data: {}, schemaPath: 'layout.first' }, /a row index must follow it/],
      [{ collection: 'posts', operation: 'create', data: {}, locale: 3 }, /locale must be/],
      [{ collection: 'posts', operation: 'create', formState: { 'a.__proto__.b': { value: 1 } } }, /invalid path/],
      [{ collection: 'posts', operation: 'create', data: { nope: 1 } }, /invalid: nope/],
    ];
    for (const [payload, message] of cases) {
      const res = await formState(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).message, JSON.stringify(payload)).toMatch(message);
    }
    expect((await formState({ collection: 'nope', operation: 'create', data: {} })).statusCode).toBe(404);
    expect((await formState({ global: 'nope', operation: 'update', data: {} })).statusCode).toBe(404);
    expect((await formState({ collection: 'posts', operation: 'update', id: 987654, data: {} })).statusCode).toBe(404);
  });

  it('is never stored by a browser or proxy', async () => {
    const res = await formState({ collection: 'posts', operation: 'create', data: { title: 'x' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is also the Local API', async () => {
    const user = { id: alice.id, collection: 'users', email: 'alice@example.com' };
    const state = await h.atrium.buildFormState({ user, collection: 'posts', operation: 'create', data: { title: '' } });
    expect(state.title.valid).toBe(false);
  });
});
