import type { CollectionConfig, Config, GlobalConfig } from '@atrium/core';
import { withOpenAccess } from '../helpers/openAccess.ts';

/** Records hook calls so tests can check order and shared context. */
export const hookLog: string[] = [];

const categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'rank', type: 'number' },
  ],
};

/** Readable only where `public` is set: population must respect that. */
const vaults: CollectionConfig = {
  slug: 'vaults',
  access: { read: () => ({ public: { equals: true } }) },
  fields: [
    { name: 'label', type: 'text' },
    { name: 'public', type: 'checkbox' },
  ],
};

const people: CollectionConfig = {
  slug: 'people',
  idType: 'uuid',
  admin: { useAsTitle: 'name' },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'secretNote', type: 'text', hidden: true },
    { name: 'mentor', type: 'relationship', relationTo: 'people' },
  ],
};

const articles: CollectionConfig = {
  slug: 'articles',
  admin: { useAsTitle: 'title' },
  hooks: {
    beforeOperation: [
      ({ operation, context }) => void (operation === 'create' && hookLog.push(`beforeOperation:${String(context.tag ?? '')}`)),
    ],
    beforeValidate: [({ data }) => void hookLog.push(`beforeValidate:${String(data.title)}`)],
    beforeChange: [
      ({ data }) => {
        hookLog.push('beforeChange');
        if (data.title === 'explode in hook') throw new Error('hook exploded');
        return {
          ...data,
          wordCount: String(data.title ?? '')
            .split(/\s+/)
            .filter(Boolean).length,
        };
      },
    ],
    afterChange: [({ doc }) => void hookLog.push(`afterChange:${String(doc.id)}`)],
    afterRead: [({ doc }) => ({ ...doc, readAt: 'now' })],
    beforeDelete: [({ id }) => void hookLog.push(`beforeDelete:${String(id)}`)],
    afterDelete: [({ id }) => void hookLog.push(`afterDelete:${String(id)}`)],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      hooks: {
        beforeValidate: [
          ({ value, data }) =>
            value ??
            String(data.title ?? '')
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-'),
        ],
      },
    },
    { name: 'status', type: 'select', options: ['draft', 'published'], defaultValue: 'draft' },
    { name: 'views', type: 'number', min: 0 },
    { name: 'featured', type: 'checkbox' },
    { name: 'publishedAt', type: 'date' },
    { name: 'tags', type: 'select', hasMany: true, options: ['news', 'travel', 'food', 'tech'] },
    { name: 'wordCount', type: 'number', admin: { readOnly: true } },
    { name: 'category', type: 'relationship', relationTo: 'categories' },
    { name: 'related', type: 'relationship', relationTo: 'categories', hasMany: true },
    { name: 'author', type: 'relationship', relationTo: 'people' },
    { name: 'vault', type: 'relationship', relationTo: 'vaults' },
    { name: 'mention', type: 'relationship', relationTo: ['categories', 'people'] },
    { name: 'location', type: 'point' },
    { name: 'extra', type: 'json' },
    {
      type: 'tabs',
      tabs: [
        { label: 'Content', fields: [{ name: 'body', type: 'richText' }] },
        {
          name: 'meta',
          fields: [
            { name: 'title', type: 'text' },
            { name: 'description', type: 'textarea' },
          ],
        },
      ],
    },
    { type: 'row', fields: [{ name: 'summary', type: 'textarea' }] },
    {
      name: 'links',
      type: 'array',
      maxRows: 3,
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'url', type: 'text' },
      ],
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: [
        {
          slug: 'cta',
          fields: [
            { name: 'heading', type: 'text', required: true },
            { name: 'target', type: 'relationship', relationTo: 'categories' },
          ],
        },
        { slug: 'quote', fields: [{ name: 'text', type: 'textarea' }] },
      ],
    },
    { name: 'byline', type: 'text', localized: true },
  ],
};

const settings: GlobalConfig = {
  slug: 'settings',
  fields: [
    { name: 'siteName', type: 'text', required: true },
    { name: 'featured', type: 'relationship', relationTo: 'categories' },
  ],
};

/** The REST suite's config, without `db` and `secret` (the harness adds them). */
export const restConfig: Omit<Config, 'db' | 'secret'> = withOpenAccess({
  collections: [categories, people, vaults, articles],
  globals: [settings],
  localization: { locales: ['en', 'fr', 'de'], defaultLocale: 'en', fallback: true },
  maxDepth: 4,
  bodyLimit: 64 * 1024,
});
