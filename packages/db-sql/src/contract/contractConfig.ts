import { type CollectionConfig, type DatabaseAdapter, type Field, type SanitizedConfig, sanitizeConfig } from '@atrium/core';

// sanitizeConfig only checks that `db` looks like an adapter; the suites pass the config to the real one.
const placeholderDB = { init: async () => {} } as unknown as DatabaseAdapter;

const postFields: Field[] = [
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

/** The config every contract suite initializes, through core's `sanitizeConfig`: one collection per storage feature. */
export function buildContractConfig(overrides: { posts?: Field[] } = {}): SanitizedConfig {
  const collections: CollectionConfig[] = [
    { slug: 'posts', fields: overrides.posts ?? postFields, admin: { useAsTitle: 'title' }, defaultSort: 'views' },
    {
      slug: 'people',
      fields: [
        { type: 'text', name: 'name' },
        { type: 'number', name: 'age' },
      ],
      admin: { useAsTitle: 'name' },
    },
    { slug: 'orgs', fields: [{ type: 'text', name: 'name' }], idType: 'uuid' },
    {
      slug: 'places',
      fields: [
        { type: 'text', name: 'name' },
        { type: 'point', name: 'location' },
      ],
    },
    { slug: 'notes', fields: [{ type: 'text', name: 'text' }], timestamps: false },
  ];
  return sanitizeConfig({
    secret: 'contract-secret-0123456789',
    db: placeholderDB,
    collections,
    localization: { locales: ['en', 'de'], defaultLocale: 'en' },
  });
}

/** The contract config without `unique` on `slug`: re-initializing with it must drop the unique index. */
export function withoutUniqueSlug(): SanitizedConfig {
  return buildContractConfig({
    posts: postFields.map((field) => ('name' in field && field.name === 'slug' ? { type: 'text', name: 'slug' } : field)),
  });
}
