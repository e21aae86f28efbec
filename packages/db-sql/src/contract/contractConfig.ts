import type { DatabaseAdapter, DataField, SanitizedCollection, SanitizedConfig } from '@atrium/core';

type CollectionOptions = Partial<Pick<SanitizedCollection, 'idType' | 'timestamps' | 'defaultSort'>> & { useAsTitle?: string };

const noHooks: SanitizedCollection['hooks'] = {
  beforeOperation: [],
  beforeValidate: [],
  beforeChange: [],
  afterChange: [],
  beforeRead: [],
  afterRead: [],
  beforeDelete: [],
  afterDelete: [],
  afterOperation: [],
};

/** A sanitized collection with every default filled, as `sanitizeConfig` would produce it. */
export function buildCollection(slug: string, fields: DataField[], options: CollectionOptions = {}): SanitizedCollection {
  return {
    slug,
    fields,
    flattenedFields: fields,
    timestamps: options.timestamps ?? true,
    upload: false,
    versions: false,
    auth: false,
    admin: { useAsTitle: options.useAsTitle ?? 'id', pagination: { defaultLimit: 10, limits: [10, 50] } },
    labels: { singular: slug, plural: slug },
    defaultSort: options.defaultSort ?? '-createdAt',
    idType: options.idType ?? 'number',
    hooks: noHooks,
    access: {},
  };
}

const postFields: DataField[] = [
  { type: 'text', name: 'title', index: true },
  { type: 'text', name: 'slug', unique: true },
  { type: 'number', name: 'views' },
  { type: 'checkbox', name: 'published' },
  { type: 'date', name: 'publishedAt' },
  { type: 'select', name: 'tags', hasMany: true, options: ['a', 'b', 'c'] },
  { type: 'relationship', name: 'author', relationTo: 'people' },
  { type: 'relationship', name: 'reviewers', relationTo: 'people', hasMany: true },
  { type: 'relationship', name: 'owner', relationTo: ['people', 'orgs'] },
  {
    type: 'group',
    name: 'meta',
    fields: [
      { type: 'text', name: 'summary' },
      { type: 'number', name: 'score' },
      { type: 'text', name: 'code', unique: true },
    ],
  },
  {
    type: 'array',
    name: 'rows',
    fields: [
      { type: 'text', name: 'label' },
      { type: 'number', name: 'qty' },
    ],
  },
  {
    type: 'blocks',
    name: 'layout',
    blocks: [
      { slug: 'hero', fields: [{ type: 'text', name: 'heading' }] },
      { slug: 'quote', fields: [{ type: 'text', name: 'text' }] },
    ],
  },
  { type: 'point', name: 'location' },
  { type: 'text', name: 'headline', localized: true, index: true },
  { type: 'json', name: 'extra' },
  { type: 'richText', name: 'body' },
];

/** The config every contract suite initializes: one collection per storage feature under test. */
export function buildContractConfig(overrides: { posts?: DataField[] } = {}): SanitizedConfig {
  const collections = [
    buildCollection('posts', overrides.posts ?? postFields, { useAsTitle: 'title', defaultSort: 'views' }),
    buildCollection(
      'people',
      [
        { type: 'text', name: 'name' },
        { type: 'number', name: 'age' },
      ],
      { useAsTitle: 'name' },
    ),
    buildCollection('orgs', [{ type: 'text', name: 'name' }], { idType: 'uuid' }),
    buildCollection(
      'places',
      [
        { type: 'text', name: 'name' },
        { type: 'point', name: 'location' },
      ],
      { useAsTitle: 'name' },
    ),
    buildCollection('notes', [{ type: 'text', name: 'text' }], { timestamps: false }),
  ];
  return {
    collections,
    globals: [],
    collectionsBySlug: Object.fromEntries(collections.map((collection) => [collection.slug, collection])),
    globalsBySlug: {},
    routes: { api: '/api', admin: '/admin' },
    cookiePrefix: 'atrium',
    serverURL: '',
    secret: 'contract-secret',
    db: undefined as unknown as DatabaseAdapter,
    i18n: { supportedLanguages: {}, fallbackLanguage: 'en' },
    localization: {
      locales: [
        { code: 'en', label: 'English', rtl: false },
        { code: 'de', label: 'Deutsch', rtl: false },
      ],
      localeCodes: ['en', 'de'],
      defaultLocale: 'en',
      fallback: true,
    },
    admin: { dateFormat: 'MMMM do yyyy, h:mm a', pagination: { defaultLimit: 10, limits: [10, 50] } },
    maxDepth: 10,
    defaultDepth: 2,
    bodyLimit: 2 * 1024 * 1024,
    maxLimit: 10000,
  };
}

/** The contract config without `unique` on `slug`: re-initializing with it must drop the unique index. */
export function withoutUniqueSlug(): SanitizedConfig {
  return buildContractConfig({
    posts: postFields.map((field) => (field.name === 'slug' ? { type: 'text', name: 'slug' } : field)),
  });
}
