import {
  buildConfig,
  type CollectionConfig,
  type Config,
  clientConfig,
  InvalidConfiguration,
  sanitizeConfig,
} from '@atrium/core';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { describe, expect, it } from 'vitest';

const db = sqliteAdapter({ filename: ':memory:' });
const secret = 'a-test-secret-of-enough-length';
const base = (collections: CollectionConfig[], extra: Partial<Config> = {}): Config => ({ db, secret, collections, ...extra });
const posts: CollectionConfig = { slug: 'posts', fields: [{ name: 'title', type: 'text' }] };

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) if (v !== db) deepFreeze(v);
  }
  return value;
}

describe('buildConfig', () => {
  it('fills every default the spec and the issue set', async () => {
    const config = await buildConfig(base([posts]));
    expect(config.routes).toEqual({ api: '/api', admin: '/admin' });
    expect(config.cookiePrefix).toBe('atrium');
    expect(config.serverURL).toBe('');
    expect(config.maxDepth).toBe(10);
    expect(config.defaultDepth).toBe(2);
    expect(config.admin.pagination).toEqual({ defaultLimit: 10, limits: [5, 10, 25, 50, 100] });
    expect(config.i18n.fallbackLanguage).toBe('en');
    expect(config.localization).toBe(false);
    const [collection] = config.collections;
    expect(collection.timestamps).toBe(true);
    expect(collection.upload).toBe(false);
    expect(collection.versions).toBe(false);
    expect(collection.auth).toBe(false);
    expect(collection.admin.useAsTitle).toBe('id');
    expect(collection.defaultSort).toBe('-createdAt');
    expect(collection.idType).toBe('number');
    expect(collection.labels).toEqual({ singular: 'Post', plural: 'Posts' });
    expect(collection.hooks.afterRead).toEqual([]);
    expect(config.collectionsBySlug.posts).toBe(collection);
  });

  it('derives singular labels from English plural slugs', async () => {
    const slugs = ['categories', 'blog-posts', 'boxes', 'news', 'series', 'media', 'people', 'movies', 'addresses', 'status'];
    const config = await buildConfig(base(slugs.map((slug) => ({ slug, fields: [] }))));
    expect(config.collections.map((c) => c.labels.singular)).toEqual([
      'Category',
      'Blog Post',
      'Box',
      'News',
      'Series',
      'Media',
      'People',
      'Movie',
      'Address',
      'Status',
    ]);
  });

  it('is pure: a frozen input is not changed and a new object comes back', async () => {
    const input = deepFreeze(base([{ slug: 'posts', fields: [{ type: 'row', fields: [{ name: 'title', type: 'text' }] }] }]));
    const config = sanitizeConfig(input);
    expect(config).not.toBe(input);
    expect(config.collections[0].flattenedFields.map((f) => f.name)).toEqual(['title']);
  });

  it('runs plugins in order before sanitizing', async () => {
    const addField =
      (name: string) =>
      (c: Config): Config => ({
        ...c,
        collections: (c.collections ?? []).map((col) => ({ ...col, fields: [...col.fields, { name, type: 'text' as const }] })),
      });
    const config = await buildConfig(base([posts], { plugins: [addField('first'), addField('second')] }));
    expect(config.collections[0].flattenedFields.map((f) => f.name)).toEqual(['title', 'first', 'second']);
  });

  const invalid: Array<[string, Config, RegExp]> = [
    ['a duplicate collection slug', base([posts, posts]), /collection "posts" is defined twice/],
    ['a slug with capitals', base([{ slug: 'Posts', fields: [] }]), /collection #0 has slug "Posts"/],
    ['a reserved slug', base([{ slug: 'access', fields: [] }]), /collection "access": the slug "access" is reserved/],
    [
      'an unknown field type',
      base([{ slug: 'posts', fields: [{ name: 'x', type: 'nope' } as never] }]),
      /collection "posts", field "x": unknown field type "nope"; the types are text, textarea, .*, row, collapsible, tabs, ui$/,
    ],
    [
      'a relationship to nowhere',
      base([{ slug: 'posts', fields: [{ name: 'author', type: 'relationship', relationTo: 'users' }] }]),
      /collection "posts", field "author": relationTo "users" is not a collection; the collections are posts$/,
    ],
    [
      'an upload to a plain collection',
      base([posts, { slug: 'pages', fields: [{ name: 'img', type: 'upload', relationTo: 'posts' }] }]),
      /collection "pages", field "img": relationTo "posts" is not an upload collection/,
    ],
    [
      'a name used twice through a row',
      base([
        {
          slug: 'posts',
          fields: [
            { name: 'a', type: 'text' },
            { type: 'row', fields: [{ name: 'a', type: 'number' }] },
          ],
        },
      ]),
      /collection "posts", field "a": the name "a" is used twice/,
    ],
    [
      'a reserved field name',
      base([{ slug: 'posts', fields: [{ name: 'createdAt', type: 'date' }] }]),
      /field "createdAt": "createdAt" is reserved/,
    ],
    [
      'a dotted field name',
      base([{ slug: 'posts', fields: [{ name: 'a.b', type: 'text' }] }]),
      /field "a.b": `name` must start with a letter/,
    ],
    [
      'localized without localization',
      base([{ slug: 'posts', fields: [{ name: 'title', type: 'text', localized: true }] }]),
      /field "title": `localized` needs `localization`/,
    ],
    [
      'useAsTitle naming no field',
      base([{ slug: 'posts', admin: { useAsTitle: 'headline' }, fields: [] }]),
      /collection "posts", admin.useAsTitle: "headline" is not a top-level field/,
    ],
    [
      'a select without options',
      base([{ slug: 'posts', fields: [{ name: 's', type: 'select', options: [] }] }]),
      /posts.*s.*options/,
    ],
    [
      'unique inside an array',
      base([
        { slug: 'posts', fields: [{ name: 'items', type: 'array', fields: [{ name: 'code', type: 'text', unique: true }] }] },
      ]),
      /collection "posts", field "items.code": `unique` is not supported inside an array or blocks/,
    ],
    [
      'unique on a hasMany field',
      base([{ slug: 'posts', fields: [{ name: 'tags', type: 'text', hasMany: true, unique: true }] }]),
      /field "tags": `unique` is not supported with `hasMany`/,
    ],
    [
      'unique on a json field',
      base([{ slug: 'posts', fields: [{ name: 'meta', type: 'json', unique: true }] }]),
      /field "meta": `unique` is not supported on a json field/,
    ],
    [
      'a field without a name',
      base([{ slug: 'posts', fields: [{ name: 'a', type: 'text' }, { type: 'text' } as never] }]),
      /collection "posts", field "#2 \(counting from 1\)": `name` is missing$/,
    ],
    [
      'a field option with the wrong shape, in the same format',
      base([{ slug: 'posts', fields: [{ name: 'status', type: 'select', options: [] }] }]),
      /^Invalid config: collection "posts", field "status": `options` must be a non-empty list$/,
    ],
    [
      'a fixed defaultValue the field would refuse',
      base([{ slug: 'posts', fields: [{ name: 'pages', type: 'number', defaultValue: 'x' }] }]),
      /collection "posts", field "pages": `defaultValue` "x" is not valid here: Enter a number\.$/,
    ],
    ['a short secret', { db, secret: 'short', collections: [] }, /`secret` must be a string of at least 16 characters/],
    [
      'a hook that is not a function',
      base([{ slug: 'posts', fields: [], hooks: { afterRead: ['x' as never] } }]),
      /collection "posts", hooks.afterRead: must be an array of functions/,
    ],
    [
      'defaultDepth above maxDepth',
      base([posts], { maxDepth: 1, defaultDepth: 3 }),
      /`defaultDepth` must be a whole number between 0 and `maxDepth`/,
    ],
    [
      'a default locale not in the list',
      base([posts], { localization: { locales: ['en'], defaultLocale: 'fr' } }),
      /localization.defaultLocale: "fr" is not one of the locales/,
    ],
  ];
  it.each(invalid)('fails loudly at start on %s, naming the place', (_name, config, message) => {
    expect(() => sanitizeConfig(config)).toThrow(InvalidConfiguration);
    expect(() => sanitizeConfig(config)).toThrow(message);
  });
});

describe('clientConfig', () => {
  it('strips secrets, the database, hooks, access and functions', async () => {
    const config = await buildConfig(
      base([
        {
          slug: 'posts',
          access: { read: () => true },
          hooks: { afterRead: [({ doc }) => doc] },
          fields: [
            {
              name: 'title',
              type: 'text',
              validate: () => true,
              admin: { condition: () => true, description: 'Shown' },
              defaultValue: () => 'x',
            },
          ],
        },
      ]),
    );
    const client = clientConfig(config);
    const text = JSON.stringify(client);
    expect(text).not.toContain(secret);
    expect(client).not.toHaveProperty('secret');
    expect(client).not.toHaveProperty('db');
    const [collection] = client.collections as Array<Record<string, unknown>>;
    expect(collection).not.toHaveProperty('hooks');
    expect(collection).not.toHaveProperty('access');
    // The functions are gone; markers tell the admin to ask the server (POST /api/form-state) instead.
    expect((collection.fields as Array<Record<string, unknown>>)[0]).toEqual({
      name: 'title',
      type: 'text',
      admin: { description: 'Shown' },
      hasCondition: true,
      hasValidate: true,
    });
    // Every shipped language (spec 9's 29), English first; the strings themselves stay on the server.
    expect(client.i18n).toEqual({
      languages: 'en ar az bg cs de es fa-IR fr he hr hu it ja ko nb nl pl pt ro ru sk sv th tr uk vi zh-CN zh-TW'.split(' '),
      fallbackLanguage: 'en',
    });
  });
});
