import { describe, expect, it } from 'vitest';
import { sanitizeConfig } from '../../config/sanitizeConfig.ts';
import type { CollectionConfig, Config } from '../../config/types.ts';
import { QueryError } from '../../errors/index.ts';
import type { Field } from '../types.ts';
import { joinField } from './index.ts';
import { readJoinsParameter } from './joinOptions.ts';
import type { JoinField } from './types.ts';

const db = { init: () => {} } as unknown as Config['db'];
const buildJoin = (extra: Partial<JoinField> = {}): JoinField => ({
  name: 'posts',
  type: 'join',
  collection: 'posts',
  on: 'category',
  ...extra,
});
const build = (join: Partial<JoinField> = {}, postFields: Field[] = [], more: CollectionConfig[] = []) =>
  sanitizeConfig(
    {
      secret: 'join-test-secret-0123456',
      db,
      collections: [
        { slug: 'categories', fields: [{ name: 'title', type: 'text' }, buildJoin(join)] },
        {
          slug: 'posts',
          fields: [
            { name: 'title', type: 'text' },
            { name: 'category', type: 'relationship', relationTo: 'categories' },
            {
              name: 'meta',
              type: 'group',
              fields: [{ name: 'topics', type: 'relationship', relationTo: 'categories', hasMany: true }],
            },
            ...postFields,
          ],
        },
        ...more,
      ],
    },
    [],
  );

describe('join field config', () => {
  const sanitize = (extra: Partial<JoinField>) => () =>
    joinField.sanitize?.(buildJoin(extra), 'collection "categories", field "posts"');

  it('accepts a join on a relationship that points back, directly or inside a group', () => {
    expect(() => build()).not.toThrow();
    expect(() => build({ on: 'meta.topics', defaultSort: '-title', defaultLimit: 0, maxDepth: 2 })).not.toThrow();
  });

  it('names the collection and field when the joined collection does not exist', () => {
    expect(() => build({ collection: 'articles' })).toThrow(
      'Invalid config: collection "categories", field "posts": collection "articles" is not a collection; the collections are categories, posts',
    );
    expect(sanitize({ collection: ['posts', 'pages'] as never })).toThrow(
      'Invalid config: collection "categories", field "posts": `collection` must be the slug of one collection (a list of several is not supported)',
    );
  });

  it('refuses the options of stored fields: it stores nothing', () => {
    for (const key of ['localized', 'unique', 'index', 'required'] as const)
      expect(sanitize({ [key]: true }), key).toThrow(
        `Invalid config: collection "categories", field "posts": \`${key}\` is not supported on a join field: it stores nothing`,
      );
  });

  it('checks its own options', () => {
    expect(sanitize({ on: 'meta..topics' })).toThrow('`on` must name a relationship or upload field of the joined collection');
    expect(sanitize({ defaultLimit: -1 })).toThrow('`defaultLimit` must be a whole number of 0 or more (0 lists all)');
    expect(sanitize({ defaultLimit: 2.5 })).toThrow('`defaultLimit` must be a whole number of 0 or more (0 lists all)');
    expect(sanitize({ maxDepth: -1 })).toThrow('`maxDepth` must be a whole number of 0 or more');
    expect(sanitize({ defaultSort: '' })).toThrow('`defaultSort` must be a field name of the joined collection');
    expect(sanitize({ where: 'x' as never })).toThrow('`where` must be a where object');
    expect(sanitize({ admin: { allowCreate: 'no' as never } })).toThrow('`admin.allowCreate` must be true or false');
    expect(sanitize({ admin: { defaultColumns: [1] as never } })).toThrow('`admin.defaultColumns` must be a list of field names');
  });

  it('needs `on` to be a relationship or upload field of the joined collection that points back', () => {
    const where = 'Invalid config: collection "categories", field "posts": `on` "';
    expect(() => build({ on: 'author' })).toThrow(
      `${where}author" of collection "posts" is not a field; name a relationship or upload field (dot path into groups)`,
    );
    expect(() => build({ on: 'title' })).toThrow(
      `${where}title" of collection "posts" is a text field; it must be a relationship or upload field`,
    );
    expect(() => build({ on: 'writer' }, [{ name: 'writer', type: 'relationship', relationTo: 'posts' }])).toThrow(
      `${where}writer" of collection "posts" points at "posts", not at this collection "categories"`,
    );
    expect(() =>
      build({ on: 'either' }, [{ name: 'either', type: 'relationship', relationTo: ['categories', 'posts'] }]),
    ).toThrow(
      `${where}either" of collection "posts" points at several collections; a join needs one that points at "categories" alone`,
    );
    expect(() => build({ on: 'meta.topics.x' })).toThrow(`${where}meta.topics.x" of collection "posts" is not a field`);
    expect(() => build({ defaultSort: '-rating' })).toThrow(
      'Invalid config: collection "categories", field "posts": `defaultSort` "-rating" is not a field of collection "posts"',
    );
  });

  it('cannot be in a global', () => {
    const config = () =>
      sanitizeConfig(
        {
          secret: 'join-test-secret-0123456',
          db,
          collections: [{ slug: 'posts', fields: [{ name: 'title', type: 'text' }] }],
          globals: [{ slug: 'menu', fields: [buildJoin({ on: 'title' })] }],
        },
        [],
      );
    expect(config).toThrow('Invalid config: global "menu", field "posts": a join field lists documents that point at a document');
  });
});

