import type { CollectionConfig, Field } from '@atrium/core';
import { slugField } from './slug.ts';

/**
 * The sidebar every page and post shares: slug, publication date, author and categories. Whether a document is
 * public is the drafts feature's `_status` (see `editorialVersions`), not a field of the demo's own.
 */
export function editorialSidebar(collection: 'pages' | 'posts'): Field[] {
  return [
    slugField(collection),
    {
      name: 'publishedAt',
      type: 'date',
      label: { en: 'Published on', de: 'Veröffentlicht am', ar: 'تاريخ النشر' },
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: {
        // Publishing without a date stamps "now", so lists sorted by date stay meaningful; saving a draft does not.
        beforeChange: [
          ({ value, siblingData }) =>
            value == null && siblingData?._status === 'published' ? new Date().toISOString() : undefined,
        ],
        // The copy has not been published: its date is set when it is.
        beforeDuplicate: [() => null],
      },
    },
    {
      name: 'author',
      type: 'relationship',
      label: { en: 'Author', de: 'Autor', ar: 'الكاتب' },
      relationTo: 'users',
      admin: { position: 'sidebar' },
    },
    {
      name: 'categories',
      type: 'relationship',
      label: { en: 'Categories', de: 'Kategorien', ar: 'التصنيفات' },
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
  ];
}

/**
 * Pages and posts keep their history and are written as drafts until published: autosave while typing, and
 * publishing (or unpublishing) at a chosen time. Fifty versions a document: autosave rewrites one version in place,
 * so only explicit saves, publishes and restores add one, and fifty of those cover months of editing of an article
 * while keeping the versions table of a large journal (the benchmark seeds tens of thousands of posts) bounded.
 */
export const editorialVersions: CollectionConfig['versions'] = {
  maxPerDoc: 50,
  drafts: { autosave: true, schedulePublish: true },
};