describe('join field behaviour', () => {
  it('is virtual: stored nowhere, never queried or sorted by, reading the joined collection', () => {
    const field = buildJoin();
    expect(joinField.storage).toBe('none');
    expect(joinField.operators).toStrictEqual([]);
    expect(joinField.isSortable(field)).toBe(false);
    expect(joinField.isUniqueCapable(field)).toBe(false);
    expect(joinField.reads?.(field)).toStrictEqual(['posts']);
    expect(joinField.validate({ docs: [1] }, {} as never)).toBe(true);
  });

  it("reads a request's joins: options per join by path, each checked", () => {
    const config = build();
    const field = config.collectionsBySlug.categories.flattenedFields.find((f) => f.name === 'posts')!;
    const read = (joins: unknown) => () => readJoinsParameter(config, field, joins);
    expect(read(undefined)()).toStrictEqual(new Map());
    expect(read({ posts: { limit: '5', sort: '-title', count: 'true', where: { title: { equals: 'a' } } } })()).toStrictEqual(
      new Map([['posts', { limit: 5, sort: '-title', where: { title: { equals: 'a' } }, count: true }]]),
    );
    const refused = (joins: unknown, key: string) => {
      expect(read(joins)).toThrow(QueryError);
      expect(read(joins)).toThrow(key);
    };
    refused('yes', 'query:joinsInvalid');
    refused({ posts: 'x' }, 'query:joinsInvalid');
    refused({ comments: {} }, 'query:joinUnknown');
    refused({ posts: { size: 3 } }, 'query:joinOptionUnknown');
    refused({ posts: { limit: '-1' } }, 'query:countOutOfRange');
    refused({ posts: { limit: 'ten' } }, 'query:countOutOfRange');
    refused({ posts: { count: 'maybe' } }, 'query:notTrueOrFalse');
  });

  it("checks a request's joins once, however many documents and join fields read them", () => {
    const config = build();
    const field = config.collectionsBySlug.categories.flattenedFields.find((f) => f.name === 'posts')!;
    const joins = { posts: { limit: '5' } };
    const first = readJoinsParameter(config, field, joins);
    expect(readJoinsParameter(config, field, joins)).toBe(first);
    // Another request's parameter, even with the same text, is its own.
    expect(readJoinsParameter(config, field, { posts: { limit: '5' } })).not.toBe(first);
    expect(readJoinsParameter(config, field, { posts: { limit: '5' } })).toStrictEqual(first);
  });
});
